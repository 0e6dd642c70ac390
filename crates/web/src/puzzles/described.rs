//! Every described puzzle of the library's one list (`puzzles::ALL`:
//! kings, rooks), from its description: its parameters as the query's
//! (the board side offered as the size under the server's largest board;
//! the others as choices), its approach with its listing, and its trace,
//! the library's. Only the drawer is the puzzle's own: the file
//! `assets/puzzles/<name>.js`, found by name (`DRAWERS`, made by
//! `build.rs`), so that a new puzzle needs no line here.

use std::sync::Arc;

use engine::{Description, Kind, Limits, Param, ParamError, Value as Typed};
use serde_json::{Map, Value};

use super::{
    AlgoInfo, ChoiceInfo, Input, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, SizeInfo, Trace,
    TraceError,
};
use super::{bounded, from_report, size};
use crate::code::{Listing, codes_of};
use crate::config::Config;
use crate::error::ApiError;

include!(concat!(env!("OUT_DIR"), "/drawers.rs"));

/// A described puzzle in the registry, with its board drawer.
pub(super) struct Simple {
    drawer: &'static str,
    puzzle: &'static dyn Description,
}

impl Simple {
    /// The puzzle with its drawer `assets/puzzles/<name>.js` (none when
    /// the file is missing, which the registry's tests refuse).
    pub(super) fn new(puzzle: &'static dyn Description) -> Self {
        let drawer = DRAWERS
            .iter()
            .find(|(name, _)| *name == puzzle.name())
            .map_or("", |(_, js)| *js);
        Simple { drawer, puzzle }
    }
}

/// The board side.
fn is_size(param: &Param) -> bool {
    param.is_size()
}

/// The largest value of a parameter on this server: the board side under
/// the server's N-Queens limit.
fn max_of(param: &Param, config: &Config) -> usize {
    match param.kind {
        Kind::Size { max, .. } => config.max_n.min(max),
        Kind::Number { max, .. } => max,
        _ => 0,
    }
}

impl PuzzleKind for Simple {
    fn name(&self) -> &'static str {
        self.puzzle.name()
    }

    fn params(&self) -> Vec<&'static str> {
        self.puzzle.params().iter().map(|p| p.name).collect()
    }

    fn info(&self, config: &Config) -> PuzzleInfo {
        let p = self.puzzle;
        let size = p.params().iter().find(|p| is_size(p)).map(|p| {
            let max = max_of(p, config);
            SizeInfo {
                label: p.label,
                min: p.min(),
                max,
                default: p.default.parse::<usize>().map_or(max, |d| d.min(max)),
                tree_max: max,
            }
        });
        let options = p
            .params()
            .iter()
            .filter(|p| !is_size(p))
            .map(|p| OptionInfo {
                name: p.name,
                label: p.label,
                kind: "choice",
                choices: p
                    .offered
                    .iter()
                    .map(|&value| ChoiceInfo { value, text: value })
                    .collect(),
                default: offered_default(p),
                only_with: None,
                own: None,
                follows: None,
            })
            .collect();
        let approaches = p.approaches();
        PuzzleInfo {
            name: p.name(),
            title: p.title(),
            size,
            options,
            default_algo: approaches[0].name,
            algos: approaches
                .iter()
                .map(|a| AlgoInfo {
                    name: a.name,
                    summary: a.summary,
                    kind: "search",
                    code: Listing::parse(a.listing),
                    // Its whole programs, `assets/code/<name>.py` and so on.
                    codes: codes_of(p.name(), a.listing),
                })
                .collect(),
        }
    }

    fn drawer(&self) -> &'static str {
        self.drawer
    }

    fn input(&self, params: &Params, config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(input(self.puzzle, params, config)?))
    }
}

/// The default among the values offered (the description's tests hold
/// that it is one of them).
fn offered_default(param: &Param) -> &'static str {
    param
        .offered
        .iter()
        .copied()
        .find(|&v| v == param.default)
        .unwrap_or("")
}

/// Reads each parameter in order, each against the values before it; one
/// left out (but the size, which must be given) takes its default.
fn input(
    puzzle: &'static dyn Description,
    params: &Params,
    config: &Config,
) -> Result<SimpleInput, ApiError> {
    let mut values = Vec::with_capacity(puzzle.params().len());
    for param in puzzle.params() {
        let value = match param.kind {
            Kind::Size { .. } => Typed::Size(size(params, max_of(param, config))?),
            Kind::Number { min, max, .. } => {
                let text = params.get(param.name).unwrap_or(param.default);
                let most = param.most_after(&values).min(max);
                Typed::Number(bounded(param.name, text, min as u64, most as u64)? as usize)
            }
            _ => {
                let text = params.get(param.name).unwrap_or(param.default);
                param.read(text, &values).map_err(refusal)?
            }
        };
        values.push(value);
    }
    puzzle.check(&values).map_err(refusal)?;
    Ok(SimpleInput { puzzle, values })
}

/// A value the description refuses: a bad request, in its words.
fn refusal(e: ParamError) -> ApiError {
    ApiError::bad_request(e.to_string())
}

/// A described puzzle's problem, checked.
struct SimpleInput {
    puzzle: &'static dyn Description,
    values: Vec<Typed>,
}

impl std::fmt::Debug for SimpleInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {:?}", self.puzzle.name(), self.values)
    }
}

impl Input for SimpleInput {
    fn n(&self) -> Option<usize> {
        let at = self.puzzle.params().iter().position(is_size)?;
        self.values[at].number()
    }

    fn stdin(&self) -> Option<String> {
        let values: Vec<String> = self.values.iter().map(Typed::to_string).collect();
        Some(format!("{}\n", values.join(" ")))
    }

    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        let mut events = JsonEvents::new();
        let report = self
            .puzzle
            .trace_json(&self.values, limits, &mut |step| {
                events.push_json(step);
                std::ops::ControlFlow::Continue(())
            })
            .map_err(|e| TraceError::Failed(e.to_string()))?;
        let input: Map<String, Value> = self
            .puzzle
            .params()
            .iter()
            .zip(&self.values)
            .map(|(p, v)| {
                let v = match v.number() {
                    Some(n) => Value::from(n),
                    None => Value::from(v.to_string()),
                };
                (p.name.to_owned(), v)
            })
            .collect();
        from_report(events, &report, Value::Object(input))
    }
}

/// What the registry's tests check of a described puzzle: every step
/// the search traces on small problems has a line in the listing; every
/// kind of step is traced; the defaults are offered; each parameter is
/// bounded by the values before it.
#[cfg(test)]
pub(super) fn check(p: &'static dyn Description) {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    let name = p.name();
    let code = Listing::parse(p.approaches()[0].listing);
    let mut kinds = BTreeSet::new();
    // Every problem whose values are at most 4 (the size) or 16.
    let mut todo = vec![vec![]];
    while let Some(values) = todo.pop() {
        let Some(param) = p.params().get(values.len()) else {
            p.trace_json(&values, &Limits::none(), &mut |s| {
                let step: Value = serde_json::from_str(s).unwrap();
                kinds.insert(match step.get("reason").and_then(Value::as_str) {
                    Some(why) => format!("reject.{why}"),
                    None => step["event"].as_str().unwrap().to_owned(),
                });
                ControlFlow::Continue(())
            })
            .unwrap();
            continue;
        };
        let cap = if is_size(param) { 4 } else { 16 };
        for v in param.min()..=param.most_after(&values).min(cap) {
            let mut next = values.clone();
            next.push(param.read(&v.to_string(), &values).unwrap());
            todo.push(next);
        }
    }
    for kind in &kinds {
        assert!(code.has(kind), "{name}: no line for {kind}");
    }
    for kind in ["try", "place", "remove", "dead_end", "solution"] {
        assert!(kinds.contains(kind), "{name}: {kind} never traced: {kinds:?}");
    }
    assert!(kinds.iter().any(|k| k.starts_with("reject.")), "{name}");

    let config = Config::default();
    let mut given = Params::default();
    for param in p.params() {
        if !is_size(param) {
            assert_ne!(offered_default(param), "", "{name}: {}", param.name);
        }
        if is_size(param) {
            assert!(
                input(p, &given, &config).is_err(),
                "{name}: the size must be given"
            );
        }
        let mut values = vec![];
        for q in p.params().iter().take_while(|q| q.name != param.name) {
            values.push(q.read(given.get(q.name).unwrap(), &values).unwrap());
        }
        let most = param.most_after(&values).min(max_of(param, &config));
        let over = (most + 1).to_string();
        let e = input(p, &clone(&given).with(param.name, &over), &config).unwrap_err();
        let (pname, min) = (param.name, param.min());
        assert_eq!(
            e.to_string(),
            format!("{pname} must be an integer from {min} to {most}, got '{over}'")
        );
        given = given.with(param.name, param.default);
    }
    let built = input(p, &given, &config).unwrap();
    let defaults: Vec<String> = p.params().iter().map(|q| q.default.to_owned()).collect();
    let built: Vec<String> = built.values.iter().map(Typed::to_string).collect();
    assert_eq!(built, defaults, "{name}");
}

#[cfg(test)]
fn clone(params: &Params) -> Params {
    let mut copy = Params::default();
    for (name, value) in &params.own {
        copy = copy.with(name, value);
    }
    copy
}

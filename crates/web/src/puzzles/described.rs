//! Every described puzzle ([`engine::Described`]: kings), from its
//! description: its parameters as the query's (a parameter named `n` is
//! the board side, offered as the size under the server's largest
//! board; the others as choices), its one approach with its listing, and
//! its trace, the library's. Only the drawer is the puzzle's own, given
//! by its line in the registry.

use std::marker::PhantomData;
use std::sync::Arc;

use engine::{Described, Kind, Limits, Param, ParamError, Value as Typed};
use serde_json::{Map, Value};

use super::{
    AlgoInfo, ChoiceInfo, Input, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, SizeInfo, Trace,
    TraceError,
};
use super::{bounded, from_report, size};
use crate::code::{Listing, codes_of};
use crate::config::Config;
use crate::error::ApiError;

/// A described puzzle in the registry, with its board drawer.
pub(super) struct Simple<P> {
    drawer: &'static str,
    puzzle: PhantomData<fn() -> P>,
}

impl<P> Simple<P> {
    /// The puzzle `P` with the drawer `assets/puzzles/<name>.js`.
    pub(super) const fn new(drawer: &'static str) -> Self {
        Simple {
            drawer,
            puzzle: PhantomData,
        }
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

impl<P: Described> PuzzleKind for Simple<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn params(&self) -> Vec<&'static str> {
        P::PARAMS.iter().map(|p| p.name).collect()
    }

    fn info(&self, config: &Config) -> PuzzleInfo {
        let size = P::PARAMS.iter().find(|p| is_size(p)).map(|p| {
            let max = max_of(p, config);
            SizeInfo {
                label: p.label,
                min: p.min(),
                max,
                default: p.default.parse::<usize>().map_or(max, |d| d.min(max)),
                tree_max: max,
            }
        });
        let options = P::PARAMS
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
            })
            .collect();
        PuzzleInfo {
            name: P::NAME,
            title: P::TITLE,
            size,
            options,
            default_algo: P::APPROACH.name,
            algos: vec![AlgoInfo {
                name: P::APPROACH.name,
                summary: P::APPROACH.summary,
                kind: "search",
                code: Listing::parse(P::APPROACH.listing),
                // Its whole programs, `assets/code/<name>.py` and so on.
                codes: codes_of(P::NAME, P::APPROACH.listing),
            }],
        }
    }

    fn drawer(&self) -> &'static str {
        self.drawer
    }

    fn input(&self, params: &Params, config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(input::<P>(params, config)?))
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
fn input<P: Described>(params: &Params, config: &Config) -> Result<SimpleInput<P>, ApiError> {
    let mut values = Vec::with_capacity(P::PARAMS.len());
    for param in P::PARAMS {
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
    let puzzle = P::build(&values).map_err(refusal)?;
    Ok(SimpleInput(puzzle))
}

/// A value the description refuses: a bad request, in its words.
fn refusal(e: ParamError) -> ApiError {
    ApiError::bad_request(e.to_string())
}

/// A described puzzle's problem, checked.
#[derive(Debug)]
struct SimpleInput<P>(P);

impl<P: Described> Input for SimpleInput<P> {
    fn n(&self) -> Option<usize> {
        let at = P::PARAMS.iter().position(is_size)?;
        self.0.values()[at].number()
    }

    fn stdin(&self) -> Option<String> {
        let values: Vec<String> = self.0.values().iter().map(Typed::to_string).collect();
        Some(format!("{}\n", values.join(" ")))
    }

    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        let mut events = JsonEvents::new();
        let report = self.0.trace(limits, |step| {
            events.push(step);
            std::ops::ControlFlow::Continue(())
        });
        let input: Map<String, Value> = P::PARAMS
            .iter()
            .zip(self.0.values())
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

/// What the registry's tests check of a described puzzle.
#[cfg(test)]
pub(super) trait Check: Sync {
    /// Every step the search traces on small problems has a line in the
    /// listing; every kind of step is traced; the defaults are offered;
    /// each parameter is bounded by the values before it.
    fn check(&self);
}

#[cfg(test)]
impl<P: Described> Check for Simple<P> {
    fn check(&self) {
        use std::collections::BTreeSet;
        use std::ops::ControlFlow;

        let code = Listing::parse(P::APPROACH.listing);
        let mut kinds = BTreeSet::new();
        // Every problem whose values are at most 4 (the size) or 16.
        let mut todo = vec![vec![]];
        while let Some(values) = todo.pop() {
            let Some(param) = P::PARAMS.get(values.len()) else {
                P::build(&values).unwrap().trace(&Limits::none(), |s| {
                    kinds.insert(match s.detail.as_ref().and_then(reason_of) {
                        Some(why) => format!("reject.{why}"),
                        None => s.kind.name().to_owned(),
                    });
                    ControlFlow::Continue(())
                });
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
            assert!(code.has(kind), "{}: no line for {kind}", P::NAME);
        }
        for kind in ["try", "place", "remove", "dead_end", "solution"] {
            assert!(
                kinds.contains(kind),
                "{}: {kind} never traced: {kinds:?}",
                P::NAME
            );
        }
        assert!(kinds.iter().any(|k| k.starts_with("reject.")), "{}", P::NAME);

        let config = Config::default();
        let mut given = Params::default();
        for param in P::PARAMS {
            if !is_size(param) {
                assert_ne!(offered_default(param), "", "{}: {}", P::NAME, param.name);
            }
            if is_size(param) {
                assert!(
                    input::<P>(&given, &config).is_err(),
                    "{}: the size must be given",
                    P::NAME
                );
            }
            let mut values = vec![];
            for p in P::PARAMS.iter().take_while(|p| p.name != param.name) {
                values.push(p.read(given.get(p.name).unwrap(), &values).unwrap());
            }
            let most = param.most_after(&values).min(max_of(param, &config));
            let over = (most + 1).to_string();
            let e = input::<P>(&clone(&given).with(param.name, &over), &config).unwrap_err();
            let (name, min) = (param.name, param.min());
            assert_eq!(
                e.to_string(),
                format!("{name} must be an integer from {min} to {most}, got '{over}'")
            );
            given = given.with(param.name, param.default);
        }
        let built = input::<P>(&given, &config).unwrap();
        let defaults: Vec<String> = P::PARAMS.iter().map(|p| p.default.to_owned()).collect();
        let built: Vec<String> = built.0.values().iter().map(Typed::to_string).collect();
        assert_eq!(built, defaults, "{}", P::NAME);
    }
}

/// The reason a rejection names, from its detail's JSON.
#[cfg(test)]
fn reason_of(detail: &impl serde::Serialize) -> Option<String> {
    let value = serde_json::to_value(detail).ok()?;
    value.get("reason")?.as_str().map(str::to_owned)
}

#[cfg(test)]
fn clone(params: &Params) -> Params {
    let mut copy = Params::default();
    for (name, value) in &params.own {
        copy = copy.with(name, value);
    }
    copy
}

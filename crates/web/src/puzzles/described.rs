//! Every described puzzle of the library's one list (`puzzles::ALL`:
//! kings, rooks, subsets, …, the maze), from its description: its
//! parameters as the query's (the board side offered as the size under
//! the server's largest board; the others as choices, with a box to type
//! one's own where the description says, within the page's bounds where
//! it has narrower ones; rows of text offered by name, `maze=first`, and
//! one's own sent under a name of its own, `grid=`, within
//! [`Config::max_maze_side`]), its approach with its listing, and its
//! trace, the library's, with what the drawer reads of the problem. Only
//! the drawer is the puzzle's own: the file `assets/puzzles/<name>.js`,
//! found by name (`DRAWERS`, made by `build.rs`), so that a new puzzle
//! needs no line here.

use std::sync::Arc;

use engine::{Description, Kind, Limits, Param, ParamError, Value as Typed};
use serde_json::{Map, Value};

use super::{
    AlgoInfo, ChoiceInfo, Input, InputBox, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, SizeInfo,
    Trace, TraceError,
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

/// The largest value of a whole-number parameter on this server: the
/// board side under the server's N-Queens limit, a number under the
/// page's bound where it has one.
fn max_of(param: &Param, config: &Config) -> u64 {
    match (param.kind, param.page.within) {
        // A page that draws larger boards says how large (the tour's 16).
        (Kind::Size { max, .. }, Some(Kind::Size { max: page, .. })) => page.min(max) as u64,
        (Kind::Size { max, .. }, _) => config.max_n.min(max) as u64,
        (Kind::Number { .. }, Some(Kind::Number { max, .. })) => max,
        (Kind::Number { max, .. }, _) => max,
        _ => 0,
    }
}

impl PuzzleKind for Simple {
    fn name(&self) -> &'static str {
        self.puzzle.name()
    }

    fn params(&self) -> Vec<&'static str> {
        let params = self.puzzle.params().iter();
        params
            .flat_map(|p| std::iter::once(p.name).chain(p.page.own_as))
            .collect()
    }

    fn info(&self, config: &Config) -> PuzzleInfo {
        let p = self.puzzle;
        let size = p.params().iter().find(|p| is_size(p)).map(|p| {
            let max = max_of(p, config) as usize;
            SizeInfo {
                label: p.label,
                min: p.min() as usize,
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
                // A square is one of the board's, which the page lists.
                kind: if matches!(p.kind, Kind::Square { .. }) {
                    "square"
                } else {
                    "choice"
                },
                choices: p
                    .offered
                    .iter()
                    .map(|o| ChoiceInfo {
                        value: o.value,
                        text: o.text,
                    })
                    .collect(),
                default: offered_default(p),
                only_with: p.page.only_with.map(|(name, value)| [name, value]),
                // A value of one's own in the link, `numbers=1,2,2`
                // (`grid=…` for a maze).
                own: p.page.own.then_some(p.page.own_as.unwrap_or(p.name)),
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

    /// A box for each parameter one may type a value of one's own for,
    /// of its kind: a list of numbers, a number, rows of text.
    fn inputs(&self, _config: &Config) -> Vec<InputBox> {
        self.puzzle
            .params()
            .iter()
            .filter(|p| p.page.own)
            .map(|p| {
                let param = p.page.own_as.unwrap_or(p.name);
                let kind = match p.kind {
                    Kind::Numbers { .. } => "numbers",
                    Kind::Number { .. } | Kind::Size { .. } => "number",
                    // Rows of the puzzle's own (a maze's, a graph's), a
                    // line each.
                    Kind::Grid { .. } => return InputBox::rows_of(param, self.puzzle.name()),
                    _ => "text",
                };
                InputBox::new(param, kind)
            })
            .collect()
    }
}

/// The default among the values offered, as sent (the description's
/// tests hold that it is one of them; a built-in maze is sent by name);
/// a square's, which is one of every board's, as it is.
fn offered_default(param: &Param) -> &'static str {
    if matches!(param.kind, Kind::Square { .. }) {
        return param.default;
    }
    param
        .offered
        .iter()
        .find(|o| o.read_as() == param.default)
        .map_or("", |o| o.value)
}

/// Reads each parameter in order, each against the values before it and
/// within the page's bounds; one left out (but the size, which must be
/// given) takes its default.
fn input(
    puzzle: &'static dyn Description,
    params: &Params,
    config: &Config,
) -> Result<SimpleInput, ApiError> {
    let mut values = Vec::with_capacity(puzzle.params().len());
    // A grid of one's own is refused in words about it, not its name.
    let mut own_grid = None;
    for param in puzzle.params() {
        let text = params.get(param.name).unwrap_or(param.default);
        let value = match param.kind {
            Kind::Grid { max_rows, max_cols } => {
                let (text, own) = grid_text(param, params, config.max_maze_side.min(max_rows.min(max_cols)))?;
                if own {
                    own_grid = Some(param);
                }
                param.read(&text, &values).map_err(refusal)?
            }
            Kind::Size { .. } => Typed::Size(size(params, max_of(param, config) as usize)?),
            Kind::Number { min, .. } => {
                let most = param.most_after(&values).min(max_of(param, config));
                Typed::Number(bounded(param.name, text, min, most)?)
            }
            // A link separates the numbers by commas.
            Kind::Numbers { .. } => numbers(param, &text.replace(',', " "), &values)?,
            _ => param.read(text, &values).map_err(refusal)?,
        };
        values.push(value);
    }
    puzzle.check(&values).map_err(|e| match (own_grid, &e) {
        (Some(param), ParamError::Refused { name, message }) if *name == param.name => {
            ApiError::bad_request(format!(
                "the {} is not a {}: {message}",
                param.page.own_as.unwrap_or(name),
                param.label
            ))
        }
        _ => refusal(e),
    })?;
    Ok(SimpleInput { puzzle, values })
}

/// The rows of a grid parameter: a value offered by name (`maze=first`),
/// one's own under its own name (`grid=…`, rows split by newlines or
/// `/`, at most `max` rows and columns, counted before they are read),
/// or the default; and whether they are one's own.
fn grid_text(param: &Param, params: &Params, max: usize) -> Result<(String, bool), ApiError> {
    let (name, label) = (param.name, param.label);
    let own_as = param.page.own_as.unwrap_or(name);
    let named = params.get(name).filter(|_| own_as != name);
    match (named, params.get(own_as)) {
        (Some(_), Some(_)) => Err(ApiError::bad_request(format!(
            "give either {name} (a built-in {label}) or {own_as} (a {label} of your own), not both"
        ))),
        (None, Some(own)) => {
            let over = |what: String| {
                ApiError::over_limit(
                    own_as,
                    max as u64,
                    format!("a {label} may have at most {max} rows and {max} columns; {what}"),
                )
            };
            let text = own.replace('/', "\n");
            let rows = text.lines().filter(|l| !l.is_empty()).count();
            if rows > max {
                return Err(over(format!("this one has {rows} rows")));
            }
            let wide = text
                .lines()
                .map(|l| l.trim_end_matches('\r').chars().count())
                .max();
            if let Some(wide) = wide.filter(|&w| w > max) {
                return Err(over(format!("this one has a row of {wide} cells")));
            }
            Ok((text, true))
        }
        (Some(chosen), None) => match param.offer(chosen) {
            Some(offer) => Ok((offer.read_as().to_owned(), false)),
            None => {
                let names: Vec<&str> = param.offered.iter().map(|o| o.value).collect();
                Err(ApiError::bad_request(format!(
                    "unknown {label} '{chosen}'; the {label}s are {} (or send your own in {own_as})",
                    names.join(", ")
                )))
            }
        },
        (None, None) => Ok((param.default.to_owned(), false)),
    }
}

/// A list of numbers, within the page's bounds where it has its own: so
/// many as it draws (counted before they are read), each within its
/// range.
fn numbers(param: &Param, text: &str, before: &[Typed]) -> Result<Typed, ApiError> {
    let name = param.name;
    let within = match param.page.within {
        Some(Kind::Numbers {
            max_len, min, max, ..
        }) => Some((max_len, min, max)),
        _ => None,
    };
    if let Some((max_len, ..)) = within {
        let given = text.split_whitespace().count();
        if given > max_len {
            return Err(ApiError::over_limit(
                name,
                max_len as u64,
                format!("at most {max_len} {name}, got {given}"),
            ));
        }
    }
    let value = param.read(text, before).map_err(refusal)?;
    if let (Some((_, min, max)), Some(list)) = (within, value.numbers())
        && let Some(v) = list.iter().find(|v| !(min..=max).contains(*v))
    {
        return Err(ApiError::over_limit(
            name,
            max.unsigned_abs(),
            format!("{name}: each must be from {min} to {max}, got {v}"),
        ));
    }
    Ok(value)
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
        self.values[at].number().map(|n| n as usize)
    }

    /// The steps of its whole search, where the puzzle knows them few.
    fn whole_search(&self, _algo: &str) -> Option<u64> {
        self.puzzle.whole_search(&self.values)
    }

    /// The values on one line, separated by spaces, then rows of text
    /// as they are, from a line of their own (a graph after its colours:
    /// `3 false` then its `p edge` line); one line end at the end.
    fn stdin(&self) -> Option<String> {
        let (rows, words): (Vec<&Typed>, Vec<&Typed>) =
            self.values.iter().partition(|v| matches!(v, Typed::Grid(_)));
        let words: Vec<String> = words.iter().map(|v| v.to_string()).collect();
        let lines = (!words.is_empty()).then(|| words.join(" ")).into_iter().chain(
            rows.iter()
                .map(|v| v.to_string().trim_end_matches('\n').to_owned()),
        );
        Some(lines.map(|line| line + "\n").collect())
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
        // Each value as JSON says it: a number, a list, a flag, text.
        let input: Map<String, Value> = self
            .puzzle
            .params()
            .iter()
            .zip(&self.values)
            .map(|(p, v)| {
                let v = match v {
                    Typed::Numbers(list) => Value::from(list.clone()),
                    Typed::Flag(on) => Value::from(*on),
                    // Rows offered by name as their name (`first`); one's
                    // own as null: the drawer reads the rows from what the
                    // puzzle shows (a maze's `grid`).
                    Typed::Grid(rows) => p
                        .offered
                        .iter()
                        .find(|o| o.read_as() == rows)
                        .map_or(Value::Null, |o| Value::from(o.value)),
                    _ => match v.number() {
                        Some(n) => Value::from(n),
                        None => Value::from(v.to_string()),
                    },
                };
                (p.name.to_owned(), v)
            })
            .collect();
        // What the drawer reads of the problem besides (a maze's cells).
        let mut input = input;
        let shown = self
            .puzzle
            .shown(&self.values)
            .map_err(|e| TraceError::Failed(e.to_string()))?;
        input.extend(shown.into_iter().map(|(name, v)| (name.to_owned(), v)));
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
        let mut next_values = |text: &str| {
            let mut next = values.clone();
            next.push(param.read(text, &values).unwrap());
            todo.push(next);
        };
        match param.kind {
            Kind::Size { .. } | Kind::Number { .. } => {
                let cap = if is_size(param) { 4 } else { 16 };
                for v in param.min()..=param.most_after(&values).min(cap) {
                    next_values(&v.to_string());
                }
            }
            // Every square of the board.
            Kind::Square { .. } => {
                let side = param.most_after(&values);
                for row in 1..=side {
                    for col in 1..=side {
                        next_values(&format!("{row},{col}"));
                    }
                }
            }
            // Any other kind: the values the page offers.
            _ => {
                for offer in param.offered {
                    next_values(offer.read_as());
                }
            }
        }
    }
    for kind in &kinds {
        assert!(code.has(kind), "{name}: no line for {kind}");
    }
    // (A puzzle whose every node is an answer, subsets, has no dead end.)
    for kind in ["try", "place", "remove", "solution"] {
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
        let (pname, min) = (param.name, param.min());
        match (param.kind, param.page.within) {
            (Kind::Size { .. } | Kind::Number { .. }, _) => {
                let most = param.most_after(&values).min(max_of(param, &config));
                let over = (most + 1).to_string();
                let e = input(p, &clone(&given).with(pname, &over), &config).unwrap_err();
                assert_eq!(
                    e.to_string(),
                    format!("{pname} must be an integer from {min} to {most}, got '{over}'")
                );
            }
            (Kind::Numbers { .. }, Some(Kind::Numbers { max_len, max, .. })) => {
                let long = "1 ".repeat(max_len + 1);
                let e = input(p, &clone(&given).with(pname, &long), &config).unwrap_err();
                let got = max_len + 1;
                assert_eq!(e.to_string(), format!("at most {max_len} {pname}, got {got}"));
                let big = (max + 1).to_string();
                let e = input(p, &clone(&given).with(pname, &big), &config).unwrap_err();
                assert!(e.to_string().ends_with(&format!("got {big}")), "{name}: {e}");
            }
            _ => {}
        }
        // A value offered by name is sent by its name.
        let sent = match offered_default(param) {
            "" => param.default,
            name => name,
        };
        given = given.with(param.name, sent);
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

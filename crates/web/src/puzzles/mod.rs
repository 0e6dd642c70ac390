//! The puzzles the visualizer traces: a hand-written one is its file and
//! its line in [`REGISTRY`]; a described one (the library's
//! `puzzles::ALL`) is served by `described.rs` and needs only its drawer.
//!
//! A puzzle is a [`PuzzleKind`]: its name, the query parameters it takes,
//! what the page offers of it ([`PuzzleInfo`]: a size, if it has one, its
//! [`OptionInfo`]s, its approaches with their code listings), its board
//! drawer (`assets/puzzles/<name>.js`), and how it reads a request's
//! parameters into an [`Input`], which knows how long its search can be
//! and traces it. The events of a trace are the library's trace steps
//! (the engine's `TraceStep`), serialized as the CLI serializes them; the
//! tree, the controls and the code panel of the page work from these
//! generic events (`try`, `reject`, `place`, `remove`, `dead_end`,
//! `solution`, …) and need no change for another puzzle.

pub use queens::listing_in as queens_listing;

use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, LazyLock};

use engine::{Outcome, Report};
use serde::Serialize;

use crate::code::Listing;
use crate::config::Config;
use crate::error::ApiError;

/// Declares the hand-written puzzles from one line each, in the order of
/// [`REGISTRY`]: `module: Kind`, the module (`src/puzzles/<module>.rs`)
/// and its [`PuzzleKind`]. The described puzzles need no line: every
/// entry of `puzzles::ALL` is served by [`described::Simple`], with its
/// drawer `assets/puzzles/<name>.js`.
macro_rules! registry {
    ($($module:ident: $kind:ident),+ $(,)?) => {
        $(mod $module;)+

        /// Every puzzle, the default first: the hand-written ones, one
        /// line each, then every described puzzle of `puzzles::ALL`, but
        /// that those [`PLACED`] names stand where it says.
        static KINDS: LazyLock<Vec<&'static dyn PuzzleKind>> = LazyLock::new(|| {
            let mut all: Vec<&'static dyn PuzzleKind> = vec![$(&$module::$kind,)+];
            all.extend(DESCRIBED.iter().map(|p| p as &'static dyn PuzzleKind));
            for &(name, at) in PLACED {
                if let Some(from) = all.iter().position(|p| p.name() == name) {
                    let kind = all.remove(from);
                    all.insert(at.min(all.len()), kind);
                }
            }
            all
        });
    };
}

/// Every puzzle, the default first: a slice (`REGISTRY[0]`,
/// `REGISTRY.iter()`), iterated as one (`for p in REGISTRY`), though the
/// described part is made at the first use, from `puzzles::ALL`.
pub static REGISTRY: Registry = Registry;

/// The type of [`REGISTRY`].
#[derive(Debug, Clone, Copy)]
pub struct Registry;

impl std::ops::Deref for Registry {
    type Target = [&'static dyn PuzzleKind];

    fn deref(&self) -> &Self::Target {
        &KINDS
    }
}

impl IntoIterator for Registry {
    type Item = &'static &'static dyn PuzzleKind;
    type IntoIter = std::slice::Iter<'static, &'static dyn PuzzleKind>;

    fn into_iter(self) -> Self::IntoIter {
        KINDS.iter()
    }
}

/// The described puzzles, served by [`described::Simple`].
static DESCRIBED: LazyLock<Vec<described::Simple>> =
    LazyLock::new(|| puzzles::ALL.iter().map(|&p| described::Simple::new(p)).collect());

mod described;

/// Described puzzles that keep the place they had on the page (and in
/// the query's parameters) when they were hand-written: the knight's
/// tour second, the maze third.
const PLACED: &[(&str, usize)] = &[("tour", 1), ("maze", 2)];

registry! {
    queens: Queens,
    sudoku: Sudoku,
    word_search: WordSearchPuzzle,
    perms: PermsPuzzle,
    regions: RegionsPuzzle,
}

/// The puzzle of the registry with this name.
pub fn find(name: &str) -> Option<&'static dyn PuzzleKind> {
    REGISTRY.iter().copied().find(|p| p.name() == name)
}

/// A puzzle the visualizer knows: what the page offers of it and how a
/// request for it is read. Each has its file in `src/puzzles` and a line
/// in [`REGISTRY`].
pub trait PuzzleKind: Send + Sync {
    /// The name used in the API (`puzzle=queens`), and the name of its
    /// board drawer, `assets/puzzles/<name>.js`.
    fn name(&self) -> &'static str;

    /// The query parameters it takes besides `puzzle`, `algo` and
    /// `max_steps`; any other is refused.
    fn params(&self) -> Vec<&'static str>;

    /// What the page needs to know to offer it: its size and options
    /// under the server's limits, and its approaches with their code
    /// listings (the first approach is the default).
    fn info(&self, config: &Config) -> PuzzleInfo;

    /// Its board drawer, the page's `puzzles/<name>.js` (a JavaScript
    /// module whose default export draws the board; see `app.js`).
    fn drawer(&self) -> &'static str;

    /// Reads and checks its own parameters (only those of
    /// [`params`](PuzzleKind::params) are given) against the limits.
    fn input(&self, params: &Params, config: &Config) -> Result<Arc<dyn Input>, ApiError>;

    /// The boxes the page offers to type an input of one's own in, one a
    /// parameter that takes text (see [`InputBox`]). By default, one for
    /// each option that takes a value of one's own (`own`), each of the
    /// kind its parameter's name says; the size `n` has its own box.
    fn inputs(&self, config: &Config) -> Vec<InputBox> {
        self.info(config)
            .options
            .iter()
            .filter_map(|o| o.own)
            .map(InputBox::named)
            .collect()
    }
}

/// A box of the page to type a parameter's value in, like a judge's
/// stdin: what it sends and how its lines are joined. The page checks
/// what is typed as it is typed (`/api/check`), and says what is allowed
/// from its catalogues (`input.<kind>`).
#[derive(Debug, Clone, Serialize)]
pub struct InputBox {
    /// The query parameter it sends.
    pub param: &'static str,
    /// What is typed: `sudoku` (81 cells), `maze` (rows of `#`, `.`,
    /// `S`, `E`), `letters` (rows of letters), `regions` (rows of region
    /// symbols), `words`, `numbers`,
    /// `judge` (T, then T numbers), `text`: the page's help words for
    /// it, `input.<kind>`.
    pub kind: &'static str,
    /// How the lines typed are joined in the query (`/` for the rows of
    /// a maze, nothing for a Sudoku's nine rows of nine, a space for
    /// numbers).
    pub join: &'static str,
    /// The lines the box shows.
    pub rows: usize,
}

impl InputBox {
    /// The box of a parameter, its kind known from its name (`grid`
    /// is a maze's or a Sudoku's, told apart by `kind`).
    pub fn new(param: &'static str, kind: &'static str) -> InputBox {
        let (join, rows) = match kind {
            "sudoku" => ("", 9),
            "letters" => ("/", 6),
            "regions" => ("/", 8),
            "judge" => ("\n", 4),
            _ => (" ", 1),
        };
        InputBox {
            param,
            kind,
            join,
            rows,
        }
    }

    /// The box of text rows of a described puzzle (a maze's, a graph's),
    /// its kind the puzzle's name: rows joined by `/` in the query.
    pub fn rows_of(param: &'static str, kind: &'static str) -> InputBox {
        InputBox {
            param,
            kind,
            join: "/",
            rows: 6,
        }
    }

    /// The box of a parameter from its name alone.
    pub fn named(param: &'static str) -> InputBox {
        let kind = match param {
            "grid" => return InputBox::rows_of(param, "maze"),
            "numbers" | "candidates" => "numbers",
            "letters" => "letters",
            "find" | "words" => "words",
            _ => "text",
        };
        InputBox::new(param, kind)
    }
}

/// What one trace is of: a puzzle's own parameters, checked.
pub trait Input: Send + Sync + fmt::Debug {
    /// The board side, for the puzzles that have one (the `n` of the
    /// response).
    fn n(&self) -> Option<usize> {
        None
    }

    /// The steps of the whole search by `algo` (one of the puzzle's
    /// approaches), where it is known to be short; `None` where it is not
    /// known. See [`TraceRequest::most_steps`].
    fn whole_search(&self, algo: &str) -> Option<u64> {
        let _ = algo;
        None
    }

    /// Runs one trace by `algo`; `limits` holds the steps asked for, the
    /// time limit and the cancellation.
    fn trace(&self, algo: &str, limits: &engine::Limits) -> Result<Trace, TraceError>;

    /// The input as the page's whole-program listings (Python, C++,
    /// Java) read it on stdin, where they do; `None` where the puzzle
    /// has no such listings. The listings' tests run them on it.
    fn stdin(&self) -> Option<String> {
        None
    }
}

/// The query of `/api/trace`. Values are read as text so that a bad one
/// gets our own message.
#[derive(Debug, Default)]
pub struct Params {
    pub(crate) puzzle: Option<String>,
    pub(crate) algo: Option<String>,
    pub(crate) max_steps: Option<String>,
    /// The first step sent (a page of a long trace), counted from 0.
    pub(crate) from: Option<String>,
    /// The puzzles' own parameters, as given.
    pub(crate) own: Vec<(&'static str, String)>,
}

impl Params {
    /// A puzzle's own parameter, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.own.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }

    /// The parameter names a query may have: `puzzle`, `algo`,
    /// `max_steps`, then the puzzles' own, each after every name some
    /// puzzle lists before it (`sudoku` before `grid`, which the maze
    /// shares) and otherwise in the order they first come in the
    /// registry: the order the query's fields once had, and a new
    /// puzzle's new names at the end (the message for an unknown one
    /// lists them in this order).
    pub(crate) fn names() -> Vec<&'static str> {
        let lists: Vec<Vec<&'static str>> = REGISTRY.iter().map(|p| p.params()).collect();
        let mut order: Vec<&'static str> = Vec::new();
        for name in lists.iter().flat_map(|l| l.iter().copied()) {
            if !order.contains(&name) {
                order.push(name);
            }
        }
        let mut names = vec!["puzzle", "algo", "max_steps"];
        while names.len() < order.len() + 3 {
            // The first name, in the order they first come, whose
            // predecessors in every puzzle's list are placed.
            let ready = |name: &str| {
                !names.contains(&name)
                    && lists.iter().all(|list| {
                        list.iter()
                            .position(|&n| n == name)
                            .is_none_or(|i| list[..i].iter().all(|before| names.contains(before)))
                    })
            };
            let next = order
                .iter()
                .copied()
                .find(|name| ready(name))
                .expect("the puzzles' lists agree on an order");
            names.push(next);
        }
        // The page of a long trace: every puzzle takes it, after their own.
        names.push("from");
        names
    }

    /// Reads a query's pairs, refusing a parameter no puzzle takes and
    /// one given twice (in the words of `serde`, as the query was once
    /// read).
    pub(crate) fn from_pairs(pairs: Vec<(String, String)>) -> Result<Params, ApiError> {
        // serde names the field in front of an unknown one, not a twice given.
        let refuse =
            |why: String| ApiError::bad_request(format!("Failed to deserialize query string: {why}"));
        let names = Params::names();
        let mut params = Params::default();
        for (key, value) in pairs {
            let Some(&name) = names.iter().find(|n| **n == key) else {
                let expected: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
                return Err(refuse(format!(
                    "{key}: unknown field `{key}`, expected one of {}",
                    expected.join(", ")
                )));
            };
            let slot = match name {
                "puzzle" => &mut params.puzzle,
                "algo" => &mut params.algo,
                "max_steps" => &mut params.max_steps,
                "from" => &mut params.from,
                _ => {
                    if params.get(name).is_some() {
                        return Err(refuse(format!("duplicate field `{name}`")));
                    }
                    params.own.push((name, value));
                    continue;
                }
            };
            if slot.is_some() {
                return Err(refuse(format!("duplicate field `{name}`")));
            }
            *slot = Some(value);
        }
        Ok(params)
    }

    /// A puzzle's parameter given for one that does not take it, the
    /// first in the order of [`Params::names`].
    pub(crate) fn foreign(&self, takes: &[&str]) -> Option<&'static str> {
        Params::names()
            .into_iter()
            .skip(3)
            .find(|name| *name != "from" && self.get(name).is_some() && !takes.contains(name))
    }

    #[cfg(test)]
    pub(crate) fn with(mut self, name: &'static str, value: &str) -> Params {
        self.own.push((name, value.to_owned()));
        self
    }
}

/// Reads an integer in `min..=max`; a number outside names the limit.
pub(crate) fn bounded(name: &'static str, text: &str, min: u64, max: u64) -> Result<u64, ApiError> {
    let message = || format!("{name} must be an integer from {min} to {max}, got '{text}'");
    match text.trim().parse::<i128>() {
        Ok(v) if (i128::from(min)..=i128::from(max)).contains(&v) => Ok(v as u64),
        Ok(_) => Err(ApiError::over_limit(name, max, message())),
        Err(_) => Err(ApiError::bad_request(message())),
    }
}

/// The board side `n`, which must be given.
fn size(params: &Params, max: usize) -> Result<usize, ApiError> {
    match params.get("n") {
        None => Err(ApiError::bad_request(format!(
            "n is missing: an integer from 1 to {max}"
        ))),
        Some(text) => Ok(bounded("n", text, 1, max as u64)? as usize),
    }
}

/// One trace to run, checked.
#[derive(Clone)]
pub struct TraceRequest {
    /// The puzzle.
    pub puzzle: &'static dyn PuzzleKind,
    /// Its parameters.
    pub input: Arc<dyn Input>,
    /// One of the puzzle's approaches.
    pub algo: &'static str,
    /// The most steps; a longer search ends with a `cut` event.
    pub max_steps: u64,
    /// The steps before this one are taken but not sent: a page of a
    /// long trace is the steps `from..from + max_steps` (from 0).
    pub from: u64,
}

impl fmt::Debug for TraceRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TraceRequest")
            .field("puzzle", &self.puzzle.name())
            .field("input", &self.input)
            .field("algo", &self.algo)
            .field("max_steps", &self.max_steps)
            .field("from", &self.from)
            .finish()
    }
}

impl TraceRequest {
    /// The most steps the trace can take: `max_steps`, or fewer where the
    /// whole search is known to be shorter ([`Input::whole_search`]:
    /// N-Queens on the boards whose search is short, any maze: ten steps
    /// a cell at most, the built-in Sudoku puzzles). The server tells
    /// cheap traces from long ones by it, and reserves room for the
    /// response from it.
    /// A page (`from` > 0) sends at most the steps after `from`.
    pub fn most_steps(&self) -> u64 {
        let whole = self.input.whole_search(self.algo);
        let left = whole.map_or(u64::MAX, |steps| steps.saturating_sub(self.from));
        left.min(self.max_steps)
    }

    /// Runs the trace; the request is already checked against the limits
    /// (the time limit and cancellation are in `limits`). A page runs the
    /// search from its start and sends the steps from `from` on.
    pub fn trace(&self, limits: &engine::Limits) -> Result<Trace, TraceError> {
        let limits = engine::Limits {
            max_steps: Some(self.from.saturating_add(self.max_steps)),
            ..limits.clone()
        };
        let _page = Page::from(self.from);
        self.input.trace(self.algo, &limits)
    }
}

/// Why a trace gave no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TraceError {
    /// The deadline in the limits passed.
    #[error("the trace ran past its time limit")]
    TimeLimit,
    /// The cancel token in the limits was cancelled (the request went
    /// away).
    #[error("the trace was cancelled")]
    Cancelled,
    /// The library refused the request (a bug: requests are checked
    /// before they get here).
    #[error("the trace failed: {0}")]
    Failed(String),
}

/// A finished trace.
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    /// The events as a JSON array, each the step's `serde` form, exactly
    /// as the CLI writes it (`queens trace --format json`, `queens tour
    /// --trace --format json`, …).
    pub events_json: String,
    /// `finished`, or `max-steps` when the trace was cut.
    pub outcome: Outcome,
    /// What the search counted up to where it stopped.
    pub stats: TraceStats,
    /// What the page needs to draw the puzzle: the board side, the tour's
    /// start, the maze's cells.
    pub input: serde_json::Value,
}

/// What a traced search counted (see `nqueens::approaches::SearchReport`); `None`
/// where the approach does not count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TraceStats {
    /// Events made (the `cut` event not included).
    pub steps: u64,
    /// Partial boards visited.
    pub nodes: Option<u64>,
    /// Complete placements generated (the enumerators).
    pub candidates: Option<u64>,
    /// Squares tested.
    pub checks: Option<u64>,
    /// Partial boards with no valid choice next.
    pub dead_ends: Option<u64>,
    /// Solutions found.
    pub solutions: u64,
}

std::thread_local! {
    /// The first step of the page being traced on this thread (0: the
    /// whole trace), set by [`TraceRequest::trace`] for the puzzles'
    /// [`JsonEvents`], so that every puzzle pages alike.
    static FROM: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The page of a trace under way on this thread, for as long as it lives.
struct Page;

impl Page {
    fn from(from: u64) -> Page {
        FROM.with(|f| f.set(from));
        Page
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        FROM.with(|f| f.set(0));
    }
}

/// The events of a trace, written as a JSON array as they come; the
/// steps before the page's first (see [`TraceRequest::from`]) are
/// counted and left out.
struct JsonEvents {
    text: Vec<u8>,
    skip: u64,
}

impl JsonEvents {
    fn new() -> Self {
        // An event is 40 to 200 bytes; start with room for a short trace.
        let mut text = Vec::with_capacity(1 << 16);
        text.push(b'[');
        JsonEvents {
            text,
            skip: FROM.with(std::cell::Cell::get),
        }
    }

    /// Adds one step, in its `serde` form (`TraceStep`'s JSON).
    fn push(&mut self, event: &impl Serialize) {
        if self.skip > 0 {
            self.skip -= 1;
            return;
        }
        if self.text.len() > 1 {
            self.text.push(b',');
        }
        serde_json::to_writer(&mut self.text, event).expect("a trace step is JSON");
    }

    /// Adds one step already written as JSON.
    fn push_json(&mut self, event: &str) {
        if self.skip > 0 {
            self.skip -= 1;
            return;
        }
        if self.text.len() > 1 {
            self.text.push(b',');
        }
        self.text.extend_from_slice(event.as_bytes());
    }

    fn finish(mut self) -> String {
        self.text.push(b']');
        String::from_utf8(self.text).expect("serde_json writes UTF-8")
    }
}

/// A trace of one of the `puzzles` crate's searches, from its report.
fn from_report(events: JsonEvents, report: &Report, input: serde_json::Value) -> Result<Trace, TraceError> {
    let stats = &report.stats;
    match report.outcome {
        Outcome::Finished | Outcome::StepLimit => Ok(Trace {
            events_json: events.finish(),
            outcome: report.outcome,
            stats: TraceStats {
                steps: stats.steps,
                nodes: Some(stats.nodes),
                candidates: None,
                checks: Some(stats.checks),
                dead_ends: Some(stats.dead_ends),
                solutions: stats.solutions,
            },
            input,
        }),
        other => Err(outcome_error(other)),
    }
}

/// Why a search that stopped early gave no trace.
fn outcome_error(outcome: Outcome) -> TraceError {
    match outcome {
        Outcome::Deadline => TraceError::TimeLimit,
        Outcome::Cancelled => TraceError::Cancelled,
        other => TraceError::Failed(format!("stopped: {}", other.name())),
    }
}

/// A puzzle as `GET /api/puzzles` describes it.
#[derive(Debug, Clone, Serialize)]
pub struct PuzzleInfo {
    /// The API name.
    pub name: &'static str,
    /// The name shown.
    pub title: &'static str,
    /// The board side `n`, for the puzzles that have one.
    pub size: Option<SizeInfo>,
    /// Its other parameters, as the page offers them.
    pub options: Vec<OptionInfo>,
    /// The approach chosen first.
    pub default_algo: &'static str,
    /// The approaches, in the order offered.
    pub algos: Vec<AlgoInfo>,
}

/// The sizes of a puzzle's board.
#[derive(Debug, Clone, Serialize)]
pub struct SizeInfo {
    /// What the size is called, e.g. `n`.
    pub label: &'static str,
    /// The smallest size a trace may be asked for.
    pub min: usize,
    /// The largest.
    pub max: usize,
    /// The size chosen first.
    pub default: usize,
    /// The largest size whose search tree the page draws.
    pub tree_max: usize,
}

/// A parameter of a puzzle besides its size, offered as a select.
#[derive(Debug, Clone, Serialize)]
pub struct OptionInfo {
    /// The query parameter.
    pub name: &'static str,
    /// The name shown.
    pub label: &'static str,
    /// `choice` (one of `choices`) or `square` (`row,col` of the board,
    /// sent from 1 as the CLI's `--start`; the page lists the squares of
    /// the size chosen, shown from 0 as its traces count them).
    pub kind: &'static str,
    /// The values of a `choice`.
    pub choices: Vec<ChoiceInfo>,
    /// The value chosen first.
    pub default: &'static str,
    /// `[parameter, value]`: the option applies only when that other
    /// parameter has that value (the page leaves it out otherwise).
    pub only_with: Option<[&'static str; 2]>,
    /// The parameter that sends a value of one's own instead of one of
    /// the `choices` (`grid`: a maze or a Sudoku of one's own); the page
    /// shows it as "your own" when a link carries it.
    pub own: Option<&'static str>,
    /// The option whose choice brings this one's value with it (regions'
    /// stars follow the level: the Star Battle level is for two): when
    /// that one is picked, the page leaves this one out of the query and
    /// shows the value the trace's input says the server took.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub follows: Option<&'static str>,
}

/// One value of a `choice` option.
#[derive(Debug, Clone, Serialize)]
pub struct ChoiceInfo {
    /// As sent in the query.
    pub value: &'static str,
    /// As shown.
    pub text: &'static str,
}

/// One approach of a puzzle.
#[derive(Debug, Clone, Serialize)]
pub struct AlgoInfo {
    /// The API name.
    pub name: &'static str,
    /// One line on how it works.
    pub summary: &'static str,
    /// `search` (a tree of partial boards, depth first), `breadth-first`
    /// (the same tree a level at a time: N-Queens `levels`),
    /// `enumerator` (complete candidates, each tested) or `deductions`
    /// (no guess: named deductions, the tree one path).
    pub kind: &'static str,
    /// The code shown beside the board (Rust).
    pub code: Listing,
    /// The same code in every language it has (`py`, `cpp`, `java`,
    /// `rust`), for the page's language picker; empty when there is only
    /// the Rust of `code`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub codes: BTreeMap<&'static str, Listing>,
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// The registry: one entry a name, each entry's info under its own
    /// name, its first approach the default, and its options among its
    /// parameters.
    #[test]
    fn registry_names_are_unique_and_infos_agree() {
        let config = Config::default();
        let names: BTreeSet<_> = REGISTRY.iter().map(|p| p.name()).collect();
        assert_eq!(names.len(), REGISTRY.len(), "a name twice in the registry");
        for puzzle in REGISTRY {
            let name = puzzle.name();
            assert!(
                find(name).is_some_and(|p| std::ptr::addr_eq(p, *puzzle)),
                "{name}"
            );
            assert!(
                !["puzzle", "algo", "max_steps"]
                    .iter()
                    .any(|p| puzzle.params().contains(p))
            );
            let info = puzzle.info(&config);
            assert_eq!(info.name, name);
            assert_eq!(info.default_algo, info.algos[0].name, "{name}");
            assert_eq!(info.size.is_some(), puzzle.params().contains(&"n"), "{name}");
            for option in &info.options {
                assert!(puzzle.params().contains(&option.name), "{name}: {}", option.name);
                if let Some(own) = option.own {
                    assert!(puzzle.params().contains(&own), "{name}: {own}");
                }
            }
            assert!(puzzle.drawer().contains("export default"), "{name}");
        }
        assert!(find("kakuro").is_none());
    }

    /// Each described puzzle of the library's list is served, with its
    /// drawer `assets/puzzles/<name>.js`, its listing and its
    /// parameters' bounds (see [`described::check`]).
    #[test]
    fn described_puzzles_check() {
        assert!(!puzzles::ALL.is_empty());
        for &puzzle in puzzles::ALL {
            let name = puzzle.name();
            let served = find(name).unwrap_or_else(|| panic!("{name} is not served"));
            assert!(
                served.drawer().contains("export default"),
                "{name}: assets/puzzles/{name}.js"
            );
            described::check(puzzle);
        }
    }

    /// The query's parameters come in the order they had as fields,
    /// which the message for an unknown one lists (a puzzle moved to the
    /// described ones, subsets and combination sum, brings its names after
    /// theirs).
    #[test]
    fn parameter_names_in_their_old_order() {
        assert_eq!(
            Params::names(),
            [
                "puzzle",
                "algo",
                "max_steps",
                "n",
                "start",
                "closed",
                "maze",
                "sudoku",
                "grid",
                "seed",
                "words",
                "letters",
                "find",
                "tests",
                "level",
                "map",
                "stars",
                "k",
                "numbers",
                "candidates",
                "target",
                "once",
                "colors",
                "min",
                "graph",
                "text",
                "from"
            ]
        );
    }
}

//! The puzzles the visualizer traces. Each has a name, the query
//! parameters it takes, its approaches with their code listings, and a
//! trace function whose events are the library's trace steps (the
//! engine's `TraceStep`), serialized as the CLI serializes them.
//!
//! Another puzzle joins by adding a variant to [`Puzzle`] and to
//! [`Input`], a module here with its parameters, approaches and trace,
//! and a board drawer in `assets/puzzles/<name>.js`; the tree, the
//! controls and the code panel of the page work from the generic events
//! (`try`, `reject`, `place`, `remove`, `dead_end`, `solution`, …) and
//! need no change. The page builds its selects from [`PuzzleInfo`]: a
//! size, if the puzzle has one, and the [`OptionInfo`]s.

mod maze;
mod queens;
mod sudoku;
mod tour;

use engine::{Outcome, Report};
use serde::{Deserialize, Serialize};

use crate::code::Listing;
use crate::config::Config;
use crate::error::ApiError;

/// A puzzle the visualizer knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Puzzle {
    /// N-Queens: the approaches of `nqueens::Algo`.
    Queens,
    /// The knight's tour of `puzzles::KnightsTour`.
    Tour,
    /// A path through a maze, `puzzles::Maze`.
    Maze,
    /// Sudoku's textbook solver, `sudoku::trace`.
    Sudoku,
}

impl Puzzle {
    /// Every puzzle, the default first.
    pub const ALL: [Puzzle; 4] = [Puzzle::Queens, Puzzle::Tour, Puzzle::Maze, Puzzle::Sudoku];

    /// The name used in the API (`puzzle=queens`).
    pub fn name(self) -> &'static str {
        match self {
            Puzzle::Queens => "queens",
            Puzzle::Tour => "tour",
            Puzzle::Maze => "maze",
            Puzzle::Sudoku => "sudoku",
        }
    }

    /// The puzzle with this name.
    pub fn from_name(name: &str) -> Option<Puzzle> {
        Puzzle::ALL.into_iter().find(|p| p.name() == name)
    }

    /// What the page needs to know to offer the puzzle.
    pub fn info(self, config: &Config) -> PuzzleInfo {
        match self {
            Puzzle::Queens => queens::info(config),
            Puzzle::Tour => tour::info(config),
            Puzzle::Maze => maze::info(config),
            Puzzle::Sudoku => sudoku::info(config),
        }
    }

    /// The query parameters it takes besides `puzzle`, `algo` and
    /// `max_steps`; any other is refused.
    pub fn params(self) -> &'static [&'static str] {
        match self {
            Puzzle::Queens => &["n"],
            Puzzle::Tour => &["n", "start", "closed"],
            Puzzle::Maze => &["maze", "grid"],
            Puzzle::Sudoku => &["sudoku", "grid"],
        }
    }

    /// The names of its approaches, as the API takes them.
    pub fn algos(self) -> Vec<&'static str> {
        match self {
            Puzzle::Queens => queens::ALGOS.iter().map(|a| a.name()).collect(),
            Puzzle::Tour => vec![tour::ALGO],
            Puzzle::Maze => vec![maze::ALGO],
            Puzzle::Sudoku => vec![sudoku::ALGO],
        }
    }

    /// Reads and checks the puzzle's own parameters against the limits.
    pub(crate) fn input(self, params: &Params, config: &Config) -> Result<Input, ApiError> {
        match self {
            Puzzle::Queens => queens::input(params, config),
            Puzzle::Tour => tour::input(params, config),
            Puzzle::Maze => maze::input(params, config),
            Puzzle::Sudoku => sudoku::input(params, config),
        }
    }

    /// Runs one trace; the request is already checked against the limits
    /// (the time limit and cancellation are in `limits`).
    pub fn trace(self, request: &TraceRequest, limits: &engine::Limits) -> Result<Trace, TraceError> {
        let limits = engine::Limits {
            max_steps: Some(request.max_steps),
            ..limits.clone()
        };
        match &request.input {
            Input::Queens { n } => queens::trace(*n, request.algo, &limits),
            Input::Tour(t) => tour::trace(t, &limits),
            Input::Maze { name, maze } => maze::trace(*name, maze, &limits),
            Input::Sudoku { name, grid } => sudoku::trace(*name, grid, &limits),
        }
    }
}

/// The query of `/api/trace`. Values are read as text so that a bad one
/// gets our own message.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Params {
    pub(crate) puzzle: Option<String>,
    pub(crate) algo: Option<String>,
    pub(crate) max_steps: Option<String>,
    /// Queens and tour: the board side.
    pub(crate) n: Option<String>,
    /// Tour: `row,col` from 0.
    pub(crate) start: Option<String>,
    /// Tour: `true` or `false`.
    pub(crate) closed: Option<String>,
    /// Maze: the name of a built-in maze.
    pub(crate) maze: Option<String>,
    /// Sudoku: the name of a built-in puzzle.
    pub(crate) sudoku: Option<String>,
    /// Maze: a maze of its own, rows split by newlines or `/`. Sudoku: a
    /// puzzle of its own, 81 cells.
    pub(crate) grid: Option<String>,
}

impl Params {
    /// The puzzle's own parameters, by name, and whether each was given.
    pub(crate) fn given(&self) -> [(&'static str, bool); 6] {
        [
            ("n", self.n.is_some()),
            ("start", self.start.is_some()),
            ("closed", self.closed.is_some()),
            ("maze", self.maze.is_some()),
            ("sudoku", self.sudoku.is_some()),
            ("grid", self.grid.is_some()),
        ]
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
    match params.n.as_deref() {
        None => Err(ApiError::bad_request(format!(
            "n is missing: an integer from 1 to {max}"
        ))),
        Some(text) => Ok(bounded("n", text, 1, max as u64)? as usize),
    }
}

/// What one trace is of: the puzzle and its own parameters, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// N-Queens on an n×n board.
    Queens {
        /// The board side.
        n: usize,
    },
    /// A knight's tour: its board, start and whether it is closed.
    Tour(::puzzles::KnightsTour),
    /// A maze: a built-in one (its name) or one sent in the request.
    Maze {
        /// The built-in maze's name; `None` for a maze sent in `grid`.
        name: Option<&'static str>,
        /// The maze.
        maze: ::puzzles::Maze,
    },
    /// A Sudoku puzzle: a built-in one (its name) or one sent in the
    /// request; its givens do not clash.
    Sudoku {
        /// The built-in puzzle's name; `None` for a puzzle sent in `grid`.
        name: Option<&'static str>,
        /// The puzzle.
        grid: ::sudoku::Grid,
    },
}

impl Input {
    /// The puzzle it is of.
    pub fn puzzle(&self) -> Puzzle {
        match self {
            Input::Queens { .. } => Puzzle::Queens,
            Input::Tour(_) => Puzzle::Tour,
            Input::Maze { .. } => Puzzle::Maze,
            Input::Sudoku { .. } => Puzzle::Sudoku,
        }
    }

    /// The board side, for the puzzles that have one.
    pub fn n(&self) -> Option<usize> {
        match self {
            Input::Queens { n } => Some(*n),
            Input::Tour(t) => Some(t.n()),
            Input::Maze { .. } | Input::Sudoku { .. } => None,
        }
    }
}

/// One trace to run, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceRequest {
    /// The puzzle and its parameters.
    pub input: Input,
    /// One of the puzzle's [`Puzzle::algos`].
    pub algo: &'static str,
    /// The most steps; a longer search ends with a `cut` event.
    pub max_steps: u64,
}

impl TraceRequest {
    /// The puzzle traced.
    pub fn puzzle(&self) -> Puzzle {
        self.input.puzzle()
    }

    /// The most steps the trace can take: `max_steps`, or fewer where the
    /// whole search is known to be shorter (N-Queens on the boards whose
    /// search is short, any maze: ten steps a cell at most, the built-in
    /// Sudoku puzzles). The server tells cheap traces from long ones by
    /// it, and reserves room for the response from it.
    pub fn most_steps(&self) -> u64 {
        let whole = match &self.input {
            Input::Queens { n } => queens::whole_search(*n, self.algo),
            Input::Tour(_) => None,
            Input::Maze { maze, .. } => Some(maze::most_steps(maze)),
            Input::Sudoku { name, .. } => name.and_then(sudoku::whole_search),
        };
        whole.map_or(self.max_steps, |steps| steps.min(self.max_steps))
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

/// What a traced search counted (see `nqueens::SearchReport`); `None`
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

/// The events of a trace, written as a JSON array as they come.
struct JsonEvents(Vec<u8>);

impl JsonEvents {
    fn new() -> Self {
        // An event is 40 to 200 bytes; start with room for a short trace.
        let mut text = Vec::with_capacity(1 << 16);
        text.push(b'[');
        JsonEvents(text)
    }

    /// Adds one step, in its `serde` form (`TraceStep`'s JSON).
    fn push(&mut self, event: &impl Serialize) {
        if self.0.len() > 1 {
            self.0.push(b',');
        }
        serde_json::to_writer(&mut self.0, event).expect("a trace step is JSON");
    }

    fn finish(mut self) -> String {
        self.0.push(b']');
        String::from_utf8(self.0).expect("serde_json writes UTF-8")
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
    /// from 0; the page lists the squares of the size chosen).
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
    /// `search` (a tree of partial boards) or `enumerator` (complete
    /// candidates, each tested).
    pub kind: &'static str,
    /// The code shown beside the board.
    pub code: Listing,
}

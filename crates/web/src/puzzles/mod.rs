//! The puzzles the visualizer traces. Each has a name, the sizes it
//! takes, its approaches with their code listings, and a trace function
//! whose events are the puzzle library's own JSON trace events.
//!
//! Another puzzle joins by adding a variant to [`Puzzle`], a module here
//! with its approaches and trace, and a board drawer in
//! `assets/puzzles/<name>.js`; the tree, the controls and the code panel
//! of the page work from the generic events (`place`, `remove`,
//! `dead_end`, `solution`, …) and need no change.

mod queens;

use engine::Outcome;
use serde::Serialize;

use crate::code::Listing;
use crate::config::Config;

/// A puzzle the visualizer knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Puzzle {
    /// N-Queens: the approaches of `nqueens::Algo`.
    Queens,
}

impl Puzzle {
    /// Every puzzle, the default first.
    pub const ALL: [Puzzle; 1] = [Puzzle::Queens];

    /// The name used in the API (`puzzle=queens`).
    pub fn name(self) -> &'static str {
        match self {
            Puzzle::Queens => "queens",
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
        }
    }

    /// The largest size a trace may be asked for.
    pub fn max_size(self, config: &Config) -> usize {
        match self {
            Puzzle::Queens => config.max_n.min(nqueens::MAX_SOLVE_N),
        }
    }

    /// The names of its approaches, as the API takes them.
    pub fn algos(self) -> Vec<&'static str> {
        match self {
            Puzzle::Queens => queens::ALGOS.iter().map(|a| a.name()).collect(),
        }
    }

    /// Runs one trace; the request is already checked against the limits
    /// (the time limit and cancellation are in `limits`).
    pub fn trace(self, request: &TraceRequest, limits: &engine::Limits) -> Result<Trace, TraceError> {
        match self {
            Puzzle::Queens => queens::trace(request, limits),
        }
    }
}

/// One trace to run, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceRequest {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its size.
    pub n: usize,
    /// One of [`Puzzle::algos`].
    pub algo: &'static str,
    /// The most steps; a longer search ends with a `cut` event.
    pub max_steps: u64,
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trace {
    /// The events as a JSON array, each exactly as `queens trace --format
    /// json` prints it.
    pub events_json: String,
    /// `finished`, or `max-steps` when the trace was cut.
    pub outcome: Outcome,
    /// What the search counted up to where it stopped.
    pub stats: TraceStats,
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
    /// Partial boards with no safe square in the next row.
    pub dead_ends: Option<u64>,
    /// Solutions found.
    pub solutions: u64,
}

/// A puzzle as `GET /api/puzzles` describes it.
#[derive(Debug, Clone, Serialize)]
pub struct PuzzleInfo {
    /// The API name.
    pub name: &'static str,
    /// The name shown.
    pub title: &'static str,
    /// What the size means, e.g. `n` or `board size`.
    pub size_label: &'static str,
    /// The sizes a trace may be asked for, and the default.
    pub min_size: usize,
    /// See `min_size`.
    pub max_size: usize,
    /// See `min_size`.
    pub default_size: usize,
    /// The largest size whose search tree the page draws.
    pub tree_max_size: usize,
    /// The approach chosen first.
    pub default_algo: &'static str,
    /// The approaches, in the order offered.
    pub algos: Vec<AlgoInfo>,
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

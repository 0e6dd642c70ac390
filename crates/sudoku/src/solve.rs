//! Solving and counting: the choice of algorithm and what a search reports.

use std::fmt;
use std::str::FromStr;

use crate::grid::Grid;

/// Which solver to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Algo {
    /// Bitmask candidates per digit and band, with propagation (locked
    /// candidates, hidden and naked singles) and branching on a cell with two
    /// candidates: microseconds a puzzle.
    #[default]
    Fast,
    /// The textbook backtracker of [`crate::textbook`], on the generic
    /// engine: first empty cell, each digit the `is_valid` scan allows.
    /// Fine on easy puzzles, can take seconds on hard ones; it keeps the
    /// engine's counts and can be traced ([`crate::trace()`]).
    Simple,
}

impl Algo {
    /// Every algorithm, fast first.
    pub const ALL: [Algo; 2] = [Algo::Fast, Algo::Simple];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algo::Fast => "fast",
            Algo::Simple => "simple",
        }
    }

    /// Finds up to `limit` solutions of `puzzle` and keeps the first.
    pub fn search(self, puzzle: &Grid, limit: u64) -> SolveReport {
        match self {
            Algo::Fast => crate::kernels::Solver::best().search(puzzle, limit),
            Algo::Simple => crate::textbook::search(puzzle, limit),
        }
    }
}

impl fmt::Display for Algo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algo {
    type Err = UnknownAlgo;

    fn from_str(s: &str) -> Result<Algo, UnknownAlgo> {
        Algo::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| UnknownAlgo(s.to_owned()))
    }
}

/// A name that is none of [`Algo::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown algorithm {}; expected fast or simple", quoted(.0))]
pub struct UnknownAlgo(pub String);

/// In double quotes, escaped and cut when long.
fn quoted(s: &str) -> String {
    match textguard::shown(s) {
        shown if shown == s => format!("{s:?}"),
        shown => shown,
    }
}

/// What a search found: the answer of a solve (the solutions, the first
/// grid) with its effort. Its search statistics are the engine's own
/// report ([`crate::TraceReport`], [`SolveReport::search`]), not a copy:
/// the fast solver does not run on the engine, so only the simple one
/// has them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolveReport {
    /// Solutions found, at most the limit asked for.
    pub solutions: u64,
    /// The first solution found.
    pub first: Option<Grid>,
    /// Search effort: for [`Algo::Fast`] the propagations run (one per
    /// branch of a guess, plus the root); for [`Algo::Simple`] the grids
    /// visited (the puzzle, plus one per digit placed).
    pub nodes: u64,
    /// The engine's report of the search (nodes, checks, rejections, dead
    /// ends, solutions, steps; how it ended; its time): for
    /// [`Algo::Simple`] only.
    pub search: Option<crate::TraceReport>,
}

/// The running tally of the fast kernel's search.
pub(crate) struct Search {
    /// Stop when this many solutions are found.
    pub limit: u64,
    /// Solutions found so far.
    pub found: u64,
    /// Search-tree nodes visited.
    pub nodes: u64,
    /// Guesses: a branch point with k ways counts k - 1 (the last way is
    /// what remains, not a guess), taken only as far as the search went.
    pub guesses: u64,
    /// `guesses` when the first solution was found.
    pub guesses_to_first: u64,
    /// The first solution found.
    pub first: Option<[u8; 81]>,
    /// Stop, unfinished, once this many nodes are visited (a try of a
    /// search that starts again if it runs out).
    pub budget: u64,
}

impl Search {
    pub fn new(limit: u64) -> Search {
        Search {
            limit,
            found: 0,
            nodes: 0,
            guesses: 0,
            guesses_to_first: 0,
            first: None,
            budget: u64::MAX,
        }
    }

    #[inline]
    pub fn done(&self) -> bool {
        self.found >= self.limit || self.nodes >= self.budget
    }

    pub fn into_report(self) -> SolveReport {
        SolveReport {
            solutions: self.found,
            first: self
                .first
                .map(|cells| Grid::from_cells(cells).expect("solvers write digits")),
            nodes: self.nodes,
            search: None,
        }
    }
}

/// The solution of `puzzle` (the first found when there are several), or
/// `None` when it has none, with the fast solver.
///
/// ```
/// let puzzle: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let solution = sudoku::solve(&puzzle).unwrap();
/// assert_eq!(
///     solution.to_string(),
///     "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
/// );
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn solve(puzzle: &Grid) -> Option<Grid> {
    Algo::Fast.search(puzzle, 1).first
}

/// The number of solutions of `puzzle`, counted up to `limit`, with the fast
/// solver: `count(p, 2) == 1` means the solution is unique.
///
/// ```
/// let empty = sudoku::Grid::EMPTY;
/// assert_eq!(sudoku::count(&empty, 1000), 1000);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn count(puzzle: &Grid, limit: u64) -> u64 {
    Algo::Fast.search(puzzle, limit).solutions
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_algorithm_is_quoted_short() {
        assert_eq!(
            "quick".parse::<Algo>().unwrap_err().to_string(),
            "unknown algorithm \"quick\"; expected fast or simple"
        );
        // 10000 letters were echoed whole.
        let e = "f".repeat(10_000).parse::<Algo>().unwrap_err().to_string();
        assert!(e.len() < 200, "{e}");
        assert!(
            "a\nb"
                .parse::<Algo>()
                .unwrap_err()
                .to_string()
                .starts_with(r#"unknown algorithm "a\nb";"#)
        );
    }
}

//! Solving and counting: the choice of algorithm and what a search reports.

use std::fmt;
use std::str::FromStr;

use crate::grid::Grid;
use crate::report::SolveReport;

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

//! The answer of `check`: whether a grid is a proper puzzle (exactly one
//! solution), already solved, or neither. The CLI's `sudoku check` and the
//! Python module's `sudoku_check` both ask here, so they say the same.

use std::fmt;

use crate::grid::Grid;
use crate::report::SolveReport;
use crate::solve::Algo;

/// What checking a grid whose givens do not clash finds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Every cell is filled (and, the givens not clashing, no rule is
    /// broken): nothing is left to solve.
    Solved,
    /// Exactly one solution: a proper puzzle.
    Unique,
    /// Two or more solutions.
    Multiple,
    /// No solution.
    NoSolution,
}

impl Verdict {
    /// The verdict on `puzzle`, whose givens must not clash (see
    /// [`Grid::conflict`]), with the report of the search that found it
    /// (none for a filled grid, which needs no search). `search` finds up
    /// to the given number of solutions: [`Algo::search`], or a chosen
    /// kernel's [`crate::Solver::search`].
    pub fn find(
        puzzle: &Grid,
        search: impl FnOnce(&Grid, u64) -> SolveReport,
    ) -> (Verdict, Option<SolveReport>) {
        if puzzle.is_filled() {
            return (Verdict::Solved, None);
        }
        // Two solutions are enough to tell unique from multiple.
        let report = search(puzzle, 2);
        let verdict = match report.solutions {
            0 => Verdict::NoSolution,
            1 => Verdict::Unique,
            _ => Verdict::Multiple,
        };
        (verdict, Some(report))
    }

    /// Its words: `solved`, `unique`, `multiple solutions`, `no solution`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::Unique => "unique",
            Verdict::Multiple => "multiple solutions",
            Verdict::NoSolution => "no solution",
        }
    }

    /// Whether the grid passes the check: a proper puzzle or a solved
    /// grid (the CLI exits 1 on any other).
    pub fn passes(self) -> bool {
        matches!(self, Verdict::Solved | Verdict::Unique)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The verdict on `puzzle` (its givens must not clash) by the fast solver.
///
/// ```
/// use sudoku::{Grid, Verdict};
/// let puzzle: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// assert_eq!(sudoku::verdict(&puzzle), Verdict::Unique);
/// assert_eq!(sudoku::verdict(&Grid::EMPTY), Verdict::Multiple);
/// assert_eq!(sudoku::verdict(&sudoku::solve(&puzzle).unwrap()), Verdict::Solved);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn verdict(puzzle: &Grid) -> Verdict {
    Verdict::find(puzzle, |g, limit| Algo::Fast.search(g, limit)).0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_solution_is_found_and_named() {
        // Row 1 leaves cell 9 only a 9, column 9 already has one: no solution.
        let puzzle: Grid =
            "12345678.........9..............................................................."
                .parse()
                .unwrap();
        assert!(puzzle.conflict().is_none());
        let (v, report) = Verdict::find(&puzzle, |g, limit| Algo::Simple.search(g, limit));
        assert_eq!(v, Verdict::NoSolution);
        assert_eq!(report.map(|r| r.solutions), Some(0));
        assert_eq!(v.name(), "no solution");
        assert!(!v.passes());
        assert!(!Verdict::Multiple.passes());
        assert!(Verdict::Solved.passes() && Verdict::Unique.passes());
    }
}

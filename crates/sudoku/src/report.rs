//! What a Sudoku search reports ([`SolveReport`]), and the fast kernel's
//! running tally that becomes one ([`Search`]). Apart from the solvers, so
//! that the kernels, the textbook solver and the choice between them
//! (`solve.rs`) all use them without importing each other.

use crate::grid::Grid;

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
    /// Search effort: for [`crate::Algo::Fast`] the propagations run (one per
    /// branch of a guess, plus the root); for [`crate::Algo::Simple`] the grids
    /// visited (the puzzle, plus one per digit placed).
    pub nodes: u64,
    /// The engine's report of the search (nodes, checks, rejections, dead
    /// ends, solutions, steps; how it ended; its time): for
    /// [`crate::Algo::Simple`] only.
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

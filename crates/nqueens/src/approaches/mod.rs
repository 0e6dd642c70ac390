//! Every classic way to solve N-Queens, side by side: the same solutions
//! in the same (lexicographic) order, with honest statistics and a
//! step-by-step trace.
//!
//! | [`Algo`] | approach | work |
//! |---|---|---|
//! | `brute` | choose n of the n² squares, check each set | C(n², n) candidates |
//! | `odometer` | every row-by-row list of columns, check each | n^n candidates |
//! | `permutations` | every column permutation, check the diagonals | n! candidates |
//! | `board` | the course's `isSafe` on a grid of strings: walk up the column and both diagonals | nodes × n tests × O(row) |
//! | `backtrack` | row by row, scan the queens above to test a square | nodes × n tests × O(row) |
//! | `sets` | row by row, hash sets of used columns, `r − c`, `r + c` | nodes × n tests × 3 hashes |
//! | `flags` | row by row, flag arrays for columns and both diagonals | nodes × n tests × O(1) |
//! | `levels` | level by level (breadth-first): every board of row k from all those of row k − 1 | nodes × n tests, a whole level in memory |
//! | `bitmask` | free squares as bits, jump from one free column to the next | nodes × O(1) |
//! | `mirror` | `bitmask` with the first queen in the left half, doubled | ≈ nodes / 2 when counting |
//! | `fast` | the production counter ([`crate::count`](mod@crate::count)); its nodes depend on the kernel | |
//!
//! The row-by-row approaches run on the generic [`engine`]; the three
//! enumerators are plain loops reporting the same statistics.
//!
//! # Statistics
//!
//! A [`SearchReport`] holds what the approach counted, defined the same
//! way for every approach that has it (`None` where it does not apply):
//!
//! - `candidates`: complete placements generated (the enumerators).
//! - `nodes`: partial boards visited, the empty board and complete boards
//!   included: 2,057 for n = 8, 35,539 for n = 10, 856,189 for n = 12
//!   (`board`, `backtrack`, `sets`, `flags`, `bitmask` walk the same tree,
//!   and `levels` builds every one of its boards, one level at a time).
//! - `checks`: squares tested. The enumerators test a candidate's squares
//!   in order against the ones accepted before, stopping at the first
//!   attack. `board`, `backtrack`, `sets`, `flags` and `levels` test every square of the next
//!   row at each incomplete node (n × (nodes − solutions): 10,103,868 for
//!   n = 12); a test costs O(row), three hashes and three array reads
//!   respectively. `bitmask` and `mirror` test a whole row in one word
//!   operation and count one check per row tested.
//! - `dead_ends`: incomplete partial boards with no safe square in the
//!   next row (the searches).
//! - `solutions`: boards found (for `mirror` counting, the ones searched
//!   plus their mirror images).
//!
//! - `levels` (only): the boards held at each level, the empty board's
//!   level 0 to the solutions' level n; their sum is `nodes`.
//!
//! `fast` counts with [`crate::count::Counter`]: its `nodes` are the partial
//! boards its kernel visited, and kernels finish the last rows as a block
//! without visiting them, so they depend on the kernel, which the report
//! names ([`SearchReport::kernel`]). It lists with [`Solutions`](crate::Solutions), which
//! counts no nodes, and keeps no steps to trace.
//!
//! # Traces
//!
//! [`Algo::trace`] reports each step as a [`QueensStep`]: the engine's
//! [`engine::TraceStep`], the one step type of every puzzle's trace, with
//! a [`QueensAt`] (the square, the board, the attacker). The row-by-row
//! approaches that test squares (`board`, `backtrack`, `sets`, `flags`)
//! walk the same squares in the same order: `try`, then `reject` or
//! `place`; `remove` when the subtree is done; `dead_end`; `solution`.
//! A `reject` names the first test that the approach's code fails, in
//! the code's own order, and the queen on that line:
//!
//! - `backtrack` scans the queens above, row 0 first, and at each tests
//!   the column, then the diagonal, then the anti-diagonal;
//! - `sets` and `flags` test the column, then the `r − c` diagonal, then
//!   the `r + c` anti-diagonal (whichever queens are on them);
//! - `board` walks up the column, then up the upper-left diagonal, then
//!   up the upper-right one, and names the first queen it meets.
//!
//! So where two queens attack a square, `backtrack` may name another line
//! than `flags` (`(2,2)` under queens at `(0,0)` and `(1,2)`: `backtrack`
//! meets row 0's diagonal first, `flags` tests the column first).
//! `levels` tests as `backtrack` does, but builds a whole level before
//! the next: `try`, `reject` or `place` (the board joins the next
//! level), `dead_end`, and `solution` when a board of the last level is
//! made; it never removes a queen. `bitmask` never tries an
//! attacked square: only `place`, `remove`, `dead_end`, `solution`.
//! `mirror` traces the halved search it counts with, each solution in the
//! left half followed by a `mirror` event for its image. `fast` is not
//! traced ([`Error::NotTraced`]): its kernels keep no steps, and tracing
//! `bitmask` under its name would report another search's nodes. The enumerators
//! report a `candidate` event, then a `try` and a `place` or `reject` per
//! square tested, and `solution`.
//!
//! ```
//! use nqueens::approaches::{Limits, Algo};
//!
//! let report = Algo::Flags.count(8, &Limits::none())?;
//! assert_eq!((report.solutions, report.nodes), (92, Some(2057)));
//!
//! let mut first = None;
//! Algo::Permutations.solve(6, &Limits::none(), |cols| {
//!     first = Some(cols.to_vec());
//!     std::ops::ControlFlow::Break(())
//! })?;
//! assert_eq!(first, Some(vec![1, 3, 5, 0, 2, 4]));
//!
//! let mut lines = vec![];
//! Algo::Flags.trace(4, &Limits::max_steps(3), |e| {
//!     lines.push(e.to_string());
//!     std::ops::ControlFlow::Continue(())
//! })?;
//! assert_eq!(lines, [
//!     "row=0 col=0: try  queens=[-1, -1, -1, -1]",
//!     "row=0 col=0: place  queens=[0, -1, -1, -1]",
//!     "row=1 col=0: try  queens=[0, -1, -1, -1]",
//!     "cut: stopped after 3 steps (max-steps)",
//! ]);
//! # Ok::<(), nqueens::Error>(())
//! ```

mod backtrack;
mod bitmask;
mod board;
mod enumerate;
mod estimate;
mod flags;
mod levels;
mod mirror;
mod row_driver;
mod sets;
mod table;
mod trace;

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;
use std::time::Duration;

use engine::{Instant, Stats};

use crate::board::MAX_SOLVE_N;
use crate::count::MAX_COUNT_N;
use crate::error::{Error, check_size};

/// The engine's vocabulary the traced approaches take and report in.
pub use engine::{CancelToken, Detail, Limits, Outcome, StepKind, TraceStep};
pub use estimate::{Estimate, WorkUnit};
pub use levels::{MAX_LEVELS_BYTES, MAX_LEVELS_N};
pub use table::{APPROACHES, Approach};
pub use trace::{Attack, Line, QueensAt, QueensStep};

use enumerate::Counts;
use table::Tracing;
use trace::Tracer;

/// One of the classic approaches (see the [module docs](self)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Algo {
    /// Choose n of the n² squares in every way, C(n², n) sets, and check
    /// each. Θ(C(n², n)) candidates (4.4e9 for n = 8), O(n) memory.
    Brute,
    /// Every one-queen-per-row list of columns, n^n of them, turned like
    /// an odometer, and check each. Θ(n^n) candidates.
    Odometer,
    /// Every permutation of the columns, n! of them: one queen per row and
    /// column by construction, so only the diagonals are checked.
    /// Θ(n!) candidates.
    Permutations,
    /// The data-structures course's N-Queens: an n×n grid of `"."` and
    /// `"Q"` strings, and `isSafe` walking up the column, then the
    /// upper-left diagonal, then the upper-right one. O(row) string
    /// comparisons per test; n tests per node.
    Board,
    /// Backtracking row by row: a square is tested by scanning the queens
    /// above it, O(row) per test; n tests per node.
    Backtrack,
    /// Backtracking row by row with hash sets of the used columns,
    /// diagonals (`r − c`) and anti-diagonals (`r + c`): O(1) expected
    /// per test, three hashes each.
    Sets,
    /// Backtracking row by row with flag arrays for columns and both
    /// diagonals: three array reads per test.
    Flags,
    /// Level by level (breadth-first): all partial boards of row k built
    /// at once from those of row k − 1, with no recursion; as many nodes
    /// and tests as `backtrack`, but a whole level held in memory, so n is
    /// at most [`MAX_LEVELS_N`].
    Levels,
    /// Backtracking with the free squares of the next row as the bits of
    /// a word, found with one operation; the search jumps from one free
    /// column to the next. O(1) per node.
    Bitmask,
    /// `bitmask` with the first queen in the left half only, each solution
    /// counted with its mirror image (the middle column of odd n is
    /// searched in full): about half the nodes when counting. Listing in
    /// lexicographic order walks the left half a second time, in reverse
    /// column order, to produce the mirror images in order.
    Mirror,
    /// The production counter ([`crate::count`](mod@crate::count)); lists with
    /// [`Solutions`](crate::Solutions); not traced. Its nodes depend on the kernel.
    Fast,
}

impl Algo {
    /// All eleven, from the slowest idea to the fastest.
    pub const ALL: [Algo; 11] = [
        Algo::Brute,
        Algo::Odometer,
        Algo::Permutations,
        Algo::Board,
        Algo::Backtrack,
        Algo::Sets,
        Algo::Flags,
        Algo::Levels,
        Algo::Bitmask,
        Algo::Mirror,
        Algo::Fast,
    ];

    /// Its entry in [`APPROACHES`]: everything about it.
    pub fn approach(self) -> &'static Approach {
        &APPROACHES[self as usize]
    }

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        self.approach().name
    }

    /// One line on how it works.
    pub fn summary(self) -> &'static str {
        self.approach().summary
    }

    /// Whether it generates complete placements and tests them (rather
    /// than searching a tree of partial boards).
    pub fn is_enumerator(self) -> bool {
        self.approach().enumerator
    }

    /// Counts the solutions, 1 ≤ n ≤ 32. The deadline and cancel token of
    /// `limits` are honoured (not by `fast`); `max_steps` only bounds
    /// traces.
    pub fn count(self, n: usize, limits: &Limits) -> Result<SearchReport, Error> {
        check_size(n, 1, MAX_COUNT_N)?;
        let start = Instant::now();
        let limits = Limits {
            max_steps: None,
            ..limits.clone()
        };
        let mut report = (self.approach().count)(n, &limits)?;
        report.elapsed = start.elapsed();
        Ok(report)
    }

    /// Hands every solution to `f` in lexicographic order of `cols` (the
    /// same order for every approach); `f` returning `Break` stops.
    /// 1 ≤ n ≤ 64. The deadline and cancel token of `limits` are honoured
    /// (not by `fast`); `max_steps` only bounds traces.
    pub fn solve<F>(self, n: usize, limits: &Limits, mut f: F) -> Result<SearchReport, Error>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        check_size(n, 1, MAX_SOLVE_N)?;
        let start = Instant::now();
        let limits = Limits {
            max_steps: None,
            ..limits.clone()
        };
        let mut report = (self.approach().solve)(n, &limits, &mut f)?;
        report.elapsed = start.elapsed();
        Ok(report)
    }

    /// Reports the search step by step to `f` (see the [module
    /// docs](self)), at most `limits.max_steps` steps; a trace that does
    /// not finish ends with a `cut` step. 1 ≤ n ≤ 64. The report counts
    /// what was walked; its outcome says why the trace ended (`Stopped`
    /// when `f` returned `Break`).
    pub fn trace<F>(self, n: usize, limits: &Limits, mut f: F) -> Result<SearchReport, Error>
    where
        F: FnMut(&QueensStep<'_>) -> ControlFlow<()>,
    {
        check_size(n, 1, MAX_SOLVE_N)?;
        let run = match self.approach().trace {
            Tracing::Traced(run) => run,
            Tracing::Not { why, instead } => {
                return Err(Error::NotTraced {
                    algo: self.name(),
                    why,
                    instead,
                });
            }
        };
        let start = Instant::now();
        let max_steps = limits.max_steps.unwrap_or(u64::MAX);
        // The tracer counts the steps itself (mirror adds events of its own).
        let limits = Limits {
            max_steps: None,
            ..limits.clone()
        };
        let mut tracer = Tracer::new(n, max_steps, &mut f);
        let mut report = run(n, &limits, &mut tracer)?;
        report.outcome = tracer.finish(report.outcome);
        report.steps = tracer.steps;
        report.elapsed = start.elapsed();
        Ok(report)
    }

    /// How much work the approach would do on an n×n board, 1 ≤ n ≤ 64:
    /// exact counts of candidates for the enumerators, Knuth's estimate of
    /// the nodes for the searches, and a rough time.
    pub fn estimate(self, n: usize) -> Result<Estimate, Error> {
        check_size(n, 1, MAX_SOLVE_N)?;
        Ok(estimate::estimate(self, n))
    }

    pub(crate) fn report_counts(self, n: usize, (c, outcome): (Counts, Outcome)) -> SearchReport {
        SearchReport {
            candidates: Some(c.candidates),
            checks: Some(c.checks),
            solutions: u128::from(c.solutions),
            // A candidate event, a try and a verdict per test, a solution.
            steps: c.candidates + 2 * c.checks + c.solutions,
            outcome,
            ..SearchReport::bare(self, n, 0)
        }
    }

    pub(crate) fn report_levels(self, n: usize, run: levels::Run) -> SearchReport {
        SearchReport {
            levels: Some(run.levels),
            ..self.report_stats(n, (run.stats, run.outcome))
        }
    }

    pub(crate) fn report_stats(self, n: usize, (s, outcome): (Stats, Outcome)) -> SearchReport {
        SearchReport {
            nodes: Some(s.nodes),
            checks: Some(s.checks),
            dead_ends: Some(s.dead_ends),
            solutions: u128::from(s.solutions),
            steps: s.steps,
            outcome,
            ..SearchReport::bare(self, n, 0)
        }
    }
}

impl fmt::Display for Algo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The names of all approaches, comma-separated, for error messages.
pub fn algo_names() -> String {
    Algo::ALL.map(Algo::name).join(", ")
}

impl FromStr for Algo {
    type Err = Error;

    /// Reads a name as printed by [`Algo::name`].
    fn from_str(s: &str) -> Result<Self, Error> {
        Algo::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| Error::UnknownAlgo {
                name: s.to_owned(),
                allowed: algo_names(),
            })
    }
}

/// What one run of an approach counted (see the [module docs](self) for
/// the definitions); `None` where a count does not apply.
///
/// Not the engine's [`engine::Report`]: the enumerators, `levels` and
/// `fast` do not run on the engine and count other things (candidates,
/// boards per level, a kernel's nodes), and `fast` counts more solutions
/// than a `u64` holds; the approaches that do run on the engine fill it
/// from the engine's [`Stats`] (`report_stats`), so a count means the same
/// in both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchReport {
    /// The approach.
    pub algo: Algo,
    /// The board size.
    pub n: usize,
    /// Complete placements generated (enumerators).
    pub candidates: Option<u64>,
    /// Partial boards visited, the empty and complete ones included.
    pub nodes: Option<u64>,
    /// Squares tested (rows tested, for `bitmask` and `mirror`).
    pub checks: Option<u64>,
    /// Partial boards whose next row has no safe square.
    pub dead_ends: Option<u64>,
    /// Solutions found.
    pub solutions: u128,
    /// Steps of the search: the trace events it made, or would make when
    /// traced (`mirror`'s count leaves out the `mirror` steps; `fast`
    /// counts none).
    pub steps: u64,
    /// Wall time of the run.
    pub elapsed: Duration,
    /// Whether it finished, and if not, why.
    pub outcome: Outcome,
    /// `levels` only: the boards held at each level, 0 (the empty board)
    /// to n (the solutions); they sum to `nodes`.
    pub levels: Option<Vec<u64>>,
    /// `fast` counting only: the kernel that counted, on which its
    /// `nodes` depend.
    pub kernel: Option<&'static str>,
}

impl SearchReport {
    pub(crate) fn bare(algo: Algo, n: usize, solutions: u128) -> Self {
        SearchReport {
            algo,
            n,
            candidates: None,
            nodes: None,
            checks: None,
            dead_ends: None,
            solutions,
            steps: 0,
            elapsed: Duration::ZERO,
            outcome: Outcome::Finished,
            levels: None,
            kernel: None,
        }
    }

    /// `levels` only: the widest level, as (level, boards).
    pub fn peak_level(&self) -> Option<(usize, u64)> {
        let levels = self.levels.as_ref()?;
        levels
            .iter()
            .copied()
            .enumerate()
            .max_by_key(|&(i, v)| (v, std::cmp::Reverse(i)))
    }
}

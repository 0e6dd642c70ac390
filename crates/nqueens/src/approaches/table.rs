//! The approaches as one table: each entry holds everything about one
//! approach (its name, summary, how it counts, lists, traces and what its
//! work costs), so adding an approach is adding an entry, and the tester
//! that walks [`APPROACHES`] runs it with no other change.

use std::ops::ControlFlow;

use super::backtrack::Backtrack;
use super::bitmask::Bitmask;
use super::board::Board;
use super::enumerate::{self, Count, List, Trace};
use super::estimate::{Work, binomial};
use super::flags::Flags;
use super::levels;
use super::mirror::{self, half_and_middle};
use super::row_driver::{self, Rows};
use super::sets::Sets;
use super::trace::Tracer;
use super::{Algo, Limits, Outcome, SearchReport};
use crate::error::Error;
use crate::solutions::Solutions;

/// Counts on an n×n board under limits whose `max_steps` is cleared; the
/// caller checks n and times the run.
pub(crate) type CountFn = fn(usize, &Limits) -> Result<SearchReport, Error>;
/// Hands every solution to the callback in lexicographic order.
pub(crate) type SolveFn =
    fn(usize, &Limits, &mut dyn FnMut(&[usize]) -> ControlFlow<()>) -> Result<SearchReport, Error>;
/// Reports every step to the tracer.
pub(crate) type TraceFn = fn(usize, &Limits, &mut Tracer<'_>) -> Result<SearchReport, Error>;

/// Whether an approach can be traced.
pub(crate) enum Tracing {
    /// It can, with this function.
    Traced(TraceFn),
    /// It cannot: why, and which approach to trace instead.
    Not {
        why: &'static str,
        instead: &'static str,
    },
}

/// One approach: what the tables, errors and the tester show of it, and
/// the functions that run it.
pub struct Approach {
    /// Its key.
    pub algo: Algo,
    /// The name used on the command line.
    pub name: &'static str,
    /// One line on how it works.
    pub summary: &'static str,
    /// Whether it generates complete placements and tests them (rather
    /// than searching a tree of partial boards).
    pub enumerator: bool,
    pub(crate) count: CountFn,
    pub(crate) solve: SolveFn,
    pub(crate) trace: Tracing,
    pub(crate) work: Work,
    /// Nanoseconds per candidate or node for an n×n board (n as a float),
    /// measured on the 2-core build machine while busy (so on the slow
    /// side). A search's node tests n squares, and `backtrack` scans the
    /// rows above for each.
    pub(crate) ns_per_unit: fn(f64) -> f64,
}

impl Approach {
    /// Whether [`Algo::trace`] can trace it.
    pub fn is_traced(&self) -> bool {
        matches!(self.trace, Tracing::Traced(_))
    }
}

/// Every approach, in the order of [`Algo::ALL`], from the slowest idea to
/// the fastest.
pub static APPROACHES: [Approach; 11] = [
    Approach {
        algo: Algo::Brute,
        name: "brute",
        summary: "choose n of the n² squares (C(n², n) sets), check each",
        enumerator: true,
        count: |n, l| Ok(Algo::Brute.report_counts(n, enumerate::brute(n, l, &mut Count))),
        solve: |n, l, f| Ok(Algo::Brute.report_counts(n, enumerate::brute(n, l, &mut List(f)))),
        trace: Tracing::Traced(|n, l, t| {
            Ok(Algo::Brute.report_counts(n, enumerate::brute(n, l, &mut Trace(t))))
        }),
        work: Work::Candidates(|n| (binomial(n * n, n), format!("C({}, {n})", n * n))),
        ns_per_unit: |_| 12.0,
    },
    Approach {
        algo: Algo::Odometer,
        name: "odometer",
        summary: "all n^n row-by-row lists of columns, check each",
        enumerator: true,
        count: |n, l| Ok(Algo::Odometer.report_counts(n, enumerate::odometer(n, l, &mut Count))),
        solve: |n, l, f| Ok(Algo::Odometer.report_counts(n, enumerate::odometer(n, l, &mut List(f)))),
        trace: Tracing::Traced(|n, l, t| {
            Ok(Algo::Odometer.report_counts(n, enumerate::odometer(n, l, &mut Trace(t))))
        }),
        work: Work::Candidates(|n| ((n as f64).powi(n as i32), format!("{n}^{n}"))),
        ns_per_unit: |_| 15.0,
    },
    Approach {
        algo: Algo::Permutations,
        name: "permutations",
        summary: "all n! column permutations, check the diagonals",
        enumerator: true,
        count: |n, l| Ok(Algo::Permutations.report_counts(n, enumerate::permutations(n, l, &mut Count))),
        solve: |n, l, f| Ok(Algo::Permutations.report_counts(n, enumerate::permutations(n, l, &mut List(f)))),
        trace: Tracing::Traced(|n, l, t| {
            Ok(Algo::Permutations.report_counts(n, enumerate::permutations(n, l, &mut Trace(t))))
        }),
        work: Work::Candidates(|n| ((1..=n).map(|k| k as f64).product(), format!("{n}!"))),
        ns_per_unit: |_| 25.0,
    },
    Approach {
        algo: Algo::Board,
        name: "board",
        summary: "the course's isSafe on a grid of strings: walk up the column and both diagonals",
        enumerator: false,
        count: |n, l| rows_count(Algo::Board, Board::new(n), l),
        solve: |n, l, f| rows_solve(Algo::Board, Board::new(n), l, f),
        trace: Tracing::Traced(|n, l, t| rows_trace(Algo::Board, Board::new(n), l, t)),
        work: Work::Nodes {
            first_row: |_| u64::MAX,
        },
        // Rough: to be measured (see the tests of `compare`).
        ns_per_unit: |n| 20.0 + 4.0 * n * n,
    },
    Approach {
        algo: Algo::Backtrack,
        name: "backtrack",
        summary: "row by row, scan the queens above to test a square (O(row))",
        enumerator: false,
        count: |n, l| rows_count(Algo::Backtrack, Backtrack::new(n), l),
        solve: |n, l, f| rows_solve(Algo::Backtrack, Backtrack::new(n), l, f),
        trace: Tracing::Traced(|n, l, t| rows_trace(Algo::Backtrack, Backtrack::new(n), l, t)),
        work: Work::Nodes {
            first_row: |_| u64::MAX,
        },
        ns_per_unit: |n| 20.0 + 1.6 * n * n,
    },
    Approach {
        algo: Algo::Sets,
        name: "sets",
        summary: "row by row, hash sets of used columns, r−c and r+c",
        enumerator: false,
        count: |n, l| rows_count(Algo::Sets, Sets::new(n), l),
        solve: |n, l, f| rows_solve(Algo::Sets, Sets::new(n), l, f),
        trace: Tracing::Traced(|n, l, t| rows_trace(Algo::Sets, Sets::new(n), l, t)),
        work: Work::Nodes {
            first_row: |_| u64::MAX,
        },
        ns_per_unit: |n| 80.0 + 40.0 * n,
    },
    Approach {
        algo: Algo::Flags,
        name: "flags",
        summary: "row by row, flag arrays for columns and both diagonals",
        enumerator: false,
        count: |n, l| rows_count(Algo::Flags, Flags::new(n), l),
        solve: |n, l, f| rows_solve(Algo::Flags, Flags::new(n), l, f),
        trace: Tracing::Traced(|n, l, t| rows_trace(Algo::Flags, Flags::new(n), l, t)),
        work: Work::Nodes {
            first_row: |_| u64::MAX,
        },
        ns_per_unit: |n| 10.0 + 6.0 * n,
    },
    Approach {
        algo: Algo::Levels,
        name: "levels",
        summary: "level by level (breadth-first): every board of a row at once, no recursion",
        enumerator: false,
        count: |n, l| {
            let run = levels::run(n, l, false, &mut |_| ControlFlow::Continue(()))?;
            Ok(Algo::Levels.report_levels(n, run))
        },
        solve: |n, l, f| {
            let run = levels::run(n, l, false, &mut |step| match step {
                levels::Step::Solution { board } => {
                    let cols: Vec<usize> = board.iter().map(|&c| usize::from(c)).collect();
                    f(&cols)
                }
                _ => ControlFlow::Continue(()),
            })?;
            Ok(Algo::Levels.report_levels(n, run))
        },
        trace: Tracing::Traced(|n, l, t| Ok(Algo::Levels.report_levels(n, levels::trace(n, l, t)?))),
        work: Work::Nodes {
            first_row: |_| u64::MAX,
        },
        ns_per_unit: |n| 20.0 + 2.0 * n * n,
    },
    Approach {
        algo: Algo::Bitmask,
        name: "bitmask",
        summary: "free squares as bits, jump from one free column to the next",
        enumerator: false,
        count: |n, l| rows_count(Algo::Bitmask, Bitmask::new(n), l),
        solve: |n, l, f| rows_solve(Algo::Bitmask, Bitmask::new(n), l, f),
        trace: Tracing::Traced(|n, l, t| rows_trace(Algo::Bitmask, Bitmask::new(n), l, t)),
        work: Work::Nodes {
            first_row: |_| u64::MAX,
        },
        ns_per_unit: |_| 30.0,
    },
    Approach {
        algo: Algo::Mirror,
        name: "mirror",
        summary: "bitmask with the first queen in the left half, doubled",
        enumerator: false,
        count: |n, l| {
            let (stats, outcome, total) = mirror::count_mirror(n, l.clone());
            let mut report = Algo::Mirror.report_stats(n, (stats, outcome));
            report.solutions = total;
            Ok(report)
        },
        solve: |n, l, f| Ok(Algo::Mirror.report_stats(n, mirror::solve_mirror(n, l.clone(), f))),
        trace: Tracing::Traced(|n, l, t| {
            let problem = Bitmask::new(n).first_row(half_and_middle(n));
            let mut report = Algo::Mirror.report_stats(n, row_driver::trace(problem, l.clone(), true, t));
            // The mirror images count as solutions.
            report.solutions += u128::from(t.mirrors);
            Ok(report)
        }),
        work: Work::Nodes {
            first_row: half_and_middle,
        },
        ns_per_unit: |_| 30.0,
    },
    Approach {
        algo: Algo::Fast,
        name: "fast",
        summary: "the production counter (its nodes depend on the kernel)",
        enumerator: false,
        count: |n, _| {
            // One thread, like every other approach here, and its own
            // statistics: the partial boards its search visited.
            let options = crate::count::CountOptions {
                threads: 1,
                stats: true,
                ..crate::count::CountOptions::default()
            };
            let counted = crate::count::Counter::new(n, options)?.run()?;
            let mut report = SearchReport::bare(Algo::Fast, n, counted.total);
            report.nodes = counted.nodes.map(|v| u64::try_from(v).unwrap_or(u64::MAX));
            report.kernel = Some(counted.device.name());
            Ok(report)
        },
        solve: |n, _, f| {
            let mut all = Solutions::new(n)?;
            let (mut found, mut outcome) = (0u128, Outcome::Finished);
            while let Some(cols) = all.advance() {
                found += 1;
                if f(cols).is_break() {
                    outcome = Outcome::Stopped;
                    break;
                }
            }
            let mut report = SearchReport::bare(Algo::Fast, n, found);
            report.outcome = outcome;
            Ok(report)
        },
        trace: Tracing::Not {
            why: "its kernels keep no steps and skip the last rows as a block",
            instead: "bitmask",
        },
        work: Work::Nodes {
            first_row: half_and_middle,
        },
        // Per node of the halved tree, though it visits far fewer: about
        // a third of `mirror`'s time on one thread (AVX-512 machines).
        ns_per_unit: |_| 2.0,
    },
];

// The table is indexed by the key: entry i must be `Algo::ALL[i]`.
const _: () = {
    let mut i = 0;
    while i < APPROACHES.len() {
        assert!(APPROACHES[i].algo as usize == i && Algo::ALL[i] as usize == i);
        i += 1;
    }
};

fn rows_count<R: Rows>(algo: Algo, problem: R, limits: &Limits) -> Result<SearchReport, Error> {
    let n = problem.n();
    Ok(algo.report_stats(n, row_driver::count(problem, limits.clone())))
}

fn rows_solve<R: Rows>(
    algo: Algo,
    problem: R,
    limits: &Limits,
    f: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> Result<SearchReport, Error> {
    let n = problem.n();
    Ok(algo.report_stats(n, row_driver::solve(problem, limits.clone(), false, f)))
}

fn rows_trace<R: Rows>(
    algo: Algo,
    problem: R,
    limits: &Limits,
    tracer: &mut Tracer<'_>,
) -> Result<SearchReport, Error> {
    let n = problem.n();
    Ok(algo.report_stats(n, row_driver::trace(problem, limits.clone(), false, tracer)))
}

//! # sudoku
//!
//! Sudoku, backtracking's other classic: fill a 9×9 grid so that every row,
//! column and 3×3 box holds 1–9 once. This crate reads puzzles (a line of 81
//! cells or a printed grid), checks them, solves them and counts their
//! solutions, with a fast propagating solver and the textbook backtracker
//! beside it. The textbook one runs on the workspace's generic [`engine`],
//! so it keeps the engine's counts ([`Stats`]) and can be traced step by
//! step ([`trace()`], [`trace_events`]) in the vocabulary of the other
//! puzzles' traces.
//!
//! ```
//! let puzzle: sudoku::Grid =
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......".parse()?;
//! assert_eq!(puzzle.conflict(), None);            // the givens agree
//!
//! let solution = sudoku::solve(&puzzle).unwrap();
//! assert!(sudoku::check_solution(&puzzle, &solution).is_ok());
//! assert_eq!(sudoku::count(&puzzle, 2), 1);         // unique
//!
//! // The textbook algorithm finds the same grid, only much more slowly.
//! let easy: sudoku::Grid =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
//! let simple = sudoku::Algo::Simple.search(&easy, 2);
//! assert_eq!((simple.solutions, simple.first), (1, sudoku::solve(&easy)));
//! assert_eq!(simple.search.unwrap().stats.dead_ends, 1_371);
//!
//! // Its first steps, as a viewer gets them.
//! let (steps, _report) = sudoku::trace_events(&easy, 4);
//! assert_eq!(steps[3].to_string(), "row=0 col=3 digit=1: reject, the row has 1 at row=0 col=2  empty=50");
//! assert_eq!(steps[4].to_string(), "cut: stopped after 4 steps (max-steps)");
//!
//! // Clashing givens are named.
//! let bad: sudoku::Grid = format!("55{}", ".".repeat(79)).parse()?;
//! assert_eq!(bad.conflict().unwrap().to_string(), "two 5s in row 1 (r1c1 and r1c2)");
//! # Ok::<(), sudoku::Error>(())
//! ```
//!
//! Batches are read with [`PuzzleReader`], one puzzle at a time, so a
//! file of millions of puzzles is never held in memory.

// Unsafe code (intrinsics, loads and stores of the vector kernels) lives
// only in `mod kernels`, the one place allowed it; anywhere else it is an
// error.
#![deny(unsafe_code)]

mod error;
mod generate;
mod grid;
#[allow(unsafe_code)]
mod kernels;
mod parse;
mod peers;
mod place;
mod propagate;
mod rate;
mod report;
mod solve;
mod techniques;
pub mod textbook;
mod trace;
mod validate;
mod verdict;

/// What a traced search did: the engine's counts, how it ended, how long
/// it took (the engine's trace report, named apart from [`SolveReport`]).
pub use engine::Report as TraceReport;
pub use engine::{CancelToken, Limits, Outcome, Stats};
pub use engine::{Detail, StepKind, TraceStep};
pub use error::Error;
pub use generate::{Generated, Generator, Symmetry, UnknownSymmetry, is_minimal};
pub use grid::Grid;
pub use kernels::{Kernel, Solver, Unavailable};
pub use parse::{MAX_LINE, ParseError, Puzzle, PuzzleReader, ReadError};
pub use place::{Cell, Conflict, Unit};
pub use rate::{NODE_CAP, Rating, rate, rate_capped};
pub use report::SolveReport;
pub use solve::{Algo, UnknownAlgo, count, solve};
pub use techniques::Technique;
pub use textbook::Clash;
pub use trace::{SudokuAt, SudokuStep, trace, trace_events};
pub use validate::{SolutionError, check_solution};
pub use verdict::{Verdict, verdict};

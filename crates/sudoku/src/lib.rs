//! # sudoku
//!
//! Sudoku, backtracking's other classic: fill a 9×9 grid so that every row,
//! column and 3×3 box holds 1–9 once. This crate reads puzzles (a line of 81
//! cells or a printed grid), checks them, solves them and counts their
//! solutions, with a fast propagating solver and the textbook backtracker
//! beside it.
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
//!
//! // Clashing givens are named.
//! let bad: sudoku::Grid = format!("55{}", ".".repeat(79)).parse()?;
//! assert_eq!(bad.conflict().unwrap().to_string(), "two 5s in row 1 (r1c1 and r1c2)");
//! # Ok::<(), sudoku::Error>(())
//! ```
//!
//! Batches are read with [`PuzzleReader`], one puzzle at a time, so a
//! file of millions of puzzles is never held in memory.
#![deny(missing_docs)]

mod error;
mod grid;
mod kernels;
mod parse;
pub mod reference;
mod solve;
mod validate;

pub use error::Error;
pub use grid::{Cell, Grid};
pub use parse::{ParseError, Puzzle, PuzzleReader, ReadError};
pub use solve::{Algo, Report, count, solve};
pub use validate::{Conflict, SolutionError, Unit, check_solution};

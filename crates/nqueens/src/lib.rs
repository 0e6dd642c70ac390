//! # nqueens
//!
//! The N-Queens problem, completely: list every solution (streamed, in
//! lexicographic order), count them, reduce them to symmetry classes, check
//! a board, give one solution for huge n (by construction or local search),
//! and complete a partly filled, partly blocked board.
//!
//! A placement is written as `cols`, where `cols[r]` is the column (from 0)
//! of the queen in row r.
//!
//! ```
//! // LeetCode 51 and 52.
//! assert_eq!(nqueens::solve_n_queens(4)[0], [".Q..", "...Q", "Q...", "..Q."]);
//! assert_eq!(nqueens::total_n_queens(8), 92);
//!
//! // Stream solutions with O(n) memory.
//! let mut first = nqueens::Solutions::new(8)?;
//! assert_eq!(first.advance(), Some(&[0, 4, 7, 5, 2, 6, 1, 3][..]));
//!
//! // Classes under the 8 symmetries of the square.
//! let classes = nqueens::census(8)?;
//! assert_eq!((classes.unique(), classes.total()), (12, 92));
//!
//! // Check a placement and name the first attack.
//! let verdict = nqueens::validate(&[0, 2, 4, 1, 3]);
//! assert!(verdict.is_solution());
//!
//! // One solution for any n ≥ 4, each row's column computed on demand.
//! assert_eq!(nqueens::construct(100_000_000)?.column(0), 1);
//! assert_eq!(nqueens::huge::search(1000, 7)?.len(), 1000);
//!
//! // Complete a board: `Q` stays, `x` is blocked.
//! let puzzle: nqueens::complete::Puzzle = "..x.\n...Q\n....\n....\n".parse().expect("a board");
//! assert_eq!(nqueens::complete(&puzzle).solution, Some(vec![1, 3, 0, 2]));
//! # Ok::<(), nqueens::Error>(())
//! ```
//!
//! Past these entry points, the crate is grouped by topic:
//! - [`count`](mod@count): the production counter ([`count::Counter`] and its
//!   options, reports and methods), its work units, shards, checkpoints,
//!   verification and counting in the background;
//! - [`kernels`]: the CPU [`Kernel`]s and the [`kernels::Device`] a count
//!   runs on (a CPU kernel or the GPU), the GPU's options and the
//!   [`kernels::Unavailable`] error;
//! - [`approaches`]: the textbook approaches ([`Algo`]), their traces and
//!   the engine's limits;
//! - [`symmetry`]: the symmetries of the square, orbits and classes;
//! - [`board`]: board sizes, reading boards and writing them as rows;
//! - [`validate`](mod@validate): checking a placement and naming its attacks;
//! - [`huge`]: one solution for huge n, by construction or local search;
//! - [`complete`](mod@complete): completing a partly filled, partly blocked board;
//! - [`reference`](mod@reference): the plain counters every kernel is tested against.

// Unsafe code (intrinsics, loads and stores of the vector kernels) lives
// only in `mod kernels`, the one place allowed it; anywhere else it is an
// error.
#![deny(unsafe_code)]

// The public surface is a few modules by topic; the crate root keeps only
// the entry points a newcomer starts from (the crate example's).
pub mod approaches;
pub mod board;
pub mod complete;
mod construct;
pub mod count;
mod error;
pub mod huge;
pub(crate) mod join;
#[allow(unsafe_code)]
pub mod kernels;
mod leetcode;
mod local_search;
mod parse;
pub mod reference;
mod rng;
mod rotation_fixed;
mod solutions;
pub mod symmetry;
pub mod validate;

pub use approaches::Algo;
pub use complete::complete;
pub use count::{census, count};
pub use error::{Error, Inconsistency};
pub use huge::construct;
pub use kernels::Kernel;
pub use leetcode::{solve_n_queens, total_n_queens};
pub use solutions::Solutions;
pub use validate::validate;

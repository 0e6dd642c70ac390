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
//! assert_eq!(nqueens::search(1000, 7)?.len(), 1000);
//!
//! // Complete a board: `Q` stays, `x` is blocked.
//! let puzzle: nqueens::Puzzle = "..x.\n...Q\n....\n....\n".parse().expect("a board");
//! assert_eq!(nqueens::complete(&puzzle).solution, Some(vec![1, 3, 0, 2]));
//! # Ok::<(), nqueens::Error>(())
//! ```

// Unsafe code (intrinsics, loads and stores of the vector kernels) lives
// only in `mod kernels`, the one place allowed it; anywhere else it is an
// error.
#![deny(unsafe_code)]

pub mod approaches;
mod board;
mod classes;
mod complete;
mod construct;
mod count;
mod error;
pub(crate) mod join;
#[allow(unsafe_code)]
mod kernels;
mod leetcode;
mod local_search;
mod parse;
pub mod reference;
mod rng;
mod rotation_fixed;
mod solutions;
mod symmetry;
mod validate;

pub use approaches::{
    Algo, Attack, Estimate, Line, MAX_LEVELS_BYTES, MAX_LEVELS_N, QueensAt, QueensStep, SearchReport,
    WorkUnit, algo_names,
};
pub use board::{MAX_COUNT_N, MAX_SOLVE_N, render_board, render_row};
pub use classes::{Classes, UniqueSolutions, census_by_enumeration};
pub use complete::{
    Completion, CompletionCount, CompletionStats, MAX_COMPLETE_N, Puzzle, Square, complete, count_completions,
};
pub use construct::{Construction, ConstructionCase, MAX_CONSTRUCT_N, MAX_ONE_N, construct};
pub use count::background::{Checkpointed, Ended, Resumable, Stop, in_background};
pub use count::checkpoint::{Checkpoint, CheckpointError, Resumed, checksum};
pub use count::counter::{
    CountOptions, CountReport, Counter, JOIN_FROM, Method, PLAIN_KERNEL, RECOUNT, Tally, UnitCount,
    default_memory_budget,
};
#[cfg(any(test, feature = "fault-injection"))]
pub use count::fault::Fault;
pub use count::sample::Sample;
pub use count::shard::{MAX_SHARDS, MergeError, Merged, SHARD_SCHEME, Shard, ShardResult, merge};
pub use count::shard_file::ShardFileError;
pub use count::units::{DEFAULT_SPLIT, MAX_SPLIT, SPLIT_VERSION};
pub use count::verify::{Disagreement, MAX_SHARD_FILE, Recorded, UnitRecord, Verification};
pub use count::{census, count};
pub use engine::{CancelToken, Detail, Limits, Outcome, StepKind, TraceStep};
pub use error::Error;
pub use join::{JOIN_VERSION, MAX_JOIN_N};
pub use kernels::{Device, GpuOptions, Kernel, NO_GPU_FEATURE, Unavailable};
pub use leetcode::{solve_n_queens, total_n_queens};
pub use local_search::{MAX_SEARCH_N, SearchStats, search, search_with_stats};
pub use parse::{
    Board, BoardFormat, BoardReader, MAX_PERM_LINE, MAX_PERM_ROWS, MAX_TEXT_LINE, ParseError, ReadError,
};
pub use solutions::Solutions;
pub use symmetry::{Orbit, Symmetry, SymmetryType, canonical, orbit, orbit_size};
pub use validate::{AttackLine, Checker, Conflict, Verdict, is_solution, validate};

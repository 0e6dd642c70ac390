//! Test support shared by the workspace: the known-answer tables and the
//! Sudoku sets in `crates/testkit/data` (read from the files, never copied
//! into code), validators written independently of every solver, and
//! brute-force oracles.

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

mod data;
pub mod fuzz;
mod generate;
pub mod kernels;
mod oracle;
mod reject_order;
mod sudoku;

pub use data::{KnownClasses, KnownCount, data_dir, known_classes, known_counts, read_lines};
pub use generate::{SplitMix, blocked_board, brute_force_completions, completions_among, random_puzzle};
pub use oracle::{
    all_permutations, board_rows_to_cols, brute_force_solutions, grid_images, is_canonical,
    is_queens_solution,
};
pub use reject_order::first_failed_test;
pub use sudoku::{SUDOKU_MULTIPLE_SET, SUDOKU_UNIQUE_SETS, check_sudoku_solution, sudoku_puzzles};

//! The integration tests of `queens`: one test binary for the crate
//! (`cargo test -p queens --test it`), its subjects as modules, so
//! that the dependency tree is linked once per crate rather than once per
//! file. One subject runs with its module as the filter
//! (`cargo test -p queens --test it -- write_errors::`).

mod common;

mod approaches;
mod architecture;
mod cli;
mod conventions;
mod exit_policy;
mod forged;
mod furniture;
mod fuzz_inputs;
mod house_rules;
mod huge;
mod input_caps;
mod judge;
mod long_runs;
mod puzzles;
mod readme;
mod regions;
mod serve;
mod site;
mod sudoku;
mod sudoku_generate;
mod verify;
mod write_errors;

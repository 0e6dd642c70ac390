//! The integration tests of `sudoku`: one test binary for the crate
//! (`cargo test -p sudoku --test it`), its subjects as modules, so
//! that the dependency tree is linked once per crate rather than once per
//! file. One subject runs with its module as the filter
//! (`cargo test -p sudoku --test it -- trace_order::`).

mod blanked_grids;
mod fuzz_parsers;
mod known_sets;
mod trace_order;

//! The integration tests of `puzzles`: one test binary for the crate
//! (`cargo test -p puzzles --test it`), its subjects as modules, so
//! that the dependency tree is linked once per crate rather than once per
//! file. One subject runs with its module as the filter
//! (`cargo test -p puzzles --test it -- props::`).

mod fuzz_parsers;
mod new_puzzles;
mod props;
mod regions;

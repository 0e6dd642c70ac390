//! The integration tests of `nqueens`: one test binary for the crate
//! (`cargo test -p nqueens --test it`), its subjects as modules, so
//! that the dependency tree is linked once per crate rather than once per
//! file. One subject runs with its module as the filter
//! (`cargo test -p nqueens --test it -- symmetry_props::`).

mod approaches;
mod completion;
mod fuzz_parsers;
mod huge;
mod kernel_tester;
mod known_answers;
mod recount;
mod symmetry_props;

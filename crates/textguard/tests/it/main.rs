//! The integration tests of `textguard`: one test binary for the crate
//! (`cargo test -p textguard --test it`), its subjects as modules, so
//! that the dependency tree is linked once per crate rather than once per
//! file. One subject runs with its module as the filter
//! (`cargo test -p textguard --test it -- fuzz_lines::`).

mod fuzz_lines;

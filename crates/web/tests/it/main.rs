//! The integration tests of `web`: one test binary for the crate
//! (`cargo test -p web --test it`), its subjects as modules, so
//! that the dependency tree is linked once per crate rather than once per
//! file. One subject runs with its module as the filter
//! (`cargo test -p web --test it -- routes::`).

mod common;
mod webdriver;

mod browser;
mod browser_code;
mod browser_page;
mod i18n;
mod listings;
mod load;
mod registry;
mod routes;

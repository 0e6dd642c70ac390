//! The judge's integration tests, one test binary (`cargo test -p judge
//! --test it`): real programs in Python, C++ and Java judged as a learner's
//! would be. A missing toolchain skips its language with a `SKIPPED`
//! line, and fails the tests when `CI` is set (`.ci/run` installs
//! python3, g++ and a JDK).

mod common;

mod atlas;
mod limits;
mod solutions;

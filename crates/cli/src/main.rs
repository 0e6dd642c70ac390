//! `queens`: the command-line face of the N-Queens toolkit. Parsing and
//! dispatch are in the package's library target (`lib.rs`, which the
//! tests read the command line from); the libraries do the work.

use std::process::ExitCode;

fn main() -> ExitCode {
    queens::run(std::env::args_os().collect())
}

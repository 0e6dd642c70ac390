//! `queens`: the command-line face of the N-Queens toolkit. Parsing and
//! dispatch are in the package's library target (`lib.rs`, which the
//! tests read the command line from); the libraries do the work.

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

use std::process::ExitCode;

fn main() -> ExitCode {
    // The one place the program reads its environment: the libraries take
    // what they need as options.
    let env = queens::Environment::of_process(|name| std::env::var(name).ok());
    queens::run(std::env::args_os().collect(), &env)
}

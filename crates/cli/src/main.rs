//! `queens`: the command-line face of the N-Queens toolkit. Parsing and
//! dispatch only; the libraries do the work.

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

mod args;
mod commands;
mod exit;
mod input;
mod interrupt;
mod output;
mod progress;
mod shard_file;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let typed: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match args::Cli::try_parse_from(&typed) {
        Ok(cli) => cli,
        Err(e) => return exit::clap_error(&e, &typed),
    };
    match commands::run(cli) {
        Ok(code) => code,
        Err(e) => exit::report(&e),
    }
}

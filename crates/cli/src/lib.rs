//! The `queens` command line as a library target: `main.rs` calls [`run`],
//! and the integration tests read [`command`], so that the lists of
//! commands they cover (every command with `--json`, every one that reads
//! a FILE, …) come from the clap definition instead of being written out
//! by hand. Everything else stays private: the libraries do the work.

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

// `#[macro_use]`: the commands' own argument types (`commands::kings`)
// write their help with `help!` as `args` does.
#[macro_use]
mod args;
mod commands;
mod exit;
mod input;
mod interrupt;
mod output;
mod progress;
mod shard_file;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{CommandFactory, Parser};

/// Parses `typed` (the program's name first, as `std::env::args_os`
/// gives it) and runs the command: what the `queens` binary does.
pub fn run(typed: Vec<OsString>) -> ExitCode {
    let cli = match args::Cli::try_parse_from(&typed) {
        Ok(cli) => cli,
        Err(e) => return exit::clap_error(&e, &typed),
    };
    match commands::run(cli) {
        Ok(code) => code,
        Err(e) => exit::report(&e),
    }
}

/// The whole command line as clap defines it: every command, nested
/// ones (`sudoku rate`) as subcommands, with their arguments.
pub fn command() -> clap::Command {
    args::Cli::command()
}

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
    if let Err(e) = gpu_options_from_env() {
        return exit::report(&e);
    }
    let cli = match args::Cli::try_parse_from(&typed) {
        Ok(cli) => cli,
        Err(e) => return exit::clap_error(&e, &typed),
    };
    match commands::run(cli) {
        Ok(code) => code,
        Err(e) => exit::report(&e),
    }
}

/// The GPU kernel's tuning, from the environment: `QUEENS_GPU_ADAPTER`
/// (the first adapter whose name contains it) and `QUEENS_GPU_ROWS` (the
/// open rows of an invocation, 1 to 12). Read before the arguments:
/// parsing `--kernel gpu` opens the GPU (to refuse it where there is no
/// adapter), and the GPU opens once a process, with these options.
fn gpu_options_from_env() -> anyhow::Result<()> {
    let rows = match std::env::var("QUEENS_GPU_ROWS") {
        Ok(v) => Some(v.trim().parse::<usize>().map_err(|_| {
            exit::usage(format!(
                "QUEENS_GPU_ROWS must be a number from 1 to 12, got {v:?}"
            ))
        })?),
        Err(_) => None,
    };
    let options = nqueens::GpuOptions {
        adapter: std::env::var("QUEENS_GPU_ADAPTER").ok(),
        rows,
    };
    options
        .apply()
        .map_err(|e| exit::usage(format!("QUEENS_GPU_ROWS: {e}")))
}

/// The whole command line as clap defines it: every command, nested
/// ones (`sudoku rate`) as subcommands, with their arguments.
pub fn command() -> clap::Command {
    args::Cli::command()
}

//! The `queens` command line as a library target: `main.rs` calls [`run`],
//! and the integration tests read [`command`], so that the lists of
//! commands they cover (every command with `--json`, every one that reads
//! a FILE, …) come from the clap definition instead of being written out
//! by hand. Everything else stays private: the libraries do the work.

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

// `#[macro_use]`: the commands' own argument types (`commands::described`)
// write their help with `exit_statuses!` as `args` does.
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

/// What the program reads from its environment, read by `main.rs` alone
/// (the libraries, this one included, read none): the GPU's tuning, the
/// locale, and in test builds the faults the tests inject.
#[derive(Debug, Clone, Default)]
pub struct Environment {
    /// `QUEENS_GPU_ADAPTER`: the first GPU adapter whose name contains it.
    pub gpu_adapter: Option<String>,
    /// `QUEENS_GPU_ROWS`: the open rows of a GPU invocation, 1 to 12.
    pub gpu_rows: Option<String>,
    /// `QUEENS_GPU_LOSE_AFTER`: test builds lose the GPU after this many
    /// dispatches; release builds ignore it.
    pub gpu_lose_after: Option<String>,
    /// `QUEENS_FAULT=LABEL[@KERNEL]`: test builds count that unit wrong,
    /// to show that `verify` and `count --verify` catch a faulty kernel;
    /// release builds ignore it.
    pub fault: Option<String>,
    /// The locale's language, from `LC_ALL`, `LC_MESSAGES` or `LANG` (the
    /// first set and not empty): `queens judge`'s words.
    pub locale: Option<String>,
}

impl Environment {
    /// The variables as this process has them.
    pub fn of_process(var: impl Fn(&str) -> Option<String>) -> Environment {
        Environment {
            gpu_adapter: var("QUEENS_GPU_ADAPTER"),
            gpu_rows: var("QUEENS_GPU_ROWS"),
            gpu_lose_after: var("QUEENS_GPU_LOSE_AFTER"),
            fault: var("QUEENS_FAULT"),
            locale: ["LC_ALL", "LC_MESSAGES", "LANG"]
                .into_iter()
                .find_map(|name| var(name).filter(|v| !v.is_empty())),
        }
    }
}

/// Parses `typed` (the program's name first, as `std::env::args_os`
/// gives it) and runs the command with `env`: what the `queens` binary
/// does.
pub fn run(typed: Vec<OsString>, env: &Environment) -> ExitCode {
    if let Err(e) = gpu_options(env) {
        return exit::report(&e);
    }
    let cli = match args::Cli::try_parse_from(&typed) {
        Ok(cli) => cli,
        Err(e) => return exit::clap_error(&e, &typed, <args::Cli as clap::CommandFactory>::command),
    };
    match commands::run(cli, env) {
        Ok(code) => code,
        Err(e) => exit::report(&e),
    }
}

/// The GPU kernel's tuning: `QUEENS_GPU_ADAPTER` (the first adapter
/// whose name contains it) and `QUEENS_GPU_ROWS` (the open rows of an
/// invocation, 1 to 12). Applied before the arguments are parsed: parsing
/// `--kernel gpu` opens the GPU (to refuse it where there is no adapter),
/// and the GPU opens once a process, with these options.
fn gpu_options(env: &Environment) -> anyhow::Result<()> {
    let rows = match &env.gpu_rows {
        Some(v) => Some(v.trim().parse::<usize>().map_err(|_| {
            exit::usage(format!(
                "QUEENS_GPU_ROWS must be a number from 1 to 12, got {v:?}"
            ))
        })?),
        None => None,
    };
    let options = nqueens::kernels::GpuOptions {
        adapter: env.gpu_adapter.clone(),
        rows,
        lose_after: env.gpu_lose_after.as_deref().and_then(|v| v.trim().parse().ok()),
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

/// The described puzzles' commands ([`engine::Described`]: `kings`) with
/// their examples, so that the tests that keep a row a command take these
/// from the description instead of a row written out.
pub fn described_examples() -> Vec<(&'static str, &'static [engine::Example])> {
    commands::described_examples()
}

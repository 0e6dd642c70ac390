//! One module per command.

mod approach;
mod check;
mod classes;
mod compare;
mod complete;
mod count;
mod merge;
mod one;
mod serve;
mod solve;
mod trace;

use std::process::ExitCode;

use crate::args::{Cli, Command};

pub use one::MAX_ONE_N;

/// Runs the command the user chose.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::Count(args) => count::run(&args),
        Command::Classes(args) => classes::run(&args),
        Command::Check(args) => check::run(&args),
        Command::One(args) => one::run(&args),
        Command::Complete(args) => complete::run(&args),
        Command::Trace(args) => trace::run(&args),
        Command::Compare(args) => compare::run(&args),
        Command::Merge(args) => merge::run(&args),
        Command::Serve(args) => serve::run(&args),
    }
}

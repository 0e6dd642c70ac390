//! One module per command.

mod check;
mod classes;
mod count;
mod solve;
mod sudoku;

use std::process::ExitCode;

use crate::args::{Cli, Command};

/// Runs the command the user chose.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::Count(args) => count::run(&args),
        Command::Classes(args) => classes::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Sudoku(args) => sudoku::run(&args),
    }
}

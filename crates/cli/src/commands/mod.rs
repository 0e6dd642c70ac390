//! One module per command.

mod answers;
mod approach;
mod check;
mod classes;
mod color;
mod combination_sum;
mod compare;
mod complete;
mod completions;
mod count;
mod kings;
mod man;
mod maze;
mod merge;
mod one;
mod perms;
mod puzzle;
mod serve;
mod site;
mod solve;
mod subset_sum;
mod subsets;
mod sudoku;
mod sudoku_generate;
mod sudoku_rate;
mod tour;
mod trace;
mod verify;
mod word_search;
mod workers;

use std::process::ExitCode;

pub use kings::KingsArgs;

use crate::args::{Cli, Command};

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
        Command::Verify(args) => verify::run(&args),
        Command::Sudoku(args) => sudoku::run(&args),
        Command::Perms(args) => perms::run(&args),
        Command::Tour(args) => tour::run(&args),
        Command::SubsetSum(args) => subset_sum::run(&args),
        Command::Color(args) => color::run(&args),
        Command::Maze(args) => maze::run(&args),
        Command::Subsets(args) => subsets::run(&args),
        Command::CombinationSum(args) => combination_sum::run(&args),
        Command::WordSearch(args) => word_search::run(&args),
        Command::Kings(args) => kings::run(&args),
        Command::Serve(args) => serve::run(&args),
        Command::Site(args) => site::run(&args),
        Command::Completions(args) => completions::run(&args),
        Command::Man => man::run(),
    }
}

//! One module per command.

mod answers;
mod approach;
mod check;
mod classes;
mod compare;
mod complete;
mod completions;
mod count;
mod described;
mod judge;
mod man;
mod merge;
mod one;
mod puzzle;
mod regions;
#[cfg(feature = "serve")]
mod serve;
#[cfg(feature = "serve")]
mod site;
mod solve;
mod sudoku;
mod sudoku_batch;
mod sudoku_generate;
mod sudoku_rate;
mod trace;
mod verify;
mod workers;

use std::process::ExitCode;

use crate::args::{Cli, Command, HandCommand, PuzzleCommand};

/// Declares how the hand-written puzzle commands run, one line each:
/// `module: Variant`, the module (`commands/<module>.rs`, whose
/// `run(&Args)` runs it) and `args::HandCommand`'s variant (declared with
/// its arguments there). A described puzzle needs no line: every entry of
/// `puzzles::ALL` is a command, its arguments and help from its
/// description (`args/described.rs`), its run from [`described`].
macro_rules! puzzle_commands {
    ($($module:ident: $variant:ident),+ $(,)?) => {
        $(mod $module;)+

        /// Runs a puzzle command: a hand-written one by its module, a
        /// described one through [`described`].
        fn run_puzzle(command: &PuzzleCommand) -> anyhow::Result<ExitCode> {
            match command {
                $(PuzzleCommand::Hand(HandCommand::$variant(args)) => $module::run(args),)+
                PuzzleCommand::Described(args) => described::run(args),
            }
        }
    };
}

puzzle_commands! {
    perms: Perms,
    word_search: WordSearch,
}

/// The described puzzles' names and examples, for the tests.
pub fn described_examples() -> Vec<(&'static str, &'static [engine::Example])> {
    puzzles::ALL.iter().map(|p| (p.name(), p.examples())).collect()
}

/// Runs the command the user chose.
pub fn run(cli: Cli, env: &crate::Environment) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::Count(args) => count::run(&args, env),
        Command::Classes(args) => classes::run(&args),
        Command::Check(args) => check::run(&args),
        Command::One(args) => one::run(&args),
        Command::Complete(args) => complete::run(&args),
        Command::Trace(args) => trace::run(&args),
        Command::Compare(args) => compare::run(&args),
        Command::Judge(args) => judge::run(&args, env),
        Command::Merge(args) => merge::run(&args),
        Command::Verify(args) => verify::run(&args),
        Command::Sudoku(args) => sudoku::run(&args),
        Command::Regions(args) => regions::run(&args),
        Command::Puzzle(puzzle) => run_puzzle(&puzzle),
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::run(&args),
        #[cfg(feature = "serve")]
        Command::Site(args) => site::run(&args),
        #[cfg(not(feature = "serve"))]
        Command::Serve(_) => Err(missing_feature("queens serve", "the page server")),
        #[cfg(not(feature = "serve"))]
        Command::Site(_) => Err(missing_feature("queens site", "the page server")),
        Command::Completions(args) => completions::run(&args),
        Command::Man => man::run(),
    }
}

/// The error of a command this build left out (the light default build
/// has no page server, see crates/cli/Cargo.toml): the command stays
/// listed in `--help`, the completions and the man page, and says in one
/// line how to get a `queens` that has it. Exit status 2: like an option
/// this build lacks, it is the request that cannot be met here.
#[cfg_attr(feature = "serve", allow(dead_code))]
pub(crate) fn missing_feature(command: &str, what: &str) -> anyhow::Error {
    crate::exit::usage(format!(
        "this queens was built without {what} ({command}); install it with: \
         cargo install --path crates/cli --features full"
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_missing_feature_says_how_to_get_it() {
        let e = super::missing_feature("queens serve", "the page server");
        assert_eq!(
            e.to_string(),
            "this queens was built without the page server (queens serve); install it with: \
             cargo install --path crates/cli --features full"
        );
        assert!(e.downcast_ref::<crate::exit::UsageError>().is_some());
    }
}

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
mod sudoku_generate;
mod sudoku_rate;
mod trace;
mod verify;
mod workers;

use std::process::ExitCode;

use crate::args::{
    Cli, ColorArgs, CombinationSumArgs, Command, MazeArgs, PermsArgs, SubsetSumArgs, SubsetsArgs, TourArgs,
    WordSearchArgs,
};

/// Declares the puzzle commands from one line each. A hand-written one
/// is `module: Variant(Args)`: the module (`commands/<module>.rs`, whose
/// `run(&Args)` runs it), and [`PuzzleCommand`]'s variant, which clap
/// names in kebab case (`WordSearch`: `queens word-search`); its summary
/// and examples are its `Args` type's doc comment and `#[command(after_help
/// = help!(…))]`. After the `;`, a described puzzle is `Variant(Puzzle)`
/// alone: its arguments, help and run come from its description
/// ([`engine::Described`]) through [`described`].
macro_rules! puzzle_commands {
    ($($module:ident: $variant:ident($args:ty)),+; $($described:ident($puzzle:ty)),* $(,)?) => {
        $(mod $module;)+

        /// The puzzle commands, in the order `queens --help` lists them
        /// (flattened into [`Command`]).
        #[derive(Debug, clap::Subcommand)]
        pub enum PuzzleCommand {
            $($variant($args),)+
            $($described(described::Simple<$puzzle>),)*
        }

        impl PuzzleCommand {
            fn run(&self) -> anyhow::Result<ExitCode> {
                match self {
                    $(PuzzleCommand::$variant(args) => $module::run(args),)+
                    $(PuzzleCommand::$described(args) => described::run(args),)*
                }
            }
        }

        /// The described puzzles' names and examples, for the tests.
        pub fn described_examples() -> Vec<(&'static str, &'static [engine::Example])> {
            use engine::Described as _;
            vec![$((<$puzzle>::NAME, <$puzzle>::EXAMPLES),)*]
        }
    };
}

// The registry: a new puzzle command is its file and one line here, or,
// for a described puzzle, its line alone.
puzzle_commands! {
    perms: Perms(PermsArgs),
    tour: Tour(TourArgs),
    subset_sum: SubsetSum(SubsetSumArgs),
    color: Color(ColorArgs),
    maze: Maze(MazeArgs),
    subsets: Subsets(SubsetsArgs),
    combination_sum: CombinationSum(CombinationSumArgs),
    word_search: WordSearch(WordSearchArgs);
    Kings(puzzles::kings::Kings),
    Rooks(puzzles::rooks::Rooks),
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
        Command::Puzzle(puzzle) => puzzle.run(),
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

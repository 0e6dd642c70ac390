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

use crate::args::{Cli, ColorArgs, Command, MazeArgs, PermsArgs, TourArgs, WordSearchArgs};

/// Declares the hand-written puzzle commands from one line each:
/// `module: Variant(Args)`, the module (`commands/<module>.rs`, whose
/// `run(&Args)` runs it), and [`HandCommand`]'s variant, which clap
/// names in kebab case (`WordSearch`: `queens word-search`); its summary
/// and examples are its `Args` type's doc comment and `#[command(after_help
/// = help!(…))]`. A described puzzle needs no line: every entry of
/// `puzzles::ALL` is a command, its arguments, help and run from its
/// description ([`engine::Description`]) through [`described`].
macro_rules! puzzle_commands {
    ($($module:ident: $variant:ident($args:ty)),+ $(,)?) => {
        $(mod $module;)+

        /// The hand-written puzzle commands, in the order `queens --help`
        /// lists them.
        #[derive(Debug, clap::Subcommand)]
        pub enum HandCommand {
            $($variant($args),)+
        }

        impl HandCommand {
            fn run(&self) -> anyhow::Result<ExitCode> {
                match self {
                    $(HandCommand::$variant(args) => $module::run(args),)+
                }
            }
        }
    };
}

// The registry of the hand-written puzzle commands: each is its file and
// one line here.
puzzle_commands! {
    perms: Perms(PermsArgs),
    tour: Tour(TourArgs),
    color: Color(ColorArgs),
    maze: Maze(MazeArgs),
    word_search: WordSearch(WordSearchArgs),
}

/// The puzzle commands (flattened into [`Command`]): the hand-written
/// ones, then one for each described puzzle of `puzzles::ALL`, in its
/// order.
#[derive(Debug)]
pub enum PuzzleCommand {
    /// A hand-written one.
    Hand(HandCommand),
    /// A described one.
    Described(described::Simple),
}

impl PuzzleCommand {
    fn run(&self) -> anyhow::Result<ExitCode> {
        match self {
            PuzzleCommand::Hand(command) => command.run(),
            PuzzleCommand::Described(args) => described::run(args),
        }
    }
}

impl clap::Subcommand for PuzzleCommand {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        let cmd = HandCommand::augment_subcommands(cmd);
        puzzles::ALL
            .iter()
            .fold(cmd, |cmd, &p| cmd.subcommand(described::command(p)))
    }

    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        HandCommand::has_subcommand(name) || puzzles::find(name).is_some()
    }
}

impl clap::FromArgMatches for PuzzleCommand {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        Self::from_arg_matches_mut(&mut matches.clone())
    }

    fn from_arg_matches_mut(matches: &mut clap::ArgMatches) -> Result<Self, clap::Error> {
        if let Some(p) = matches.subcommand_name().and_then(puzzles::find)
            && let Some((_, mut sub)) = matches.remove_subcommand()
        {
            return described::Simple::from_matches(p, &mut sub).map(PuzzleCommand::Described);
        }
        HandCommand::from_arg_matches_mut(matches).map(PuzzleCommand::Hand)
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
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

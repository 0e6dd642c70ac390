//! The puzzle commands' arguments as one clap subcommand set: the
//! hand-written ones (their `Args` structs, derived), then one for each
//! described puzzle of `puzzles::ALL`, built from its description. How
//! each runs: `commands/mod.rs`.

use super::described::Simple;
use super::{PermsArgs, WordSearchArgs};

/// The hand-written puzzle commands, in the order `queens --help` lists
/// them; clap names a variant in kebab case (`WordSearch`: `queens
/// word-search`), its summary and examples are its `Args` type's doc
/// comment and `#[command(after_help = help!(…))]`. Each runs by its
/// module, named beside it in `commands/mod.rs`. (A doc comment on a
/// variant would be the command's summary instead: plain comments.)
#[derive(Debug, clap::Subcommand)]
pub enum HandCommand {
    // `queens perms`.
    Perms(PermsArgs),
    // `queens word-search`.
    WordSearch(WordSearchArgs),
}

/// The puzzle commands (flattened into [`Command`]): the hand-written
/// ones, then one for each described puzzle of `puzzles::ALL`, in its
/// order.
#[derive(Debug)]
pub enum PuzzleCommand {
    /// A hand-written one.
    Hand(HandCommand),
    /// A described one.
    Described(Simple),
}

impl clap::Subcommand for PuzzleCommand {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        let cmd = HandCommand::augment_subcommands(cmd);
        puzzles::ALL
            .iter()
            .fold(cmd, |cmd, &p| cmd.subcommand(super::described::command(p)))
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
            return Simple::from_matches(p, &mut sub).map(PuzzleCommand::Described);
        }
        HandCommand::from_arg_matches_mut(matches).map(PuzzleCommand::Hand)
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

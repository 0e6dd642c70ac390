//! Every described puzzle's command (`queens kings N K`), from its
//! description ([`engine::Described`]): one positional argument a
//! parameter, `--count`, and the puzzles' [`SearchOpts`]. The answer is
//! every answer, one a line, its numbers separated by spaces; `--count`
//! only how many; `--json` one object (`{"<answers>":[[…],…],"count":…}`,
//! or `{"count":…}`). When there is none, nothing on stdout, the
//! puzzle's reason on stderr, exit status 1; a count of 0 is an answer.

use std::fmt;
use std::io::Write;
use std::marker::PhantomData;
use std::process::ExitCode;

use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use engine::{Described, Kind, Limits, Param, Report, Value};
use textguard::quote;

use super::answers::{ListForm, ListWriter, write_count_json, write_each};
use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::SearchOpts;
use crate::exit::usage;
use crate::input::parse_size;
use crate::output::stats::{Table, Value as Cell};

/// The arguments of a described puzzle's command, built from its
/// description (clap's derive cannot: the arguments are data).
pub struct Simple<P> {
    /// One value a parameter, in order.
    values: Vec<Value>,
    /// `--count`.
    count: bool,
    search: SearchOpts,
    puzzle: PhantomData<fn() -> P>,
}

impl<P> fmt::Debug for Simple<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Simple")
            .field("values", &self.values)
            .field("count", &self.count)
            .field("search", &self.search)
            .finish()
    }
}

/// A help text as clap's derive makes one of a doc comment: without the
/// closing full stop.
fn line(text: &'static str) -> &'static str {
    text.strip_suffix('.').unwrap_or(text)
}

/// Reads a parameter's value: a board side as every command reads its
/// N; a whole number against the most any problem takes (the
/// description's `build` checks it against the values before it); any
/// other kind as the description reads it.
fn parse(param: &'static Param, s: &str) -> Result<Value, String> {
    let (name, min, max) = match param.kind {
        Kind::Size { min, max } => return parse_size(s, min, max).map(Value::Size),
        Kind::Number { min, max, .. } => (param.name, min, max),
        _ => return param.read(s, &[]).map_err(|e| e.to_string()),
    };
    let t = s.trim();
    match t.parse::<i128>() {
        Ok(v) if (min as i128..=max as i128).contains(&v) => Ok(Value::Number(v as usize)),
        // A number is shown as it is, anything else quoted (as for N).
        Ok(_) => Err(format!("{name} must be an integer from {min} to {max}, got {t}")),
        Err(_) => Err(format!(
            "{name} must be an integer from {min} to {max}, got {}",
            quote(s)
        )),
    }
}

impl<P: Described> Args for Simple<P> {
    fn augment_args(cmd: Command) -> Command {
        let mut cmd = cmd;
        for param in P::PARAMS {
            cmd = cmd.arg(
                Arg::new(param.name)
                    .value_name(param.name.to_uppercase())
                    .required(true)
                    .action(ArgAction::Set)
                    .value_parser(move |s: &str| parse(param, s))
                    .allow_negative_numbers(true)
                    .help(line(param.help)),
            );
        }
        cmd = cmd.arg(
            Arg::new("count")
                .long("count")
                .action(ArgAction::SetTrue)
                .help(format!("Print only how many {} there are", P::ANSWERS)),
        );
        let examples: String = P::EXAMPLES
            .iter()
            .filter(|e| e.answers)
            .map(|e| format!("  queens {} {}\n", P::NAME, e.args))
            .collect();
        SearchOpts::augment_args(cmd)
            .about(line(P::SUMMARY))
            .long_about(None)
            .after_help(format!("Examples:\n{examples}\n{}", exit_statuses!()))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl<P: Described> FromArgMatches for Simple<P> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Self::from_arg_matches_mut(&mut matches.clone())
    }

    fn from_arg_matches_mut(matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        let values = P::PARAMS
            .iter()
            .map(|p| {
                matches
                    .remove_one::<Value>(p.name)
                    .ok_or_else(|| clap::Error::raw(clap::error::ErrorKind::MissingRequiredArgument, p.name))
            })
            .collect::<Result<_, _>>()?;
        Ok(Simple {
            values,
            count: matches.remove_one::<bool>("count").unwrap_or(false),
            search: SearchOpts::from_arg_matches_mut(matches)?,
            puzzle: PhantomData,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

pub fn run<P: Described>(args: &Simple<P>) -> anyhow::Result<ExitCode> {
    let puzzle = P::build(&args.values).map_err(|e| usage(e.to_string()))?;
    puzzle::run(&args.search, &SimpleRun { args, puzzle })
}

struct SimpleRun<'a, P> {
    args: &'a Simple<P>,
    puzzle: P,
}

impl<P: Described> PuzzleRun for SimpleRun<'_, P> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        t.text("puzzle", P::TITLE.to_lowercase());
        for (param, value) in P::PARAMS.iter().zip(&self.args.values) {
            match value.number() {
                Some(v) => t.row(param.label, Cell::Int(v as u128)),
                None => t.text(param.label, value.to_string()),
            };
        }
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self
            .puzzle
            .trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        // A description's ranges keep every search short (kings: fewer
        // than 13 million placements on a 7×7 board): no step limit.
        if self.args.count {
            let (count, report) = self.puzzle.count(&Limits::none());
            if answer.json {
                write_count_json(answer.out, count, answer.stats.of(&report, &Table::new()))?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let form = if answer.json {
            ListForm::Json(P::ANSWERS)
        } else {
            ListForm::Text
        };
        let mut writer = ListWriter::new(answer.out, form);
        let report = write_each(&mut writer, |f| self.puzzle.answers(&Limits::none(), f))?;
        if writer.written() == 0 {
            return Ok(Solved::none(report, self.puzzle.no_answer()));
        }
        writer.finish(answer.stats.of(&report, &Table::new()))?;
        Ok(Solved::found(report))
    }
}

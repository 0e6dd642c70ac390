//! Every described puzzle's command (`queens kings N K`), one for each
//! entry of the library's list (`puzzles::ALL`), from its description
//! ([`engine::Description`]): one positional argument a
//! parameter, `--count`, and the puzzles' [`SearchOpts`]. The answer is
//! every answer, one a line, its numbers separated by spaces; `--count`
//! only how many; `--json` one object (`{"<answers>":[[…],…],"count":…}`,
//! or `{"count":…}`). When there is none, nothing on stdout, the
//! puzzle's reason on stderr, exit status 1; a count of 0 is an answer.

use std::fmt;
use std::io::Write;
use std::process::ExitCode;

use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use engine::{Description, Kind, Limits, Param, Report, Value};
use textguard::quote;

use super::answers::{ListForm, ListWriter, write_count_json, write_each};
use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::SearchOpts;
use crate::args::parse_size;
use crate::exit::usage;
use crate::output::stats::{Table, Value as Cell};

/// The arguments of a described puzzle's command, built from its
/// description (clap's derive cannot: the arguments are data).
pub struct Simple {
    puzzle: &'static dyn Description,
    /// One value a parameter, in order.
    values: Vec<Value>,
    /// `--count`.
    count: bool,
    search: SearchOpts,
}

impl fmt::Debug for Simple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Simple")
            .field("puzzle", &self.puzzle.name())
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

/// The command of the described puzzle `p`.
pub fn command(p: &'static dyn Description) -> Command {
    let mut cmd = Command::new(p.name());
    for param in p.params() {
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
            .help(format!("Print only how many {} there are", p.answers_noun())),
    );
    let examples: String = p
        .examples()
        .iter()
        .filter(|e| e.answers)
        .map(|e| format!("  queens {} {}\n", p.name(), e.args))
        .collect();
    SearchOpts::augment_args(cmd)
        .about(line(p.summary()))
        .long_about(None)
        .after_help(format!("Examples:\n{examples}\n{}", exit_statuses!()))
}

impl Simple {
    /// The arguments of the described puzzle `p` as clap matched them.
    pub fn from_matches(p: &'static dyn Description, matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        let values = p
            .params()
            .iter()
            .map(|param| {
                matches.remove_one::<Value>(param.name).ok_or_else(|| {
                    clap::Error::raw(clap::error::ErrorKind::MissingRequiredArgument, param.name)
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Simple {
            puzzle: p,
            values,
            count: matches.remove_one::<bool>("count").unwrap_or(false),
            search: SearchOpts::from_arg_matches_mut(matches)?,
        })
    }
}

pub fn run(args: &Simple) -> anyhow::Result<ExitCode> {
    args.puzzle
        .check(&args.values)
        .map_err(|e| usage(e.to_string()))?;
    puzzle::run(&args.search, &SimpleRun { args })
}

struct SimpleRun<'a> {
    args: &'a Simple,
}

impl PuzzleRun for SimpleRun<'_> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        t.text("puzzle", self.args.puzzle.title().to_lowercase());
        for (param, value) in self.args.puzzle.params().iter().zip(&self.args.values) {
            match value.number() {
                Some(v) => t.row(param.label, Cell::Int(v as u128)),
                None => t.text(param.label, value.to_string()),
            };
        }
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        let (puzzle, values) = (self.args.puzzle, &self.args.values);
        Ok(puzzle.trace(values, &Limits::max_steps(max_steps), &mut |s| writer.step_any(s))?)
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        // A description's ranges keep every search short (kings: fewer
        // than 13 million placements on a 7×7 board): no step limit.
        if self.args.count {
            let (puzzle, values) = (self.args.puzzle, &self.args.values);
            let (count, report) = puzzle.count(values, &Limits::none())?;
            if answer.json {
                write_count_json(answer.out, count, answer.stats.of(&report, &Table::new()))?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let form = if answer.json {
            ListForm::Json(self.args.puzzle.answers_noun())
        } else {
            ListForm::Text
        };
        let mut writer = ListWriter::new(answer.out, form);
        let (puzzle, values) = (self.args.puzzle, &self.args.values);
        let mut none = None;
        // The values were checked before the run: a refusal here is a
        // library's change of mind, reported as an error, not a panic.
        let mut refused = None;
        let report = write_each(&mut writer, |f| {
            match puzzle.answers(values, &Limits::none(), f) {
                Ok((report, why)) => {
                    none = why;
                    report
                }
                Err(e) => {
                    refused = Some(e);
                    Report::default()
                }
            }
        })?;
        if let Some(e) = refused {
            return Err(usage(e.to_string()));
        }
        if let Some(why) = none.filter(|_| writer.written() == 0) {
            return Ok(Solved::none(report, why));
        }
        writer.finish(answer.stats.of(&report, &Table::new()))?;
        Ok(Solved::found(report))
    }
}

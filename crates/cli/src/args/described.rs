//! The arguments of every described puzzle's command (`queens kings N K`,
//! `echo 1 2 2 | queens subsets`), one for each entry of the library's
//! list (`puzzles::ALL`), built from its description
//! ([`engine::Description`]): a positional argument or a `--name` option
//! a parameter, as it is [`Written`] (the input as the positional
//! `[FILE]`, read whole from it or stdin by the command), `--count`, and
//! the LeetCode puzzles' [`AnswerOpts`] (`--format text|leetcode` and the
//! [`crate::args::SearchOpts`]). How they run and what they print:
//! `commands/described.rs`.

use std::fmt;
use std::path::PathBuf;

use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use engine::{Description, Kind, Param, Value, Written};
use textguard::quote;

use super::{AnswerOpts, SearchOpts, parse_size};

/// A parameter's value as the command line gave it.
#[derive(Debug)]
pub enum Given {
    /// Read already (a positional argument, an option).
    Value(Value),
    /// The input, to read from this FILE (none or `-`: stdin).
    File(Option<PathBuf>),
    /// The input's values given as arguments (or the one argument names
    /// its FILE: the command tells).
    Inline(Vec<String>),
}

/// The arguments of a described puzzle's command, built from its
/// description (clap's derive cannot: the arguments are data).
pub struct Simple {
    /// The puzzle.
    pub puzzle: &'static dyn Description,
    /// One a parameter, in order.
    pub given: Vec<Given>,
    /// `--count`.
    pub count: bool,
    /// The answer's form and the search options.
    pub answer: AnswerOpts,
}

impl fmt::Debug for Simple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Simple")
            .field("puzzle", &self.puzzle.name())
            .field("given", &self.given)
            .field("count", &self.count)
            .field("answer", &self.answer)
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
/// description's `build` checks it against the values before it), named
/// as the hand-written commands name an option's (`the target must be
/// …, got '0'`) when it is one; any other kind as the description reads
/// it.
fn parse(param: &'static Param, s: &str) -> Result<Value, String> {
    let (name, min, max) = match param.kind {
        Kind::Size { min, max } => return parse_size(s, min, max).map(Value::Size),
        Kind::Number { min, max, .. } => (param.name, min, max),
        _ => return param.read(s, &[]).map_err(|e| e.to_string()),
    };
    let t = s.trim();
    let option = param.written == Written::Option;
    match t.parse::<i128>() {
        Ok(v) if (i128::from(min)..=i128::from(max)).contains(&v) => Ok(Value::Number(v as u64)),
        // A number is shown as it is, anything else quoted (as for N).
        Ok(_) if !option => Err(format!("{name} must be an integer from {min} to {max}, got {t}")),
        _ if option => Err(format!(
            "the {name} must be an integer from {min} to {max}, got {}",
            quote(s)
        )),
        _ => Err(format!(
            "{name} must be an integer from {min} to {max}, got {}",
            quote(s)
        )),
    }
}

/// The argument of one parameter, as it is [`Written`].
fn argument(param: &'static Param) -> Arg {
    let arg = Arg::new(param.name).help(line(param.help));
    match (param.written, param.kind) {
        (Written::Positional, _) => arg
            .value_name(param.name.to_uppercase())
            .required(true)
            .action(ArgAction::Set)
            .value_parser(move |s: &str| parse(param, s))
            .allow_negative_numbers(true),
        (Written::Option, Kind::Flag) => arg.long(param.name).action(ArgAction::SetTrue),
        (Written::Option | Written::Optional, _) => arg
            .long(param.name)
            .value_name(match param.kind {
                Kind::Square { .. } => "R,C".to_owned(),
                _ => param.name[..1].to_uppercase(),
            })
            .required(param.written == Written::Option)
            .action(ArgAction::Set)
            .value_parser(move |s: &str| parse(param, s))
            .allow_negative_numbers(true),
        (Written::Input, _) => arg
            .value_name("FILE")
            .action(ArgAction::Set)
            .value_parser(clap::value_parser!(PathBuf)),
        (Written::InputOrInline, _) => arg
            .value_name(format!("{}|FILE", param.name.to_uppercase()))
            .num_args(0..)
            .action(ArgAction::Append)
            .allow_negative_numbers(true),
    }
}

/// The command of the described puzzle `p`: a puzzle that draws its one
/// answer (the maze) has no `--count` and no `--format`, only the
/// [`SearchOpts`].
pub fn command(p: &'static dyn Description) -> Command {
    let mut cmd = Command::new(p.name());
    for param in p.params() {
        cmd = cmd.arg(argument(param));
    }
    if !p.draws() {
        cmd = cmd.arg(
            Arg::new("count")
                .long("count")
                .action(ArgAction::SetTrue)
                .help(format!("Print only how many {} there are", p.answers_noun())),
        );
    }
    let examples: String = p
        .examples()
        .iter()
        .filter(|e| e.answers)
        .map(|e| {
            let pipe = if e.stdin.is_empty() {
                String::new()
            } else if e.stdin.contains('\n') {
                // Rows: as `printf` writes them.
                format!("printf '{}' | ", e.stdin.replace('\n', "\\n"))
            } else {
                format!("echo {} | ", e.stdin)
            };
            let args = if e.args.is_empty() {
                String::new()
            } else {
                format!(" {}", e.args)
            };
            format!("  {pipe}queens {}{args}\n", p.name())
        })
        .collect();
    let cmd = if p.draws() {
        SearchOpts::augment_args(cmd)
    } else {
        AnswerOpts::augment_args(cmd)
    };
    cmd.about(line(p.summary()))
        .long_about(None)
        .after_help(format!("Examples:\n{examples}\n{}", exit_statuses!()))
}

impl Simple {
    /// The arguments of the described puzzle `p` as clap matched them.
    pub fn from_matches(p: &'static dyn Description, matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        let missing = |name: &str| clap::Error::raw(clap::error::ErrorKind::MissingRequiredArgument, name);
        let given = p
            .params()
            .iter()
            .map(|param| match (param.written, param.kind) {
                (Written::Input, _) => Ok(Given::File(matches.remove_one::<PathBuf>(param.name))),
                (Written::InputOrInline, _) => Ok(Given::Inline(
                    matches
                        .remove_many::<String>(param.name)
                        .map(Iterator::collect)
                        .unwrap_or_default(),
                )),
                (Written::Option, Kind::Flag) => Ok(Given::Value(Value::Flag(
                    matches.remove_one::<bool>(param.name).unwrap_or(false),
                ))),
                // Left out: its default, which needs no value before it
                // (`1,1` is a square of every board).
                (Written::Optional, _) => match matches.remove_one::<Value>(param.name) {
                    Some(value) => Ok(Given::Value(value)),
                    None => param
                        .read(param.default, &[])
                        .map(Given::Value)
                        .map_err(|e| clap::Error::raw(clap::error::ErrorKind::InvalidValue, e)),
                },
                _ => matches
                    .remove_one::<Value>(param.name)
                    .map(Given::Value)
                    .ok_or_else(|| missing(param.name)),
            })
            .collect::<Result<_, _>>()?;
        let answer = if p.draws() {
            AnswerOpts {
                search: SearchOpts::from_arg_matches_mut(matches)?,
                format: None,
            }
        } else {
            AnswerOpts::from_arg_matches_mut(matches)?
        };
        Ok(Simple {
            puzzle: p,
            given,
            // A puzzle that draws its answer has no `--count` to ask.
            count: !p.draws() && matches.remove_one::<bool>("count").unwrap_or(false),
            answer,
        })
    }
}

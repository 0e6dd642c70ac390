//! Running every described puzzle's command (`queens kings N K`, `echo 1 2 2 |
//! queens subsets`, `queens maze FILE`), one for each entry of the library's list
//! (`puzzles::ALL`), from its description ([`engine::Description`]): a
//! positional argument or a `--name` option a parameter, as it is
//! [`Written`] (the input as the positional `[FILE]`, read whole from it
//! or stdin), `--count`, and the LeetCode puzzles' [`AnswerOpts`]
//! (`--format text|leetcode` and the [`crate::args::SearchOpts`]). The
//! answer is every answer, one a line, its numbers separated by spaces;
//! with `--format leetcode` one JSON list of lists; `--count` only how
//! many; `--json` one object (`{"<answers>":[[…],…],"count":…}`, or
//! `{"count":…}`). A puzzle that draws its one answer (the maze) prints
//! the drawing, and with `--json` its own object. When there is none,
//! nothing on stdout (LeetCode's form: `[]`), the puzzle's reason on
//! stderr, exit status 1; a count of 0 is an answer.
//!
//! Its arguments are built from the description in `args/described.rs`.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use engine::{Kind, Limits, Param, ParamError, Report, Value};

use super::answers::{ListForm, ListWriter, check_limit, solve_limits, write_count_json, write_each};
use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::{Given, Simple};
use crate::exit::usage;
use crate::input::read_all;
use crate::output::errln;
use crate::output::stats::{Table, Value as Cell};

/// The most input read from a FILE or stdin: the lists take little, but
/// spacing and line ends are free.
const MAX_INPUT: u64 = 1 << 20;

/// The most input read for `param`: text rows as many as it takes, each
/// with a `\r\n` line end; anything else [`MAX_INPUT`].
fn max_input(param: &Param) -> u64 {
    match param.kind {
        Kind::Grid { max_rows, max_cols } => (max_rows as u64) * (max_cols as u64 + 2),
        _ => MAX_INPUT,
    }
}

/// The input's text: its values given as arguments, or the FILE (`-` or
/// none: stdin) that the one argument names when it does not start like
/// a number (a digit, or a sign and a digit); and whether it was given
/// as arguments.
fn input_text(param: &Param, given: &Given) -> anyhow::Result<(String, bool)> {
    let what = format!("the {}", param.name);
    let numeric = |s: &str| {
        let s = s.trim_start();
        let s = s.strip_prefix(['-', '+']).unwrap_or(s);
        s.starts_with(|c: char| c.is_ascii_digit())
    };
    let file = match given {
        Given::File(path) => path.as_deref(),
        Given::Inline(args) => match args.as_slice() {
            [] => None,
            [one] if !numeric(one) => Some(Path::new(one.as_str())),
            _ => return Ok((args.join(" "), true)),
        },
        Given::Value(_) => unreachable!("the input is read from a file or its arguments"),
    };
    let max = max_input(param);
    Ok((read_all(file, max, max, &what)?, false))
}

/// A refusal of the values, in the CLI's words: about the input, without
/// the parameter's name (the input has none on the command line but its
/// file), and for values given as arguments without a place in a text.
fn refusal(params: &[Param], e: &ParamError, inline: bool) -> anyhow::Error {
    let input = params.iter().any(|p| p.name == e.name() && p.written.is_input());
    if !input {
        return usage(e.to_string());
    }
    let message = e.unnamed();
    match (inline, message.split_once(": ")) {
        // Arguments have no lines: the message without its place.
        (true, Some((place, rest))) if place.starts_with("line ") => usage(rest.to_owned()),
        _ => usage(message),
    }
}

pub fn run(args: &Simple) -> anyhow::Result<ExitCode> {
    // The flags are checked before any input is read.
    let opts = args.answer.search()?;
    let params = args.puzzle.params();
    let mut values = Vec::with_capacity(params.len());
    let mut inline = false;
    for (param, given) in params.iter().zip(&args.given) {
        let value = match given {
            Given::Value(v) => v.clone(),
            _ => {
                let (text, args_given) = input_text(param, given)?;
                inline = args_given;
                param
                    .read(&text, &values)
                    .map_err(|e| refusal(params, &e, inline))?
            }
        };
        values.push(value);
    }
    args.puzzle
        .check(&values)
        .map_err(|e| refusal(params, &e, inline))?;
    puzzle::run(opts, &SimpleRun { args, values })
}

struct SimpleRun<'a> {
    args: &'a Simple,
    /// One value a parameter, in order.
    values: Vec<Value>,
}

impl PuzzleRun for SimpleRun<'_> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        // The command's name, as the hand-written commands write theirs
        // (`subset-sum`, `combination-sum`), not the title in words.
        t.text("puzzle", self.args.puzzle.name());
        let (puzzle, values) = (self.args.puzzle, &self.values);
        let own = puzzle.rows(values).unwrap_or_default();
        // A flag's `true` says little, and rows of text are too many:
        // their row, if any, is the puzzle's own (a maze's size).
        let rows = puzzle.params().iter().zip(values);
        let rows = rows.filter(|(_, v)| !matches!(v, Value::Flag(_) | Value::Grid(_)));
        let rows = rows.map(|(p, v)| (p.label, v));
        for (label, value) in rows.chain(own.iter().map(|(l, v)| (*l, v))) {
            match value {
                // A list by its length: the numbers themselves can be many.
                Value::Numbers(list) => t.row(label, Cell::Int(list.len() as u128)),
                _ => match value.number() {
                    Some(v) => t.row(label, Cell::Int(v.into())),
                    None => t.text(label, value.to_string()),
                },
            };
        }
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        let (puzzle, values) = (self.args.puzzle, &self.values);
        Ok(puzzle.trace(values, &Limits::max_steps(max_steps), &mut |s| writer.step_any(s))?)
    }

    /// A problem ruled out without a search traces no step: why, on
    /// stderr (a closed tour of an odd board).
    fn after_trace(&self) -> anyhow::Result<()> {
        if let Some(why) = self.args.puzzle.ruled_out(&self.values)? {
            errln!("{why}")?;
        }
        Ok(())
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        let (puzzle, values) = (self.args.puzzle, &self.values);
        // A description's ranges keep most searches short (kings: fewer
        // than 13 million placements on a 7×7 board): no step limit. One
        // that can explode is counted first within the limit for solving
        // (nothing written when it hits it), then listed: the same walk,
        // which ends.
        let counted = if puzzle.explosive() {
            let (count, report) = puzzle.count(values, &solve_limits())?;
            check_limit(&report, puzzle.answers_noun())?;
            Some((count, report))
        } else {
            None
        };
        if puzzle.draws() {
            return draw(puzzle, values, answer);
        }
        if self.args.count {
            let (count, report) = match counted {
                Some(counted) => counted,
                None => puzzle.count(values, &Limits::none())?,
            };
            if answer.json {
                write_count_json(answer.out, count, answer.stats.of(&report, &Table::new()))?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let leetcode = self.args.answer.leetcode();
        let form = if answer.json {
            ListForm::Json(puzzle.answers_noun())
        } else if leetcode {
            ListForm::Leetcode
        } else {
            ListForm::Text
        };
        let mut writer = ListWriter::new(answer.out, form);
        let (mut none, mut rows) = (None, Vec::new());
        // The values were checked before the run: a refusal here is a
        // library's change of mind, reported as an error, not a panic.
        let mut refused = None;
        let report = write_each(&mut writer, |f| {
            match puzzle.answered(values, &Limits::none(), f) {
                Ok(answered) => {
                    (none, rows) = (answered.none, answered.rows);
                    answered.report
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
        let none = none.filter(|_| writer.written() == 0);
        let rows = table(&rows);
        // With none, only LeetCode's form has an answer to write: `[]`.
        if none.is_none() || leetcode {
            writer.finish(answer.stats.of(&report, &rows))?;
        }
        let solved = match none {
            Some(why) => Solved::none(report, why),
            None => Solved::found(report),
        };
        Ok(solved.with_rows(rows))
    }
}

/// The one answer of a puzzle that draws it (the maze): the drawing, or
/// with `--json` the puzzle's object; its own `--stats` rows after the
/// search's.
fn draw(
    puzzle: &dyn engine::Description,
    values: &[Value],
    answer: &mut Answer<'_>,
) -> anyhow::Result<Solved> {
    let mut first = None;
    let answered = puzzle.answered(values, &Limits::none(), &mut |found| {
        first = Some(found.to_vec());
        std::ops::ControlFlow::Break(())
    })?;
    let (report, mut rows) = (answered.report, answered.rows);
    let drawn = match first {
        Some(found) => puzzle.draw(values, &found)?,
        None => None,
    };
    let Some(drawn) = drawn else {
        let why = answered
            .none
            .unwrap_or_else(|| format!("no {}", puzzle.answers_noun()));
        return Ok(Solved::none(report, why).with_rows(table(&rows)));
    };
    rows.extend(drawn.rows);
    let rows = table(&rows);
    if answer.json {
        answer.json_line(drawn.json, &report, &rows)?;
    } else {
        answer.out.write_all(drawn.text.as_bytes())?;
    }
    Ok(Solved::found(report).with_rows(rows))
}

/// A puzzle's own rows of the `--stats` table, as the table takes them.
fn table(rows: &[(&'static str, Value)]) -> Table {
    let mut table = Table::new();
    for (label, value) in rows {
        match value.number() {
            Some(v) => table.row(label, Cell::Int(v.into())),
            None => table.text(label, value.to_string()),
        };
    }
    table
}

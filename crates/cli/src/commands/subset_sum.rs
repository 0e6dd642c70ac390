//! `queens subset-sum --target T NUMBERS…`: the subsets of the numbers
//! that add up to T, one a line (numbers ascending, separated by spaces;
//! the empty subset, when T is 0, as an empty line), or their number with
//! `--count`. Equal numbers are copies of one value: each distinct subset
//! is listed once. With `--json`, one object: `subsets` (lists) and
//! `count`, or with `--count` only `count`. When there is none: nothing
//! on stdout, `no subset: …` on stderr, exit status 1 (a count of 0 is an
//! answer). The numbers come as arguments, or from a FILE or stdin.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use puzzles::subset_sum::SubsetSum;
use puzzles::{Limits, Puzzle, Report};

use super::answers::{ListForm, ListWriter, write_count_json, write_each};
use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::SubsetSumArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::stats::{Table, Value};

/// The most input read: 10,000 numbers of 16 digits, spaced freely.
const MAX_INPUT: u64 = 1 << 20;

pub fn run(args: &SubsetSumArgs) -> anyhow::Result<ExitCode> {
    // The flags are checked before any input is read.
    args.search.check()?;
    let numbers = numbers(&args.numbers)?;
    let given = numbers.len();
    let problem = SubsetSum::new(numbers, args.target).map_err(|e| usage(e.to_string()))?;
    puzzle::run(&args.search, &SubsetRun { args, given, problem })
}

/// The numbers: the arguments, or with one argument that does not start
/// like a number (a digit, or a sign and a digit), the file it names
/// (`-` or no argument: stdin).
fn numbers(args: &[String]) -> anyhow::Result<Vec<u64>> {
    let numeric = |s: &str| {
        let s = s.trim_start();
        let s = s.strip_prefix(['-', '+']).unwrap_or(s);
        s.starts_with(|c: char| c.is_ascii_digit())
    };
    let file = match args {
        [] => None,
        [one] if !numeric(one) => Some(Path::new(one.as_str())),
        _ => {
            let text = args.join(" ");
            return puzzles::subset_sum::parse_subset_numbers(&text).map_err(|e| match e {
                // Arguments have no lines: the message without its place.
                puzzles::Error::Parse { message, .. } => usage(message),
                e => usage(e.to_string()),
            });
        }
    };
    let file = file.filter(|p| p.as_os_str() != "-");
    let text = read_all(file, MAX_INPUT, MAX_INPUT, "the numbers")?;
    puzzles::subset_sum::parse_subset_numbers(&text).map_err(|e| usage(e.to_string()))
}

struct SubsetRun<'a> {
    args: &'a SubsetSumArgs,
    given: usize,
    problem: SubsetSum,
}

impl PuzzleRun for SubsetRun<'_> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        t.text("puzzle", "subset-sum")
            .row("numbers", Value::Int(self.given as u128))
            .row("target", Value::Int(self.args.target.into()));
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self
            .problem
            .trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        if self.args.count {
            let (count, report) = self.problem.count(&Limits::none());
            if answer.json {
                let stats = answer.stats.of(&report, &Table::new());
                write_count_json(answer.out, count, stats)?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let json = answer.json;
        let form = if json {
            ListForm::Json("subsets")
        } else {
            ListForm::Text
        };
        let mut writer = ListWriter::new(answer.out, form);
        let report = write_each(&mut writer, |f| self.problem.each(&Limits::none(), f))?;
        if writer.written() == 0 {
            return Ok(Solved::none(
                report,
                format!(
                    "no subset: none of the numbers' subsets adds up to {}",
                    self.args.target
                ),
            ));
        }
        let stats = answer.stats.of(&report, &Table::new()).filter(|_| json);
        writer.finish(stats)?;
        Ok(Solved::found(report))
    }
}

//! `queens subsets [FILE|-]`: every distinct subset of the numbers, once
//! (LeetCode 78, and 90 when numbers repeat), one a line (numbers
//! ascending, separated by spaces; the empty subset as an empty line), in
//! lexicographic order; with `--format leetcode` one JSON list of lists;
//! `--count` only how many; `--json` one object (see [`super::answers`]).
//! There is always an answer: the empty subset.

use std::io::Write;
use std::process::ExitCode;

use puzzles::subsets::Subsets;
use puzzles::{Limits, Puzzle, Report};

use super::answers::{ListForm, ListWriter, write_count_json, write_each};
use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::SubsetsArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::stats::{Table, Value};

/// The most input read: 20 numbers need little, but spacing and line
/// ends are free.
const MAX_INPUT: u64 = 1 << 20;

pub fn run(args: &SubsetsArgs) -> anyhow::Result<ExitCode> {
    let opts = args.answer.search()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_INPUT, "the numbers")?;
    let numbers = puzzles::parse_numbers(&text).map_err(|e| usage(e.to_string()))?;
    let given = numbers.len();
    let problem = Subsets::new(numbers).map_err(|e| usage(e.to_string()))?;
    puzzle::run(opts, &SubsetsRun { args, given, problem })
}

struct SubsetsRun<'a> {
    args: &'a SubsetsArgs,
    given: usize,
    problem: Subsets,
}

impl PuzzleRun for SubsetsRun<'_> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        t.text("puzzle", "subsets")
            .row("numbers", Value::Int(self.given as u128))
            .row("distinct", Value::Int(self.problem.values().len() as u128));
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self
            .problem
            .trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        // At most 2^20 subsets: no step limit needed.
        if self.args.count {
            let (count, report) = self.problem.count(&Limits::none());
            if answer.json {
                write_count_json(answer.out, count, answer.stats.of(&report, &Table::new()))?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let form = if answer.json {
            ListForm::Json("subsets")
        } else if self.args.answer.leetcode() {
            ListForm::Leetcode
        } else {
            ListForm::Text
        };
        let mut writer = ListWriter::new(answer.out, form);
        let report = write_each(&mut writer, |f| self.problem.each(&Limits::none(), f))?;
        writer.finish(answer.stats.of(&report, &Table::new()))?;
        Ok(Solved::found(report))
    }
}

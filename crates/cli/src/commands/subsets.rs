//! `queens subsets [FILE|-]`: every distinct subset of the numbers, once
//! (LeetCode 78, and 90 when numbers repeat), one a line (numbers
//! ascending, separated by spaces; the empty subset as an empty line), in
//! lexicographic order; with `--format leetcode` one JSON list of lists;
//! `--count` only how many; `--json` one object (see [`super::answers`]).
//! There is always an answer: the empty subset.

use std::io::Write;
use std::process::ExitCode;

use puzzles::{Limits, Report, Subsets};

use super::answers::{ListForm, ListWriter, write_count_json, write_each};
use super::puzzle::{self, Out, Rows, Search, Tracer};
use crate::args::SubsetsArgs;
use crate::exit::usage;
use crate::input::read_all;

/// The most input read: 20 numbers need little, but spacing and line
/// ends are free.
const MAX_INPUT: u64 = 1 << 20;

pub fn run(args: &SubsetsArgs) -> anyhow::Result<ExitCode> {
    let opts = args.answer.search()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_INPUT, "the numbers")?;
    let numbers = puzzles::parse_numbers(&text).map_err(|e| usage(e.to_string()))?;
    let given = numbers.len();
    let problem = Subsets::new(numbers).map_err(|e| usage(e.to_string()))?;
    puzzle::run(&opts, &SubsetsSearch { args, given, problem })
}

struct SubsetsSearch<'a> {
    args: &'a SubsetsArgs,
    given: usize,
    problem: Subsets,
}

impl Search for SubsetsSearch<'_> {
    fn rows(&self) -> Rows {
        vec![
            ("puzzle", "subsets".to_owned()),
            ("numbers", self.given.to_string()),
            ("distinct", self.problem.values().len().to_string()),
        ]
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self
            .problem
            .trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, out: &mut Out, _rows: &mut Rows) -> anyhow::Result<(ExitCode, Report)> {
        // At most 2^20 subsets: no step limit needed.
        let answer = &self.args.answer;
        if self.args.count {
            let (count, report) = self.problem.count(&Limits::none());
            if answer.json {
                write_count_json(out, count, &report)?;
            } else {
                writeln!(out, "{count}")?;
            }
            return Ok((ExitCode::SUCCESS, report));
        }
        let form = if answer.json {
            ListForm::Json("subsets")
        } else if answer.leetcode() {
            ListForm::Leetcode
        } else {
            ListForm::Text
        };
        let mut writer = ListWriter::new(out, form);
        let report = write_each(&mut writer, |f| self.problem.each(&Limits::none(), f))?;
        writer.finish(&report)?;
        Ok((ExitCode::SUCCESS, report))
    }
}

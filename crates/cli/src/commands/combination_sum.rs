//! `queens combination-sum --target T [--once] [FILE|-]`: the
//! combinations of the candidates that add up to T, each candidate any
//! number of times (LeetCode 39) or, with `--once`, each given number at
//! most once (LeetCode 40); one a line (numbers ascending, separated by
//! spaces) in lexicographic order, with `--format leetcode` one JSON list
//! of lists, `--count` only how many, `--json` one object (see
//! [`super::answers`]).
//!
//! None: nothing on stdout (`[]` with `--format leetcode`),
//! `no combination: …` on stderr, exit status 1. The
//! number of combinations can be astronomical, so the search is capped
//! at [`super::answers::SOLVE_STEPS`]: it is counted first within the
//! cap (an error when it hits it, with nothing on stdout), then listed.

use std::io::Write;
use std::process::ExitCode;

use puzzles::combination_sum::CombinationSum;
use puzzles::{Limits, Puzzle, Report};

use super::answers::{ListForm, ListWriter, check_limit, solve_limits, write_count_json, write_each};
use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::CombinationSumArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::stats::{Table, Value};

/// The most input read: 10,000 candidates of up to 10 digits, spaced
/// freely.
const MAX_INPUT: u64 = 1 << 20;

pub fn run(args: &CombinationSumArgs) -> anyhow::Result<ExitCode> {
    let opts = args.answer.search()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_INPUT, "the candidates")?;
    let candidates = puzzles::combination_sum::parse_candidates(&text).map_err(|e| usage(e.to_string()))?;
    let given = candidates.len();
    let problem =
        CombinationSum::new(candidates, args.target, args.once).map_err(|e| usage(e.to_string()))?;
    puzzle::run(opts, &CombinationRun { args, given, problem })
}

struct CombinationRun<'a> {
    args: &'a CombinationSumArgs,
    given: usize,
    problem: CombinationSum,
}

impl PuzzleRun for CombinationRun<'_> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        t.text("puzzle", "combination-sum")
            .row("candidates", Value::Int(self.given as u128))
            .row("target", Value::Int(self.args.target.into()))
            .text(
                "each",
                if self.args.once {
                    "once"
                } else {
                    "any number of times"
                },
            );
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self
            .problem
            .trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        let (count, report) = self.problem.count(&solve_limits());
        check_limit(&report, "combinations")?;
        if self.args.count {
            if answer.json {
                write_count_json(answer.out, count, answer.stats.of(&report, &Table::new()))?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let leetcode = self.args.answer.leetcode();
        let form = if answer.json {
            ListForm::Json("combinations")
        } else if leetcode {
            ListForm::Leetcode
        } else {
            ListForm::Text
        };
        let mut writer = ListWriter::new(answer.out, form);
        // Counted within the cap above: this walk is the same and ends.
        let report = write_each(&mut writer, |f| self.problem.each(&Limits::none(), f))?;
        let none = writer.written() == 0;
        // With none, only LeetCode's form has an answer to write: `[]`.
        if !none || leetcode {
            writer.finish(answer.stats.of(&report, &Table::new()))?;
        }
        if none {
            return Ok(Solved::none(
                report,
                format!(
                    "no combination: no combination of the candidates adds up to {}",
                    self.args.target
                ),
            ));
        }
        Ok(Solved::found(report))
    }
}

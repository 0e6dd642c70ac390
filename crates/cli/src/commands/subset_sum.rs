//! `queens subset-sum --target T NUMBERS…`: the subsets of the numbers
//! that add up to T, one a line (numbers ascending, separated by spaces;
//! the empty subset, when T is 0, as an empty line), or their number with
//! `--count`. Equal numbers are copies of one value: each distinct subset
//! is listed once. `no subset: …` with exit status 1 when there is none.

use std::io::Write;
use std::ops::ControlFlow;
use std::process::ExitCode;

use puzzles::{Limits, Report, SubsetSum};

use super::puzzle::{self, Out, Rows, Search, Tracer};
use crate::args::SubsetSumArgs;
use crate::exit::usage;

pub fn run(args: &SubsetSumArgs) -> anyhow::Result<ExitCode> {
    args.search.check()?;
    let problem = SubsetSum::new(args.numbers.clone(), args.target).map_err(|e| usage(e.to_string()))?;
    puzzle::run(&args.search, &SubsetSearch { args, problem })
}

struct SubsetSearch<'a> {
    args: &'a SubsetSumArgs,
    problem: SubsetSum,
}

impl Search for SubsetSearch<'_> {
    fn rows(&self) -> Rows {
        vec![
            ("puzzle", "subset-sum".to_owned()),
            ("numbers", self.args.numbers.len().to_string()),
            ("target", self.args.target.to_string()),
        ]
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self
            .problem
            .trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, out: &mut Out, _rows: &mut Rows) -> anyhow::Result<(ExitCode, Report)> {
        if self.args.count {
            let (count, report) = self.problem.count(&Limits::none());
            writeln!(out, "{count}")?;
            return Ok((ExitCode::SUCCESS, report));
        }
        let mut failed = None;
        let mut line = String::new();
        let report = self.problem.each(&Limits::none(), |subset| {
            line.clear();
            for (i, v) in subset.iter().enumerate() {
                if i > 0 {
                    line.push(' ');
                }
                line.push_str(&v.to_string());
            }
            line.push('\n');
            match out.write_all(line.as_bytes()) {
                Ok(()) => ControlFlow::Continue(()),
                Err(e) => {
                    failed = Some(e);
                    ControlFlow::Break(())
                }
            }
        });
        if let Some(e) = failed {
            return Err(e.into());
        }
        let code = if report.stats.solutions == 0 {
            writeln!(
                out,
                "no subset: none of the numbers' subsets adds up to {}",
                self.args.target
            )?;
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        };
        Ok((code, report))
    }
}

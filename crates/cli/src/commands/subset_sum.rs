//! `queens subset-sum --target T NUMBERS…`: the subsets of the numbers
//! that add up to T, one a line (numbers ascending, separated by spaces;
//! the empty subset, when T is 0, as an empty line), or their number with
//! `--count`. Equal numbers are copies of one value: each distinct subset
//! is listed once. `no subset: …` with exit status 1 when there is none.

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;

use puzzles::{Limits, SubsetSum};

use crate::args::SubsetSumArgs;
use crate::exit::usage;
use crate::output::puzzle::print_block;
use crate::output::trace::TraceWriter;

pub fn run(args: &SubsetSumArgs) -> anyhow::Result<ExitCode> {
    args.search.check()?;
    let problem = SubsetSum::new(args.numbers.clone(), args.target).map_err(|e| usage(e.to_string()))?;
    let rows = [
        ("puzzle", "subset-sum".to_owned()),
        ("numbers", args.numbers.len().to_string()),
        ("target", args.target.to_string()),
    ];
    let stdout = io::stdout().lock();
    if args.search.trace {
        let mut writer = TraceWriter::new(
            io::BufWriter::with_capacity(1 << 16, stdout),
            args.search.format(),
        );
        let report = problem.trace(&Limits::max_steps(args.search.max_steps()), |s| writer.step(s));
        writer.finish()?;
        if args.search.stats {
            print_block(&rows, &report);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout);
    if args.count {
        let (count, report) = problem.count(&Limits::none());
        writeln!(out, "{count}")?;
        out.flush()?;
        if args.search.stats {
            print_block(&rows, &report);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut failed = None;
    let mut line = String::new();
    let report = problem.each(&Limits::none(), |subset| {
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
            args.target
        )?;
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    };
    out.flush()?;
    if args.search.stats {
        print_block(&rows, &report);
    }
    Ok(code)
}

//! `queens trace`: a search step by step, streamed.

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;

use nqueens::Limits;

use crate::args::TraceArgs;
use crate::output::stats::print_block;
use crate::output::trace::step;

pub fn run(args: &TraceArgs) -> anyhow::Result<ExitCode> {
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut failed = None;
    let report = args
        .algo
        .trace(args.n, &Limits::max_steps(args.max_steps), |event| {
            match step(&mut out, args.format, event) {
                Ok(()) => ControlFlow::Continue(()),
                Err(e) => {
                    failed = Some(e);
                    ControlFlow::Break(())
                }
            }
        })?;
    if let Some(e) = failed {
        return Err(e.into());
    }
    out.flush()?;
    if args.stats {
        print_block(&report);
    }
    Ok(ExitCode::SUCCESS)
}

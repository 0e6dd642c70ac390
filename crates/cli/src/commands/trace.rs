//! `queens trace`: a search step by step, streamed.

use std::io;
use std::process::ExitCode;

use nqueens::Limits;

use crate::args::TraceArgs;
use crate::output::stats::print_block;
use crate::output::trace::TraceWriter;

pub fn run(args: &TraceArgs) -> anyhow::Result<ExitCode> {
    let out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut writer = TraceWriter::new(out, args.format);
    let report = args
        .algo
        .trace(args.n, &Limits::max_steps(args.max_steps), |step| {
            writer.step(step)
        })?;
    writer.finish()?;
    if args.stats {
        print_block(&report);
    }
    Ok(ExitCode::SUCCESS)
}

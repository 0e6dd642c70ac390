//! `queens trace`: a search step by step, streamed.

use std::io;
use std::ops::ControlFlow;
use std::process::ExitCode;

use nqueens::approaches::Limits;
use web::{Lang, Listing};

use crate::args::{TraceArgs, TraceFormat};
use crate::exit::usage;
use crate::output::stats::print_block;
use crate::output::trace::TraceWriter;

pub fn run(args: &TraceArgs) -> anyhow::Result<ExitCode> {
    let code = match args.code {
        Some(_) if args.format == TraceFormat::Json => {
            return Err(usage(
                "--code shows the code beside a text trace: drop it or --format json",
            ));
        }
        Some(lang) => {
            let lang = Lang::from(lang);
            Some((
                lang,
                Listing::parse_in(web::queens_listing(args.algo, lang), lang),
            ))
        }
        None => None,
    };
    let out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut writer = TraceWriter::new(out, args.format);
    if let Some((lang, listing)) = &code {
        let file = lang.file_name(args.algo.name());
        let _ = writer.section(&format!("{file} ({} lines)", listing.lines.len()));
        for (i, line) in listing.lines.iter().enumerate() {
            let _ = writer.line(&format!("{:>4} | {line}", i + 1));
        }
        let _ = writer.section("trace");
    }
    let report = args
        .algo
        .trace(args.n, &Limits::max_steps(args.max_steps), |step| {
            writer.step(step)?;
            let Some((_, listing)) = &code else {
                return ControlFlow::Continue(());
            };
            let reason = step.detail.and_then(|d| d.reject).map(|a| a.line.name());
            for i in listing.lines_run(step.kind.name(), reason) {
                writer.line(&format!(
                    "       > {:>3} | {}",
                    i + 1,
                    listing.lines[i].trim_start()
                ))?;
            }
            ControlFlow::Continue(())
        })?;
    writer.finish()?;
    if args.stats {
        print_block(&report);
    }
    Ok(ExitCode::SUCCESS)
}

//! `queens count --algo A` and `queens solve --algo A` for the classic
//! approaches (`fast` keeps the production paths in `count.rs` and
//! `solve.rs`), with their `--stats`.

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;

use nqueens::approaches::{Algo, Limits, SearchReport};
use serde::Serialize;

use crate::args::{CountArgs, SolveArgs};
use crate::exit::usage;
use crate::output::BoardSink;
use crate::output::stats::{Table, Value, print_block, search_table};
use crate::output::{errln, outln};

#[derive(Serialize)]
struct CountJson {
    n: usize,
    total: u128,
    algo: &'static str,
    elapsed_ms: f64,
    /// The `--stats` table's rows.
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<serde_json::Value>,
}

/// Counts with one of the approaches.
pub fn count(args: &CountArgs, n: usize) -> anyhow::Result<ExitCode> {
    if args.unique {
        return Err(usage(format!(
            "--unique counts with the production counter; leave out --algo {} (or use --algo fast)",
            args.algo
        )));
    }
    let report = args.algo.count(n, &Limits::none())?;
    if args.json {
        let json = CountJson {
            n,
            total: report.solutions,
            algo: report.algo.name(),
            elapsed_ms: crate::output::millis(report.elapsed),
            stats: args.stats.then(|| search_table(&report).json()),
        };
        outln!("{}", serde_json::to_string(&json)?)?;
    } else {
        outln!("{}", report.solutions)?;
        if args.stats {
            print_block(&report);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Lists boards with one of the approaches (and with `fast` when
/// `--stats` is asked for): the same boards in the same order as the
/// production lister. Returns how many were written.
pub fn solve(args: &SolveArgs, n: usize) -> anyhow::Result<u64> {
    let stdout = io::stdout().lock();
    let mut sink = BoardSink::new(
        io::BufWriter::with_capacity(1 << 16, stdout),
        args.board_format(),
        n,
    );
    let limit = args.limit.unwrap_or(u64::MAX);
    let mut written = 0u64;
    let mut failed = None;
    let report = if limit == 0 {
        None
    } else {
        Some(args.algo.solve(n, &Limits::none(), |cols| {
            if args.unique && !is_canonical(cols) {
                return ControlFlow::Continue(());
            }
            if let Err(e) = sink.board(cols) {
                failed = Some(e);
                return ControlFlow::Break(());
            }
            written += 1;
            if written < limit {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        })?)
    };
    if let Some(e) = failed {
        return Err(e.into());
    }
    sink.finish()?.flush()?;
    if args.stats
        && let Some(report) = &report
    {
        let mut table = search_table(report);
        if args.unique {
            // `solutions` is what the search found; the listing kept one
            // board per symmetry class of those.
            table.row("unique", Value::Count(u128::from(written)));
        }
        if args.json {
            outln!("{}", serde_json::json!({ "stats": table.json() }))?;
        } else {
            print_stats(report, &table)?;
        }
    }
    Ok(written)
}

fn is_canonical(cols: &[usize]) -> bool {
    nqueens::symmetry::canonical(cols).is_ok_and(|c| c == cols)
}

fn print_stats(report: &SearchReport, table: &Table) -> anyhow::Result<()> {
    table.print();
    if report.algo == Algo::Mirror {
        errln!("(listing in order walks the left half twice: see `queens count --algo mirror`)")?;
    }
    Ok(())
}

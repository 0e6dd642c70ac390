//! `queens compare`: the approaches side by side on one board size.
//!
//! Each approach whose estimated time is within the budget is run (quick
//! ones a few times, keeping the best time: timings on a busy machine
//! vary); the others are listed with the work they would do, unless
//! `--all`.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Duration;

use nqueens::{Algo, Estimate, Limits, SearchReport, WorkUnit};

use crate::args::CompareArgs;
use crate::output::stats::{amount, elapsed, grouped, maybe, rough, search_table};

/// Approaches estimated to take longer than this are skipped.
pub const BUDGET_SECONDS: f64 = 3.0;

enum Row {
    Ran(SearchReport),
    Skipped(Algo, Estimate),
}

pub fn run(args: &CompareArgs) -> anyhow::Result<ExitCode> {
    let algos = if args.algos.is_empty() {
        Algo::ALL.to_vec()
    } else {
        args.algos.clone()
    };
    let mut rows = Vec::with_capacity(algos.len());
    for algo in algos {
        let estimate = algo.estimate(args.n)?;
        if !args.all && estimate.seconds > BUDGET_SECONDS {
            rows.push(Row::Skipped(algo, estimate));
        } else {
            rows.push(Row::Ran(timed(algo, args.n)?));
        }
    }
    let mut out = io::BufWriter::new(io::stdout().lock());
    if args.json {
        write_json(&mut out, args.n, &rows)?;
    } else {
        write_table(&mut out, &rows)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Runs an approach; a quick run is repeated (up to 5 runs, about 0.2 s)
/// and the best time kept, so the fast rows are less at the mercy of a
/// busy machine.
fn timed(algo: Algo, n: usize) -> anyhow::Result<SearchReport> {
    let mut best = algo.count(n, &Limits::none())?;
    let mut spent = best.elapsed;
    for _ in 1..5 {
        if spent >= Duration::from_millis(200) {
            break;
        }
        let again = algo.count(n, &Limits::none())?;
        spent += again.elapsed;
        if again.elapsed < best.elapsed {
            best = again;
        }
    }
    Ok(best)
}

/// `--json`: one object per approach, in the table's order: the
/// `--stats` rows of one that ran, or `skipped` with its estimate.
fn write_json<W: Write>(out: &mut W, n: usize, rows: &[Row]) -> io::Result<()> {
    for row in rows {
        let object = match row {
            Row::Ran(r) => search_table(r).json(),
            Row::Skipped(algo, e) => serde_json::json!({
                "algo": algo.name(),
                "n": n,
                "skipped": true,
                "estimate": {
                    "formula": e.formula,
                    "amount": e.amount,
                    "unit": match e.unit {
                        WorkUnit::Candidates => "candidates",
                        WorkUnit::Nodes => "nodes",
                    },
                    "seconds": e.seconds,
                },
            }),
        };
        writeln!(out, "{object}")?;
    }
    Ok(())
}

fn write_table<W: Write>(out: &mut W, rows: &[Row]) -> io::Result<()> {
    let fastest = rows
        .iter()
        .filter_map(|r| match r {
            Row::Ran(report) => Some(report.elapsed),
            Row::Skipped(..) => None,
        })
        .min()
        .unwrap_or(Duration::ZERO)
        // A run too quick for the clock still divides.
        .max(Duration::from_nanos(1));
    writeln!(
        out,
        "{:<13} {:>10} {:>14} {:>12} {:>14} {:>10} {:>10}",
        "approach", "solutions", "candidates", "nodes", "checks", "time", "vs fastest"
    )?;
    let mut skipped = false;
    for row in rows {
        match row {
            Row::Ran(r) => writeln!(
                out,
                "{:<13} {:>10} {:>14} {:>12} {:>14} {:>10} {:>10}",
                r.algo.name(),
                grouped(r.solutions),
                maybe(r.candidates),
                maybe(r.nodes),
                maybe(r.checks),
                elapsed(r.elapsed),
                format!("{:.1}x", r.elapsed.as_secs_f64() / fastest.as_secs_f64()),
            )?,
            Row::Skipped(algo, e) => {
                skipped = true;
                let work = match e.unit {
                    WorkUnit::Candidates => format!("{} = {} candidates", e.formula, amount(e.amount)),
                    WorkUnit::Nodes => format!("about {} nodes ({})", amount(e.amount), e.formula),
                };
                writeln!(
                    out,
                    "{:<13} skipped: {work}, about {}",
                    algo.name(),
                    rough(e.seconds)
                )?;
            }
        }
    }
    if skipped {
        writeln!(
            out,
            "(skipped: estimated over {BUDGET_SECONDS} s; --all runs them anyway)"
        )?;
    }
    Ok(())
}

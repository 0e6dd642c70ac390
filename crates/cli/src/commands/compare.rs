//! `queens compare`: the approaches side by side on one board size.
//!
//! Each approach whose estimated time is within the budget is run, a
//! quick one again and again until its runs add up to well above the
//! clock's resolution ([`MIN_TOTAL`], and at least [`TICKS`] ticks), and
//! its time is the mean run: one run of a 4×4 board takes less than the
//! clock can tell apart, and a ratio of two such readings is noise. The
//! others are listed with the work they would do, unless `--all`.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use nqueens::approaches::{Algo, Estimate, Limits, MAX_LEVELS_N, SearchReport, WorkUnit};

use crate::args::CompareArgs;
use crate::output::stats::{amount, elapsed, grouped, maybe, rough, search_table};

/// Approaches estimated to take longer than this are skipped.
pub const BUDGET_SECONDS: f64 = 3.0;

/// A quick approach runs until its runs take this long in all.
const MIN_TOTAL: Duration = Duration::from_millis(50);

/// ... and at least this many ticks of the clock.
const TICKS: u32 = 10_000;

enum Row {
    /// The last run's report, its time the mean of `runs` runs.
    Ran(SearchReport, u32),
    Skipped(Algo, Estimate),
    /// Refused for this n, and why.
    Refused(Algo, String),
}

pub fn run(args: &CompareArgs) -> anyhow::Result<ExitCode> {
    let algos = if args.algos.is_empty() {
        Algo::ALL.to_vec()
    } else {
        args.algos.clone()
    };
    let mut rows = Vec::with_capacity(algos.len());
    let tick = clock_tick();
    let enough = MIN_TOTAL.max(tick * TICKS);
    for algo in algos {
        let estimate = algo.estimate(args.n)?;
        if algo == Algo::Levels && args.n > MAX_LEVELS_N {
            rows.push(Row::Refused(
                algo,
                format!("it holds a whole level of boards at once, so n is at most {MAX_LEVELS_N}"),
            ));
        } else if !args.all && estimate.seconds > BUDGET_SECONDS {
            rows.push(Row::Skipped(algo, estimate));
        } else {
            let (report, runs) = timed(algo, args.n, enough)?;
            rows.push(Row::Ran(report, runs));
        }
    }
    let mut out = io::BufWriter::new(io::stdout().lock());
    if args.json {
        write_json(&mut out, args.n, &rows, enough)?;
    } else {
        write_table(&mut out, &rows)?;
        writeln!(
            out,
            "(time: the mean of each row's runs, repeated until they took {} in all; the clock ticks every {})",
            elapsed(enough),
            tick_text(tick)
        )?;
        for row in &rows {
            if let Row::Ran(r, _) = row
                && let Some(kernel) = r.kernel
            {
                writeln!(
                    out,
                    "({}: its nodes are those its kernel, {kernel}, visits; it finishes the last rows as a block, so another kernel visits another number)",
                    r.algo.name()
                )?;
            }
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Runs an approach until its runs take `enough` in all (once, if one
/// run does, after a warm-up run otherwise); returns the last report with its time set to the mean run,
/// and the number of runs.
fn timed(algo: Algo, n: usize, enough: Duration) -> anyhow::Result<(SearchReport, u32)> {
    // A first run that is quick is a warm-up, not timed: it pays for what
    // a process does once (thread pools, CPU feature checks).
    let first = algo.count(n, &Limits::none())?;
    if first.elapsed >= enough {
        return Ok((first, 1));
    }
    let start = Instant::now();
    let mut runs = 0u32;
    loop {
        let mut report = algo.count(n, &Limits::none())?;
        runs += 1;
        let spent = start.elapsed();
        if spent >= enough || runs == u32::MAX {
            report.elapsed = spent / runs;
            return Ok((report, runs));
        }
    }
}

/// The smallest step the clock takes, seen over a few readings.
fn clock_tick() -> Duration {
    let mut tick = Duration::MAX;
    for _ in 0..1000 {
        let a = Instant::now();
        let mut b = Instant::now();
        while b == a {
            b = Instant::now();
        }
        tick = tick.min(b - a);
    }
    tick.max(Duration::from_nanos(1))
}

fn tick_text(d: Duration) -> String {
    if d < Duration::from_micros(1) {
        format!("{} ns", d.as_nanos())
    } else {
        elapsed(d)
    }
}

/// `--json`: one object per approach, in the table's order: the
/// `--stats` rows of one that ran, or `skipped` with its estimate.
fn write_json<W: Write>(out: &mut W, n: usize, rows: &[Row], enough: Duration) -> io::Result<()> {
    for row in rows {
        let object = match row {
            Row::Ran(r, runs) => {
                // The time is the mean of `runs` runs that took `enough`.
                let mut object = search_table(r).json();
                object["runs"] = serde_json::Value::from(*runs);
                object["timed_ms"] = serde_json::Value::from(crate::output::millis(enough));
                object
            }
            Row::Refused(algo, why) => serde_json::json!({
                "algo": algo.name(),
                "n": n,
                "refused": why,
            }),
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
            Row::Ran(report, _) => Some(report.elapsed),
            Row::Skipped(..) | Row::Refused(..) => None,
        })
        .min()
        .unwrap_or(Duration::ZERO)
        // A run too quick for the clock still divides.
        .max(Duration::from_nanos(1));
    writeln!(
        out,
        "{:<13} {:>10} {:>14} {:>12} {:>14} {:>10} {:>8} {:>10}",
        "approach", "solutions", "candidates", "nodes", "checks", "time", "runs", "vs fastest"
    )?;
    let mut skipped = false;
    for row in rows {
        match row {
            Row::Ran(r, runs) => writeln!(
                out,
                "{:<13} {:>10} {:>14} {:>12} {:>14} {:>10} {:>8} {:>10}",
                r.algo.name(),
                grouped(r.solutions),
                maybe(r.candidates),
                maybe(r.nodes),
                maybe(r.checks),
                elapsed(r.elapsed),
                grouped(u128::from(*runs)),
                format!("{:.1}x", r.elapsed.as_secs_f64() / fastest.as_secs_f64()),
            )?,
            Row::Refused(algo, why) => writeln!(out, "{:<13} not run: {why}", algo.name())?,
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

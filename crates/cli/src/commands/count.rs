//! `queens count`: how many solutions (and classes) a board has, on every
//! core, with progress and statistics.

use std::process::ExitCode;
use std::time::Instant;

use nqueens::{Algo, CountOptions, Counter, MAX_COUNT_N};
use serde::Serialize;

use crate::args::CountArgs;
use crate::input::read_size_from_stdin;
use crate::output::millis;
use crate::output::stats::{FastStats, print_fast};
use crate::progress::Progress;

#[derive(Serialize)]
struct CountJson {
    n: usize,
    total: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<u128>,
    elapsed_ms: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    units: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<u128>,
    #[serde(skip_serializing_if = "Option::is_none")]
    threads: Option<usize>,
}

pub fn run(args: &CountArgs) -> anyhow::Result<ExitCode> {
    let n = match args.n {
        Some(n) => n,
        None => read_size_from_stdin(1, MAX_COUNT_N)?,
    };
    if args.algo != Algo::Fast {
        return super::approach::count(args, n);
    }
    let options = CountOptions {
        threads: args.threads.unwrap_or(0),
        stats: args.stats,
        ..CountOptions::default()
    };
    let start = Instant::now();
    let counter = Counter::new(n, options)?;
    let progress = Progress::new(args.progress, counter.units() as u64, 0, &format!("count {n}"));
    let all: Vec<usize> = (0..counter.units()).collect();
    let results = counter.run_units(&all, &|_, _| progress.inc(), None)?;
    progress.finish();
    let tally = counter.tally(&results);
    let elapsed = start.elapsed();
    let unique = tally.classes.map(|c| c.unique());
    let threads = args.threads.unwrap_or_else(rayon_threads);
    if args.stats && !args.json {
        print_fast(&FastStats {
            n,
            total: tally.total,
            unique,
            units: tally.units,
            nodes: tally.nodes,
            threads,
            time: elapsed,
        });
    }
    if args.json {
        let json = CountJson {
            n,
            total: tally.total,
            unique: unique.filter(|_| args.unique),
            elapsed_ms: millis(elapsed),
            units: args.stats.then_some(tally.units),
            nodes: args.stats.then_some(tally.nodes),
            threads: args.stats.then_some(threads),
        };
        println!("{}", serde_json::to_string(&json)?);
    } else if args.unique {
        println!("{}", unique.unwrap_or_default());
    } else {
        println!("{}", tally.total);
    }
    Ok(ExitCode::SUCCESS)
}

/// The number of threads a count uses when none is asked for.
fn rayon_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

//! `queens count`: how many solutions (and classes) a board has.

use std::process::ExitCode;
use std::time::Instant;

use nqueens::{Algo, MAX_COUNT_N};
use serde::Serialize;

use crate::args::CountArgs;
use crate::input::read_size_from_stdin;

#[derive(Serialize)]
struct CountJson {
    n: usize,
    total: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<u128>,
    elapsed_ms: f64,
}

pub fn run(args: &CountArgs) -> anyhow::Result<ExitCode> {
    let n = match args.n {
        Some(n) => n,
        None => read_size_from_stdin(1, MAX_COUNT_N)?,
    };
    if args.algo != Algo::Fast {
        return super::approach::count(args, n);
    }
    let start = Instant::now();
    let (total, unique) = if args.unique {
        let classes = nqueens::census(n)?;
        (classes.total(), Some(classes.unique()))
    } else {
        (nqueens::count(n)?, None)
    };
    let elapsed = start.elapsed();
    if args.json {
        let json = CountJson {
            n,
            total,
            unique,
            elapsed_ms: crate::output::millis(elapsed),
        };
        println!("{}", serde_json::to_string(&json)?);
    } else {
        println!("{}", unique.unwrap_or(total));
        if args.stats {
            crate::output::stats::print_fast(n, total, unique, elapsed);
        }
    }
    Ok(ExitCode::SUCCESS)
}

//! `queens count`: how many solutions (and classes) a board has. The
//! library runs the count ([`nqueens::count::Job`]: plan, shard,
//! checkpoint, `--verify`, stop); this checks the flags, hands Ctrl-C to
//! it, and formats its report.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, anyhow};
use nqueens::{
    Algo,
    count::{CheckpointError, CountOptions, Job, MAX_COUNT_N, Outcome, RunError, Stop},
};

pub use crate::output::count::CountJson;

use crate::args::{CountArgs, KernelChoice};
use crate::exit::usage;
use crate::input::read_size_from_stdin;
use crate::interrupt::Interrupt;
use crate::output::count::{Shown, answer, stopped};
use crate::shard_file;

/// How long units already running may take to finish after Ctrl-C before
/// the count stops without them (they are counted again on resume).
const GRACE: Duration = Duration::from_secs(1);

/// How often a count looks whether it was asked to stop.
const POLL: Duration = Duration::from_millis(20);

pub fn run(args: &CountArgs, env: &crate::Environment) -> anyhow::Result<ExitCode> {
    let n = match args.n {
        Some(n) => n,
        None => read_size_from_stdin(1, MAX_COUNT_N)?,
    };
    if args.algo != Algo::Fast {
        if let Some(refused) = args.refused_for_algo() {
            return Err(usage(refused));
        }
        return super::approach::count(args, n);
    }
    if args.output.is_some() && args.shard.is_none() {
        return Err(usage("--output writes a shard's result: it needs --shard I/K"));
    }
    // Refused before counting, not after.
    if let Some(path) = &args.output {
        shard_file::output_target(path)?;
    }
    let options = CountOptions {
        threads: args.threads.unwrap_or(0),
        stats: args.stats,
        split: args.split,
        device: args.kernel.and_then(KernelChoice::device),
        method: args.method,
        memory: args.memory,
        ..CountOptions::default()
    };
    // Mutated only where fault injection is compiled in.
    #[allow(unused_mut)]
    let mut job = Job {
        shard: args.shard,
        checkpoint: args.checkpoint.clone(),
        verify: args.verify,
        ..Job::new(n, options)
    };
    // Test builds only (release builds expand this to nothing): the tests
    // make the counter wrong on one unit, `QUEENS_FAULT=LABEL[@KERNEL]`,
    // to show that `verify` and `count --verify` catch a faulty kernel.
    let _release_builds_ignore = &env.fault;
    nqueens::with_fault_injection! {
        job.fault = env.fault.as_deref().map(nqueens::count::Fault::new);
    }
    // Ctrl-C or SIGTERM stops the count: no unit starts after it, units
    // running finish within `GRACE` or are dropped.
    let interrupt = Interrupt::install().context("cannot catch Ctrl-C and SIGTERM")?;
    let stop = Stop {
        poll: POLL,
        ..Stop::with_flag(Arc::clone(&interrupt.stop), GRACE)
    };
    let report = match job.run(&stop, &mut || false, Arc::new(Shown::new(args, n))) {
        Ok(Outcome::Done(report)) => report,
        Ok(Outcome::Stopped { units, recorded }) => {
            return Ok(ExitCode::from(stopped(&interrupt, args, units, recorded)));
        }
        Err(e) => return Err(failed(e)),
    };
    if let Some(checked) = report.verified {
        // A note: a stderr that cannot take it must not cost the answer.
        let _ = crate::output::errln!("verified: {checked} units re-counted independently, all agree");
    }
    answer(&report, args, super::workers::threads_or_cores(args.threads))?;
    Ok(ExitCode::SUCCESS)
}

/// A failed count as the error the CLI reports: a file the user named
/// that is no checkpoint of this count is a usage error (exit 2).
fn failed(e: RunError) -> anyhow::Error {
    match e {
        RunError::Count(e) | RunError::Checkpoint(CheckpointError::Count(e)) => e.into(),
        RunError::Checkpoint(e) if e.is_bad_input() => usage(e.to_string()),
        RunError::Checkpoint(e) => e.into(),
        // Records whose figures cannot be a count's: an edited file, a
        // disagreement (exit 1, as `verify` and `merge` say).
        e @ RunError::Records { .. } => anyhow!("{e}"),
        RunError::Disagree(d) => anyhow!("count --verify: {d}"),
    }
}

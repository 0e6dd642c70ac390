//! `queens count`: how many solutions (and classes) a board has, on every
//! core, with progress and statistics; long counts checkpoint their units
//! and resume, and shards count one slice of the units each.

use std::collections::HashSet;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};
use nqueens::{
    Algo, Checkpoint, CheckpointError, CountOptions, Counter, Kernel, MAX_COUNT_N, Method, ShardResult,
    UnitCount,
};
use serde::Serialize;

use crate::args::{CountArgs, KernelChoice};
use crate::exit::usage;
use crate::input::read_size_from_stdin;
use crate::interrupt::Interrupt;
use crate::output::millis;
use crate::output::stats::{FastStats, fast_table};
use crate::output::{errln, outln};
use crate::progress::Progress;
use crate::shard_file;

/// How long units already running may take to finish after Ctrl-C before
/// the count stops without them (they are counted again on resume).
const GRACE: Duration = Duration::from_secs(1);

/// The object `count --json` prints (and `merge --json`).
#[derive(Serialize)]
pub struct CountJson {
    pub n: usize,
    pub total: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unique: Option<u128>,
    pub elapsed_ms: f64,
    /// The kernel that counted (not known for merged shards).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kernel: Option<&'static str>,
    /// The method that counted: join or backtrack (not known for merged
    /// shards).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub method: Option<&'static str>,
    /// The GPU adapter that counted, for `--kernel gpu`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adapter: Option<&'static str>,
    /// What failed on the GPU, when it failed during the count (which the
    /// best CPU kernel then finished).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gpu_failure: Option<&'static str>,
    /// With `--stats`: the `--stats` table's rows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stats: Option<serde_json::Value>,
}

pub fn run(args: &CountArgs) -> anyhow::Result<ExitCode> {
    let n = match args.n {
        Some(n) => n,
        None => read_size_from_stdin(1, MAX_COUNT_N)?,
    };
    if args.algo != Algo::Fast {
        if args.checkpoint.is_some() || args.shard.is_some() {
            return Err(usage(format!(
                "--checkpoint and --shard work only with the production counter (--algo fast), not --algo {}",
                args.algo.name()
            )));
        }
        if args.kernel.is_some() {
            return Err(usage(format!(
                "--kernel chooses the production counter's kernel (--algo fast), not --algo {}'s",
                args.algo.name()
            )));
        }
        if args.method != Method::Auto || args.memory.is_some() {
            return Err(usage(format!(
                "--method and --memory choose how the production counter (--algo fast) counts, not --algo {}",
                args.algo.name()
            )));
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
        kernel: args.kernel.and_then(KernelChoice::kernel),
        method: args.method,
        memory: args.memory,
        ..CountOptions::default()
    };
    let start = Instant::now();
    let counter = Counter::new(n, options)?;
    let (mine, what) = match args.shard {
        Some(s) => (s.units(counter.units()), format!("count {n} shard {s}")),
        None => ((0..counter.units()).collect(), format!("count {n}")),
    };
    let results = match &args.checkpoint {
        None => {
            let progress = Progress::new(args.progress, mine.len() as u64, 0, &what);
            let results = counter.run_units(&mine, &|_, _| progress.inc(), None)?;
            progress.finish();
            results
        }
        Some(path) => match run_checkpointed(&counter, &mine, path, args, &what)? {
            Run::Done(results) => results,
            Run::Stopped(code) => return Ok(code),
        },
    };
    let tally = counter.tally(&results);
    let elapsed = start.elapsed();
    if let Some(why) = counter.gpu_failure() {
        // A note: a stderr that cannot take it must not cost the answer.
        let _ = errln!(
            "warning: the GPU ({}) failed: {why}; the {} kernel counted the rest, and the count is complete",
            counter.adapter().unwrap_or("adapter unknown"),
            Kernel::best()
        );
    }
    if let Some(shard) = args.shard {
        let json = ShardResult::new(&counter, shard, &tally, elapsed).to_json();
        match &args.output {
            Some(path) => shard_file::write_whole(path, &format!("{json}\n"))?,
            None => outln!("{json}")?,
        }
        return Ok(ExitCode::SUCCESS);
    }
    let unique = tally.classes.map(|c| c.unique());
    let threads = super::workers::threads_or_cores(args.threads);
    let stats = args.stats.then(|| {
        fast_table(&FastStats {
            n,
            total: tally.total,
            unique,
            units: tally.units,
            nodes: tally.nodes,
            threads,
            kernel: counter.kernel().name(),
            method: counter.method().name(),
            peak_memory: counter.peak_memory(),
            adapter: counter.adapter(),
            time: elapsed,
        })
    });
    if args.json {
        let json = CountJson {
            n,
            total: tally.total,
            unique: unique.filter(|_| args.unique),
            elapsed_ms: millis(elapsed),
            kernel: Some(counter.kernel().name()),
            method: Some(counter.method().name()),
            adapter: counter.adapter(),
            gpu_failure: counter.gpu_failure(),
            stats: stats.as_ref().map(|t| t.json()),
        };
        outln!("{}", serde_json::to_string(&json)?)?;
    } else if args.unique {
        outln!("{}", unique.unwrap_or_default())?;
    } else {
        outln!("{}", tally.total)?;
    }
    // After the answer, as every command writes its --stats.
    if let Some(stats) = stats.filter(|_| !args.json) {
        stats.print();
    }
    Ok(ExitCode::SUCCESS)
}

/// How a checkpointed count ended.
enum Run {
    /// Every unit is counted (the ones recorded before included).
    Done(Vec<(usize, UnitCount)>),
    /// Stopped by a signal; the checkpoint holds what was finished.
    Stopped(ExitCode),
}

/// Counts the units `mine` not yet in the checkpoint at `path`, recording
/// each as it finishes. Ctrl-C or SIGTERM stops it: no unit starts after
/// it, units running finish within [`GRACE`] or are dropped.
fn run_checkpointed(
    counter: &Counter,
    mine: &[usize],
    path: &Path,
    args: &CountArgs,
    what: &str,
) -> anyhow::Result<Run> {
    let (checkpoint, resumed) = Checkpoint::open(path, counter, args.shard).map_err(|e| {
        if e.is_bad_input() {
            usage(e.to_string())
        } else {
            e.into()
        }
    })?;
    let shown = path.display();
    if let Some(line) = resumed.dropped_line {
        errln!("checkpoint {shown}: dropped its torn last line (line {line}); its unit is counted again")?;
    }
    let done: HashSet<usize> = resumed.done.iter().map(|&(i, _)| i).collect();
    if !done.is_empty() {
        errln!(
            "checkpoint {shown}: {} of {} units already counted, resuming",
            done.len(),
            mine.len()
        )?;
    }
    let todo: Vec<usize> = mine.iter().copied().filter(|i| !done.contains(i)).collect();
    let interrupt = Interrupt::install().context("cannot catch Ctrl-C and SIGTERM")?;
    let progress = Progress::new(args.progress, mine.len() as u64, done.len() as u64, what);
    let failure: Mutex<Option<CheckpointError>> = Mutex::new(None);
    let on_unit = |i: usize, r: &UnitCount| match checkpoint.record(i, r) {
        Ok(_) => progress.inc(),
        Err(e) => {
            failure.lock().unwrap_or_else(|p| p.into_inner()).get_or_insert(e);
            interrupt.request_stop();
        }
    };
    let finished = std::thread::scope(|s| {
        let worker = s.spawn(|| counter.run_units(&todo, &on_unit, Some(&interrupt.stop)));
        let mut asked: Option<Instant> = None;
        while !worker.is_finished() {
            if interrupt.stopping() && asked.get_or_insert_with(Instant::now).elapsed() >= GRACE {
                // Units still running are dropped; the checkpoint is closed
                // (a record in progress completes first), so nothing is torn.
                progress.clear();
                let code = match failure.lock().unwrap_or_else(|p| p.into_inner()).take() {
                    Some(e) => {
                        checkpoint.close();
                        crate::exit::write_error_line(&e.to_string());
                        1
                    }
                    None => stopped(&checkpoint, &interrupt, mine.len()),
                };
                std::process::exit(code);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        worker.join()
    });
    let results = finished.map_err(|_| anyhow!("a counting thread failed"))??;
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        progress.clear();
        checkpoint.close();
        return Err(e.into());
    }
    if results.len() < todo.len() {
        progress.clear();
        let code = stopped(&checkpoint, &interrupt, mine.len());
        return Ok(Run::Stopped(ExitCode::from(code as u8)));
    }
    checkpoint.close();
    progress.finish();
    let mut all = resumed.done;
    all.extend(results);
    Ok(Run::Done(all))
}

/// Closes the checkpoint of a stopped count, says how to resume, and
/// gives the exit status (128 + the signal, as a shell reports it).
fn stopped(checkpoint: &Checkpoint, interrupt: &Interrupt, units: usize) -> i32 {
    let recorded = checkpoint.close();
    let (code, name) = interrupt
        .signal()
        .map_or((1, "a stop request"), |(sig, name)| (128 + sig, name));
    // The checkpoint is closed; a note that cannot be written changes nothing.
    let _ = errln!(
        "stopped by {name}: {recorded} of {units} units are recorded in {}; run the same command again to resume",
        checkpoint.path().display()
    );
    code
}

//! What `queens count` says: its answer (a number, or `--json`), its
//! `--stats`, and its notes on stderr as the library's count runs
//! (planned memory, a resumed checkpoint, progress, how it stopped).

use std::path::PathBuf;
use std::sync::Mutex;

use nqueens::Kernel;
use nqueens::count::{Counter, Events, Report, Resumed};
use serde::Serialize;

use crate::args::{CountArgs, ProgressMode};
use crate::interrupt::Interrupt;
use crate::output::stats::{FastStats, fast_table, grouped};
use crate::output::{errln, millis, outln};
use crate::progress::Progress;

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
    pub gpu_failure: Option<String>,
    /// With `--stats`: the `--stats` table's rows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stats: Option<serde_json::Value>,
}

/// The notes and the progress of a running count, on stderr. Notes are
/// written as notes: a stderr that cannot take them must not cost the
/// count.
pub struct Shown {
    mode: ProgressMode,
    what: String,
    stats: bool,
    checkpoint: Option<PathBuf>,
    progress: Mutex<Option<Progress>>,
}

impl Shown {
    pub fn new(args: &CountArgs, n: usize) -> Shown {
        let what = match args.shard {
            Some(s) => format!("count {n} shard {s}"),
            None => format!("count {n}"),
        };
        Shown {
            mode: args.progress,
            what,
            stats: args.stats,
            checkpoint: args.checkpoint.clone(),
            progress: Mutex::new(None),
        }
    }

    fn progress(&self) -> std::sync::MutexGuard<'_, Option<Progress>> {
        self.progress.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Events for Shown {
    fn planned(&self, counter: &Counter) {
        if let Some(bytes) = counter.peak_memory().filter(|_| self.stats) {
            // Before the count, so that a long run shows what it will hold.
            let _ = errln!(
                "peak memory    {} bytes at most, planned before the count (the join's; --memory {bytes} keeps this plan)",
                grouped(u128::from(bytes))
            );
        }
    }

    fn resumed(&self, resumed: &Resumed, units: usize) {
        let shown = self
            .checkpoint
            .as_deref()
            .unwrap_or(std::path::Path::new(""))
            .display();
        if let Some(line) = resumed.dropped_line {
            let _ = errln!(
                "checkpoint {shown}: dropped its torn last line (line {line}); its unit is counted again"
            );
        }
        let done = resumed.done.len();
        if done > 0 {
            let _ = errln!("checkpoint {shown}: {done} of {units} units already counted, resuming");
        }
    }

    fn started(&self, units: usize, done: usize) {
        *self.progress() = Some(Progress::new(self.mode, units as u64, done as u64, &self.what));
    }

    fn unit(&self, _: usize) {
        if let Some(progress) = &*self.progress() {
            progress.inc();
        }
    }

    fn ended(&self, complete: bool) {
        // The bar goes before anything is said of how the count ended.
        match self.progress().take() {
            Some(progress) if complete => progress.finish(),
            Some(progress) => progress.clear(),
            None => {}
        }
    }
}

/// Says how a count stopped by a signal ended, and gives the exit status
/// (128 + the signal, as a shell reports it): how to resume it from its
/// checkpoint (closed, holding `recorded` of `units` units), or how to
/// make the next count resumable.
pub fn stopped(interrupt: &Interrupt, args: &CountArgs, units: Option<usize>, recorded: Option<usize>) -> u8 {
    let (code, name) = interrupt
        .signal()
        .map_or((1, "a stop request"), |(sig, name)| (128 + sig, name));
    // The checkpoint is closed; a note that cannot be written changes nothing.
    let _ = match (&args.checkpoint, units, recorded) {
        (Some(path), Some(units), Some(recorded)) => errln!(
            "stopped by {name}: {recorded} of {units} units are recorded in {}; run the same command again to resume",
            path.display()
        ),
        (Some(_), _, _) => {
            errln!("stopped by {name} before the count started; run the same command again to start it")
        }
        (None, _, _) => {
            errln!(
                "stopped by {name}: nothing was kept; run with --checkpoint FILE to make a count resumable"
            )
        }
    };
    u8::try_from(code).unwrap_or(1)
}

/// Prints a count's answer, after a note on a GPU that failed during
/// the count: a shard's result (to `--output`, or stdout), or the total,
/// `--unique`'s count or `--json`'s object, and `--stats`.
pub fn answer(report: &Report, args: &CountArgs, threads: usize) -> anyhow::Result<()> {
    if let Some(why) = report.gpu_failure {
        // A note: a stderr that cannot take it must not cost the answer.
        let _ = errln!(
            "warning: the GPU ({}) failed: {why}; the {} kernel counted the rest, and the count is complete",
            report.adapter.unwrap_or("adapter unknown"),
            Kernel::best()
        );
    }
    if let Some(shard) = &report.shard {
        let json = shard.to_json();
        return match &args.output {
            Some(path) => crate::shard_file::write_whole(path, &format!("{json}\n")),
            None => outln!("{json}"),
        };
    }
    let unique = report.classes.map(|c| c.unique());
    let stats = args.stats.then(|| {
        fast_table(&FastStats {
            n: report.n,
            total: report.total,
            unique,
            units: report.units,
            nodes: report.nodes.unwrap_or_default(),
            threads,
            kernel: report.device.name(),
            method: report.method.name(),
            peak_memory: report.peak_memory,
            adapter: report.adapter,
            time: report.elapsed,
        })
    });
    if args.json {
        let json = CountJson {
            n: report.n,
            total: report.total,
            unique: unique.filter(|_| args.unique),
            elapsed_ms: millis(report.elapsed),
            kernel: Some(report.device.name()),
            method: Some(report.method.name()),
            adapter: report.adapter,
            gpu_failure: report.gpu_failure.map(ToString::to_string),
            stats: stats.as_ref().map(|t| t.json()),
        };
        outln!("{}", serde_json::to_string(&json)?)?;
    } else if args.unique {
        outln!("{}", unique.unwrap_or_default())?;
    } else {
        outln!("{}", report.total)?;
    }
    // After the answer, as every command writes its --stats.
    if let Some(stats) = stats.filter(|_| !args.json) {
        stats.print();
    }
    Ok(())
}

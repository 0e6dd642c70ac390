//! `queens count`: how many solutions (and classes) a board has, on every
//! core, with progress and statistics; long counts checkpoint their units
//! and resume, and shards count one slice of the units each.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};
use nqueens::{
    Algo, Kernel,
    count::{
        CheckpointError, Checkpointed, CountOptions, Counter, MAX_COUNT_N, Method, Resumable, Sample,
        ShardResult, Stop, UnitCount,
    },
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

/// How often a checkpointed count looks whether it was asked to stop.
const POLL: Duration = Duration::from_millis(20);

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

pub fn run(args: &CountArgs, env: &crate::Environment) -> anyhow::Result<ExitCode> {
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
        if args.verify.is_some() {
            return Err(usage(format!(
                "--verify re-counts the production counter's units (--algo fast), not --algo {}'s",
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
        device: args.kernel.and_then(KernelChoice::device),
        method: args.method,
        memory: args.memory,
        ..CountOptions::default()
    };
    let start = Instant::now();
    let counter = Counter::new(n, options)?;
    // Test builds only (release builds expand this to nothing): the tests
    // make the counter wrong on one unit, `QUEENS_FAULT=LABEL[@KERNEL]`,
    // to show that `verify` and `count --verify` catch a faulty kernel.
    let _release_builds_ignore = &env.fault;
    nqueens::with_fault_injection! {
        let counter = match &env.fault {
            Some(spec) => counter.with_fault(nqueens::count::Fault::new(spec)),
            None => counter,
        };
    }
    let counter = Arc::new(counter);
    if args.stats
        && let Some(bytes) = counter.peak_memory()
    {
        // Before the count, so that a long run shows what it will hold.
        let _ = errln!(
            "peak memory    {} bytes at most, planned before the count (the join's; --memory {bytes} keeps this plan)",
            crate::output::stats::grouped(u128::from(bytes))
        );
    }
    let (mine, what) = match args.shard {
        Some(s) => (s.units(counter.units()), format!("count {n} shard {s}")),
        None => ((0..counter.units()).collect(), format!("count {n}")),
    };
    let check = Arc::new(Check::new(&counter, &mine, args.verify));
    let (results, resumed_by) = match &args.checkpoint {
        None => {
            let progress = Progress::new(args.progress, mine.len() as u64, 0, &what);
            let results = counter.run_units(
                &mine,
                &|i, r| {
                    check.unit(i, r);
                    progress.inc();
                },
                None,
            )?;
            progress.finish();
            (results, HashMap::new())
        }
        Some(path) => match run_checkpointed(&counter, &mine, path, args, &what, &check)? {
            Run::Done(results, by) => (results, by),
            Run::Stopped(code) => return Ok(code),
        },
    };
    check.finish(&results, &resumed_by)?;
    let tally = counter.tally(&results).map_err(|e| match &args.checkpoint {
        // Records read back that cannot be a count's: an edited file,
        // whose figures disagree (exit 1, as `verify` and `merge` say).
        Some(path) => anyhow!("{}: {e}", path.display()),
        None => e.into(),
    })?;
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
        let json = ShardResult::new(&counter, shard, &tally, elapsed)
            .with_records(&counter, &results, |i| match resumed_by.get(&i) {
                Some(by) => by.clone(),
                None => Some(counter.counted_by(i)),
            })
            .to_json();
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
            kernel: counter.device().name(),
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
            kernel: Some(counter.device().name()),
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

/// A unit whose recount differs: (unit, counted, re-counted).
type Differs = (usize, UnitCount, UnitCount);

/// `--verify`: the units to re-count independently, and what differed.
struct Check {
    counter: Arc<Counter>,
    picked: HashSet<usize>,
    /// The units re-counted so far, and those that differ: (unit,
    /// counted, re-counted).
    checked: Mutex<(HashSet<usize>, Vec<Differs>)>,
}

impl Check {
    /// The units of `mine` that `sample` picks (seed 0); none without it.
    fn new(counter: &Arc<Counter>, mine: &[usize], sample: Option<Sample>) -> Check {
        let picked = sample.map_or_else(HashSet::new, |s| s.pick(mine, 0).into_iter().collect());
        Check {
            counter: Arc::clone(counter),
            picked,
            checked: Mutex::new((HashSet::new(), Vec::new())),
        }
    }

    /// Notes a recount; false when it differs.
    fn note(&self, i: usize, counted: &UnitCount, again: UnitCount) -> bool {
        let mut checked = self.checked.lock().unwrap_or_else(|p| p.into_inner());
        checked.0.insert(i);
        let agrees = counted.same_counts(&again);
        if !agrees {
            checked.1.push((i, *counted, again));
        }
        agrees
    }

    /// Re-counts unit `i` if it is picked, on the calling worker thread:
    /// false when the recount differs.
    fn unit(&self, i: usize, counted: &UnitCount) -> bool {
        !self.picked.contains(&i) || self.note(i, counted, self.counter.recount_unit(i))
    }

    /// Re-counts the picked units of `results` not re-counted yet (those
    /// a checkpoint held from before), then fails naming every unit that
    /// differs (`by`: who counted those recorded before), or says on
    /// stderr how many agree.
    fn finish(
        &self,
        results: &[(usize, UnitCount)],
        by: &HashMap<usize, Option<String>>,
    ) -> anyhow::Result<()> {
        if self.picked.is_empty() {
            return Ok(());
        }
        let earlier: Vec<(usize, UnitCount)> = {
            let checked = self.checked.lock().unwrap_or_else(|p| p.into_inner());
            results
                .iter()
                .filter(|(i, _)| self.picked.contains(i) && !checked.0.contains(i))
                .copied()
                .collect()
        };
        let which: Vec<usize> = earlier.iter().map(|&(i, _)| i).collect();
        let again = self.counter.recount_units(&which, &|_, _| {})?;
        for ((i, counted), (_, again)) in earlier.iter().zip(again) {
            self.note(*i, counted, again);
        }
        let (checked, differ) = &mut *self.checked.lock().unwrap_or_else(|p| p.into_inner());
        let checked = checked.len();
        if differ.is_empty() {
            // A note: a stderr that cannot take it must not cost the answer.
            let _ = errln!("verified: {checked} units re-counted independently, all agree");
            return Ok(());
        }
        differ.sort_by_key(|d| d.0);
        let named: Vec<String> = differ
            .iter()
            .take(10)
            .map(|(i, counted, again)| {
                let who = match by.get(i) {
                    Some(recorded) => recorded.clone().unwrap_or_else(|| "an unrecorded counter".into()),
                    None => self.counter.counted_by(*i),
                };
                format!(
                    "unit {i} ({}) counted by {who}: solutions={} all={} rot90={} rot180={}, re-counted: solutions={} all={} rot90={} rot180={}",
                    self.counter.unit_label(*i),
                    counted.solutions,
                    counted.fixed_by_all,
                    counted.fixed_by_rot90,
                    counted.fixed_by_rot180,
                    again.solutions,
                    again.fixed_by_all,
                    again.fixed_by_rot90,
                    again.fixed_by_rot180
                )
            })
            .collect();
        let more = if differ.len() > 10 {
            format!("; and {} more", differ.len() - 10)
        } else {
            String::new()
        };
        Err(anyhow!(
            "count --verify: {} of {checked} re-counted units disagree: {}{more}",
            differ.len(),
            named.join("; ")
        ))
    }
}

/// How a checkpointed count ended.
enum Run {
    /// Every unit is counted (the ones recorded before included), and
    /// who counted each of those recorded before.
    Done(Vec<(usize, UnitCount)>, HashMap<usize, Option<String>>),
    /// Stopped by a signal; the checkpoint holds what was finished.
    Stopped(ExitCode),
}

/// Counts the units `mine` not yet in the checkpoint at `path`, recording
/// each as it finishes ([`Resumable`] does the work). Ctrl-C or SIGTERM
/// stops it: no unit starts after it, units running finish within
/// [`GRACE`] or are dropped.
fn run_checkpointed(
    counter: &Arc<Counter>,
    mine: &[usize],
    path: &Path,
    args: &CountArgs,
    what: &str,
    check: &Arc<Check>,
) -> anyhow::Result<Run> {
    let run = Resumable::open(counter, path, args.shard, mine).map_err(|e| {
        if e.is_bad_input() {
            usage(e.to_string())
        } else {
            e.into()
        }
    })?;
    let shown = path.display();
    let resumed = run.resumed();
    if let Some(line) = resumed.dropped_line {
        errln!("checkpoint {shown}: dropped its torn last line (line {line}); its unit is counted again")?;
    }
    let done = resumed.done.len();
    if done > 0 {
        errln!(
            "checkpoint {shown}: {done} of {} units already counted, resuming",
            mine.len()
        )?;
    }
    let interrupt = Interrupt::install().context("cannot catch Ctrl-C and SIGTERM")?;
    let progress = Arc::new(Progress::new(args.progress, mine.len() as u64, done as u64, what));
    // A unit whose recount differs is not recorded: the count fails, and
    // a resume counts it again.
    let on_unit = {
        let (check, progress) = (Arc::clone(check), Arc::clone(&progress));
        move |i: usize, r: &UnitCount| {
            let agrees = check.unit(i, r);
            progress.inc();
            agrees
        }
    };
    let stop = Stop {
        poll: POLL,
        ..Stop::with_flag(Arc::clone(&interrupt.stop), GRACE)
    };
    let ended = run.run(on_unit, &stop, &mut || false);
    // The bar goes before anything is said; the workers dropped their
    // share of it when the count returned (an abandoned one keeps it).
    match Arc::try_unwrap(progress) {
        Ok(progress) if matches!(ended, Ok(Checkpointed::Done { .. })) => progress.finish(),
        Ok(progress) => progress.clear(),
        Err(progress) => progress.clear(),
    }
    match ended {
        Ok(Checkpointed::Done { results, by }) => Ok(Run::Done(results, by)),
        Ok(Checkpointed::Stopped { recorded }) => {
            let code = stopped(recorded, path, &interrupt, mine.len());
            Ok(Run::Stopped(ExitCode::from(code)))
        }
        Err(CheckpointError::Count(e)) => Err(e.into()),
        Err(e) => Err(e.into()),
    }
}

/// Says how to resume a stopped count whose checkpoint (closed, holding
/// `recorded` units) is at `path`, and gives the exit status (128 + the
/// signal, as a shell reports it).
fn stopped(recorded: usize, path: &Path, interrupt: &Interrupt, units: usize) -> u8 {
    let (code, name) = interrupt
        .signal()
        .map_or((1, "a stop request"), |(sig, name)| (128 + sig, name));
    // The checkpoint is closed; a note that cannot be written changes nothing.
    let _ = errln!(
        "stopped by {name}: {recorded} of {units} units are recorded in {}; run the same command again to resume",
        path.display()
    );
    u8::try_from(code).unwrap_or(1)
}

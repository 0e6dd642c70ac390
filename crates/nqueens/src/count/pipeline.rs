//! The whole run of a count, for every front end: plan, count (all the
//! units or a shard's, plainly or checkpointed), re-count a sample with
//! the independent recount, tally, and report. The CLI and the Python
//! module only parse what they are asked and format the [`Report`]; a
//! stop means the same in both, and so does a disagreement.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::count::background::{Checkpointed, Ended, Resumable, Stop, in_background};
use crate::count::checkpoint::{CheckpointError, Resumed};
use crate::count::counter::{CountOptions, Counter, Method};
use crate::count::sample::Sample;
use crate::count::shard::{Shard, ShardResult};
use crate::count::unit_count::UnitCount;
use crate::count::unit_count::UnitRecord;
use crate::count::verify::Disagreement;
use crate::error::Error;
use crate::kernels::Device;
use crate::symmetry::Classes;

/// What to count and how: the plan's options, and what the run adds to
/// it. [`Job::run`] does it.
///
/// ```
/// use std::sync::Arc;
/// use std::time::Duration;
/// use nqueens::count::{CountOptions, Job, Outcome, Sample, Stop};
/// let job = Job {
///     verify: Some(Sample::All),
///     ..Job::new(8, CountOptions::default())
/// };
/// let Outcome::Done(report) = job.run(&Stop::new(Duration::from_secs(1)), &mut || false, Arc::new(()))? else {
///     unreachable!("nothing stops it")
/// };
/// assert_eq!(report.total, 92);
/// assert_eq!(report.verified, Some(report.units));
/// # Ok::<(), nqueens::count::RunError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Job {
    /// The board size.
    pub n: usize,
    /// How to plan and count.
    pub options: CountOptions,
    /// Count only this shard's units (and report its [`ShardResult`]).
    pub shard: Option<Shard>,
    /// Record each unit in this checkpoint as it finishes, and resume
    /// from what it holds.
    pub checkpoint: Option<PathBuf>,
    /// Re-count these units (picked with seed 0 among the run's) with the
    /// independent recount; a unit that disagrees is not recorded, and
    /// fails the run.
    pub verify: Option<Sample>,
    /// Test builds only: a unit to count wrong on purpose.
    #[cfg(any(test, feature = "fault-injection"))]
    pub fault: Option<crate::count::fault::Fault>,
}

/// What a front end hears of a run, as it happens. Every method does
/// nothing unless overridden; `()` hears nothing. Called from the
/// counting threads too, so the methods take `&self`.
pub trait Events: Send + Sync {
    /// The plan is made; nothing is counted yet.
    fn planned(&self, _counter: &Counter) {}
    /// The checkpoint is open: what it held (`resumed.done` of `units`,
    /// and a torn last line it dropped).
    fn resumed(&self, _resumed: &Resumed, _units: usize) {}
    /// Counting starts: `units` are the run's, `done` of them counted
    /// before (held by the checkpoint).
    fn started(&self, _units: usize, _done: usize) {}
    /// Unit `i` is counted (and re-counted, when picked).
    fn unit(&self, _i: usize) {}
    /// Counting ended, `complete` or stopped (before anything is said of
    /// how it ended).
    fn ended(&self, _complete: bool) {}
}

impl Events for () {}

/// How a run ended.
#[derive(Debug)]
pub enum Outcome {
    /// Every unit is counted (boxed: a report is some 600 bytes, a stop
    /// a few).
    Done(Box<Report>),
    /// Stopped ([`Stop`]) before every unit was counted.
    Stopped {
        /// The run's units, when the plan was made.
        units: Option<usize>,
        /// The units the checkpoint holds (closed, whole), when the run
        /// has one and it was opened: the same job resumes from it.
        /// `None`: nothing was kept.
        recorded: Option<usize>,
    },
}

/// What a complete count counted, and how: [`Job::run`]'s, and
/// [`Counter::run`]'s. A count's result (its total, classes, shard,
/// kernel, GPU), not a search's statistics (`engine::Report`,
/// `approaches::SearchReport`): the production counter runs units on
/// kernels, not on the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The board size.
    pub n: usize,
    /// All solutions (a shard's only, for a shard).
    pub total: u128,
    /// Unique solutions by symmetry type, when counted with symmetry
    /// (not for a shard of the join, whose classes are whole numbers
    /// only for the whole count: see [`ShardResult::fixed`]).
    pub classes: Option<Classes>,
    /// Units in the whole plan.
    pub units: usize,
    /// Partial boards visited (half boards listed, for the join), when
    /// stats were asked for.
    pub nodes: Option<u128>,
    /// Where it counted: the CPU kernel, or the GPU.
    pub device: Device,
    /// The method that counted (never [`Method::Auto`]).
    pub method: Method,
    /// The GPU adapter that counted ([`Counter::adapter`]).
    pub adapter: Option<&'static str>,
    /// What failed on the GPU during the count, which the best CPU
    /// kernel then finished ([`Counter::gpu_failure`]).
    pub gpu_failure: Option<&'static crate::kernels::GpuFailure>,
    /// The join's estimated peak memory in bytes; `None` for
    /// backtracking.
    pub peak_memory: Option<u64>,
    /// Wall time, the plan included.
    pub elapsed: Duration,
    /// With [`Job::verify`]: how many units were re-counted, when it
    /// picked any (all agree, or the run fails with
    /// [`RunError::Disagree`]).
    pub verified: Option<usize>,
    /// For a shard: its result, with every unit's record.
    pub shard: Option<ShardResult>,
}

/// Re-counted units that disagree with what counted them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disagreements {
    /// Units re-counted.
    pub checked: usize,
    /// Those that disagree, by index.
    pub units: Vec<Disagreement>,
}

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// Planning or counting failed (options refused, no threads).
    #[error(transparent)]
    Count(#[from] Error),
    /// The checkpoint could not be opened, read or written.
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    /// The checkpoint's records do not add up to a count (an edited
    /// file).
    #[error("{}: {source}", path.display())]
    Records {
        /// The checkpoint.
        path: PathBuf,
        /// What the tally found.
        source: Error,
    },
    /// Re-counted units disagree: the count is not to be trusted.
    #[error("{0}")]
    Disagree(Disagreements),
}

impl std::fmt::Display for Disagreements {
    /// `K of N re-counted units disagree: unit I (LABEL) counted by WHO:
    /// solutions=… all=… rot90=… rot180=…, re-counted: …`, ten at most.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} of {} re-counted units disagree: ",
            self.units.len(),
            self.checked
        )?;
        let shown = |c: &UnitCount| {
            format!(
                "solutions={} all={} rot90={} rot180={}",
                c.solutions, c.fixed_by_all, c.fixed_by_rot90, c.fixed_by_rot180
            )
        };
        for (k, d) in self.units.iter().take(10).enumerate() {
            let r = &d.record;
            write!(
                f,
                "{}unit {} ({}) counted by {}: {}, re-counted: {}",
                if k > 0 { "; " } else { "" },
                r.unit,
                r.label,
                r.by.as_deref().unwrap_or("an unrecorded counter"),
                shown(&r.count),
                shown(&d.recounted)
            )?;
        }
        if self.units.len() > 10 {
            write!(f, "; and {} more", self.units.len() - 10)?;
        }
        Ok(())
    }
}

impl Job {
    /// A plain count of n: every unit, no checkpoint, no verification.
    pub fn new(n: usize, options: CountOptions) -> Job {
        Job {
            n,
            options,
            ..Job::default()
        }
    }

    /// Plans and counts, on threads of their own while the caller waits
    /// (in the background: `poll` is called every [`Stop::poll`] and asks
    /// for a stop by returning true); the plan too, as it may take
    /// seconds (the join's tables at n = 20) and a stop is answered while
    /// it is made.
    pub fn run(
        self,
        stop: &Stop,
        poll: &mut dyn FnMut() -> bool,
        events: Arc<dyn Events>,
    ) -> Result<Outcome, RunError> {
        let start = Instant::now();
        let Job {
            n,
            options,
            shard,
            checkpoint,
            verify,
            #[cfg(any(test, feature = "fault-injection"))]
            fault,
        } = self;
        let planned = in_background(move |_: &AtomicBool| Counter::new(n, options), stop, poll)?;
        let counter = match planned {
            Ended::Done(counter) if !stop.stopping() => counter?,
            _ => {
                return Ok(Outcome::Stopped {
                    units: None,
                    recorded: None,
                });
            }
        };
        #[cfg(any(test, feature = "fault-injection"))]
        let counter = match fault {
            Some(fault) => counter.with_fault(fault),
            None => counter,
        };
        let counter = Arc::new(counter);
        events.planned(&counter);
        let mine = match shard {
            Some(s) => s.units(counter.units()),
            None => (0..counter.units()).collect(),
        };
        let check = Arc::new(Recheck::new(&counter, &mine, verify));
        let on_unit = {
            let (check, events) = (Arc::clone(&check), Arc::clone(&events));
            move |i: usize, r: &UnitCount| {
                let agrees = check.unit(i, r);
                events.unit(i);
                agrees
            }
        };
        let counted = match &checkpoint {
            None => plain(&counter, &mine, on_unit, stop, poll, &*events)?,
            Some(path) => checkpointed(&counter, &mine, path, shard, on_unit, stop, poll, &*events)?,
        };
        let (results, by) = match counted {
            Counted::All(results, by) => (results, by),
            Counted::Stopped(recorded) => {
                let units = Some(mine.len());
                return Ok(Outcome::Stopped { units, recorded });
            }
        };
        let verified = check.finish(&results, &by)?;
        let tally = counter.tally(&results).map_err(|source| match &checkpoint {
            // Records read back that cannot be a count's: an edited file.
            Some(path) => RunError::Records {
                path: path.clone(),
                source,
            },
            None => RunError::Count(source),
        })?;
        let elapsed = start.elapsed();
        let shard = shard.map(|s| {
            ShardResult::new(&counter, s, &tally, elapsed).with_records(&counter, &results, |i| {
                match by.get(&i) {
                    Some(by) => by.clone(),
                    None => Some(counter.counted_by(i)),
                }
            })
        });
        Ok(Outcome::Done(Box::new(Report {
            n,
            total: tally.total,
            classes: tally.classes,
            units: counter.units(),
            nodes: options.stats.then_some(tally.nodes),
            device: counter.device(),
            method: counter.method(),
            adapter: counter.adapter(),
            gpu_failure: counter.gpu_failure(),
            peak_memory: counter.peak_memory(),
            elapsed,
            verified,
            shard,
        })))
    }
}

/// How the counting of a run's units ended.
enum Counted {
    /// Every unit's counts, and who counted those a checkpoint held
    /// before this run.
    All(Vec<(usize, UnitCount)>, HashMap<usize, Option<String>>),
    /// Stopped, with the units the checkpoint holds (when there is one).
    Stopped(Option<usize>),
}

/// Counts the units `mine` in the background, keeping nothing but the
/// results.
fn plain(
    counter: &Arc<Counter>,
    mine: &[usize],
    on_unit: impl Fn(usize, &UnitCount) -> bool + Send + Sync + 'static,
    stop: &Stop,
    poll: &mut dyn FnMut() -> bool,
    events: &dyn Events,
) -> Result<Counted, RunError> {
    events.started(mine.len(), 0);
    let job = {
        let (counter, mine) = (Arc::clone(counter), mine.to_vec());
        move |stopped: &AtomicBool| {
            let hook = |i: usize, r: &UnitCount| {
                // Nothing is recorded, so there is nothing to refuse.
                let _ = on_unit(i, r);
            };
            counter.run_units(&mine, &hook, Some(stopped))
        }
    };
    let results = match in_background(job, stop, poll)? {
        Ended::Done(results) => results?,
        Ended::Abandoned => Vec::new(),
    };
    let complete = results.len() == mine.len();
    events.ended(complete);
    Ok(match complete {
        true => Counted::All(results, HashMap::new()),
        false => Counted::Stopped(None),
    })
}

/// Counts the units `mine` the checkpoint at `path` does not hold yet,
/// recording each as it finishes unless `on_unit` refuses it
/// ([`Resumable`]).
#[allow(clippy::too_many_arguments)] // one run's parts, each named
fn checkpointed(
    counter: &Arc<Counter>,
    mine: &[usize],
    path: &std::path::Path,
    shard: Option<Shard>,
    on_unit: impl Fn(usize, &UnitCount) -> bool + Send + Sync + 'static,
    stop: &Stop,
    poll: &mut dyn FnMut() -> bool,
    events: &dyn Events,
) -> Result<Counted, RunError> {
    let run = Resumable::open(counter, path, shard, mine)?;
    events.resumed(run.resumed(), mine.len());
    events.started(mine.len(), run.resumed().done.len());
    let ended = run.run(on_unit, stop, poll);
    events.ended(matches!(ended, Ok(Checkpointed::Done { .. })));
    Ok(match ended? {
        Checkpointed::Done { results, by } => Counted::All(results, by),
        Checkpointed::Stopped { recorded } => Counted::Stopped(Some(recorded)),
    })
}

/// A unit whose recount differs: (unit, counted, re-counted).
type Differs = (usize, UnitCount, UnitCount);

/// The units a run re-counts as it goes, and what differed: (unit,
/// counted, re-counted).
struct Recheck {
    counter: Arc<Counter>,
    picked: HashSet<usize>,
    /// The units re-counted so far, and those that differ.
    checked: Mutex<(HashSet<usize>, Vec<Differs>)>,
}

impl Recheck {
    /// The units of `mine` that `sample` picks (seed 0); none without it.
    fn new(counter: &Arc<Counter>, mine: &[usize], sample: Option<Sample>) -> Recheck {
        let picked = sample.map_or_else(HashSet::new, |s| s.pick(mine, 0).into_iter().collect());
        Recheck {
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
    /// a checkpoint held from before), then gives how many were
    /// re-counted (`None` when none was picked), or every unit that
    /// differs (`by`: who counted those recorded before).
    fn finish(
        &self,
        results: &[(usize, UnitCount)],
        by: &HashMap<usize, Option<String>>,
    ) -> Result<Option<usize>, RunError> {
        if self.picked.is_empty() {
            return Ok(None);
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
        if differ.is_empty() {
            return Ok(Some(checked.len()));
        }
        differ.sort_by_key(|d| d.0);
        let units = differ
            .iter()
            .map(|&(unit, count, recounted)| Disagreement {
                record: UnitRecord {
                    unit,
                    label: self.counter.unit_label(unit),
                    count,
                    by: match by.get(&unit) {
                        Some(recorded) => recorded.clone(),
                        None => Some(self.counter.counted_by(unit)),
                    },
                },
                recounted,
            })
            .collect();
        Err(RunError::Disagree(Disagreements {
            checked: checked.len(),
            units,
        }))
    }
}

impl Counter {
    /// Counts every unit on the calling thread's pool and reports the
    /// totals (a [`Job`](crate::count::Job) runs a count that can be
    /// stopped, sharded, checkpointed and verified).
    pub fn run(&self) -> Result<Report, Error> {
        let start = Instant::now();
        let all: Vec<usize> = (0..self.units()).collect();
        let results = self.run_units(&all, &|_, _| {}, None)?;
        let tally = self.tally(&results)?;
        Ok(Report {
            n: self.n(),
            total: tally.total,
            classes: tally.classes,
            units: self.units(),
            nodes: self.options().stats.then_some(tally.nodes),
            elapsed: start.elapsed(),
            device: self.device(),
            method: self.method(),
            adapter: self.adapter(),
            gpu_failure: self.gpu_failure(),
            peak_memory: self.peak_memory(),
            verified: None,
            shard: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn options() -> CountOptions {
        CountOptions {
            threads: 2,
            ..CountOptions::default()
        }
    }

    fn done(job: Job) -> Report {
        match job.run(&Stop::new(Duration::from_secs(5)), &mut || false, Arc::new(())) {
            Ok(Outcome::Done(report)) => *report,
            other => panic!("the count should finish: {other:?}"),
        }
    }

    /// Counts the units it hears of, and asks for a stop after `after`.
    struct StopAfter {
        after: usize,
        seen: AtomicUsize,
        flag: Arc<AtomicBool>,
        started: Mutex<Option<(usize, usize)>>,
    }

    impl Events for StopAfter {
        fn started(&self, units: usize, done: usize) {
            *self.started.lock().unwrap() = Some((units, done));
        }
        fn unit(&self, _: usize) {
            if self.seen.fetch_add(1, Ordering::SeqCst) + 1 >= self.after {
                self.flag.store(true, std::sync::atomic::Ordering::SeqCst);
            }
        }
    }

    #[test]
    fn a_plain_run_reports_the_count_and_what_counted_it() {
        let report = done(Job::new(10, options()));
        assert_eq!(report.total, 724);
        assert_eq!(report.classes.map(|c| c.unique()), Some(92));
        assert_eq!((report.verified, report.shard.is_none()), (None, true));
        assert_ne!(report.method, Method::Auto);
    }

    #[test]
    fn shards_report_their_records_and_add_up_to_the_count() {
        let mut total = 0;
        for i in 0..3 {
            let job = Job {
                shard: Some(Shard::new(i, 3).unwrap()),
                verify: Some(Sample::All),
                ..Job::new(9, options())
            };
            let report = done(job);
            let shard = report.shard.expect("a shard's result");
            let records = shard.records.as_ref().expect("records");
            assert_eq!(records.len(), shard.units);
            assert_eq!(report.verified, Some(shard.units));
            total += shard.total;
        }
        assert_eq!(total, 352);
    }

    #[test]
    fn a_stopped_plain_run_keeps_nothing_and_a_checkpointed_one_resumes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("count.ckpt");
        for checkpoint in [None, Some(path.clone())] {
            let stop = Stop::new(Duration::from_secs(5));
            let events = Arc::new(StopAfter {
                after: 3,
                seen: AtomicUsize::new(0),
                flag: Arc::clone(&stop.flag),
                started: Mutex::new(None),
            });
            let job = Job {
                checkpoint: checkpoint.clone(),
                options: CountOptions {
                    threads: 1,
                    ..options()
                },
                ..Job::new(11, options())
            };
            let ended = job.run(&stop, &mut || false, events.clone()).unwrap();
            let Outcome::Stopped { units, recorded } = ended else {
                panic!("the count should stop")
            };
            let (all, before) = events.started.lock().unwrap().expect("it started");
            assert_eq!((units, before), (Some(all), 0));
            match checkpoint {
                None => assert_eq!(recorded, None),
                Some(_) => assert!(recorded.is_some_and(|k| (3..all).contains(&k)), "{recorded:?}"),
            }
        }
        let resumed = done(Job {
            checkpoint: Some(path),
            verify: Some(Sample::All),
            ..Job::new(11, options())
        });
        assert_eq!(resumed.total, 2680);
        // Units recorded before the resume are re-counted too.
        assert_eq!(resumed.verified, Some(resumed.units));
    }

    #[test]
    fn a_faulty_unit_fails_the_run_naming_it() {
        let counter = Counter::new(8, options()).unwrap();
        let label = counter.unit_label(counter.units() - 1);
        let job = Job {
            verify: Some(Sample::All),
            fault: Some(crate::count::fault::Fault::new(&label)),
            ..Job::new(8, options())
        };
        let e = job
            .run(&Stop::new(Duration::from_secs(5)), &mut || false, Arc::new(()))
            .unwrap_err();
        let RunError::Disagree(d) = &e else {
            panic!("a disagreement: {e}")
        };
        assert_eq!(d.units.len(), 1);
        assert_eq!(d.units[0].record.label, label);
        assert_eq!(
            d.units[0].record.count.solutions,
            d.units[0].recounted.solutions + 2
        );
        let shown = e.to_string();
        assert!(
            shown.starts_with(&format!("1 of {} re-counted units disagree: unit ", d.checked)),
            "{shown}"
        );
        assert!(!shown.contains("--"), "no CLI flags: {shown}");
    }
}

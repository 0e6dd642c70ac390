//! Counting that a front end can stop: the count runs on a thread of its
//! own while the caller waits for it, watching a stop flag (set by a
//! signal handler, or by the caller's own poll, as Python's Ctrl-C is
//! seen). Once it is set no unit starts; the units already running get a
//! grace to finish, and past it the caller goes on without them (a
//! resume counts them again). The CLI and the Python module both count
//! this way, so a stop means the same in both.
//!
//! The checkpointed form ([`Resumable`]) records each unit as it
//! finishes, so a stopped or killed count resumes where it was.
//!
//! All of it but [`Stop`] is the crate's own: a front end runs a count
//! through [`crate::count::Job`], the one way in, which uses these.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::count::checkpoint::{Checkpoint, CheckpointError, Resumed};
use crate::count::counter::Counter;
use crate::count::shard::Shard;
use crate::count::unit_count::UnitCount;
use crate::error::Error;

/// How a stoppable count is stopped.
#[derive(Debug, Clone)]
pub struct Stop {
    /// Set to stop: no unit starts after it.
    pub flag: Arc<AtomicBool>,
    /// How long the units running when the flag is set may take to finish.
    pub grace: Duration,
    /// How often the caller's poll is called (and the flag looked at).
    pub poll: Duration,
}

impl Stop {
    /// A stop flag of its own, with `grace` and a poll every 50 ms.
    pub fn new(grace: Duration) -> Stop {
        Stop::with_flag(Arc::new(AtomicBool::new(false)), grace)
    }

    /// Stops on `flag` (shared with a signal handler, say), with `grace`
    /// and a poll every 50 ms.
    pub fn with_flag(flag: Arc<AtomicBool>, grace: Duration) -> Stop {
        Stop {
            flag,
            grace,
            poll: Duration::from_millis(50),
        }
    }

    /// Whether a stop was asked for.
    pub fn stopping(&self) -> bool {
        self.flag.load(Ordering::SeqCst)
    }
}

/// How a stoppable job ended.
#[derive(Debug)]
pub(crate) enum Ended<T> {
    /// The job returned (after a stop, with what it finished before it).
    Done(T),
    /// A stop was asked for and the job was still running when the grace
    /// ran out: it is not waited for (it starts no new unit, and what it
    /// finishes is dropped).
    Abandoned,
}

/// Runs `job` on a thread of its own, handing it the stop flag, and waits
/// for it: every [`Stop::poll`] calls `poll` (which asks for a stop by
/// returning true) and looks at the flag; once it is set, the job has
/// [`Stop::grace`] to return.
pub(crate) fn in_background<T: Send + 'static>(
    job: impl FnOnce(&AtomicBool) -> T + Send + 'static,
    stop: &Stop,
    poll: &mut dyn FnMut() -> bool,
) -> Result<Ended<T>, Error> {
    let (tx, rx) = mpsc::channel();
    let flag = Arc::clone(&stop.flag);
    std::thread::Builder::new()
        .name("queens-count".into())
        .spawn(move || {
            // The receiver is gone only when the caller gave up waiting.
            let _ = tx.send(job(&flag));
        })
        .map_err(|e| Error::ThreadStart {
            what: "a counting thread",
            reason: e.to_string(),
        })?;
    let lost = || Error::ThreadLost;
    loop {
        match rx.recv_timeout(stop.poll) {
            Ok(done) => return Ok(Ended::Done(done)),
            Err(RecvTimeoutError::Disconnected) => return Err(lost()),
            Err(RecvTimeoutError::Timeout) => {}
        }
        if poll() {
            stop.flag.store(true, Ordering::SeqCst);
        }
        if stop.stopping() {
            return match rx.recv_timeout(stop.grace) {
                Ok(done) => Ok(Ended::Done(done)),
                Err(RecvTimeoutError::Timeout) => Ok(Ended::Abandoned),
                Err(RecvTimeoutError::Disconnected) => Err(lost()),
            };
        }
    }
}

/// How a checkpointed count ended.
#[derive(Debug)]
pub(crate) enum Checkpointed {
    /// Every unit is counted, the ones recorded before included, with who
    /// counted each of those recorded before (as the checkpoint says;
    /// `None` for lines written before that was kept).
    Done {
        /// Every unit's counts: those the checkpoint held, in its order,
        /// then this run's, by unit (a shard's records list them so).
        results: Vec<(usize, UnitCount)>,
        /// Who counted the units the checkpoint held before this run.
        by: HashMap<usize, Option<String>>,
    },
    /// Stopped: the checkpoint holds `recorded` units and is closed; the
    /// same count resumes from it.
    Stopped {
        /// The units the checkpoint holds.
        recorded: usize,
    },
}

/// A count of some units (all of them, or a shard's) that records each
/// unit in a checkpoint file as it finishes and resumes from what the
/// file holds.
#[derive(Debug)]
pub(crate) struct Resumable {
    counter: Arc<Counter>,
    checkpoint: Arc<Checkpoint<'static>>,
    resumed: Resumed,
    todo: Vec<usize>,
}

impl Resumable {
    /// Opens (or creates) the checkpoint at `path` for `counter`'s count
    /// of the units `mine` (those of `shard` when given), and finds the
    /// units it does not hold yet.
    pub fn open(
        counter: &Arc<Counter>,
        path: &Path,
        shard: Option<Shard>,
        mine: &[usize],
    ) -> Result<Resumable, CheckpointError> {
        let (checkpoint, resumed) = Checkpoint::open_shared(path, Arc::clone(counter), shard)?;
        let done: HashSet<usize> = resumed.done.iter().map(|&(i, _)| i).collect();
        let todo = mine.iter().copied().filter(|i| !done.contains(i)).collect();
        Ok(Resumable {
            counter: Arc::clone(counter),
            checkpoint: Arc::new(checkpoint),
            resumed,
            todo,
        })
    }

    /// What the checkpoint held when it was opened.
    pub fn resumed(&self) -> &Resumed {
        &self.resumed
    }

    /// Counts the units not recorded yet, recording each as it finishes
    /// unless `on_unit` (called first, from the worker that counted it)
    /// says no: then it is left for a resume. A record that fails stops
    /// the count and is its error. A stop ([`in_background`]) closes the
    /// checkpoint with what finished; a unit of an abandoned count that
    /// finishes later still reaches `on_unit` but is not recorded.
    pub fn run(
        self,
        on_unit: impl Fn(usize, &UnitCount) -> bool + Send + Sync + 'static,
        stop: &Stop,
        poll: &mut dyn FnMut() -> bool,
    ) -> Result<Checkpointed, CheckpointError> {
        let Resumable {
            counter,
            checkpoint,
            resumed,
            todo,
        } = self;
        let failure: Arc<Mutex<Option<CheckpointError>>> = Arc::default();
        let job = {
            let (checkpoint, failure, flag) = (
                Arc::clone(&checkpoint),
                Arc::clone(&failure),
                Arc::clone(&stop.flag),
            );
            let todo = todo.clone();
            move |stopped: &AtomicBool| {
                let record = |i: usize, r: &UnitCount| {
                    if !on_unit(i, r) {
                        return;
                    }
                    if let Err(e) = checkpoint.record(i, r) {
                        failure.lock().unwrap_or_else(|p| p.into_inner()).get_or_insert(e);
                        flag.store(true, Ordering::SeqCst);
                    }
                };
                counter.run_units(&todo, &record, Some(stopped))
            }
        };
        let ended = in_background(job, stop, poll).map_err(CheckpointError::Count)?;
        // Closed before anything is said: a record in progress completes
        // first, and a unit finishing after this records nothing.
        let closed = checkpoint.close();
        if let Some(e) = failure.lock().unwrap_or_else(|p| p.into_inner()).take() {
            return Err(e);
        }
        let recorded = closed?;
        let results = match ended {
            Ended::Done(results) => results.map_err(CheckpointError::Count)?,
            Ended::Abandoned => return Ok(Checkpointed::Stopped { recorded }),
        };
        if results.len() < todo.len() {
            return Ok(Checkpointed::Stopped { recorded });
        }
        let Resumed { done, by, .. } = resumed;
        let by = done.iter().map(|&(i, _)| i).zip(by).collect();
        let mut all = done;
        all.extend(results);
        Ok(Checkpointed::Done { results: all, by })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::counter::CountOptions;

    fn counter(n: usize) -> Arc<Counter> {
        let options = CountOptions {
            threads: 1,
            ..CountOptions::default()
        };
        Arc::new(Counter::new(n, options).unwrap())
    }

    #[test]
    fn a_job_that_finishes_is_done_and_the_poll_is_not_needed() {
        let stop = Stop::new(Duration::from_secs(5));
        let ended = in_background(|_| 42, &stop, &mut || false).unwrap();
        assert!(matches!(ended, Ended::Done(42)));
        assert!(!stop.stopping());
    }

    #[test]
    fn a_poll_that_asks_to_stop_sets_the_flag_and_a_slow_job_is_abandoned() {
        let stop = Stop::new(Duration::from_millis(50));
        let (tx, rx) = mpsc::channel::<()>();
        // The job ignores the flag and waits until the test lets it go.
        let job = move |_: &AtomicBool| rx.recv().is_ok();
        let mut polls = 0;
        let ended = in_background(job, &stop, &mut || {
            polls += 1;
            true
        })
        .unwrap();
        assert!(matches!(ended, Ended::Abandoned));
        assert!(stop.stopping());
        assert_eq!(polls, 1);
        drop(tx);
    }

    #[test]
    fn a_job_that_heeds_the_flag_returns_within_the_grace() {
        let stop = Stop::new(Duration::from_secs(10));
        stop.flag.store(true, Ordering::SeqCst);
        let ended = in_background(|f: &AtomicBool| f.load(Ordering::SeqCst), &stop, &mut || false).unwrap();
        assert!(matches!(ended, Ended::Done(true)));
    }

    #[test]
    fn a_stopped_checkpointed_count_resumes_to_the_exact_total() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("count.ckpt");
        let c = counter(10);
        let all: Vec<usize> = (0..c.units()).collect();
        // Stop after three units: the flag is set from the unit hook.
        let stop = Stop::new(Duration::from_secs(10));
        let seen = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let run = Resumable::open(&c, &path, None, &all).unwrap();
        assert!(run.resumed().created);
        let (flag, seen2) = (Arc::clone(&stop.flag), Arc::clone(&seen));
        let ended = run
            .run(
                move |_, _| {
                    if seen2.fetch_add(1, Ordering::SeqCst) + 1 >= 3 {
                        flag.store(true, Ordering::SeqCst);
                    }
                    true
                },
                &stop,
                &mut || false,
            )
            .unwrap();
        let Checkpointed::Stopped { recorded } = ended else {
            panic!("the count should stop")
        };
        assert!((3..all.len()).contains(&recorded), "{recorded} recorded");
        // The resume counts the rest, and the total is the known one.
        let run = Resumable::open(&c, &path, None, &all).unwrap();
        assert_eq!(run.resumed().done.len(), recorded);
        let ended = run
            .run(|_, _| true, &Stop::new(Duration::from_secs(1)), &mut || false)
            .unwrap();
        let Checkpointed::Done { results, by } = ended else {
            panic!("the resume should finish")
        };
        assert_eq!(by.len(), recorded);
        assert_eq!(results.len(), all.len());
        let mut units: Vec<usize> = results.iter().map(|&(i, _)| i).collect();
        units.sort_unstable();
        units.dedup();
        assert_eq!(units, all, "every unit exactly once");
        assert_eq!(c.tally(&results).unwrap().total, 724);
    }

    #[test]
    fn a_unit_the_hook_refuses_is_left_for_the_resume() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("count.ckpt");
        let c = counter(8);
        let all: Vec<usize> = (0..c.units()).collect();
        let run = Resumable::open(&c, &path, None, &all).unwrap();
        let ended = run
            .run(|i, _| i != 0, &Stop::new(Duration::from_secs(1)), &mut || false)
            .unwrap();
        assert!(matches!(ended, Checkpointed::Done { .. }));
        let again = Resumable::open(&c, &path, None, &all).unwrap();
        assert_eq!(again.resumed().done.len(), all.len() - 1);
        assert!(again.resumed().done.iter().all(|&(i, _)| i != 0));
    }
}

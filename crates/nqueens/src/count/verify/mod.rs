//! Verification: re-counting the units a checkpoint or a shard file
//! records with the independent recount ([`Counter::recount_unit`]),
//! and naming every unit whose recorded subtotal differs.

use std::collections::HashSet;
use std::io::Read;
use std::ops::Range;
use std::path::Path;

use crate::count::checkpoint::Checkpoint;
use crate::count::counter::Counter;
use crate::count::sample::{Picker, Sample};
use crate::count::shard::{Shard, ShardResult};
use crate::count::unit_count::{UnitCount, UnitRecord};
use crate::error::Error;

mod error;
mod windows;

pub use error::RecordsError;
use windows::Source;

/// What a checkpoint or a shard file records: the count it belongs to
/// (planned again from the file) and its units, each once. A shard
/// result's are held (its file is at most [`MAX_SHARD_FILE`]); a
/// checkpoint's only while they are few, and else read again by windows
/// of units when asked for (`windows.rs` says how): the memory does not
/// grow with the units a file records.
#[derive(Debug)]
pub struct Recorded {
    /// The count's plan.
    pub counter: Counter,
    /// The shard, when the file is one shard's.
    pub shard: Option<Shard>,
    /// A checkpoint's torn last line, left out.
    pub dropped_line: Option<usize>,
    records: Records,
    /// Why a checkpoint's records cannot be a count's, found as they
    /// were read ([`Counter::tally`]); [`Recorded::load`] refuses them.
    inconsistent: Option<Error>,
}

/// A file's records.
#[derive(Debug)]
enum Records {
    /// A shard result's, sorted.
    Listed(Vec<UnitRecord>),
    /// A checkpoint's: `units` distinct units.
    Checkpoint {
        source: Source,
        held: Held,
        units: usize,
    },
}

/// A checkpoint's records in memory.
#[derive(Debug)]
enum Held {
    /// All of them, each unit once, by index.
    One(Vec<(usize, UnitCount)>),
    /// Too many: the windows of units to read them again by.
    Windows(Vec<Range<usize>>),
}

/// The units a sample picked from a file's records, with their records,
/// by index ([`Recorded::pick`]).
#[derive(Debug, Clone, Default)]
pub struct Picked(Vec<(usize, UnitCount)>);

impl Picked {
    /// How many units were picked.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether none was.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The units, in order.
    pub fn units(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().map(|&(i, _)| i)
    }
}

/// A unit whose recount differs from its record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disagreement {
    /// The record.
    pub record: UnitRecord,
    /// What the independent recount found.
    pub recounted: UnitCount,
}

/// The outcome of [`Recorded::verify`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Verification {
    /// Units recorded.
    pub recorded: usize,
    /// Units re-counted.
    pub checked: usize,
    /// Which: their indices, in order.
    pub units: Vec<usize>,
    /// Units whose recount agrees.
    pub agreed: usize,
    /// Units whose recount differs, by index.
    pub disagreed: Vec<Disagreement>,
    /// The solutions the re-counted units stand for, by the recount.
    pub total: u128,
    /// The same by their records.
    pub recorded_total: u128,
}

/// The largest shard result [`Recorded::load`] reads, in bytes: about
/// 300, and some 130 more for each unit it records.
pub const MAX_SHARD_FILE: u64 = 64 << 20;

impl Recorded {
    /// Reads a checkpoint, or a shard result (a file that starts with
    /// `{`), and plans its count again for `threads` workers. The error
    /// says what is wrong, in one line; a file whose figures disagree
    /// with its unit records is one that [`RecordsError::disagrees`].
    pub fn load(path: &Path, threads: usize) -> Result<Recorded, RecordsError> {
        let mut recorded = Recorded::read(path, threads)?;
        // A checkpoint states no totals, but its records must be able to
        // be a count's (symmetry counts within their solutions, the
        // join's fixed boards those of its total), as tallied when it
        // was read; a shard result's were checked against its stated
        // figures as it was read.
        match recorded.inconsistent.take() {
            Some(e) => Err(RecordsError::Inconsistent(e)),
            None => Ok(recorded),
        }
    }

    fn read(path: &Path, threads: usize) -> Result<Recorded, RecordsError> {
        let meta = std::fs::metadata(path).map_err(RecordsError::Unreadable)?;
        if !meta.is_file() && !meta.is_dir() {
            // A FIFO or a device: refused before it is opened (opening a
            // FIFO would wait for a writer).
            return Ok(Checkpoint::load(path, threads)?);
        }
        let open = || std::fs::File::open(path).map_err(RecordsError::Unreadable);
        let mut first = [0u8; 1];
        let read = open()?.read(&mut first).map_err(RecordsError::Unreadable)?;
        if read == 0 || first[0] != b'{' {
            return Ok(Checkpoint::load(path, threads)?);
        }
        let mut bytes = Vec::new();
        open()?
            .take(MAX_SHARD_FILE + 1)
            .read_to_end(&mut bytes)
            .map_err(RecordsError::Unreadable)?;
        if bytes.len() as u64 > MAX_SHARD_FILE {
            return Err(RecordsError::TooLarge {
                max_mib: MAX_SHARD_FILE >> 20,
            });
        }
        let text = String::from_utf8(bytes).map_err(|_| RecordsError::NotText)?;
        let result = ShardResult::from_json(text.trim_end())?;
        drop(text);
        Recorded::from_shard(&result, threads)
    }

    /// Reads a shard result's unit records against its count's plan,
    /// planned again for `threads` workers.
    pub fn from_shard(result: &ShardResult, threads: usize) -> Result<Recorded, RecordsError> {
        if result.records.is_none() {
            // Before planning, which may take a while.
            return Err(RecordsError::NoRecords);
        }
        let counter = Counter::for_split(result.n, &result.split, threads)?;
        if counter.fingerprint() != result.fingerprint || counter.units() != result.plan_units {
            return Err(RecordsError::OtherPlan {
                stated: result.fingerprint.clone(),
                stated_units: result.plan_units,
                n: result.n,
                split: result.split.clone(),
                fingerprint: counter.fingerprint(),
                units: counter.units(),
            });
        }
        let records = result.checked_records(&counter)?;
        Ok(Recorded {
            counter,
            shard: Some(result.shard),
            dropped_line: None,
            records: Records::Listed(records),
            inconsistent: None,
        })
    }

    /// How many units the file records (each once).
    pub fn recorded(&self) -> usize {
        match &self.records {
            Records::Listed(records) => records.len(),
            Records::Checkpoint { units, .. } => *units,
        }
    }

    /// Calls `f` with each unit recorded, once, in order.
    fn each(&self, f: &mut dyn FnMut(usize, &UnitCount)) -> Result<(), RecordsError> {
        match &self.records {
            Records::Listed(records) => records.iter().for_each(|r| f(r.unit, &r.count)),
            Records::Checkpoint { held, source, .. } => match held {
                Held::One(records) => records.iter().for_each(|(i, r)| f(*i, r)),
                Held::Windows(windows) => {
                    for w in windows {
                        let records = source.window(&self.counter, self.shard, w)?;
                        records.iter().for_each(|(i, r)| f(*i, r));
                    }
                }
            },
        }
        Ok(())
    }

    /// The units `sample` picks with `seed`, by plan index (so the same
    /// ones on any thread count); a checkpoint of many units is read
    /// again to pick them.
    pub fn pick(&self, sample: Sample, seed: u64) -> Result<Picked, RecordsError> {
        let mut picker = Picker::new(sample, seed);
        self.each(&mut |i, r| picker.offer(i, *r))?;
        Ok(Picked(picker.finish()))
    }

    /// Re-counts the units `sample` picks with `seed` (by plan index, so
    /// the same ones on any thread count) on the counter's threads,
    /// calling `on_unit` as each is done.
    pub fn verify(
        &self,
        sample: Sample,
        seed: u64,
        on_unit: &(dyn Fn() + Sync),
    ) -> Result<Verification, RecordsError> {
        let picked = self.pick(sample, seed)?;
        self.recount(&picked, on_unit)
    }

    /// Re-counts the units `picked` ([`Recorded::pick`]) on the counter's
    /// threads, calling `on_unit` as each is done. What it holds grows
    /// with the units re-counted (each a recount), not the units recorded.
    pub fn recount(
        &self,
        picked: &Picked,
        on_unit: &(dyn Fn() + Sync),
    ) -> Result<Verification, RecordsError> {
        let units: Vec<usize> = picked.units().collect();
        let recounted = self
            .counter
            .recount_units(&units, &|_, _| on_unit())
            .map_err(RecordsError::Count)?;
        drop(units);
        let tally = |r: &[(usize, UnitCount)]| self.counter.tally(r).map_err(RecordsError::Inconsistent);
        let mut out = Verification {
            recorded: self.recorded(),
            checked: recounted.len(),
            units: recounted.iter().map(|&(i, _)| i).collect(),
            total: tally(&recounted)?.total,
            recorded_total: tally(&picked.0)?.total,
            ..Verification::default()
        };
        // Both by index: the same units, in the same order.
        let mut differ = Vec::new();
        for ((i, record), (_, r)) in picked.0.iter().zip(&recounted) {
            if record.same_counts(r) {
                out.agreed += 1;
            } else {
                differ.push((*i, *record, *r));
            }
        }
        if differ.is_empty() {
            return Ok(out);
        }
        let which: HashSet<usize> = differ.iter().map(|&(i, ..)| i).collect();
        let mut by = match &self.records {
            Records::Listed(records) => records
                .iter()
                .filter(|r| which.contains(&r.unit))
                .map(|r| (r.unit, r.by.clone()))
                .collect(),
            Records::Checkpoint { source, .. } => source.counted_by(&self.counter, self.shard, &which)?,
        };
        out.disagreed = differ
            .into_iter()
            .map(|(unit, count, recounted)| Disagreement {
                record: UnitRecord {
                    unit,
                    label: self.counter.unit_label(unit),
                    count,
                    by: by.remove(&unit).flatten(),
                },
                recounted,
            })
            .collect();
        Ok(out)
    }
}

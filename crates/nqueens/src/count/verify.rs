//! Verification: re-counting the units a checkpoint or a shard file
//! records with the independent recount ([`Counter::recount_unit`]),
//! and naming every unit whose recorded subtotal differs.

use std::collections::HashSet;
use std::io::Read;
use std::path::Path;

use crate::classes::Classes;
use crate::count::checkpoint::Checkpoint;
use crate::count::counter::{Counter, UnitCount};
use crate::count::sample::Sample;
use crate::count::shard::{Shard, ShardResult};
use crate::error::Error;

/// One unit's recorded result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitRecord {
    /// The unit's index in the plan.
    pub unit: usize,
    /// Its label ([`Counter::unit_label`]).
    pub label: String,
    /// What was recorded.
    pub count: UnitCount,
    /// Who counted it ([`Counter::counted_by`]); `None` when the file
    /// predates that record.
    pub by: Option<String>,
}

/// What a checkpoint or a shard file records: the count it belongs to
/// (planned again from the file) and its units.
#[derive(Debug)]
pub struct Recorded {
    /// The count's plan.
    pub counter: Counter,
    /// The shard, when the file is one shard's.
    pub shard: Option<Shard>,
    /// The units recorded, by index.
    pub records: Vec<UnitRecord>,
    /// A checkpoint's torn last line, left out.
    pub dropped_line: Option<usize>,
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

/// Why a checkpoint or a shard result cannot be taken as its records say.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordsError {
    /// It cannot be read as a result of a count: unreadable, not a
    /// checkpoint or a shard result, or records that are not its plan's
    /// units.
    #[error("{0}")]
    Invalid(String),
    /// It reads as a result of a count, but the figures it states are not
    /// what its unit records add up to, or its records cannot be a
    /// count's: edited, or forged and re-sealed. Totals are taken only
    /// from units.
    #[error("{0}")]
    Disagrees(String),
}

impl RecordsError {
    /// Whether the file's figures disagree with its units (rather than
    /// the file being unreadable).
    pub fn disagrees(&self) -> bool {
        matches!(self, RecordsError::Disagrees(_))
    }
}

impl From<String> for RecordsError {
    fn from(reason: String) -> RecordsError {
        RecordsError::Invalid(reason)
    }
}

/// Why a shard result without unit records is refused.
const NO_RECORDS: &str =
    "it holds no unit records (written before shard files recorded their units); count the shard again";

/// The largest shard result [`Recorded::load`] reads, in bytes: about
/// 300, and some 130 more for each unit it records.
pub const MAX_SHARD_FILE: u64 = 64 << 20;

impl Recorded {
    /// Reads a checkpoint, or a shard result (a file that starts with
    /// `{`), and plans its count again for `threads` workers. The error
    /// says what is wrong, in one line; a file whose figures disagree
    /// with its unit records is [`RecordsError::Disagrees`].
    pub fn load(path: &Path, threads: usize) -> Result<Recorded, RecordsError> {
        let recorded = Recorded::read(path, threads)?;
        // A checkpoint states no totals, but its records must be able to
        // be a count's (symmetry counts within their solutions, the
        // join's fixed boards those of its total); a shard result's were
        // checked against its stated figures as it was read.
        let counts: Vec<(usize, UnitCount)> = recorded.records.iter().map(|r| (r.unit, r.count)).collect();
        recorded
            .counter
            .tally(&counts)
            .map_err(|e| RecordsError::Disagrees(e.to_string()))?;
        Ok(recorded)
    }

    fn read(path: &Path, threads: usize) -> Result<Recorded, RecordsError> {
        let meta = std::fs::metadata(path).map_err(|e| format!("cannot read it: {e}"))?;
        if !meta.is_file() && !meta.is_dir() {
            // A FIFO or a device: refused before it is opened (opening a
            // FIFO would wait for a writer).
            return Checkpoint::load(path, threads).map_err(|e| RecordsError::Invalid(e.to_string()));
        }
        let open = || std::fs::File::open(path).map_err(|e| format!("cannot read it: {e}"));
        let mut first = [0u8; 1];
        let read = open()?
            .read(&mut first)
            .map_err(|e| format!("cannot read it: {e}"))?;
        if read == 0 || first[0] != b'{' {
            return Checkpoint::load(path, threads).map_err(|e| RecordsError::Invalid(e.to_string()));
        }
        let mut bytes = Vec::new();
        open()?
            .take(MAX_SHARD_FILE + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read it: {e}"))?;
        if bytes.len() as u64 > MAX_SHARD_FILE {
            return Err(RecordsError::Invalid(format!(
                "it is over {} MiB, larger than any shard result",
                MAX_SHARD_FILE >> 20
            )));
        }
        let text =
            String::from_utf8(bytes).map_err(|_| "it is not a shard result (not UTF-8 text)".to_string())?;
        let result = ShardResult::from_json(text.trim_end()).map_err(|e| e.to_string())?;
        Recorded::from_shard(&result, threads)
    }

    /// Reads a shard result's unit records against its count's plan,
    /// planned again for `threads` workers.
    pub fn from_shard(result: &ShardResult, threads: usize) -> Result<Recorded, RecordsError> {
        if result.records.is_none() {
            // Before planning, which may take a while.
            return Err(RecordsError::Invalid(NO_RECORDS.into()));
        }
        let counter = Counter::for_split(result.n, &result.split, threads).map_err(|e| e.to_string())?;
        if counter.fingerprint() != result.fingerprint || counter.units() != result.plan_units {
            return Err(RecordsError::Invalid(format!(
                "its fingerprint {} (of {} units) is not that of the plan of n = {} split {} ({} of {} units)",
                textguard::shown(&result.fingerprint),
                result.plan_units,
                result.n,
                result.split,
                counter.fingerprint(),
                counter.units()
            )));
        }
        let records = result.checked_records(&counter)?;
        Ok(Recorded {
            counter,
            shard: Some(result.shard),
            records,
            dropped_line: None,
        })
    }

    /// Re-counts the units `sample` picks with `seed` (by plan index, so
    /// the same ones on any thread count) on the counter's threads,
    /// calling `on_unit` as each is done.
    pub fn verify(
        &self,
        sample: Sample,
        seed: u64,
        on_unit: &(dyn Fn() + Sync),
    ) -> Result<Verification, Error> {
        let all: Vec<usize> = self.records.iter().map(|r| r.unit).collect();
        let picked = sample.pick(&all, seed);
        let recounted = self.counter.recount_units(&picked, &|_, _| on_unit())?;
        let by_unit: std::collections::HashMap<usize, &UnitRecord> =
            self.records.iter().map(|r| (r.unit, r)).collect();
        let recorded: Vec<(usize, UnitCount)> = picked.iter().map(|i| (*i, by_unit[i].count)).collect();
        let mut out = Verification {
            recorded: self.records.len(),
            checked: recounted.len(),
            units: recounted.iter().map(|&(i, _)| i).collect(),
            total: self.counter.tally(&recounted)?.total,
            recorded_total: self.counter.tally(&recorded)?.total,
            ..Verification::default()
        };
        for (i, r) in &recounted {
            let record = by_unit[i];
            if record.count.same_counts(r) {
                out.agreed += 1;
            } else {
                out.disagreed.push(Disagreement {
                    record: record.clone(),
                    recounted: *r,
                });
            }
        }
        Ok(out)
    }
}

impl ShardResult {
    /// The shard's unit records, sorted, once they are shown to be its
    /// count: each unit in the shard once, labelled as the plan labels
    /// it, as many as the shard says it counted, and the shard's stated
    /// total, fixed boards, classes and nodes exactly what they add up
    /// to. A total is taken only from its units: a file whose stated
    /// figures were raised and re-sealed is refused here, by `merge` as
    /// by `verify`. `counter` is the count's plan, planned again.
    pub fn checked_records(&self, counter: &Counter) -> Result<Vec<UnitRecord>, RecordsError> {
        let Some(records) = &self.records else {
            return Err(RecordsError::Invalid(NO_RECORDS.into()));
        };
        let mine: HashSet<usize> = self.shard.units(counter.units()).into_iter().collect();
        let mut seen = HashSet::new();
        for r in records {
            if !mine.contains(&r.unit) {
                return Err(format!("unit {} is not in shard {}", r.unit, self.shard).into());
            }
            if !seen.insert(r.unit) {
                return Err(format!("unit {} is recorded twice", r.unit).into());
            }
            let label = counter.unit_label(r.unit);
            if r.label != label {
                return Err(RecordsError::Invalid(format!(
                    "unit {} is labelled {}, but the plan's unit {} is {label}",
                    r.unit,
                    textguard::shown(&r.label),
                    r.unit
                )));
            }
        }
        if records.len() != self.units {
            return Err(RecordsError::Disagrees(format!(
                "it says it counted {} units but records {}",
                self.units,
                records.len()
            )));
        }
        let counts: Vec<(usize, UnitCount)> = records.iter().map(|r| (r.unit, r.count)).collect();
        let tally = counter
            .tally(&counts)
            .map_err(|e| RecordsError::Disagrees(e.to_string()))?;
        // "its total is 8, but its 3 unit records add up to 0".
        let differs = |stated: String, summed: String| {
            Err(RecordsError::Disagrees(format!(
                "{stated}, but its {} unit records add up to {summed}",
                records.len()
            )))
        };
        if tally.total != self.total {
            return differs(format!("its total is {}", self.total), tally.total.to_string());
        }
        if tally.fixed != self.fixed {
            let shown = |f: Option<[u128; 2]>| match f {
                Some([q, h]) => format!("{q} fixed by a quarter turn and {h} by a half turn"),
                None => "none".to_string(),
            };
            return differs(
                format!("its fixed boards are {}", shown(self.fixed)),
                shown(tally.fixed),
            );
        }
        let classes = tally.classes.filter(|_| tally.fixed.is_none());
        if classes != self.classes {
            let shown = |c: Option<Classes>| match c {
                Some(c) => format!(
                    "{} classes ({} fixed by a quarter turn, {} by a half turn, {} by none)",
                    c.unique(),
                    c.rot90,
                    c.rot180,
                    c.none
                ),
                None => "no classes".to_string(),
            };
            return differs(format!("its classes are {}", shown(self.classes)), shown(classes));
        }
        if let Some(nodes) = self.nodes
            && nodes != tally.nodes
        {
            return differs(format!("its node count is {nodes}"), tally.nodes.to_string());
        }
        let mut records = records.clone();
        records.sort_by_key(|r| r.unit);
        Ok(records)
    }
}

//! Why a checkpoint or a shard result cannot be taken as its records
//! say, and the check of a shard result's records against its stated
//! figures.

use std::collections::HashSet;
use std::io;

use crate::count::checkpoint::CheckpointError;
use crate::count::counter::{Counter, SplitError};
use crate::count::shard::{Shard, ShardResult};
use crate::count::shard_file::ShardFileError;
use crate::count::unit_count::{UnitCount, UnitRecord};
use crate::error::Error;
use crate::symmetry::Classes;

/// Why a checkpoint or a shard result cannot be taken as its records say.
/// Most say the file cannot be read as a result of a count; those for
/// which [`RecordsError::disagrees`] is true say it reads as one, but
/// the figures it states are not what its unit records add up to, or
/// its records cannot be a count's: edited, or forged and re-sealed.
/// Totals are taken only from units.
#[derive(Debug, thiserror::Error)]
pub enum RecordsError {
    /// The file cannot be read.
    #[error("cannot read it: {0}")]
    Unreadable(io::Error),
    /// A checkpoint that cannot be read as one of a count.
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    /// A file that starts as a shard result, but is larger than any.
    #[error("it is over {max_mib} MiB, larger than any shard result")]
    TooLarge {
        /// The largest shard result read, in MiB.
        max_mib: u64,
    },
    /// A file that starts as a shard result, but is not text.
    #[error("it is not a shard result (not UTF-8 text)")]
    NotText,
    /// A shard result that cannot be read.
    #[error(transparent)]
    ShardFile(#[from] ShardFileError),
    /// A shard result of a split this queens cannot plan.
    #[error(transparent)]
    Split(#[from] SplitError),
    /// A shard result written before shard files recorded their units.
    #[error(
        "it holds no unit records (written before shard files recorded their units); count the shard again"
    )]
    NoRecords,
    /// A shard result whose unit list is not the plan of its n and split.
    #[error(
        "its fingerprint {} (of {stated_units} units) is not that of the plan of n = {n} split {split} ({fingerprint} of {units} units)",
        textguard::shown(.stated)
    )]
    OtherPlan {
        /// The fingerprint it states.
        stated: String,
        /// The units it says the plan has.
        stated_units: usize,
        /// Its n.
        n: usize,
        /// Its split.
        split: String,
        /// The fingerprint of the plan made again.
        fingerprint: String,
        /// The units of the plan made again.
        units: usize,
    },
    /// A shard result's record of a unit of another shard.
    #[error("unit {unit} is not in shard {shard}")]
    NotInShard {
        /// The unit.
        unit: usize,
        /// The file's shard.
        shard: Shard,
    },
    /// A shard result that records a unit twice.
    #[error("unit {unit} is recorded twice")]
    Twice {
        /// The unit.
        unit: usize,
    },
    /// A shard result's record whose label is not its unit's.
    #[error(
        "unit {unit} is labelled {}, but the plan's unit {unit} is {expected}",
        textguard::shown(.label)
    )]
    Mislabelled {
        /// The unit.
        unit: usize,
        /// The label recorded.
        label: String,
        /// The plan's label of the unit.
        expected: String,
    },
    /// A shard result that records another number of units than it says
    /// it counted.
    #[error("it says it counted {stated} units but records {recorded}")]
    UnitsCounted {
        /// The units it says it counted.
        stated: usize,
        /// The units it records.
        recorded: usize,
    },
    /// A shard result whose total is not its records'.
    #[error("its total is {stated}, but its {records} unit records add up to {summed}")]
    Total {
        /// The total it states.
        stated: u128,
        /// What its records add up to.
        summed: u128,
        /// How many records it has.
        records: usize,
    },
    /// A join shard result whose fixed boards are not its records'.
    #[error(
        "its fixed boards are {}, but its {records} unit records add up to {}",
        fixed(**.stated),
        fixed(**.summed)
    )]
    Fixed {
        /// The boards it says a quarter turn and a half turn fix (boxed,
        /// as the classes: an error is small to return).
        stated: Box<Option<[u128; 2]>>,
        /// The same by its records.
        summed: Box<Option<[u128; 2]>>,
        /// How many records it has.
        records: usize,
    },
    /// A shard result whose classes are not its records'.
    #[error(
        "its classes are {}, but its {records} unit records add up to {}",
        classes(**.stated),
        classes(**.summed)
    )]
    Classes {
        /// The classes it states.
        stated: Box<Option<Classes>>,
        /// The same by its records.
        summed: Box<Option<Classes>>,
        /// How many records it has.
        records: usize,
    },
    /// A shard result whose node count is not its records'.
    #[error("its node count is {stated}, but its {records} unit records add up to {summed}")]
    Nodes {
        /// The nodes it states.
        stated: u128,
        /// The same by its records.
        summed: u128,
        /// How many records it has.
        records: usize,
    },
    /// Records that cannot be a count's: symmetric solutions that cannot
    /// be those of the solutions, the join's fixed boards not those of
    /// its total ([`Counter::tally`]).
    #[error("{0}")]
    Inconsistent(Error),
    /// The recount failed (its worker threads could not start).
    #[error(transparent)]
    Count(Error),
}

fn fixed(f: Option<[u128; 2]>) -> String {
    match f {
        Some([q, h]) => format!("{q} fixed by a quarter turn and {h} by a half turn"),
        None => "none".to_string(),
    }
}

fn classes(c: Option<Classes>) -> String {
    match c {
        Some(c) => format!(
            "{} classes ({} fixed by a quarter turn, {} by a half turn, {} by none)",
            c.unique(),
            c.rot90,
            c.rot180,
            c.none
        ),
        None => "no classes".to_string(),
    }
}

impl RecordsError {
    /// Whether the file's figures disagree with its units (rather than
    /// the file being unreadable).
    pub fn disagrees(&self) -> bool {
        matches!(
            self,
            RecordsError::UnitsCounted { .. }
                | RecordsError::Total { .. }
                | RecordsError::Fixed { .. }
                | RecordsError::Classes { .. }
                | RecordsError::Nodes { .. }
                | RecordsError::Inconsistent(_)
        )
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
            return Err(RecordsError::NoRecords);
        };
        let mine: HashSet<usize> = self.shard.units(counter.units()).into_iter().collect();
        let mut seen = HashSet::new();
        for r in records {
            if !mine.contains(&r.unit) {
                return Err(RecordsError::NotInShard {
                    unit: r.unit,
                    shard: self.shard,
                });
            }
            if !seen.insert(r.unit) {
                return Err(RecordsError::Twice { unit: r.unit });
            }
            let label = counter.unit_label(r.unit);
            if r.label != label {
                return Err(RecordsError::Mislabelled {
                    unit: r.unit,
                    label: r.label.clone(),
                    expected: label,
                });
            }
        }
        if records.len() != self.units {
            return Err(RecordsError::UnitsCounted {
                stated: self.units,
                recorded: records.len(),
            });
        }
        let counts: Vec<(usize, UnitCount)> = records.iter().map(|r| (r.unit, r.count)).collect();
        let tally = counter.tally(&counts).map_err(RecordsError::Inconsistent)?;
        let n = records.len();
        if tally.total != self.total {
            return Err(RecordsError::Total {
                stated: self.total,
                summed: tally.total,
                records: n,
            });
        }
        if tally.fixed != self.fixed {
            return Err(RecordsError::Fixed {
                stated: Box::new(self.fixed),
                summed: Box::new(tally.fixed),
                records: n,
            });
        }
        let classes = tally.classes.filter(|_| tally.fixed.is_none());
        if classes != self.classes {
            return Err(RecordsError::Classes {
                stated: Box::new(self.classes),
                summed: Box::new(classes),
                records: n,
            });
        }
        if let Some(nodes) = self.nodes
            && nodes != tally.nodes
        {
            return Err(RecordsError::Nodes {
                stated: nodes,
                summed: tally.nodes,
                records: n,
            });
        }
        let mut records = records.clone();
        records.sort_by_key(|r| r.unit);
        Ok(records)
    }
}

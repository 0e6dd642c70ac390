//! Shards: one count spread over many machines.
//!
//! Shard `I/K` takes a fixed slice of a [`Counter`]'s work units: the units
//! are put in a scrambled order (a fixed bijection of their index) and dealt
//! round-robin to the `K` shards. Neighbouring units cost about the same
//! (the costly ones sit near the corners), so dealing them out in scrambled
//! order gives every shard a fair mix, and every shard gets ⌊U/K⌋ or ⌈U/K⌉
//! of the U units. The slice depends only on the unit list and `I/K`.
//!
//! A shard's result ([`ShardResult`]) carries its sums, not its units: the
//! total, the classes by symmetry type and the nodes all add up over
//! disjoint sets of units, because every unit's classes are whole numbers
//! (a class is counted in one unit: the one of its representative's
//! frame). [`merge`] checks that the results cover every shard of one count
//! exactly once and adds them up.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

use crate::count::counter::{Counter, Tally};
use crate::count::unit_count::UnitCount;
use crate::count::verify::{RecordsError, UnitRecord};
use crate::symmetry::Classes;

/// Names how units are dealt to shards; part of every shard result, so
/// results dealt another way are never merged.
pub const SHARD_SCHEME: &str = "mix-rr-v1";

/// The most shards a count may be split into.
pub const MAX_SHARDS: usize = 1 << 20;

/// Shard `index` of `count` (written `I/K`, 0 ≤ I < K).
///
/// ```
/// let shard: nqueens::count::Shard = "3/8".parse()?;
/// assert_eq!((shard.index(), shard.count()), (3, 8));
/// // Every unit is in exactly one shard.
/// let mut seen: Vec<usize> = (0..8)
///     .flat_map(|i| nqueens::count::Shard::new(i, 8).unwrap().units(100))
///     .collect();
/// seen.sort();
/// assert_eq!(seen, (0..100).collect::<Vec<_>>());
/// # Ok::<(), nqueens::count::BadShard>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shard {
    index: usize,
    count: usize,
}

/// Why a shard `I/K` is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum BadShard {
    /// K is outside 1 to [`MAX_SHARDS`].
    #[error("the number of shards K must be from 1 to {MAX_SHARDS}, got {count}")]
    Count {
        /// K as given.
        count: usize,
    },
    /// I is not below K.
    #[error("the shard index I must be from 0 to K-1 = {}, got {index}", .count - 1)]
    Index {
        /// I as given.
        index: usize,
        /// K.
        count: usize,
    },
    /// The text is not `I/K`.
    #[error("a shard is written I/K with 0 ≤ I < K (shard 3 of 8 is 3/8), got {}", textguard::quote(.0))]
    Syntax(String),
}

impl Shard {
    /// Shard `index` of `count`: 1 ≤ count ≤ [`MAX_SHARDS`], index < count.
    pub fn new(index: usize, count: usize) -> Result<Shard, BadShard> {
        if !(1..=MAX_SHARDS).contains(&count) {
            return Err(BadShard::Count { count });
        }
        if index >= count {
            return Err(BadShard::Index { index, count });
        }
        Ok(Shard { index, count })
    }

    /// The shard's index I.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The number of shards K.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The units of this shard, of a plan with `units` units, sorted.
    pub fn units(&self, units: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..units).collect();
        order.sort_unstable_by_key(|&i| mix(i as u64));
        let mut mine: Vec<usize> = order.into_iter().skip(self.index).step_by(self.count).collect();
        mine.sort_unstable();
        mine
    }

    /// How many of a plan's `units` units this shard has.
    pub fn len(&self, units: usize) -> usize {
        units.saturating_sub(self.index).div_ceil(self.count)
    }

    /// Whether this shard has none of a plan's `units` units.
    pub fn is_empty(&self, units: usize) -> bool {
        self.len(units) == 0
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = BadShard;

    /// Reads `I/K`.
    fn from_str(s: &str) -> Result<Shard, BadShard> {
        let bad = || BadShard::Syntax(s.to_string());
        let (i, k) = s.split_once('/').ok_or_else(bad)?;
        let i: usize = i.trim().parse().map_err(|_| bad())?;
        let k: usize = k.trim().parse().map_err(|_| bad())?;
        Shard::new(i, k)
    }
}

/// SplitMix64: a fixed bijection on u64, the order units are dealt in.
fn mix(i: u64) -> u64 {
    let mut x = i.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// What one shard counted: self-describing, so that [`merge`] can refuse
/// results of another count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShardResult {
    /// The board size.
    pub n: usize,
    /// Which shard.
    pub shard: Shard,
    /// The unit split ([`Counter::split_name`]).
    pub split: String,
    /// How units are dealt to shards ([`SHARD_SCHEME`]).
    pub scheme: String,
    /// The fingerprint of the whole unit list ([`Counter::fingerprint`]).
    pub fingerprint: String,
    /// Units this shard counted.
    pub units: usize,
    /// Units in the whole plan.
    pub plan_units: usize,
    /// Solutions found in the shard.
    pub total: u128,
    /// The shard's classes, when counted with symmetry by backtracking.
    pub classes: Option<Classes>,
    /// For the join with symmetry, instead of classes (which are whole
    /// numbers only for the whole count): the boards a quarter and a half
    /// turn fix that the shard's units hold, `[F90, F180]`. [`merge`]
    /// adds them up and works out the classes.
    pub fixed: Option<[u128; 2]>,
    /// Partial boards visited, when counted with statistics.
    pub nodes: Option<u128>,
    /// Wall time of the shard's run (of its last run, when resumed).
    pub elapsed: Duration,
    /// Each unit's result and who counted it, for `queens verify`
    /// (`None` in a file written before they were recorded).
    pub records: Option<Vec<UnitRecord>>,
}

impl ShardResult {
    /// The result of `shard` from its units' tally.
    pub fn new(counter: &Counter, shard: Shard, tally: &Tally, elapsed: Duration) -> ShardResult {
        ShardResult {
            n: counter.n(),
            shard,
            split: counter.split_name(),
            scheme: SHARD_SCHEME.to_string(),
            fingerprint: counter.fingerprint(),
            units: tally.units,
            plan_units: counter.units(),
            total: tally.total,
            classes: tally.classes.filter(|_| tally.fixed.is_none()),
            fixed: tally.fixed,
            nodes: counter.options().stats.then_some(tally.nodes),
            elapsed,
            records: None,
        }
    }

    /// The result with its units' records: `results` and who counted
    /// each (`by(i)`).
    pub fn with_records(
        mut self,
        counter: &Counter,
        results: &[(usize, UnitCount)],
        by: impl Fn(usize) -> Option<String>,
    ) -> ShardResult {
        self.records = Some(
            results
                .iter()
                .map(|&(unit, count)| UnitRecord {
                    unit,
                    label: counter.unit_label(unit),
                    count,
                    by: by(unit),
                })
                .collect(),
        );
        self
    }
}

/// The sum of all shards of one count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merged {
    /// The board size.
    pub n: usize,
    /// The number of shards K.
    pub shards: usize,
    /// All solutions.
    pub total: u128,
    /// The classes, when the shards were counted with symmetry.
    pub classes: Option<Classes>,
    /// Partial boards visited, when every shard counted them.
    pub nodes: Option<u128>,
    /// Units in the plan.
    pub units: usize,
    /// The shards' wall times added up (the work, not the wait).
    pub elapsed: Duration,
}

/// Why shard results do not add up to one count. Each names the input
/// (as the caller named it) that is at fault.
#[derive(Debug, Error)]
pub enum MergeError {
    /// Nothing to merge.
    #[error("no shard results to merge")]
    Empty,
    /// A result belongs to another count than the first one.
    #[error("{input}: {field} is {found}, but {first} has {expected}")]
    Mismatch {
        /// The input at fault.
        input: String,
        /// The field that differs.
        field: &'static str,
        /// Its value there.
        found: String,
        /// The first input.
        first: String,
        /// Its value in the first input.
        expected: String,
    },
    /// The same shard twice.
    #[error("shard {shard} is given twice: {input} and {other}")]
    Duplicate {
        /// The shard.
        shard: Shard,
        /// The second input with it.
        input: String,
        /// The first input with it.
        other: String,
    },
    /// Shards of the count are missing.
    #[error("missing {} of {count}: {}", plural(missing.len(), "shard"), list(missing, *count))]
    Missing {
        /// The indices missing.
        missing: Vec<usize>,
        /// K.
        count: usize,
    },
    /// A result counted fewer or more units than its slice has: it was cut
    /// short, or its numbers were edited.
    #[error(
        "{input}: shard {shard} counted {units} units, but its slice of the {plan_units} units has {expected}"
    )]
    Incomplete {
        /// The input at fault.
        input: String,
        /// Its shard.
        shard: Shard,
        /// Units it counted.
        units: usize,
        /// Units its slice has.
        expected: usize,
        /// Units in the plan.
        plan_units: usize,
    },
    /// A sum over the results does not fit: the numbers of some input are
    /// absurd (edited, or not of a real count).
    #[error("{input}: {field} overflows when added to the shards before it")]
    Overflow {
        /// The input at fault.
        input: String,
        /// The field whose sum overflows.
        field: &'static str,
    },
    /// The first result's plan cannot be made again from its n and split.
    #[error("{input}: {split}")]
    Plan {
        /// The input at fault.
        input: String,
        /// Why the plan cannot be made. (Part of this message, not a
        /// `source`: the CLI prints an error's sources after it.)
        split: crate::count::SplitError,
    },
    /// A result's fingerprint or unit count is not that of the plan of
    /// its n and split.
    #[error(
        "{input}: its fingerprint {} (of {units} units) is not that of the plan of n = {n} split {} ({plan_fingerprint} of {plan_units} units)",
        textguard::shown(.fingerprint),
        textguard::shown(.split)
    )]
    Fingerprint {
        /// The input at fault.
        input: String,
        /// The fingerprint it states.
        fingerprint: String,
        /// The plan's units it states.
        units: usize,
        /// Its board size.
        n: usize,
        /// Its unit split.
        split: String,
        /// The fingerprint of the plan made again.
        plan_fingerprint: String,
        /// The units of the plan made again.
        plan_units: usize,
    },
    /// A result's records are not the units of its shard, or are not
    /// what its stated figures add up to ([`RecordsError`]).
    #[error("{input}: {records}")]
    Records {
        /// The input at fault.
        input: String,
        /// What is wrong with its records (part of this message, as
        /// [`MergeError::Plan`]'s).
        records: Box<RecordsError>,
    },
    /// A result's classes stand for another number of solutions than its
    /// total: edited, or forged and re-sealed.
    #[error("{input}: its classes stand for {stands_for} solutions, but its total is {total}")]
    ClassesTotal {
        /// The input at fault.
        input: String,
        /// The solutions its classes stand for.
        stands_for: u128,
        /// Its total.
        total: u128,
    },
    /// A result has classes every symmetry fixes, which only n = 1 has.
    #[error("{input}: it has {full} classes fixed by every symmetry, but only n = 1 has one")]
    FullClasses {
        /// The input at fault.
        input: String,
        /// The classes it says every symmetry fixes.
        full: u128,
    },
    /// The join shards' fixed boards cannot be those of their total.
    #[error(
        "{input}: the shards' {f90} boards fixed by a quarter turn and {f180} by a half turn cannot be those of {total} solutions"
    )]
    FixedBoards {
        /// The last input (the figures are all the shards').
        input: String,
        /// Boards a quarter turn fixes, over all the shards.
        f90: u128,
        /// Boards a half turn fixes, over all the shards.
        f180: u128,
        /// The merged total.
        total: u128,
    },
}

impl MergeError {
    /// Whether an input reads as a shard of the count but states figures
    /// that contradict each other or that its unit records do not add up to,
    /// rather than being no shard of it at all.
    pub fn disagrees(&self) -> bool {
        match self {
            MergeError::ClassesTotal { .. }
            | MergeError::FullClasses { .. }
            | MergeError::FixedBoards { .. } => true,
            MergeError::Records { records, .. } => records.disagrees(),
            _ => false,
        }
    }
}

fn plural(k: usize, what: &str) -> String {
    if k == 1 {
        format!("1 {what}")
    } else {
        format!("{k} {what}s")
    }
}

/// Lists shard names, the first few of a long list.
fn list(missing: &[usize], count: usize) -> String {
    let mut names: Vec<String> = missing.iter().take(10).map(|i| format!("{i}/{count}")).collect();
    if missing.len() > 10 {
        names.push(format!("and {} more", missing.len() - 10));
    }
    names.join(", ")
}

/// Checks that `inputs` (each a name, such as its file, and a result) are
/// the shards 0..K-1 of one count, each exactly once, and adds them up.
/// An input whose n, split, scheme, fingerprint, plan or K differs from
/// the majority of the inputs is the one named in the error.
pub fn merge<S: AsRef<str>>(inputs: &[(S, ShardResult)]) -> Result<Merged, MergeError> {
    if inputs.is_empty() {
        return Err(MergeError::Empty);
    }
    // The count most inputs are of: an input that differs from it is the
    // one named (the first of the majority is named as its example).
    let key = |r: &ShardResult| {
        (
            r.n,
            r.split.clone(),
            r.scheme.clone(),
            r.fingerprint.clone(),
            r.plan_units,
            r.shard.count,
            r.classes.is_some(),
            r.fixed.is_some(),
        )
    };
    let mut votes: Vec<(usize, usize)> = Vec::new(); // (first input, votes)
    for (i, (_, r)) in inputs.iter().enumerate() {
        match votes.iter_mut().find(|(j, _)| key(&inputs[*j].1) == key(r)) {
            Some((_, v)) => *v += 1,
            None => votes.push((i, 1)),
        }
    }
    let best = votes.iter().map(|&(_, v)| v).max().unwrap_or(0);
    let reference = votes.iter().find(|&&(_, v)| v == best).map_or(0, |&(i, _)| i);
    let (first_name, first) = &inputs[reference];
    let first_name = first_name.as_ref();
    let mut seen: BTreeMap<usize, &str> = BTreeMap::new();
    let mut fixed = first.fixed.map(|_| [0u128; 2]);
    let mut merged = Merged {
        n: first.n,
        shards: first.shard.count,
        total: 0,
        classes: first.classes.map(|c| Classes {
            n: c.n,
            ..Classes::default()
        }),
        nodes: Some(0),
        units: first.plan_units,
        elapsed: Duration::ZERO,
    };
    for (name, r) in inputs {
        let name = name.as_ref();
        let fields: [(&'static str, String, String); 6] = [
            ("n", r.n.to_string(), first.n.to_string()),
            ("the unit split", r.split.clone(), first.split.clone()),
            ("the shard scheme", r.scheme.clone(), first.scheme.clone()),
            (
                "the unit fingerprint",
                r.fingerprint.clone(),
                first.fingerprint.clone(),
            ),
            (
                "the number of units",
                r.plan_units.to_string(),
                first.plan_units.to_string(),
            ),
            (
                "the number of shards K",
                r.shard.count.to_string(),
                first.shard.count.to_string(),
            ),
        ];
        for (field, found, expected) in fields {
            if found != expected {
                // The split, scheme and fingerprint are the file's text.
                return Err(MergeError::Mismatch {
                    input: name.to_string(),
                    field,
                    found: textguard::shown(&found),
                    first: first_name.to_string(),
                    expected: textguard::shown(&expected),
                });
            }
        }
        if r.classes.is_some() != first.classes.is_some() {
            return Err(MergeError::Mismatch {
                input: name.to_string(),
                field: "symmetry classes",
                found: if r.classes.is_some() { "present" } else { "absent" }.into(),
                first: first_name.to_string(),
                expected: if first.classes.is_some() {
                    "present"
                } else {
                    "absent"
                }
                .into(),
            });
        }
        if r.fixed.is_some() != first.fixed.is_some() {
            let said = |f: &Option<[u128; 2]>| if f.is_some() { "present" } else { "absent" };
            return Err(MergeError::Mismatch {
                input: name.to_string(),
                field: "fixed-board counts",
                found: said(&r.fixed).into(),
                first: first_name.to_string(),
                expected: said(&first.fixed).into(),
            });
        }
        if let Some(other) = seen.insert(r.shard.index, name) {
            return Err(MergeError::Duplicate {
                shard: r.shard,
                input: name.to_string(),
                other: other.to_string(),
            });
        }
        let expected = r.shard.len(r.plan_units);
        if r.units != expected {
            return Err(MergeError::Incomplete {
                input: name.to_string(),
                shard: r.shard,
                units: r.units,
                expected,
                plan_units: r.plan_units,
            });
        }
        let overflow = |field| MergeError::Overflow {
            input: name.to_string(),
            field,
        };
        if let Some(c) = &r.classes {
            let stands_for = c
                .checked_total()
                .ok_or_else(|| overflow("the classes' solutions"))?;
            if stands_for != r.total {
                return Err(MergeError::ClassesTotal {
                    input: name.to_string(),
                    stands_for,
                    total: r.total,
                });
            }
            if c.full > u128::from(r.n == 1) {
                return Err(MergeError::FullClasses {
                    input: name.to_string(),
                    full: c.full,
                });
            }
        }
        merged.total = merged
            .total
            .checked_add(r.total)
            .ok_or_else(|| overflow("total"))?;
        if let (Some(m), Some(c)) = (&mut merged.classes, &r.classes) {
            *m = m.checked_add(c).ok_or_else(|| overflow("classes"))?;
        }
        if let (Some(m), Some(f)) = (&mut fixed, &r.fixed) {
            m[0] = m[0].checked_add(f[0]).ok_or_else(|| overflow("fixed"))?;
            m[1] = m[1].checked_add(f[1]).ok_or_else(|| overflow("fixed"))?;
        }
        merged.nodes = match (merged.nodes, r.nodes) {
            (Some(a), Some(b)) => Some(a.checked_add(b).ok_or_else(|| overflow("nodes"))?),
            _ => None,
        };
        merged.elapsed = merged
            .elapsed
            .checked_add(r.elapsed)
            .ok_or_else(|| overflow("elapsed_ms"))?;
    }
    if let Some(c) = &merged.classes
        && c.checked_total().is_none()
    {
        let (name, _) = inputs.last().expect("not empty");
        return Err(MergeError::Overflow {
            input: name.as_ref().to_string(),
            field: "classes",
        });
    }
    let missing: Vec<usize> = (0..merged.shards).filter(|i| !seen.contains_key(i)).collect();
    if !missing.is_empty() {
        return Err(MergeError::Missing {
            missing,
            count: merged.shards,
        });
    }
    // Totals only from units: each file's stated figures must be what its
    // unit records add up to, against the count's plan made again.
    let counter = Counter::for_split(first.n, &first.split, 1).map_err(|split| MergeError::Plan {
        input: first_name.to_string(),
        split,
    })?;
    for (name, r) in inputs {
        let input = || name.as_ref().to_string();
        if counter.fingerprint() != r.fingerprint || counter.units() != r.plan_units {
            return Err(MergeError::Fingerprint {
                input: input(),
                fingerprint: r.fingerprint.clone(),
                units: r.plan_units,
                n: r.n,
                split: r.split.clone(),
                plan_fingerprint: counter.fingerprint(),
                plan_units: counter.units(),
            });
        }
        r.checked_records(&counter)
            .map_err(|records| MergeError::Records {
                input: input(),
                records: Box::new(records),
            })?;
    }
    // Join shards: the classes from the whole total and fixed boards.
    if let Some([f90, f180]) = fixed {
        merged.classes = Classes::from_fixed(merged.n, merged.total, f90, f180);
        if merged.classes.is_none() {
            let (name, _) = inputs.last().expect("not empty");
            return Err(MergeError::FixedBoards {
                input: name.as_ref().to_string(),
                f90,
                f180,
                total: merged.total,
            });
        }
    }
    Ok(merged)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::CountOptions;

    fn shard_results(n: usize, k: usize) -> Vec<(String, ShardResult)> {
        shard_results_by(n, k, crate::count::Method::Backtrack)
    }

    fn shard_results_by(n: usize, k: usize, method: crate::count::Method) -> Vec<(String, ShardResult)> {
        let counter = Counter::new(
            n,
            CountOptions {
                threads: 1,
                method,
                ..CountOptions::default()
            },
        )
        .unwrap();
        (0..k)
            .map(|i| {
                let shard = Shard::new(i, k).unwrap();
                let which = shard.units(counter.units());
                let results = counter.run_units(&which, &|_, _| {}, None).unwrap();
                let tally = counter.tally(&results).unwrap();
                (
                    format!("shard-{i}.json"),
                    ShardResult::new(&counter, shard, &tally, Duration::ZERO).with_records(
                        &counter,
                        &results,
                        |_| None,
                    ),
                )
            })
            .collect()
    }

    #[test]
    fn parses_and_refuses_shards() {
        assert_eq!("0/1".parse::<Shard>().unwrap(), Shard::new(0, 1).unwrap());
        assert_eq!(" 7 / 8 ".parse::<Shard>().unwrap().to_string(), "7/8");
        for bad in ["", "3", "8/8", "-1/8", "1/0", "a/b", "1/2/3", "3:8"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        assert!(
            "3:8"
                .parse::<Shard>()
                .unwrap_err()
                .to_string()
                .ends_with("got '3:8'")
        );
        // A newline or a long text is quoted escaped and cut.
        let e = "\n".parse::<Shard>().unwrap_err().to_string();
        assert!(e.ends_with(r#"got "\n""#), "{e}");
        let e = "7".repeat(10_000).parse::<Shard>().unwrap_err().to_string();
        assert!(e.len() < 200, "{e}");
    }

    #[test]
    fn shards_partition_the_units_evenly() {
        for units in [0, 1, 7, 100, 1938] {
            for k in [1, 2, 3, 8, 13, 200] {
                let mut all = Vec::new();
                for i in 0..k {
                    let s = Shard::new(i, k).unwrap();
                    let mine = s.units(units);
                    assert_eq!(mine.len(), s.len(units));
                    assert!(mine.len() <= units.div_ceil(k) && mine.len() >= units / k);
                    all.extend(mine);
                }
                all.sort_unstable();
                assert_eq!(all, (0..units).collect::<Vec<_>>(), "{units} units, {k} shards");
            }
        }
    }

    #[test]
    fn a_slice_of_any_plan_has_a_length() {
        // plan_units = usize::MAX in a shard file overflowed here.
        assert_eq!(Shard::new(0, 2).unwrap().len(usize::MAX), usize::MAX / 2 + 1);
        assert_eq!(Shard::new(1, 2).unwrap().len(usize::MAX), usize::MAX / 2);
        let last = Shard::new(MAX_SHARDS - 1, MAX_SHARDS).unwrap();
        assert_eq!(
            (last.len(usize::MAX), last.len(MAX_SHARDS - 1)),
            (usize::MAX / MAX_SHARDS, 0)
        );
        for units in 0..40 {
            for k in 1..9 {
                for i in 0..k {
                    let s = Shard::new(i, k).unwrap();
                    assert_eq!(s.len(units), (i..units).step_by(k).count());
                }
            }
        }
    }

    #[test]
    fn a_mismatched_name_is_quoted_short() {
        // A split of 5000 letters and a newline was written whole.
        let mut results = shard_results(6, 2);
        results[1].1.split = format!("{}\n", "x".repeat(5000));
        let e = merge(&results).unwrap_err().to_string();
        assert!(e.len() < 250 && !e.contains('\n'), "{e}");
        assert!(e.starts_with("shard-1.json: the unit split is \"xxx"), "{e}");
        let mut results = shard_results(6, 2);
        results[1].1.n = 7;
        let e = merge(&results).unwrap_err().to_string();
        assert_eq!(e, "shard-1.json: n is 7, but shard-0.json has 6");
    }

    #[test]
    fn shards_of_any_k_add_up_to_the_full_count() {
        for n in 1..=12 {
            let full = Counter::new(n, CountOptions::default()).unwrap().run().unwrap();
            for k in [1, 2, 3, 5, 8] {
                let m = merge(&shard_results(n, k)).unwrap();
                assert_eq!(m.total, full.total, "n = {n}, K = {k}");
                assert_eq!(m.classes, full.classes, "n = {n}, K = {k}");
                assert_eq!((m.shards, m.units), (k, full.units));
            }
        }
    }

    #[test]
    fn shards_get_a_fair_share_of_the_work() {
        // Nodes stand for time (benchsuite/shard-balance.sh times n = 16).
        let counter = Counter::new(
            13,
            CountOptions {
                stats: true,
                ..CountOptions::default()
            },
        )
        .unwrap();
        let all: Vec<usize> = (0..counter.units()).collect();
        let results = counter.run_units(&all, &|_, _| {}, None).unwrap();
        for k in [2, 4, 8] {
            let nodes: Vec<u64> = (0..k)
                .map(|i| {
                    let mine = Shard::new(i, k).unwrap().units(counter.units());
                    mine.iter().map(|&u| results[u].1.nodes).sum()
                })
                .collect();
            let mean = nodes.iter().sum::<u64>() as f64 / k as f64;
            let worst = *nodes.iter().max().unwrap() as f64 / mean;
            assert!(
                worst < 1.3,
                "K = {k}: the largest shard has {worst:.2} × the mean nodes"
            );
        }
    }

    #[test]
    fn every_unit_has_whole_classes() {
        // What makes shard sums exact: tallying units one by one and adding
        // the classes gives the classes of the whole count.
        for n in 1..=12 {
            let counter = Counter::new(n, CountOptions::default()).unwrap();
            let all: Vec<usize> = (0..counter.units()).collect();
            let results = counter.run_units(&all, &|_, _| {}, None).unwrap();
            let mut sum = Classes {
                n,
                ..Classes::default()
            };
            for r in &results {
                let c = counter.tally(std::iter::once(r)).unwrap().classes.unwrap();
                assert_eq!(
                    c.total(),
                    counter.tally(std::iter::once(r)).unwrap().total,
                    "n = {n}, unit {}",
                    r.0
                );
                sum.full += c.full;
                sum.rot90 += c.rot90;
                sum.rot180 += c.rot180;
                sum.none += c.none;
            }
            assert_eq!(Some(sum), counter.tally(&results).unwrap().classes, "n = {n}");
        }
    }

    #[test]
    fn merge_refuses_gaps_overlaps_and_strangers() {
        let mut shards = shard_results(8, 3);
        let missing = merge(&shards[..2]).unwrap_err();
        assert_eq!(missing.to_string(), "missing 1 shard of 3: 2/3");

        let mut twice = shards.clone();
        twice.push(("again.json".into(), shards[1].1.clone()));
        assert_eq!(
            merge(&twice).unwrap_err().to_string(),
            "shard 1/3 is given twice: again.json and shard-1.json"
        );

        let other = shard_results(9, 3);
        let mut mixed = shards.clone();
        mixed[2] = other[2].clone();
        assert_eq!(
            merge(&mixed).unwrap_err().to_string(),
            "shard-2.json: n is 9, but shard-0.json has 8"
        );

        shards[1].1.units -= 1;
        assert!(matches!(
            merge(&shards).unwrap_err(),
            MergeError::Incomplete { .. }
        ));
        shards[1].1.units += 1;
        shards[1].1.total += 8;
        assert!(merge(&shards).unwrap_err().disagrees());
        assert!(matches!(merge::<&str>(&[]).unwrap_err(), MergeError::Empty));

        // The odd one out is named, wherever it stands.
        let mut odd_first = shard_results(8, 3);
        odd_first[0].1.n = 9;
        assert_eq!(
            merge(&odd_first).unwrap_err().to_string(),
            "shard-0.json: n is 9, but shard-1.json has 8"
        );
        let mut fp = shard_results(8, 3);
        fp[0].1.fingerprint = "0".into();
        let e = merge(&fp).unwrap_err().to_string();
        assert!(e.starts_with("shard-0.json: the unit fingerprint is 0"), "{e}");
    }

    #[test]
    fn merge_takes_totals_only_from_units() {
        let shards = shard_results(10, 3);
        assert_eq!(merge(&shards).unwrap().total, 724);
        // Figures that disagree with the records are a disagreement
        // (exit 1 in the CLI), a file without records is not one count's
        // shard (exit 2).
        let refused = |shards: &[(String, ShardResult)]| match merge(shards) {
            Err(e) if e.disagrees() => e.to_string(),
            other => panic!("not refused as disagreeing: {other:?}"),
        };
        // A total raised by 8 with its classes raised to match, as a
        // careful forger would.
        let mut raised = shards.clone();
        let (total, units) = (raised[1].1.total, raised[1].1.units);
        raised[1].1.total += 8;
        raised[1].1.classes.as_mut().unwrap().none += 1;
        assert_eq!(
            refused(&raised),
            format!(
                "shard-1.json: its total is {}, but its {units} unit records add up to {total}",
                total + 8
            )
        );
        // 2^63 solutions a shard: no wrap, and no such count.
        let mut huge = shards.clone();
        for (_, r) in &mut huge {
            r.total = 1 << 63;
            r.classes = Some(Classes {
                n: 10,
                none: 1 << 60,
                ..Classes::default()
            });
        }
        assert!(refused(&huge).starts_with("shard-0.json: its total is 9223372036854775808, but"));
        // A record dropped: fewer records than the units it says it counted.
        let mut fewer = shards.clone();
        fewer[2].1.records.as_mut().unwrap().pop();
        assert!(merge(&fewer).unwrap_err().disagrees());
        // A unit's record raised: the total no longer adds up.
        let mut unit = shards.clone();
        let records = unit[0].1.records.as_mut().unwrap();
        records[0].count.solutions += 1;
        assert!(refused(&unit).starts_with("shard-0.json: its total is "));
        // No records: nothing to take a total from.
        let mut bare = shards;
        bare[1].1.records = None;
        let e = merge(&bare).unwrap_err();
        assert!(!e.disagrees(), "{e:?}");
        assert!(
            e.to_string()
                .starts_with("shard-1.json: it holds no unit records")
        );

        // The join's fixed boards, raised by 8.
        let join = shard_results_by(10, 2, crate::count::Method::Join);
        assert_eq!(merge(&join).unwrap().classes.unwrap().unique(), 92);
        let mut fixed = join;
        let at = fixed.iter().position(|(_, r)| r.fixed != Some([0, 0])).unwrap();
        let [q, h] = fixed[at].1.fixed.unwrap();
        fixed[at].1.fixed = Some([q, h + 8]);
        assert_eq!(
            refused(&fixed),
            format!(
                "shard-{at}.json: its fixed boards are {q} fixed by a quarter turn and {} by a half turn, but its {} unit records add up to {q} fixed by a quarter turn and {h} by a half turn",
                h + 8,
                fixed[at].1.units
            )
        );
    }

    #[test]
    fn merge_refuses_sums_that_overflow() {
        let shards = shard_results(8, 2);
        // Two totals of 2^127 would wrap to 0.
        let mut big = shards.clone();
        for (_, r) in &mut big {
            r.classes = None;
            r.total = 1 << 127;
        }
        assert_eq!(
            merge(&big).unwrap_err().to_string(),
            "shard-1.json: total overflows when added to the shards before it"
        );
        // Times that overflow a Duration.
        let mut slow = shards.clone();
        for (_, r) in &mut slow {
            r.elapsed = Duration::MAX;
        }
        assert!(matches!(
            merge(&slow).unwrap_err(),
            MergeError::Overflow { input, field: "elapsed_ms" } if input == "shard-1.json"
        ));
        // Classes whose solutions do not fit.
        let mut classes = shards.clone();
        classes[0].1.classes.as_mut().unwrap().none = u128::MAX / 4;
        assert!(matches!(
            merge(&classes).unwrap_err(),
            MergeError::Overflow { .. }
        ));
        // Nodes.
        let mut nodes = shards;
        for (_, r) in &mut nodes {
            r.nodes = Some(u128::MAX);
        }
        assert!(matches!(
            merge(&nodes).unwrap_err(),
            MergeError::Overflow { field: "nodes", .. }
        ));
    }
}

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
//! frame). [`merge`](fn@crate::count::merge) checks that the results cover every shard of one count
//! exactly once and adds them up.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

use crate::count::counter::{Counter, Tally};
use crate::count::unit_count::UnitCount;
use crate::count::unit_count::UnitRecord;
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

/// What one shard counted: self-describing, so that [`merge`](fn@crate::count::merge) can refuse
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
    /// turn fix that the shard's units hold, `[F90, F180]`. [`merge`](fn@crate::count::merge)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::CountOptions;

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
}

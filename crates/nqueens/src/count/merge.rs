//! Merging shard results: one count's shards, each once, added up from
//! their units' records ([`merge`]).

use std::collections::BTreeMap;
use std::time::Duration;

use thiserror::Error;

use crate::count::counter::Counter;
use crate::count::shard::{Shard, ShardResult};
use crate::count::verify::RecordsError;
use crate::symmetry::Classes;

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
            r.shard.count(),
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
        shards: first.shard.count(),
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
                r.shard.count().to_string(),
                first.shard.count().to_string(),
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
        if let Some(other) = seen.insert(r.shard.index(), name) {
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

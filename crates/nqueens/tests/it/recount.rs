//! The independent recount (`Counter::recount_unit`) agrees with the
//! production counter on every unit of every plan: both methods, with
//! and without symmetry, every split, n from 1 to 12 (the join from 4).

use nqueens::{
    count::{CountOptions, Counter, Method},
    kernels::{Device, Kernel},
};

fn check(n: usize, options: CountOptions) {
    let counter = Counter::new(n, options).unwrap();
    let mut recounted = Vec::new();
    for i in 0..counter.units() {
        let counted = counter.count_unit(i);
        let again = counter.recount_unit(i);
        assert!(
            counted.same_counts(&again),
            "n = {n} {options:?}: unit {i} ({}) counted {counted:?}, re-counted {again:?}",
            counter.unit_label(i)
        );
        recounted.push((i, again));
    }
    let total = counter.tally(&recounted).unwrap().total;
    let known = testkit::known_counts().iter().find(|k| k.n == n).unwrap().total;
    assert_eq!(total, known, "n = {n} {options:?}");
}

#[test]
fn backtracking_units_recount_alike() {
    for n in 1..=12 {
        for symmetry in [true, false] {
            for split in [0, 2] {
                check(
                    n,
                    CountOptions {
                        threads: 1,
                        symmetry,
                        split,
                        method: Method::Backtrack,
                        ..CountOptions::default()
                    },
                );
            }
        }
    }
}

#[test]
fn join_units_recount_alike() {
    for n in 4..=12 {
        for symmetry in [true, false] {
            check(
                n,
                CountOptions {
                    threads: 1,
                    symmetry,
                    method: Method::Join,
                    device: Some(Device::Cpu(Kernel::Scalar)),
                    ..CountOptions::default()
                },
            );
        }
    }
}

#[test]
fn who_counted_each_unit_is_named() {
    let backtrack = Counter::new(
        10,
        CountOptions {
            device: Some(Device::Cpu(Kernel::Scalar)),
            method: Method::Backtrack,
            ..CountOptions::default()
        },
    )
    .unwrap();
    let names: std::collections::BTreeSet<String> =
        (0..backtrack.units()).map(|i| backtrack.counted_by(i)).collect();
    assert!(names.contains("backtrack/scalar"), "{names:?}");
    assert!(
        names
            .iter()
            .all(|b| b == "backtrack/scalar" || b == "backtrack/plain"),
        "{names:?}"
    );
    let join = Counter::new(
        10,
        CountOptions {
            device: Some(Device::Cpu(Kernel::Scalar)),
            method: Method::Join,
            ..CountOptions::default()
        },
    )
    .unwrap();
    let last = join.units() - 1;
    assert_eq!(join.unit_label(last), "fixed");
    assert_eq!(join.counted_by(last), "join/plain");
    assert_eq!(join.counted_by(0), "join/scalar");
}

/// Records that no count can have are refused by the tally, by unit,
/// never added up into a wrapped sum or a silent zero.
#[test]
fn the_tally_refuses_records_that_cannot_be_a_count() {
    use nqueens::count::UnitCount;
    let options = |method| CountOptions {
        threads: 1,
        method,
        ..CountOptions::default()
    };
    let backtrack = Counter::new(10, options(Method::Backtrack)).unwrap();
    let all: Vec<(usize, UnitCount)> = (0..backtrack.units())
        .map(|i| (i, backtrack.count_unit(i)))
        .collect();
    assert_eq!(backtrack.tally(&all).unwrap().total, 724);
    // More fixed by a symmetry than the unit's solutions.
    let mut over = all.clone();
    let (i, solutions) = (over[0].0, over[0].1.solutions);
    over[0].1.fixed_by_rot180 = solutions + 1;
    let e = backtrack.tally(&over).unwrap_err().to_string();
    assert_eq!(
        e,
        format!(
            "the unit records do not add up: unit {i} has {solutions} solutions, but {} of them fixed by a symmetry",
            solutions + 1
        )
    );
    // A unit outside the plan.
    let outside = [(backtrack.units(), UnitCount::default())];
    assert!(
        backtrack
            .tally(&outside)
            .unwrap_err()
            .to_string()
            .contains("is not in the plan")
    );

    // The whole join: F90 and F180 that no total can have (their classes
    // would not be whole) are refused, not a unique count of 0.
    let join = Counter::new(10, options(Method::Join)).unwrap();
    let mut units: Vec<(usize, UnitCount)> = (0..join.units()).map(|i| (i, join.count_unit(i))).collect();
    assert_eq!(join.tally(&units).unwrap().classes.unwrap().unique(), 92);
    let fixed = units
        .iter_mut()
        .find(|(_, r)| r.fixed_by_rot180 > 0)
        .expect("the fixed unit");
    fixed.1.fixed_by_rot180 += 1;
    let e = join.tally(&units).unwrap_err().to_string();
    assert!(e.contains("cannot be those of 724 solutions"), "{e}");
}

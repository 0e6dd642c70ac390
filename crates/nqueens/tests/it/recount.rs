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
    let total = counter.tally(&recounted).total;
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

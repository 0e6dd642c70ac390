//! The kernel tester: every counting path — threads, symmetry on and off,
//! unit splits — must agree with the plain reference counter and with the
//! class census by enumeration, for every small n.

use nqueens::{CountOptions, Counter, UnitCount, census_by_enumeration, reference};
use testkit::known_counts;

fn paths() -> Vec<CountOptions> {
    let mut out = Vec::new();
    for threads in [1, 2, 4] {
        for symmetry in [true, false] {
            for split in 0..=nqueens::MAX_SPLIT {
                for stats in [false, true] {
                    for simd in [false, true] {
                        out.push(CountOptions {
                            threads,
                            symmetry,
                            split,
                            stats,
                            simd,
                        });
                    }
                }
            }
        }
    }
    out
}

fn check(n: usize, options: CountOptions) {
    let reference = reference::count_mirror(n).unwrap();
    let report = Counter::new(n, options).unwrap().run().unwrap();
    assert_eq!(report.total, reference, "n={n} {options:?}");
    if options.symmetry {
        let census = census_by_enumeration(n).unwrap();
        assert_eq!(report.classes, Some(census), "n={n} {options:?}");
    } else {
        assert_eq!(report.classes, None);
    }
    assert_eq!(report.nodes.is_some(), options.stats);
}

#[test]
fn every_path_agrees_with_the_reference() {
    for n in 1..=11 {
        for options in paths() {
            check(n, options);
        }
    }
}

#[test]
fn main_paths_agree_up_to_14() {
    for n in 12..=14 {
        check(n, CountOptions::default());
        let plain = CountOptions {
            threads: 1,
            symmetry: false,
            split: 1,
            stats: true,
            simd: false,
        };
        check(n, plain);
        let scalar = CountOptions {
            simd: false,
            ..CountOptions::default()
        };
        check(n, scalar);
    }
}

#[test]
#[ignore = "slow in debug builds: n = 14, all paths"]
fn every_path_agrees_at_14() {
    for options in paths() {
        check(14, options);
    }
}

#[test]
fn counts_match_oeis() {
    for k in known_counts().into_iter().filter(|k| k.n <= 13) {
        let r = Counter::new(k.n, CountOptions::default()).unwrap().run().unwrap();
        assert_eq!(r.total, k.total, "n={}", k.n);
        assert_eq!(r.classes.unwrap().unique(), k.unique, "n={}", k.n);
    }
}

#[test]
fn results_do_not_depend_on_threads_or_order() {
    let n = 10;
    let counter = Counter::new(n, CountOptions::default()).unwrap();
    let all: Vec<usize> = (0..counter.units()).collect();
    let one = counter.run_units(&all, &|_, _| {}, None).unwrap();
    let mut reversed: Vec<usize> = all.clone();
    reversed.reverse();
    let back = counter.run_units(&reversed, &|_, _| {}, None).unwrap();
    assert_eq!(counter.tally(&one), counter.tally(&back));
    // Every unit alone, added up, gives the same.
    let singles: Vec<_> = all.iter().map(|&i| (i, counter.count_unit(i))).collect();
    assert_eq!(counter.tally(&singles), counter.tally(&one));
}

#[test]
fn rejects_bad_options() {
    assert!(Counter::new(0, CountOptions::default()).is_err());
    assert!(Counter::new(33, CountOptions::default()).is_err());
    let bad = CountOptions {
        split: 9,
        ..CountOptions::default()
    };
    assert!(Counter::new(8, bad).is_err());
}

#[test]
fn totals_past_two_to_the_64_do_not_wrap() {
    // Units stand for 8 boards each; two units with u64::MAX solutions add
    // up to 16·(2^64 - 1) boards, which needs the u128 total.
    let counter = Counter::new(12, CountOptions::default()).unwrap();
    let big = UnitCount {
        solutions: u64::MAX,
        ..UnitCount::default()
    };
    let tally = counter.tally(&[(0, big), (1, big)]);
    assert_eq!(tally.total, 16 * u128::from(u64::MAX));
    assert_eq!(tally.classes.unwrap().unique(), 2 * u128::from(u64::MAX));
}

//! The kernel tester: every kernel this CPU runs (scalar, avx2, avx512),
//! through every counting path — threads, symmetry on and off, unit
//! splits, statistics — must agree with the plain reference counter and
//! with the class census by enumeration, for every n from 1 to 14.
//!
//! A kernel the CPU lacks is named on stderr, past the harness's capture,
//! so every run says what it did not test; `QUEENS_REQUIRE_KERNELS=avx2,avx512`
//! (or `all`) makes such a skip a failure.
//!
//! The GPU kernel (cargo feature `gpu`) is tested on its own, against the
//! known counts for n = 1..=12 and unit by unit against the CPU: where no
//! adapter is found (or the build lacks the feature) that is a printed
//! skip, and a failure when `QUEENS_REQUIRE_KERNELS` names gpu (or `all`).

use std::io::Write;
use std::sync::Once;

use nqueens::{
    Error,
    count::{CountOptions, Counter, Method, UnitCount},
    kernels::{Device, Kernel},
    reference,
    symmetry::census_by_enumeration,
};
use testkit::kernels::{report_kernels, skip_kernel};
use testkit::{known_classes, known_counts};

/// The CPU kernels to test: all this CPU runs. Prints (once per run) what
/// was tested and what was skipped, and fails on a required kernel's skip.
fn kernels() -> Vec<Device> {
    static REPORT: Once = Once::new();
    let mut tested = Vec::new();
    let mut skipped = Vec::new();
    for k in Kernel::ALL {
        match k.check() {
            Ok(()) => tested.push(k.name()),
            Err(e) => skipped.push(skip_kernel(k.name(), &e.reason())),
        }
    }
    REPORT.call_once(|| report_kernels("kernel tester", &tested, &skipped));
    Device::available()
}

fn grid(kernel: Device, threads: &[usize], splits: &[u8]) -> Vec<CountOptions> {
    let mut out = Vec::new();
    for &threads in threads {
        for symmetry in [true, false] {
            for &split in splits {
                for stats in [false, true] {
                    out.push(CountOptions {
                        threads,
                        symmetry,
                        split,
                        stats,
                        device: Some(kernel),
                        // The kernels' search; the join has its own test.
                        method: Method::Backtrack,
                        memory: None,
                    });
                }
            }
        }
    }
    out
}

/// The full option grid.
fn paths(kernel: Device) -> Vec<CountOptions> {
    let splits: Vec<u8> = (0..=nqueens::count::MAX_SPLIT).collect();
    grid(kernel, &[1, 2, 4], &splits)
}

fn check(n: usize, options: CountOptions) {
    let reference = reference::count_mirror(n).unwrap();
    let report = Counter::new(n, options).unwrap().run().unwrap();
    assert_eq!(report.total, reference, "n={n} {options:?}");
    assert_eq!(Some(report.device), options.device);
    if options.symmetry {
        let census = census_by_enumeration(n).unwrap();
        assert_eq!(report.classes, Some(census), "n={n} {options:?}");
    } else {
        assert_eq!(report.classes, None);
    }
    assert_eq!(report.nodes.is_some(), options.stats);
}

#[test]
fn every_kernel_and_path_agrees_with_the_reference_up_to_12() {
    for kernel in kernels() {
        for n in 1..=12 {
            for options in paths(kernel) {
                check(n, options);
            }
        }
    }
}

#[test]
fn every_kernel_agrees_at_13_and_14() {
    for kernel in kernels() {
        for n in 13..=14 {
            for options in grid(kernel, &[2], &[0, 2, 4]) {
                check(n, options);
            }
        }
    }
}

#[test]
#[ignore = "slow in debug builds: n = 14 through every kernel and path"]
fn every_path_agrees_at_14() {
    for kernel in kernels() {
        for options in paths(kernel) {
            check(14, options);
        }
    }
}

/// The join method through one kernel's matcher: the known total and,
/// with symmetry, the known classes.
fn check_join(n: usize, options: CountOptions) {
    let known = known_counts()
        .into_iter()
        .find(|k| k.n == n)
        .expect("a known count");
    // The symmetry table starts at n = 4 (n = 1's one class is fixed by
    // everything; 2 and 3 have none).
    let classes = known_classes().into_iter().find(|k| k.n == n);
    let counter = Counter::new(n, options).unwrap();
    assert_eq!(counter.method(), Method::Join, "n={n} {options:?}");
    let report = counter.run().unwrap();
    assert_eq!(report.total, known.total, "n={n} {options:?}");
    assert_eq!(
        (report.device, report.method),
        (options.device.unwrap(), Method::Join)
    );
    assert!(report.peak_memory.is_some_and(|b| b > 0));
    match report.classes {
        Some(c) => {
            assert!(options.symmetry);
            assert_eq!(c.unique(), known.unique, "n={n}");
            assert_eq!(c.total(), known.total, "n={n}");
            if let Some(k) = classes {
                assert_eq!((c.rot90, c.rot180, c.none), (k.rot90, k.rot180, k.none), "n={n}");
            }
            assert_eq!(c.full, u128::from(n == 1), "n={n}");
        }
        None => assert!(!options.symmetry, "n={n}: no classes with symmetry"),
    }
    assert_eq!(report.nodes.is_some(), options.stats);
}

#[test]
fn the_join_has_the_known_counts_and_classes_up_to_16_through_every_kernel() {
    for kernel in kernels() {
        for n in 1..=16 {
            let threads: &[usize] = if n <= 12 { &[1, 2, 3] } else { &[2] };
            for &threads in threads {
                for symmetry in [true, false] {
                    // Without symmetry the join does four times the work.
                    if n > 14 && !symmetry {
                        continue;
                    }
                    for stats in [false, true] {
                        let options = CountOptions {
                            threads,
                            symmetry,
                            stats,
                            device: Some(kernel),
                            method: Method::Join,
                            ..CountOptions::default()
                        };
                        check_join(n, options);
                    }
                }
            }
        }
    }
}

#[test]
fn auto_joins_from_its_threshold_and_backtracks_below_or_over_budget() {
    let method = |n: usize, memory: Option<u64>| {
        let options = CountOptions {
            memory,
            ..CountOptions::default()
        };
        Counter::new(n, options).unwrap().method()
    };
    assert_eq!(method(nqueens::count::JOIN_FROM - 1, None), Method::Backtrack);
    assert_eq!(method(nqueens::count::JOIN_FROM, None), Method::Join);
    assert_eq!(method(nqueens::count::MAX_JOIN_N + 1, None), Method::Backtrack);
    // Over the budget, auto backtracks and join is refused, naming both.
    assert_eq!(method(16, Some(1 << 16)), Method::Backtrack);
    let options = CountOptions {
        method: Method::Join,
        memory: Some(1 << 16),
        ..CountOptions::default()
    };
    let err = Counter::new(16, options).unwrap_err();
    assert!(
        matches!(
            err,
            nqueens::Error::JoinMemory {
                n: 16,
                budget: 65536,
                ..
            }
        ),
        "{err}"
    );
    let err = err.to_string();
    assert!(err.contains("over the budget of 64.0 KiB"), "{err}");
    // In no front end's words: the CLI names its flags, Python its keywords.
    assert!(!err.contains("--"), "{err}");
    let options = CountOptions {
        method: Method::Join,
        ..CountOptions::default()
    };
    let n = nqueens::count::MAX_JOIN_N + 1;
    let err = Counter::new(n, options).unwrap_err();
    assert_eq!(err, nqueens::Error::JoinTooLarge { n, max: n - 1 });
    assert!(!err.to_string().contains("--"), "{err}");
}

#[test]
fn kernels_agree_unit_by_unit() {
    // Not just the totals: each unit's count is the same on every kernel,
    // node counts aside.
    for n in [10, 13] {
        let per_kernel: Vec<Vec<u64>> = kernels()
            .into_iter()
            .map(|kernel| {
                let options = CountOptions {
                    device: Some(kernel),
                    method: Method::Backtrack,
                    ..CountOptions::default()
                };
                let counter = Counter::new(n, options).unwrap();
                let all: Vec<usize> = (0..counter.units()).collect();
                let results = counter.run_units(&all, &|_, _| {}, None).unwrap();
                results.iter().map(|(_, r)| r.solutions).collect()
            })
            .collect();
        for other in &per_kernel[1..] {
            assert_eq!(other, &per_kernel[0], "n={n}");
        }
    }
}

#[test]
fn auto_runs_the_fastest_kernel_and_a_missing_one_is_an_error() {
    kernels();
    let report = Counter::new(8, CountOptions::default()).unwrap().run().unwrap();
    assert_eq!(report.device, Device::best());
    for kernel in Device::ALL {
        let options = CountOptions {
            device: Some(kernel),
            ..CountOptions::default()
        };
        match (Counter::new(8, options), kernel.missing_feature()) {
            (Ok(counter), None) => assert_eq!(counter.device(), kernel),
            (Err(Error::KernelUnavailable(e)), Some(feature)) => {
                assert_eq!(e.missing, feature);
                let message = e.to_string();
                assert!(
                    message.contains(feature) && message.contains(kernel.name()),
                    "{message}"
                );
            }
            (other, missing) => panic!("{kernel}: {other:?} with missing feature {missing:?}"),
        }
    }
}

/// Whether the GPU kernel can be tested here: a skip (no adapter, or no
/// feature `gpu`) is printed, and fails when `QUEENS_REQUIRE_KERNELS`
/// names gpu.
fn gpu() -> bool {
    static REPORT: Once = Once::new();
    let why = Device::Gpu.missing_feature();
    if let Some(why) = why {
        skip_kernel("gpu", why);
    }
    REPORT.call_once(|| {
        let said = match why {
            None => format!("testing the gpu kernel on {}", gpu_adapter()),
            Some(why) => format!("skipped the gpu kernel: {why}"),
        };
        let _ = writeln!(std::io::stderr(), "kernel tester: {said}");
    });
    why.is_none()
}

fn gpu_adapter() -> String {
    let options = CountOptions {
        device: Some(Device::Gpu),
        ..CountOptions::default()
    };
    Counter::new(1, options).unwrap().adapter().unwrap().to_string()
}

fn gpu_options() -> Vec<CountOptions> {
    let mut out = Vec::new();
    for (threads, symmetry, split, stats) in [
        (0, true, 2, false),
        (2, false, 0, true),
        (1, true, 4, true),
        (0, false, 2, false),
    ] {
        out.push(CountOptions {
            threads,
            symmetry,
            split,
            stats,
            device: Some(Device::Gpu),
            method: Method::Backtrack,
            memory: None,
        });
    }
    out
}

#[test]
fn the_gpu_kernel_has_the_known_counts_up_to_12() {
    if !gpu() {
        return;
    }
    for k in known_counts().into_iter().filter(|k| k.n <= 12) {
        for options in gpu_options() {
            let r = Counter::new(k.n, options).unwrap().run().unwrap();
            assert_eq!(r.total, k.total, "n={} {options:?}", k.n);
            assert_eq!(r.device, Device::Gpu);
            match r.classes {
                Some(classes) => assert_eq!(classes.unique(), k.unique, "n={} {options:?}", k.n),
                None => assert!(!options.symmetry),
            }
            assert_eq!(r.nodes.is_some(), options.stats);
            if options.stats && k.n >= 4 {
                assert!(r.nodes.unwrap() > 0, "n={} {options:?}", k.n);
            }
        }
    }
}

#[test]
#[ignore = "n = 13 on a software GPU: seconds"]
fn the_gpu_kernel_has_the_known_count_at_13() {
    if !gpu() {
        return;
    }
    let k = known_counts().into_iter().find(|k| k.n == 13).unwrap();
    for options in gpu_options() {
        let r = Counter::new(13, options).unwrap().run().unwrap();
        assert_eq!(r.total, k.total, "{options:?}");
        if let Some(classes) = r.classes {
            assert_eq!(classes.unique(), k.unique, "{options:?}");
        }
    }
}

#[test]
fn the_gpu_kernel_agrees_unit_by_unit() {
    // Each unit's count on the GPU is the scalar kernel's, through the
    // counter's batches, a unit alone, checkpointed units and shards
    // alike (they name the same units).
    if !gpu() {
        return;
    }
    for n in [9, 12] {
        let counters: Vec<Counter> = [Device::Cpu(Kernel::Scalar), Device::Gpu]
            .into_iter()
            .map(|kernel| {
                let options = CountOptions {
                    device: Some(kernel),
                    ..CountOptions::default()
                };
                Counter::new(n, options).unwrap()
            })
            .collect();
        assert_eq!(counters[0].fingerprint(), counters[1].fingerprint());
        let all: Vec<usize> = (0..counters[0].units()).collect();
        let cpu = counters[0].run_units(&all, &|_, _| {}, None).unwrap();
        let gpu = counters[1].run_units(&all, &|_, _| {}, None).unwrap();
        let solutions =
            |r: &[(usize, UnitCount)]| r.iter().map(|(i, c)| (*i, c.solutions)).collect::<Vec<_>>();
        assert_eq!(solutions(&gpu), solutions(&cpu), "n={n}");
        for i in [0, all.len() / 2, all.len() - 1] {
            assert_eq!(
                counters[1].count_unit(i).solutions,
                cpu[i].1.solutions,
                "n={n} unit {i}"
            );
        }
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
    assert_eq!(counter.tally(&one).unwrap(), counter.tally(&back).unwrap());
    // Every unit alone, added up, gives the same.
    let singles: Vec<_> = all.iter().map(|&i| (i, counter.count_unit(i))).collect();
    assert_eq!(counter.tally(&singles).unwrap(), counter.tally(&one).unwrap());
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
    let tally = counter.tally(&[(0, big), (1, big)]).unwrap();
    assert_eq!(tally.total, 16 * u128::from(u64::MAX));
    assert_eq!(tally.classes.unwrap().unique(), 2 * u128::from(u64::MAX));
}

//! Every approach against the production lister, the oracles and the
//! known answers; the statistics the issue fixes exactly.

use std::ops::ControlFlow;

use std::collections::BTreeSet;

use nqueens::{
    Solutions,
    approaches::{APPROACHES, Algo, Limits, SearchReport, StepKind},
    reference,
    symmetry::canonical,
    validate::is_solution,
};
use testkit::{KnownCount, brute_force_solutions, known_counts};

/// The largest n each approach is run to: n ≤ 7 for the enumerators and
/// n ≤ 12 for the searches (the test profile is optimised enough for
/// brute force's 85,900,584 candidates at n = 7).
fn top(algo: Algo) -> usize {
    if algo.is_enumerator() { 7 } else { 12 }
}

fn listed(algo: Algo, n: usize) -> (Vec<Vec<usize>>, SearchReport) {
    let mut all = vec![];
    let report = algo
        .solve(n, &Limits::none(), |cols| {
            all.push(cols.to_vec());
            ControlFlow::Continue(())
        })
        .unwrap();
    (all, report)
}

fn known(n: usize) -> KnownCount {
    known_counts().into_iter().find(|k| k.n == n).unwrap()
}

/// The one tester of the table: every entry of [`APPROACHES`], on every n
/// the test profile runs it to, counts the known totals (OEIS A000170),
/// lists the same boards in the same order as the production lister (and
/// as the brute-force oracle for n ≤ 6), each a solution, whose classes
/// under the board's symmetries number the known unique counts (A002562),
/// and, where it traces, finds those boards in its trace. Each assertion
/// names the approach; an approach that is not run fails the test.
#[test]
fn every_approach_agrees_with_the_reference_and_the_known_counts() {
    let mut ran = vec![];
    for approach in &APPROACHES {
        let (algo, name) = (approach.algo, approach.name);
        assert_eq!(
            algo.approach().name,
            name,
            "{name}: the table is indexed by its key"
        );
        for n in 1..=top(algo) {
            let known = known(n);
            let plain = reference::count_plain(n).unwrap();
            assert_eq!(plain, known.total, "the plain reference at n={n}");

            let counted = algo
                .count(n, &Limits::none())
                .unwrap_or_else(|e| panic!("{name} n={n}: count failed: {e}"));
            assert_eq!(counted.solutions, known.total, "{name} n={n}: count vs A000170");
            assert!(
                counted.outcome.is_finished(),
                "{name} n={n}: count did not finish"
            );

            let (boards, listed) = listed(algo, n);
            let expected: Vec<Vec<usize>> = Solutions::new(n).unwrap().collect();
            assert_eq!(boards, expected, "{name} n={n}: the boards or their order");
            assert_eq!(
                listed.solutions, known.total,
                "{name} n={n}: listing's report vs A000170"
            );
            assert!(
                listed.outcome.is_finished(),
                "{name} n={n}: listing did not finish"
            );
            if n <= 6 {
                assert_eq!(
                    boards,
                    brute_force_solutions(n),
                    "{name} n={n}: vs the brute-force oracle"
                );
            }
            for b in &boards {
                assert!(is_solution(b), "{name} n={n}: {b:?} is not a solution");
            }
            let classes: BTreeSet<Vec<usize>> = boards.iter().map(|b| canonical(b).unwrap()).collect();
            assert_eq!(
                classes.len() as u128,
                known.unique,
                "{name} n={n}: classes vs A002562"
            );

            if approach.is_traced() && n <= 6 {
                let mut found = 0u128;
                let traced = algo
                    .trace(n, &Limits::none(), |e| {
                        found += u128::from(matches!(e.kind, StepKind::Solution | StepKind::Mirror));
                        ControlFlow::Continue(())
                    })
                    .unwrap_or_else(|e| panic!("{name} n={n}: trace failed: {e}"));
                assert_eq!(
                    found, known.total,
                    "{name} n={n}: solutions in the trace vs A000170"
                );
                assert_eq!(
                    traced.solutions, known.total,
                    "{name} n={n}: trace's report vs A000170"
                );
            } else if !approach.is_traced() {
                let e = algo.trace(n, &Limits::none(), |_| ControlFlow::Continue(()));
                assert!(
                    matches!(e, Err(nqueens::Error::NotTraced { .. })),
                    "{name} n={n}: an untraced approach must refuse to trace"
                );
            }
        }
        ran.push(name);
    }
    // Every key has an entry and every entry was run, none skipped.
    assert_eq!(
        ran,
        Algo::ALL.map(Algo::name),
        "approaches skipped or out of order"
    );
    assert!(
        APPROACHES.iter().all(|a| top(a.algo) >= 7),
        "every approach runs to n = 7 at least"
    );
}

#[test]
fn the_known_statistics() {
    let flags12 = Algo::Flags.count(12, &Limits::none()).unwrap();
    assert_eq!(flags12.nodes, Some(856_189));
    assert_eq!(flags12.checks, Some(10_103_868));
    let bitmask12 = Algo::Bitmask.count(12, &Limits::none()).unwrap();
    assert_eq!(bitmask12.nodes, Some(856_189));
    // One row test per incomplete node.
    assert_eq!(bitmask12.checks, Some(856_189 - 14_200));
    assert_eq!(bitmask12.dead_ends, flags12.dead_ends);
    assert_eq!(
        Algo::Flags.count(10, &Limits::none()).unwrap().nodes,
        Some(35_539)
    );
    for algo in [Algo::Backtrack, Algo::Sets, Algo::Flags, Algo::Bitmask] {
        let r = algo.count(8, &Limits::none()).unwrap();
        assert_eq!(
            (r.nodes, r.solutions, r.candidates),
            (Some(2057), 92, None),
            "{algo}"
        );
    }
    // Same tree, same tests: the three square-testing searches agree.
    for algo in [Algo::Backtrack, Algo::Sets] {
        let r = algo.count(10, &Limits::none()).unwrap();
        let f = Algo::Flags.count(10, &Limits::none()).unwrap();
        assert_eq!(
            (r.nodes, r.checks, r.dead_ends),
            (f.nodes, f.checks, f.dead_ends),
            "{algo}"
        );
    }
}

#[test]
fn mirror_visits_about_half() {
    let full = Algo::Bitmask.count(12, &Limits::none()).unwrap();
    let half = Algo::Mirror.count(12, &Limits::none()).unwrap();
    assert_eq!(half.solutions, 14_200);
    let (full, half) = (full.nodes.unwrap(), half.nodes.unwrap());
    assert!(
        2 * half > full - 100 && 2 * half < full + full / 10,
        "{half} of {full}"
    );
    // Listing in order walks the left half twice: as many nodes as bitmask,
    // less the root counted twice.
    let (_, listing) = listed(Algo::Mirror, 9);
    let bitmask9 = Algo::Bitmask.count(9, &Limits::none()).unwrap();
    assert_eq!(listing.nodes.unwrap(), bitmask9.nodes.unwrap() + 1);
}

#[test]
fn enumerator_statistics() {
    // C(16, 4), 4^4 and 4! candidates.
    let expect = [
        (Algo::Brute, 1820),
        (Algo::Odometer, 256),
        (Algo::Permutations, 24),
    ];
    for (algo, candidates) in expect {
        let r = algo.count(4, &Limits::none()).unwrap();
        assert_eq!(
            (r.candidates, r.solutions, r.nodes),
            (Some(candidates), 2, None),
            "{algo}"
        );
        let checks = r.checks.unwrap();
        assert!(
            checks >= candidates && checks <= 4 * candidates,
            "{algo}: {checks}"
        );
    }
    // A permutation tested to the end costs n checks; the two solutions of
    // n = 4 do, the others stop at the first diagonal clash.
    let r = Algo::Permutations.count(4, &Limits::none()).unwrap();
    assert!(r.checks.unwrap() < 4 * 24);
}

#[test]
fn brute_force_counts_every_set_of_squares() {
    // Brute force over C(49, 7) = 85,900,584 sets.
    let (_, report) = listed(Algo::Brute, 7);
    assert_eq!(report.candidates, Some(85_900_584));
}

fn trace_kinds(algo: Algo, n: usize, max_steps: u64) -> Vec<(String, Vec<Option<usize>>)> {
    let mut events = vec![];
    algo.trace(n, &Limits::max_steps(max_steps), |e| {
        let at = e.detail.expect("every N-Queens step has its board");
        events.push((e.kind.name().to_owned(), at.cols.to_vec()));
        ControlFlow::Continue(())
    })
    .unwrap();
    events
}

#[test]
fn trace_of_four() {
    for algo in [
        Algo::Flags,
        Algo::Bitmask,
        Algo::Backtrack,
        Algo::Sets,
        Algo::Board,
    ] {
        let events = trace_kinds(algo, 4, 10_000);
        let count = |k: &str| events.iter().filter(|(name, _)| name == k).count();
        assert_eq!(count("place"), 16, "{algo}");
        assert_eq!(count("remove"), 16, "{algo}");
        assert_eq!(count("solution"), 2, "{algo}");
        assert_eq!(count("cut"), 0, "{algo}");
        let first = events.iter().find(|(k, _)| k == "solution").unwrap();
        assert_eq!(first.1, [Some(1), Some(3), Some(0), Some(2)]);
    }
    // The square-testing searches walk the same squares with the same
    // boards (their rejects may name different lines: see below).
    let flags = trace_kinds(Algo::Flags, 6, 100_000);
    assert_eq!(trace_kinds(Algo::Backtrack, 6, 100_000), flags);
    assert_eq!(trace_kinds(Algo::Sets, 6, 100_000), flags);
    assert_eq!(trace_kinds(Algo::Board, 6, 100_000), flags);
}

/// Every reject of the square-testing approaches names the first test
/// their code fails, in the code's order, and the queen on that line, as
/// an independent model of each listing works it out; and every placed
/// square passes every test.
#[test]
fn rejects_name_the_first_test_the_code_fails() {
    for algo in [
        Algo::Backtrack,
        Algo::Sets,
        Algo::Flags,
        Algo::Board,
        Algo::Levels,
    ] {
        for n in 4..=8 {
            let (mut rejects, mut places) = (0, 0);
            algo.trace(n, &Limits::max_steps(1_000_000), |e| {
                let at = e.detail.expect("every N-Queens step has its board");
                match e.kind {
                    StepKind::Reject => {
                        rejects += 1;
                        let (row, col) = (at.row.unwrap(), at.col.unwrap());
                        let model = testkit::first_failed_test(algo.name(), at.cols, row, col);
                        let got = at.reject.map(|a| (a.line.name(), a.row, a.col));
                        assert_eq!(
                            got, model,
                            "{algo} n={n} step {}: ({row},{col}) {:?}",
                            e.step, at.cols
                        );
                    }
                    StepKind::Place => {
                        places += 1;
                        let (row, col) = (at.row.unwrap(), at.col.unwrap());
                        let mut before = at.cols.to_vec();
                        before[row] = None;
                        assert_eq!(testkit::first_failed_test(algo.name(), &before, row, col), None);
                    }
                    StepKind::Cut(_) => panic!("{algo} n={n} was cut"),
                    _ => {}
                }
                ControlFlow::Continue(())
            })
            .unwrap();
            assert!(rejects > 0 && places > 0, "{algo} n={n}");
        }
    }
    // The square of the issue: flags names the column (row 1's queen),
    // backtrack the diagonal of row 0's, which its scan meets first.
    let at_step_14 = |algo: Algo| {
        let mut found = None;
        algo.trace(4, &Limits::none(), |e| {
            if e.step == 14 {
                found = e
                    .detail
                    .and_then(|d| d.reject)
                    .map(|a| (a.line.name(), a.row, a.col));
            }
            ControlFlow::Continue(())
        })
        .unwrap();
        found
    };
    assert_eq!(at_step_14(Algo::Flags), Some(("column", 1, 2)));
    assert_eq!(at_step_14(Algo::Sets), Some(("column", 1, 2)));
    assert_eq!(at_step_14(Algo::Backtrack), Some(("diagonal", 0, 0)));
}

/// `fast` is refused, pointing to `bitmask`, rather than traced as
/// another search under its name.
#[test]
fn fast_is_not_traced() {
    let e = Algo::Fast
        .trace(4, &Limits::none(), |_| ControlFlow::Continue(()))
        .unwrap_err();
    assert!(matches!(e, nqueens::Error::NotTraced { .. }), "{e}");
    // The approach to trace instead, in no front end's words: the CLI
    // says `--algo bitmask`, Python `algo="bitmask"`.
    assert!(e.to_string().contains("trace the bitmask approach"), "{e}");
    assert!(!e.to_string().contains("--"), "{e}");
}

/// `levels` holds each level whole: the boards of every level sum to the
/// tree's nodes, the widest is reported, and too wide a board is refused.
#[test]
fn levels_hold_the_tree_level_by_level() {
    let r = Algo::Levels.count(12, &Limits::none()).unwrap();
    let levels = r.levels.clone().unwrap();
    assert_eq!(levels.len(), 13);
    assert_eq!(levels.iter().sum::<u64>(), 856_189);
    assert_eq!(r.nodes, Some(856_189));
    assert_eq!(levels[12], 14_200);
    let flags = Algo::Flags.count(12, &Limits::none()).unwrap();
    assert_eq!((r.checks, r.dead_ends), (flags.checks, flags.dead_ends));
    let (at, widest) = r.peak_level().unwrap();
    assert_eq!(Some(&widest), levels.iter().max());
    assert_eq!(levels[at], widest);
    // The widest level, counted by the depth-first search instead: the
    // places made in that row.
    let mut placed = 0u64;
    Algo::Flags
        .trace(12, &Limits::none(), |e| {
            if e.kind == StepKind::Place && e.detail.and_then(|d| d.row) == Some(at - 1) {
                placed += 1;
            }
            ControlFlow::Continue(())
        })
        .unwrap();
    assert_eq!(placed, widest);
    let e = Algo::Levels
        .count(nqueens::approaches::MAX_LEVELS_N + 1, &Limits::none())
        .unwrap_err();
    assert!(matches!(e, nqueens::Error::LevelsTooWide { .. }), "{e}");
    assert!(e.to_string().contains("256 MiB"), "{e}");
}

#[test]
fn every_trace_finds_the_solutions_in_order() {
    for algo in APPROACHES.iter().filter(|a| a.is_traced()).map(|a| a.algo) {
        let mut found = vec![];
        let report = algo
            .trace(5, &Limits::none(), |e| {
                if matches!(e.kind, StepKind::Solution | StepKind::Mirror) {
                    let at = e.detail.expect("every N-Queens step has its board");
                    found.push(at.cols.iter().map(|c| c.unwrap()).collect::<Vec<_>>());
                }
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(report.solutions, 10, "{algo}");
        assert_eq!(found.len(), 10, "{algo}");
        if algo != Algo::Mirror {
            assert_eq!(found, brute_force_solutions(5), "{algo}");
        }
        assert!(report.outcome.is_finished(), "{algo}");
    }
}

#[test]
fn traces_are_cut_at_the_step_limit() {
    for algo in APPROACHES.iter().filter(|a| a.is_traced()).map(|a| a.algo) {
        let mut steps = vec![];
        let mut last = None;
        let report = algo
            .trace(6, &Limits::max_steps(25), |e| {
                steps.push(e.step);
                last = Some(e.to_string());
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(steps, (1..=26).collect::<Vec<_>>(), "{algo}");
        assert_eq!(last.unwrap(), "cut: stopped after 25 steps (max-steps)", "{algo}");
        assert_eq!(report.outcome, nqueens::approaches::Outcome::StepLimit);
        assert_eq!(report.steps, 25);
    }
    // Exactly enough steps: no cut.
    let all = trace_kinds(Algo::Flags, 4, u64::MAX);
    let exact = trace_kinds(Algo::Flags, 4, all.len() as u64);
    assert_eq!(exact, all);
}

#[test]
fn step_counts_match_the_traces() {
    for algo in APPROACHES.iter().filter(|a| a.is_traced()).map(|a| a.algo) {
        let traced = trace_kinds(algo, 5, u64::MAX).len() as u64;
        let counted = algo.count(5, &Limits::none()).unwrap().steps;
        // mirror's count walks the same half tree but does not report the
        // mirror images as steps.
        if algo != Algo::Mirror {
            assert_eq!(counted, traced, "{algo}");
        }
    }
}

#[test]
fn names_round_trip_and_bad_sizes_are_errors() {
    for algo in Algo::ALL {
        assert_eq!(algo.name().parse::<Algo>().unwrap(), algo);
    }
    let err = "quick".parse::<Algo>().unwrap_err().to_string();
    assert!(err.contains(
        "brute, odometer, permutations, board, backtrack, sets, flags, levels, bitmask, mirror, fast"
    ));
    for algo in Algo::ALL {
        assert!(algo.count(0, &Limits::none()).is_err());
        assert!(algo.count(33, &Limits::none()).is_err());
        assert!(
            algo.solve(65, &Limits::none(), |_| ControlFlow::Continue(()))
                .is_err()
        );
        assert!(
            algo.trace(0, &Limits::none(), |_| ControlFlow::Continue(()))
                .is_err()
        );
    }
    // levels takes n up to MAX_LEVELS_N only.
    for n in [nqueens::approaches::MAX_LEVELS_N + 1, 32] {
        assert!(Algo::Levels.count(n, &Limits::none()).is_err());
    }
}

#[test]
fn cancellation_stops_every_approach() {
    let token = nqueens::approaches::CancelToken::new();
    token.cancel();
    let limits = Limits {
        cancel: Some(token),
        ..Limits::none()
    };
    for algo in APPROACHES.iter().filter(|a| a.is_traced()).map(|a| a.algo) {
        // levels refuses 16 outright; its widest board still polls.
        let n = if algo == Algo::Levels {
            nqueens::approaches::MAX_LEVELS_N
        } else {
            16
        };
        let r = algo.count(n, &limits).unwrap();
        assert_eq!(r.outcome, nqueens::approaches::Outcome::Cancelled, "{algo}");
    }
}

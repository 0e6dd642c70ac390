//! Every counter and lister against the known answers in crates/testkit/data and
//! against brute force.

use nqueens::{Solutions, census, count, reference, symmetry::UniqueSolutions, total_n_queens};
use testkit::{brute_force_solutions, is_canonical, is_queens_solution, known_classes, known_counts};

/// The largest n checked in the default run; larger ones are `#[ignore]`d.
const QUICK_N: usize = 13;

#[test]
fn counts_match_oeis() {
    for k in known_counts().into_iter().filter(|k| k.n <= QUICK_N) {
        assert_eq!(count(k.n).unwrap(), k.total, "total n={}", k.n);
        assert_eq!(reference::count_mirror(k.n).unwrap(), k.total, "mirror n={}", k.n);
        assert_eq!(u128::from(total_n_queens(k.n)), k.total, "leetcode n={}", k.n);
    }
}

#[test]
fn unique_counts_match_oeis() {
    for k in known_counts().into_iter().filter(|k| k.n <= QUICK_N) {
        let c = census(k.n).unwrap();
        assert_eq!((c.total(), c.unique()), (k.total, k.unique), "n={}", k.n);
    }
}

#[test]
fn classes_match_symmetry_table() {
    for k in known_classes().into_iter().filter(|k| k.n <= QUICK_N) {
        let c = census(k.n).unwrap();
        assert_eq!(
            (c.rot90, c.rot180, c.none),
            (k.rot90, k.rot180, k.none),
            "n={}",
            k.n
        );
        assert_eq!(c.full, 0);
    }
}

#[test]
#[ignore = "slow: n = 14..=16 by enumeration"]
fn classes_match_symmetry_table_large() {
    for k in known_classes().into_iter().filter(|k| k.n > QUICK_N) {
        let c = census(k.n).unwrap();
        assert_eq!(
            (c.rot90, c.rot180, c.none),
            (k.rot90, k.rot180, k.none),
            "n={}",
            k.n
        );
    }
}

#[test]
fn lister_matches_brute_force() {
    for n in 1..=8 {
        let listed: Vec<_> = Solutions::new(n).unwrap().collect();
        assert_eq!(listed, brute_force_solutions(n), "n={n}");
    }
}

#[test]
fn listed_boards_are_valid_distinct_and_sorted() {
    for n in 1..=10 {
        let listed: Vec<_> = Solutions::new(n).unwrap().collect();
        assert!(listed.iter().all(|s| is_queens_solution(s)), "n={n}");
        assert!(listed.windows(2).all(|w| w[0] < w[1]), "n={n} order");
        let known = known_counts().into_iter().find(|k| k.n == n).unwrap();
        assert_eq!(listed.len() as u128, known.total, "n={n}");
    }
}

#[test]
fn unique_lister_gives_one_canonical_board_per_class() {
    for n in 1..=10 {
        let unique: Vec<_> = UniqueSolutions::new(n).unwrap().collect();
        let expected: Vec<_> = brute_force_solutions(n.min(8))
            .into_iter()
            .filter(|s| is_canonical(s))
            .collect();
        if n <= 8 {
            assert_eq!(unique, expected, "n={n}");
        }
        assert!(
            unique.iter().all(|s| is_queens_solution(s) && is_canonical(s)),
            "n={n}"
        );
        assert!(unique.windows(2).all(|w| w[0] < w[1]), "n={n}");
        let known = known_counts().into_iter().find(|k| k.n == n).unwrap();
        assert_eq!(unique.len() as u128, known.unique, "n={n}");
    }
}

#[test]
fn first_solutions_of_wide_boards() {
    // The lister works at the 64-bit edge; the first board is checked by
    // the independent oracle.
    for n in [20, 31, 32, 33] {
        let first = Solutions::new(n).unwrap().next().unwrap();
        assert!(is_queens_solution(&first), "n={n}");
    }
}

#[test]
fn sizes_out_of_range_are_errors() {
    assert!(count(0).is_err());
    assert!(count(33).is_err());
    assert!(census(0).is_err());
    assert!(Solutions::new(0).is_err());
    assert!(Solutions::new(65).is_err());
    assert!(UniqueSolutions::new(65).is_err());
    assert_eq!(total_n_queens(0), 0);
    assert_eq!(total_n_queens(99), 0);
    assert!(nqueens::solve_n_queens(0).is_empty());
}

//! One solution for big boards: the construction for every n up to a few
//! thousand (every residue mod 6), the local search for every n to 300,
//! both re-checked by checks that share no code with them.

use nqueens::{
    Error,
    huge::{ConstructionCase, construct, search},
};
use testkit::is_queens_solution;

/// An O(n) check written here: one flag per column and per diagonal.
fn is_solution_linear(cols: &[usize]) -> bool {
    let n = cols.len();
    let (mut col, mut down, mut up) = (vec![false; n], vec![false; 2 * n], vec![false; 2 * n]);
    cols.iter().enumerate().all(|(r, &c)| {
        if c >= n || col[c] || down[r + n - c] || up[r + c] {
            return false;
        }
        (col[c], down[r + n - c], up[r + c]) = (true, true, true);
        true
    })
}

#[test]
fn construction_is_valid_for_every_n_to_3000() {
    let mut cases = std::collections::HashSet::new();
    for n in (1..=3000).filter(|&n| n != 2 && n != 3) {
        let board = construct(n).unwrap();
        cases.insert((n % 6, board.case()));
        let cols: Vec<usize> = board.columns().collect();
        assert!(is_solution_linear(&cols), "n = {n}");
        if n <= 200 {
            assert!(is_queens_solution(&cols), "n = {n}");
        }
    }
    // Every residue mod 6 was met, each with the formula it calls for.
    for residue in 0..6 {
        assert!(cases.iter().any(|&(r, _)| r == residue), "n mod 6 = {residue}");
    }
    assert!(cases.contains(&(2, ConstructionCase::Shifted)));
    assert!(cases.contains(&(3, ConstructionCase::Shifted)));
    assert!(cases.contains(&(0, ConstructionCase::EvensThenOdds)));
}

#[test]
fn construction_refuses_two_and_three() {
    assert_eq!(construct(2).unwrap_err(), Error::NoSolution { n: 2 });
    assert_eq!(construct(3).unwrap_err(), Error::NoSolution { n: 3 });
}

#[test]
fn construction_of_a_million_checks_linearly() {
    let cols: Vec<usize> = construct(1_000_003).unwrap().columns().collect();
    assert!(is_solution_linear(&cols));
}

#[test]
fn search_is_valid_for_every_n_to_300() {
    for n in (1..=300).filter(|&n| n != 2 && n != 3) {
        for seed in [0, 1] {
            let cols: Vec<usize> = search(n, seed).unwrap().iter().map(|&c| c as usize).collect();
            assert!(is_queens_solution(&cols), "n = {n}, seed = {seed}");
        }
    }
}

#[test]
fn search_seeds_reproduce_and_differ() {
    for n in [8, 50, 1000] {
        let (a, b, c) = (
            search(n, 1).unwrap(),
            search(n, 1).unwrap(),
            search(n, 2).unwrap(),
        );
        assert_eq!(a, b, "n = {n}: same seed, same board");
        assert_ne!(a, c, "n = {n}: seeds 1 and 2 gave the same board");
    }
    assert_eq!(search(2, 0).unwrap_err(), Error::NoSolution { n: 2 });
}

#[test]
#[ignore = "a few seconds unoptimized; run with --ignored"]
fn search_of_a_million_checks_linearly() {
    let cols: Vec<usize> = search(1_000_000, 1)
        .unwrap()
        .iter()
        .map(|&c| c as usize)
        .collect();
    assert!(is_solution_linear(&cols));
}

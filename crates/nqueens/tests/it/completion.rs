//! The completion solver against brute force over all n! placements, and
//! every completion it prints re-checked by the independent oracle.

use nqueens::complete::{Puzzle, complete, count_completions};
use testkit::{
    blocked_board, brute_force_completions, brute_force_solutions, completions_among, is_queens_solution,
    known_counts, random_puzzle,
};

/// Checks one puzzle: count and existence agree with brute force, and the
/// completion found keeps the fixed queens, avoids blocked squares and is
/// a solution by the oracle.
fn agrees_with_brute_force(text: &str) {
    agrees_with(text, brute_force_completions(text));
}

/// [`agrees_with_brute_force`], given the brute-force answer.
fn agrees_with(text: &str, expected: Vec<Vec<usize>>) {
    let puzzle: Puzzle = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    let counted = count_completions(&puzzle).count;
    assert_eq!(counted, expected.len() as u128, "count of\n{text}");
    let found = complete(&puzzle).solution;
    assert_eq!(found.is_some(), !expected.is_empty(), "existence for\n{text}");
    if let Some(cols) = found {
        assert!(
            expected.contains(&cols),
            "{cols:?} is not a completion of\n{text}"
        );
        assert!(is_queens_solution(&cols));
    }
}

#[test]
fn random_small_puzzles_match_brute_force() {
    let mut seed = 0;
    for n in 1..=8 {
        for blocked in [0.0, 0.15, 0.3, 0.5] {
            for queens in [0, 1, 2, 3] {
                for _ in 0..4 {
                    seed += 1;
                    agrees_with_brute_force(&random_puzzle(n, blocked, queens, seed));
                }
            }
        }
    }
}

#[test]
fn random_ten_by_ten_puzzles_match_brute_force() {
    // The 10! placements are searched once; each puzzle filters them.
    let all = brute_force_solutions(10);
    for (seed, blocked) in [(1, 0.0), (2, 0.2), (3, 0.35), (4, 0.5), (5, 0.2), (6, 0.3)] {
        let text = random_puzzle(10, blocked, 1 + seed as usize % 3, seed);
        agrees_with(&text, completions_among(&text, all.clone()));
    }
    for seed in 7..13 {
        let text = blocked_board(10, 4.0, 1, seed);
        agrees_with(&text, completions_among(&text, all.clone()));
    }
}

#[test]
fn empty_boards_count_every_solution() {
    for k in known_counts().iter().filter(|k| k.n <= 10) {
        let puzzle = Puzzle::new(k.n);
        assert_eq!(count_completions(&puzzle).count, k.total, "n = {}", k.n);
    }
}

#[test]
fn near_hard_boards_get_checked_answers() {
    for seed in 0..6 {
        let text = blocked_board(24, 6.5, 2, seed);
        let puzzle: Puzzle = text.parse().unwrap();
        if let Some(cols) = complete(&puzzle).solution {
            assert!(puzzle.is_completion(&cols));
            assert!(is_queens_solution(&cols));
        }
    }
}

//! Every puzzle of the shared benchmark sets, solved and counted, each
//! answer checked by testkit's independent checker.

use sudoku::{Algo, Grid, check_solution};
use testkit::{SUDOKU_MULTIPLE_SET, SUDOKU_UNIQUE_SETS, check_sudoku_solution, sudoku_puzzles};

fn grid(line: &str) -> Grid {
    line.parse().unwrap_or_else(|e| panic!("{line}: {e}"))
}

#[test]
fn every_unique_puzzle_is_solved_and_checked() {
    for set in SUDOKU_UNIQUE_SETS {
        for (i, line) in sudoku_puzzles(set).iter().enumerate() {
            let puzzle = grid(line);
            assert_eq!(puzzle.conflict(), None, "{set} #{i}");
            let report = Algo::Fast.search(&puzzle, 2);
            assert_eq!(report.solutions, 1, "{set} #{i}: solutions");
            let solution = report.first.expect("a solution");
            check_sudoku_solution(line, &solution.to_string()).unwrap_or_else(|e| panic!("{set} #{i}: {e}"));
            assert_eq!(check_solution(&puzzle, &solution), Ok(()), "{set} #{i}");
            assert_eq!(
                sudoku::solve(&puzzle),
                Some(solution),
                "{set} #{i}: solve agrees with count"
            );
        }
    }
}

#[test]
fn every_serg_puzzle_counts_two() {
    for (i, line) in sudoku_puzzles(SUDOKU_MULTIPLE_SET).iter().enumerate() {
        let puzzle = grid(line);
        let report = Algo::Fast.search(&puzzle, 2);
        assert_eq!(report.solutions, 2, "serg #{i}");
        check_sudoku_solution(line, &report.first.unwrap().to_string())
            .unwrap_or_else(|e| panic!("serg #{i}: {e}"));
    }
}

#[test]
fn counting_stops_at_the_limit() {
    let line = &sudoku_puzzles(SUDOKU_MULTIPLE_SET)[0];
    let puzzle = grid(line);
    assert_eq!(sudoku::count(&puzzle, 1), 1);
    assert_eq!(sudoku::count(&puzzle, 0), 0);
    assert!(sudoku::count(&puzzle, 1000) >= 2);
    // The empty grid has about 6.7e21 solutions; any limit is reached.
    assert_eq!(sudoku::count(&Grid::EMPTY, 5000), 5000);
}

#[test]
fn the_simple_solver_agrees_on_the_easier_known_puzzles() {
    // The textbook solver needs seconds on most of these sets even when
    // optimized; the first puzzles of top1465 that it finishes quickly in a
    // debug build are enough to tie it to the data.
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut lines = vec![easy.to_string()];
    lines.extend(sudoku_puzzles(SUDOKU_MULTIPLE_SET).into_iter().take(3));
    for line in &lines {
        let puzzle = grid(line);
        let fast = Algo::Fast.search(&puzzle, 2);
        let simple = Algo::Simple.search(&puzzle, 2);
        assert_eq!(fast.solutions, simple.solutions, "{line}");
        check_sudoku_solution(line, &simple.first.unwrap().to_string()).unwrap();
    }
}

#[test]
#[ignore = "slow: the textbook solver on 10 puzzles of top1465 (about a second each in release)"]
fn the_simple_solver_agrees_on_top1465_samples() {
    for line in sudoku_puzzles("top1465.txt").iter().take(10) {
        let puzzle = grid(line);
        let simple = Algo::Simple.search(&puzzle, 2);
        assert_eq!(simple.solutions, 1, "{line}");
        assert_eq!(simple.first, sudoku::solve(&puzzle), "{line}");
    }
}

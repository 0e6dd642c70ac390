//! Property tests with answers known by construction: a puzzle made by
//! blanking cells of a solved grid solves back to a grid consistent with
//! its givens (the very grid, when the solution is unique), and the fast
//! and textbook solvers agree.

use proptest::prelude::*;
use sudoku::{Algo, Grid};
use testkit::check_sudoku_solution;

const SOLVED: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A solved grid: SOLVED with its digits relabelled, bands, rows within
/// bands, stacks and columns within stacks permuted, maybe transposed.
/// Every such image of a solved grid is solved.
fn solved_grid() -> impl Strategy<Value = [u8; 81]> {
    let perm9 = Just((0u8..9).collect::<Vec<_>>()).prop_shuffle();
    let perm3 = || Just(vec![0usize, 1, 2]).prop_shuffle();
    (
        perm9,
        perm3(),
        [perm3(), perm3(), perm3()],
        perm3(),
        [perm3(), perm3(), perm3()],
        any::<bool>(),
    )
        .prop_map(|(digits, bands, rows, stacks, cols, transpose)| {
            let base: Vec<u8> = SOLVED.bytes().map(|b| b - b'1').collect();
            let mut out = [0u8; 81];
            for r in 0..9 {
                for c in 0..9 {
                    let src_r = 3 * bands[r / 3] + rows[r / 3][r % 3];
                    let src_c = 3 * stacks[c / 3] + cols[c / 3][c % 3];
                    let (src_r, src_c) = if transpose { (src_c, src_r) } else { (src_r, src_c) };
                    out[9 * r + c] = digits[usize::from(base[9 * src_r + src_c])] + 1;
                }
            }
            out
        })
}

/// A solved grid and a puzzle made from it by emptying `blanks` cells.
fn blanked(max_blanks: usize) -> impl Strategy<Value = (Grid, Grid)> {
    (
        solved_grid(),
        Just((0usize..81).collect::<Vec<_>>()).prop_shuffle(),
        0..=max_blanks,
    )
        .prop_map(|(full, order, blanks)| {
            let mut puzzle = full;
            for &i in &order[..blanks] {
                puzzle[i] = 0;
            }
            (Grid::from_cells(full).unwrap(), Grid::from_cells(puzzle).unwrap())
        })
}

proptest! {
    #[test]
    fn blanked_grids_solve_back((full, puzzle) in blanked(81)) {
        prop_assert_eq!(full.conflict(), None);
        let report = Algo::Fast.search(&puzzle, 2);
        prop_assert!(report.solutions >= 1);
        let solution = report.first.unwrap();
        prop_assert_eq!(check_sudoku_solution(&puzzle.to_string(), &solution.to_string()), Ok(()));
        if report.solutions == 1 {
            prop_assert_eq!(solution, full);
        }
        prop_assert_eq!(sudoku::count(&puzzle, 1), 1);
    }

    #[test]
    fn fast_and_simple_agree((_full, puzzle) in blanked(45)) {
        let fast = Algo::Fast.search(&puzzle, 3);
        let simple = Algo::Simple.search(&puzzle, 3);
        prop_assert_eq!(fast.solutions, simple.solutions);
        let solution = simple.first.unwrap();
        prop_assert_eq!(check_sudoku_solution(&puzzle.to_string(), &solution.to_string()), Ok(()));
        if fast.solutions == 1 {
            prop_assert_eq!(fast.first, simple.first);
        }
    }

    #[test]
    fn a_changed_given_breaks_the_grid((full, _puzzle) in blanked(0), cell in 0usize..81, shift in 1u8..9) {
        let mut cells = *full.cells();
        cells[cell] = (cells[cell] - 1 + shift) % 9 + 1;
        let broken = Grid::from_cells(cells).unwrap();
        prop_assert!(broken.conflict().is_some());
        prop_assert_eq!(sudoku::count(&broken, 2), 0);
        prop_assert_eq!(Algo::Simple.search(&broken, 2).solutions, 0);
    }
}

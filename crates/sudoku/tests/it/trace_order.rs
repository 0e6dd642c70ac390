//! The textbook trace's rejects follow its listing (the page's
//! `simple.rs`): `is_valid` scans the row, then the column, then the box,
//! each in order, and a reject names the first unit holding the digit and
//! the first cell of it that does. Replayed here from the trace's own
//! steps on a grid of our own, with the scan written out again.

use std::ops::ControlFlow;

use sudoku::{Grid, Limits, StepKind, trace};

/// The listing's order: the row's cells left to right, the column's top
/// to bottom, the box's row by row.
fn first_clash(grid: &[u8; 81], row: usize, col: usize, digit: u8) -> Option<(&'static str, usize, usize)> {
    let holds = |r: usize, c: usize| (r, c) != (row, col) && grid[r * 9 + c] == digit;
    if let Some(c) = (0..9).find(|&c| holds(row, c)) {
        return Some(("row", row, c));
    }
    if let Some(r) = (0..9).find(|&r| holds(r, col)) {
        return Some(("column", r, col));
    }
    let (top, left) = (row / 3 * 3, col / 3 * 3);
    (top..top + 3)
        .flat_map(|r| (left..left + 3).map(move |c| (r, c)))
        .find(|&(r, c)| holds(r, c))
        .map(|(r, c)| ("box", r, c))
}

#[test]
fn rejects_name_the_unit_the_listing_meets_first() {
    for text in [
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        // A harder one: more backtracking, more kinds of clash.
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    ] {
        let puzzle: Grid = text.parse().unwrap();
        let mut grid = *puzzle.cells();
        let mut kinds = std::collections::BTreeMap::new();
        trace(&puzzle, &Limits::max_steps(200_000), |s| {
            let Some(at) = s.detail else {
                return ControlFlow::Continue(());
            };
            match (s.kind, at.cell, at.digit) {
                (StepKind::Place, Some(cell), Some(d)) => grid[cell.index()] = d,
                (StepKind::Remove, Some(cell), _) => grid[cell.index()] = 0,
                (StepKind::Reject, Some(cell), Some(d)) => {
                    let (row, col) = (usize::from(cell.row), usize::from(cell.col));
                    let model = first_clash(&grid, row, col, d).expect("a rejected digit clashes");
                    let clash = at.clash.expect("a reject names its clash");
                    let got = (clash.name(), usize::from(clash.by.row), usize::from(clash.by.col));
                    assert_eq!(got, model, "step {}: {d} at ({row},{col})", s.step);
                    *kinds.entry(model.0).or_insert(0) += 1;
                }
                _ => {}
            }
            ControlFlow::Continue(())
        });
        assert_eq!(kinds.len(), 3, "every kind of clash met: {kinds:?}");
    }
}

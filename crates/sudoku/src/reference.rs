//! The textbook solver: take the first empty cell, try each digit that the
//! [`is_valid`] scan allows, recurse, and undo. No propagation, no cleverness:
//! this is the algorithm taught first, kept as the yardstick the fast
//! kernel is tested and measured against (`--algo simple` in the CLI).
//!
//! It is written as a backtracking problem in the usual shape (a state, the
//! choices at the next empty cell, place, undo) so that it can move onto the
//! workspace's generic backtracking engine and be traced step by step.

use crate::grid::Grid;
use crate::solve::{Report, Search};

/// Whether `digit` can go in cell `index` (row-major, 0 to 80): no other
/// cell of its row, column or box holds it. The cell itself is not looked
/// at.
///
/// ```
/// let grid: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// assert!(sudoku::reference::is_valid(grid.cells(), 2, 4));
/// assert!(!sudoku::reference::is_valid(grid.cells(), 2, 5)); // row 1 has a 5
/// assert!(!sudoku::reference::is_valid(grid.cells(), 2, 8)); // box 1 has an 8
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn is_valid(cells: &[u8; 81], index: usize, digit: u8) -> bool {
    let (row, col) = (index / 9, index % 9);
    for k in 0..9 {
        if k != col && cells[row * 9 + k] == digit {
            return false;
        }
        if k != row && cells[k * 9 + col] == digit {
            return false;
        }
    }
    let (top, left) = (row / 3 * 3, col / 3 * 3);
    for r in top..top + 3 {
        for c in left..left + 3 {
            if (r, c) != (row, col) && cells[r * 9 + c] == digit {
                return false;
            }
        }
    }
    true
}

/// The search state: the grid being filled.
struct Backtracker {
    cells: [u8; 81],
}

impl Backtracker {
    /// The next empty cell at or after `from`, in reading order.
    fn next_empty(&self, from: usize) -> Option<usize> {
        (from..81).find(|&i| self.cells[i] == 0)
    }

    fn place(&mut self, index: usize, digit: u8) {
        self.cells[index] = digit;
    }

    fn undo(&mut self, index: usize) {
        self.cells[index] = 0;
    }

    fn solve_from(&mut self, from: usize, search: &mut Search) {
        let Some(index) = self.next_empty(from) else {
            search.found += 1;
            if search.first.is_none() {
                search.first = Some(self.cells);
            }
            return;
        };
        for digit in 1..=9 {
            if is_valid(&self.cells, index, digit) {
                search.nodes += 1;
                self.place(index, digit);
                self.solve_from(index + 1, search);
                self.undo(index);
                if search.done() {
                    return;
                }
            }
        }
    }
}

/// Finds up to `limit` solutions of `puzzle` by plain backtracking. A
/// puzzle whose givens clash has none. `nodes` counts the digits placed.
///
/// ```
/// let puzzle: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let report = sudoku::reference::search(&puzzle, 2);
/// assert_eq!(report.solutions, 1);
/// assert_eq!(report.first, sudoku::solve(&puzzle));
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn search(puzzle: &Grid, limit: u64) -> Report {
    let mut search = Search::new(limit);
    let cells = *puzzle.cells();
    let givens_agree = (0..81).all(|i| cells[i] == 0 || is_valid(&cells, i, cells[i]));
    if limit > 0 && givens_agree {
        Backtracker { cells }.solve_from(0, &mut search);
    }
    search.into_report()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut g = Grid::EMPTY;
        g.set(0, 0, Some(3));
        g.set(0, 8, Some(3));
        assert_eq!(search(&g, 2).solutions, 0);
    }

    #[test]
    fn a_grid_missing_one_cell_has_one_solution() {
        let line = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let full: Grid = line.parse().unwrap();
        let mut g = full;
        g.set(4, 4, None);
        let r = search(&g, 2);
        assert_eq!((r.solutions, r.nodes, r.first), (1, 1, Some(full)));
        assert_eq!(search(&g, 0).solutions, 0);
    }
}

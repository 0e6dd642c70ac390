//! Checking grids, independently of every solver: clashing digits, and a
//! solution against its puzzle.

use thiserror::Error;

use crate::grid::Grid;
use crate::place::{Cell, Conflict, Unit};

impl Grid {
    /// The first clash of two equal digits, looking at rows, then columns,
    /// then boxes; `None` when the digits are consistent.
    ///
    /// ```
    /// let mut line = ".".repeat(81);
    /// line.replace_range(2..3, "5");
    /// line.replace_range(6..7, "5");
    /// let grid: sudoku::Grid = line.parse()?;
    /// assert_eq!(grid.conflict().unwrap().to_string(), "two 5s in row 1 (r1c3 and r1c7)");
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub fn conflict(&self) -> Option<Conflict> {
        if self.digits_agree() {
            return None;
        }
        Unit::all().find_map(|unit| {
            let mut seen: [Option<Cell>; 10] = [None; 10];
            unit.cells().into_iter().find_map(|cell| {
                let d = self.cells()[cell.index()];
                if d == 0 {
                    return None;
                }
                seen[usize::from(d)].replace(cell).map(|first| Conflict {
                    digit: d,
                    unit,
                    first,
                    second: cell,
                })
            })
        })
    }
}

impl Grid {
    /// Whether no digit repeats in a row, column or box: one pass with a
    /// bit per digit and unit. [`Grid::conflict`] looks for the cells only
    /// when this fails.
    fn digits_agree(&self) -> bool {
        let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
        let mut clash = 0u16;
        for (r, row) in self.cells().chunks_exact(9).enumerate() {
            for (c, &d) in row.iter().enumerate() {
                // Digit 0 (empty) lands on bit 0, which is never looked at.
                let bit = (1u16 << d) & !1;
                let b = r / 3 * 3 + c / 3;
                clash |= (rows[r] | cols[c] | boxes[b]) & bit;
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[b] |= bit;
            }
        }
        clash == 0
    }
}

/// Why a grid is not a solution of a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SolutionError {
    /// The solution leaves a cell empty.
    #[error("{0} is empty")]
    Empty(Cell),
    /// The solution changes a given.
    #[error("{cell} is {found} but the puzzle gives {given}")]
    ChangedGiven {
        /// Where.
        cell: Cell,
        /// The puzzle's digit.
        given: u8,
        /// The solution's digit.
        found: u8,
    },
    /// The solution repeats a digit in a unit.
    #[error("{0}")]
    Conflict(Conflict),
}

/// Checks that `solution` fills every cell, keeps every given of `puzzle`,
/// and repeats no digit in any row, column or box. Shares no code with the
/// solvers.
///
/// ```
/// let puzzle: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let solution = sudoku::solve(&puzzle).unwrap();
/// assert_eq!(sudoku::check_solution(&puzzle, &solution), Ok(()));
/// assert!(sudoku::check_solution(&puzzle, &puzzle).is_err());
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn check_solution(puzzle: &Grid, solution: &Grid) -> Result<(), SolutionError> {
    for (i, (&given, &found)) in puzzle.cells().iter().zip(solution.cells()).enumerate() {
        let cell = Cell::from_index(i);
        if found == 0 {
            return Err(SolutionError::Empty(cell));
        }
        if given != 0 && given != found {
            return Err(SolutionError::ChangedGiven { cell, given, found });
        }
    }
    match solution.conflict() {
        Some(c) => Err(SolutionError::Conflict(c)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(line: &str) -> Grid {
        line.parse().unwrap()
    }

    #[test]
    fn units_cover_the_grid() {
        let mut count = [0; 81];
        for unit in Unit::all() {
            for cell in unit.cells() {
                count[cell.index()] += 1;
            }
        }
        assert!(count.iter().all(|&c| c == 3));
        assert_eq!(Unit::Box(4).cells()[0], Cell { row: 3, col: 3 });
    }

    #[test]
    fn conflicts_name_the_cells() {
        let mut line = vec![b'.'; 81];
        line[9] = b'7';
        line[9 * 5] = b'7';
        let g = grid(std::str::from_utf8(&line).unwrap());
        assert_eq!(
            g.conflict().unwrap().to_string(),
            "two 7s in column 1 (r2c1 and r6c1)"
        );
        let mut line = vec![b'.'; 81];
        line[10] = b'1';
        line[20] = b'1';
        let g = grid(std::str::from_utf8(&line).unwrap());
        assert_eq!(
            g.conflict().unwrap().to_string(),
            "two 1s in box 1 (r2c2 and r3c3)"
        );
        assert_eq!(Grid::EMPTY.conflict(), None);
    }

    #[test]
    fn solutions_are_checked_against_givens() {
        let solution =
            grid("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        let puzzle =
            grid("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        assert_eq!(check_solution(&puzzle, &solution), Ok(()));
        let mut changed = solution;
        changed.set(0, 0, Some(1));
        assert_eq!(
            check_solution(&puzzle, &changed).unwrap_err().to_string(),
            "r1c1 is 1 but the puzzle gives 5"
        );
        assert_eq!(
            check_solution(&Grid::EMPTY, &changed).unwrap_err().to_string(),
            "two 1s in row 1 (r1c1 and r1c8)"
        );
        let mut hole = solution;
        hole.set(8, 8, None);
        assert_eq!(
            check_solution(&puzzle, &hole).unwrap_err().to_string(),
            "r9c9 is empty"
        );
    }
}

//! The 9×9 grid: 81 cells, each empty or holding a digit 1–9, and its two
//! written forms.

use std::fmt;

use crate::error::Error;
use crate::place::Cell;

/// A Sudoku grid: a puzzle (some cells empty) or a solution (all filled).
///
/// The digits are not checked against each other here; see
/// [`Grid::conflict`] and [`crate::check_solution`].
///
/// ```
/// let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// let grid: sudoku::Grid = line.parse()?;
/// assert_eq!(grid.get(0, 0), Some(5));
/// assert_eq!(grid.get(0, 2), None);
/// assert_eq!(grid.givens(), 30);
/// assert_eq!(grid.to_string(), line);
/// # Ok::<(), sudoku::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    /// Row-major; 0 is an empty cell.
    cells: [u8; 81],
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; 81] };

    /// A grid from 81 values in row-major order, 0 for an empty cell.
    pub fn from_cells(cells: [u8; 81]) -> Result<Grid, Error> {
        match cells.iter().position(|&v| v > 9) {
            Some(i) => Err(Error::BadValue {
                cell: Cell::from_index(i),
                value: cells[i],
            }),
            None => Ok(Grid { cells }),
        }
    }

    /// The 81 values in row-major order, 0 for an empty cell.
    pub fn cells(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The digit at `row`, `col` (both from 0), or `None` when empty.
    ///
    /// # Panics
    /// When `row` or `col` is 9 or more.
    pub fn get(&self, row: usize, col: usize) -> Option<u8> {
        assert!(row < 9 && col < 9, "r{}c{} is outside the grid", row + 1, col + 1);
        match self.cells[row * 9 + col] {
            0 => None,
            d => Some(d),
        }
    }

    /// Sets the cell at `row`, `col` to `digit` (1–9), or empties it.
    ///
    /// # Panics
    /// When `row` or `col` is 9 or more, or `digit` is `Some(0)` or over 9.
    pub fn set(&mut self, row: usize, col: usize, digit: Option<u8>) {
        assert!(row < 9 && col < 9, "r{}c{} is outside the grid", row + 1, col + 1);
        let v = digit.unwrap_or(0);
        assert!(digit != Some(0) && v <= 9, "digit {v} is not 1 to 9");
        self.cells[row * 9 + col] = v;
    }

    /// How many cells hold a digit.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_filled(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// The one-line form: 81 characters, `.` for an empty cell.
    pub fn to_line(&self) -> String {
        self.to_string()
    }

    /// Writes the one-line form into `out` without allocating.
    pub fn write_line(&self, out: &mut [u8; 81]) {
        for (o, &v) in out.iter_mut().zip(&self.cells) {
            *o = if v == 0 { b'.' } else { b'0' + v };
        }
    }

    /// The printed form: 9 rows of digits separated by spaces, boxes
    /// separated by `|` and `------+-------+------` lines, `.` for an empty
    /// cell; each line ends with a newline. The parser reads it back.
    ///
    /// ```
    /// let grid: sudoku::Grid = "1".repeat(81).parse()?;
    /// let printed = grid.to_printed();
    /// assert_eq!(printed.lines().next(), Some("1 1 1 | 1 1 1 | 1 1 1"));
    /// assert_eq!(printed.lines().nth(3), Some("------+-------+------"));
    /// assert_eq!(printed.lines().count(), 11);
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub fn to_printed(&self) -> String {
        let mut s = String::with_capacity(11 * 22);
        for r in 0..9 {
            if r == 3 || r == 6 {
                s.push_str("------+-------+------\n");
            }
            for c in 0..9 {
                if c == 3 || c == 6 {
                    s.push_str(" |");
                }
                if c > 0 {
                    s.push(' ');
                }
                let v = self.cells[r * 9 + c];
                s.push(if v == 0 { '.' } else { char::from(b'0' + v) });
            }
            s.push('\n');
        }
        s
    }
}

impl Default for Grid {
    fn default() -> Self {
        Grid::EMPTY
    }
}

impl fmt::Display for Grid {
    /// The one-line form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = [0u8; 81];
        self.write_line(&mut line);
        f.write_str(std::str::from_utf8(&line).expect("ASCII"))
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_boxes() {
        let c = Cell::from_index(80);
        assert_eq!((c.row, c.col, c.box_index()), (8, 8, 8));
        assert_eq!(Cell { row: 4, col: 2 }.box_index(), 3);
        assert_eq!(Cell { row: 0, col: 6 }.to_string(), "r1c7");
        assert_eq!(Cell::from_index(13).index(), 13);
    }

    #[test]
    fn values_are_checked() {
        let mut cells = [0u8; 81];
        cells[10] = 10;
        assert_eq!(
            Grid::from_cells(cells).unwrap_err().to_string(),
            "r2c2 holds 10, which is not a digit 1 to 9"
        );
        let mut g = Grid::EMPTY;
        g.set(8, 8, Some(9));
        assert_eq!(g.get(8, 8), Some(9));
        assert_eq!(g.givens(), 1);
        assert!(!g.is_filled());
    }
}

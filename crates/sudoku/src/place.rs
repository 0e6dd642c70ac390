//! Where on the grid: a cell, a unit (row, column or box), and a clash of
//! two equal digits in one. Every other module names places; this one
//! names nothing of the crate, so the grid, the errors and the checks can
//! all use it without importing each other.

use std::fmt;

use thiserror::Error;

/// A cell's place: row and column, both from 0. Shown as `r1c1` (from 1),
/// the notation Sudoku players use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    /// The row, 0 to 8.
    pub row: u8,
    /// The column, 0 to 8.
    pub col: u8,
}

impl Cell {
    /// The cell at `index` (row-major, 0 to 80).
    ///
    /// # Panics
    /// When `index` is 81 or more.
    pub fn from_index(index: usize) -> Cell {
        assert!(index < 81, "cell index {index} is outside 0..81");
        Cell {
            row: (index / 9) as u8,
            col: (index % 9) as u8,
        }
    }

    /// The row-major index, 0 to 80.
    pub fn index(self) -> usize {
        usize::from(self.row) * 9 + usize::from(self.col)
    }

    /// The 3×3 box, 0 to 8, numbered left to right, top to bottom.
    pub fn box_index(self) -> u8 {
        self.row / 3 * 3 + self.col / 3
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// A row, column or box, numbered from 0 (shown from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// A row, 0 to 8 from the top.
    Row(u8),
    /// A column, 0 to 8 from the left.
    Column(u8),
    /// A 3×3 box, 0 to 8 left to right, top to bottom.
    Box(u8),
}

impl Unit {
    /// The 27 units: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = Unit> {
        (0..9)
            .map(Unit::Row)
            .chain((0..9).map(Unit::Column))
            .chain((0..9).map(Unit::Box))
    }

    /// The nine cells of the unit, in reading order.
    pub fn cells(self) -> [Cell; 9] {
        std::array::from_fn(|k| {
            let k = k as u8;
            match self {
                Unit::Row(r) => Cell { row: r, col: k },
                Unit::Column(c) => Cell { row: k, col: c },
                Unit::Box(b) => Cell {
                    row: b / 3 * 3 + k / 3,
                    col: b % 3 * 3 + k % 3,
                },
            }
        })
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(r) => write!(f, "row {}", r + 1),
            Unit::Column(c) => write!(f, "column {}", c + 1),
            Unit::Box(b) => write!(f, "box {}", b + 1),
        }
    }
}

/// Two equal digits in one unit: `two 5s in row 1 (r1c3 and r1c7)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[error("two {digit}s in {unit} ({first} and {second})")]
pub struct Conflict {
    /// The digit, 1 to 9.
    pub digit: u8,
    /// Where they clash.
    pub unit: Unit,
    /// The first of the two cells in reading order.
    pub first: Cell,
    /// The second.
    pub second: Cell,
}

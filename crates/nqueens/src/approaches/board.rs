//! `board`: the data-structures course's N-Queens, a 2D grid of strings
//! and `isSafe` walking up from the square.

use engine::{Choices, Problem};

use super::row_driver::Rows;
use super::trace::{Attack, Line};

/// An empty square and a queen, as the course writes them.
const EMPTY: &str = ".";
const QUEEN: &str = "Q";

/// Places queens row by row on an n×n grid of `"."` and `"Q"`; a square
/// is safe when walking up its column, then up its upper-left diagonal,
/// then up its upper-right diagonal meets no `"Q"`. The rows below are
/// still empty, so only the walks up are needed; a walk costs O(row)
/// string comparisons, which is what makes this the slowest of the
/// row-by-row searches.
#[derive(Debug, Clone)]
pub(crate) struct Board {
    n: usize,
    grid: Vec<Vec<&'static str>>,
    /// The queens by row, kept beside the grid for the trace's board.
    cols: Vec<usize>,
}

impl Board {
    pub(crate) fn new(n: usize) -> Self {
        Board {
            n,
            grid: vec![vec![EMPTY; n]; n],
            cols: Vec::with_capacity(n),
        }
    }

    /// The course's `isSafe`, telling which walk met a queen first: the
    /// column, then the upper-left diagonal (`r − c` equal), then the
    /// upper-right one (`r + c` equal). Each walk goes up from the row
    /// above, so it meets the nearest queen; a line holds at most one.
    fn first_queen(&self, row: usize, col: usize) -> Option<Attack> {
        let hit =
            |r: usize, c: usize, line| (self.grid[r][c] == QUEEN).then_some(Attack { line, row: r, col: c });
        (0..row)
            .rev()
            .find_map(|r| hit(r, col, Line::Column))
            .or_else(|| (1..=row.min(col)).find_map(|k| hit(row - k, col - k, Line::Diagonal)))
            .or_else(|| {
                (1..=row.min(self.n - 1 - col)).find_map(|k| hit(row - k, col + k, Line::AntiDiagonal))
            })
    }
}

impl Problem for Board {
    type Choice = usize;
    type Reason = Attack;

    fn is_complete(&self) -> bool {
        self.cols.len() == self.n
    }

    fn choices(&mut self, out: &mut Choices<'_, usize>) {
        for col in 0..self.n {
            out.push(col);
        }
    }

    fn check(&self, col: usize) -> Result<(), Attack> {
        match self.first_queen(self.cols.len(), col) {
            None => Ok(()),
            Some(attack) => Err(attack),
        }
    }

    fn apply(&mut self, col: usize) {
        let row = self.cols.len();
        self.grid[row][col] = QUEEN;
        self.cols.push(col);
    }

    fn undo(&mut self, col: usize) {
        self.cols.pop();
        let row = self.cols.len();
        self.grid[row][col] = EMPTY;
    }
}

impl Rows for Board {
    fn n(&self) -> usize {
        self.n
    }

    fn cols(&self) -> &[usize] {
        &self.cols
    }
}

//! `backtrack`: row by row, testing a square by scanning the queens above.

use engine::{Choices, Problem};

use super::row_driver::Rows;
use super::trace::{Attack, Line};

/// Places queens row by row; a square is safe when no earlier queen shares
/// its column or a diagonal, which it finds out by looking at each earlier
/// queen in turn: O(row) per test.
#[derive(Debug, Clone)]
pub(crate) struct Backtrack {
    n: usize,
    cols: Vec<usize>,
}

impl Backtrack {
    pub(crate) fn new(n: usize) -> Self {
        Backtrack {
            n,
            cols: Vec::with_capacity(n),
        }
    }
}

impl Problem for Backtrack {
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
        match attacked(self.cols.iter().copied(), self.cols.len(), col) {
            None => Ok(()),
            Some(attack) => Err(attack),
        }
    }

    fn allows(&self, col: usize) -> bool {
        let row = self.cols.len();
        self.cols
            .iter()
            .enumerate()
            .all(|(r, &c)| c != col && c.abs_diff(col) != row - r)
    }

    fn apply(&mut self, col: usize) {
        self.cols.push(col);
    }

    fn undo(&mut self, _: usize) {
        self.cols.pop();
    }
}

impl Rows for Backtrack {
    fn n(&self) -> usize {
        self.n
    }

    fn cols(&self) -> &[usize] {
        &self.cols
    }
}

/// The first queen of `cols` (the columns of the rows above `row`, top
/// down) on (`row`, `col`)'s lines, as `backtrack`'s listing tests: row by
/// row from the top, the column, then the diagonal, then the
/// anti-diagonal. `levels` tests its boards with it too (its listing
/// shares `attacked`).
pub(super) fn attacked(cols: impl IntoIterator<Item = usize>, row: usize, col: usize) -> Option<Attack> {
    cols.into_iter().enumerate().find_map(|(r, c)| {
        let rise = row - r;
        let line = if c == col {
            Line::Column
        } else if c + rise == col {
            Line::Diagonal
        } else if col + rise == c {
            Line::AntiDiagonal
        } else {
            return None;
        };
        Some(Attack { line, row: r, col: c })
    })
}

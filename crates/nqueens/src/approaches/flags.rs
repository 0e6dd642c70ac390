//! `flags`: row by row, with one flag array per kind of line.

use engine::{Choices, Problem};

use super::row_driver::Rows;
use super::trace::{Attack, Line};

/// Places queens row by row, with a flag per column, per diagonal
/// (`r - c`, 2n - 1 of them) and per anti-diagonal (`r + c`): a test is
/// three array reads, O(1). Each flag holds the row of the queen that set
/// it plus one (0 when free), so a rejection can name the attacker at no
/// extra cost.
#[derive(Debug, Clone)]
pub(crate) struct Flags {
    n: usize,
    cols: Vec<usize>,
    /// Rows are at most 64, so a byte holds row + 1.
    col_used: Vec<u8>,
    /// Indexed by `r - c + n - 1`.
    diag_used: Vec<u8>,
    /// Indexed by `r + c`.
    anti_used: Vec<u8>,
}

impl Flags {
    pub(crate) fn new(n: usize) -> Self {
        let lines = (2 * n).saturating_sub(1);
        Flags {
            n,
            cols: Vec::with_capacity(n),
            col_used: vec![0; n],
            diag_used: vec![0; lines],
            anti_used: vec![0; lines],
        }
    }

    fn attack(&self, by: u8, line: Line) -> Attack {
        let row = usize::from(by) - 1;
        Attack {
            line,
            row,
            col: self.cols[row],
        }
    }
}

impl Problem for Flags {
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

    #[inline]
    fn check(&self, col: usize) -> Result<(), Attack> {
        let row = self.cols.len();
        let c = self.col_used[col];
        let d = self.diag_used[row + self.n - 1 - col];
        let a = self.anti_used[row + col];
        if c | d | a == 0 {
            return Ok(());
        }
        // The code's own order: the column flag, then the diagonal, then
        // the anti-diagonal; the first one set names the queen on it.
        let (by, line) = if c != 0 {
            (c, Line::Column)
        } else if d != 0 {
            (d, Line::Diagonal)
        } else {
            (a, Line::AntiDiagonal)
        };
        Err(self.attack(by, line))
    }

    #[inline]
    fn allows(&self, col: usize) -> bool {
        let row = self.cols.len();
        self.col_used[col] | self.diag_used[row + self.n - 1 - col] | self.anti_used[row + col] == 0
    }

    #[inline]
    fn apply(&mut self, col: usize) {
        let row = self.cols.len();
        // row < n <= 64: fits in a byte.
        let mark = (row + 1) as u8;
        self.col_used[col] = mark;
        self.diag_used[row + self.n - 1 - col] = mark;
        self.anti_used[row + col] = mark;
        self.cols.push(col);
    }

    #[inline]
    fn undo(&mut self, col: usize) {
        self.cols.pop();
        let row = self.cols.len();
        self.col_used[col] = 0;
        self.diag_used[row + self.n - 1 - col] = 0;
        self.anti_used[row + col] = 0;
    }
}

impl Rows for Flags {
    fn n(&self) -> usize {
        self.n
    }

    fn cols(&self) -> &[usize] {
        &self.cols
    }
}

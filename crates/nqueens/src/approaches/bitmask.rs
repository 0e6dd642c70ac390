//! `bitmask` and `mirror`: the free squares of a row as the bits of a word.

use engine::{Choices, Problem};

use super::row_driver::Rows;
use super::trace::Attack;

/// Places queens row by row, keeping the columns, diagonals and
/// anti-diagonals the queens above attack in the next row as three bit
/// masks; `full & !(cols | left | right)` is the set of safe squares, one
/// word operation for the whole row, and the search jumps from one safe
/// column to the next (`x & -x`), never looking at an attacked square.
///
/// Options used by `mirror`: the first row may be limited to some
/// columns, and the columns may be tried from the highest down.
#[derive(Debug, Clone)]
pub(crate) struct Bitmask {
    n: usize,
    full: u64,
    cols: Vec<usize>,
    /// Per depth: (columns, left-moving diagonals, right-moving
    /// diagonals) attacked in the next row. `masks[0]` is all clear.
    masks: Vec<(u64, u64, u64)>,
    /// The columns row 0 may use.
    first_row: u64,
    descending: bool,
}

impl Bitmask {
    /// 1 ≤ n ≤ 64.
    pub(crate) fn new(n: usize) -> Self {
        let full = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
        let mut masks = Vec::with_capacity(n + 1);
        masks.push((0, 0, 0));
        Bitmask {
            n,
            full,
            cols: Vec::with_capacity(n),
            masks,
            first_row: full,
            descending: false,
        }
    }

    /// Only these columns in row 0 (bit c for column c).
    pub(crate) fn first_row(mut self, allowed: u64) -> Self {
        self.first_row = allowed & self.full;
        self
    }

    /// Tries the highest column first.
    pub(crate) fn descending(mut self) -> Self {
        self.descending = true;
        self
    }
}

impl Problem for Bitmask {
    type Choice = usize;
    type Reason = Attack;

    #[inline]
    fn is_complete(&self) -> bool {
        self.cols.len() == self.n
    }

    #[inline]
    fn choices(&mut self, out: &mut Choices<'_, usize>) {
        let (c, l, r) = *self.masks.last().expect("masks of the current row");
        let mut free = self.full & !(c | l | r);
        if self.cols.is_empty() {
            free &= self.first_row;
        }
        // One test for the whole row.
        out.add_checks(1);
        if self.descending {
            while free != 0 {
                let col = 63 - free.leading_zeros() as usize;
                free ^= 1 << col;
                out.push_valid(col);
            }
        } else {
            while free != 0 {
                let col = free.trailing_zeros() as usize;
                free &= free - 1;
                out.push_valid(col);
            }
        }
    }

    #[inline]
    fn apply(&mut self, col: usize) {
        let bit = 1u64 << col;
        let (c, l, r) = *self.masks.last().expect("masks of the current row");
        self.masks.push((c | bit, (l | bit) << 1, (r | bit) >> 1));
        self.cols.push(col);
    }

    #[inline]
    fn undo(&mut self, _: usize) {
        self.masks.pop();
        self.cols.pop();
    }
}

impl Rows for Bitmask {
    fn n(&self) -> usize {
        self.n
    }

    fn cols(&self) -> &[usize] {
        &self.cols
    }
}

//! The AVX2 lanes' per-row rules as arithmetic on the row: AVX2 has no
//! permute that indexes a 32-entry table, so `x86_64::avx2::lanes` takes
//! only prototypes whose rules have the form of a [`Shape`], and computes
//! each row's masks from it instead of looking them up.

#![cfg(target_arch = "x86_64")]

use crate::kernels::rows::{Rules, Search, reach};

/// A prototype's per-row rules in the form the lanes compute from the
/// row instead of looking up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Shape {
    pub(super) full: u32,
    /// The columns closed on the rows of `rows_rev` (above the last).
    pub(super) closed: u32,
    /// Bit 31 − row: row closes `closed` (so `rows_rev << row` has it in
    /// the sign bit).
    pub(super) rows_rev: u32,
    /// The last row's allowed squares.
    pub(super) band: u32,
    /// Edge checks: bit j for the rows j where a side column may take its
    /// queen; `Reach::left` of a row is this `>> row`.
    pub(super) left_rows: u32,
    /// Bit n−1−j for the same rows; `Reach::right` is this `<< row`, cut
    /// to the board.
    pub(super) right_rows: u32,
    /// Corner mode: bit j+1 for the rows j ≥ `col1_from`; the row's
    /// column-1 mask is this `>> row` less bit 0 (0: no such rule).
    pub(super) col1_rows: u32,
}

impl Shape {
    /// The shape of `s`'s rules, or `None` where they have another form.
    pub(super) fn of(s: &Search) -> Option<Shape> {
        let n = s.n;
        if !(2..=31).contains(&n) {
            return None;
        }
        let last = n - 1;
        let full = ((1u64 << n) - 1) as u32;
        let (mut closed, mut rows_rev) = (0u32, 0u32);
        for row in 0..n {
            if s.allowed[row] & !u64::from(full) != 0 {
                return None;
            }
            let shut = full & !(s.allowed[row] as u32);
            if row < last && shut != 0 {
                if closed != 0 && shut != closed {
                    return None;
                }
                closed = shut;
                rows_rev |= 1 << (31 - row);
            }
        }
        let band = s.allowed[last] as u32;
        let (lo, hi) = (s.t, last - s.t.min(last));
        let (mut left_rows, mut right_rows) = (0u32, 0u32);
        for j in lo..=hi.min(n - 2) {
            left_rows |= 1 << j;
            right_rows |= 1 << (last - j);
        }
        let col1_rows = if s.col1_from > 0 {
            (s.col1_from..n).fold(0u32, |m, j| m | 1 << (j + 1))
        } else {
            0
        };
        let shape = Shape {
            full,
            closed,
            rows_rev,
            band,
            left_rows,
            right_rows,
            col1_rows,
        };
        // Hold the arithmetic to the tables it replaces, row by row.
        let rc = reach(s);
        let col1 = Rules::new(s).col1;
        for row in 0..n {
            let r = row as u32;
            let allowed = if row == last {
                band
            } else if rows_rev << r >> 31 == 1 {
                full & !closed
            } else {
                full
            };
            let right = ((u64::from(right_rows) << r) as u32) & full;
            let c1 = if s.col1_from > 0 {
                (col1_rows >> r) & !1
            } else {
                u32::MAX
            };
            if allowed != s.allowed[row] as u32
                || left_rows >> r != rc[row].left as u32
                || right != rc[row].right as u32
                || rc[row].to_last != (last - row) as u32
                || (s.col1_from > 0 && u64::from(c1) != col1[row])
            {
                return None;
            }
        }
        Some(shape)
    }
}

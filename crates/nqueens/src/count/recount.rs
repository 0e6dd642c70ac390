//! The independent recount of one work unit, for `queens verify` and
//! `count --verify`: a plain row-by-row backtracker that places whole
//! queens on a board and checks each square against its column and its
//! two diagonals by index (`r + c`, `r − c + n − 1`). It shares no code
//! with the kernels (no shifted attack masks, no tables, no SIMD, no
//! GPU, no join of half boards), so a kernel that is wrong on a unit,
//! or a subtotal written wrongly, disagrees with it. It is slower than
//! the kernels: it is the checker, not the counter.
//!
//! What each unit is, in board terms (docs/units.md says it for readers
//! who want to write their own recount):
//! - a **corner** or **edge** search unit: the queens its prototype and
//!   prefix give in the top rows, the squares each row may use (its
//!   `allowed` rows), and for an edge unit the rule that the solution's
//!   frame is canonical and fixed by no symmetry;
//! - a **plain** unit (no symmetry): the queens of its prefix;
//! - a **frame** unit: the solutions whose border queens are exactly its
//!   frame, and which of them a quarter or a half turn fixes;
//! - a join **column** unit: the solutions whose upper ⌊n/2⌋ rows use
//!   exactly its column set (and for odd n whose middle row's queen is
//!   in its middle column);
//! - the join's **fixed** unit: the boards a half turn fixes, and of
//!   them those a quarter turn fixes.

use crate::count::frames::Frame;
use crate::count::unit_count::UnitCount;

/// A board being filled row by row: the queens so far, and the columns
/// and diagonals they hold.
struct Board {
    n: usize,
    cols: Vec<usize>,
    used_col: u64,
    /// Diagonal `r + c`.
    used_sum: u64,
    /// Diagonal `r − c + n − 1`.
    used_diff: u64,
}

impl Board {
    fn new(n: usize) -> Board {
        Board {
            n,
            cols: Vec::with_capacity(n),
            used_col: 0,
            used_sum: 0,
            used_diff: 0,
        }
    }

    /// The columns of row `r` no queen attacks: column c is free when
    /// bit c of the columns, bit `r + c` of the sums and bit `r − c + n − 1`
    /// of the differences are clear (the differences' bits for row r,
    /// shifted down by r, come in reverse column order).
    fn free(&self, r: usize) -> u64 {
        let n = self.n;
        let sums = self.used_sum >> r;
        let diffs = (self.used_diff >> r).reverse_bits() >> (64 - n);
        full(n) & !(self.used_col | sums | diffs)
    }

    fn toggle(&mut self, r: usize, c: usize) {
        self.used_col ^= 1 << c;
        self.used_sum ^= 1 << (r + c);
        self.used_diff ^= 1 << (r + self.n - 1 - c);
    }

    /// Fills the rows from `cols.len()` on with queens on free squares
    /// that `allowed(row, queens above)` lets through, calling `leaf`
    /// with each whole board.
    fn walk(&mut self, allowed: &dyn Fn(usize, &[usize]) -> u64, leaf: &mut dyn FnMut(&[usize])) {
        let r = self.cols.len();
        if r == self.n {
            leaf(&self.cols);
            return;
        }
        let mut mask = allowed(r, &self.cols) & self.free(r);
        while mask != 0 {
            let c = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            self.toggle(r, c);
            self.cols.push(c);
            self.walk(allowed, leaf);
            self.cols.pop();
            self.toggle(r, c);
        }
    }
}

/// Whether the board is its own image under a quarter turn
/// ((r, c) → (c, n − 1 − r)).
fn fixed_by_quarter_turn(cols: &[usize]) -> bool {
    let n = cols.len();
    (0..n).all(|r| cols[cols[r]] == n - 1 - r)
}

/// Whether the board is its own image under a half turn.
fn fixed_by_half_turn(cols: &[usize]) -> bool {
    let n = cols.len();
    (0..n).all(|r| cols[n - 1 - r] == n - 1 - cols[r])
}

/// Whether the board is its own mirror image (c → n − 1 − c): only the
/// board of n = 1.
fn fixed_by_mirror(cols: &[usize]) -> bool {
    let n = cols.len();
    cols.iter().all(|&c| c == n - 1 - c)
}

/// How many solutions, and how many of them each symmetry type fixes,
/// as [`UnitCount`] holds them (`nodes` is 0).
fn classify_all(n: usize, allowed: &dyn Fn(usize, &[usize]) -> u64) -> UnitCount {
    let mut out = UnitCount::default();
    Board::new(n).walk(allowed, &mut |cols| {
        out.solutions += 1;
        let quarter = fixed_by_quarter_turn(cols);
        if quarter && fixed_by_mirror(cols) {
            out.fixed_by_all += 1;
        } else if quarter {
            out.fixed_by_rot90 += 1;
        } else if fixed_by_half_turn(cols) {
            out.fixed_by_rot180 += 1;
        }
    });
    out
}

fn full(n: usize) -> u64 {
    (1u64 << n) - 1
}

/// A search unit: `given[r]` is the queen of row r for the first rows,
/// `allowed[r]` the columns row r may use; with `edge`, a solution counts
/// only when its frame is canonical and no symmetry fixes it.
pub(crate) fn search_unit(n: usize, given: &[usize], allowed: &[u64], edge: bool) -> UnitCount {
    let rule = |r: usize, _: &[usize]| match given.get(r) {
        Some(&c) => 1 << c,
        None => allowed[r],
    };
    let mut solutions = 0;
    Board::new(n).walk(&rule, &mut |cols| {
        if edge {
            let frame = frame_of(cols);
            if !(frame.is_canonical(n) && frame.stabilizer(n) == 1) {
                return;
            }
        }
        solutions += 1;
    });
    UnitCount {
        solutions,
        ..UnitCount::default()
    }
}

/// The frame of a whole board: its top, bottom, left and right queens.
fn frame_of(cols: &[usize]) -> Frame {
    let n = cols.len();
    let row_of = |c: usize| {
        cols.iter()
            .position(|&x| x == c)
            .expect("every column holds a queen") as u8
    };
    Frame {
        top: cols[0] as u8,
        bottom: cols[n - 1] as u8,
        left: row_of(0),
        right: row_of(n - 1),
    }
}

/// A frame unit: the solutions whose border queens are `frame`'s, and
/// which of them each symmetry type fixes.
pub(crate) fn frame_unit(n: usize, frame: Frame) -> UnitCount {
    let queens = frame.queens(n);
    let given_cols = queens.iter().fold(0u64, |m, &(_, c)| m | 1 << c);
    let rule = |r: usize, _: &[usize]| match queens.iter().find(|&&(qr, _)| qr == r) {
        Some(&(_, c)) => 1 << c,
        None => full(n) & !given_cols,
    };
    classify_all(n, &rule)
}

/// A join column unit: the solutions whose rows `0..⌊n/2⌋` use exactly
/// the columns `cols`, with the middle row's queen (odd n) in `middle`.
pub(crate) fn column_unit(n: usize, cols: u32, middle: Option<usize>) -> UnitCount {
    let a = n / 2;
    let upper = u64::from(cols);
    let mid = middle.map_or(0, |m| 1u64 << m);
    let rule = |r: usize, _: &[usize]| {
        if r < a {
            upper
        } else if r == a && middle.is_some() {
            mid
        } else {
            full(n) & !upper & !mid
        }
    };
    let mut solutions = 0;
    Board::new(n).walk(&rule, &mut |_| solutions += 1);
    UnitCount {
        solutions,
        ..UnitCount::default()
    }
}

/// The join's fixed unit: F180, the boards a half turn fixes, and F90,
/// those a quarter turn fixes, as the join records them
/// (`fixed_by_rot90` = F90, `fixed_by_rot180` = F180 − F90). A board a
/// half turn fixes is set by its upper half: once a queen is placed, the
/// square its half-turn image takes is the only one its row may use.
pub(crate) fn fixed_unit(n: usize) -> UnitCount {
    let rule = |r: usize, above: &[usize]| {
        let image = n - 1 - r;
        if image < above.len() {
            1 << (n - 1 - above[image])
        } else {
            full(n)
        }
    };
    let (mut f180, mut f90) = (0, 0);
    Board::new(n).walk(&rule, &mut |cols| {
        if fixed_by_half_turn(cols) {
            f180 += 1;
            f90 += u64::from(fixed_by_quarter_turn(cols));
        }
    });
    UnitCount {
        fixed_by_rot90: f90,
        fixed_by_rot180: f180 - f90,
        ..UnitCount::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_whole_board_as_one_column_free_unit_matches_the_reference() {
        for n in 1..=10 {
            let all = |_: usize, _: &[usize]| full(n);
            let c = classify_all(n, &all);
            assert_eq!(
                u128::from(c.solutions),
                crate::reference::count_plain(n).unwrap(),
                "n = {n}"
            );
        }
    }

    #[test]
    fn fixed_boards_match_a_filter_of_all_solutions() {
        for n in 1..=11 {
            let (mut f180, mut f90) = (0, 0);
            let all = |_: usize, _: &[usize]| full(n);
            Board::new(n).walk(&all, &mut |cols| {
                f180 += u64::from(fixed_by_half_turn(cols));
                f90 += u64::from(fixed_by_quarter_turn(cols));
            });
            let u = fixed_unit(n);
            assert_eq!(
                (u.fixed_by_rot90, u.fixed_by_rot90 + u.fixed_by_rot180),
                (f90, f180),
                "n = {n}"
            );
        }
    }
}

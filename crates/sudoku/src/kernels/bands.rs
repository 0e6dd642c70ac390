//! The fast solver: candidates kept per band and digit, propagation by
//! table look-ups, branching on a well-connected cell with two candidates.
//!
//! # Layout
//! A *band* is three rows of the grid (rows 0–2, 3–5, 6–8). For each band b
//! (0–2) and digit d (0–8), `cand[slot_of(b, d)]` is a 27-bit mask of the
//! cells of the band where d may still go: bit `9 * r + c` is row `r` of the
//! band (0–2) and column `c` (0–8). So a row of the band is a 9-bit field,
//! and a *minirow* (the three cells a row shares with a box) is a 3-bit
//! field of it. The slots of band b are `b, b + 3, …, b + 24`; neighbouring
//! slots differ in band and digit (see [`slot_of`]).
//!
//! # Invariants
//! - Masks only ever lose bits; each branch of a guess works on its own
//!   copy of the state.
//! - A cell is *solved* (its bit cleared in `unsolved[b]`) once it is the
//!   only cell of its row left to some digit; at that moment the other eight
//!   digits lose the cell.
//! - `seen[i]` is `cand[i]` as it was when [`State::update`] last ran on
//!   it; any difference means the mask changed and is still to be
//!   propagated.
//!
//! # What propagation finds
//! Within a band a digit must take one cell in each of the three rows and
//! one in each of the three boxes: a row → box permutation through
//! non-empty minirows. [`LOCKED`] keeps the minirows that lie on some such
//! permutation. That is *pointing* and *claiming* (locked candidates), and
//! it leaves a row with one cell for every hidden single in a row or box.
//! A box of the band left with one column for the digit takes that column
//! away from the other two bands; a column that the other two bands no
//! longer offer the digit confines it, in its box here, to that column (so
//! hidden singles in columns are found too). Naked singles come from
//! counting, per cell, how many digits still allow it (bit-sliced over the
//! nine masks).
//!
//! # Branching
//! When propagation stalls, the search branches on a cell with two
//! candidates, choosing the one with the most two-candidate cells in its
//! row, column and box (rows and columns weighted twice): its branches set
//! off the longest chains of singles. Counting to two on top1465, this
//! visits about a third fewer nodes than taking the first such cell (30 a
//! puzzle instead of 45). With no two-candidate cell (rare), it branches on
//! the cell with the fewest candidates.
//!
//! # Unsafe
//! One block: the SSE2 comparison that finds the changed masks
//! ([`State::changed`]); it takes 7% of the instructions away (callgrind).
//!
//! It computes what [`crate::reference`] computes (every completion of the
//! givens, up to a limit), in a different order; the tests compare the two.
//!
//! The band layout and the update by look-up tables follow the idea of
//! JCZSolve (zhouyundong_2012, champagne, JasonLion); the code and tables
//! here are written from that description.

use crate::solve::Search;

/// All 27 cells of a band.
const ALL: u32 = (1 << 27) - 1;
/// One row of a band.
const ROW: u32 = 0x1FF;
/// One column of a band: the cells 0, 9 and 18 shifted by the column.
const COLUMN: u32 = 1 | 1 << 9 | 1 << 18;
/// One box of a band: three minirows shifted by three times the box.
const BOX: u32 = 0b111 * COLUMN;

/// For a 9-bit row, which of its three minirows are non-empty (3 bits).
static SHRINK: [u8; 512] = shrink_table();
/// For the 9-bit pattern of non-empty minirows of a band (bit `3 * row +
/// box`), the cells of the minirows that lie on some row → box permutation
/// of non-empty minirows; 0 when there is none.
static LOCKED: [u32; 512] = locked_table();
/// For the 9-bit pattern of columns a digit can use in a band, the cells
/// the other bands keep: a box with a single column claims it.
static COLUMN_KEEP: [u32; 512] = column_keep_table();
/// For a cell of a band, the cells of the band its digit keeps when placed
/// there: all but the other cells of its row and box.
static PLACE_KEEP: [u32; 27] = place_keep_table();
/// The number of bits set in a 9-bit value.
static POP9: [u8; 512] = pop9_table();
/// The slot of digit `d` in band `b`: `3 * ((d + 9 - 3 * b) % 9) + b`. Slots
/// next to each other hold different bands and digits, so updates taken in
/// slot order rarely wait on each other (see [`State::settle`]).
const fn slot_of(b: usize, d: usize) -> usize {
    3 * ((d + 9 - 3 * b) % 9) + b
}

/// The digit of a slot.
const fn digit_of(slot: usize) -> usize {
    (slot / 3 + 3 * (slot % 3)) % 9
}

/// For the 9-bit set of columns a digit must take in a band (no other band
/// has them), the cells of the band it keeps: in a box with such a column,
/// only that column (none when a box has two).
static CONFINE: [u32; 512] = {
    let mut t = [ALL; 512];
    let mut only = 0;
    while only < 512 {
        let mut bx = 0;
        while bx < 3 {
            let group = (only >> (3 * bx)) & 0b111;
            if group != 0 {
                // Keep the columns of `group` in this box (two or more leave
                // the box short of cells, which the band logic reports).
                let keep_cols = if group & (group - 1) == 0 { group } else { 0 };
                let box_cells = BOX << (3 * bx);
                let keep_cells = (keep_cols << (3 * bx)) as u32 * COLUMN;
                t[only] &= !box_cells | keep_cells;
            }
            bx += 1;
        }
        only += 1;
    }
    t
};
/// For a slot: the slots of its digit in the other two bands, and its band.
static SLOT_INFO: [[u8; 3]; 27] = {
    let mut t = [[0u8; 3]; 27];
    let mut i = 0;
    while i < 27 {
        let (b, d) = (i % 3, digit_of(i));
        t[i] = [
            slot_of((b + 1) % 3, d) as u8,
            slot_of((b + 2) % 3, d) as u8,
            b as u8,
        ];
        i += 1;
    }
    t
};

const fn shrink_table() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 0b111 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
}

const fn locked_table() -> [u32; 512] {
    const PERMUTATIONS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut t = [0u32; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let mut p = 0;
        while p < 6 {
            let mut cells = 0u32;
            let mut all_there = true;
            let mut row = 0;
            while row < 3 {
                let bx = PERMUTATIONS[p][row];
                if (pattern >> (3 * row + bx)) & 1 == 0 {
                    all_there = false;
                }
                cells |= 0b111 << (9 * row + 3 * bx);
                row += 1;
            }
            if all_there {
                t[pattern] |= cells;
            }
            p += 1;
        }
        pattern += 1;
    }
    t
}

const fn column_keep_table() -> [u32; 512] {
    let mut t = [ALL; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut bx = 0;
        while bx < 3 {
            let group = (cols >> (3 * bx)) & 0b111;
            if group != 0 && group & (group - 1) == 0 {
                t[cols] &= !(COLUMN << (3 * bx + group.trailing_zeros() as usize));
            }
            bx += 1;
        }
        cols += 1;
    }
    t
}

const fn place_keep_table() -> [u32; 27] {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let row = ROW << (9 * (i / 9));
        let bx = BOX << (3 * (i % 9 / 3));
        t[i] = (ALL & !(row | bx)) | 1 << i;
        i += 1;
    }
    t
}

const fn pop9_table() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut x = 0usize;
    while x < 512 {
        t[x] = x.count_ones() as u8;
        x += 1;
    }
    t
}

/// The cells of `a` alone in their row. Every row of `a` must be
/// non-empty: then taking one off each 9-bit field borrows within the field
/// only, and `a & (a - LOW)` clears each row's lowest cell, leaving the rows
/// that had two or more.
#[inline(always)]
fn single_rows(a: u32) -> u32 {
    const LOW: u32 = COLUMN;
    const LOW8: u32 = 0xFF * COLUMN;
    const HIGH: u32 = 0x100 * COLUMN;
    let rest = a & a.wrapping_sub(LOW);
    // Bit 8 of each field: set when the field of `rest` is non-zero.
    let busy = (((rest & LOW8) + LOW8) | rest) & HIGH;
    a & !((busy >> 8) * ROW)
}

/// The 9 bits of a band mask's columns: bit c when any row has column c.
#[inline(always)]
fn fold_rows(a: u32) -> u32 {
    (a | a >> 9 | a >> 18) & ROW
}

/// The candidates of a grid in the band layout (see the module docs).
#[derive(Clone, Copy)]
#[repr(align(64))]
pub(crate) struct State {
    /// 27 masks and a padding lane (always 0) for whole SSE2 vectors.
    cand: [u32; 28],
    /// As `cand`.
    seen: [u32; 28],
    unsolved: [u32; 3],
    /// Cells with exactly two candidates, as of the last naked-singles scan.
    pairs: [u32; 3],
}

impl State {
    /// The state of a grid (0 for an empty cell), or `None` when two givens
    /// clash.
    pub fn new(cells: &[u8; 81]) -> Option<State> {
        let mut s = State {
            cand: {
                let mut c = [ALL; 28];
                c[27] = 0;
                c
            },
            seen: [0; 28],
            unsolved: [ALL; 3],
            pairs: [0; 3],
        };
        for (i, &v) in cells.iter().enumerate() {
            if v != 0 {
                s.give(usize::from(v - 1), i)?;
            }
        }
        Some(s)
    }

    /// Places digit `d` at grid cell `i` with every consequence for its
    /// peers at once (used for the givens only).
    fn give(&mut self, d: usize, i: usize) -> Option<()> {
        let (b, cell) = (i / 27, i % 27);
        let bit = 1u32 << cell;
        let slot = slot_of(b, d);
        if self.cand[slot] & bit == 0 {
            return None;
        }
        let [o1, o2, _] = SLOT_INFO[slot];
        self.cand[usize::from(o1)] &= !(COLUMN << (cell % 9));
        self.cand[usize::from(o2)] &= !(COLUMN << (cell % 9));
        for k in 0..9 {
            self.cand[b + 3 * k] &= !bit;
        }
        self.cand[slot] = (self.cand[slot] | bit) & PLACE_KEEP[cell];
        self.unsolved[b] &= !bit;
        Some(())
    }

    /// Puts the digit of `slot` at band cell `cell`: its row and box peers
    /// in the band lose it; the rest follows in [`Self::update`].
    #[inline(always)]
    fn place(&mut self, slot: usize, cell: u32) {
        self.cand[slot] &= PLACE_KEEP[cell as usize];
    }

    /// Propagates the changed mask of `slot`. `false` on a contradiction.
    #[inline(always)]
    fn update(&mut self, slot: usize) -> bool {
        let a = self.cand[slot];
        let pattern = u32::from(SHRINK[(a & ROW) as usize])
            | u32::from(SHRINK[((a >> 9) & ROW) as usize]) << 3
            | u32::from(SHRINK[((a >> 18) & ROW) as usize]) << 6;
        let a = a & LOCKED[pattern as usize];
        if a == 0 {
            return false;
        }
        let keep = COLUMN_KEEP[fold_rows(a) as usize];
        let [o1, o2, b] = SLOT_INFO[slot];
        let (o1, o2, b) = (usize::from(o1), usize::from(o2), usize::from(b));
        let n1 = self.cand[o1] & keep;
        let n2 = self.cand[o2] & keep;
        self.cand[o1] = n1;
        self.cand[o2] = n2;
        // A column the other bands no longer have must take the digit here:
        // its box keeps only that column.
        let cols = fold_rows(a);
        let only = cols & !(fold_rows(n1) | fold_rows(n2));
        let confined = a & CONFINE[only as usize];
        let solved = a & single_rows(a);
        // Unconditional: skipping rows solved before saves instructions but
        // costs more in mispredicted branches (measured).
        self.unsolved[b] &= !solved;
        for k in 0..9 {
            self.cand[b + 3 * k] &= !solved;
        }
        self.cand[slot] = confined;
        self.seen[slot] = a;
        true
    }

    /// The masks changed since their last update, one bit per slot.
    #[inline(always)]
    fn changed(&self) -> u32 {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{
                __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps,
            };
            let mut same = 0u32;
            for j in 0..7 {
                // SAFETY: SSE2 is part of the x86_64 baseline, so the
                // intrinsics are available on every x86_64 CPU; `cand` and
                // `seen` are `[u32; 28]`, and each load reads lanes
                // 4j..4j+4, in bounds for j < 7.
                let eq = unsafe {
                    let a = _mm_loadu_si128(self.cand.as_ptr().add(4 * j).cast::<__m128i>());
                    let b = _mm_loadu_si128(self.seen.as_ptr().add(4 * j).cast::<__m128i>());
                    _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, b)))
                };
                same |= (eq as u32) << (4 * j);
            }
            !same & ALL
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let mut m = 0;
            for i in 0..27 {
                m |= u32::from(self.cand[i] != self.seen[i]) << i;
            }
            m
        }
    }

    /// Runs [`Self::update`] on every changed mask until none changes.
    #[inline(always)]
    fn settle(&mut self) -> bool {
        loop {
            let changed = self.changed();
            if changed == 0 {
                return true;
            }
            // One loop over all bands: three loops (one per band, with the
            // band a constant) take a third more mispredicted branches. In
            // slot order, consecutive updates mostly touch different masks
            // and overlap in the CPU (about 3% faster than band by band).
            let mut m = changed;
            while m != 0 {
                let slot = m.trailing_zeros() as usize;
                m &= m - 1;
                if !self.update(slot) {
                    return false;
                }
            }
        }
    }

    /// Places every naked single; records the cells with two candidates.
    /// `None` on a contradiction, else whether anything was placed.
    #[inline(always)]
    fn naked_singles(&mut self) -> Option<bool> {
        let mut placed = false;
        for b in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for k in 0..9 {
                let x = self.cand[b + 3 * k];
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            if one != ALL {
                return None;
            }
            self.pairs[b] = two & !three;
            let mut singles = one & !two & self.unsolved[b];
            if singles == 0 {
                continue;
            }
            placed = true;
            // The slot b + 3k of a single cell's digit, bit by bit: plane j
            // holds the cells left to a slot whose k has bit j set.
            let c: [u32; 9] = std::array::from_fn(|k| self.cand[b + 3 * k]);
            let p0 = c[1] | c[3] | c[5] | c[7];
            let p1 = c[2] | c[3] | c[6] | c[7];
            let p2 = c[4] | c[5] | c[6] | c[7];
            let p3 = c[8];
            while singles != 0 {
                let cell = singles.trailing_zeros();
                singles &= singles - 1;
                let k =
                    (p0 >> cell & 1) | (p1 >> cell & 1) << 1 | (p2 >> cell & 1) << 2 | (p3 >> cell & 1) << 3;
                // Two singles of one round may clash (the same digit in one
                // row or box); placing both empties a row of the digit, which
                // the next update reports.
                self.place(b + 3 * k as usize, cell);
            }
        }
        Some(placed)
    }

    /// Propagates to a fixed point. `false` on a contradiction.
    #[inline(always)]
    fn propagate(&mut self) -> bool {
        loop {
            if !self.settle() {
                return false;
            }
            match self.naked_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The grid of a solved state.
    fn cells(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (slot, &mask) in self.cand[..27].iter().enumerate() {
            let (b, d) = (slot % 3, digit_of(slot));
            let mut m = mask;
            while m != 0 {
                let cell = m.trailing_zeros() as usize;
                m &= m - 1;
                out[27 * b + cell] = d as u8 + 1;
            }
        }
        out
    }

    /// The two-candidate cell with the most two-candidate peers (row, box
    /// and column), as (band, cell); `None` when there is none.
    #[inline(always)]
    fn best_pair(&self) -> Option<(usize, u32)> {
        let p = self.pairs;
        if p == [0; 3] {
            return None;
        }
        // How many pair cells each row, box and column holds.
        let mut rows = [0u8; 9];
        let mut boxes = [0u8; 9];
        let mut cols = [0u8; 9];
        let mut col_bits = [0u32; 3];
        for b in 0..3 {
            for r in 0..3 {
                rows[3 * b + r] = POP9[((p[b] >> (9 * r)) & ROW) as usize];
            }
            for k in 0..3 {
                let x = p[b] >> (3 * k);
                let gathered = (x & 7) | (x >> 6) & 0o70 | (x >> 12) & 0o700;
                boxes[3 * b + k] = POP9[gathered as usize];
            }
            col_bits[b] = p[b];
        }
        for (c, n) in cols.iter_mut().enumerate() {
            let v = (col_bits[0] >> c) & COLUMN
                | ((col_bits[1] >> c) & COLUMN) << 1
                | ((col_bits[2] >> c) & COLUMN) << 2;
            *n = POP9[((v | v >> 6 | v >> 12) & ROW) as usize];
        }
        let mut best = (0u8, 0usize, 0u32);
        for b in 0..3 {
            let mut m = p[b];
            while m != 0 {
                let cell = m.trailing_zeros();
                m &= m - 1;
                let (r, c) = ((cell / 9) as usize, (cell % 9) as usize);
                // Rows and columns count twice: measured on top1465 and the
                // forum set, this visits a few percent fewer nodes than
                // equal weights.
                let score = 2 * rows[3 * b + r] + boxes[3 * b + c / 3] + 2 * cols[c];
                if score > best.0 {
                    best = (score, b, cell);
                }
            }
        }
        Some((best.1, best.2))
    }

    /// Finds solutions below this state, depth first, until the search's
    /// limit.
    pub fn search(mut self, search: &mut Search) {
        search.nodes += 1;
        if !self.propagate() {
            return;
        }
        if self.is_solved() {
            search.found += 1;
            if search.first.is_none() {
                search.first = Some(self.cells());
            }
            return;
        }
        let Some((b, cell)) = self.best_pair() else {
            return self.branch_on_fewest(search);
        };
        let bit = 1u32 << cell;
        let mut first = true;
        for k in 0..9 {
            let slot = b + 3 * k;
            if self.cand[slot] & bit == 0 {
                continue;
            }
            if first {
                first = false;
                let mut branch = self;
                branch.place(slot, cell);
                branch.search(search);
                if search.done() {
                    return;
                }
                self.cand[slot] &= !bit;
            } else {
                self.place(slot, cell);
                return self.search(search);
            }
        }
    }

    /// No cell has two candidates: branch on an unsolved cell with the
    /// fewest.
    #[cold]
    fn branch_on_fewest(&mut self, search: &mut Search) {
        let mut best = (10u32, 0usize, 0u32);
        for b in 0..3 {
            let mut open = self.unsolved[b];
            while open != 0 {
                let cell = open.trailing_zeros();
                open &= open - 1;
                let n = (0..9).filter(|&k| self.cand[b + 3 * k] >> cell & 1 != 0).count() as u32;
                if n < best.0 {
                    best = (n, b, cell);
                }
            }
        }
        let (_, b, cell) = best;
        let bit = 1u32 << cell;
        for k in 0..9 {
            let slot = b + 3 * k;
            if self.cand[slot] & bit == 0 {
                continue;
            }
            let mut branch = *self;
            branch.place(slot, cell);
            branch.search(search);
            if search.done() {
                return;
            }
        }
    }
}

/// Searches `cells` (0 for an empty cell) for up to `limit` solutions.
pub(crate) fn run(cells: &[u8; 81], limit: u64) -> Search {
    let mut search = Search::new(limit);
    if limit > 0
        && let Some(state) = State::new(cells)
    {
        state.search(&mut search);
    }
    search
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!(SHRINK[0b100_000_001], 0b101);
        // Every minirow present: every cell kept.
        assert_eq!(LOCKED[0x1FF], ALL);
        // Row 0 only in box 0: box 0 is taken, so rows 1 and 2 lose it.
        let pattern = 0b111_111_001;
        assert_eq!(
            LOCKED[pattern],
            ALL & !(0b111 << 9 | 0b111 << 18) & !(0b111_111 << 3)
        );
        // Rows 0 and 1 both only in box 0: impossible.
        assert_eq!(LOCKED[0b111_001_001], 0);
        // Box 1 has only column 4: other bands lose column 4.
        assert_eq!(COLUMN_KEEP[0b111_010_111], ALL & !(COLUMN << 4));
        // The cell stays; its 8 row peers and 6 other box peers go.
        assert_eq!(PLACE_KEEP[0].count_ones(), 27 - 8 - 6);
        // Column 4 only here: box 1 keeps column 4 alone.
        assert_eq!(CONFINE[0], ALL);
        assert_eq!(CONFINE[1 << 4], ALL & !(BOX << 3) | COLUMN << 4);
        // Columns 3 and 4 both only here: box 1 cannot hold both.
        assert_eq!(CONFINE[0b11 << 3], ALL & !(BOX << 3));
    }

    #[test]
    fn single_rows_match_counting() {
        // Every triple of non-empty rows from a spread of patterns.
        let rows = [1u32, 2, 3, 0x100, 0x101, 0x1FF, 0b10_0000, 0x180];
        for &r0 in &rows {
            for &r1 in &rows {
                for &r2 in &rows {
                    let a = r0 | r1 << 9 | r2 << 18;
                    let expect: u32 = [r0, r1, r2]
                        .iter()
                        .enumerate()
                        .filter(|(_, r)| r.count_ones() == 1)
                        .map(|(i, r)| r << (9 * i))
                        .sum();
                    assert_eq!(single_rows(a), expect, "{a:#o}");
                }
            }
        }
    }

    #[test]
    fn solves_an_easy_puzzle() {
        let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let mut cells = [0u8; 81];
        for (c, b) in cells.iter_mut().zip(line.bytes()) {
            *c = if b == b'.' { 0 } else { b - b'0' };
        }
        let s = run(&cells, 2);
        assert_eq!(s.found, 1);
        let sol = s.first.unwrap();
        let text: String = sol.iter().map(|d| char::from(b'0' + d)).collect();
        assert_eq!(
            text,
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
    }
}

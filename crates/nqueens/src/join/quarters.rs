//! Quarter boards: every way to put non-attacking queens on a rectangle
//! of the board, at most one a row and a column, filed by the rows and
//! columns they use.

#![forbid(unsafe_code)]

/// A rectangle of the n × n board: rows `r0..r0 + rows`, columns
/// `c0..c0 + cols`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rect {
    pub n: usize,
    pub r0: usize,
    pub rows: usize,
    pub c0: usize,
    pub cols: usize,
}

impl Rect {
    /// The half board's diagonals of a placement in one word, for the
    /// clash test between the two quarters of a half: both directions,
    /// counted from the half's first row, `rows + n − 1` bits each (the
    /// half has `rows` rows from `r0`). Needs `2·(rows + n − 1) ≤ 64`.
    /// Diagonals the half cannot reach (a queen outside it, such as the
    /// middle row's) are left out.
    pub fn local(&self, d1: u64, d2: u64) -> u64 {
        let width = self.rows + self.n - 1;
        debug_assert!(2 * width <= 64);
        let mask = (1u64 << width) - 1;
        ((d1 >> self.r0) & mask) | ((d2 >> self.r0) & mask) << width
    }

    /// The join pattern of a placement: the `band.1` diagonals of each
    /// direction from number `band.0` on, those both halves reach.
    /// Patterns of two quarters OR together.
    pub fn pattern(&self, band: (usize, usize), d1: u64, d2: u64) -> u64 {
        let (from, width) = band;
        let mask = (1u64 << width) - 1;
        ((d1 >> from) & mask) | ((d2 >> from) & mask) << width
    }

    /// Keys: one per (rows used, columns used) pair of masks.
    pub fn keys(&self) -> u64 {
        1u64 << (self.rows + self.cols)
    }

    /// Calls `emit(key, d1, d2)` for every placement on the rectangle
    /// (the empty one included), where `key` = columns used << rows |
    /// rows used (both relative to the rectangle; columns first, so that
    /// a unit, whose columns are fixed, reads its placements of every row
    /// set from one stretch of memory) and `d1`, `d2` are
    /// the board's diagonals the queens hold: bit `r + c` and bit
    /// `r + n − 1 − c`. Stops early when `emit` returns false; returns
    /// false then.
    pub fn each(&self, emit: &mut impl FnMut(usize, u64, u64) -> bool) -> bool {
        self.walk(0, 0, 0, 0, 0, emit)
    }

    /// The walk keeps the second diagonals mirrored, `e` (bit
    /// `c − r + n − 1`), so that both directions give a row's free columns
    /// by one shift; `d2` is `e` read backwards.
    fn walk(
        &self,
        r: usize,
        used_rows: usize,
        used_cols: usize,
        d1: u64,
        e: u64,
        emit: &mut impl FnMut(usize, u64, u64) -> bool,
    ) -> bool {
        let n = self.n;
        if r == self.rows {
            return self.leaf(used_rows, used_cols, d1, e, emit);
        }
        // The last row's placements are emitted here rather than one call
        // deeper: they are most of the walk's nodes.
        let last = r + 1 == self.rows;
        let mut next = |used_rows: usize, used_cols: usize, d1: u64, e: u64| {
            if last {
                self.leaf(used_rows, used_cols, d1, e, emit)
            } else {
                self.walk(r + 1, used_rows, used_cols, d1, e, emit)
            }
        };
        // This row stays empty (its queen is in the other quarter) ...
        if !next(used_rows, used_cols, d1, e) {
            return false;
        }
        // ... or holds a queen in a free column on free diagonals.
        let row = self.r0 + r;
        let width = (1u64 << self.cols) - 1;
        let mut free =
            width & !(used_cols as u64) & !(d1 >> (row + self.c0)) & !(e >> (self.c0 + n - 1 - row));
        while free != 0 {
            let c = free.trailing_zeros() as usize;
            free &= free - 1;
            let col = self.c0 + c;
            let (a, b) = (1u64 << (row + col), 1u64 << (col + n - 1 - row));
            if !next(used_rows | 1 << r, used_cols | 1 << c, d1 | a, e | b) {
                return false;
            }
        }
        true
    }

    /// Emits one whole placement (`e` is the walk's mirrored `d2`).
    #[inline(always)]
    fn leaf(
        &self,
        used_rows: usize,
        used_cols: usize,
        d1: u64,
        e: u64,
        emit: &mut impl FnMut(usize, u64, u64) -> bool,
    ) -> bool {
        let d2 = if e == 0 {
            0
        } else {
            e.reverse_bits() >> (64 - (2 * self.n - 1))
        };
        emit((used_cols << self.rows) | used_rows, d1, d2)
    }
}

/// The placements of one rectangle, grouped by key (rows and columns
/// used): `entries[start[k]..start[k + 1]]` are key `k`'s, each as
/// `[local, pattern]` ([`Rect::local`], [`Rect::pattern`]).
#[derive(Debug, Clone)]
pub(crate) struct Quarter {
    pub rect: Rect,
    start: Vec<u32>,
    entries: Vec<[u64; 2]>,
}

impl Quarter {
    /// Counts the rectangle's placements key by key, stopping (`None`)
    /// once there are more than `limit` in all.
    pub fn sizes(rect: Rect, limit: u64) -> Option<Vec<u32>> {
        let mut start = vec![0u32; rect.keys() as usize + 1];
        let mut total = 0u64;
        let done = rect.each(&mut |key, _, _| {
            start[key + 1] += 1;
            total += 1;
            total <= limit
        });
        if !done || total > u64::from(u32::MAX) {
            return None;
        }
        for k in 0..rect.keys() as usize {
            start[k + 1] += start[k];
        }
        Some(start)
    }

    /// Files the placements, given their [`Quarter::sizes`]; `half`
    /// is the rectangle of the whole half (for [`Rect::local`]) and `band`
    /// the diagonals the halves share (for [`Rect::pattern`]).
    pub fn fill(rect: Rect, start: Vec<u32>, half: Rect, band: (usize, usize)) -> Quarter {
        let mut next = start.clone();
        let mut entries = vec![[0u64; 2]; *start.last().expect("keys + 1 entries") as usize];
        rect.each(&mut |key, d1, d2| {
            entries[next[key] as usize] = [half.local(d1, d2), rect.pattern(band, d1, d2)];
            next[key] += 1;
            true
        });
        Quarter { rect, start, entries }
    }

    /// The placements using exactly rows `rows` and columns `cols`
    /// (masks relative to the rectangle).
    pub fn get(&self, rows: usize, cols: usize) -> &[[u64; 2]] {
        let k = (cols << self.rect.rows) | rows;
        &self.entries[self.start[k] as usize..self.start[k + 1] as usize]
    }

    /// How many placements use exactly rows `rows` and columns `cols`.
    pub fn len(&self, rows: usize, cols: usize) -> usize {
        let k = (cols << self.rect.rows) | rows;
        (self.start[k + 1] - self.start[k]) as usize
    }

    /// Placements in all.
    #[cfg(test)]
    pub fn total(&self) -> usize {
        self.entries.len()
    }
}

/// Calls `f` with every subset of `0..bits` of `k` elements, as a mask,
/// in increasing order.
pub(crate) fn each_subset(bits: usize, k: usize, mut f: impl FnMut(usize)) {
    if k > bits {
        return;
    }
    if k == 0 {
        f(0);
        return;
    }
    let end = 1usize << bits;
    let mut x = (1usize << k) - 1;
    while x < end {
        f(x);
        // Gosper's hack: the next larger mask with as many bits.
        let low = x & x.wrapping_neg();
        let ripple = x + low;
        x = ripple | (((x ^ ripple) >> 2) / low);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_are_all_masks_of_k_bits_once() {
        for bits in 0..=10 {
            for k in 0..=bits + 1 {
                let mut seen = Vec::new();
                each_subset(bits, k, |m| seen.push(m));
                let want: Vec<usize> = (0..1usize << bits)
                    .filter(|m| m.count_ones() as usize == k)
                    .collect();
                assert_eq!(seen, want, "bits {bits}, k {k}");
            }
        }
    }

    #[test]
    fn a_quarter_files_every_placement_under_its_rows_and_columns() {
        let rect = Rect {
            n: 8,
            r0: 4,
            rows: 4,
            c0: 0,
            cols: 4,
        };
        let half = Rect {
            c0: 0,
            cols: 8,
            ..rect
        };
        let q = Quarter::fill(rect, Quarter::sizes(rect, u64::MAX).unwrap(), half, (4, 7));
        // Brute force over every choice of a column (or none) per row.
        let mut want = 0;
        for code in 0..5usize.pow(4) {
            let cells: Vec<(usize, usize)> = (0..4)
                .filter_map(|r| {
                    let c = code / 5usize.pow(r as u32) % 5;
                    (c < 4).then_some((r, c))
                })
                .collect();
            let ok = cells.iter().enumerate().all(|(i, &(r, c))| {
                cells[i + 1..].iter().all(|&(r2, c2)| {
                    c != c2 && (r + 4 + c) != (r2 + 4 + c2) && (r + 4 + 7 - c) != (r2 + 4 + 7 - c2)
                })
            });
            if ok {
                want += 1;
                let rows = cells.iter().fold(0, |m, &(r, _)| m | 1 << r);
                let cols = cells.iter().fold(0, |m, &(_, c)| m | 1 << c);
                let d1 = cells.iter().fold(0u64, |m, &(r, c)| m | 1 << (r + 4 + c));
                let d2 = cells.iter().fold(0u64, |m, &(r, c)| m | 1 << (r + 4 + 7 - c));
                let entry = [half.local(d1, d2), rect.pattern((4, 7), d1, d2)];
                assert!(q.get(rows, cols).contains(&entry), "{cells:?}");
            }
        }
        assert_eq!(q.total(), want);
        assert_eq!(Quarter::sizes(rect, 10), None, "the limit stops the count");
    }
}

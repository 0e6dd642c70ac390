//! The half boards of one column set, paired up from the two band
//! tables, in chunks of a bounded length.

#![forbid(unsafe_code)]

use super::bands::{Band, HalfGeometry, Ranks};
use crate::kernels::join::{BitMap, JoinKernel, PAIR_SLACK};

/// The halves of a column set (an upper-shaped half: rows `0..a`) that
/// miss the diagonals `avoid` (a half word), listed as half words.
/// Resumable: each [`Halves::fill`] lists as many as fit and says whether
/// that was the last of them.
#[derive(Debug, Clone)]
pub(crate) struct Halves<'a> {
    top: &'a Band,
    bottom: &'a Band,
    ranks: &'a Ranks,
    cols: u32,
    avoid: u64,
    /// The columns' positions, for the top band's subsets of them.
    positions: [u8; 32],
    count: usize,
    /// The current subset (a mask of positions, Gosper's order) and the
    /// next top placement of it to pair up; `pick` past the last subset
    /// when all is listed.
    pick: usize,
    next: usize,
}

impl<'a> Halves<'a> {
    pub fn new(top: &'a Band, bottom: &'a Band, ranks: &'a Ranks, cols: u32, avoid: u64) -> Halves<'a> {
        debug_assert_eq!(cols.count_ones() as usize, top.rows + bottom.rows);
        let mut positions = [0u8; 32];
        let mut count = 0;
        for c in 0..32 {
            if cols >> c & 1 != 0 {
                positions[count] = c as u8;
                count += 1;
            }
        }
        Halves {
            top,
            bottom,
            ranks,
            cols,
            avoid,
            positions,
            count,
            pick: (1usize << top.rows) - 1,
            next: 0,
        }
    }

    /// Whether every half has been listed.
    pub fn done(&self) -> bool {
        self.pick >= 1usize << self.count || self.top.rows > self.count
    }

    /// Lists the next halves into `out`, as many as fit, returning how
    /// many. `out` must hold at least the longest list of the bottom band
    /// plus [`SLACK`]; every call that is not [`Halves::done`] lists at
    /// least one top placement's pairs.
    pub fn fill<J: JoinKernel>(&mut self, out: &mut [u64], join: J) -> usize {
        let mut len = 0;
        while !self.done() {
            let mut top_cols = 0u32;
            let mut p = self.pick;
            while p != 0 {
                top_cols |= 1 << self.positions[p.trailing_zeros() as usize];
                p &= p - 1;
            }
            let tops = &self.top.get(self.ranks.rank(top_cols))[self.next..];
            let bottoms = self.bottom.padded(self.ranks.rank(self.cols ^ top_cols));
            if bottoms.1 > 0 && !tops.is_empty() {
                let (written, done) = join.pair_up(tops, bottoms, self.avoid, &mut out[len..]);
                len += written;
                self.next += done;
                if done < tops.len() {
                    assert!(
                        len > 0 || done > 0,
                        "a chunk too short for one top placement's pairs"
                    );
                    return len;
                }
            }
            self.next = 0;
            if self.pick == 0 {
                // An empty top band: its one (empty) subset is done.
                self.pick = usize::MAX;
                continue;
            }
            // Gosper's hack: the next subset of as many positions.
            let low = self.pick & self.pick.wrapping_neg();
            let ripple = self.pick + low;
            self.pick = ripple | (((self.pick ^ ripple) >> 2) / low);
        }
        len
    }
}

/// Room a chunk keeps past the pairs it lists: the vector pairing stores
/// whole registers.
pub(crate) const SLACK: usize = PAIR_SLACK;

/// How the join reads half words as patterns: the diagonals of each
/// direction that cross the cut between the two halves (for odd n, that
/// cross the middle row), `band` of each; pattern bit `k` is the first
/// direction's diagonal `low + k`, pattern bit `band + j` the second's
/// diagonal `low + band − 1 − j` (backwards, as in the half word).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Patterns {
    /// Where the band starts in the first direction's field of a half
    /// word (the second's field holds it from `width − from − band`).
    from: usize,
    /// The half word's width per direction.
    width: usize,
    /// The band's width per direction.
    band: usize,
}

impl Patterns {
    /// For a half of `g`, the band starting at diagonal `low` (the lower
    /// half's first row: every diagonal from it on that the upper half
    /// reaches).
    pub fn new(g: HalfGeometry, low: usize) -> Patterns {
        Patterns {
            from: low.saturating_sub(g.h),
            width: g.width(),
            band: (g.a + g.n - 1).saturating_sub(low),
        }
    }

    /// An upper half's pattern of its half word: each direction's band
    /// as it is, a selection of the word's bits.
    pub fn upper(&self) -> BitMap {
        let (w, back) = (self.width, self.width.saturating_sub(self.from + self.band));
        let mut to = [BitMap::NONE; 64];
        for k in 0..self.band {
            to[self.from + k] = k as u8;
            to[w + back + k] = (self.band + k) as u8;
        }
        BitMap::new(to, 0)
    }

    /// A lower half's pattern of its half word as listed upside down (row
    /// r as row n − 1 − r, an upper-shaped half on the same columns).
    /// Turning the board upside down takes diagonal `r + c` to
    /// `2(n − 1) − (r + n − 1 − c)`: the two directions swap, and each
    /// runs backwards. The second field, read forwards, is the first
    /// direction's band; the first field the second's, backwards: a
    /// selection of the word's bits once its two fields are exchanged.
    pub fn lower(&self) -> BitMap {
        let (w, back) = (self.width, self.width.saturating_sub(self.from + self.band));
        let mut to = [BitMap::NONE; 64];
        for k in 0..self.band {
            to[w + back + k] = k as u8;
            to[self.from + k] = (self.band + k) as u8;
        }
        BitMap::new(to, w as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Kernel;
    use crate::join::bands::each_subset_of;
    use crate::kernels::join::WithJoin;

    /// Every half on `cols` missing `avoid`, by brute force from the band
    /// tables (every pair of a top and a bottom placement that splits the
    /// columns and shares no diagonal).
    fn plain(top: &Band, bottom: &Band, ranks: &Ranks, cols: u32, avoid: u64) -> Vec<u64> {
        let mut out = Vec::new();
        each_subset_of(cols, top.rows, |t| {
            for &x in top.get(ranks.rank(t)) {
                for &y in bottom.get(ranks.rank(cols ^ t)) {
                    if x & y == 0 && (x | y) & avoid == 0 {
                        out.push(x | y);
                    }
                }
            }
        });
        out.sort_unstable();
        out
    }

    /// Every CPU's pairing loop, on chunks of every size.
    #[test]
    fn chunks_of_any_length_list_every_half_once() {
        struct Check;
        impl WithJoin for Check {
            type Out = ();
            fn run<J: JoinKernel>(self, join: J) {
                let n = 11;
                let g = HalfGeometry::new(n, 2);
                let ranks = Ranks::new(n);
                let band =
                    |r0, rows, pad| Band::fill(g, Band::count(g, r0, rows, &ranks).unwrap(), &ranks, pad);
                let (top, bottom) = (band(0, g.h, 1), band(g.h, g.a - g.h, 8));
                // A middle queen in column 4: its diagonals, as a half word.
                let avoid = g.word(1 << (g.a + 4), 1 << (g.a + n - 1 - 4));
                for (cols, avoid) in [(0b10110100100u32, 0), (0b01101011000, avoid), (0b11111, 0)] {
                    let want = plain(&top, &bottom, &ranks, cols, avoid);
                    for chunk in [bottom.longest() as usize + SLACK, 40, 1000] {
                        let mut halves = Halves::new(&top, &bottom, &ranks, cols, avoid);
                        let mut got = Vec::new();
                        let mut buf = vec![0u64; chunk];
                        while !halves.done() {
                            let len = halves.fill(&mut buf, join);
                            got.extend_from_slice(&buf[..len]);
                        }
                        got.sort_unstable();
                        assert_eq!(got, want, "cols {cols:b}, chunk {chunk}");
                    }
                }
            }
        }
        for kernel in Kernel::ALL {
            if let Ok(chosen) = kernel.select() {
                chosen.with_join(Check);
            }
        }
    }

    #[test]
    fn a_lower_half_read_upside_down_has_the_board_pattern() {
        // One half board of n = 9 on rows 5..9 (below the middle row 4),
        // and its diagonals that cross the middle row's band.
        let n = 9;
        let g = HalfGeometry::new(n, 2);
        let low = g.a + 1;
        let p = Patterns::new(g, low);
        let queens = [(5usize, 1usize), (6, 4), (7, 8), (8, 2)];
        let band_bit = |d: usize| (low..low + p.band).contains(&d).then(|| d - low);
        let mut want = 0u64;
        for &(r, c) in &queens {
            if let Some(b) = band_bit(r + c) {
                want |= 1 << b;
            }
            if let Some(b) = band_bit(r + n - 1 - c) {
                // The second direction runs backwards.
                want |= 1 << (2 * p.band - 1 - b);
            }
        }
        // The same queens upside down: row r as row n − 1 − r.
        let (d1, d2) = queens.iter().fold((0u64, 0u64), |(d1, d2), &(r, c)| {
            let r = n - 1 - r;
            (d1 | 1 << (r + c), d2 | 1 << (r + n - 1 - c))
        });
        assert_eq!(p.lower().apply(g.word(d1, d2)), want);
    }
}

//! Branching: where a propagated state guesses next (a two-candidate
//! cell, or a digit's placements in a band or stack) and the depth-first
//! search that tries each branch (see the module docs of `bands`).

use super::*;

impl State {
    /// How hard a propagated root looks, by its two-candidate and unsolved
    /// cells: hard with at most `HARD_PAIRS` of the first among at least
    /// `HARD_UNSOLVED` of the second, else medium with at most
    /// `MEDIUM_PAIRS` among at least `MEDIUM_UNSOLVED`.
    pub(super) fn root_kind(&self) -> Root {
        let count = |m: [u32; 3]| m.iter().map(|x| x.count_ones()).sum::<u32>();
        let (pairs, unsolved) = (count(self.pairs), count(self.unsolved));
        if pairs <= HARD_PAIRS && unsolved >= HARD_UNSOLVED {
            Root::Hard
        } else if pairs <= MEDIUM_PAIRS && unsolved >= MEDIUM_UNSOLVED {
            Root::Medium
        } else {
            Root::Other
        }
    }

    /// The two-candidate cell to branch on, as (band, cell): the first one
    /// of the row with the most such cells, in the band with the most
    /// (among equals the first); `None` when there is none.
    ///
    /// Cheap on purpose. The cell with the most two-candidate cells in its
    /// row, column and box, as this chose before, took a sixth of a
    /// many-solution puzzle's instructions, a fifth of its mispredicted
    /// branches, and more nodes (counting to two, nodes a puzzle, old →
    /// new: serg 8.61 → 8.50, 17-clue 2.90 → 2.94, top1465 22.18 → 22.02;
    /// callgrind on serg's first 1000: 13% fewer instructions, 18% fewer
    /// mispredictions). The first pair cell of all, cheaper still, visits
    /// 3.23 nodes on the 17-clue set.
    #[inline(always)]
    fn best_pair(&self) -> Option<(usize, u32)> {
        let p = self.pairs;
        if p == [0; 3] {
            return None;
        }
        // The first of the largest of three, without a loop.
        let first_max = |x: [u32; 3]| {
            if x[0] >= x[1] && x[0] >= x[2] {
                0
            } else if x[1] >= x[2] {
                1
            } else {
                2
            }
        };
        // By table on 9-bit rows: the portable build (x86-64 without
        // popcnt) would count bits in software.
        let rows: [[u32; 3]; 3] = std::array::from_fn(|b| {
            std::array::from_fn(|r| u32::from(POP9[((p[b] >> (9 * r)) & ROW) as usize]))
        });
        let b = first_max(rows.map(|r| r[0] + r[1] + r[2]));
        let r = first_max(rows[b]) as u32;
        Some((b, ((p[b] >> (9 * r)) & ROW).trailing_zeros() + 9 * r))
    }

    /// The band or stack to branch in, and in it a digit with the fewest
    /// row → box (column → band) placements left (two or more): (vertical,
    /// band or stack, digit, permutations). The band or stack is the one
    /// with the fewest placements left over all digits, or with
    /// `FEWEST_OPEN` the one with the fewest digits not yet fixed (see the
    /// module docs).
    /// `perm` must be exact and `cols` as [`Self::triads`] left it.
    #[inline(always)]
    fn best_config<const FEWEST_OPEN: bool>(&self, cols: &[u32; 28]) -> Option<(bool, usize, usize, u32)> {
        let mut perms = [[0u8; 9]; 6];
        for (i, band) in perms.iter_mut().enumerate() {
            for (d, p) in band.iter_mut().enumerate() {
                let [s0, s1, s2] = DIGIT_SLOTS[d];
                *p = if i < 3 {
                    self.perm[DIGIT_SLOTS[d][i]]
                } else {
                    let st = 3 * (i - 3);
                    let v = (cols[s0] >> st) & 7 | ((cols[s1] >> st) & 7) << 3 | ((cols[s2] >> st) & 7) << 6;
                    PERMS[v as usize]
                };
            }
        }
        let mut best = (u32::MAX, 0usize);
        for (i, band) in perms.iter().enumerate() {
            // The nine counts at once, eight as the bytes of a word (each
            // at most 63, so no byte carries into the next) and the ninth
            // alone: a third of the instructions of a count per digit.
            const ONES: u64 = 0x0101_0101_0101_0101;
            const HIGH: u64 = 0x80 * ONES;
            let x = u64::from_le_bytes([
                band[0], band[1], band[2], band[3], band[4], band[5], band[6], band[7],
            ]);
            let last = band[8];
            let total = x.count_ones() + last.count_ones();
            // Per byte x & (x - 1), borrows kept in the byte by its high
            // bit: non-zero when two or more placements are left.
            let many = x & ((x | HIGH) - ONES) & !HIGH;
            let open = (((many + (HIGH - ONES)) | many) & HIGH).count_ones()
                + u32::from(last & last.wrapping_sub(1) != 0);
            // x + 1 reaches bit 6 in a byte only from 63: all six left.
            let free = ((x + ONES) & (HIGH >> 1)).count_ones() + u32::from(last == 63);
            if open == 0 {
                continue;
            }
            // Fewest digits open, then the most with all six placements
            // left (at most 9, so under one step of 16); or the fewest
            // placements over all digits.
            let score = if FEWEST_OPEN { 16 * open - free } else { total };
            if score < best.0 {
                best = (score, i);
            }
        }
        if best.0 == u32::MAX {
            return None;
        }
        let i = best.1;
        let mut pick = (u8::MAX, 0usize);
        for (d, &p) in perms[i].iter().enumerate() {
            let n = p.count_ones() as u8;
            if n >= 2 && n < pick.0 {
                pick = (n, d);
            }
        }
        Some((i >= 3, i % 3, pick.1, u32::from(perms[i][pick.1])))
    }

    /// Restricts digit `d` to permutation `p` of band or stack `i`.
    #[inline(always)]
    fn take_config(&mut self, vertical: bool, i: usize, d: usize, p: usize) {
        if vertical {
            for (b, &col) in PERMUTATIONS[p].iter().enumerate() {
                let c = 3 * i as u32 + col;
                self.cand[DIGIT_SLOTS[d][b]] &= !(BOX << (3 * i)) | COLUMN << c;
            }
        } else {
            self.cand[DIGIT_SLOTS[d][i]] &= PERM_CELLS[p];
        }
    }

    /// Branches on the placements of a digit in a band or stack.
    fn search_configs<const MODE: u8, L: Lanes>(&mut self, search: &mut Search, cols: &[u32; 28], lanes: L) {
        let choice = if MODE == OPEN {
            self.best_config::<true>(cols)
        } else {
            self.best_config::<false>(cols)
        };
        let Some((vertical, i, d, perms)) = choice else {
            return self.branch_on_fewest::<MODE, L>(search, lanes);
        };
        let mut m = perms;
        while m != 0 {
            let p = m.trailing_zeros() as usize;
            m &= m - 1;
            if m == 0 {
                self.take_config(vertical, i, d, p);
                return lanes.descend::<MODE>(self, search);
            }
            search.guesses += 1;
            let mut branch = *self;
            branch.take_config(vertical, i, d, p);
            lanes.descend::<MODE>(&mut branch, search);
            if search.done() {
                return;
            }
        }
    }

    /// Finds solutions below this state, depth first, until the search's
    /// limit, with the rules and branching of `MODE` (a [`Mode`] as `u8`).
    #[inline(always)]
    pub fn search<const MODE: u8, L: Lanes>(&mut self, search: &mut Search, lanes: L) {
        let triads = match MODE {
            PAIRS => false,
            TRIADS | OPEN => true,
            _ => search.nodes >= HYBRID_NODES,
        };
        search.nodes += 1;
        let mut cols = [0u32; 28];
        let consistent = if triads {
            self.propagate::<true, L>(&mut cols, lanes)
        } else {
            self.propagate::<false, L>(&mut cols, lanes)
        };
        if !consistent {
            return;
        }
        if self.is_solved() {
            search.found += 1;
            if search.first.is_none() {
                search.first = Some(self.cells());
                search.guesses_to_first = search.guesses;
            }
            return;
        }
        if MODE == HYBRID && search.nodes == 1 {
            match self.root_kind() {
                Root::Hard => {
                    // No restart: this is the search the restart would start.
                    search.budget = u64::MAX;
                    return lanes.descend::<OPEN>(self, search);
                }
                Root::Medium => return lanes.descend::<TRIADS>(self, search),
                Root::Other => {}
            }
        }
        if triads {
            return self.search_configs::<MODE, L>(search, &cols, lanes);
        }
        let Some((b, cell)) = self.best_pair() else {
            return self.branch_on_fewest::<MODE, L>(search, lanes);
        };
        let bit = 1u32 << cell;
        // The cell's two digits, as k of their slots b + 3k, without a
        // branch per digit.
        let ks = (0..9).fold(0u32, |acc, k| acc | (self.cand[b + 3 * k] >> cell & 1) << k);
        let k1 = ks.trailing_zeros() as usize;
        let k2 = (ks & (ks - 1)).trailing_zeros() as usize;
        let (s1, s2) = (b + 3 * k1, b + 3 * k2);
        // The digit that takes itself from more peers first: measured on
        // serg, counting to two, that visits 8.61 nodes a puzzle where the
        // lower digit first visits 9.10 and the one that takes itself from
        // fewer 10.55 (top1465 and the 17-clue set: within 0.1%). The
        // branch that fixes more of the grid settles sooner, into a
        // solution or a contradiction.
        let peers = |s: usize| {
            let [o1, o2, _] = SLOT_INFO[s];
            let col = COLUMN << (cell % 9);
            (self.cand[s] & !PLACE_KEEP[cell as usize]).count_ones()
                + (self.cand[usize::from(o1)] & col).count_ones()
                + (self.cand[usize::from(o2)] & col).count_ones()
        };
        let (s1, s2) = if peers(s2) > peers(s1) { (s2, s1) } else { (s1, s2) };
        search.guesses += 1;
        let mut branch = *self;
        branch.place(s1, cell);
        lanes.descend::<MODE>(&mut branch, search);
        if search.done() {
            return;
        }
        self.cand[s1] &= !bit;
        self.place(s2, cell);
        lanes.descend::<MODE>(self, search)
    }

    /// No cell has two candidates: branch on an unsolved cell with the
    /// fewest.
    #[cold]
    fn branch_on_fewest<const MODE: u8, L: Lanes>(&mut self, search: &mut Search, lanes: L) {
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
            search.guesses += 1;
            let mut branch = *self;
            branch.place(slot, cell);
            lanes.descend::<MODE>(&mut branch, search);
            if search.done() {
                return;
            }
        }
    }
}

/// What a [`Mode::Hybrid`] root looks like (see [`State::root_kind`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Root {
    Hard,
    Medium,
    Other,
}

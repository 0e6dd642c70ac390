//! The fast solver: candidates kept per band and digit, propagation by
//! table look-ups and minirow counting, branching on a cell with two
//! candidates or on the placements of a digit in a band.
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
//! hidden singles in columns are found too); a column that no band offers
//! the digit any more is a contradiction (missing that check, the search
//! went on below dead states: forum_hardest_1106 took a quarter more
//! nodes). Naked singles come from
//! counting, per cell, how many digits still allow it (bit-sliced over the
//! nine masks).
//!
//! # Triads
//! A minirow, and a *minicolumn* (the three cells a column shares with a
//! box), holds three distinct digits. So one that only three digits can
//! still reach takes all three (each keeps, in its row and box, or column
//! and box, only those cells), and one that three digits are certain to
//! take (their only minirow in a row or box, their only column in a box or
//! the grid's only band for a column) loses every other digit.
//! [`State::triads`] counts both, bit-sliced over the nine digits, for all
//! 54 minirows and minicolumns at once. This is the "triad" reasoning of
//! tdoku (Tom Dillon's DPLL-triad solver), written here from its
//! description for the band layout.
//!
//! # Branching
//! Three ways, by [`Mode`]:
//! - `Pairs` branches on a cell with two candidates: the first of the row
//!   with the most such cells in the band with the most, trying first the
//!   digit that takes itself from more peers. With no such cell (rare), on
//!   the cell with the fewest candidates.
//! - `Triads` branches on a *placement* of one digit in a band: the
//!   permutation row → box of its three minirows (or, in a stack, column
//!   → band), one branch each. It takes the band or stack with the fewest
//!   placements left over all digits, and there the digit with the fewest
//!   (two when there is one), as tdoku does.
//! - `Open` branches the same way in the band or stack with the fewest
//!   digits not yet fixed (among equals, the one with the most digits that
//!   still have all six placements): a band about to be complete, where a
//!   wrong branch fails fast. On the hardest puzzles its trees are a third
//!   smaller than `Triads`'; on a few easy ones they are far larger.
//!
//! Triads cost about a third more per node, which an easy puzzle never
//! wins back. `Hybrid`, the fast path, first propagates the root as
//! `Pairs`. A root that looks like one of the hardest puzzles (at most
//! [`HARD_PAIRS`] two-candidate cells among at least [`HARD_UNSOLVED`]
//! unsolved ones) is searched as `Open` from there; one with a few more
//! such cells (up to [`MEDIUM_PAIRS`]) as `Triads`. Any other searches as
//! `Pairs` for its first [`HYBRID_NODES`] nodes and as `Triads` after. A
//! puzzle not done within [`RESTART_NODES`] nodes (and not yet in `Open`)
//! is searched again from the start as `Open`. Counting to two on
//! forum_hardest_1106 that visits 157 nodes a puzzle, where `Pairs` alone
//! visits 448, `Triads` 246 and `Open` 156 (and the hybrid without the
//! root's tests 218).
//!
//! # Unsafe
//! Two blocks (here and in `tables`), both SSE2 (part of every x86-64 CPU): the comparison
//! that finds the changed masks ([`Portable`](crate::kernels::generic::Portable)'s [`Lanes::differ`], for
//! [`State::changed`]; it takes 7% of the instructions away, callgrind),
//! and the byte comparison that reads a grid's givens sixteen cells at a
//! time ([`given_masks`]; serg 1.03x, the 17-clue set 1.06x). The AVX2
//! kernel's are in `super::cpu`.
//!
//! It computes what [`crate::textbook`] computes (every completion of the
//! givens, up to a limit), in a different order; the tests compare the two.
//!
//! The band layout and the update by look-up tables follow the idea of
//! JCZSolve (zhouyundong_2012, champagne, JasonLion); the code and tables
//! here are written from that description.
//!
//! # Files
//! The state and its propagation here; the constants, tables and bit
//! tricks of the layout in `tables`; where to branch, and the search, in
//! `branch`.

use crate::report::Search;

mod branch;
mod tables;

use tables::*;

/// The candidates of a grid in the band layout (see the module docs).
#[derive(Clone, Copy)]
#[repr(align(64))]
pub(crate) struct State {
    /// 27 masks and five padding lanes (always 0) for whole vectors.
    cand: [u32; 32],
    /// As `cand`.
    seen: [u32; 32],
    /// For each slot, the row → box permutations its mask allows, as of
    /// its last update (`PERMS` of its minirows).
    perm: [u8; 32],
    unsolved: [u32; 3],
    /// Cells with exactly two candidates, as of the last naked-singles scan.
    pairs: [u32; 3],
}

impl State {
    /// The state of a grid (0 for an empty cell). Without branches on the
    /// cells: a puzzle's givens are as good as random, and the branchy
    /// version spent a tenth of an easy puzzle's time here (serg,
    /// callgrind) mostly mispredicting them.
    ///
    /// Givens that clash are not looked for here: the givens' cells start
    /// unsolved, and propagation finds the clash. Two givens of a digit in
    /// one row or box are both naked singles (no other digit keeps their
    /// cells), and placing them empties a row of the digit; two in one
    /// column leave one box with that column alone, which takes the
    /// column, and so the other given's only digit, from the other bands.
    /// Checking each digit's rows, boxes and columns here cost a fifth of
    /// this function (callgrind).
    #[inline(always)]
    pub fn new(cells: &[u8; 81]) -> State {
        let placed = given_masks(cells);
        let mut given = [0u32; 3];
        for (b, g) in given.iter_mut().enumerate() {
            *g = (0..9).fold(0, |acc, k| acc | placed[b + 3 * k]);
        }
        let mut cand = [0u32; 32];
        for slot in 0..27 {
            let own = placed[slot];
            let [o1, o2, b] = SLOT_INFO[slot];
            // Its row and box peers lose the digit, and so do the cells of
            // its columns in the other bands; the other digits' givens are
            // taken.
            let row_cells = nonempty_rows(own);
            let boxes = SHRINK[fold_rows(own) as usize];
            let above = fold_rows(placed[usize::from(o1)] | placed[usize::from(o2)]);
            let taken = given[usize::from(b)] | row_cells | BOX_CELLS[usize::from(boxes)] | (above * COLUMN);
            cand[slot] = ALL & !taken | own;
        }
        State {
            cand,
            seen: [0; 32],
            perm: [0; 32],
            unsolved: [ALL; 3],
            pairs: [0; 3],
        }
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
        // (Masked to 9 bits, which it is, so that the look-ups need no
        // bounds checks.)
        let pattern = (u32::from(SHRINK[(a & ROW) as usize])
            | u32::from(SHRINK[((a >> 9) & ROW) as usize]) << 3
            | u32::from(SHRINK[((a >> 18) & ROW) as usize]) << 6)
            & 0x1FF;
        let a = a & LOCKED[pattern as usize];
        self.perm[slot] = PERMS[pattern as usize];
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
        let elsewhere = fold_rows(n1) | fold_rows(n2);
        // A column none of the three bands offers the digit any more.
        if cols | elsewhere != ROW {
            return false;
        }
        let only = cols & !elsewhere;
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
    fn changed<L: Lanes>(&self, lanes: L) -> u32 {
        lanes.differ(&self.cand, &self.seen) & ALL
    }

    /// Runs [`Self::update`] on every changed mask until none changes.
    #[inline(always)]
    fn settle<L: Lanes>(&mut self, lanes: L) -> bool {
        loop {
            let changed = self.changed(lanes);
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

    /// Minirow and minicolumn counting ("triads"): a minirow (three cells
    /// of a row in one box) or a minicolumn holds three distinct digits, so
    /// one that only three digits can reach takes all three, and one that
    /// three digits certainly take loses every other digit. Runs when the
    /// other rules have settled, so `perm` is exact; leaves each mask's
    /// columns in `cols` for the branch choice. `None` on a contradiction,
    /// else whether a mask changed.
    #[inline(always)]
    fn triads(&mut self, cols: &mut [u32; 28]) -> Option<bool> {
        for (c, &a) in cols.iter_mut().zip(&self.cand) {
            *c = fold_rows(a);
        }
        // Per slot, an 18-bit field (9 minirows, then 9 minicolumns) of
        // where its digit can go, and above bit 32 the same field of where
        // it certainly goes: one 64-bit step counts both.
        let mut xf = [0u64; 27];
        for s in 0..27 {
            let [o1, o2, _] = SLOT_INFO[s];
            let v = cols[s];
            let others = cols[usize::from(o1)] | cols[usize::from(o2)];
            let p = usize::from(self.perm[s]);
            let x = u32::from(PERM_MINIROWS[p]) | v << 9;
            let f = u32::from(PERM_FORCED[p]) | (u32::from(FORCED_COLUMNS[v as usize]) | (v & !others)) << 9;
            xf[s] = u64::from(x) | u64::from(f) << 32;
        }
        let mut changed = false;
        for b in 0..3 {
            // Bit-sliced counts over the band's nine digits (slots b + 3k):
            // cn has the fields reached by n or more of them.
            let (mut c1, mut c2, mut c3, mut c4) = (0u64, 0u64, 0u64, 0u64);
            for k in 0..9 {
                let v = xf[b + 3 * k];
                c4 |= c3 & v;
                c3 |= c2 & v;
                c2 |= c1 & v;
                c1 |= v;
            }
            // Every minirow and minicolumn reachable by three digits, and
            // none certain for four.
            if c3 as u32 != (1 << 18) - 1 || c4 >> 32 != 0 {
                return None;
            }
            let exact = (c3 & !c4) as u32;
            let full = (c3 >> 32) as u32;
            if exact | full == 0 {
                continue;
            }
            for k in 0..9 {
                let s = b + 3 * k;
                let (x, f) = (xf[s] as u32, (xf[s] >> 32) as u32);
                let must = x & exact & !f;
                let lose = x & full & !f;
                if must | lose != 0 {
                    changed = true;
                    self.restrict(s, must, lose);
                }
            }
        }
        Some(changed)
    }

    /// Applies what [`Self::triads`] found for one mask: its digit takes the
    /// minirows and minicolumns of `must` and leaves those of `lose` (each 9
    /// minirow bits, then 9 minicolumn bits).
    #[inline(never)]
    fn restrict(&mut self, slot: usize, must: u32, lose: u32) {
        let mut keep = ALL;
        let mut m = must & ROW;
        while m != 0 {
            let k = m.trailing_zeros();
            m &= m - 1;
            keep &= MINIROW_KEEP[k as usize];
        }
        let mut m = lose & ROW;
        while m != 0 {
            let k = m.trailing_zeros();
            m &= m - 1;
            keep &= !(0b111 << (9 * (k / 3) + 3 * (k % 3)));
        }
        let mut away = 0;
        let mut m = must >> 9;
        while m != 0 {
            let c = m.trailing_zeros();
            m &= m - 1;
            keep &= !(BOX << (3 * (c / 3))) | COLUMN << c;
            away |= COLUMN << c;
        }
        let mut m = lose >> 9;
        while m != 0 {
            let c = m.trailing_zeros();
            m &= m - 1;
            keep &= !(COLUMN << c);
        }
        self.cand[slot] &= keep;
        if away != 0 {
            let [o1, o2, _] = SLOT_INFO[slot];
            self.cand[usize::from(o1)] &= !away;
            self.cand[usize::from(o2)] &= !away;
        }
    }

    /// Propagates to a fixed point. `false` on a contradiction. With
    /// `TRIADS`, minirow and minicolumn counting joins the rules, and
    /// `cols` is left as [`Self::triads`] leaves it.
    #[inline(always)]
    fn propagate<const TRIADS: bool, L: Lanes>(&mut self, cols: &mut [u32; 28], lanes: L) -> bool {
        loop {
            if !self.settle(lanes) {
                return false;
            }
            match self.naked_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) if !TRIADS => return true,
                Some(false) => {}
            }
            match self.triads(cols) {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The grid of a solved state. Bit-sliced: plane j of a band holds the
    /// cells whose digit has bit j set, and eight cells at a time become
    /// eight bytes by table. A loop over each mask's cells took a twentieth
    /// of a many-solution puzzle's instructions (serg, callgrind), most of
    /// it in the 81 steps' branches and stores.
    fn cells(&self) -> [u8; 81] {
        // Eight bytes past the grid, for the last, partial, word of band 2.
        let mut out = [0u8; 88];
        for b in 0..3 {
            let mut planes = [0u32; 4];
            for d in 0..9 {
                let mask = self.cand[slot_of(b, d)];
                for (j, plane) in planes.iter_mut().enumerate() {
                    *plane |= mask * ((d as u32 + 1) >> j & 1);
                }
            }
            // A band's four words, at byte 27b + 8k: the last one's five
            // bytes past the band are zero (masks have 27 bits) and are
            // written over by the next band.
            for k in 0..4 {
                let word = planes
                    .iter()
                    .enumerate()
                    .fold(0u64, |w, (j, &p)| w | SPREAD[(p >> (8 * k) & 0xFF) as usize] << j);
                let at = 27 * b + 8 * k;
                out[at..at + 8].copy_from_slice(&word.to_le_bytes());
            }
        }
        let mut grid = [0u8; 81];
        grid.copy_from_slice(&out[..81]);
        grid
    }
}

/// The rules and branching of a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Singles and locked candidates; branching on a two-candidate cell.
    /// The solver as it was before triads: kept as a reference the other
    /// modes are tested against, and cheapest per node.
    #[cfg_attr(not(test), allow(dead_code, reason = "a reference for the tests"))]
    Pairs = PAIRS as isize,
    /// Triads too, and branching on a digit's placements in the band or
    /// stack with the fewest placements left: the rules and branching of
    /// tdoku, whose guess counts its own follow (Spearman 0.99 over
    /// top1465's first 100 puzzles), so ratings use it.
    Triads = TRIADS as isize,
    /// Triads, branching in the band or stack with the fewest digits still
    /// open. Far smaller trees on the hardest puzzles (forum_hardest_1106,
    /// counting to two: 87 guesses a puzzle where `Triads` makes 123), but
    /// much larger ones on a few easy puzzles (17-clue ones: from 8 to 420).
    /// `Hybrid` starts it itself, so only the tests name it.
    #[cfg_attr(not(test), allow(dead_code, reason = "entered through Hybrid"))]
    Open = OPEN as isize,
    /// The fast path: `Open` straight after the root when the root looks
    /// hard, `Triads` when it looks of medium difficulty (see the module
    /// docs); else `Pairs` for the first [`HYBRID_NODES`] nodes, then
    /// `Triads`, for up to [`RESTART_NODES`] nodes; a puzzle not done by
    /// then (and not in `Open` from the root) is searched again from the
    /// start in `Open`. An easy puzzle is done before triads would pay for
    /// themselves, and a hard one loses the few nodes of its first try.
    Hybrid = HYBRID as isize,
}

const PAIRS: u8 = 0;
const TRIADS: u8 = 1;
const HYBRID: u8 = 2;
const OPEN: u8 = 3;
/// Nodes a [`Mode::Hybrid`] search runs as `Pairs`. Measured on this
/// module's four benchmark sets (counting to two, one thread, interleaved
/// runs): 16 keeps serg's many-solution puzzles at `Pairs`' speed
/// (`Triads` throughout is 25% slower there, 8 nodes 6% slower) and costs
/// the other sets under 1%.
const HYBRID_NODES: u64 = 16;
/// Nodes of a [`Mode::Hybrid`] search before it starts again in
/// [`Mode::Open`]. Measured as above: 64 leaves top1465, the 17-clue and
/// serg sets as they were (their puzzles are mostly done by then) and makes
/// forum_hardest_1106 about 1.2x faster; 32 gains more there (1.35x) but
/// costs top1465 13%.
const RESTART_NODES: u64 = 64;
/// A [`Mode::Hybrid`] root with at most this many two-candidate cells...
const HARD_PAIRS: u32 = 2;
/// ...and at least this many unsolved cells is searched as [`Mode::Open`]
/// at once. forum_hardest_1106's roots are all such (a third of a cell
/// with two candidates on average, 58 unsolved), serg's none (13 such
/// cells), 7% of top1465's. Measured (counting to two, one thread,
/// interleaved against the hybrid without this test): forum_hardest_1106
/// 1.41x faster, top1465 1.01x, the 17-clue set and serg as they were.
/// Three or five pairs instead of two: within 1%.
const HARD_UNSOLVED: u32 = 50;
/// A [`Mode::Hybrid`] root with at most this many two-candidate cells (and
/// not hard)...
const MEDIUM_PAIRS: u32 = 8;
/// ...and at least this many unsolved ones is searched as [`Mode::Triads`]
/// at once: on such a root the first [`HYBRID_NODES`] nodes of `Pairs`
/// cost more than triads' dearer nodes. 69% of top1465's roots are such,
/// 3% of the 17-clue set's, none of serg's. Measured (interleaved, three
/// rounds of three passes, medians): top1465 1.03x faster, the 17-clue set
/// 1.02x, serg as it was; 10 pairs and 48 unsolved measured the same,
/// 5 and 50 gained half as much, and 12 and 45 took serg's roots too
/// (0.88x there).
const MEDIUM_UNSOLVED: u32 = 50;

/// Searches `cells` (0 for an empty cell) for up to `limit` solutions, in
/// `mode`, with `lanes` for the mask comparisons.
#[inline(always)]
pub(crate) fn run<L: Lanes>(cells: &[u8; 81], limit: u64, mode: Mode, lanes: L) -> Search {
    let mut search = Search::new(limit);
    if limit > 0 {
        let mut state = State::new(cells);
        match mode {
            Mode::Pairs => lanes.descend::<PAIRS>(&mut state, &mut search),
            Mode::Triads => lanes.descend::<TRIADS>(&mut state, &mut search),
            Mode::Open => lanes.descend::<OPEN>(&mut state, &mut search),
            Mode::Hybrid => {
                search.budget = RESTART_NODES;
                // The search works on the state it is given; a restart
                // needs the start again.
                let mut first = state;
                lanes.descend::<HYBRID>(&mut first, &mut search);
                if search.found < limit && search.nodes >= search.budget {
                    let (nodes, guesses) = (search.nodes, search.guesses);
                    search = Search::new(limit);
                    lanes.descend::<OPEN>(&mut state, &mut search);
                    // The report counts the work of both tries.
                    search.nodes += nodes;
                    search.guesses += guesses;
                    search.guesses_to_first += guesses;
                }
            }
        }
    }
    search
}

/// Which of 32 masks differ between two sets of them, one bit each: the
/// one vector step of the solver ([`State::changed`]), in a form per
/// instruction set.
pub(crate) trait Lanes: Copy {
    fn differ(self, a: &[u32; 32], b: &[u32; 32]) -> u32;

    /// [`State::search`] one level down, on `state` itself (the caller
    /// copies a state it still needs: passing a copy by value cost two
    /// calls to `memcpy` a branch, and their mispredictions). Every
    /// recursion goes through here, so that a kernel compiled with CPU
    /// features keeps them at every depth (a plain recursive call would
    /// compile the search below the first level for the baseline CPU).
    fn descend<const MODE: u8>(self, state: &mut State, search: &mut Search);
}

#[cfg(test)]
mod tests {
    use super::branch::Root;
    use super::*;
    use crate::kernels::generic::Portable;

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

    fn cells_of(line: &str) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for (c, b) in cells.iter_mut().zip(line.bytes()) {
            *c = if b == b'.' || b == b'0' { 0 } else { b - b'0' };
        }
        cells
    }

    fn text(cells: &[u8; 81]) -> String {
        cells.iter().map(|d| char::from(b'0' + d)).collect()
    }

    /// The kernels this CPU runs, each with its solver. Says on stderr,
    /// past the harness's capture, which it tests and which it skips, and
    /// fails when `QUEENS_REQUIRE_KERNELS` (`all`, or names such as
    /// `avx2`; names of other crates' kernels are theirs) names a skipped
    /// one.
    fn solvers() -> Vec<crate::Solver> {
        use testkit::kernels::{report_kernels, skip_kernel};
        let (mut tested, mut skipped, mut out) = (Vec::new(), Vec::new(), Vec::new());
        for k in crate::Kernel::ALL {
            match k.solver() {
                Ok(s) => {
                    tested.push(k.name());
                    out.push(s);
                }
                Err(e) => skipped.push(skip_kernel(k.name(), &e.reason())),
            }
        }
        report_kernels("sudoku", &tested, &skipped);
        out
    }

    /// Every mode of every kernel on every puzzle of the four sets: the
    /// count the set promises (one, or two or more), a first solution the
    /// independent checker accepts, and for a proper puzzle the same
    /// solution from each. Named modes and kernels, none skipped silently.
    #[test]
    fn every_mode_and_kernel_solves_every_set() {
        let modes = [Mode::Pairs, Mode::Triads, Mode::Open, Mode::Hybrid];
        let solvers = solvers();
        for set in testkit::SUDOKU_UNIQUE_SETS
            .into_iter()
            .chain([testkit::SUDOKU_MULTIPLE_SET])
        {
            let unique = set != testkit::SUDOKU_MULTIPLE_SET;
            for line in testkit::sudoku_puzzles(set) {
                let cells = cells_of(&line);
                let mut firsts = Vec::new();
                for solver in &solvers {
                    for mode in modes {
                        let k = solver.kernel();
                        let s = solver.run(&cells, 2, mode);
                        assert_eq!(
                            s.found,
                            if unique { 1 } else { 2 },
                            "{k} {mode:?} on {set}: {line}"
                        );
                        let first = text(&s.first.expect("a solution"));
                        testkit::check_sudoku_solution(&line, &first)
                            .unwrap_or_else(|e| panic!("{k} {mode:?} on {set}: {line}: {e}"));
                        firsts.push(first);
                    }
                }
                if unique {
                    assert!(firsts.iter().all(|f| *f == firsts[0]), "{set}: {line}");
                }
            }
        }
    }

    /// The kernels differ only in instructions: the same tree, node for
    /// node and guess for guess, in every mode.
    #[test]
    fn kernels_search_the_same_tree() {
        let solvers = solvers();
        for line in testkit::sudoku_puzzles("forum_hardest_1106.txt").iter().take(50) {
            let cells = cells_of(line);
            for mode in [Mode::Pairs, Mode::Triads, Mode::Open, Mode::Hybrid] {
                let runs: Vec<(u64, u64)> = solvers
                    .iter()
                    .map(|s| {
                        let r = s.run(&cells, 2, mode);
                        (r.nodes, r.guesses)
                    })
                    .collect();
                assert!(runs.iter().all(|r| *r == runs[0]), "{mode:?}: {runs:?} on {line}");
            }
        }
    }

    /// Clashing givens are found by propagation, not by a check of their
    /// own (see [`State::new`]): two equal givens alone on an empty grid
    /// leave no solution exactly when they share a row, column or box, in
    /// every mode and kernel; and a given added to a puzzle where it
    /// clashes in a row, a column or a box (by the textbook scan) leaves
    /// none either.
    #[test]
    fn clashing_givens_have_no_solution() {
        let solvers = solvers();
        let modes = [Mode::Pairs, Mode::Triads, Mode::Open, Mode::Hybrid];
        let peers = |i: usize, j: usize| {
            i / 9 == j / 9 || i % 9 == j % 9 || (i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3)
        };
        for i in 0..81 {
            for j in i + 1..81 {
                let mut cells = [0u8; 81];
                cells[i] = 7;
                cells[j] = 7;
                let expect = if peers(i, j) { 0 } else { 2 };
                for solver in &solvers {
                    for mode in modes {
                        let found = solver.run(&cells, 2, mode).found;
                        assert_eq!(found, expect, "{} {mode:?}: 7 at {i} and {j}", solver.kernel());
                    }
                }
            }
        }
        let mut kinds = [0usize; 3];
        for line in testkit::sudoku_puzzles("top1465.txt").iter().take(100) {
            let base = cells_of(line);
            for i in (0..81).filter(|&i| base[i] == 0) {
                for d in 1..=9 {
                    let Some(clash) = crate::textbook::clash(&base, i, d) else {
                        continue;
                    };
                    let kind = match clash.unit {
                        crate::Unit::Row(_) => 0,
                        crate::Unit::Column(_) => 1,
                        crate::Unit::Box(_) => 2,
                    };
                    // At most 2000 of each kind: plenty, and quick.
                    if kinds[kind] > 20 * 100 {
                        continue;
                    }
                    kinds[kind] += 1;
                    let mut cells = base;
                    cells[i] = d;
                    for solver in &solvers {
                        for mode in modes {
                            let found = solver.run(&cells, 2, mode).found;
                            assert_eq!(found, 0, "{} {mode:?}: {d} at {i} in {line}", solver.kernel());
                        }
                    }
                }
            }
        }
        assert!(
            kinds.iter().all(|&k| k > 1000),
            "clashes by row, column, box: {kinds:?}"
        );
    }

    /// Counting further than two, and puzzles with no solution (a given
    /// changed until the count drops to 0), agree across the modes and
    /// with the plain solver of [`crate::propagate`].
    #[test]
    fn modes_agree_on_larger_counts_and_dead_ends() {
        for line in testkit::sudoku_puzzles(testkit::SUDOKU_MULTIPLE_SET)
            .iter()
            .take(300)
        {
            let cells = cells_of(line);
            let plain = crate::propagate::count(&cells, 20).solutions;
            for mode in [Mode::Pairs, Mode::Triads, Mode::Open, Mode::Hybrid] {
                assert_eq!(run(&cells, 20, mode, Portable).found, plain, "{mode:?}: {line}");
            }
        }
        let mut dead = 0;
        for line in testkit::sudoku_puzzles("top1465.txt").iter().take(200) {
            let mut cells = cells_of(line);
            let i = cells.iter().position(|&c| c != 0).unwrap();
            cells[i] = cells[i] % 9 + 1;
            let plain = crate::propagate::count(&cells, 2).solutions;
            dead += usize::from(plain == 0);
            for mode in [Mode::Pairs, Mode::Triads, Mode::Open, Mode::Hybrid] {
                assert_eq!(run(&cells, 2, mode, Portable).found, plain, "{mode:?}: {line}");
            }
        }
        assert!(dead > 50, "only {dead} of the changed puzzles have no solution");
    }

    /// What the hybrid's root test calls this puzzle; `None` when the root
    /// is solved or dead, where it does not ask.
    fn root_kind(cells: &[u8; 81]) -> Option<Root> {
        let mut state = State::new(cells);
        let mut cols = [0u32; 28];
        let open = state.propagate::<false, Portable>(&mut cols, Portable) && !state.is_solved();
        open.then(|| state.root_kind())
    }

    /// Triads cut the hard set's tree, and branching where the fewest
    /// digits are open cuts it further, as the docs of [`Mode`] say; the
    /// hybrid takes `Open` from the root on (nearly) all of these puzzles,
    /// so its tree is about `Open`'s.
    #[test]
    fn triads_and_open_visit_fewer_nodes_on_the_hard_set() {
        let (mut pairs, mut triads, mut open, mut hybrid, mut hard) = (0, 0, 0, 0, 0);
        for line in &testkit::sudoku_puzzles("forum_hardest_1106.txt") {
            let cells = cells_of(line);
            pairs += run(&cells, 2, Mode::Pairs, Portable).nodes;
            triads += run(&cells, 2, Mode::Triads, Portable).nodes;
            open += run(&cells, 2, Mode::Open, Portable).nodes;
            hybrid += run(&cells, 2, Mode::Hybrid, Portable).nodes;
            hard += usize::from(root_kind(&cells) == Some(Root::Hard));
        }
        assert!(
            triads * 10 < pairs * 8,
            "{triads} nodes with triads, {pairs} without"
        );
        assert!(open * 10 < triads * 9, "{open} nodes in Open, {triads} in Triads");
        assert!(
            hard > 330,
            "only {hard} of 375 hard puzzles look hard at the root"
        );
        assert!(
            hybrid * 100 < open * 103,
            "{hybrid} nodes in Hybrid, {open} in Open"
        );
    }

    /// The root tests leave the many-solution set (where `Pairs` is
    /// cheapest) to the pairs-first search; top1465's roots are mostly
    /// medium, a few hard.
    #[test]
    fn root_tests_sort_the_sets() {
        let serg = testkit::sudoku_puzzles(testkit::SUDOKU_MULTIPLE_SET);
        let kinds = |lines: &[String], kind: Root| {
            lines
                .iter()
                .filter(|l| root_kind(&cells_of(l)) == Some(kind))
                .count()
        };
        let (hard, medium) = (kinds(&serg, Root::Hard), kinds(&serg, Root::Medium));
        assert_eq!((hard, medium), (0, 0), "serg's roots: hard, medium");
        let top = testkit::sudoku_puzzles("top1465.txt");
        let (hard, medium) = (kinds(&top, Root::Hard), kinds(&top, Root::Medium));
        assert!(
            hard * 5 < top.len(),
            "{hard} of top1465's {} look hard",
            top.len()
        );
        assert!(
            medium * 2 > top.len(),
            "{medium} of top1465's {} look medium",
            top.len()
        );
    }

    #[test]
    fn permutation_tables() {
        // Every minirow there: all six permutations.
        assert_eq!(PERMS[0x1FF], 0b111111);
        // The identity's minirows only: just the identity.
        assert_eq!(PERMS[0b100_010_001], 1);
        assert_eq!(PERM_MINIROWS[1], 0b100_010_001);
        assert_eq!(PERM_FORCED[0b11], 0b000_000_001);
        assert_eq!(PERM_FORCED[0], 0);
        assert_eq!(PERM_CELLS[0], 0b111 | 0b111 << 12 | 0b111 << 24);
        assert_eq!(MINIROW_KEEP[4].count_ones(), 27 - 6 - 6);
    }

    #[test]
    fn given_masks_agree_with_the_cell_by_cell_ones() {
        let mut grids: Vec<[u8; 81]> = testkit::sudoku_puzzles("top1465.txt")
            .iter()
            .take(200)
            .map(|l| cells_of(l))
            .collect();
        // Bytes that are no digit count as empty.
        grids.push(std::array::from_fn(|i| (i * 7 % 256) as u8));
        grids.push([255; 81]);
        for cells in &grids {
            let masks = given_masks(cells);
            assert_eq!(masks, given_masks_by_cell(cells), "{cells:?}");
            for (slot, &mask) in masks[..27].iter().enumerate() {
                let (b, d) = (slot % 3, digit_of(slot));
                for cell in 0..27 {
                    let here = cells[27 * b + cell] == d as u8 + 1;
                    assert_eq!(mask >> cell & 1 != 0, here, "{cells:?}");
                }
            }
        }
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
        let s = run(&cells, 2, Mode::Hybrid, Portable);
        assert_eq!(s.found, 1);
        let sol = s.first.unwrap();
        let text: String = sol.iter().map(|d| char::from(b'0' + d)).collect();
        assert_eq!(
            text,
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
    }
}

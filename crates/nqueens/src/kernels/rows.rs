//! Counting solutions row by row from a partial board, with the masks and
//! tables that make the search visit each symmetry class about once.
//!
//! **What it computes.** A [`Search`] describes a board with rows
//! `0..first` filled, the attacks on row `first`, and per-row restrictions.
//! [`count`] returns the number of ways to fill rows `first..n` that the
//! restrictions allow — in [`Mode::Plain`] exactly the completions
//! [`crate::reference::count_plain`] would find below that partial board.
//!
//! **Bit layout.** Bit c is column c. `col` holds used columns, `ld` the
//! diagonals moving right (shifted left a row), `rd` those moving left
//! (shifted right a row); all queens are above the current row, so a plain
//! `u64` holds everything (n ≤ 32).
//!
//! **Modes.**
//! - [`Mode::Plain`]: every completion counts.
//! - [`Mode::Corner`]: the top queen sits in the corner; `allowed[row]`
//!   keeps column 1 out of the rows that would make the solution's
//!   transpose the smaller one, and a forward check prunes a node once
//!   column 1 has no free row left below them. Every completion counts.
//! - [`Mode::Edge`]: the top queen is `t` columns from the corner, the
//!   nearest of the four border queens. `allowed[row]` keeps the left and
//!   right columns inside rows `t..=n-1-t`, the last row's `allowed` is the
//!   band `t..=n-1-t`, and a completion counts when the table `leaf[l·n+r]`
//!   (l, r: rows of the left and right column queens) has the bottom
//!   queen's bit: its frame is canonical with no symmetry of its own.
//!   Forward checks prune a node as soon as the last row's band, the left
//!   column or the right column has no free square left within reach.
//!
//! In every mode a node is also dropped when the row after the next has no
//! free square whatever the next queen does (a one-row look-ahead).
//!
//! **Blocks.** The last rows (at most [`MAX_K`]) are counted at once
//! instead of searched: by the SIMD finisher (`x86_64/avx512/blocks.rs`,
//! handed in by `x86_64/cpu.rs`) when the CPU has AVX-512, otherwise by the [`Portable`] table counter (plain Rust, every
//! target). In edge mode only once both side columns are used, so that the
//! frame table reduces to a mask on the last row. A block's root is only
//! handed over when its first two rows keep a free square (most blocks
//! have no completion; that test is cheaper than the count). With `STATS`
//! the nodes are the queens the search places, block roots included;
//! queens inside blocks are not counted.
//!
//! **Who uses it.** The portable kernel counts edge units frame first
//! ([`super::generic::edge`]) and only corner units here; the SIMD kernels' unit
//! paths use it in every mode, and the tests hold the others to it.
//!
//! **Invariant.** At depth d the masks hold every attack on row
//! `first + d`; bits pushed past the board are ignored through `allowed`.

use super::Found;
use super::generic::portable::Portable;
use super::orders::MAX_K;

/// How completions are restricted and counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Plain,
    Corner,
    Edge,
}

/// A partial board and the rules for completing it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Search {
    pub n: usize,
    /// The first open row (rows above it are filled).
    pub first: usize,
    pub col: u64,
    pub ld: u64,
    pub rd: u64,
    /// Squares each row may use, before attacks.
    pub allowed: [u64; 32],
    /// Edge mode: how far the top queen is from the corner.
    pub t: usize,
    /// Edge mode: `l·n + r` of the left and right column queens placed so
    /// far (a row adds `row·n` or `row` when it uses column 0 or n-1).
    pub lr: usize,
    /// Edge mode: bottom-queen columns that count, by `l·n + r`.
    pub leaf: std::sync::Arc<[u64]>,
    /// Corner mode: column 1's queen must sit in this row or below (0: no
    /// such rule).
    pub col1_from: usize,
}

impl Search {
    /// The free squares of the first open row.
    pub fn first_free(&self) -> u64 {
        self.allowed[self.first] & !(self.col | self.ld | self.rd)
    }

    /// The search left after placing a queen at `bit` in the first open row.
    pub fn place(&self, bit: u64) -> Search {
        let row = self.first;
        Search {
            first: row + 1,
            col: self.col | bit,
            ld: (self.ld | bit) << 1,
            rd: (self.rd | bit) >> 1,
            lr: self.lr + side_rows(self.n, bit, row),
            ..self.clone()
        }
    }
}

/// What a queen at `bit` on `row` adds to the side queens' leaf index
/// `l·n + r`: `row·n` in column 0, `row` in column n-1, else nothing.
/// Branch-free.
#[inline(always)]
pub(crate) fn side_rows(n: usize, bit: u64, row: usize) -> usize {
    (bit & 1) as usize * row * n + (bit >> (n - 1)) as usize * row
}

/// A search's per-row rules, worked out once for all its nodes: the
/// squares each row allows, the last row's band, the tables of the
/// forward checks and of the frame. The row kernel and the lanes share
/// them, and with them the dead-end test and the block count.
pub(crate) struct Rules {
    pub n: usize,
    pub last: usize,
    /// Column n-1.
    pub top: u64,
    /// The last row's allowed squares.
    pub band: u64,
    /// Squares each row may use; nothing past the board, where a block's
    /// rows beyond the last are never counted.
    pub allowed: [u64; 32 + MAX_K],
    /// Edge mode's forward checks, by row.
    pub reach: [Reach; 32],
    /// Corner mode: as `rd` bits, the rows at or below `col1_from` where
    /// column 1 may still take its queen (`rd` bit p attacks column 1
    /// p - 1 rows further down); all ones without such a rule.
    pub col1: [u64; 33],
    /// Edge mode: bottom-queen columns that count, by `l·n + r`.
    pub leaf: std::sync::Arc<[u64]>,
}

impl Rules {
    pub fn new(s: &Search) -> Rules {
        let n = s.n;
        let mut allowed = [0u64; 32 + MAX_K];
        allowed[..32].copy_from_slice(&s.allowed);
        let mut col1 = [u64::MAX; 33];
        if s.col1_from > 0 {
            for (row, m) in col1.iter_mut().enumerate().take(n) {
                *m = (s.col1_from.max(row)..n).fold(0, |m, j| m | 1 << (j - row + 1));
            }
        }
        Rules {
            n,
            last: n - 1,
            top: 1 << (n - 1),
            band: s.allowed[n - 1],
            allowed,
            reach: reach(s),
            col1,
            leaf: s.leaf.clone(),
        }
    }

    /// Whether a child can be dropped: with attacks `c`, `l`, `r` on row
    /// `next` and free squares `f` there, no square in that row, none left
    /// in the row after it whatever the next queen (a one-row
    /// look-ahead), and in edge mode no square of the band for the bottom
    /// queen or no row in reach for a side column, in corner mode none for
    /// column 1. One branch for all of them, at the caller.
    #[inline(always)]
    pub fn dead<const EDGE: bool>(&self, next: usize, c: u64, l: u64, r: u64, f: u64) -> bool {
        let mut dead =
            (f == 0) | ((next < self.last) & (self.allowed[next + 1] & !(c | (l << 1) | (r >> 1)) == 0));
        if EDGE {
            let rc = self.reach[next];
            dead |= self.band & !(c | (l << rc.to_last) | (r >> rc.to_last)) == 0;
            dead |= (c & 1 == 0) & (rc.left & !r == 0);
            dead |= (c & self.top == 0) & (rc.right & !l == 0);
        } else {
            dead |= (c & 2 == 0) & (self.col1[next] & !r == 0);
        }
        dead
    }

    /// Counts the rows from `at` to the last at once with the block
    /// counter (0 without one). In edge mode both side queens are placed,
    /// so the frame table is a mask on the last row.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn block<const EDGE: bool, B: Blocks>(
        &self,
        blocks: &B,
        c: u64,
        l: u64,
        r: u64,
        lr: usize,
        at: usize,
    ) -> u64 {
        let n = self.n;
        let k = n - at;
        let mut rows = [0u64; MAX_K];
        for (j, slot) in rows.iter_mut().enumerate() {
            *slot = self.allowed[at + j] & !((l << j) | (r >> j));
        }
        if EDGE {
            rows[k - 1] &= self.leaf[lr];
        }
        // `!c` holds the k free columns.
        blocks.count(k, ((1u64 << n) - 1) & !c, &rows)
    }

    /// [`Rules::block`] out of line, for the rare blocks that start below
    /// the usual block row (edge mode, side queens placed late): keeps the
    /// hot loop compact, which measured faster.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn block_cold<const EDGE: bool, B: Blocks>(
        &self,
        blocks: &B,
        c: u64,
        l: u64,
        r: u64,
        lr: usize,
        at: usize,
    ) -> u64 {
        self.block::<EDGE, B>(blocks, c, l, r, lr, at)
    }
}

/// How the search counts its last rows: not at all (`NoBlocks`, in tests), with
/// the SIMD finisher (`Simd` in `x86_64/cpu.rs`) or with the [`Portable`] tables.
pub(crate) trait Blocks {
    /// Whether the search hands its last rows over at all.
    const ON: bool;
    /// How many rows it counts at once, at most [`MAX_K`].
    const DEPTH: usize = MAX_K;
    /// The completions of the last `k` rows (as `Finisher::count`).
    fn count(&self, k: usize, free: u64, rows: &[u64; MAX_K]) -> u64;
}

/// Every row searched: the tests' reference for the blocks.
#[cfg(test)]
pub(crate) struct NoBlocks;

#[cfg(test)]
impl Blocks for NoBlocks {
    const ON: bool = false;
    fn count(&self, _: usize, _: u64, _: &[u64; MAX_K]) -> u64 {
        0
    }
}

impl Blocks for Portable {
    const ON: bool = true;
    #[inline(always)]
    fn count(&self, k: usize, free: u64, rows: &[u64; MAX_K]) -> u64 {
        Portable::count(self, k, free, rows)
    }
}

/// Per-row constants of the edge mode's forward checks.
#[derive(Clone, Copy, Default)]
pub(crate) struct Reach {
    /// Row offsets (as `rd` bits) at which column 0 may still take its
    /// queen: `rd` bit p attacks column 0 p rows further down.
    pub left: u64,
    /// The same for column n-1, as `ld` bits: `ld` bit p reaches column
    /// n-1 after n-1-p rows.
    pub right: u64,
    /// Rows from this one down to the last.
    pub to_last: u32,
}

pub(crate) fn reach(s: &Search) -> [Reach; 32] {
    let n = s.n;
    let mut out = [Reach::default(); 32];
    if n < 2 {
        return out;
    }
    let (lo, hi) = (s.t, n - 1 - s.t);
    for (row, r) in out.iter_mut().enumerate().take(n) {
        r.to_last = (n - 1 - row) as u32;
        for j in lo.max(row)..=hi.min(n - 2) {
            r.left |= 1 << (j - row);
            r.right |= 1 << (n - 1 - (j - row));
        }
    }
    out
}

/// Counts the completions of `s`, the portable way: the code every
/// target compiles (with the [`Portable`] block counter), that the kernel
/// tester holds the others to.
#[cfg(test)]
pub(crate) fn search_portable<const STATS: bool>(s: &Search, mode: Mode) -> Found {
    let p = Portable::get();
    match mode {
        Mode::Plain | Mode::Corner => search::<STATS, false, _>(s, p),
        Mode::Edge => search::<STATS, true, _>(s, p),
    }
}

/// The row search. With `STATS`, also counts the partial boards visited
/// (queens placed); without, that costs nothing. `blocks` counts the last
/// rows at once (or, for [`NoBlocks`], not at all); the count is the same
/// either way.
#[inline(always)]
pub(crate) fn search<const STATS: bool, const EDGE: bool, B: Blocks>(s: &Search, blocks: &B) -> Found {
    let blocks_on = B::ON;
    let n = s.n;
    let top = 1u64 << (n - 1);
    let sides = 1 | top;
    let last_row = n - 1;
    // n = 1 has no row above the last (its one square is handled below).
    let pen = last_row.wrapping_sub(1);
    let leaf = &s.leaf;
    let free0 = s.first_free();
    let mut found = Found::default();
    // `lr` indexes the leaf table by l·n + r, the rows of the side queens.
    // A side not yet placed adds 0, and row 0 (the top queen's) can never
    // hold a side queen in edge mode, so such an index finds an empty entry.
    let counted = |f: u64, lr: usize| if EDGE { f & leaf[lr] } else { f };
    if s.first > last_row {
        found.solutions = 1;
        return found;
    }
    if s.first == last_row {
        found.solutions = u64::from(counted(free0, s.lr).count_ones());
        if STATS {
            found.nodes = u64::from(free0.count_ones());
        }
        return found;
    }
    let rules = Rules::new(s);
    let band = rules.band;
    let block_row = if blocks_on { n.saturating_sub(B::DEPTH) } else { n };

    // The stack, indexed by row: attacks on that row, its untried squares,
    // and the leaf index of the side queens above it.
    let mut col = [0u64; 33];
    let mut ld = [0u64; 33];
    let mut rd = [0u64; 33];
    let mut avail = [0u64; 33];
    let mut lrs = [0usize; 33];
    let first = s.first;
    col[first] = s.col;
    ld[first] = s.ld;
    rd[first] = s.rd;
    avail[first] = free0;
    lrs[first] = s.lr;
    let mut row = first;
    loop {
        let a = avail[row];
        if a == 0 {
            if row == first {
                break;
            }
            row -= 1;
            continue;
        }
        let bit = a & a.wrapping_neg();
        avail[row] = a ^ bit;
        let next = row + 1;
        let c = col[row] | bit;
        let l = (ld[row] | bit) << 1;
        let r = (rd[row] | bit) >> 1;
        let f = rules.allowed[next] & !(c | l | r);
        if STATS {
            found.nodes += 1;
        }
        if rules.dead::<EDGE>(next, c, l, r, f) {
            continue;
        }
        let lr = if EDGE {
            lrs[row] + side_rows(n, bit, row)
        } else {
            0
        };
        let placed = !EDGE || c & sides == sides;
        if blocks_on && next + 1 == block_row && placed {
            // The children of this node are all blocks: count them here
            // rather than push the node and pop it again.
            let mut a2 = f;
            while a2 != 0 {
                let b2 = a2 & a2.wrapping_neg();
                a2 ^= b2;
                let c2 = c | b2;
                let l2 = (l | b2) << 1;
                let r2 = (r | b2) >> 1;
                if STATS {
                    found.nodes += 1;
                }
                // Hand over only blocks whose first two rows keep a square.
                let mut live = true;
                for j in 0..2 {
                    live &= rules.allowed[block_row + j] & !(c2 | (l2 << j) | (r2 >> j)) != 0;
                }
                if live {
                    found.solutions += rules.block::<EDGE, B>(blocks, c2, l2, r2, lr, block_row);
                }
            }
            continue;
        }
        if blocks_on && next >= block_row && placed {
            found.solutions += rules.block_cold::<EDGE, B>(blocks, c, l, r, lr, next);
            continue;
        }
        if next == last_row {
            found.solutions += u64::from(counted(f, lr).count_ones());
            continue;
        }
        if !blocks_on && next == pen {
            // The last two rows: count the last row's squares for each
            // queen of the row before, without visiting them.
            let mut a2 = f;
            while a2 != 0 {
                let b2 = a2 & a2.wrapping_neg();
                a2 ^= b2;
                let f2 = band & !((c | b2) | ((l | b2) << 1) | ((r | b2) >> 1));
                let lr2 = if EDGE { lr + side_rows(n, b2, next) } else { 0 };
                found.solutions += u64::from(counted(f2, lr2).count_ones());
                if STATS {
                    found.nodes += 1 + u64::from(f2.count_ones());
                }
            }
            continue;
        }
        col[next] = c;
        ld[next] = l;
        rd[next] = r;
        avail[next] = f;
        lrs[next] = lr;
        row = next;
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::units::{Plan, UnitRef};

    /// Every search unit of every small board (symmetry on and off, all
    /// splits) counts the same with the portable blocks as searched row by
    /// row, and so does the SIMD finisher where the CPU has it.
    #[test]
    fn portable_blocks_agree_with_plain_search() {
        let p = Portable::get();
        // The CPU kernels (the GPU's has its own test, prototype by
        // prototype: one dispatch per unit would be slow).
        let kernels: Vec<_> = crate::Kernel::ALL
            .into_iter()
            .filter_map(crate::kernels::tests::require)
            .collect();
        for n in 1..=12 {
            for symmetry in [true, false] {
                for split in 0..=crate::count::units::MAX_SPLIT {
                    let plan = Plan::new(n, symmetry, split);
                    for unit in plan.units() {
                        let UnitRef::Search { proto, ref prefix } = unit else {
                            continue;
                        };
                        let s = plan.search(proto, prefix);
                        let mode = plan.protos[proto as usize].mode;
                        let (plain, fast) = match mode {
                            Mode::Edge => (
                                search::<true, true, _>(&s, &NoBlocks),
                                search::<true, true, _>(&s, p),
                            ),
                            _ => (
                                search::<true, false, _>(&s, &NoBlocks),
                                search::<true, false, _>(&s, p),
                            ),
                        };
                        assert_eq!(plain.solutions, fast.solutions, "n={n} {unit:?}");
                        if mode == Mode::Edge {
                            // The frame-first edge search, with and
                            // without node counts.
                            let frame_first = super::super::edge::search::<true, _>(&s, p);
                            assert_eq!(frame_first.solutions, plain.solutions, "n={n} {unit:?}");
                            let quiet = super::super::edge::search::<false, _>(&s, p);
                            assert_eq!(quiet.solutions, plain.solutions, "n={n} {unit:?}");
                        }
                        // Every kernel's unit path (the SIMD finisher where
                        // the CPU has it), and the portable one.
                        for kernel in &kernels {
                            assert_eq!(kernel.count::<false>(&s, mode).solutions, plain.solutions);
                        }
                        assert_eq!(search_portable::<true>(&s, mode).solutions, plain.solutions);
                    }
                }
            }
        }
    }
}

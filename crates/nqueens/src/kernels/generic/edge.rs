//! The portable kernel's edge units, frame first: the border queens are
//! placed before the search, as NQueensFAF does, so the search itself is a
//! plain bitmask loop.
//!
//! **What it computes.** For an edge-mode [`Search`] (see
//! [`crate::kernels::rows`]), [`search`] returns the same solution count as
//! [`crate::kernels::rows::search`]: every (left row l, right row r, bottom column
//! b) that the unit's placed queens allow, that keeps l and r in rows
//! `t..=n-1-t`, and whose frame the leaf table accepts (`leaf[l·n+r]` bit
//! b) is a *job*. Its new border queens are placed up front, and the
//! job's open rows (neither filled by the unit nor holding a border
//! queen) are searched with no side, band or leaf checks: the frame is
//! already right. Side queens the unit placed itself fix l or r.
//!
//! **Bit layout.** Bit c is column c. `col` holds used columns (the border
//! queens' included), `ld`/`rd` the diagonals of the queens the unit and
//! the search placed above the current row (`ld` shifted left per row
//! down, `rd` right). A move to the next open row shifts by the distance
//! between the rows (rows of border queens are skipped). The border
//! queens' own diagonals, which also reach rows above them, are a
//! per-row mask `pre` worked out once per job.
//!
//! **Blocks.** The open rows from [`BLOCK_K`] rows above the bottom row
//! down to row n-2 are counted at once by the block counter; a border
//! queen in that range is a row whose one usable square is its own (its
//! column counted among the block's free ones). The bottom row is the
//! bottom border queen's, so nothing is left after the block.
//!
//! **Node counts.** With `STATS` the nodes are the queens the search
//! places (block roots included); the border queens of the jobs and the
//! queens inside blocks are not counted, so the numbers differ from
//! [`crate::kernels::rows::search`]'s.
//!
//! **Invariant.** At depth d the masks hold every attack on open row
//! `rows[d]` from queens above it; `pre[d]` those of the border queens.

use crate::kernels::Found;
use crate::kernels::orders::MAX_K;
use crate::kernels::rows::{Blocks, Search};

/// Rows counted at once above the bottom row.
const BLOCK_K: usize = 5;

/// One job's search: its open rows above the block, and the block.
struct Job {
    full: u64,
    /// Open rows above the block, top to bottom, with the border queens'
    /// attacks on each and the distance from the row before (from `first`
    /// for the first).
    u: usize,
    pre: [u64; 32],
    shift: [u32; 33],
    /// The block's rows that hold a border queen: that queen's bit, else 0.
    fixed: [u64; MAX_K],
    /// The border queens' attacks on the block's rows.
    block_pre: [u64; MAX_K],
    /// The squares of the block's rows that count: the last row's are the
    /// bottom columns the frame table allows, a border queen's row none
    /// (its `fixed` bit is its square), the others all; none past the
    /// block.
    keep: [u64; MAX_K],
    /// The columns of the block's border queens.
    fixed_cols: u64,
    /// The block's rows.
    k: usize,
}

/// Counts the completions of edge-mode search `s` (see the module doc).
#[inline(always)]
pub(crate) fn search<const STATS: bool, B: Blocks>(s: &Search, blocks: &B) -> Found {
    let n = s.n;
    // Units at the last row (tiny boards) take the row search.
    if !B::ON || s.first + 1 >= n {
        return crate::kernels::rows::search::<STATS, true, B>(s, blocks);
    }
    let last = n - 1;
    let full = (1u64 << n) - 1;
    let t = s.t;
    let first = s.first;
    // Whether the unit's queens leave square (row, c) free, row ≥ first.
    let open_at = |row: usize| -> u64 {
        let d = row - first;
        full & !(s.col | (s.ld << d) | (s.rd >> d))
    };
    let left_placed = s.col & 1 != 0;
    let right_placed = s.col >> last & 1 != 0;
    let (hi, lo) = (last - t, t.max(first));
    let (l_from, l_to) = if left_placed {
        (s.lr / n, s.lr / n)
    } else {
        (lo, hi)
    };
    let (r_from, r_to) = if right_placed {
        (s.lr % n, s.lr % n)
    } else {
        (lo, hi)
    };
    let bottom_open = open_at(last) & s.allowed[last];
    let mut found = Found::default();
    for l in l_from..=l_to {
        if !left_placed && open_at(l) & 1 == 0 {
            continue;
        }
        for r in r_from..=r_to {
            if r == l || (!right_placed && open_at(r) >> last & 1 == 0) {
                continue;
            }
            // (l, 0) and (r, n-1) on one diagonal.
            if l.abs_diff(r) == last {
                continue;
            }
            let mut bs = s.leaf[l * n + r] & bottom_open;
            // The bottom queen off the side queens' diagonals.
            bs &= !(1u64 << (last - l)) & !(1u64 << r);
            if bs == 0 {
                continue;
            }
            let mut queens = [(0usize, 0usize); 2];
            let mut q = 0;
            if !left_placed {
                queens[q] = (l, 0);
                q += 1;
            }
            if !right_placed {
                queens[q] = (r, last);
                q += 1;
            }
            let job = make_job(n, full, first, &queens[..q], bs);
            let col = queens[..q].iter().fold(s.col, |m, &(_, c)| m | 1 << c);
            let f = run::<STATS, B>(&job, blocks, col, s.ld, s.rd);
            found.solutions += f.solutions;
            found.nodes += f.nodes;
        }
    }
    found
}

/// The job of the border queens `queens` (rows ≥ `first`, the bottom
/// one's last).
fn make_job(n: usize, full: u64, first: usize, queens: &[(usize, usize)], bottom: u64) -> Job {
    let attacks = |row: usize| -> u64 {
        let mut m = 0u64;
        for &(qr, qc) in queens {
            let d = qr.abs_diff(row);
            if d == 0 {
                continue;
            }
            if qc + d < n {
                m |= 1 << (qc + d);
            }
            if qc >= d {
                m |= 1 << (qc - d);
            }
        }
        m
    };
    let is_fixed = |row: usize| queens.iter().find(|&&(qr, _)| qr == row).map(|&(_, c)| 1u64 << c);
    let at = first.max(n.saturating_sub(BLOCK_K));
    let mut job = Job {
        full,
        u: 0,
        pre: [0; 32],
        shift: [0; 33],
        fixed: [0; MAX_K],
        block_pre: [0; MAX_K],
        keep: [0; MAX_K],
        fixed_cols: 0,
        k: n - at,
    };
    let mut prev = first;
    for row in first..at {
        if is_fixed(row).is_some() {
            continue;
        }
        job.pre[job.u] = attacks(row);
        job.shift[job.u] = (row - prev) as u32;
        prev = row;
        job.u += 1;
    }
    // The move from the last open row above the block to the block.
    job.shift[job.u] = (at - prev) as u32;
    for j in 0..job.k {
        job.fixed[j] = is_fixed(at + j).unwrap_or(0);
        job.block_pre[j] = attacks(at + j);
        job.keep[j] = if job.fixed[j] != 0 { 0 } else { full };
        job.fixed_cols |= job.fixed[j];
    }
    // The bottom row never holds a side queen.
    job.keep[job.k - 1] = bottom;

    job
}

/// Searches a job's open rows above its block and counts the block under
/// each placement; `col`, `ld`, `rd` are the attacks on row `first` (the
/// border queens' columns in `col`).
#[inline(always)]
fn run<const STATS: bool, B: Blocks>(job: &Job, blocks: &B, col0: u64, ld0: u64, rd0: u64) -> Found {
    let mut found = Found::default();
    let full = job.full;
    let u = job.u;
    if u == 0 {
        // Only border queens' rows, if any, between row `first` and the
        // block.
        let sh = job.shift[0];
        found.solutions = block(job, blocks, col0, ld0 << sh, rd0 >> sh);
        return found;
    }
    let mut col = [0u64; 32];
    let mut ld = [0u64; 32];
    let mut rd = [0u64; 32];
    let mut avail = [0u64; 32];
    // Attacks on the first open row, moved down from row `first`.
    let sh0 = job.shift[0];
    col[0] = col0;
    ld[0] = ld0 << sh0;
    rd[0] = rd0 >> sh0;
    avail[0] = full & !(col[0] | ld[0] | rd[0] | job.pre[0]);
    let mut d = 0usize;
    loop {
        let a = avail[d];
        if a == 0 {
            if d == 0 {
                break;
            }
            d -= 1;
            continue;
        }
        let bit = a & a.wrapping_neg();
        avail[d] = a ^ bit;
        if STATS {
            found.nodes += 1;
        }
        let sh = job.shift[d + 1];
        let c = col[d] | bit;
        let l = (ld[d] | bit) << sh;
        let r = (rd[d] | bit) >> sh;
        if d + 1 == u {
            found.solutions += block(job, blocks, c, l, r);
            continue;
        }
        let f = full & !(c | l | r | job.pre[d + 1]);
        if f == 0 {
            continue;
        }
        if d + 2 == u {
            let sh2 = job.shift[d + 2];
            // The children of this node are all blocks: count them here
            // rather than push the node and pop it again.
            let mut a2 = f;
            while a2 != 0 {
                let b2 = a2 & a2.wrapping_neg();
                a2 ^= b2;
                if STATS {
                    found.nodes += 1;
                }
                found.solutions += block(job, blocks, c | b2, (l | b2) << sh2, (r | b2) >> sh2);
            }
            continue;
        }
        d += 1;
        col[d] = c;
        ld[d] = l;
        rd[d] = r;
        avail[d] = f;
    }
    found
}

/// Counts job's block under the attacks `c`, `l`, `r` on its first row. A
/// function, not a closure, so that it is inlined and compiled with the
/// caller's target features (popcount, tzcnt).
#[inline(always)]
fn block<B: Blocks>(job: &Job, blocks: &B, c: u64, l: u64, r: u64) -> u64 {
    let full = job.full;
    let row = |j: usize| (job.keep[j] & !(c | (l << j) | (r >> j) | job.block_pre[j])) | job.fixed[j];
    let (row0, row1) = (row(0), row(1));
    // Most blocks have no completion; an empty row among the first
    // two is cheaper to see than the count.
    if (row0 == 0) | ((job.k > 1) & (row1 == 0)) {
        return 0;
    }
    let mut rows = [0u64; MAX_K];
    for (j, slot) in rows.iter_mut().enumerate().skip(2) {
        *slot = row(j);
    }
    (rows[0], rows[1]) = (row0, row1);
    blocks.count(job.k, (full & !c) | job.fixed_cols, &rows)
}

//! Sixteen searches at once: a depth-first search in each 32-bit lane of
//! an AVX-512 register, every step taken by all lanes without a branch.
//!
//! **What it computes.** For a batch of [`Search`]es of one prototype
//! (same mode and per-row rules), the same counts as `kernels::rows`; the
//! kernel tester holds the two to each other.
//!
//! **How.** Each search is first opened a few rows by a plain scalar
//! search into *roots*. Every lane takes a root and walks its subtree: a
//! step either takes the lane's next untried square (pushing the child if
//! it survives the dead-end tests, queueing it as a block if the rows left
//! are few enough for the block [`Finisher`]) or, with none left, returns
//! to the parent. The masks are reversible, so no stack is kept in memory:
//! a lane remembers only the column chosen on each row (5 bits a row, in
//! two registers shifted as one 64-bit word, so a walk goes at most
//! [`HISTORY`] rows below its root: the opening goes deeper where needed,
//! from n = 18) and undoes a move by reversing its shifts. `rd` keeps
//! room = min(32 − n, [`HISTORY`]) bits below the board for that: a bit
//! that falls off the bottom is then always one no row above needs
//! again, as long as the walk goes at most room rows below its root.
//! Per-row rules (allowed squares,
//! the forward checks' masks) are 32-entry tables read with one permute.
//! Idle lanes take new roots; queued blocks are counted in bulk, those of
//! [`LANE_K`] rows sixteen at a time ([`Finisher::sets4x16`]: no `pext`).
//! Children on row n − [`LANE_K`] are blocks; in edge mode that includes
//! children with a side column still open: the drain then checks the
//! frame table for each completing permutation (they are few). Only
//! below deep roots, which tests make, do edge blocks wait for both side
//! queens (the frame table is then a mask on the last row) and start
//! lower, with fewer rows, counted one by one. With statistics, a node is
//! a square tried by the opening or a lane, blocks' rows not included.
//!
//! **Bit layout.** Bit c is column c in `col`, `ld` and `allowed`; `rd`
//! holds column c at bit c + room. In edge mode a lane's side-queen
//! rows l, r are kept as `l << 8 | r` (0: not placed; row 0 never holds a
//! side queen). n ≤ [`MAX_LANE_N`].
//!
//! [`HISTORY`]: crate::kernels::x86_64::lanes::HISTORY

#![cfg(target_arch = "x86_64")]

use std::arch::x86_64::*;

use crate::kernels::Found;
use crate::kernels::orders::MAX_K;
use crate::kernels::rows::{Reach, Search, reach};
use crate::kernels::x86_64::avx512::blocks::Finisher;
use crate::kernels::x86_64::lanes::{
    LANE_K, MAX_LANE_N, MIN_LANE_N, Opener, frame_count, lane_room, root_row,
};

/// Blocks waiting to be counted, one array per field.
struct Blocks {
    col: Vec<u32>,
    ld: Vec<u32>,
    rd: Vec<u32>,
    lr: Vec<u32>,
    row: Vec<u32>,
    slot: Vec<u32>,
    len: usize,
    /// Edge mode below deep roots: blocks are queued only once both side
    /// columns hold their queens (or on the last row). Else every block
    /// starts on n − [`LANE_K`], and the drain checks the frame of each
    /// completion of those with a side column open.
    wait_sides: bool,
    /// Whether `row` is kept: blocks start on n − [`LANE_K`] but below
    /// deep roots.
    rows: bool,
}

const BLOCK_CAP: usize = 4096;

/// Idle lanes that make a refill worth its stores and loads.
const REFILL: u32 = 2;

impl Blocks {
    fn new() -> Blocks {
        let v = || vec![0u32; BLOCK_CAP + 16];
        Blocks {
            col: v(),
            ld: v(),
            rd: v(),
            lr: v(),
            row: v(),
            slot: v(),
            len: 0,
            wait_sides: false,
            rows: true,
        }
    }
}

/// Whether `s` (and every search of its prototype) can go to the lanes.
pub(crate) fn fits(s: &Search) -> bool {
    (MIN_LANE_N..=MAX_LANE_N).contains(&s.n) && root_row(s, lane_room(s.n)) + 2 < s.n.saturating_sub(LANE_K)
}

/// Counts every search of `batch` (one prototype, `EDGE` for edge units).
///
/// # Safety
/// The CPU must have what `x86_64::cpu::Avx512` checks, every search
/// must [`fits`], and with `EDGE` every search's `leaf` must be its n·n
/// frame table (the drain gathers from it).
#[target_feature(enable = "avx512f,avx512bw,avx512cd,bmi1,bmi2,popcnt")]
pub(crate) unsafe fn count_batch<const STATS: bool, const EDGE: bool>(
    batch: &[Search],
    fin: &Finisher,
) -> Vec<Found> {
    let room = batch.first().map_or(0, |s| lane_room(s.n));
    // SAFETY: `count_batch_room` asks what our caller guarantees (the CPU
    // features of `cpu::Avx512`, fitting searches, the frame tables) and a
    // room of at most `lane_room(n)`: this one is `lane_room(n)` itself.
    unsafe { count_batch_room::<STATS, EDGE>(batch, fin, room) }
}

/// [`count_batch`] with `rd` given `room` bits below the board (at most
/// [`lane_room`]): less room means a deeper opening; tests use it to reach the
/// deep openings of large n on small boards.
///
/// # Safety
/// As for [`count_batch`].
#[target_feature(enable = "avx512f,avx512bw,avx512cd,bmi1,bmi2,popcnt")]
unsafe fn count_batch_room<const STATS: bool, const EDGE: bool>(
    batch: &[Search],
    fin: &Finisher,
    room: u32,
) -> Vec<Found> {
    let mut found = vec![Found::default(); batch.len()];
    let Some(proto) = batch.first() else {
        return found;
    };
    let n = proto.n;
    let last = n - 1;
    let block_row = n - LANE_K;
    let full = ((1u64 << n) - 1) as u32;
    let top = 1u32 << (n - 1);
    let band = proto.allowed[last] as u32;

    // Per-row tables; rows past the board allow everything (for the
    // look-ahead) or nothing (for the column coverage of a block).
    let mut allowed = [full; 32];
    let mut inside = [0u32; 32];
    for ((a, i), &b) in allowed
        .iter_mut()
        .zip(inside.iter_mut())
        .zip(proto.allowed.iter())
        .take(n)
    {
        *a = b as u32;
        *i = b as u32;
    }
    let rc: [Reach; 32] = if EDGE {
        reach(proto)
    } else {
        [Reach::default(); 32]
    };
    let mut left = [0u32; 32];
    let mut right = [0u32; 32];
    let mut to_last = [0u32; 32];
    let mut col1 = [u32::MAX; 32];
    for row in 0..n {
        left[row] = rc[row].left as u32;
        right[row] = rc[row].right as u32;
        to_last[row] = rc[row].to_last;
        if !EDGE && proto.col1_from > 0 {
            col1[row] = (proto.col1_from.max(row)..n).fold(0u32, |m, j| m | 1 << (j - row + 1));
        }
    }

    // Open the searches into roots as the lanes ask for them.
    let mut opener = Opener::<STATS, EDGE>::new(batch, &allowed, &rc, &col1, band, room);
    let mut blocks = Blocks::new();
    // Below deep roots (only tests make them), a lane's next row may lie
    // below `block_row`, and edge blocks wait for both side columns; else
    // every block starts on `block_row`.
    let deep = batch.iter().any(|s| root_row(s, room) >= block_row);
    blocks.wait_sides = EDGE && deep;
    blocks.rows = deep;
    let walk = if deep {
        walk::<STATS, EDGE, true>
    } else {
        walk::<STATS, EDGE, false>
    };
    // SAFETY: `walk` is compiled for the same AVX-512F/BW/CD, BMI1, BMI2
    // and POPCNT as this function, which our caller proved the CPU has; the
    // batch is the one our caller vouched for, and the tables passed are
    // the `[u32; 32]`s `walk` loads from.
    unsafe {
        walk(
            n,
            room,
            full,
            top,
            band,
            block_row,
            last,
            &allowed,
            &inside,
            &left,
            &right,
            &to_last,
            &col1,
            &mut opener,
            &mut blocks,
            &mut found,
            proto,
            fin,
        );
    }
    found
}

/// The lanes' walk over all roots. `DEEP`: a lane's next row may lie
/// below `block_row` (roots that deep, which only tests make); without,
/// `next ≤ block_row`, so the look-ahead never leaves the board and a
/// child is a block exactly when `next = block_row`.
///
/// # Safety
/// As for [`count_batch`].
#[allow(clippy::too_many_arguments)]
#[target_feature(enable = "avx512f,avx512bw,avx512cd,bmi1,bmi2,popcnt")]
unsafe fn walk<const STATS: bool, const EDGE: bool, const DEEP: bool>(
    n: usize,
    room: u32,
    full: u32,
    top: u32,
    band: u32,
    block_row: usize,
    last: usize,
    allowed: &[u32; 32],
    inside: &[u32; 32],
    left: &[u32; 32],
    right: &[u32; 32],
    to_last: &[u32; 32],
    col1: &[u32; 32],
    opener: &mut Opener<STATS, EDGE>,
    blocks: &mut Blocks,
    found: &mut [Found],
    proto: &Search,
    fin: &Finisher,
) {
    let load = |t: &[u32; 32]| (load16(&t[..16]), load16(&t[16..]));
    let (allow_lo, allow_hi) = load(allowed);
    let (inside_lo, inside_hi) = load(inside);
    let v_full = _mm512_set1_epi32(full as i32);
    let (left_lo, left_hi) = load(left);
    let (right_lo, right_hi) = load(right);
    let (last_lo, last_hi) = load(to_last);
    let (col1_lo, col1_hi) = load(col1);
    let zero = _mm512_setzero_si512();
    let one = _mm512_set1_epi32(1);
    let two = _mm512_set1_epi32(2);
    let v31 = _mm512_set1_epi32(31);
    let v_top = _mm512_set1_epi32(top as i32);
    let v_sides = _mm512_set1_epi32((1 | top) as i32);
    let v_band = _mm512_set1_epi32(band as i32);
    let v_last = _mm512_set1_epi32(last as i32);
    let v_block = _mm512_set1_epi32(block_row as i32);
    let shift_room = _mm_cvtsi32_si128(room as i32);
    let wait_sides = blocks.wait_sides;
    let corner_col1 = !EDGE && proto.col1_from > 0;

    // Lane state, in arrays between refills and in registers between.
    let mut st = [[0u32; 16]; 10];
    const C: usize = 0;
    const L: usize = 1;
    const R: usize = 2;
    const A: usize = 3;
    const ROW: usize = 4;
    const H0: usize = 5;
    const H1: usize = 6;
    const LR: usize = 7;
    const SLOT: usize = 8;
    const ROOT: usize = 9;
    let mut nodes = [0u32; 16];
    let mut active: u16 = 0;
    let mut more = true;

    loop {
        // Refill idle lanes with new roots.
        let mut idle = !active;
        while idle != 0 && more {
            let Some(r) = opener.next_root() else {
                more = false;
                break;
            };
            let i = idle.trailing_zeros() as usize;
            idle &= idle - 1;
            st[C][i] = r.col;
            st[L][i] = r.ld;
            st[R][i] = r.rd << room;
            st[A][i] = r.avail;
            st[ROW][i] = r.row;
            st[H0][i] = 0;
            st[H1][i] = 0;
            // The side queens' rows l, r as l << 8 | r (a shift to
            // add a row, where l·n + r needs a multiply).
            st[LR][i] = ((r.lr / n as u32) << 8) | (r.lr % n as u32);
            st[SLOT][i] = r.slot;
            st[ROOT][i] = r.row;
            active |= 1 << i;
        }
        if active == 0 {
            break;
        }
        let get = |k: usize| load16(&st[k]);
        let (mut vc, mut vl, mut vr, mut va, mut vrow) = (get(C), get(L), get(R), get(A), get(ROW));
        let (mut h0, mut h1, mut vlr) = (get(H0), get(H1), get(LR));
        let (vslot, vroot) = (get(SLOT), get(ROOT));
        let mut vnodes = load16(&nodes);
        // Steps until a lane falls idle (then refill) — at most a
        // bounded number, so that queued blocks get counted.
        let mut finished: u16 = 0;
        for _ in 0..256 {
            let has = _mm512_mask_test_epi32_mask(active, va, va);
            let b = _mm512_and_si512(va, _mm512_sub_epi32(zero, va));
            let a1 = _mm512_xor_si512(va, b);
            let next = _mm512_add_epi32(vrow, one);
            let cc = _mm512_or_si512(vc, b);
            let ll = _mm512_slli_epi32::<1>(_mm512_or_si512(vl, b));
            let rr = _mm512_srli_epi32::<1>(_mm512_or_si512(vr, _mm512_sll_epi32(b, shift_room)));
            let rd = _mm512_srl_epi32(rr, shift_room);
            let taken = _mm512_or_si512(cc, _mm512_or_si512(ll, rd));
            let allow = _mm512_permutex2var_epi32(allow_lo, next, allow_hi);
            let f = _mm512_andnot_si512(taken, allow);
            // Look-ahead over the next rows, up to a block's worth:
            // each keeps a free square whatever the queens between do
            // (rows past the board are not asked); and the squares
            // they offer, with the next row's, cover the free columns
            // once the rest of the board is within a block. Every
            // word of `m` must be nonzero: one test of their unsigned
            // minimum.
            let mut ok = has;
            let mut m = f;
            let mut cover = f;
            let (mut la, mut ra) = (ll, rd);
            let mut rowj = next;
            for _ in 1..LANE_K {
                la = _mm512_slli_epi32::<1>(la);
                ra = _mm512_srli_epi32::<1>(ra);
                rowj = _mm512_add_epi32(rowj, one);
                let att = _mm512_or_si512(cc, _mm512_or_si512(la, ra));
                let aj = _mm512_permutex2var_epi32(allow_lo, rowj, allow_hi);
                let fj = _mm512_andnot_si512(att, aj);
                if DEEP {
                    ok &= _mm512_test_epi32_mask(fj, fj) | _mm512_cmpgt_epi32_mask(rowj, v_last);
                    let ij = _mm512_permutex2var_epi32(inside_lo, rowj, inside_hi);
                    cover = _mm512_or_si512(cover, _mm512_andnot_si512(att, ij));
                } else {
                    // `next` ≤ `block_row`: the rows are on the board.
                    m = _mm512_min_epu32(m, fj);
                    cover = _mm512_or_si512(cover, fj);
                }
            }
            let free_cols = _mm512_andnot_si512(cc, v_full);
            let near_end = if DEEP {
                _mm512_cmpge_epi32_mask(next, v_block)
            } else {
                _mm512_cmpeq_epi32_mask(next, v_block)
            };
            ok &= !near_end | _mm512_cmpeq_epi32_mask(_mm512_and_si512(cover, free_cols), free_cols);
            if EDGE {
                let tl = _mm512_permutex2var_epi32(last_lo, next, last_hi);
                let reach_band = _mm512_or_si512(
                    cc,
                    _mm512_or_si512(_mm512_sllv_epi32(ll, tl), _mm512_srlv_epi32(rd, tl)),
                );
                m = _mm512_min_epu32(m, _mm512_andnot_si512(reach_band, v_band));
                // A side column passes if used or with a row in reach.
                let lm = _mm512_permutex2var_epi32(left_lo, next, left_hi);
                let rm = _mm512_permutex2var_epi32(right_lo, next, right_hi);
                let left_ok = _mm512_or_si512(_mm512_andnot_si512(rd, lm), _mm512_and_si512(cc, one));
                let right_ok = _mm512_or_si512(_mm512_andnot_si512(ll, rm), _mm512_and_si512(cc, v_top));
                m = _mm512_min_epu32(m, _mm512_min_epu32(left_ok, right_ok));
            } else if corner_col1 {
                let cm = _mm512_permutex2var_epi32(col1_lo, next, col1_hi);
                m = _mm512_min_epu32(
                    m,
                    _mm512_or_si512(_mm512_andnot_si512(rd, cm), _mm512_and_si512(cc, two)),
                );
            }
            ok &= _mm512_test_epi32_mask(m, m);
            if STATS {
                vnodes = _mm512_mask_add_epi32(vnodes, has, vnodes, one);
            }
            // The child's side-queen index.
            let lr_child = if EDGE {
                let at_left = _mm512_cmpeq_epi32_mask(b, one);
                let at_right = _mm512_cmpeq_epi32_mask(b, v_top);
                let x = _mm512_mask_add_epi32(vlr, at_left, vlr, _mm512_slli_epi32::<8>(vrow));
                _mm512_mask_add_epi32(x, at_right, x, vrow)
            } else {
                zero
            };
            let placed = if EDGE && wait_sides {
                _mm512_cmpeq_epi32_mask(_mm512_and_si512(cc, v_sides), v_sides)
            } else {
                0xffff
            };
            let to_block = if DEEP {
                ok & ((near_end & placed) | _mm512_cmpeq_epi32_mask(next, v_last))
            } else {
                ok & near_end
            };
            let descend = ok & !to_block;
            if to_block != 0 {
                let at = blocks.len;
                let put = |dst: &mut Vec<u32>, v: __m512i| {
                    let v = _mm512_maskz_compress_epi32(to_block, v);
                    // SAFETY: 16 u32s at `at` = `blocks.len`, which is below
                    // BLOCK_CAP here (a drain empties the queue as soon as it
                    // reaches the cap), in a vector of BLOCK_CAP + 16.
                    unsafe { _mm512_storeu_si512(dst.as_mut_ptr().add(at).cast(), v) };
                };
                put(&mut blocks.col, cc);
                put(&mut blocks.ld, ll);
                put(&mut blocks.rd, rd);
                if EDGE {
                    put(&mut blocks.lr, lr_child);
                }
                if DEEP {
                    put(&mut blocks.row, next);
                }
                put(&mut blocks.slot, vslot);
                blocks.len += to_block.count_ones() as usize;
                if blocks.len >= BLOCK_CAP {
                    // SAFETY: `drain` asks what our caller guarantees.
                    unsafe { drain::<EDGE>(blocks, found, proto, fin) };
                }
            }
            // Returns: lanes with nothing left to try, above their root.
            let empty = active & !has;
            let at_root = _mm512_mask_cmpeq_epi32_mask(empty, vrow, vroot);
            let back = empty & !at_root;
            finished |= at_root;
            // Push the descending lanes' column.
            let idx = _mm512_sub_epi32(v31, _mm512_lzcnt_epi32(b));
            let nh1 = _mm512_or_si512(_mm512_slli_epi32::<5>(h1), _mm512_srli_epi32::<27>(h0));
            let nh0 = _mm512_or_si512(_mm512_slli_epi32::<5>(h0), idx);
            // Pop the returning lanes' column and undo it.
            let pidx = _mm512_and_si512(h0, v31);
            let pb = _mm512_sllv_epi32(one, pidx);
            let ph0 = _mm512_or_si512(_mm512_srli_epi32::<5>(h0), _mm512_slli_epi32::<27>(h1));
            let ph1 = _mm512_srli_epi32::<5>(h1);
            let prow = _mm512_sub_epi32(vrow, one);
            let pc = _mm512_xor_si512(vc, pb);
            let pl = _mm512_andnot_si512(pb, _mm512_srli_epi32::<1>(vl));
            let pr = _mm512_andnot_si512(_mm512_sll_epi32(pb, shift_room), _mm512_slli_epi32::<1>(vr));
            let pallow = _mm512_permutex2var_epi32(allow_lo, prow, allow_hi);
            let pfree = _mm512_andnot_si512(
                _mm512_or_si512(pc, _mm512_or_si512(pl, _mm512_srl_epi32(pr, shift_room))),
                pallow,
            );
            let above = _mm512_sub_epi32(_mm512_slli_epi32::<1>(pb), one);
            let pa = _mm512_andnot_si512(above, pfree);
            let plr = if EDGE {
                let at_left = _mm512_cmpeq_epi32_mask(pb, one);
                let at_right = _mm512_cmpeq_epi32_mask(pb, v_top);
                let x = _mm512_mask_sub_epi32(vlr, at_left, vlr, _mm512_slli_epi32::<8>(prow));
                _mm512_mask_sub_epi32(x, at_right, x, prow)
            } else {
                zero
            };
            // Apply: descend, skip (tried, dead or a block), return.
            vc = _mm512_mask_mov_epi32(_mm512_mask_mov_epi32(vc, descend, cc), back, pc);
            vl = _mm512_mask_mov_epi32(_mm512_mask_mov_epi32(vl, descend, ll), back, pl);
            vr = _mm512_mask_mov_epi32(_mm512_mask_mov_epi32(vr, descend, rr), back, pr);
            let f = _mm512_andnot_si512(taken, allow);
            va = _mm512_mask_mov_epi32(
                _mm512_mask_mov_epi32(_mm512_mask_mov_epi32(va, has, a1), descend, f),
                back,
                pa,
            );
            vrow = _mm512_mask_mov_epi32(_mm512_mask_mov_epi32(vrow, descend, next), back, prow);
            h0 = _mm512_mask_mov_epi32(_mm512_mask_mov_epi32(h0, descend, nh0), back, ph0);
            h1 = _mm512_mask_mov_epi32(_mm512_mask_mov_epi32(h1, descend, nh1), back, ph1);
            if EDGE {
                vlr = _mm512_mask_mov_epi32(_mm512_mask_mov_epi32(vlr, descend, lr_child), back, plr);
            }
            active &= !at_root;
            if (!active).count_ones() >= REFILL && more {
                break;
            }
            if active == 0 {
                break;
            }
        }
        let put = |k: usize, v: __m512i, st: &mut [[u32; 16]; 10]| store16(&mut st[k], v);
        put(C, vc, &mut st);
        put(L, vl, &mut st);
        put(R, vr, &mut st);
        put(A, va, &mut st);
        put(ROW, vrow, &mut st);
        put(H0, h0, &mut st);
        put(H1, h1, &mut st);
        put(LR, vlr, &mut st);
        store16(&mut nodes, vnodes);
        // Credit the finished lanes' node counts to their searches.
        let mut done = finished;
        while done != 0 {
            let i = done.trailing_zeros() as usize;
            done &= done - 1;
            if STATS {
                found[st[SLOT][i] as usize].nodes += u64::from(nodes[i]);
            }
            nodes[i] = 0;
        }
    }
    // SAFETY: `drain` asks what our caller guarantees.
    unsafe { drain::<EDGE>(blocks, found, proto, fin) };
    if STATS {
        for (f, &k) in found.iter_mut().zip(&opener.nodes) {
            f.nodes += k;
        }
    }
}

/// One register from 16 u32s (an unaligned load).
#[inline]
#[target_feature(enable = "avx512f")]
fn load16(t: &[u32]) -> __m512i {
    assert!(t.len() >= 16);
    // SAFETY: `t` holds at least 16 u32s, as just checked (every caller
    // passes 16, so the check folds away).
    unsafe { _mm512_loadu_si512(t.as_ptr().cast()) }
}

/// A register into 16 u32s (an unaligned store).
#[inline]
#[target_feature(enable = "avx512f")]
fn store16(t: &mut [u32; 16], v: __m512i) {
    // SAFETY: `t` is 16 writable u32s.
    unsafe { _mm512_storeu_si512(t.as_mut_ptr().cast(), v) }
}

/// Counts the queued blocks and credits each to its search: those of
/// [`LANE_K`] rows sixteen at a time ([`Finisher::sets4x16`]), the
/// others (edge mode's, or below deep roots) one by one.
///
/// # Safety
/// As for [`count_batch`].
#[inline(never)]
#[target_feature(enable = "avx512f,avx512bw,avx512cd,bmi1,bmi2,popcnt")]
unsafe fn drain<const EDGE: bool>(blocks: &mut Blocks, found: &mut [Found], proto: &Search, fin: &Finisher) {
    const _: () = assert!(LANE_K == 4);
    let n = proto.n;
    let full = (1u64 << n) - 1;
    let block_row = n - LANE_K;
    let mut allowed = [0u64; 32 + MAX_K];
    allowed[..32].copy_from_slice(&proto.allowed);
    let len = blocks.len;
    let set = |x: u64| _mm512_set1_epi32(x as u32 as i32);
    let v_full = set(full);
    let v_block = set(block_row as u64);
    let (v_n, v255) = (set(n as u64), set(0xff));
    let a = |j: usize| set(allowed[block_row + j]);
    let (a0, a1, a2, a3) = (a(0), a(1), a(2), a(3));
    let mut sets = [0u32; 16];
    for at in (0..len).step_by(16) {
        let valid: u16 = if len - at >= 16 {
            u16::MAX
        } else {
            (1 << (len - at)) - 1
        };
        // SAFETY: the load is masked by `valid` to the queued entries
        // `at..len` (masked-off lanes are not read, and `at` < `len` keeps
        // the pointer inside the vector).
        let load = |v: &Vec<u32>| unsafe { _mm512_maskz_loadu_epi32(valid, v.as_ptr().add(at).cast()) };
        let (l, r) = (load(&blocks.ld), load(&blocks.rd));
        let four = if blocks.rows {
            _mm512_mask_cmpeq_epi32_mask(valid, load(&blocks.row), v_block)
        } else {
            valid
        };
        let free = _mm512_andnot_si512(load(&blocks.col), v_full);
        let row = |l: __m512i, r: __m512i, a: __m512i| _mm512_andnot_si512(_mm512_or_si512(l, r), a);
        let mut r3 = row(_mm512_slli_epi32::<3>(l), _mm512_srli_epi32::<3>(r), a3);
        // Edge blocks with a side column open (their frame is checked
        // per completion).
        let mut open = 0u16;
        if EDGE {
            // The frame table's mask of the last row (the low half of
            // each u64 entry).
            // Row 0 holds no side queen in edge mode: 0 is "not placed".
            let lr = load(&blocks.lr);
            let (l_row, r_row) = (_mm512_srli_epi32::<8>(lr), _mm512_and_si512(lr, v255));
            open = four & !(_mm512_test_epi32_mask(l_row, l_row) & _mm512_test_epi32_mask(r_row, r_row));
            let index = _mm512_add_epi32(_mm512_mullo_epi32(l_row, v_n), r_row);
            // SAFETY: the gather reads, for the lanes with both side
            // queens placed, the low u32 of `leaf[l·n + r]`: l and r
            // are rows of the board (below n; 0, "not placed", is
            // masked off), and an edge batch's `leaf` is its n·n frame
            // table, as the caller guarantees.
            let mask = unsafe {
                _mm512_mask_i32gather_epi32::<8>(v_full, four & !open, index, proto.leaf.as_ptr().cast())
            };
            r3 = _mm512_and_si512(r3, mask);
        }
        let rows = [
            row(l, r, a0),
            row(_mm512_slli_epi32::<1>(l), _mm512_srli_epi32::<1>(r), a1),
            row(_mm512_slli_epi32::<2>(l), _mm512_srli_epi32::<2>(r), a2),
            r3,
        ];
        // SAFETY: `sets4x16` needs the features of `cpu::Avx512`,
        // which the caller guarantees.
        let v = unsafe { fin.sets4x16(free, rows) };
        store16(&mut sets, v);
        // Most blocks have no completion: visit the others only.
        let mut some = _mm512_mask_test_epi32_mask(four, v, v);
        while some != 0 {
            let lane = some.trailing_zeros() as usize;
            some &= some - 1;
            let (i, set) = (at + lane, sets[lane]);
            let count = if EDGE && open >> lane & 1 == 1 {
                frame_count(
                    n,
                    proto,
                    |p| fin.perm4(p),
                    set,
                    (full as u32) & !blocks.col[i],
                    blocks.lr[i],
                )
            } else {
                set.count_ones()
            };
            found[blocks.slot[i] as usize].solutions += u64::from(count);
        }
        let mut rest = valid & !four;
        while rest != 0 {
            let i = at + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let row = blocks.row[i] as usize;
            let (c, l, r) = (
                u64::from(blocks.col[i]),
                u64::from(blocks.ld[i]),
                u64::from(blocks.rd[i]),
            );
            let k = n - row;
            let mut rows = [0u64; MAX_K];
            for (j, slot) in rows.iter_mut().enumerate() {
                *slot = allowed[row + j] & !((l << j) | (r >> j));
            }
            if EDGE {
                let lr = blocks.lr[i] as usize;
                rows[k - 1] &= proto.leaf[(lr >> 8) * n + (lr & 0xff)];
            }
            // `!c` holds the k free columns of the block's rows.
            // SAFETY: `Finisher::count` needs the features of
            // `cpu::Avx512`, which the caller guarantees, 1 ≤ k ≤ MAX_K
            // (a queued block has at most LANE_K rows, ≤ MAX_K, and
            // starts on the board) and k bits in `full & !c`: one free
            // column for each row left.
            found[blocks.slot[i] as usize].solutions += unsafe { fin.count(k, full & !c, &rows) };
        }
    }
    blocks.len = 0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::units::Plan;
    use crate::kernels::rows::{Mode, search_portable};

    /// Every prototype's units on the lanes, with the room below the board
    /// cut down so that the openings go as deep as large n need, against
    /// the row kernel unit by unit.
    #[test]
    fn deep_openings_agree_with_the_row_kernel() {
        if crate::kernels::tests::require(crate::Kernel::Avx512).is_none() {
            return;
        }
        let fin = Finisher::get();
        let mut checked = 0;
        for n in 11..=14 {
            let plan = Plan::new(n, true, 2);
            for (p, proto) in plan.protos.iter().enumerate() {
                let searches: Vec<Search> = plan
                    .units
                    .iter()
                    .filter_map(|u| match u {
                        crate::count::units::UnitRef::Search { proto, prefix } if *proto as usize == p => {
                            Some(plan.search(*proto, prefix))
                        }
                        _ => None,
                    })
                    .collect();
                for room in [1u32, 3, 5, lane_room(n)] {
                    // Openings as deep as three rows above the bottom.
                    if root_row(&searches[0], room) + 3 > n {
                        continue;
                    }
                    checked += 1;
                    // SAFETY: `require` gave the AVX-512 kernel, so the CPU
                    // has what `cpu::Avx512` checks; the searches are one
                    // prototype's units, edge ones with their n·n frame
                    // table; the cut room makes openings deeper than `fits`
                    // allows, which changes what is counted, never what
                    // memory is touched.
                    let got = unsafe {
                        if proto.mode == Mode::Edge {
                            count_batch_room::<true, true>(&searches, fin, room)
                        } else {
                            count_batch_room::<true, false>(&searches, fin, room)
                        }
                    };
                    for (s, g) in searches.iter().zip(&got) {
                        let want = search_portable::<false>(s, proto.mode);
                        assert_eq!(g.solutions, want.solutions, "n={n} {} room={room}", proto.label);
                    }
                }
            }
        }
        assert!(checked > 100, "only {checked} batches checked");
    }
}

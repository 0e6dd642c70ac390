//! Eight searches at once: the lanes of `x86_64::avx512::lanes` for CPUs with
//! AVX2 but no AVX-512 — a depth-first search in each 32-bit lane of a
//! 256-bit register, every step taken by all lanes without a branch.
//!
//! **What it computes.** For a batch of [`Search`]es of one prototype
//! (same mode, per-row rules and first row), the same solution counts as
//! `kernels::rows`; the tests hold it to that unit by unit. With
//! statistics, the node counts of `x86_64::avx512::lanes` (tested too).
//!
//! **How.** As in `x86_64::avx512::lanes`: a scalar opening hands out roots (the
//! same [`Opener`]); each lane walks a root's subtree with reversible
//! masks, remembering only the column chosen on each row (5 bits a row,
//! two registers shifted as one 64-bit word, so a walk goes at most
//! [`HISTORY`] rows below its root: the opening goes deeper where
//! needed, from n = 18); `rd` keeps that many bits of room below the
//! board so that undoing a move never needs a bit that fell off. Children
//! on row n − [`LANE_K`] are queued as blocks and counted 8 at a time by
//! [`Blocks4::sets4`] (AVX2; no AVX-512, no `pext`, which is microcoded
//! on AMD before Zen 3). In edge mode that includes children with a side
//! column still open: the drain then checks the frame table for each
//! completing permutation (they are few), as in `x86_64::avx512::lanes`.
//! (Only below deep roots, which tests make, do blocks start lower, with
//! fewer rows, counted one by one.) What AVX2 lacks is done so:
//! - mask registers: compare results (all-ones lanes), merged with
//!   `blendv`, read out with `movemask` where a branch needs them;
//! - the per-row tables (32 entries, two registers' worth, which one
//!   AVX2 permute cannot index): arithmetic from the row. [`fits`] takes
//!   only prototypes whose rules have that form ([`Shape`]): `allowed` is
//!   the full row less one fixed column set on a set of rows, with the
//!   last row's own band; the edge forward checks' masks and corner
//!   mode's column-1 mask are one constant shifted by the row;
//! - the column index of the single bit pushed onto the history (no
//!   `lzcnt_epi32`): the exponent of its value converted to `f32`;
//! - the compress store of queued blocks: a permute by a 256-entry table
//!   of lane orders, stored without a branch;
//! - an active mask: an idle lane is one with nothing left to try on its
//!   root row.
//!
//! Blends are `blendv` (one µop on AMD Zen 2, more on recent Intel); the
//! dead-end tests are folded into one unsigned minimum (a lane passes all
//! when every tested word is nonzero).
//!
//! **Bit layout.** Bit c is column c in `col`, `ld` and `allowed`; `rd`
//! holds column c at bit c + room (room = min(32 − n, [`HISTORY`])). In
//! edge mode a lane's side-queen rows l, r are kept as `l << 8 | r` (0:
//! not placed; row 0 never holds a side queen). n ≤ [`MAX_LANE_N`].
//!
//! [`HISTORY`]: crate::kernels::x86_64::lanes::HISTORY

#![cfg(target_arch = "x86_64")]

use std::arch::x86_64::*;

use crate::kernels::Found;
use crate::kernels::rows::{Reach, Search, reach};
use crate::kernels::x86_64::avx2::blocks::{Blocks4, MAX_K4};
use crate::kernels::x86_64::avx2::shape::Shape;
use crate::kernels::x86_64::lanes::{
    LANE_K, MAX_LANE_N, MIN_LANE_N, Opener, frame_count, lane_room, root_row,
};

const _: () = assert!(LANE_K <= MAX_K4);

/// Lanes in a register.
const LANES: usize = 8;

/// Blocks waiting to be counted, one array per field.
struct Blocks {
    col: Vec<u32>,
    ld: Vec<u32>,
    rd: Vec<u32>,
    lr: Vec<u32>,
    row: Vec<u32>,
    slot: Vec<u32>,
    len: usize,
    /// Whether `row` is kept: blocks start on `n - LANE_K` but in edge
    /// mode (side columns still open) or below a deep root.
    rows: bool,
}

const BLOCK_CAP: usize = 1024;

/// Idle lanes that make a refill worth its stores and loads.
const REFILL: u32 = 2;

impl Blocks {
    fn new() -> Blocks {
        // Room for one full register stored past the cap, and the
        // padding of the last register counted.
        let v = || vec![0u32; BLOCK_CAP + 2 * LANES];
        Blocks {
            col: v(),
            ld: v(),
            rd: v(),
            lr: v(),
            row: v(),
            slot: v(),
            len: 0,
            rows: true,
        }
    }
}

/// For each 8-bit lane mask, the set lanes' indices in order (a byte
/// each, the rest 0): the permute that packs them to the front.
const COMPRESS: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut m = 0;
    while m < 256 {
        let (mut out, mut at, mut i) = (0u64, 0, 0);
        while i < 8 {
            if m >> i & 1 == 1 {
                out |= (i as u64) << (8 * at);
                at += 1;
            }
            i += 1;
        }
        t[m] = out;
        m += 1;
    }
    t
};

/// Whether `s` (and every search of its prototype) can go to the lanes.
pub(crate) fn fits(s: &Search) -> bool {
    (MIN_LANE_N..=MAX_LANE_N).contains(&s.n)
        && root_row(s, lane_room(s.n)) + 2 < s.n.saturating_sub(LANE_K)
        && Shape::of(s).is_some()
}

/// Counts every search of `batch` (one prototype, `EDGE` for edge units).
/// With `STATS`, the nodes are those `x86_64::avx512::lanes` counts, but from
/// n = 18, where the deeper opening (at most [`HISTORY`] rows below a
/// root) can change them.
///
/// # Safety
/// The CPU must have what `x86_64::cpu::Avx2` checks, and every search
/// must [`fits`].
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
pub(crate) unsafe fn count_batch<const STATS: bool, const EDGE: bool>(batch: &[Search]) -> Vec<Found> {
    let room = batch.first().map_or(0, |s| lane_room(s.n));
    // SAFETY: `count_batch_room` asks what our caller guarantees (the CPU
    // features of `cpu::Avx2`, every search fits) and a room of at most
    // `lane_room(n)`: this one is `lane_room(n)` itself.
    unsafe { count_batch_room::<STATS, EDGE>(batch, room) }
}

/// [`count_batch`] with `rd` given `room` bits below the board (at most
/// [`lane_room`]): less room means a deeper opening; tests use it to reach the
/// deep openings of large n on small boards.
///
/// # Safety
/// As for [`count_batch`].
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn count_batch_room<const STATS: bool, const EDGE: bool>(batch: &[Search], room: u32) -> Vec<Found> {
    let mut found = vec![Found::default(); batch.len()];
    let Some(proto) = batch.first() else {
        return found;
    };
    // One prototype: the same rules and first row (so the same root row).
    assert!(batch.iter().all(|s| s.n == proto.n && s.first == proto.first));
    let Some(shape) = Shape::of(proto) else {
        panic!("avx2::lanes::count_batch: a search that does not fit");
    };
    let n = proto.n;
    let full = shape.full;
    let band = shape.band;

    // The opening's tables, as `x86_64::avx512::lanes` builds them.
    let mut allowed = [full; 32];
    for (a, &b) in allowed.iter_mut().zip(proto.allowed.iter()).take(n) {
        *a = b as u32;
    }
    let rc: [Reach; 32] = if EDGE {
        reach(proto)
    } else {
        [Reach::default(); 32]
    };
    let mut col1 = [u32::MAX; 32];
    if !EDGE && proto.col1_from > 0 {
        for (row, m) in col1.iter_mut().enumerate().take(n) {
            *m = (shape.col1_rows >> row) & !1;
        }
    }
    let mut opener = Opener::<STATS, EDGE>::new(batch, &allowed, &rc, &col1, band, room);
    let mut blocks = Blocks::new();
    blocks.rows = root_row(proto, room) >= n - LANE_K;
    // SAFETY: `walk` is compiled for the same AVX2, BMI1, BMI2 and POPCNT
    // as this function, which our caller proved the CPU has; the batch is
    // the one our caller vouched for (and `Shape::of(proto)` just held).
    // `DEEP` is `blocks.rows`, as `walk` expects.
    unsafe {
        if blocks.rows {
            walk::<STATS, EDGE, true>(n, room, &shape, &mut opener, &mut blocks, &mut found, proto);
        } else {
            walk::<STATS, EDGE, false>(n, room, &shape, &mut opener, &mut blocks, &mut found, proto);
        }
    }
    found
}

/// The lanes' walk over all roots. `DEEP`: a lane's next row may lie
/// below `block_row` (edge mode, whose blocks wait for both side
/// columns, or roots that deep); without, `next ≤ block_row`, so the
/// look-ahead never leaves the board and only its third row can be the
/// last, and a child is a block exactly when `next = block_row`.
///
/// # Safety
/// As for [`count_batch`].
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn walk<const STATS: bool, const EDGE: bool, const DEEP: bool>(
    n: usize,
    room: u32,
    shape: &Shape,
    opener: &mut Opener<STATS, EDGE>,
    blocks: &mut Blocks,
    found: &mut [Found],
    proto: &Search,
) {
    debug_assert_eq!(blocks.rows, DEEP);
    let fin = Blocks4::get();
    let last = n - 1;
    let block_row = n - LANE_K;
    let top = 1u32 << last;
    let corner_col1 = !EDGE && shape.col1_rows != 0;
    let set = |x: u32| _mm256_set1_epi32(x as i32);
    let v_full = set(shape.full);
    let v_open = set(shape.full & !shape.closed);
    let v_lastrow = set(1 << (31 - last));
    let v_past = set((1 << (31 - last)) - 1);
    let v_sign = set(1 << 31);
    let v_rows = set(shape.rows_rev);
    let v_band = set(shape.band);
    let v_left = set(shape.left_rows);
    let v_right = set(shape.right_rows);
    let v_col1 = set(shape.col1_rows);
    let zero = _mm256_setzero_si256();
    let ones = _mm256_set1_epi32(-1);
    let one = set(1);
    let two = set(2);
    let v31 = set(31);
    let v127 = set(127);
    let not1 = set(!1);
    let v_top = set(top);
    let v_sides = set(1 | top);
    let v_last = set(last as u32);
    // `next > block_row - 1`: AVX2 compares only for equal and greater.
    let v_block1 = set(block_row as u32 - 1);
    // Every search of the batch has its roots on this row.
    let v_root = set(root_row(proto, room) as u32);
    let shift_room = _mm_cvtsi32_si128(room as i32);

    // Blends by the sign bit of each lane of `m`.
    let blend = |a: __m256i, b: __m256i, m: __m256i| {
        _mm256_castps_si256(_mm256_blendv_ps(
            _mm256_castsi256_ps(a),
            _mm256_castsi256_ps(b),
            _mm256_castsi256_ps(m),
        ))
    };
    macro_rules! is0 {
        ($x:expr) => {
            _mm256_cmpeq_epi32($x, zero)
        };
    }
    macro_rules! sel {
        ($a:expr, $m:expr, $b:expr) => {
            _mm256_blendv_epi8($a, $b, $m)
        };
    }
    let bits = |m: __m256i| _mm256_movemask_ps(_mm256_castsi256_ps(m)) as u32;

    // Lane state, in arrays between refills and in registers between.
    // An idle lane is one with nothing left to try on its root row
    // (so the lanes need no active mask): all start so.
    let mut st = [[0u32; LANES]; 9];
    const C: usize = 0;
    const L: usize = 1;
    const R: usize = 2;
    const A: usize = 3;
    const ROW: usize = 4;
    const H0: usize = 5;
    const H1: usize = 6;
    const LR: usize = 7;
    const SLOT: usize = 8;
    st[ROW] = [root_row(proto, room) as u32; LANES];
    let mut nodes = [0u32; LANES];
    let mut active: u32 = 0;
    let mut more = true;

    loop {
        // Refill idle lanes with new roots.
        let mut idle = !active & 0xff;
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
            active |= 1 << i;
        }
        if active == 0 {
            break;
        }
        let get = |k: usize| load8(&st[k]);
        let (mut vc, mut vl, mut vr, mut va, mut vrow) = (get(C), get(L), get(R), get(A), get(ROW));
        let (mut h0, mut h1, mut vlr) = (get(H0), get(H1), get(LR));
        let vslot = get(SLOT);
        let mut vnodes = load8(&nodes);
        // Steps until lanes fall idle (then refill) — at most a
        // bounded number, so that queued blocks get counted.
        for _ in 0..256 {
            // Lanes with nothing left to try (idle ones among them).
            let empty = is0!(va);
            let b = _mm256_and_si256(va, _mm256_sub_epi32(zero, va));
            let a1 = _mm256_xor_si256(va, b);
            let next = _mm256_add_epi32(vrow, one);
            let cc = _mm256_or_si256(vc, b);
            let ll = _mm256_slli_epi32::<1>(_mm256_or_si256(vl, b));
            let rr = _mm256_srli_epi32::<1>(_mm256_or_si256(vr, _mm256_sll_epi32(b, shift_room)));
            let rd = _mm256_srl_epi32(rr, shift_room);
            let taken = _mm256_or_si256(cc, _mm256_or_si256(ll, rd));
            // Row predicates in sign bits: `s_x` has row r's bit of
            // predicate x at bit 31 − (r − prow), so shifting it left
            // by r − prow moves it to the sign bit a blend reads.
            let prow = _mm256_sub_epi32(vrow, one);
            let s_shut = _mm256_sllv_epi32(v_rows, prow);
            let s_last = _mm256_sllv_epi32(v_lastrow, prow);
            let s_past = _mm256_sllv_epi32(v_past, prow);
            // `allowed` of row prow + D; with `last`, the band if that
            // is the last row; with `past`, a bit off the board (bit 31,
            // free whatever the attacks, no column) past it.
            macro_rules! allow {
                ($d:literal) => {
                    blend(v_full, v_open, _mm256_slli_epi32::<$d>(s_shut))
                };
                ($d:literal,last) => {
                    blend(allow!($d), v_band, _mm256_slli_epi32::<$d>(s_last))
                };
                ($d:literal,last,past) => {
                    blend(allow!($d, last), v_sign, _mm256_slli_epi32::<$d>(s_past))
                };
            }
            // Pushed rows are above the last, so `next` is on the board.
            let f = if DEEP {
                _mm256_andnot_si256(taken, allow!(2, last))
            } else {
                _mm256_andnot_si256(taken, allow!(2))
            };
            // Look-ahead over the next rows, up to a block's worth:
            // each keeps a free square whatever the queens between do
            // (rows past the board keep bit 31, so they pass); and the
            // squares they offer, with the next row's, cover the free
            // columns once the rest of the board is within a block.
            // `ld` is cut to the board so that no attack reaches bit 31.
            let llm = _mm256_and_si256(ll, v_full);
            let ahead = |la: __m256i, ra: __m256i, a: __m256i| {
                _mm256_andnot_si256(_mm256_or_si256(cc, _mm256_or_si256(la, ra)), a)
            };
            let f1 = ahead(
                _mm256_slli_epi32::<1>(llm),
                _mm256_srli_epi32::<1>(rd),
                if DEEP { allow!(3, last, past) } else { allow!(3) },
            );
            let f2 = ahead(
                _mm256_slli_epi32::<2>(llm),
                _mm256_srli_epi32::<2>(rd),
                if DEEP { allow!(4, last, past) } else { allow!(4) },
            );
            let f3 = ahead(
                _mm256_slli_epi32::<3>(llm),
                _mm256_srli_epi32::<3>(rd),
                if DEEP {
                    allow!(5, last, past)
                } else {
                    allow!(5, last)
                },
            );
            // Every test below passes with a nonzero word: the lane is
            // dead if their unsigned minimum is 0.
            let mut m = _mm256_min_epu32(_mm256_min_epu32(f, f1), _mm256_min_epu32(f2, f3));
            let cover = _mm256_or_si256(_mm256_or_si256(f, f1), _mm256_or_si256(f2, f3));
            let free_cols = _mm256_andnot_si256(cc, v_full);
            let near_end = _mm256_cmpgt_epi32(next, v_block1);
            let uncovered = _mm256_andnot_si256(cover, free_cols);
            if EDGE {
                let tl = _mm256_sub_epi32(v_last, next);
                let reach_band = _mm256_or_si256(
                    cc,
                    _mm256_or_si256(_mm256_sllv_epi32(llm, tl), _mm256_srlv_epi32(rd, tl)),
                );
                m = _mm256_min_epu32(m, _mm256_andnot_si256(reach_band, v_band));
                // A side column passes if used or with a row in reach.
                let lm = _mm256_srlv_epi32(v_left, next);
                let rm = _mm256_and_si256(_mm256_sllv_epi32(v_right, next), v_full);
                let left_ok = _mm256_or_si256(_mm256_andnot_si256(rd, lm), _mm256_and_si256(cc, one));
                let right_ok = _mm256_or_si256(_mm256_andnot_si256(llm, rm), _mm256_and_si256(cc, v_top));
                m = _mm256_min_epu32(m, _mm256_min_epu32(left_ok, right_ok));
            } else if corner_col1 {
                let cm = _mm256_and_si256(_mm256_srlv_epi32(v_col1, next), not1);
                let col1_ok = _mm256_or_si256(_mm256_andnot_si256(rd, cm), _mm256_and_si256(cc, two));
                m = _mm256_min_epu32(m, col1_ok);
            }
            let dead = _mm256_or_si256(is0!(m), _mm256_andnot_si256(is0!(uncovered), near_end));
            // Lanes whose child is not kept (or that have none).
            let drop = _mm256_or_si256(dead, empty);
            if STATS {
                // One more node where a square was tried (`empty` is
                // -1 elsewhere).
                vnodes = _mm256_add_epi32(vnodes, _mm256_add_epi32(empty, one));
            }
            // The child's side-queen index.
            let lr_add = if EDGE {
                let at_left = _mm256_cmpeq_epi32(b, one);
                let at_right = _mm256_cmpeq_epi32(b, v_top);
                _mm256_or_si256(
                    _mm256_and_si256(at_left, _mm256_slli_epi32::<8>(vrow)),
                    _mm256_and_si256(at_right, vrow),
                )
            } else {
                zero
            };
            let lr_child = _mm256_add_epi32(vlr, lr_add);
            // Below deep roots, edge blocks wait for both side columns
            // (the frame table is then a mask on the last row); else
            // every block starts on `block_row` and the drain checks
            // the frame of each completion of those with a side open.
            let placed = if EDGE && DEEP {
                _mm256_cmpeq_epi32(_mm256_and_si256(cc, v_sides), v_sides)
            } else {
                ones
            };
            let near_last = _mm256_or_si256(
                _mm256_and_si256(near_end, placed),
                if DEEP {
                    _mm256_cmpeq_epi32(next, v_last)
                } else {
                    zero
                },
            );
            let to_block = _mm256_andnot_si256(drop, near_last);
            let descend = _mm256_andnot_si256(_mm256_or_si256(drop, near_last), ones);
            // Queued without a branch (which lanes go to a block is
            // hard to predict); with none, the stores are overwritten.
            let tb = bits(to_block);
            {
                let at = blocks.len;
                let order = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(COMPRESS[tb as usize] as i64));
                let put = |dst: &mut Vec<u32>, v: __m256i| {
                    let v = _mm256_permutevar8x32_epi32(v, order);
                    // SAFETY: LANES u32s at `at` = `blocks.len`, which is
                    // below BLOCK_CAP here (a drain empties the queue as
                    // soon as it reaches the cap), in a vector of
                    // BLOCK_CAP + 2·LANES.
                    unsafe { _mm256_storeu_si256(dst.as_mut_ptr().add(at).cast(), v) };
                };
                put(&mut blocks.col, cc);
                put(&mut blocks.ld, ll);
                put(&mut blocks.rd, rd);
                if EDGE {
                    put(&mut blocks.lr, lr_child);
                }
                if blocks.rows {
                    put(&mut blocks.row, next);
                }
                put(&mut blocks.slot, vslot);
                blocks.len += tb.count_ones() as usize;
                if blocks.len >= BLOCK_CAP {
                    // SAFETY: `drain` needs only this function's CPU
                    // features, which our caller proved.
                    unsafe { drain::<EDGE>(blocks, found, proto, fin) };
                }
            }
            // Returns: lanes with nothing left to try, above their root.
            let at_root = _mm256_and_si256(empty, _mm256_cmpeq_epi32(vrow, v_root));
            let back = _mm256_andnot_si256(at_root, empty);
            // Push the descending lanes' column: the exponent of the
            // single bit as an f32 (exact: the bit is below 2^24).
            let idx = _mm256_sub_epi32(
                _mm256_srli_epi32::<23>(_mm256_castps_si256(_mm256_cvtepi32_ps(b))),
                v127,
            );
            // Pop the returning lanes' column and undo it.
            let nh1 = _mm256_or_si256(_mm256_slli_epi32::<5>(h1), _mm256_srli_epi32::<27>(h0));
            let nh0 = _mm256_or_si256(_mm256_slli_epi32::<5>(h0), idx);
            let pidx = _mm256_and_si256(h0, v31);
            let pb = _mm256_sllv_epi32(one, pidx);
            let ph0 = _mm256_or_si256(_mm256_srli_epi32::<5>(h0), _mm256_slli_epi32::<27>(h1));
            let ph1 = _mm256_srli_epi32::<5>(h1);
            let pc = _mm256_xor_si256(vc, pb);
            let pl = _mm256_andnot_si256(pb, _mm256_srli_epi32::<1>(vl));
            let pr = _mm256_andnot_si256(_mm256_sll_epi32(pb, shift_room), _mm256_slli_epi32::<1>(vr));
            let pfree = _mm256_andnot_si256(
                _mm256_or_si256(pc, _mm256_or_si256(pl, _mm256_srl_epi32(pr, shift_room))),
                allow!(0),
            );
            let above = _mm256_sub_epi32(_mm256_slli_epi32::<1>(pb), one);
            let pa = _mm256_andnot_si256(above, pfree);
            // Apply: descend, skip (tried, dead or a block), return.
            vc = sel!(sel!(vc, descend, cc), back, pc);
            vl = sel!(sel!(vl, descend, ll), back, pl);
            vr = sel!(sel!(vr, descend, rr), back, pr);
            // (`b` is 0 where nothing is left to try.)
            va = sel!(sel!(a1, descend, f), back, pa);
            // Masks are -1: a descent adds a row, a return takes one.
            vrow = _mm256_add_epi32(_mm256_sub_epi32(vrow, descend), back);
            h0 = sel!(sel!(h0, descend, nh0), back, ph0);
            h1 = sel!(sel!(h1, descend, nh1), back, ph1);
            if EDGE {
                let at_left = _mm256_cmpeq_epi32(pb, one);
                let at_right = _mm256_cmpeq_epi32(pb, v_top);
                let sub = _mm256_or_si256(
                    _mm256_and_si256(at_left, _mm256_slli_epi32::<8>(prow)),
                    _mm256_and_si256(at_right, prow),
                );
                vlr = _mm256_sub_epi32(
                    _mm256_add_epi32(vlr, _mm256_and_si256(descend, lr_add)),
                    _mm256_and_si256(back, sub),
                );
            }
            let idle = bits(at_root);
            if idle.count_ones() >= REFILL && more {
                break;
            }
            if idle == 0xff {
                break;
            }
        }
        let put = |k: usize, v: __m256i, st: &mut [[u32; LANES]; 9]| store8(&mut st[k], v);
        put(C, vc, &mut st);
        put(L, vl, &mut st);
        put(R, vr, &mut st);
        put(A, va, &mut st);
        put(ROW, vrow, &mut st);
        put(H0, h0, &mut st);
        put(H1, h1, &mut st);
        put(LR, vlr, &mut st);
        store8(&mut nodes, vnodes);
        // Credit the finished lanes' node counts to their searches.
        let idle = bits(_mm256_and_si256(is0!(va), _mm256_cmpeq_epi32(vrow, v_root)));
        let mut done = active & idle;
        active = !idle & 0xff;
        while done != 0 {
            let i = done.trailing_zeros() as usize;
            done &= done - 1;
            if STATS {
                found[st[SLOT][i] as usize].nodes += u64::from(nodes[i]);
            }
            nodes[i] = 0;
        }
    }
    // SAFETY: `drain` needs only this function's CPU features, which our
    // caller proved.
    unsafe { drain::<EDGE>(blocks, found, proto, fin) };
    if STATS {
        for (f, &k) in found.iter_mut().zip(&opener.nodes) {
            f.nodes += k;
        }
    }
}

/// One register from LANES u32s (an unaligned load).
#[inline]
#[target_feature(enable = "avx")]
fn load8(t: &[u32; LANES]) -> __m256i {
    // SAFETY: `t` is LANES = 8 readable u32s.
    unsafe { _mm256_loadu_si256(t.as_ptr().cast()) }
}

/// A register into LANES u32s (an unaligned store).
#[inline]
#[target_feature(enable = "avx")]
fn store8(t: &mut [u32; LANES], v: __m256i) {
    // SAFETY: `t` is LANES = 8 writable u32s.
    unsafe { _mm256_storeu_si256(t.as_mut_ptr().cast(), v) }
}

/// Counts the queued blocks and credits each to its search (out of line:
/// the walk's loop keeps its registers).
///
/// # Safety
/// The CPU must have what `x86_64::cpu::Avx2` checks.
#[inline(never)]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn drain<const EDGE: bool>(blocks: &mut Blocks, found: &mut [Found], proto: &Search, fin: &Blocks4) {
    let n = proto.n;
    let full = ((1u64 << n) - 1) as u32;
    let block_row = n - LANE_K;
    let mut allowed = [0u32; 32 + MAX_K4];
    for (a, &b) in allowed.iter_mut().zip(&proto.allowed) {
        *a = b as u32;
    }
    let len = blocks.len;
    // Blocks of fewer rows one by one; those of LANE_K rows packed to the
    // front for the vector count, in edge mode with the frame table's
    // mask of the last row in place of `lr` where both side queens are
    // placed, else all ones and their rows in `row` (`open`).
    let mut packed = len;
    if EDGE && !blocks.rows {
        // Every block has four rows: only the frame to note, in place.
        for (lr, open) in blocks.lr[..len].iter_mut().zip(&mut blocks.row[..len]) {
            // Row 0 holds no side queen in edge mode: 0 is "not placed".
            let (l, r) = ((*lr >> 8) as usize, (*lr & 0xff) as usize);
            if l != 0 && r != 0 {
                *open = OPEN_NONE;
                *lr = proto.leaf[l * n + r] as u32;
            } else {
                *open = *lr;
                *lr = full;
            }
        }
    } else if blocks.rows {
        packed = 0;
        for i in 0..len {
            let row = if blocks.rows {
                blocks.row[i] as usize
            } else {
                block_row
            };
            let (c, l, r) = (blocks.col[i], blocks.ld[i], blocks.rd[i]);
            // Row 0 holds no side queen in edge mode: 0 is "not placed".
            let lr = blocks.lr[i];
            let placed = lr >> 8 != 0 && lr & 0xff != 0;
            let last_mask = if EDGE && placed {
                proto.leaf[(lr >> 8) as usize * n + (lr & 0xff) as usize] as u32
            } else {
                full
            };
            if row == block_row {
                blocks.col[packed] = c;
                blocks.ld[packed] = l;
                blocks.rd[packed] = r;
                blocks.lr[packed] = last_mask;
                blocks.row[packed] = if EDGE && !placed { lr } else { OPEN_NONE };
                blocks.slot[packed] = blocks.slot[i];
                packed += 1;
                continue;
            }
            debug_assert!(!EDGE || placed || row == n - 1);
            let k = n - row;
            let mut rows = [0u32; MAX_K4];
            for (j, slot) in rows.iter_mut().enumerate() {
                // `ld` bits pushed past bit 31 are past the board.
                *slot = allowed[row + j] & !((l << j) | (r >> j));
            }
            rows[k - 1] &= last_mask;
            found[blocks.slot[i] as usize].solutions += u64::from(fin.count(k, full & !c, &rows));
        }
    }
    // Padding to whole registers: blocks with four free columns, never
    // credited.
    for i in packed..packed.next_multiple_of(LANES) {
        blocks.col[i] = full & !0b1111;
    }
    const _: () = assert!(LANE_K == 4);
    let v_full = _mm256_set1_epi32(full as i32);
    let zero = _mm256_setzero_si256();
    let a = |j: usize| _mm256_set1_epi32(allowed[block_row + j] as i32);
    let (a0, a1, a2, a3) = (a(0), a(1), a(2), a(3));
    // SAFETY: LANES u32s at `at`, a multiple of LANES below `packed`;
    // `packed` ≤ `len` < BLOCK_CAP + LANES (the walk drains once the queue
    // reaches BLOCK_CAP, after at most LANES more), so `at` + LANES ≤
    // BLOCK_CAP + 2·LANES, the vectors' length.
    let load = |v: &Vec<u32>, at: usize| unsafe { _mm256_loadu_si256(v.as_ptr().add(at).cast()) };
    let mut sets = [0u32; LANES];
    for at in (0..packed).step_by(LANES) {
        let (l, r) = (load(&blocks.ld, at), load(&blocks.rd, at));
        let free = _mm256_andnot_si256(load(&blocks.col, at), v_full);
        let row = |l: __m256i, r: __m256i, a: __m256i| _mm256_andnot_si256(_mm256_or_si256(l, r), a);
        let mut r3 = row(_mm256_slli_epi32::<3>(l), _mm256_srli_epi32::<3>(r), a3);
        if EDGE {
            r3 = _mm256_and_si256(r3, load(&blocks.lr, at));
        }
        let rows = [
            row(l, r, a0),
            row(_mm256_slli_epi32::<1>(l), _mm256_srli_epi32::<1>(r), a1),
            row(_mm256_slli_epi32::<2>(l), _mm256_srli_epi32::<2>(r), a2),
            r3,
        ];
        // SAFETY: `sets4` needs AVX2, which our caller guarantees, and
        // four free columns below bit 24 in each lane: a packed block has
        // n − LANE_K queens placed on n ≤ MAX_LANE_N = 23 columns, and
        // padding has columns 0..4.
        let v = unsafe { fin.sets4(free, rows) };
        store8(&mut sets, v);
        // Most blocks have no completion: visit the others only.
        let empty = _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(v, zero))) as u32;
        let mut some = !empty & (u32::MAX >> (32 - (packed - at).min(LANES)));
        while some != 0 {
            let lane = some.trailing_zeros() as usize;
            some &= some - 1;
            let (i, set) = (at + lane, sets[lane]);
            let count = if EDGE && blocks.row[i] != OPEN_NONE {
                frame_count(
                    n,
                    proto,
                    |p| fin.perm4(p),
                    set,
                    full & !blocks.col[i],
                    blocks.row[i],
                )
            } else {
                set.count_ones()
            };
            found[blocks.slot[i] as usize].solutions += u64::from(count);
        }
    }
    blocks.len = 0;
}

/// `Blocks::row` of a packed block without an open side column.
const OPEN_NONE: u32 = u32::MAX;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Kernel;
    use crate::count::units::{Plan, UnitRef};
    use crate::kernels::rows::{Mode, search_portable};
    use crate::kernels::tests::require;

    /// The search units of each prototype of a plan, batched as the
    /// counter batches them (all of one prototype together).
    fn batches(plan: &Plan) -> Vec<(Mode, String, Vec<Search>)> {
        plan.protos
            .iter()
            .enumerate()
            .map(|(p, proto)| {
                let searches = plan
                    .units
                    .iter()
                    .filter_map(|u| match u {
                        UnitRef::Search { proto, prefix } if *proto as usize == p => {
                            Some(plan.search(*proto, prefix))
                        }
                        _ => None,
                    })
                    .collect();
                (proto.mode, proto.label.clone(), searches)
            })
            .collect()
    }

    /// Runs one batch on the AVX2 lanes.
    fn run<const STATS: bool>(mode: Mode, searches: &[Search], room: u32) -> Vec<Found> {
        // SAFETY: both callers return early unless `require` gives the
        // AVX2 kernel, so the CPU has what `cpu::Avx2` checks; the searches
        // are one prototype's units, with a `Shape` (the callers check
        // `fits`, or `Shape::of` where they cut the room to make deeper
        // openings than `fits` allows: the room and the root row decide
        // what is counted, never what memory is touched).
        unsafe {
            if mode == Mode::Edge {
                count_batch_room::<STATS, true>(searches, room)
            } else {
                count_batch_room::<STATS, false>(searches, room)
            }
        }
    }

    /// Every unit of n = 10..=14 (split 2, and 0 and 4 for two n) on the
    /// lanes against the row kernel, unit by unit; with statistics the
    /// node counts against the AVX-512 lanes where the CPU has them.
    #[test]
    fn units_agree_with_the_row_kernel() {
        if require(Kernel::Avx2).is_none() {
            return;
        }
        let avx512 = Kernel::Avx512.is_available();
        let mut checked = 0;
        let plans = (10..=14)
            .map(|n| (n, 2))
            .chain([(11, 0), (11, 4), (13, 0), (13, 4)]);
        for (n, split) in plans {
            let plan = Plan::new(n, true, split);
            for (mode, label, searches) in batches(&plan) {
                if searches.is_empty() || !fits(&searches[0]) {
                    continue;
                }
                assert!(searches.iter().all(fits), "n={n} {label}");
                checked += 1;
                let room = lane_room(n);
                let got = run::<false>(mode, &searches, room);
                let with_stats = run::<true>(mode, &searches, room);
                for ((s, g), gs) in searches.iter().zip(&got).zip(&with_stats) {
                    let want = search_portable::<false>(s, mode);
                    assert_eq!(g.solutions, want.solutions, "n={n} split={split} {label}");
                    assert_eq!(gs.solutions, want.solutions, "n={n} split={split} {label} stats");
                }
                if avx512 {
                    let fin = crate::kernels::x86_64::avx512::blocks::Finisher::get();
                    // SAFETY: `Kernel::Avx512.is_available()` above says the
                    // CPU has what `cpu::Avx512` checks; the searches fit the
                    // AVX-512 lanes too (`fits` there is the same test less
                    // the `Shape`), and edge units carry their n·n frame table.
                    let other = unsafe {
                        if mode == Mode::Edge {
                            crate::kernels::x86_64::avx512::lanes::count_batch::<true, true>(&searches, fin)
                        } else {
                            crate::kernels::x86_64::avx512::lanes::count_batch::<true, false>(&searches, fin)
                        }
                    };
                    for (g, o) in with_stats.iter().zip(&other) {
                        assert_eq!(g, o, "n={n} split={split} {label}: against the AVX-512 lanes");
                    }
                }
            }
        }
        assert!(checked > 60, "only {checked} batches checked");
    }

    /// The same with the room below the board cut down, so that the
    /// openings go as deep as large n need.
    #[test]
    fn deep_openings_agree_with_the_row_kernel() {
        if require(Kernel::Avx2).is_none() {
            return;
        }
        let mut checked = 0;
        for n in 11..=14 {
            let plan = Plan::new(n, true, 2);
            for (mode, label, searches) in batches(&plan) {
                if searches.is_empty() || Shape::of(&searches[0]).is_none() {
                    continue;
                }
                for room in [1u32, 3, 5, lane_room(n)] {
                    // Openings as deep as three rows above the bottom.
                    if root_row(&searches[0], room) + 3 > n {
                        continue;
                    }
                    checked += 1;
                    let got = run::<true>(mode, &searches, room);
                    for (s, g) in searches.iter().zip(&got) {
                        let want = search_portable::<false>(s, mode);
                        assert_eq!(g.solutions, want.solutions, "n={n} {label} room={room}");
                    }
                }
            }
        }
        assert!(checked > 100, "only {checked} batches checked");
    }

    /// Every prototype the unit list makes has the shape the lanes
    /// compute, so none falls back to the scalar search for that reason.
    #[test]
    fn every_prototype_has_the_shape() {
        for n in MIN_LANE_N..=MAX_LANE_N {
            for symmetry in [true, false] {
                let plan = Plan::new(n, symmetry, 0);
                for p in &plan.protos {
                    assert!(Shape::of(&p.search).is_some(), "n={n} {}", p.label);
                }
            }
        }
    }
}

//! Sixteen searches at once: a depth-first search in each 32-bit lane of
//! an AVX-512 register, every step taken by all lanes without a branch.
//! The walk is `x86_64::walk`'s, written once for both ISAs; this module
//! gives it AVX-512's vector operations, its per-row rules (32-entry
//! tables read with one permute) and its drain.
//!
//! **What it computes.** For a batch of [`Search`]es of one prototype
//! (same mode, per-row rules and first row), the same counts as
//! `kernels::rows`; the kernel tester holds the two to each other.
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
//! Per-row rules (allowed squares, the forward checks' masks) are
//! 32-entry tables read with one permute; the dead-end tests are folded
//! into one unsigned minimum (a lane passes all when every tested word is
//! nonzero). An idle lane is one with nothing left to try on its root
//! row (every root of a batch lies on the same row); idle lanes take new
//! roots. Queued blocks (packed by a compress store) are counted in bulk,
//! those of [`LANE_K`] rows sixteen at a time ([`Finisher::sets4x16`]: no
//! `pext`). Children on row n − [`LANE_K`] are blocks; in edge mode that
//! includes children with a side column still open: the drain then checks
//! the frame table for each completing permutation (they are few). Only
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
use crate::kernels::rows::Search;
use crate::kernels::x86_64::avx512::blocks::Finisher;
use crate::kernels::x86_64::lanes::{
    Blocks, LANE_K, MAX_LANE_N, MIN_LANE_N, Opener, REFILL, Tables, frame_count, lane_room, root_row,
};
use crate::kernels::x86_64::walk::lane_walk;

/// Lanes in a register.
const LANES: usize = 16;

/// Queued blocks that make a drain.
const BLOCK_CAP: usize = 4096;

/// A compress store only where some lane goes to a block.
const QUEUE_ALWAYS: bool = false;

type V = __m512i;
type M = __mmask16;
type Order = __mmask16;
type Fin = Finisher;

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
    count_batch_room::<STATS, EDGE>(batch, fin, room)
}

lane_walk!("avx512f,avx512bw,avx512cd,bmi1,bmi2,popcnt");

// The vector operations the walk is written in (see `x86_64::walk`).

#[inline]
#[target_feature(enable = "avx512f")]
fn splat(x: u32) -> V {
    _mm512_set1_epi32(x as i32)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn and(a: V, b: V) -> V {
    _mm512_and_si512(a, b)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn or(a: V, b: V) -> V {
    _mm512_or_si512(a, b)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn xor(a: V, b: V) -> V {
    _mm512_xor_si512(a, b)
}

/// `!a & b`.
#[inline]
#[target_feature(enable = "avx512f")]
fn andnot(a: V, b: V) -> V {
    _mm512_andnot_si512(a, b)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn add(a: V, b: V) -> V {
    _mm512_add_epi32(a, b)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn sub(a: V, b: V) -> V {
    _mm512_sub_epi32(a, b)
}

/// The unsigned minimum.
#[inline]
#[target_feature(enable = "avx512f")]
fn min(a: V, b: V) -> V {
    _mm512_min_epu32(a, b)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn slli<const K: u32>(a: V) -> V {
    _mm512_slli_epi32::<K>(a)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn srli<const K: u32>(a: V) -> V {
    _mm512_srli_epi32::<K>(a)
}

/// A shift count for [`sll`] and [`srl`].
#[inline]
#[target_feature(enable = "avx512f")]
fn shift_by(k: u32) -> __m128i {
    _mm_cvtsi32_si128(k as i32)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn sll(a: V, k: __m128i) -> V {
    _mm512_sll_epi32(a, k)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn srl(a: V, k: __m128i) -> V {
    _mm512_srl_epi32(a, k)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn sllv(a: V, k: V) -> V {
    _mm512_sllv_epi32(a, k)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn srlv(a: V, k: V) -> V {
    _mm512_srlv_epi32(a, k)
}

/// The column of each lane's single bit (`lzcnt`).
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn col_index(b: V) -> V {
    _mm512_sub_epi32(_mm512_set1_epi32(31), _mm512_lzcnt_epi32(b))
}

/// One register from 16 u32s (an unaligned load).
#[inline]
#[target_feature(enable = "avx512f")]
fn load(t: &[u32; LANES]) -> V {
    // SAFETY: `t` is LANES = 16 readable u32s.
    unsafe { _mm512_loadu_si512(t.as_ptr().cast()) }
}

/// A register into 16 u32s (an unaligned store).
#[inline]
#[target_feature(enable = "avx512f")]
fn store(t: &mut [u32; LANES], v: V) {
    // SAFETY: `t` is LANES = 16 writable u32s.
    unsafe { _mm512_storeu_si512(t.as_mut_ptr().cast(), v) }
}

#[inline]
#[target_feature(enable = "avx512f")]
fn is_zero(a: V) -> M {
    _mm512_testn_epi32_mask(a, a)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn eq(a: V, b: V) -> M {
    _mm512_cmpeq_epi32_mask(a, b)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn gt(a: V, b: V) -> M {
    _mm512_cmpgt_epi32_mask(a, b)
}

#[inline(always)]
fn m_and(a: M, b: M) -> M {
    a & b
}

#[inline(always)]
fn m_or(a: M, b: M) -> M {
    a | b
}

/// `!a & b`.
#[inline(always)]
fn m_andnot(a: M, b: M) -> M {
    !a & b
}

#[inline(always)]
fn m_not(a: M) -> M {
    !a
}

#[inline(always)]
fn all() -> M {
    M::MAX
}

#[inline(always)]
fn none() -> M {
    0
}

#[inline(always)]
fn bits(m: M) -> u32 {
    u32::from(m)
}

/// `b` where `m`, else `a`.
#[inline]
#[target_feature(enable = "avx512f")]
fn sel(a: V, m: M, b: V) -> V {
    _mm512_mask_mov_epi32(a, m, b)
}

/// The child's side-queen rows: `row` added as l (`<< 8`) or r where
/// `b` is the left or the right column (masked adds).
#[inline]
#[target_feature(enable = "avx512f")]
fn side_child(lr: V, b: V, row: V, top: V) -> (V, V) {
    let one = _mm512_set1_epi32(1);
    let x = _mm512_mask_add_epi32(lr, eq(b, one), lr, slli::<8>(row));
    (_mm512_mask_add_epi32(x, eq(b, top), x, row), x)
}

/// The side-queen rows after a step: the child's where `descend`, less
/// the popped queen's row where `back`.
#[inline]
#[target_feature(enable = "avx512f")]
fn side_apply(lr: V, child: (V, V), descend: M, back: M, pb: V, prow: V, top: V) -> V {
    let one = _mm512_set1_epi32(1);
    let x = _mm512_mask_sub_epi32(lr, eq(pb, one), lr, slli::<8>(prow));
    let popped = _mm512_mask_sub_epi32(x, eq(pb, top), x, prow);
    sel(sel(lr, descend, child.0), back, popped)
}

#[inline]
#[target_feature(enable = "avx512f")]
fn inc_where(v: V, m: M) -> V {
    _mm512_mask_add_epi32(v, m, v, _mm512_set1_epi32(1))
}

#[inline]
#[target_feature(enable = "avx512f")]
fn dec_where(v: V, m: M) -> V {
    _mm512_mask_sub_epi32(v, m, v, _mm512_set1_epi32(1))
}

/// The compress store's mask is the order.
#[inline(always)]
fn pack_order(m: M, _bits: u32) -> Order {
    m
}

/// The lanes of `order` packed to the front.
#[inline]
#[target_feature(enable = "avx512f")]
fn pack(v: V, order: Order) -> V {
    _mm512_maskz_compress_epi32(order, v)
}

/// `v` into `dst[at..at + LANES]`.
///
/// # Safety
/// `at + LANES ≤ dst.len()`.
#[inline]
#[target_feature(enable = "avx512f")]
unsafe fn store_at(dst: &mut [u32], at: usize, v: V) {
    debug_assert!(at + LANES <= dst.len());
    // SAFETY: LANES u32s at `at`, within `dst` as our caller guarantees.
    unsafe { _mm512_storeu_si512(dst.as_mut_ptr().add(at).cast(), v) }
}

/// A prototype's per-row rules, each a 32-entry table in two registers
/// that one permute reads by the row.
struct Rules {
    full: V,
    band: V,
    allow: (V, V),
    left: (V, V),
    right: (V, V),
    col1: (V, V),
}

impl Rules {
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn new(proto: &Search, t: &Tables) -> Rules {
        let n = proto.n;
        let pair = |x: &[u32; 32]| {
            let (lo, hi) = x.split_at(LANES);
            (load(lo.try_into().unwrap()), load(hi.try_into().unwrap()))
        };
        // Past the board bit 31 alone, which no attack reaches and no
        // column covers: the deep look-ahead's rows there pass.
        let mut allow = [1u32 << 31; 32];
        allow[..n].copy_from_slice(&t.allowed[..n]);
        Rules {
            full: splat(t.full),
            band: splat(t.band),
            allow: pair(&allow),
            left: pair(&t.rc.map(|r| r.left as u32)),
            right: pair(&t.rc.map(|r| r.right as u32)),
            col1: pair(&t.col1),
        }
    }

    /// What [`Rules::allow`] needs of the parent's row: the row itself.
    #[inline(always)]
    fn at(&self, prow: V) -> V {
        prow
    }

    /// The allowed squares of row prow + D (every row is in the table).
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn allow<const D: u32, const LAST: bool, const PAST: bool>(&self, prow: &V) -> V {
        _mm512_permutex2var_epi32(self.allow.0, add(*prow, splat(D)), self.allow.1)
    }

    /// Edge mode: the rows where the left and the right column may still
    /// take their queen, as `rd` and `ld` bits.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn sides(&self, next: V) -> (V, V) {
        (
            _mm512_permutex2var_epi32(self.left.0, next, self.left.1),
            _mm512_permutex2var_epi32(self.right.0, next, self.right.1),
        )
    }

    /// Corner mode: the column-1 mask of the row.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn col1(&self, next: V) -> V {
        _mm512_permutex2var_epi32(self.col1.0, next, self.col1.1)
    }
}

/// Counts the queued blocks and credits each to its search: those of
/// [`LANE_K`] rows sixteen at a time ([`Finisher::sets4x16`]), the
/// others (edge mode's, or below deep roots) one by one. Out of line: the
/// walk's loop keeps its registers.
#[inline(never)]
#[target_feature(enable = "avx512f,avx512bw,avx512cd,bmi1,bmi2,popcnt")]
fn drain<const EDGE: bool>(blocks: &mut Blocks, found: &mut [Found], proto: &Search, fin: &Finisher) {
    const _: () = assert!(LANE_K == 4);
    let n = proto.n;
    let full = (1u64 << n) - 1;
    let block_row = n - LANE_K;
    let len = blocks.len;
    // What the masked loads and the gather below rely on.
    assert!(len <= blocks.size() && (!EDGE || proto.leaf.len() >= n * n));
    let mut allowed = [0u64; 32 + MAX_K];
    allowed[..32].copy_from_slice(&proto.allowed);
    let set = |x: u64| _mm512_set1_epi32(x as u32 as i32);
    let v_full = set(full);
    let v_block = set(block_row as u64);
    let (v_n, v255, v_cells) = (set(n as u64), set(0xff), set((n * n - 1) as u64));
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
        // `at..len` (masked-off lanes are not read), within the array:
        // `len` ≤ its length, as asserted above.
        let load = |v: &[u32]| unsafe { _mm512_maskz_loadu_epi32(valid, v.as_ptr().add(at).cast()) };
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
            // l·n + r, held inside the table (l and r are rows of the
            // board: the bound never changes it).
            let index = _mm512_min_epu32(_mm512_add_epi32(_mm512_mullo_epi32(l_row, v_n), r_row), v_cells);
            // SAFETY: the gather reads, for the lanes with both side
            // queens placed, the low u32 of `leaf[index]`, with index
            // ≤ n·n − 1 just above and `leaf` holding n·n u64s (asserted
            // on entry).
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
        // SAFETY: `sets4x16` needs AVX-512F and AVX-512CD, features of
        // this function.
        let v = unsafe { fin.sets4x16(free, rows) };
        store(&mut sets, v);
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
            // A queued block has at most LANE_K ≤ MAX_K rows, starts on
            // the board, and leaves one free column for each row.
            let k = n - row;
            assert!((1..=MAX_K).contains(&k) && (full & !c).count_ones() as usize == k);
            let mut rows = [0u64; MAX_K];
            for (j, slot) in rows.iter_mut().enumerate() {
                *slot = allowed[row + j] & !((l << j) | (r >> j));
            }
            if EDGE {
                let lr = blocks.lr[i] as usize;
                rows[k - 1] &= proto.leaf[(lr >> 8) * n + (lr & 0xff)];
            }
            // SAFETY: `Finisher::count` needs the features of
            // `cpu::Avx512`, this function's, 1 ≤ k ≤ MAX_K and k bits in
            // `full & !c`, as just asserted.
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
                    .units()
                    .filter_map(|u| match u {
                        crate::count::units::UnitRef::Search { proto, prefix } if proto as usize == p => {
                            Some(plan.search(proto, &prefix))
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

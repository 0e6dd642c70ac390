//! Eight searches at once: the lanes of `x86_64::avx512::lanes` for CPUs with
//! AVX2 but no AVX-512 — a depth-first search in each 32-bit lane of a
//! 256-bit register, every step taken by all lanes without a branch.
//!
//! **What it computes.** For a batch of [`Search`]es of one prototype
//! (same mode, per-row rules and first row), the same solution counts as
//! `kernels::rows`; the tests hold it to that unit by unit. With
//! statistics, the node counts of `x86_64::avx512::lanes` (tested too).
//!
//! **How.** As in `x86_64::avx512::lanes`, with the same walk
//! (`x86_64::walk`, written once; this module gives it AVX2's vector
//! operations, its per-row rules and its drain): a scalar opening hands
//! out roots (the same [`Opener`]); each lane walks a root's subtree with
//! reversible masks, remembering only the column chosen on each row (5 bits a row,
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
//!   of lane orders, stored without a branch.
//!
//! Blends are `blendv` (one µop on AMD Zen 2, more on recent Intel).
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
use crate::kernels::rows::Search;
use crate::kernels::x86_64::avx2::blocks::{Blocks4, MAX_K4};
use crate::kernels::x86_64::avx2::shape::Shape;
use crate::kernels::x86_64::lanes::{
    Blocks, LANE_K, MAX_LANE_N, MIN_LANE_N, Opener, REFILL, Tables, frame_count, lane_room, root_row,
};
use crate::kernels::x86_64::walk::lane_walk;

const _: () = assert!(LANE_K <= MAX_K4);

/// Lanes in a register.
const LANES: usize = 8;

/// Queued blocks that make a drain.
const BLOCK_CAP: usize = 1024;

/// Queued without a branch (which lanes go to a block is hard to
/// predict); with none, the stores are overwritten.
const QUEUE_ALWAYS: bool = true;

type V = __m256i;
/// A lane mask: all ones where set.
type M = __m256i;
type Order = __m256i;
type Fin = Blocks4;

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
    count_batch_room::<STATS, EDGE>(batch, Blocks4::get(), room)
}

lane_walk!("avx2,bmi1,bmi2,popcnt");

// The vector operations the walk is written in (see `x86_64::walk`).

#[inline]
#[target_feature(enable = "avx2")]
fn splat(x: u32) -> V {
    _mm256_set1_epi32(x as i32)
}

#[inline]
#[target_feature(enable = "avx2")]
fn and(a: V, b: V) -> V {
    _mm256_and_si256(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn or(a: V, b: V) -> V {
    _mm256_or_si256(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn xor(a: V, b: V) -> V {
    _mm256_xor_si256(a, b)
}

/// `!a & b`.
#[inline]
#[target_feature(enable = "avx2")]
fn andnot(a: V, b: V) -> V {
    _mm256_andnot_si256(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn add(a: V, b: V) -> V {
    _mm256_add_epi32(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn sub(a: V, b: V) -> V {
    _mm256_sub_epi32(a, b)
}

/// The unsigned minimum.
#[inline]
#[target_feature(enable = "avx2")]
fn min(a: V, b: V) -> V {
    _mm256_min_epu32(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn slli<const K: i32>(a: V) -> V {
    _mm256_slli_epi32::<K>(a)
}

#[inline]
#[target_feature(enable = "avx2")]
fn srli<const K: i32>(a: V) -> V {
    _mm256_srli_epi32::<K>(a)
}

/// A shift count for [`sll`] and [`srl`].
#[inline]
#[target_feature(enable = "avx2")]
fn shift_by(k: u32) -> __m128i {
    _mm_cvtsi32_si128(k as i32)
}

#[inline]
#[target_feature(enable = "avx2")]
fn sll(a: V, k: __m128i) -> V {
    _mm256_sll_epi32(a, k)
}

#[inline]
#[target_feature(enable = "avx2")]
fn srl(a: V, k: __m128i) -> V {
    _mm256_srl_epi32(a, k)
}

#[inline]
#[target_feature(enable = "avx2")]
fn sllv(a: V, k: V) -> V {
    _mm256_sllv_epi32(a, k)
}

#[inline]
#[target_feature(enable = "avx2")]
fn srlv(a: V, k: V) -> V {
    _mm256_srlv_epi32(a, k)
}

/// The column of each lane's single bit (no `lzcnt_epi32`): the exponent
/// of its value converted to `f32` (exact: the bit is below 2^24).
#[inline]
#[target_feature(enable = "avx2")]
fn col_index(b: V) -> V {
    let exponent = _mm256_srli_epi32::<23>(_mm256_castps_si256(_mm256_cvtepi32_ps(b)));
    _mm256_sub_epi32(exponent, _mm256_set1_epi32(127))
}

/// One register from 8 u32s (an unaligned load).
#[inline]
#[target_feature(enable = "avx")]
fn load(t: &[u32; LANES]) -> V {
    // SAFETY: `t` is LANES = 8 readable u32s.
    unsafe { _mm256_loadu_si256(t.as_ptr().cast()) }
}

/// A register into 8 u32s (an unaligned store).
#[inline]
#[target_feature(enable = "avx")]
fn store(t: &mut [u32; LANES], v: V) {
    // SAFETY: `t` is LANES = 8 writable u32s.
    unsafe { _mm256_storeu_si256(t.as_mut_ptr().cast(), v) }
}

#[inline]
#[target_feature(enable = "avx2")]
fn is_zero(a: V) -> M {
    _mm256_cmpeq_epi32(a, _mm256_setzero_si256())
}

#[inline]
#[target_feature(enable = "avx2")]
fn eq(a: V, b: V) -> M {
    _mm256_cmpeq_epi32(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn gt(a: V, b: V) -> M {
    _mm256_cmpgt_epi32(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn m_and(a: M, b: M) -> M {
    _mm256_and_si256(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn m_or(a: M, b: M) -> M {
    _mm256_or_si256(a, b)
}

/// `!a & b`.
#[inline]
#[target_feature(enable = "avx2")]
fn m_andnot(a: M, b: M) -> M {
    _mm256_andnot_si256(a, b)
}

#[inline]
#[target_feature(enable = "avx2")]
fn m_not(a: M) -> M {
    _mm256_andnot_si256(a, _mm256_set1_epi32(-1))
}

#[inline]
#[target_feature(enable = "avx")]
fn all() -> M {
    _mm256_set1_epi32(-1)
}

#[inline]
#[target_feature(enable = "avx")]
fn none() -> M {
    _mm256_setzero_si256()
}

/// One bit a lane, from its sign.
#[inline]
#[target_feature(enable = "avx")]
fn bits(m: M) -> u32 {
    _mm256_movemask_ps(_mm256_castsi256_ps(m)) as u32
}

/// `b` where `m`, else `a` (`blendv`: one µop on AMD Zen 2, more on
/// recent Intel).
#[inline]
#[target_feature(enable = "avx2")]
fn sel(a: V, m: M, b: V) -> V {
    _mm256_blendv_epi8(a, b, m)
}

/// What a side-column queen `b` on `row` adds to the side-queen rows:
/// `row` as l (`<< 8`) or r where `b` is the left or the right column.
#[inline]
#[target_feature(enable = "avx2")]
fn side_rows(b: V, row: V, top: V) -> V {
    let at_left = _mm256_cmpeq_epi32(b, _mm256_set1_epi32(1));
    let at_right = _mm256_cmpeq_epi32(b, top);
    or(and(at_left, slli::<8>(row)), and(at_right, row))
}

/// The child's side-queen rows, and what they add.
#[inline]
#[target_feature(enable = "avx2")]
fn side_child(lr: V, b: V, row: V, top: V) -> (V, V) {
    let add = side_rows(b, row, top);
    (_mm256_add_epi32(lr, add), add)
}

/// The side-queen rows after a step: plus what the child adds where
/// `descend`, less the popped queen's row where `back` (masks and adds,
/// no blend).
#[inline]
#[target_feature(enable = "avx2")]
fn side_apply(lr: V, child: (V, V), descend: M, back: M, pb: V, prow: V, top: V) -> V {
    let popped = side_rows(pb, prow, top);
    sub(add(lr, and(descend, child.1)), and(back, popped))
}

/// A set mask is −1: subtracting it adds one.
#[inline]
#[target_feature(enable = "avx2")]
fn inc_where(v: V, m: M) -> V {
    _mm256_sub_epi32(v, m)
}

#[inline]
#[target_feature(enable = "avx2")]
fn dec_where(v: V, m: M) -> V {
    _mm256_add_epi32(v, m)
}

/// The permute that packs the lanes of `bits` to the front.
#[inline]
#[target_feature(enable = "avx2")]
fn pack_order(_m: M, bits: u32) -> Order {
    _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(COMPRESS[bits as usize & 0xff] as i64))
}

#[inline]
#[target_feature(enable = "avx2")]
fn pack(v: V, order: Order) -> V {
    _mm256_permutevar8x32_epi32(v, order)
}

/// `v` into `dst[at..at + LANES]`.
///
/// # Safety
/// `at + LANES ≤ dst.len()`.
#[inline]
#[target_feature(enable = "avx")]
unsafe fn store_at(dst: &mut [u32], at: usize, v: V) {
    debug_assert!(at + LANES <= dst.len());
    // SAFETY: LANES u32s at `at`, within `dst` as our caller guarantees.
    unsafe { _mm256_storeu_si256(dst.as_mut_ptr().add(at).cast(), v) }
}

/// A prototype's per-row rules as arithmetic on the row ([`Shape`]: the
/// 32-entry tables are two registers' worth, which one AVX2 permute
/// cannot index). Row predicates are kept in sign bits: `rows` has row
/// r's bit at bit 31 − r, so shifting it left by r moves it to the sign
/// bit a blend reads.
struct Rules {
    full: V,
    band: V,
    /// `full` less the closed columns.
    open: V,
    /// Bit 31 − row of the rows that close them.
    rows: V,
    /// Bit 31 − last.
    last_row: V,
    /// Bits 31 − last − 1 down to 0: the rows past the board.
    past: V,
    sign: V,
    left: V,
    right: V,
    col1: V,
}

/// What [`Rules::allow`] needs of the parent's row prow: the predicates'
/// bits of row prow + D at bit 31 − D.
struct At {
    shut: V,
    last: V,
    past: V,
}

impl Rules {
    #[inline]
    #[target_feature(enable = "avx2")]
    fn new(proto: &Search, _: &Tables) -> Rules {
        let Some(shape) = Shape::of(proto) else {
            panic!("avx2::lanes: a search that does not fit");
        };
        let last = proto.n - 1;
        Rules {
            full: splat(shape.full),
            band: splat(shape.band),
            open: splat(shape.full & !shape.closed),
            rows: splat(shape.rows_rev),
            last_row: splat(1 << (31 - last)),
            past: splat((1 << (31 - last)) - 1),
            sign: splat(1 << 31),
            left: splat(shape.left_rows),
            right: splat(shape.right_rows),
            col1: splat(shape.col1_rows),
        }
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    fn at(&self, prow: V) -> At {
        At {
            shut: sllv(self.rows, prow),
            last: sllv(self.last_row, prow),
            past: sllv(self.past, prow),
        }
    }

    /// `allowed` of row prow + D; with `LAST`, the band if that is the
    /// last row; with `PAST`, a bit off the board (bit 31, free whatever
    /// the attacks, no column) past it.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn allow<const D: i32, const LAST: bool, const PAST: bool>(&self, at: &At) -> V {
        // Blends by the sign bit of each lane of `m`.
        let blend = |a: V, b: V, m: V| {
            _mm256_castps_si256(_mm256_blendv_ps(
                _mm256_castsi256_ps(a),
                _mm256_castsi256_ps(b),
                _mm256_castsi256_ps(m),
            ))
        };
        let mut a = blend(self.full, self.open, slli::<D>(at.shut));
        if LAST {
            a = blend(a, self.band, slli::<D>(at.last));
        }
        if PAST {
            a = blend(a, self.sign, slli::<D>(at.past));
        }
        a
    }

    /// Edge mode: the rows where the left and the right column may still
    /// take their queen, as `rd` and `ld` bits.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn sides(&self, next: V) -> (V, V) {
        (srlv(self.left, next), and(sllv(self.right, next), self.full))
    }

    /// Corner mode: the column-1 mask of the row.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn col1(&self, next: V) -> V {
        and(srlv(self.col1, next), splat(!1))
    }
}

/// Counts the queued blocks and credits each to its search (out of line:
/// the walk's loop keeps its registers).
///
#[inline(never)]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
fn drain<const EDGE: bool>(blocks: &mut Blocks, found: &mut [Found], proto: &Search, fin: &Blocks4) {
    let n = proto.n;
    let full = ((1u64 << n) - 1) as u32;
    let block_row = n - LANE_K;
    // What the whole-register loads below rely on: the last register
    // read ends below `len` + LANES.
    assert!(blocks.len + LANES <= blocks.size());
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
    // SAFETY: LANES u32s at `at`, a multiple of LANES below `packed` ≤
    // `len`, so `at` + LANES ≤ `len` + LANES ≤ the arrays' length
    // (asserted on entry).
    let load = |v: &[u32], at: usize| unsafe { _mm256_loadu_si256(v.as_ptr().add(at).cast()) };
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
        // SAFETY: `sets4` needs AVX2, a feature of this function, and
        // four free columns below bit 24 in each lane: a packed block has
        // n − LANE_K queens placed on n ≤ MAX_LANE_N = 23 columns, and
        // padding has columns 0..4.
        let v = unsafe { fin.sets4(free, rows) };
        store(&mut sets, v);
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
                    .units()
                    .filter_map(|u| match u {
                        UnitRef::Search { proto, prefix } if proto as usize == p => {
                            Some(plan.search(proto, &prefix))
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
                count_batch_room::<STATS, true>(searches, Blocks4::get(), room)
            } else {
                count_batch_room::<STATS, false>(searches, Blocks4::get(), room)
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

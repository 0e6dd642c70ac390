//! The join's matcher on 512-bit registers ([`crate::kernels::join`] says
//! what it computes): the probe loop with VPOPCNTDQ, the half lists'
//! pairing loop with compress, and the AVX-512 proofs' [`JoinKernel`]s
//! (an `Avx512` without VPOPCNTDQ probes on 256 bits, with the AVX2 loop).

use std::arch::x86_64::*;

use crate::kernels::join::{
    self, BitMap, CHUNK_BITS, JoinKernel, Lanes, PAIR_SLACK, Probe, ROWS, Scratch, Table,
};
use crate::kernels::x86_64::cpu::{Avx2, Avx512, Vpopcnt};

const LOW: u64 = ROWS as u64 - 1;

impl JoinKernel for Avx512 {
    fn count_disjoint(
        self,
        a: (&mut [u64], &BitMap),
        b: (&mut [u64], &BitMap),
        scratch: &mut Scratch,
    ) -> u64 {
        // SAFETY: an `Avx512` is made only by `detect`, which found
        // AVX-512F/BW/CD, AVX2, BMI1, BMI2 and POPCNT: the features
        // `disjoint_avx512` is compiled with, its only condition.
        unsafe { disjoint_avx512(self.avx2(), a, b, scratch) }
    }

    #[inline]
    fn pair_up(self, tops: &[u64], bottoms: (&[u64], usize), avoid: u64, dst: &mut [u64]) -> (usize, usize) {
        // SAFETY: an `Avx512` is made only by `detect`, once it found
        // AVX-512F and POPCNT, the features `pair_up_avx512` is compiled
        // with.
        unsafe { pair_up_avx512(tops, bottoms, avoid, dst) }
    }
}

impl JoinKernel for Vpopcnt {
    fn count_disjoint(
        self,
        a: (&mut [u64], &BitMap),
        b: (&mut [u64], &BitMap),
        scratch: &mut Scratch,
    ) -> u64 {
        // SAFETY: a `Vpopcnt` is made only by `Avx512::vpopcnt`, from an
        // `Avx512` whose `detect` found AVX-512F/BW/CD, AVX2, BMI1, BMI2,
        // POPCNT and AVX512-VPOPCNTDQ: the features
        // `disjoint_avx512_vpopcnt` is compiled with, its only condition.
        unsafe { disjoint_avx512_vpopcnt(self, a, b, scratch) }
    }

    #[inline]
    fn pair_up(self, tops: &[u64], bottoms: (&[u64], usize), avoid: u64, dst: &mut [u64]) -> (usize, usize) {
        // SAFETY: as for `Avx512`: a `Vpopcnt` comes from one.
        unsafe { pair_up_avx512(tops, bottoms, avoid, dst) }
    }
}

/// The matcher with AVX-512 enabled, probing on 256 bits (`cpu`, from
/// `Avx512::avx2`: every AVX-512 CPU has AVX2, and `detect` checks it).
#[target_feature(enable = "avx512f,avx512bw,avx512cd,avx2,bmi1,bmi2,popcnt")]
unsafe fn disjoint_avx512(
    cpu: Avx2,
    a: (&mut [u64], &BitMap),
    b: (&mut [u64], &BitMap),
    scratch: &mut Scratch,
) -> u64 {
    join::count_disjoint(cpu, a, b, scratch)
}

#[target_feature(enable = "avx512f,avx512bw,avx512cd,avx512vpopcntdq,avx2,bmi1,bmi2,popcnt")]
unsafe fn disjoint_avx512_vpopcnt(
    cpu: Vpopcnt,
    a: (&mut [u64], &BitMap),
    b: (&mut [u64], &BitMap),
    scratch: &mut Scratch,
) -> u64 {
    join::count_disjoint(cpu, a, b, scratch)
}

impl Probe for Vpopcnt {
    #[inline(always)]
    fn probe<const K: usize>(self, probes: &[u64], tables: &[Table; K]) -> u64 {
        // SAFETY: a `Vpopcnt` is made only by `Avx512::vpopcnt`, from an
        // `Avx512` whose `detect` found AVX-512F and VPOPCNTDQ, the
        // features `probe_avx512` is compiled with.
        unsafe { probe_avx512::<K>(probes, tables) }
    }

    #[inline(always)]
    fn probe2<const K: usize>(self, probes: &[u64], tables: &[[Table; K]; 2]) -> u64 {
        // SAFETY: as for `probe`: `probe2_avx512` has the same features.
        unsafe { probe2_avx512::<K>(probes, tables) }
    }

    const PEXT: bool = true;

    #[inline(always)]
    fn pext(self, w: u64, mask: u64) -> u64 {
        // SAFETY: a `Vpopcnt` is made only by `Avx512::vpopcnt`, from an
        // `Avx512`, whose `detect` found BMI2.
        unsafe { _pext_u64(w, mask) }
    }
}

/// One table row as a 512-bit register.
#[inline]
#[target_feature(enable = "avx512f")]
fn row512(row: &Lanes) -> __m512i {
    // SAFETY: `row` is eight readable u64, 64 bytes; the load is
    // unaligned, so any address is fine.
    unsafe { _mm512_loadu_si512(row.as_ptr().cast()) }
}

/// With AVX-512F and VPOPCNTDQ: one register a row, one popcount.
#[inline]
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
fn probe_avx512<const K: usize>(probes: &[u64], tables: &[Table; K]) -> u64 {
    let mut sum = _mm512_setzero_si512();
    for &p in probes {
        let mut acc = row512(&tables[0][(p & LOW) as usize]);
        for (c, table) in tables.iter().enumerate().skip(1) {
            let row = &table[((p >> (c as u32 * CHUNK_BITS)) & LOW) as usize];
            acc = _mm512_and_si512(acc, row512(row));
        }
        sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(acc));
    }
    _mm512_reduce_add_epi64(sum) as u64
}

/// [`probe_avx512`] over two blocks, the row numbers worked out once.
#[inline]
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
fn probe2_avx512<const K: usize>(probes: &[u64], tables: &[[Table; K]; 2]) -> u64 {
    let [t0, t1] = tables;
    let mut sum = _mm512_setzero_si512();
    for &p in probes {
        let r = (p & LOW) as usize;
        let (mut a, mut b) = (row512(&t0[0][r]), row512(&t1[0][r]));
        for c in 1..K {
            let r = ((p >> (c as u32 * CHUNK_BITS)) & LOW) as usize;
            a = _mm512_and_si512(a, row512(&t0[c][r]));
            b = _mm512_and_si512(b, row512(&t1[c][r]));
        }
        sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(a));
        sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(b));
    }
    _mm512_reduce_add_epi64(sum) as u64
}

/// [`pair_up`](crate::kernels::generic::join::pair_up) eight bottom placements at a time: one test
/// and one compress of the kept words a register.
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
pub(crate) fn pair_up_avx512(
    tops: &[u64],
    (bottoms, len): (&[u64], usize),
    avoid: u64,
    dst: &mut [u64],
) -> (usize, usize) {
    assert!(bottoms.len() % 8 == 0 && len <= bottoms.len());
    let mut written = 0;
    for (done, &x) in tops.iter().enumerate() {
        if written + len + PAIR_SLACK > dst.len() {
            return (written, done);
        }
        if x & avoid != 0 {
            continue;
        }
        let tests = _mm512_set1_epi64((x | avoid) as i64);
        let xs = _mm512_set1_epi64(x as i64);
        for (i, chunk) in bottoms[..len.next_multiple_of(8)].chunks_exact(8).enumerate() {
            let lanes = (len - 8 * i).min(8);
            let ys = words512(chunk);
            let keep = _mm512_testn_epi64_mask(ys, tests) & ((1u16 << lanes) - 1) as u8;
            let packed = _mm512_maskz_compress_epi64(keep, _mm512_or_si512(ys, xs));
            // All eight lanes are stored; those past the kept ones are
            // overwritten next or lie in the slack.
            store512(&mut dst[written..written + 8], packed);
            written += keep.count_ones() as usize;
        }
    }
    (written, tops.len())
}

/// Eight words as a register.
#[inline]
#[target_feature(enable = "avx512f")]
fn words512(words: &[u64]) -> __m512i {
    let words: &[u64; 8] = words.try_into().expect("eight words");
    // SAFETY: `words` is eight readable u64, 64 bytes; the load is
    // unaligned, so any address is fine.
    unsafe { _mm512_loadu_si512(words.as_ptr().cast()) }
}

/// A register to eight words.
#[inline]
#[target_feature(enable = "avx512f")]
fn store512(words: &mut [u64], v: __m512i) {
    let words: &mut [u64; 8] = words.try_into().expect("eight words");
    // SAFETY: `words` is eight writable u64, 64 bytes; the store is
    // unaligned, so any address is fine.
    unsafe { _mm512_storeu_si512(words.as_mut_ptr().cast(), v) }
}

//! The join's matcher on 256-bit registers ([`crate::kernels::join`] says
//! what it computes): the AVX2 probe loop, and the AVX2 proof's
//! [`JoinKernel`]. LLVM vectorises the plain probe loop across probes with
//! gathers, which is several times slower than one register of table rows
//! per probe, so this says it outright.

use std::arch::x86_64::*;

use crate::kernels::generic::join::pair_up;
use crate::kernels::join::{self, BitMap, CHUNK_BITS, JoinKernel, Lanes, Probe, ROWS, Scratch, Table};
use crate::kernels::x86_64::cpu::Avx2;

const LOW: u64 = ROWS as u64 - 1;

impl JoinKernel for Avx2 {
    fn count_disjoint(
        self,
        a: (&mut [u64], &BitMap),
        b: (&mut [u64], &BitMap),
        scratch: &mut Scratch,
    ) -> u64 {
        // SAFETY: an `Avx2` is made only by `detect`, once it found AVX2,
        // BMI1, BMI2 and POPCNT (or by `Avx512::avx2`, from a `detect`
        // that found them too): the features `disjoint_avx2` is compiled
        // with, its only condition.
        unsafe { disjoint_avx2(self, a, b, scratch) }
    }

    #[inline]
    fn pair_up(self, tops: &[u64], bottoms: (&[u64], usize), avoid: u64, dst: &mut [u64]) -> (usize, usize) {
        pair_up(tops, bottoms, avoid, dst)
    }
}

/// The matcher with AVX2 enabled; `cpu`, the proof, is handed on to the
/// probes, so that no `Avx2` is made anywhere but from a check.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn disjoint_avx2(
    cpu: Avx2,
    a: (&mut [u64], &BitMap),
    b: (&mut [u64], &BitMap),
    scratch: &mut Scratch,
) -> u64 {
    join::count_disjoint(cpu, a, b, scratch)
}

impl Probe for Avx2 {
    #[inline(always)]
    fn probe<const K: usize>(self, probes: &[u64], tables: &[Table; K]) -> u64 {
        // SAFETY: an `Avx2` is made only by `detect` (or `Avx512::avx2`),
        // once it found AVX2, the one feature `probe_avx2` is compiled with.
        unsafe { probe_avx2::<K>(probes, tables) }
    }

    #[inline(always)]
    fn probe2<const K: usize>(self, probes: &[u64], tables: &[[Table; K]; 2]) -> u64 {
        // SAFETY: as for `probe`.
        unsafe { probe_avx2::<K>(probes, &tables[0]) + probe_avx2::<K>(probes, &tables[1]) }
    }
}

/// One half of a table row as a 256-bit register.
#[inline]
#[target_feature(enable = "avx2")]
fn half256(row: &Lanes, half: usize) -> __m256i {
    let words: &[u64; 4] = row[4 * half..4 * half + 4].try_into().expect("four words");
    // SAFETY: `words` is four readable u64, 32 bytes; the load is
    // unaligned, so any address is fine.
    unsafe { _mm256_loadu_si256(words.as_ptr().cast()) }
}

/// With AVX2: two registers a row, popcount by a nibble table
/// (`vpshufb`) summed by `vpsadbw`.
#[inline]
#[target_feature(enable = "avx2")]
fn probe_avx2<const K: usize>(probes: &[u64], tables: &[Table; K]) -> u64 {
    let nibbles = _mm256_setr_epi8(
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
    );
    let low4 = _mm256_set1_epi8(0x0f);
    let zero = _mm256_setzero_si256();
    let count = |v: __m256i| {
        let lo = _mm256_shuffle_epi8(nibbles, _mm256_and_si256(v, low4));
        let hi = _mm256_shuffle_epi8(nibbles, _mm256_and_si256(_mm256_srli_epi16(v, 4), low4));
        _mm256_add_epi8(lo, hi)
    };
    let mut sum = zero;
    for &p in probes {
        let first = &tables[0][(p & LOW) as usize];
        let (mut a, mut b) = (half256(first, 0), half256(first, 1));
        for (c, table) in tables.iter().enumerate().skip(1) {
            let row = &table[((p >> (c as u32 * CHUNK_BITS)) & LOW) as usize];
            a = _mm256_and_si256(a, half256(row, 0));
            b = _mm256_and_si256(b, half256(row, 1));
        }
        // At most 16 a byte: the two halves' counts add in bytes.
        sum = _mm256_add_epi64(sum, _mm256_sad_epu8(_mm256_add_epi8(count(a), count(b)), zero));
    }
    let mut out = [0u64; 4];
    // SAFETY: `out` is four writable u64, 32 bytes; the store is
    // unaligned, so any address is fine.
    unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), sum) };
    out.iter().sum()
}

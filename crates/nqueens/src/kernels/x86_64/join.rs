//! The join's matcher loops in x86-64 intrinsics ([`crate::kernels::join`]
//! says what they compute; `cpu.rs` holds the proofs that call them). LLVM
//! vectorises the plain probe loop across probes with gathers, which is
//! several times slower than one register of table rows per probe, so
//! these say it outright.

use std::arch::x86_64::*;

use crate::kernels::join::{CHUNK_BITS, Lanes, PAIR_SLACK, ROWS, Table};

const LOW: u64 = ROWS as u64 - 1;

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
pub(crate) fn probe_avx512<const K: usize>(probes: &[u64], tables: &[Table; K]) -> u64 {
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
pub(crate) fn probe2_avx512<const K: usize>(probes: &[u64], tables: &[[Table; K]; 2]) -> u64 {
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

/// [`pair_up`] eight bottom placements at a time: one test
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
pub(crate) fn probe_avx2<const K: usize>(probes: &[u64], tables: &[Table; K]) -> u64 {
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

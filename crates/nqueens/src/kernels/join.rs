//! The join method's matcher: how many pairs of half-board patterns share
//! no diagonal. It is the join's hot loop ([`crate::join`]), and it shares
//! no code with the backtracking kernels, so that each method checks the
//! other.
//!
//! **What it computes.** Given two lists of patterns (bit `j` set: the
//! half board holds diagonal `j` of the band both halves can reach),
//! the number of pairs `(p, t)`, `p` from one list and `t` from the
//! other, with `p & t == 0`. The plain version it must agree with is
//! [`count_pairwise`], a double loop; the tests below and the kernel
//! tester compare them.
//!
//! **Bit-sliced tables.** The longer list is cut into blocks of
//! [`BLOCK`] patterns. For a block, `planes[j]` is a 512-bit set (eight
//! `u64` words, [`Lanes`]) of the block's patterns that lack bit `j`.
//! The pattern bits are grouped into chunks of [`CHUNK_BITS`]; for each
//! chunk `c` and each value `v` of its bits, `tables[c][v]` is the AND of
//! the planes of `v`'s bits: the patterns free of all of them. A probe
//! `p` then needs one table row per chunk: the AND of
//! `tables[c][(p >> 6c) & 63]` over the chunks is the set of the block's
//! patterns disjoint from `p`, and its popcount is added up. With six-bit
//! chunks a 34-bit pattern (n = 18) costs six 64-byte loads and ANDs per
//! 512 pairs. Two blocks are probed in one pass (a probe's row numbers are
//! worked out once for both); their tables, 2 × 24 KiB, stay in the L1
//! cache while every probe passes through.
//!
//! **SIMD.** The tables are built by one body written over `[u64; 8]`;
//! the probe loop ([`Probe`]) is plain Rust for every CPU, and intrinsics
//! behind the CPU proofs of `cpu.rs` for AVX2 (two 256-bit registers,
//! popcount by nibble table) and AVX-512 (one register, `vpopcntq`; a CPU
//! with AVX-512 but without VPOPCNTDQ takes the AVX2 loop). The half
//! lists' pairing loop ([`pair_up`]) has an AVX-512 form too (compress).

/// Eight words: the 512 patterns of one block, one bit each.
pub(crate) type Lanes = [u64; 8];

/// One chunk's table: `ROWS` rows of [`Lanes`], each row on its own cache
/// line. Unaligned, a 64-byte row load straddles two lines; where the
/// heap put a thread's tables used to decide that, and with it whether
/// that thread's probe loop ran at full speed (two threads took 1.5x the
/// CPU time of one on the same work).
#[derive(Debug, Clone, Copy)]
#[repr(C, align(64))]
pub(crate) struct Table(pub(crate) [Lanes; ROWS]);

impl std::ops::Index<usize> for Table {
    type Output = Lanes;
    #[inline(always)]
    fn index(&self, row: usize) -> &Lanes {
        &self.0[row]
    }
}

impl std::ops::IndexMut<usize> for Table {
    #[inline(always)]
    fn index_mut(&mut self, row: usize) -> &mut Lanes {
        &mut self.0[row]
    }
}

/// Patterns in one block of the table side.
pub(crate) const BLOCK: usize = 512;

/// Pattern bits a table looks up at once.
pub(crate) const CHUNK_BITS: u32 = 6;

/// Rows in one chunk's table.
pub(crate) const ROWS: usize = 1 << CHUNK_BITS;

/// The most chunks: patterns have at most 62 bits (2·(n − 1), n ≤ 32).
pub(crate) const MAX_CHUNKS: usize = (MAX_BITS as usize).div_ceil(CHUNK_BITS as usize);

/// The most pattern bits.
pub(crate) const MAX_BITS: u32 = 62;

/// Below this many probes the bit-sliced tables cost more to build than
/// they save: such pairs are compared one by one.
const PAIRWISE_BELOW: usize = 96;

/// A worker's tables, kept between calls so that they are allocated once.
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    planes: Vec<Lanes>,
    tables: Vec<Table>,
}

impl Scratch {
    /// Bytes the scratch holds once it has been used at `bits` bits.
    pub(crate) fn bytes(bits: u32) -> u64 {
        let chunks = u64::from(bits.div_ceil(CHUNK_BITS).max(1));
        (u64::from(MAX_BITS) + chunks * ROWS as u64) * std::mem::size_of::<Lanes>() as u64
    }
}

/// The plain count: every pair compared. The tables' reference, and what
/// short lists get (inlined, so compiled with the caller's features: the
/// inner loop vectorises).
#[inline(always)]
pub(crate) fn count_pairwise(a: &[u64], b: &[u64]) -> u64 {
    let mut total = 0u64;
    for &p in a {
        total += b.iter().map(|&t| u64::from(p & t == 0)).sum::<u64>();
    }
    total
}

/// How a CPU runs the probe loop, the matcher's innermost: for each probe,
/// the AND of its `K` table rows, popcounted and added up.
pub(crate) trait Probe: Copy {
    /// The pairs of `probes` × one block that share no bit.
    fn probe<const K: usize>(self, probes: &[u64], tables: &[Table; K]) -> u64;

    /// The same for two blocks at once: a probe's row numbers are worked
    /// out once for both, which is most of a probe's instructions.
    fn probe2<const K: usize>(self, probes: &[u64], tables: &[[Table; K]; 2]) -> u64;
}

/// The probe loop in plain Rust, for every CPU.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plain;

impl Probe for Plain {
    #[inline(always)]
    fn probe<const K: usize>(self, probes: &[u64], tables: &[Table; K]) -> u64 {
        probe(probes, tables)
    }

    #[inline(always)]
    fn probe2<const K: usize>(self, probes: &[u64], tables: &[[Table; K]; 2]) -> u64 {
        probe(probes, &tables[0]) + probe(probes, &tables[1])
    }
}

/// The number of pairs of `a` × `b` with no bit in common; every pattern
/// lies in the low `bits` bits (`bits` ≤ [`MAX_BITS`]). Inlined into each
/// CPU's compiled copy.
#[inline(always)]
pub(crate) fn count_disjoint<P: Probe>(
    cpu: P,
    a: &[u64],
    b: &[u64],
    bits: u32,
    scratch: &mut Scratch,
) -> u64 {
    debug_assert!(bits <= MAX_BITS);
    debug_assert!(a.iter().chain(b).all(|&p| bits == 64 || p >> bits == 0));
    if a.len().min(b.len()) < PAIRWISE_BELOW {
        return count_pairwise(a, b);
    }
    // A block's tables cost about as much to build as BUILD probes take
    // to pass through them: the side that makes fewer of those units of
    // work becomes the tables.
    const BUILD: usize = 1000;
    let cost = |table: &[u64], probes: &[u64]| table.len().div_ceil(BLOCK) * (BUILD + probes.len());
    let (probes, table) = if cost(b, a) <= cost(a, b) { (a, b) } else { (b, a) };
    match bits.div_ceil(CHUNK_BITS).max(1) {
        1 => blocks::<1, P>(cpu, probes, table, bits, scratch),
        2 => blocks::<2, P>(cpu, probes, table, bits, scratch),
        3 => blocks::<3, P>(cpu, probes, table, bits, scratch),
        4 => blocks::<4, P>(cpu, probes, table, bits, scratch),
        5 => blocks::<5, P>(cpu, probes, table, bits, scratch),
        6 => blocks::<6, P>(cpu, probes, table, bits, scratch),
        7 => blocks::<7, P>(cpu, probes, table, bits, scratch),
        8 => blocks::<8, P>(cpu, probes, table, bits, scratch),
        9 => blocks::<9, P>(cpu, probes, table, bits, scratch),
        10 => blocks::<10, P>(cpu, probes, table, bits, scratch),
        _ => blocks::<MAX_CHUNKS, P>(cpu, probes, table, bits, scratch),
    }
}

/// Pairs one quarter placement `[x, xp]` with the placements `e` of the
/// other quarter of its half: writes `xp | yp` for each `[y, yp]` of `e`
/// whose diagonals `y` miss `x`'s, to `dst` (at least `e.len()` long), and
/// returns how many. The half boards' list is made of these.
#[inline(always)]
pub(crate) fn pair_up(x: u64, xp: u64, e: &[[u64; 2]], dst: &mut [u64]) -> usize {
    let dst = &mut dst[..e.len()];
    let mut kept = 0;
    for &[y, yp] in e {
        // Written always, kept when the quarters do not clash: no branch
        // to mispredict on a coin toss.
        dst[kept] = xp | yp;
        kept += usize::from(x & y == 0);
    }
    kept
}

#[inline(always)]
fn blocks<const K: usize, P: Probe>(
    cpu: P,
    probes: &[u64],
    table: &[u64],
    bits: u32,
    scratch: &mut Scratch,
) -> u64 {
    if scratch.tables.len() < 2 * K {
        scratch.tables.resize(2 * K, Table([[0; 8]; ROWS]));
    }
    if scratch.planes.len() < MAX_BITS as usize {
        scratch.planes.resize(MAX_BITS as usize, [0; 8]);
    }
    // One array of both blocks' tables: the probe loop reaches the
    // second block's rows at a fixed distance from the first's.
    let both: &mut [[Table; K]; 2] = (scratch.tables[..2 * K].as_chunks_mut::<K>().0)
        .try_into()
        .expect("2K tables were made above");
    let mut total = 0u64;
    // Two blocks a pass (their tables, 2 × 24 KiB at six chunks, about
    // fill the L1 cache), and the odd one on its own.
    for pair in table.chunks(2 * BLOCK) {
        if pair.len() > BLOCK {
            let (b0, b1) = pair.split_at(BLOCK);
            build(b0, bits, &mut scratch.planes, &mut both[0]);
            build(b1, bits, &mut scratch.planes, &mut both[1]);
            total += cpu.probe2(probes, both);
        } else {
            build(pair, bits, &mut scratch.planes, &mut both[0]);
            total += cpu.probe(probes, &both[0]);
        }
    }
    total
}

/// Fills the planes and the chunk tables of one block.
#[inline(always)]
fn build<const K: usize>(block: &[u64], bits: u32, planes: &mut [Lanes], tables: &mut [Table; K]) {
    // The block's patterns (padding is absent from every set).
    let mut valid: Lanes = [0; 8];
    for (w, word) in valid.iter_mut().enumerate() {
        let have = block.len().saturating_sub(64 * w).min(64);
        *word = if have == 64 { !0 } else { (1u64 << have) - 1 };
    }
    let planes = &mut planes[..bits as usize];
    // Sixty-four patterns at a time, turned into their bits' rows.
    for (w, word) in valid.iter().enumerate() {
        let mut square = [0u64; 64];
        let have = block.len().saturating_sub(64 * w).min(64);
        if have > 0 {
            square[..have].copy_from_slice(&block[64 * w..64 * w + have]);
        }
        transpose64(&mut square);
        for (plane, row) in planes.iter_mut().zip(square) {
            plane[w] = !row & word;
        }
    }
    for (c, table) in tables.iter_mut().enumerate() {
        table[0] = valid;
        for v in 1..ROWS {
            let j = c * CHUNK_BITS as usize + v.trailing_zeros() as usize;
            // Bits past the pattern's end are never set in a probe.
            let plane = planes.get(j).copied().unwrap_or(valid);
            let rest = table[v & (v - 1)];
            table[v] = std::array::from_fn(|l| rest[l] & plane[l]);
        }
    }
}

/// Transposes a 64 × 64 bit matrix in place: afterwards bit `i` of
/// `m[j]` is what bit `j` of `m[i]` was. Six rounds, each swapping the
/// off-diagonal halves of every block of the round's size (Hacker's
/// Delight, 7-3).
#[inline(always)]
fn transpose64(m: &mut [u64; 64]) {
    let mut j = 32;
    let mut mask: u64 = 0x0000_0000_ffff_ffff;
    while j != 0 {
        let mut k = 0;
        while k < 64 {
            let t = ((m[k] >> j) ^ m[k + j]) & mask;
            m[k + j] ^= t;
            m[k] ^= t << j;
            k = (k + j + 1) & !j;
        }
        j >>= 1;
        mask ^= mask << j;
    }
}

/// Adds up, over the probes, how many of the block's patterns each misses.
#[inline(always)]
fn probe<const K: usize>(probes: &[u64], tables: &[Table; K]) -> u64 {
    let mut sums: Lanes = [0; 8];
    for &p in probes {
        let mut acc = tables[0][(p & (ROWS as u64 - 1)) as usize];
        for (c, table) in tables.iter().enumerate().skip(1) {
            let row = &table[((p >> (c as u32 * CHUNK_BITS)) & (ROWS as u64 - 1)) as usize];
            for l in 0..8 {
                acc[l] &= row[l];
            }
        }
        for l in 0..8 {
            sums[l] += u64::from(acc[l].count_ones());
        }
    }
    sums.iter().sum()
}

/// The probe loops in x86-64 intrinsics. LLVM vectorises the plain loop
/// across probes with gathers, which is several times slower than one
/// register of table rows per probe, so these say it outright.
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86 {
    use std::arch::x86_64::*;

    use super::{CHUNK_BITS, Lanes, ROWS, Table};

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

    /// [`super::pair_up`] eight placements at a time: one test and one
    /// compress of the kept patterns a register.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(crate) fn pair_up_avx512(x: u64, xp: u64, e: &[[u64; 2]], dst: &mut [u64]) -> usize {
        let xs = _mm512_set1_epi64(x as i64);
        let xps = _mm512_set1_epi64(xp as i64);
        let even = _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14);
        let odd = _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15);
        let mut kept = 0;
        let chunks = e.chunks_exact(8);
        let rest = chunks.remainder();
        for c in chunks {
            let flat = c.as_flattened();
            let (lo, hi) = (words512(&flat[..8]), words512(&flat[8..]));
            let ys = _mm512_permutex2var_epi64(lo, even, hi);
            let yps = _mm512_permutex2var_epi64(lo, odd, hi);
            let keep = _mm512_testn_epi64_mask(ys, xs);
            let packed = _mm512_maskz_compress_epi64(keep, _mm512_or_si512(yps, xps));
            // All eight lanes are stored; those past the kept ones are
            // overwritten next. `kept` is at most the placements before
            // this chunk, so the eight slots lie within `e.len()`.
            store512(&mut dst[kept..kept + 8], packed);
            kept += keep.count_ones() as usize;
        }
        kept + super::pair_up(x, xp, rest, &mut dst[kept..])
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn random(rng: &mut Rng, len: usize, bits: u32, density: u32) -> Vec<u64> {
        (0..len)
            .map(|_| {
                let mut p = 0u64;
                for j in 0..bits {
                    if rng.next_u64() % 100 < u64::from(density) {
                        p |= 1 << j;
                    }
                }
                p
            })
            .collect()
    }

    #[test]
    fn pairing_up_keeps_the_placements_that_miss() {
        let mut rng = Rng::new(11);
        for len in [0usize, 1, 7, 8, 9, 31, 64, 100] {
            let e: Vec<[u64; 2]> = (0..len)
                .map(|_| [rng.next_u64() & rng.next_u64(), rng.next_u64()])
                .collect();
            let x = rng.next_u64() & rng.next_u64() & rng.next_u64();
            let want: Vec<u64> = e
                .iter()
                .filter(|[y, _]| x & y == 0)
                .map(|[_, yp]| 5 | yp)
                .collect();
            let mut dst = vec![0u64; len];
            let kept = pair_up(x, 5, &e, &mut dst);
            assert_eq!(&dst[..kept], &want[..], "{len}");
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("avx512f") {
                let mut fast = vec![0u64; len];
                // SAFETY: AVX-512F was found just above.
                let kept = unsafe { x86::pair_up_avx512(x, 5, &e, &mut fast) };
                assert_eq!(&fast[..kept], &want[..], "{len}, avx512");
            }
        }
    }

    #[test]
    fn the_transpose_swaps_rows_and_columns() {
        let mut rng = Rng::new(3);
        let before: [u64; 64] = std::array::from_fn(|_| rng.next_u64());
        let mut after = before;
        transpose64(&mut after);
        for (i, row) in before.iter().enumerate() {
            for (j, col) in after.iter().enumerate() {
                assert_eq!(col >> i & 1, row >> j & 1, "({i}, {j})");
            }
        }
    }

    #[test]
    fn the_tables_agree_with_the_double_loop() {
        let mut rng = Rng::new(7);
        let mut scratch = Scratch::default();
        for &(la, lb, bits, density) in &[
            (0usize, 5usize, 10u32, 30u32),
            (3, 1000, 17, 40),
            (96, 96, 6, 20),
            (97, 511, 12, 25),
            (200, 513, 34, 35),
            (300, 1500, 36, 30),
            (130, 1025, 62, 10),
            (1000, 700, 1, 50),
        ] {
            let a = random(&mut rng, la, bits, density);
            let b = random(&mut rng, lb, bits, density);
            let want = count_pairwise(&a, &b);
            assert_eq!(
                count_disjoint(Plain, &a, &b, bits, &mut scratch),
                want,
                "{la}×{lb}, {bits} bits"
            );
            assert_eq!(
                count_disjoint(Plain, &b, &a, bits, &mut scratch),
                want,
                "{lb}×{la}, {bits} bits"
            );
        }
    }
}

//! Counting the last k rows (k ≤ 5) at once, by testing all k!
//! permutations in SIMD lanes.
//!
//! **What it computes.** With k rows left, exactly k columns are free.
//! A completion puts those columns on the rows in some order σ such that
//! every queen's square is free of attack from above (and allowed), and
//! no two of the k new queens share a diagonal. [`Finisher::count`]
//! returns how many σ qualify: the same number a bitmask search of the
//! last k rows would count (see `kernels::rows`, which checks it).
//!
//! **Bit layout.** `avail` packs, for row j (0 = the first of the k rows)
//! and free column i (0 = the leftmost), bit `j·k + i`: is that square
//! usable. A permutation σ needs the k bits `j·k + σ(j)`. Whether σ's
//! queens attack each other depends only on the gaps between the free
//! columns, capped at k (a wider gap never meets within k rows), so the
//! table `ok[pattern]` lists the harmless permutations of each gap
//! pattern. Each 32-bit lane holds one permutation's required bits; one
//! compare per 16 permutations tells which are satisfied.

use std::arch::x86_64::*;
use std::sync::OnceLock;

use crate::kernels::orders::{Four, MAX_K, PAIRS4, harmless, permutations};

/// Tables for one k.
struct Block {
    /// Required bits of each permutation, padded with impossible entries
    /// to whole vectors of 16.
    req: Vec<u32>,
    /// The same in 16-bit lanes, padded to 32, for k ≤ 4 (k² ≤ 16 bits):
    /// every permutation in one compare. Padding lanes are never in `ok`.
    req16: [u16; 32],
    /// Per gap pattern: the permutations (bit p) whose queens do not
    /// attack each other.
    ok: Vec<u128>,
}

/// Tables for every k from 1 to [`MAX_K`].
pub(crate) struct Finisher {
    blocks: Vec<Block>,
    /// The k = 4 tables of [`sets4x16`](Finisher::sets4x16): one permute
    /// indexes 16 entries.
    four: Four<16>,
}

fn block(k: usize) -> Block {
    let perms = permutations(k);
    let mut req: Vec<u32> = perms
        .iter()
        .map(|p| p.iter().enumerate().fold(0u32, |m, (j, &i)| m | 1 << (j * k + i)))
        .collect();
    let mut req16 = [u16::MAX; 32];
    if k <= 4 {
        for (r16, &r) in req16.iter_mut().zip(&req) {
            *r16 = r as u16;
        }
    }
    // Padding lanes need a bit no availability word has.
    req.resize(perms.len().div_ceil(16) * 16, 1 << 31);
    Block {
        req,
        req16,
        ok: harmless(k, &perms),
    }
}

impl Finisher {
    /// The shared tables, built on first use.
    pub(crate) fn get() -> &'static Finisher {
        static TABLES: OnceLock<Finisher> = OnceLock::new();
        TABLES.get_or_init(|| Finisher {
            blocks: (0..=MAX_K).map(block).collect(),
            four: Four::new(),
        })
    }

    /// k = 4, permutation `p` (a bit of [`Finisher::sets4x16`]'s sets):
    /// the column (0..4, among the free ones) each row takes, and the row
    /// each column gets.
    #[inline(always)]
    pub(crate) fn perm4(&self, p: usize) -> ([u8; 4], [u8; 4]) {
        self.four.perm[p]
    }

    /// Sixteen blocks of k = 4 rows: for each 32-bit lane, with `free`
    /// its four free columns and `rows[j]` the usable squares of row j
    /// (other columns' bits ignored), the set of permutations (bit p for
    /// the p-th of `permutations(4)`) that complete it; the count is its
    /// popcount. Lanes whose `free` has not four bits get some value.
    ///
    /// In each lane the free columns are isolated lowest bit first; every
    /// (row, column) square that is not usable clears the permutations
    /// that use it; and each of the six column pairs at distance g < 4
    /// clears the permutations that put the two g rows apart (a 16-entry
    /// permute by min(g, 4)).
    ///
    /// # Safety
    /// The CPU must have AVX-512F and AVX-512CD (`x86_64::cpu::Avx512`).
    #[target_feature(enable = "avx512f,avx512cd")]
    #[inline]
    pub(crate) unsafe fn sets4x16(&self, free: __m512i, rows: [__m512i; 4]) -> __m512i {
        let zero = _mm512_setzero_si512();
        let set = |x: u32| _mm512_set1_epi32(x as i32);
        // The columns, lowest first, as single bits and as 31 − position
        // (only differences are used).
        let mut x = free;
        let mut bit = [zero; 4];
        let mut lz = [zero; 4];
        for (b, z) in bit.iter_mut().zip(lz.iter_mut()) {
            *b = _mm512_and_si512(x, _mm512_sub_epi32(zero, x));
            x = _mm512_xor_si512(x, *b);
            *z = _mm512_lzcnt_epi32(*b);
        }
        let mut met = set((1 << 24) - 1);
        for (row, uses) in rows.iter().zip(&self.four.uses) {
            for (&b, &u) in bit.iter().zip(uses) {
                let unusable = _mm512_testn_epi32_mask(*row, b);
                met = _mm512_mask_andnot_epi32(met, unusable, set(u), met);
            }
        }
        let four = set(4);
        for (table, &(i1, i2)) in self.four.pairs.iter().zip(&PAIRS4) {
            // Column i2 is right of i1: fewer leading zeros.
            let gap = _mm512_min_epu32(_mm512_sub_epi32(lz[i1], lz[i2]), four);
            // SAFETY: `table` is one of `self.four.pairs`, a `[u32; 16]`: the
            // unaligned load reads exactly its 64 bytes, and AVX-512F is
            // this function's target feature, which its caller proved.
            let t = unsafe { _mm512_loadu_si512(table.as_ptr().cast()) };
            met = _mm512_and_si512(met, _mm512_permutexvar_epi32(gap, t));
        }
        met
    }

    /// The gap pattern of the K free columns in `free`.
    #[inline(always)]
    fn pattern<const K: usize>(free: u64) -> usize {
        let mut x = free;
        let mut prev = x.trailing_zeros();
        x &= x.wrapping_sub(1);
        let (mut index, mut scale) = (0, 1);
        for _ in 1..K {
            let p = x.trailing_zeros();
            x &= x.wrapping_sub(1);
            index += ((p - prev) as usize).min(K).saturating_sub(1) * scale;
            scale *= K;
            prev = p;
        }
        index
    }

    /// The number of completions of the last `k` rows: `free` holds the k
    /// free columns and `rows[j]` the usable squares of row j.
    ///
    /// # Safety
    /// The CPU must have AVX-512F, AVX-512BW, BMI1, BMI2 and POPCNT
    /// (`x86_64::cpu::Avx512`), and `1 ≤ k ≤ MAX_K` with `free` holding
    /// exactly k bits.
    #[inline(always)]
    pub(crate) unsafe fn count(&self, k: usize, free: u64, rows: &[u64; MAX_K]) -> u64 {
        debug_assert!((1..=MAX_K).contains(&k) && free.count_ones() as usize == k);
        // SAFETY: each arm calls the version for its own k, which asks
        // what this function's caller guarantees (the CPU features of
        // `cpu::Avx512`, k bits in `free`) with K = k; k = 5 takes
        // V = 8 = ⌈5!/16⌉ vectors, the length `block(5)` pads `req` to.
        unsafe {
            match k {
                5 => self.count_k::<5, 8>(free, rows),
                4 => self.count_small::<4>(free, rows),
                3 => self.count_small::<3>(free, rows),
                2 => self.count_small::<2>(free, rows),
                _ => self.count_small::<1>(free, rows),
            }
        }
    }

    /// [`Finisher::count`] for K ≤ 4: the K² availability bits fit 16-bit
    /// lanes, so one compare tests every permutation.
    ///
    /// # Safety
    /// As for [`Finisher::count`], with k = K ≤ 4.
    #[inline(always)]
    unsafe fn count_small<const K: usize>(&self, free: u64, rows: &[u64; MAX_K]) -> u64 {
        let block = &self.blocks[K];
        let mut avail = 0u32;
        for (j, &row) in rows.iter().enumerate().take(K) {
            // SAFETY: `pext` needs BMI2, which the caller guarantees (it is
            // in `cpu::Avx512`'s checks); it touches no memory.
            avail |= (unsafe { _pext_u64(row, free) } as u32) << (j * K);
        }
        let ok = block.ok[Self::pattern::<K>(free)] as u32;
        // SAFETY: the load and the 16-bit broadcast and compare need
        // AVX-512F and BW, which the caller guarantees; `req16` is a
        // `[u16; 32]`, so the 64-byte load reads exactly all of it.
        let met = unsafe {
            let want = _mm512_loadu_si512(block.req16.as_ptr().cast());
            let have = _mm512_set1_epi16(avail as i16);
            _mm512_cmpeq_epi16_mask(_mm512_and_si512(have, want), want)
        };
        u64::from((met & ok).count_ones())
    }

    /// [`Finisher::count`] for one K; `V` vectors of 16 permutations.
    ///
    /// # Safety
    /// As for [`Finisher::count`], with k = K and V = ⌈K!/16⌉.
    #[inline(always)]
    unsafe fn count_k<const K: usize, const V: usize>(&self, free: u64, rows: &[u64; MAX_K]) -> u64 {
        let block = &self.blocks[K];
        debug_assert_eq!(block.req.len(), 16 * V);
        let mut avail = 0u32;
        for (j, &row) in rows.iter().enumerate().take(K) {
            // SAFETY: `pext` needs BMI2, which the caller guarantees (it is
            // in `cpu::Avx512`'s checks); it touches no memory.
            avail |= (unsafe { _pext_u64(row, free) } as u32) << (j * K);
        }
        let ok = block.ok[Self::pattern::<K>(free)];
        let mut met: u128 = 0;
        for v in 0..V {
            // SAFETY: AVX-512F is guaranteed by the caller; `req` holds
            // 16·V u32s (`block` pads K! to whole vectors of 16 and the
            // caller passes V = ⌈K!/16⌉, debug-asserted above), so the
            // 16 lanes from 16·v, v < V, are in bounds.
            let m = unsafe {
                let want = _mm512_loadu_si512(block.req.as_ptr().add(16 * v).cast());
                let have = _mm512_set1_epi32(avail as i32);
                _mm512_cmpeq_epi32_mask(_mm512_and_si512(have, want), want)
            };
            met |= u128::from(m) << (16 * v);
        }
        u64::from((met & ok).count_ones())
    }
}

// `Finisher::count` exists on x86-64 only.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernels::tests::{plain_block, xorshift};

    #[test]
    fn tables_agree_with_plain_search() {
        let Some(avx512) = crate::kernels::tests::require(crate::Kernel::Avx512) else {
            return;
        };
        let Ok(avx512) = crate::kernels::x86_64::cpu::Avx512::detect() else {
            unreachable!("{avx512:?} was selected");
        };
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15u64);
        for _ in 0..20_000 {
            let k = (next() % 5 + 1) as usize;
            let mut free = 0u64;
            while (free.count_ones() as usize) < k {
                free |= 1 << (next() % 16);
            }
            let mut rows = [0u64; MAX_K];
            for r in rows.iter_mut() {
                *r = next() | next();
            }
            let fast = avx512.finish(k, free, &rows);
            assert_eq!(
                fast,
                plain_block(free, &rows[..k]),
                "k={k} free={free:b} rows={rows:?}"
            );
        }
    }

    /// Sixteen k = 4 blocks at a time against the plain search, on narrow
    /// boards (small gaps) and wide ones (capped gaps).
    #[test]
    fn vector_sets_agree_with_plain_search() {
        if crate::kernels::tests::require(crate::Kernel::Avx512).is_none() {
            return;
        }
        let f = Finisher::get();
        let mut next = xorshift(0x2545_f491_4f6c_dd1du64);
        for round in 0..5_000 {
            let width = if round % 2 == 0 { 8 } else { 23 };
            let mut free = [0u32; 16];
            let mut rows = [[0u32; 16]; 4];
            for lane in 0..16 {
                while free[lane].count_ones() < 4 {
                    free[lane] |= 1 << (next() % width);
                }
                for r in rows.iter_mut() {
                    r[lane] = (next() | next()) as u32;
                }
            }
            // SAFETY: `require` returned a kernel, so the CPU has the
            // AVX-512F and CD that `sets4x16` is compiled for; `load` reads
            // and the store writes one `[u32; 16]`, 64 bytes, their whole
            // size.
            let got = unsafe {
                let load = |a: &[u32; 16]| _mm512_loadu_si512(a.as_ptr().cast());
                let v = f.sets4x16(
                    load(&free),
                    [load(&rows[0]), load(&rows[1]), load(&rows[2]), load(&rows[3])],
                );
                let mut out = [0u32; 16];
                _mm512_storeu_si512(out.as_mut_ptr().cast(), v);
                out
            };
            for lane in 0..16 {
                let r = [rows[0][lane], rows[1][lane], rows[2][lane], rows[3][lane]].map(u64::from);
                let want = plain_block(u64::from(free[lane]), &r);
                assert_eq!(
                    u64::from(got[lane].count_ones()),
                    want,
                    "free={:b} rows={r:?}",
                    free[lane]
                );
            }
        }
    }
}

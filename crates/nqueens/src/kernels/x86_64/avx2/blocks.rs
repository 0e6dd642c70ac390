//! Counting the last k ≤ 4 rows at once in plain integer code: no
//! AVX-512, no `pext`/`pdep` (microcoded on AMD before Zen 3), for the
//! AVX2 lanes (`x86_64::avx2::lanes`).
//!
//! **What it computes.** The same number as `avx512::blocks::Finisher::count`:
//! with k rows left exactly k columns are free, and a completion puts
//! them on the rows in some order σ (row j takes the σ(j)-th free column)
//! such that every queen's square is usable and no two of the k new
//! queens share a diagonal.
//!
//! **How.** The free columns p0 < … < p(k−1) come from `trailing_zeros`.
//! Row j's k usable-bits (bit i: is column p_i usable on row j) are
//! picked out by shifts. `rows[j][bits]` is the set of permutations
//! (bit p for the p-th permutation) whose row-j square is among `bits`;
//! the satisfied permutations are the AND over the rows. Whether a
//! permutation's queens attack each other depends only on the gaps
//! between the free columns, capped at k (a wider gap never meets within
//! k rows): `ok[pattern]` lists the harmless ones. The count is
//! `popcount(met & ok[pattern])`; k! ≤ 24 bits fit a `u32`.
//!
//! **Eight blocks at once** ([`Blocks4::sets4`], k = 4, AVX2): in each
//! 32-bit lane the free columns are isolated lowest bit first and their
//! positions read from the exponent of their `f32` value; every
//! (row, column) square that is not usable clears the permutations that
//! use it; and each of the six column pairs at distance g < 4 clears the
//! permutations that put the two columns g rows apart (an 8-entry
//! `vpermd` lookup by min(g, 4)).

use crate::kernels::orders::{Four, PAIRS4, harmless, permutations};
use std::sync::OnceLock;

#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::*;

/// The deepest block counted here.
pub(crate) const MAX_K4: usize = 4;

/// Tables for one k.
struct Tables {
    /// `rows[j][bits]`: the permutations whose row-j column is in `bits`.
    rows: [[u32; 1 << MAX_K4]; MAX_K4],
    /// Per gap pattern: the permutations whose queens do not attack each
    /// other.
    ok: Vec<u32>,
}

/// Tables for every k from 1 to [`MAX_K4`].
pub(crate) struct Blocks4 {
    by_k: Vec<Tables>,
    /// The k = 4 tables of [`sets4`](Blocks4::sets4): one permute indexes
    /// 8 entries.
    four: Four<8>,
}

fn tables(k: usize) -> Tables {
    let perms = permutations(k);
    let mut rows = [[0u32; 1 << MAX_K4]; MAX_K4];
    for (j, table) in rows.iter_mut().enumerate().take(k) {
        for (bits, set) in table.iter_mut().enumerate().take(1 << k) {
            for (pi, p) in perms.iter().enumerate() {
                if bits >> p[j] & 1 == 1 {
                    *set |= 1 << pi;
                }
            }
        }
    }
    // Per gap pattern, the permutations that are harmless (at most 24
    // of them for k ≤ 4, so the AVX2 lanes' u32 holds them).
    let ok: Vec<u32> = harmless(k, &perms).into_iter().map(|m| m as u32).collect();
    Tables { rows, ok }
}

impl Blocks4 {
    /// The shared tables, built on first use.
    pub(crate) fn get() -> &'static Blocks4 {
        static TABLES: OnceLock<Blocks4> = OnceLock::new();
        TABLES.get_or_init(|| Blocks4 {
            by_k: (0..=MAX_K4).map(tables).collect(),
            four: Four::new(),
        })
    }

    /// The number of completions of the last `k` rows: `free` holds the k
    /// free columns and `rows[j]` the usable squares of row j (other
    /// columns' bits are ignored). `1 ≤ k ≤ MAX_K4`, `free` has k bits.
    #[inline(always)]
    pub(crate) fn count(&self, k: usize, free: u32, rows: &[u32; MAX_K4]) -> u32 {
        debug_assert!((1..=MAX_K4).contains(&k) && free.count_ones() as usize == k);
        match k {
            4 => self.count_k::<4>(free, rows),
            3 => self.count_k::<3>(free, rows),
            2 => self.count_k::<2>(free, rows),
            _ => self.count_k::<1>(free, rows),
        }
    }

    #[inline(always)]
    fn count_k<const K: usize>(&self, free: u32, rows: &[u32; MAX_K4]) -> u32 {
        let t = &self.by_k[K];
        let mut pos = [0u32; K];
        let mut x = free;
        for p in pos.iter_mut() {
            *p = x.trailing_zeros();
            x &= x.wrapping_sub(1);
        }
        let mut pattern = 0usize;
        let mut scale = 1usize;
        for i in 1..K {
            pattern += ((pos[i] - pos[i - 1]) as usize).min(K).saturating_sub(1) * scale;
            scale *= K;
        }
        let mut met = t.ok[pattern];
        for (j, &row) in rows.iter().enumerate().take(K) {
            let mut bits = 0usize;
            for (i, &p) in pos.iter().enumerate() {
                bits |= ((row >> p) as usize & 1) << i;
            }
            met &= t.rows[j][bits];
        }
        met.count_ones()
    }
}

impl Blocks4 {
    /// k = 4, permutation `p` (a bit of [`Blocks4::sets4`]'s sets): the
    /// column (0..4, among the free ones) each row takes, and the row
    /// each column gets.
    #[inline(always)]
    pub(crate) fn perm4(&self, p: usize) -> ([u8; 4], [u8; 4]) {
        self.four.perm[p]
    }
}

#[cfg(target_arch = "x86_64")]
impl Blocks4 {
    /// Eight blocks of k = 4 rows: for each 32-bit lane, with `free` its
    /// four free columns and `rows[j]` the usable squares of row j (other
    /// columns' bits ignored), the set of permutations that complete it
    /// (numbered as by [`Blocks4::count`]); the count is its popcount.
    ///
    /// # Safety
    /// The CPU must have AVX2, and every lane of `free` exactly 4 bits,
    /// all below bit 24 (so that their `f32` values are exact).
    #[target_feature(enable = "avx2")]
    pub(crate) unsafe fn sets4(&self, free: __m256i, rows: [__m256i; 4]) -> __m256i {
        let zero = _mm256_setzero_si256();
        let set = |x: u32| _mm256_set1_epi32(x as i32);
        // The columns, lowest first, as single bits and as f32 exponents
        // (127 + position; only their differences are used).
        let mut x = free;
        let mut bit = [zero; 4];
        let mut exp = [zero; 4];
        for (b, e) in bit.iter_mut().zip(exp.iter_mut()) {
            *b = _mm256_and_si256(x, _mm256_sub_epi32(zero, x));
            x = _mm256_xor_si256(x, *b);
            *e = _mm256_srli_epi32::<23>(_mm256_castps_si256(_mm256_cvtepi32_ps(*b)));
        }
        // The 24 permutations.
        let mut met = set((1 << 24) - 1);
        for (row, uses) in rows.iter().zip(&self.four.uses) {
            for (&b, &u) in bit.iter().zip(uses) {
                let unusable = _mm256_cmpeq_epi32(_mm256_and_si256(*row, b), zero);
                met = _mm256_andnot_si256(_mm256_and_si256(unusable, set(u)), met);
            }
        }
        let four = set(4);
        for (table, &(i1, i2)) in self.four.pairs.iter().zip(&PAIRS4) {
            let gap = _mm256_min_epu32(_mm256_sub_epi32(exp[i2], exp[i1]), four);
            // SAFETY: `table` is one of `self.four.pairs`, a `[u32; 8]`: the
            // unaligned load reads exactly its 32 bytes, and AVX2 is this
            // function's target feature, which its caller proved.
            let t = unsafe { _mm256_loadu_si256(table.as_ptr().cast()) };
            met = _mm256_and_si256(met, _mm256_permutevar8x32_epi32(t, gap));
        }
        met
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernels::tests::{plain_block, xorshift};

    #[test]
    fn tables_agree_with_plain_search() {
        let f = Blocks4::get();
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15u64);
        for round in 0..40_000 {
            let k = (next() % MAX_K4 as u64 + 1) as usize;
            // Narrow boards give small gaps (the patterns below k), wide
            // ones the capped gaps.
            let width = if round % 2 == 0 { 8 } else { 23 };
            let mut free = 0u32;
            while (free.count_ones() as usize) < k {
                free |= 1 << (next() % width);
            }
            let mut rows = [0u32; MAX_K4];
            for r in rows.iter_mut() {
                *r = (next() | next()) as u32;
            }
            let fast = f.count(k, free, &rows);
            assert_eq!(
                u64::from(fast),
                plain_block(
                    u64::from(free),
                    &rows[..k].iter().map(|&r| u64::from(r)).collect::<Vec<_>>()
                ),
                "k={k} free={free:b} rows={rows:?}"
            );
        }
    }

    /// Eight k = 4 blocks at a time against the plain search.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn vector_sets_agree_with_plain_search() {
        if crate::kernels::tests::require(crate::Kernel::Avx2).is_none() {
            return;
        }
        let f = Blocks4::get();
        let mut next = xorshift(0x2545_f491_4f6c_dd1du64);
        for round in 0..5_000 {
            let width = if round % 2 == 0 { 8 } else { 23 };
            let mut free = [0u32; 8];
            let mut rows = [[0u32; 8]; 4];
            for lane in 0..8 {
                while free[lane].count_ones() < 4 {
                    free[lane] |= 1 << (next() % width);
                }
                for r in rows.iter_mut() {
                    r[lane] = (next() | next()) as u32;
                }
            }
            // SAFETY: `require` returned a kernel, so the CPU has AVX2 (what
            // `sets4` is compiled for); each lane of `free` was given exactly
            // 4 bits, all below bit 23 (`width` ≤ 23); `load` reads and the
            // store writes one `[u32; 8]`, 32 bytes, their whole size.
            let got = unsafe {
                let load = |a: &[u32; 8]| _mm256_loadu_si256(a.as_ptr().cast());
                let v = f.sets4(
                    load(&free),
                    [load(&rows[0]), load(&rows[1]), load(&rows[2]), load(&rows[3])],
                );
                let mut out = [0u32; 8];
                _mm256_storeu_si256(out.as_mut_ptr().cast(), v);
                out
            };
            for lane in 0..8 {
                let r = [rows[0][lane], rows[1][lane], rows[2][lane], rows[3][lane]];
                assert_eq!(
                    got[lane].count_ones(),
                    plain_block(u64::from(free[lane]), &r.map(u64::from)) as u32,
                    "free={:b} rows={r:?}",
                    free[lane]
                );
            }
        }
    }
}

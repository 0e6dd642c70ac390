//! Counting the last k rows (k ≤ [`MAX_K`]) at once in plain Rust, with
//! table look-ups instead of SIMD: the block counter of the portable
//! ("scalar") row kernel, for every target.
//!
//! **What it computes.** As [`crate::kernels::orders`]: with k rows left exactly
//! k columns are free, and [`Portable::count`] returns the number of
//! orders σ (row j takes the σ(j)-th free column) whose squares are all
//! usable and whose queens do not attack each other — what a bitmask
//! search of the last k rows would count.
//!
//! **Bit layout.** For row j, the k usable-bits of the free columns are
//! gathered (by shifts, the leftmost free column in bit 0) into a k-bit
//! index. `rowset[j][bits]` is the set of permutations (bit p for the
//! p-th one of [`crate::kernels::orders::permutations`]) whose row-j square is
//! among `bits`; the AND over the k rows is the set of permutations
//! whose squares are all usable, and the gap pattern's harmless set (the
//! tables of [`crate::kernels::orders`]) removes those whose queens attack each
//! other. For k ≤ 4 the 24 permutations fit a `u32`, for k = 5 the 120
//! a `u128`.

use std::sync::OnceLock;

use crate::kernels::orders::{MAX_K, harmless, permutations};

/// Slots of the harmless-set tables: a power of two above the 5⁴ = 625
/// gap patterns of five columns, so that masking an index with
/// `OK_SLOTS - 1` keeps it in range without a bounds check.
const OK_SLOTS: usize = 1024;

/// Tables for one k, in fixed-size arrays indexed by masked values: the
/// hot path has no bounds checks.
struct Block {
    /// `rowset[j][bits]`: the permutations whose row-j square is in
    /// `bits` (k ≤ 5, so 32 entries a row).
    rowset: [[u128; 32]; MAX_K],
    /// The same for k ≤ 4, in 32 bits.
    rowset32: [[u32; 32]; MAX_K],
    /// Per gap pattern, the permutations whose queens are harmless.
    ok: Box<[u128; OK_SLOTS]>,
    /// The same for k ≤ 4, in 32 bits.
    ok32: Box<[u32; OK_SLOTS]>,
}

/// The block counter's tables for every k from 0 to [`MAX_K`].
pub(crate) struct Portable {
    blocks: [Block; MAX_K + 1],
}

fn block(k: usize) -> Block {
    let perms = permutations(k);
    let mut rowset = [[0u128; 32]; MAX_K];
    for (j, row) in rowset.iter_mut().enumerate().take(k) {
        for (bits, set) in row.iter_mut().enumerate().take(1 << k) {
            for (pi, p) in perms.iter().enumerate() {
                if bits >> p[j] & 1 != 0 {
                    *set |= 1 << pi;
                }
            }
        }
    }
    let mut ok = Box::new([0u128; OK_SLOTS]);
    let harmless = harmless(k, &perms);
    ok[..harmless.len()].copy_from_slice(&harmless);
    // Truncating to 32 bits drops nothing for k ≤ 4 (at most 24 bits); the
    // 32-bit tables are only read then.
    let rowset32 = rowset.map(|row| row.map(|m| m as u32));
    let mut ok32 = Box::new([0u32; OK_SLOTS]);
    for (o32, &o) in ok32.iter_mut().zip(ok.iter()) {
        *o32 = o as u32;
    }
    Block {
        rowset,
        rowset32,
        ok,
        ok32,
    }
}

impl Portable {
    /// The shared tables, built on first use.
    pub(crate) fn get() -> &'static Portable {
        static TABLES: OnceLock<Portable> = OnceLock::new();
        TABLES.get_or_init(|| Portable {
            blocks: std::array::from_fn(block),
        })
    }

    /// The number of completions of the last `k` rows: `free` holds the k
    /// free columns and `rows[j]` the usable squares of row j (n ≤ 32, so
    /// below bit 32). Needs `1 ≤ k ≤ MAX_K` and k bits in `free`.
    #[inline(always)]
    pub(crate) fn count(&self, k: usize, free: u64, rows: &[u64; MAX_K]) -> u64 {
        debug_assert!((1..=MAX_K).contains(&k) && free.count_ones() as usize == k);
        match k {
            5 => self.count5(free, rows),
            4 => self.count_small::<4>(free, rows),
            3 => self.count_small::<3>(free, rows),
            2 => self.count_small::<2>(free, rows),
            _ => self.count_small::<1>(free, rows),
        }
    }

    /// The positions of the K free columns, and their gap pattern (as in
    /// [`crate::kernels::orders`]: gaps capped at K, in base K from the left).
    #[inline(always)]
    fn positions<const K: usize>(free: u64) -> ([u32; K], usize) {
        let mut pos = [0u32; K];
        let mut x = free;
        for p in pos.iter_mut() {
            *p = x.trailing_zeros();
            x &= x.wrapping_sub(1);
        }
        let (mut index, mut scale) = (0, 1);
        for i in 1..K {
            index += ((pos[i] - pos[i - 1]) as usize).min(K).saturating_sub(1) * scale;
            scale *= K;
        }
        (pos, index)
    }

    /// The k-bit indices of all K rows, gathered two rows at a time: rows
    /// j and j+1 share a word (row j+1 from bit 32), so one shift and mask
    /// per free column serves both.
    #[inline(always)]
    fn gather<const K: usize>(pos: &[u32; K], rows: &[u64; MAX_K]) -> [usize; K] {
        let mut out = [0usize; K];
        let mut j = 0;
        while j < K {
            let hi = if j + 1 < K { rows[j + 1] << 32 } else { 0 };
            let w = rows[j] | hi;
            let mut acc = 0u64;
            for (i, &p) in pos.iter().enumerate() {
                acc |= ((w >> p) & 0x1_0000_0001) << i;
            }
            out[j] = (acc & 31) as usize;
            if j + 1 < K {
                out[j + 1] = (acc >> 32 & 31) as usize;
            }
            j += 2;
        }
        out
    }

    #[inline(always)]
    fn count_small<const K: usize>(&self, free: u64, rows: &[u64; MAX_K]) -> u64 {
        let block = &self.blocks[K];
        let (pos, pattern) = Self::positions::<K>(free);
        let bits = Self::gather::<K>(&pos, rows);
        let mut met = block.ok32[pattern & (OK_SLOTS - 1)];
        for (j, &b) in bits.iter().enumerate() {
            met &= block.rowset32[j][b & 31];
        }
        u64::from(met.count_ones())
    }

    #[inline(always)]
    fn count5(&self, free: u64, rows: &[u64; MAX_K]) -> u64 {
        let block = &self.blocks[5];
        let (pos, pattern) = Self::positions::<5>(free);
        let bits = Self::gather::<5>(&pos, rows);
        let mut met = block.ok[pattern & (OK_SLOTS - 1)];
        for (j, &b) in bits.iter().enumerate() {
            met &= block.rowset[j][b & 31];
        }
        u64::from(met.count_ones())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernels::tests::{plain_block, xorshift};

    /// Random blocks on boards up to 32 columns, dense enough that many
    /// have completions, against the plain search. Runs on every target.
    #[test]
    fn tables_agree_with_plain_search() {
        let f = Portable::get();
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15u64);
        let mut nonzero = 0;
        for round in 0..40_000 {
            let k = (next() % MAX_K as u64 + 1) as usize;
            // Narrow boards crowd the free columns (small gaps), wide ones
            // use the high bits.
            let width = if round % 2 == 0 { 12 } else { 32 };
            let mut free = 0u64;
            while (free.count_ones() as usize) < k {
                free |= 1 << (next() % width);
            }
            let mut rows = [0u64; MAX_K];
            for r in rows.iter_mut() {
                *r = (next() | next()) & 0xffff_ffff;
            }
            let fast = f.count(k, free, &rows);
            assert_eq!(
                fast,
                plain_block(free, &rows[..k]),
                "k={k} free={free:b} rows={rows:?}"
            );
            nonzero += usize::from(fast > 0);
        }
        assert!(nonzero > 5_000, "too few blocks with completions: {nonzero}");
    }
}

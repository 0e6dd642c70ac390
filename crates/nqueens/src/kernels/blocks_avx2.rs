//! Counting the last k ≤ 4 rows at once in plain integer code: no
//! AVX-512, no `pext`/`pdep` (microcoded on AMD before Zen 3), for the
//! AVX2 lanes (`kernels::lanes_avx2`).
//!
//! **What it computes.** The same number as `lastrows::Finisher::count`:
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

use std::sync::OnceLock;

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
}

fn permutations(k: usize) -> Vec<Vec<usize>> {
    fn go(k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in 0..k {
            if !cur.contains(&i) {
                cur.push(i);
                go(k, cur, out);
                cur.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(k, &mut Vec::new(), &mut out);
    out
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
    // Gap pattern: digit i−1 (base k) is min(p_i − p_(i−1), k) − 1.
    let patterns = k.pow(k.saturating_sub(1) as u32);
    let mut ok = vec![0u32; patterns];
    for (pattern, mask) in ok.iter_mut().enumerate() {
        let mut pos = vec![0usize; k];
        let mut x = pattern;
        for i in 1..k {
            pos[i] = pos[i - 1] + x % k + 1;
            x /= k;
        }
        for (pi, p) in perms.iter().enumerate() {
            let harmless = (0..k).all(|j| (j + 1..k).all(|j2| pos[p[j]].abs_diff(pos[p[j2]]) != j2 - j));
            if harmless {
                *mask |= 1 << pi;
            }
        }
    }
    Tables { rows, ok }
}

impl Blocks4 {
    /// The shared tables, built on first use.
    pub(crate) fn get() -> &'static Blocks4 {
        static TABLES: OnceLock<Blocks4> = OnceLock::new();
        TABLES.get_or_init(|| Blocks4 {
            by_k: (0..=MAX_K4).map(tables).collect(),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain search of the last k rows, to check the tables against.
    fn plain(k: usize, free: u32, rows: &[u32; MAX_K4]) -> u32 {
        fn go(j: usize, k: usize, placed: &mut Vec<u32>, free: u32, rows: &[u32; MAX_K4]) -> u32 {
            if j == k {
                return 1;
            }
            let mut total = 0;
            for c in 0..32 {
                let bit = 1u32 << c;
                let clash = placed
                    .iter()
                    .enumerate()
                    .any(|(jj, &cc)| cc == c || cc.abs_diff(c) as usize == j - jj);
                if free & bit != 0 && rows[j] & bit != 0 && !clash {
                    placed.push(c);
                    total += go(j + 1, k, placed, free, rows);
                    placed.pop();
                }
            }
            total
        }
        go(0, k, &mut Vec::new(), free, rows)
    }

    #[test]
    fn tables_agree_with_plain_search() {
        let f = Blocks4::get();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
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
            assert_eq!(fast, plain(k, free, &rows), "k={k} free={free:b} rows={rows:?}");
        }
    }
}

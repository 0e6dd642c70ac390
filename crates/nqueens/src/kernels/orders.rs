//! What the block counters of the last rows share (the portable one in
//! `generic::portable`, AVX2's in `x86_64::avx2::blocks` and AVX-512's in
//! `x86_64::avx512::blocks`): the largest block, the k! orders in which a
//! block's rows can take its free columns, which of them put no two queens
//! on a diagonal, and the vector counters' tables for blocks of four rows.

/// The deepest block of rows counted at once.
pub(crate) const MAX_K: usize = 5;

/// The k! orders of k rows on k free columns: entry p gives, row by
/// row, the index of the free column (0 = leftmost) it takes.
pub(crate) fn permutations(k: usize) -> Vec<Vec<usize>> {
    fn go(k: usize, cur: &mut Vec<usize>, used: &mut [bool], out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in 0..k {
            if !used[i] {
                used[i] = true;
                cur.push(i);
                go(k, cur, used, out);
                cur.pop();
                used[i] = false;
            }
        }
    }
    let mut out = Vec::new();
    go(k, &mut Vec::new(), &mut vec![false; k], &mut out);
    out
}

/// Per gap pattern of k free columns (each gap 1..=k, the last meaning
/// "k or more", in base k from the left): the permutations (bit p of
/// `perms`) whose k queens do not attack each other.
pub(crate) fn harmless(k: usize, perms: &[Vec<usize>]) -> Vec<u128> {
    let patterns = k.pow(k.saturating_sub(1) as u32);
    let mut ok = vec![0u128; patterns];
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
    ok
}
/// The column pairs of a four-row block, in the order of [`Four::pairs`].
#[cfg(target_arch = "x86_64")]
pub(crate) const PAIRS4: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

/// The tables the vector block counters (AVX2's eight lanes, AVX-512's
/// sixteen) read for blocks of four rows, built once here for both; `W`
/// is the width of a pair table, the entries one permute indexes (8 for
/// AVX2, 16 for AVX-512).
#[cfg(target_arch = "x86_64")]
pub(crate) struct Four<const W: usize> {
    /// Bit p set where permutation p (numbered as [`permutations`] lists
    /// them) puts row j on free column i: `uses[j][i]`.
    pub uses: [[u32; 4]; 4],
    /// For the free-column pairs of [`PAIRS4`]: by min(distance, 4), the
    /// permutations that do not put the pair that many rows apart (entry
    /// 0 and 5.. unused, all ones).
    pub pairs: [[u32; W]; 6],
    /// Permutation p: the column (index among the free ones) of each row,
    /// and the row of each column.
    pub perm: [([u8; 4], [u8; 4]); 24],
}

#[cfg(target_arch = "x86_64")]
impl<const W: usize> Four<W> {
    pub fn new() -> Four<W> {
        const { assert!(W > 4) };
        let mut uses = [[0u32; 4]; 4];
        let mut pairs = [[u32::MAX; W]; 6];
        let mut perm = [([0u8; 4], [0u8; 4]); 24];
        for (pi, p) in permutations(4).iter().enumerate() {
            // p[j]: the column of row j; row_of[i]: the row of column i.
            let mut row_of = [0usize; 4];
            for (j, &i) in p.iter().enumerate() {
                uses[j][i] |= 1 << pi;
                row_of[i] = j;
                perm[pi].0[j] = i as u8;
                perm[pi].1[i] = j as u8;
            }
            for (table, &(i1, i2)) in pairs.iter_mut().zip(&PAIRS4) {
                table[row_of[i1].abs_diff(row_of[i2])] &= !(1 << pi);
            }
        }
        Four { uses, pairs, perm }
    }
}

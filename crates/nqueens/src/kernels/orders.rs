//! What the block counters of the last rows share (the portable one in
//! `generic::portable` and AVX-512's in `x86_64::avx512::blocks`): the
//! largest block, the k! orders in which a block's rows can take its free
//! columns, and which of them put no two queens on a diagonal.

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

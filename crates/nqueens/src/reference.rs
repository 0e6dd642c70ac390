//! Plain counters: the yardsticks every fast path is measured and tested
//! against.
//!
//! [`count_mirror`] is the classic bitmask backtracker with mirror halving
//! (Jeff Somers' method): the first row's queen is placed only in the left
//! half and those counts doubled, with the middle column of odd n counted
//! once. It visits about half the tree and is what "the plain reference"
//! means in benchmarks.

use crate::count::MAX_COUNT_N;
use crate::error::{Error, check_size};

/// Counts the solutions below one partial board, given the columns and
/// diagonals its queens attack in the next row. Plain recursion, lowest
/// column first.
///
/// Leaf counts are unit increments, so a `u64` cannot wrap in any run that
/// could finish (2^64 increments take centuries); sums of many subtrees are
/// made in `u128` by the callers.
fn count_below(full: u32, cols: u32, left: u32, right: u32) -> u64 {
    if cols == full {
        return 1;
    }
    let mut avail = full & !(cols | left | right);
    let mut total = 0;
    while avail != 0 {
        let bit = avail & avail.wrapping_neg();
        avail ^= bit;
        total += count_below(full, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    total
}

/// The number of solutions of the n-queens problem, by plain bitmask
/// backtracking with mirror halving. 1 ≤ n ≤ 32.
///
/// ```
/// assert_eq!(nqueens::reference::count_mirror(8)?, 92);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn count_mirror(n: usize) -> Result<u128, Error> {
    check_size(n, 1, MAX_COUNT_N)?;
    let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut total: u128 = 0;
    for col in 0..n / 2 {
        let bit = 1u32 << col;
        total += 2 * u128::from(count_below(full, bit, bit << 1, bit >> 1));
    }
    if n % 2 == 1 {
        let bit = 1u32 << (n / 2);
        total += u128::from(count_below(full, bit, bit << 1, bit >> 1));
    }
    Ok(total)
}

/// The number of solutions by plain bitmask backtracking over the whole
/// tree, without any symmetry: the simplest correct counter.
pub fn count_plain(n: usize) -> Result<u128, Error> {
    check_size(n, 1, MAX_COUNT_N)?;
    let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    Ok(u128::from(count_below(full, 0, 0, 0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirror_matches_plain() {
        for n in 1..=10 {
            assert_eq!(count_mirror(n).unwrap(), count_plain(n).unwrap(), "n={n}");
        }
    }

    #[test]
    fn rejects_bad_sizes() {
        assert!(count_mirror(0).is_err());
        assert!(count_mirror(33).is_err());
        assert!(count_plain(0).is_err());
    }
}

//! LeetCode 51 and 52, with their answer shapes.

use crate::board::render_board;
use crate::count::MAX_COUNT_N;
use crate::solutions::Solutions;

/// LeetCode 51: every solution as rows of `Q` and `.`, in lexicographic
/// order of `cols`.
///
/// For n outside 1..=[`crate::board::MAX_SOLVE_N`] there is nothing to list and
/// the answer is empty; use [`Solutions::new`] to get an `Err` instead.
///
/// ```
/// assert_eq!(
///     nqueens::solve_n_queens(4),
///     [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]
/// );
/// ```
pub fn solve_n_queens(n: usize) -> Vec<Vec<String>> {
    match Solutions::new(n) {
        Ok(all) => all.map(|cols| render_board(&cols)).collect(),
        Err(_) => Vec::new(),
    }
}

/// LeetCode 52: the number of solutions.
///
/// For n outside 1..=[`MAX_COUNT_N`] the answer is 0, and a count past
/// `u64::MAX` (n ≥ 30 or so) saturates; [`crate::count`](fn@crate::count) returns a `u128`
/// and an `Err` for a bad n.
///
/// ```
/// assert_eq!(nqueens::total_n_queens(8), 92);
/// assert_eq!(nqueens::total_n_queens(1), 1);
/// ```
pub fn total_n_queens(n: usize) -> u64 {
    if n == 0 || n > MAX_COUNT_N {
        return 0;
    }
    crate::count(n).map_or(0, |total| u64::try_from(total).unwrap_or(u64::MAX))
}

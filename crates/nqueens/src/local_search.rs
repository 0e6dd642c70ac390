//! One random solution by local search, after Sosič and Gu's QS4 ("3,000,000
//! queens in less than one minute", 1991): a greedy permutation, then
//! conflict-reducing swaps, with restarts.
//!
//! The board is always a permutation (one queen per row and per column), so
//! only diagonals can clash; two counters per diagonal say how many queens
//! stand on it, and the number of *collisions* is the sum over diagonals of
//! (queens − 1) where positive.
//!
//! 1. **Greedy start.** Row by row, swap a random not-yet-placed column into
//!    the row and keep it if both its diagonals are empty. This stops after
//!    3.08 n tries in all (Sosič and Gu's bound) or when [`TAIL`] rows are
//!    left; the rows left over keep their columns in random order and carry
//!    all the collisions, a handful at most.
//! 2. **Repair.** Pick a random queen from a work list of possibly attacked
//!    queens, pick a random partner row, and swap their columns if that
//!    lowers the collisions. Every clashing pair always has a member on the
//!    list (the list starts with the leftover rows, and both queens of an
//!    accepted swap join it when attacked), so an empty list is a solution.
//! 3. **Restart** from a fresh greedy start when repair takes too long (a
//!    local minimum: common for n < 10, rare beyond).
//!
//! Everything is driven by one seeded generator, so a seed always gives the
//! same board and different seeds give different boards (when n has more
//! than a few solutions). Memory: 8 bytes a queen (the columns as `u32`,
//! two one-byte counters per diagonal). Time: linear in n (10^6 queens in
//! about 0.1 s, 10^7 in 2 s).

use crate::error::{Error, check_size};
use crate::rng::Rng;

/// The largest n the local search accepts: it keeps 8 bytes a queen
/// (800 MB at this size).
pub const MAX_SEARCH_N: usize = 100_000_000;

/// Rows the greedy start leaves to chance (Sosič and Gu's `c`): the greedy
/// step gets slow once few columns are left, and repair is cheap.
const TAIL: usize = 40;

/// A counter counts queens on one diagonal. The greedy rows never share a
/// diagonal and repair never raises the collision count, so no counter
/// exceeds 1 + 2 × (rows left to chance); a start leaving more rows than
/// this is thrown away, which keeps the counters within a byte. (Greedy
/// starts leave [`TAIL`] rows, or up to about 80 when their tries run out.)
const MAX_TAIL: usize = 100;

/// What a search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Fresh starts after the first.
    pub restarts: u64,
    /// Rows placed by the greedy start of the successful attempt.
    pub greedy_rows: usize,
    /// Conflict-reducing swaps made, over all attempts.
    pub swaps: u64,
    /// Swaps tried, over all attempts.
    pub tries: u64,
}

/// One solution for n queens, found by randomized local search from
/// `seed`; columns from 0, one per row.
///
/// ```
/// let cols = nqueens::huge::search(50, 7)?;
/// let cols: Vec<usize> = cols.iter().map(|&c| c as usize).collect();
/// assert!(nqueens::validate::is_solution(&cols));
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn search(n: usize, seed: u64) -> Result<Vec<u32>, Error> {
    search_with_stats(n, seed).map(|(cols, _)| cols)
}

/// [`search`], also saying how much work it took.
pub fn search_with_stats(n: usize, seed: u64) -> Result<(Vec<u32>, SearchStats), Error> {
    check_size(n, 1, MAX_SEARCH_N)?;
    if n == 2 || n == 3 {
        return Err(Error::NoSolution { n });
    }
    let mut board = Board::new(n);
    let mut rng = Rng::new(seed);
    let mut stats = SearchStats::default();
    loop {
        if board.attempt(&mut rng, &mut stats) {
            return Ok((board.cols, stats));
        }
        stats.restarts += 1;
    }
}

struct Board {
    n: usize,
    cols: Vec<u32>,
    /// Queens on each diagonal `row - col + n - 1`.
    down: Vec<u8>,
    /// Queens on each anti-diagonal `row + col`.
    up: Vec<u8>,
    /// Rows on the work list, one bit each.
    listed: Vec<u64>,
}

impl Board {
    fn new(n: usize) -> Self {
        Board {
            n,
            cols: Vec::new(),
            down: vec![0; 2 * n - 1],
            up: vec![0; 2 * n - 1],
            listed: vec![0; n.div_ceil(64)],
        }
    }

    #[inline]
    fn down_index(&self, row: usize, col: usize) -> usize {
        row + self.n - 1 - col
    }

    #[inline]
    fn add(&mut self, row: usize, col: usize) -> i32 {
        let d = self.down_index(row, col);
        let (down, up) = (&mut self.down[d], &mut self.up[row + col]);
        let clashes = i32::from(*down > 0) + i32::from(*up > 0);
        *down += 1;
        *up += 1;
        clashes
    }

    #[inline]
    fn remove(&mut self, row: usize, col: usize) -> i32 {
        let d = self.down_index(row, col);
        let (down, up) = (&mut self.down[d], &mut self.up[row + col]);
        let clashes = i32::from(*down > 1) + i32::from(*up > 1);
        *down -= 1;
        *up -= 1;
        clashes
    }

    #[inline]
    fn attacked(&self, row: usize) -> bool {
        let col = self.cols[row] as usize;
        self.down[self.down_index(row, col)] > 1 || self.up[row + col] > 1
    }

    /// Swaps the columns of rows `i` and `j` if that lowers the collisions.
    #[inline]
    fn try_swap(&mut self, i: usize, j: usize) -> bool {
        let (ci, cj) = (self.cols[i] as usize, self.cols[j] as usize);
        let mut delta = -self.remove(i, ci) - self.remove(j, cj);
        delta += self.add(i, cj) + self.add(j, ci);
        if delta < 0 {
            self.cols.swap(i, j);
            true
        } else {
            self.remove(i, cj);
            self.remove(j, ci);
            self.add(i, ci);
            self.add(j, cj);
            false
        }
    }

    fn is_listed(&self, row: usize) -> bool {
        self.listed[row / 64] & (1 << (row % 64)) != 0
    }

    fn set_listed(&mut self, row: usize, on: bool) {
        let bit = 1 << (row % 64);
        if on {
            self.listed[row / 64] |= bit;
        } else {
            self.listed[row / 64] &= !bit;
        }
    }

    /// One greedy start and its repair; false when it gave up.
    fn attempt(&mut self, rng: &mut Rng, stats: &mut SearchStats) -> bool {
        let n = self.n;
        self.cols.clear();
        self.cols.extend(0..n as u32);
        self.down.fill(0);
        self.up.fill(0);
        self.listed.fill(0);

        // 1. Greedy start: rows 0..placed are free of collisions.
        let budget = n * 308 / 100;
        let target = n - TAIL.min(n);
        let (mut placed, mut tries) = (0, 0);
        while placed < target && tries < budget {
            tries += 1;
            let j = placed + rng.below(n - placed);
            self.cols.swap(placed, j);
            let col = self.cols[placed] as usize;
            if self.down[self.down_index(placed, col)] == 0 && self.up[placed + col] == 0 {
                self.add(placed, col);
                placed += 1;
            }
        }
        if n - placed > MAX_TAIL {
            return false;
        }
        stats.greedy_rows = placed;
        // The rest in random order (Fisher and Yates).
        for i in placed..n {
            let j = i + rng.below(n - i);
            self.cols.swap(i, j);
            self.add(i, self.cols[i] as usize);
        }

        // 2. Repair, with a step budget that grows with the rows left over.
        let mut list: Vec<usize> = Vec::new();
        for row in placed..n {
            if self.attacked(row) {
                list.push(row);
                self.set_listed(row, true);
            }
        }
        let limit = 2_000 + 400 * (n - placed) as u64;
        let mut steps = 0u64;
        while !list.is_empty() {
            steps += 1;
            if steps > limit {
                stats.tries += steps;
                return false;
            }
            let k = rng.below(list.len());
            let i = list[k];
            if !self.attacked(i) {
                list.swap_remove(k);
                self.set_listed(i, false);
                continue;
            }
            let j = rng.below(n);
            if j != i && self.try_swap(i, j) {
                stats.swaps += 1;
                if self.attacked(j) && !self.is_listed(j) {
                    list.push(j);
                    self.set_listed(j, true);
                }
            }
        }
        stats.tries += steps;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid(cols: &[u32]) -> bool {
        let cols: Vec<usize> = cols.iter().map(|&c| c as usize).collect();
        crate::validate::is_solution(&cols)
    }

    #[test]
    fn small_boards() {
        assert_eq!(search(1, 0).unwrap(), [0]);
        assert_eq!(search(2, 0), Err(Error::NoSolution { n: 2 }));
        assert_eq!(search(3, 5), Err(Error::NoSolution { n: 3 }));
        assert!(matches!(search(0, 0), Err(Error::SizeOutOfRange { .. })));
        for n in 4..=12 {
            for seed in 0..5 {
                assert!(valid(&search(n, seed).unwrap()), "n={n} seed={seed}");
            }
        }
    }

    #[test]
    fn seeds_reproduce_and_differ() {
        assert_eq!(search(200, 1).unwrap(), search(200, 1).unwrap());
        assert_ne!(search(200, 1).unwrap(), search(200, 2).unwrap());
    }
}

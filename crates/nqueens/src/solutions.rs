//! Streaming enumeration of all solutions in lexicographic order of `cols`.

use crate::board::MAX_SOLVE_N;
use crate::error::{Error, check_size};

/// Every solution of the n-queens problem, in lexicographic order of `cols`,
/// produced one at a time with O(n) memory however many there are.
///
/// Use [`Solutions::advance`] to borrow each solution without allocating,
/// or the [`Iterator`] impl to get owned `Vec<usize>`s.
///
/// The search is a bitmask backtracker: each row keeps the set of columns
/// still free of attack as the bits of a `u64`, and tries them lowest first,
/// which is what makes the order lexicographic.
///
/// ```
/// let all: Vec<Vec<usize>> = nqueens::Solutions::new(4)?.collect();
/// assert_eq!(all, vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Solutions {
    n: usize,
    full: u64,
    row: usize,
    done: bool,
    cols: Vec<usize>,
    /// Per row: columns not yet tried and not attacked.
    avail: Vec<u64>,
    /// Per row: columns, diagonals moving left, diagonals moving right that
    /// the queens above attack in this row.
    taken: Vec<(u64, u64, u64)>,
}

impl Solutions {
    /// Starts the enumeration for an n×n board, 1 ≤ n ≤ [`MAX_SOLVE_N`].
    pub fn new(n: usize) -> Result<Self, Error> {
        check_size(n, 1, MAX_SOLVE_N)?;
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let mut avail = vec![0; n];
        avail[0] = full;
        Ok(Solutions {
            n,
            full,
            row: 0,
            done: false,
            cols: vec![0; n],
            avail,
            taken: vec![(0, 0, 0); n],
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The solution [`Solutions::advance`] last lent.
    pub(crate) fn current(&self) -> &[usize] {
        &self.cols
    }

    /// Moves to the next solution and lends it, or returns `None` when all
    /// have been produced.
    pub fn advance(&mut self) -> Option<&[usize]> {
        if self.done {
            return None;
        }
        loop {
            let r = self.row;
            let avail = self.avail[r];
            if avail == 0 {
                if r == 0 {
                    self.done = true;
                    return None;
                }
                self.row -= 1;
                continue;
            }
            let bit = avail & avail.wrapping_neg();
            self.avail[r] = avail ^ bit;
            self.cols[r] = bit.trailing_zeros() as usize;
            if r + 1 == self.n {
                return Some(&self.cols);
            }
            let (c, l, rt) = self.taken[r];
            let next = (c | bit, (l | bit) << 1, (rt | bit) >> 1);
            self.taken[r + 1] = next;
            self.avail[r + 1] = self.full & !(next.0 | next.1 | next.2);
            self.row = r + 1;
        }
    }
}

impl Iterator for Solutions {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        self.advance().map(<[usize]>::to_vec)
    }
}

impl std::iter::FusedIterator for Solutions {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_boards() {
        assert_eq!(Solutions::new(1).unwrap().collect::<Vec<_>>(), [vec![0]]);
        assert_eq!(Solutions::new(2).unwrap().count(), 0);
        assert_eq!(Solutions::new(3).unwrap().count(), 0);
        assert_eq!(Solutions::new(8).unwrap().count(), 92);
    }

    #[test]
    fn fused_after_end() {
        let mut s = Solutions::new(4).unwrap();
        assert!(s.advance().is_some());
        assert!(s.advance().is_some());
        assert!(s.advance().is_none());
        assert!(s.advance().is_none());
    }

    #[test]
    fn bad_sizes() {
        assert!(Solutions::new(0).is_err());
        assert!(Solutions::new(65).is_err());
        // The widest board still finds its first solution's first rows fast
        // enough to show the 64-bit masks work at the top bit.
        assert!(Solutions::new(64).is_ok());
    }
}

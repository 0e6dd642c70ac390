//! One solution for any n ≥ 4 without search: the explicit construction of
//! Hoffman, Loessi and Moore (1969), in the form Bernhardsson (1991) gives.
//!
//! With m = n for even n and m = n − 1 for odd n, and rows and columns
//! counted from 1, for i = 1..=m/2:
//!
//! - **m mod 6 ≠ 2**: queens at (i, 2i) and (m/2 + i, 2i − 1): the even
//!   columns, then the odd ones;
//! - **m mod 6 = 2**: queens at (i, 1 + (2(i − 1) + m/2 − 1) mod m) and
//!   (m + 1 − i, m − (2(i − 1) + m/2 − 1) mod m);
//! - **n odd**: the board of m plus a queen in the corner (n, n), which no
//!   queen of the even construction sees (its main diagonal stays empty).
//!
//! Each row's column is a closed formula, so [`Construction::column`] is
//! O(1) and the whole board costs no memory: a board of 10^8 queens is
//! written as fast as its digits can be formatted.

use crate::error::Error;

/// The largest n that [`construct`] accepts: columns must fit the `u32`
/// that the checker and the perm reader keep per row.
pub const MAX_CONSTRUCT_N: usize = u32::MAX as usize - 1;

/// The largest n the `one` command accepts: 10^9 queens is a 10 GB line
/// that takes about a minute; [`construct`] itself goes to
/// [`MAX_CONSTRUCT_N`].
pub const MAX_ONE_N: usize = 1_000_000_000;

/// Which formula a construction uses, by n mod 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConstructionCase {
    /// n = 1: the single queen.
    Single,
    /// The even part has m mod 6 ≠ 2: even columns, then odd columns.
    EvensThenOdds,
    /// The even part has m mod 6 = 2: the shifted, wrapped formula.
    Shifted,
}

/// The explicit solution for one n: each row's column on demand.
///
/// ```
/// let board = nqueens::construct(8)?;
/// let cols: Vec<usize> = board.columns().collect();
/// assert_eq!(cols, [3, 5, 7, 1, 6, 0, 2, 4]);
/// assert!(nqueens::validate::is_solution(&cols));
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Construction {
    n: usize,
    /// The even part: n, or n − 1 for odd n.
    m: usize,
    case: ConstructionCase,
}

/// The explicit solution for n queens, for n = 1 and every n from 4 to
/// [`MAX_CONSTRUCT_N`]; n = 2 and 3 have no solution
/// ([`Error::NoSolution`]).
pub fn construct(n: usize) -> Result<Construction, Error> {
    match n {
        0 => Err(Error::SizeOutOfRange {
            n,
            min: 1,
            max: MAX_CONSTRUCT_N,
        }),
        n if n > MAX_CONSTRUCT_N => Err(Error::SizeOutOfRange {
            n,
            min: 1,
            max: MAX_CONSTRUCT_N,
        }),
        2 | 3 => Err(Error::NoSolution { n }),
        1 => Ok(Construction {
            n,
            m: 0,
            case: ConstructionCase::Single,
        }),
        _ => {
            let m = n - n % 2;
            let case = if m % 6 == 2 {
                ConstructionCase::Shifted
            } else {
                ConstructionCase::EvensThenOdds
            };
            Ok(Construction { n, m, case })
        }
    }
}

impl Construction {
    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The formula used.
    pub fn case(&self) -> ConstructionCase {
        self.case
    }

    /// The column (from 0) of the queen in `row` (from 0), in O(1).
    ///
    /// # Panics
    /// When `row >= n`.
    #[inline]
    pub fn column(&self, row: usize) -> usize {
        assert!(row < self.n, "row {row} is off a board of {}", self.n);
        let (m, h) = (self.m, self.m / 2);
        if row >= m {
            // The corner queen of an odd board (and the 1×1 board's queen).
            return m;
        }
        match self.case {
            ConstructionCase::Single => 0,
            ConstructionCase::EvensThenOdds => {
                if row < h {
                    2 * row + 1
                } else {
                    2 * (row - h)
                }
            }
            ConstructionCase::Shifted => {
                if row < h {
                    (2 * row + h - 1) % m
                } else {
                    // Row m + 1 − i (from 1) is row m − i from 0.
                    let i = m - row;
                    m - 1 - (2 * (i - 1) + h - 1) % m
                }
            }
        }
    }

    /// The columns of rows 0, 1, …, n − 1, computed as they are asked for.
    pub fn columns(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        (0..self.n).map(|r| self.column(r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cases() {
        assert_eq!(construct(1).unwrap().columns().collect::<Vec<_>>(), [0]);
        assert_eq!(construct(2), Err(Error::NoSolution { n: 2 }));
        assert_eq!(construct(3), Err(Error::NoSolution { n: 3 }));
        assert!(matches!(construct(0), Err(Error::SizeOutOfRange { .. })));
        assert!(matches!(construct(usize::MAX), Err(Error::SizeOutOfRange { .. })));
        assert_eq!(construct(4).unwrap().columns().collect::<Vec<_>>(), [1, 3, 0, 2]);
        assert_eq!(
            construct(5).unwrap().columns().collect::<Vec<_>>(),
            [1, 3, 0, 2, 4]
        );
    }

    #[test]
    fn every_residue_uses_the_right_case() {
        use ConstructionCase::*;
        let cases: Vec<_> = (6..12).map(|n| construct(n).unwrap().case()).collect();
        // m mod 6 for n = 6..11: 0, 0, 2, 2, 4, 4.
        assert_eq!(
            cases,
            [
                EvensThenOdds,
                EvensThenOdds,
                Shifted,
                Shifted,
                EvensThenOdds,
                EvensThenOdds
            ]
        );
    }
}

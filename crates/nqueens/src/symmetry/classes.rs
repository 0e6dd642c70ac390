//! Unique solutions (one per symmetry class) and the census of classes by
//! the symmetry they have, computed by plain enumeration.

use super::group::{SymmetryType, is_canonical_unchecked, orbit_unchecked};
use crate::board::{MAX_COUNT_N, MAX_SOLVE_N};
use crate::error::{Error, check_size};
use crate::solutions::Solutions;

/// The canonical solution of every symmetry class, in lexicographic order:
/// LeetCode's answer reduced to one board per class (12 boards for n = 8).
///
/// ```
/// let unique: Vec<Vec<usize>> = nqueens::symmetry::UniqueSolutions::new(6)?.collect();
/// assert_eq!(unique, vec![vec![1, 3, 5, 0, 2, 4]]);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct UniqueSolutions {
    all: Solutions,
    scratch: Vec<usize>,
}

impl UniqueSolutions {
    /// Starts the enumeration, 1 ≤ n ≤ [`MAX_SOLVE_N`].
    pub fn new(n: usize) -> Result<Self, Error> {
        check_size(n, 1, MAX_SOLVE_N)?;
        Ok(UniqueSolutions {
            all: Solutions::new(n)?,
            scratch: Vec::with_capacity(n),
        })
    }

    /// Moves to the next canonical solution and lends it.
    pub fn advance(&mut self) -> Option<&[usize]> {
        let n = self.all.n();
        loop {
            let cols = self.all.advance()?;
            // A canonical board is no larger than its mirror image, so its
            // first queen is in the left half; past that, no more can come.
            if 2 * cols[0] + 1 > n {
                return None;
            }
            if is_canonical_unchecked(cols, &mut self.scratch) {
                // Re-borrow: the checks above needed `cols` only briefly.
                return Some(self.current());
            }
        }
    }

    fn current(&self) -> &[usize] {
        self.all.current()
    }
}

impl Iterator for UniqueSolutions {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        self.advance().map(<[usize]>::to_vec)
    }
}

/// Symmetry classes of the solutions of one n, by the symmetry they have.
///
/// `total = full + 2·rot90 + 4·rot180 + 8·none`,
/// `unique = full + rot90 + rot180 + none`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Classes {
    /// The board size.
    pub n: usize,
    /// Classes fixed by every symmetry (only n = 1's single square).
    pub full: u128,
    /// Classes fixed by a quarter turn (2 boards each).
    pub rot90: u128,
    /// Classes fixed by a half turn only (4 boards each).
    pub rot180: u128,
    /// Classes with no symmetry (8 boards each).
    pub none: u128,
}

impl Classes {
    /// The classes from the total and the solutions a quarter turn (`f90`)
    /// and a half turn (`f180`) fix, by Burnside's lemma (no solution of
    /// n > 1 is fixed by a reflection): `None` when the numbers cannot be
    /// those of one n (a fixed count past the total, or classes that are
    /// not whole).
    pub(crate) fn from_fixed(n: usize, total: u128, f90: u128, f180: u128) -> Option<Classes> {
        if n == 1 {
            return (total == 1 && f90 == 1 && f180 == 1).then_some(Classes {
                n,
                full: 1,
                ..Classes::default()
            });
        }
        let whole = f90 <= f180
            && f180 <= total
            && f90.is_multiple_of(2)
            && (f180 - f90).is_multiple_of(4)
            && (total - f180).is_multiple_of(8);
        whole.then_some(Classes {
            n,
            full: 0,
            rot90: f90 / 2,
            rot180: (f180 - f90) / 4,
            none: (total - f180) / 8,
        })
    }

    /// The number of classes: unique (fundamental) solutions.
    pub fn unique(&self) -> u128 {
        self.full + self.rot90 + self.rot180 + self.none
    }

    /// The number of solutions the classes stand for.
    pub fn total(&self) -> u128 {
        self.full + 2 * self.rot90 + 4 * self.rot180 + 8 * self.none
    }

    /// [`Classes::unique`], or None when it does not fit in a u128 (the
    /// counts were read from a file with absurd numbers).
    pub fn checked_unique(&self) -> Option<u128> {
        self.full
            .checked_add(self.rot90)?
            .checked_add(self.rot180)?
            .checked_add(self.none)
    }

    /// [`Classes::total`], or None when it does not fit in a u128.
    pub fn checked_total(&self) -> Option<u128> {
        self.full
            .checked_add(self.rot90.checked_mul(2)?)?
            .checked_add(self.rot180.checked_mul(4)?)?
            .checked_add(self.none.checked_mul(8)?)
    }

    /// Adds `other`'s classes; None (and `self` unchanged) on overflow.
    pub fn checked_add(&self, other: &Classes) -> Option<Classes> {
        Some(Classes {
            n: self.n,
            full: self.full.checked_add(other.full)?,
            rot90: self.rot90.checked_add(other.rot90)?,
            rot180: self.rot180.checked_add(other.rot180)?,
            none: self.none.checked_add(other.none)?,
        })
    }
}

/// Counts the classes by plain enumeration of the canonical solutions: the
/// reference for the fast counter's census. 1 ≤ n ≤ 32.
///
/// ```
/// let c = nqueens::symmetry::census_by_enumeration(8)?;
/// assert_eq!((c.rot180, c.none, c.unique(), c.total()), (1, 11, 12, 92));
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn census_by_enumeration(n: usize) -> Result<Classes, Error> {
    check_size(n, 1, MAX_COUNT_N)?;
    let mut classes = Classes {
        n,
        ..Classes::default()
    };
    let mut unique = UniqueSolutions::new(n)?;
    while let Some(cols) = unique.advance() {
        match orbit_unchecked(cols).kind {
            SymmetryType::Full => classes.full += 1,
            SymmetryType::Rot90 => classes.rot90 += 1,
            SymmetryType::Rot180 => classes.rot180 += 1,
            SymmetryType::None => classes.none += 1,
            // No solution with n > 1 is its own mirror image: a reflection
            // would put two queens on one line.
            SymmetryType::Reflection => debug_assert!(false, "reflection-symmetric solution"),
        }
    }
    Ok(classes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn n1_is_its_own_case() {
        let c = census_by_enumeration(1).unwrap();
        assert_eq!((c.full, c.unique(), c.total()), (1, 1, 1));
    }

    #[test]
    fn unique_boards_are_canonical_and_sorted() {
        let unique: Vec<_> = UniqueSolutions::new(8).unwrap().collect();
        assert_eq!(unique.len(), 12);
        assert!(unique.windows(2).all(|w| w[0] < w[1]));
        for u in &unique {
            assert_eq!(&crate::symmetry::canonical(u).unwrap(), u);
        }
    }
}

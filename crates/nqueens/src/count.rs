//! Counting solutions.

use crate::classes::{Classes, census_by_enumeration};
use crate::error::Error;
use crate::reference;

/// The number of solutions of the n-queens problem, 1 ≤ n ≤ 32.
///
/// ```
/// assert_eq!(nqueens::count(10)?, 724);
/// assert!(nqueens::count(0).is_err());
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn count(n: usize) -> Result<u128, Error> {
    reference::count_mirror(n)
}

/// The symmetry classes of the solutions, 1 ≤ n ≤ 32: unique count, total,
/// and the split by symmetry.
///
/// ```
/// let c = nqueens::census(12)?;
/// assert_eq!((c.rot90, c.rot180, c.none), (4, 18, 1765));
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn census(n: usize) -> Result<Classes, Error> {
    census_by_enumeration(n)
}

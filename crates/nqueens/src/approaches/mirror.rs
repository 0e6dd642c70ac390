//! `mirror`: the bitmask search with the first queen in the left half
//! (and the middle column of odd n), each solution standing for itself and
//! its mirror image. Its own file, above the row driver it runs on, so the
//! driver need not know the bitmask problem.

use std::ops::ControlFlow;

use engine::{Limits, Outcome, Stats, Walk};

use super::bitmask::Bitmask;
use super::row_driver::{Rows, in_left_half, solve};

/// The columns of row 0 `mirror` searches: the left half, and the middle
/// one of odd n.
pub(crate) fn half_and_middle(n: usize) -> u64 {
    let cols = n.div_ceil(2);
    if cols >= 64 { u64::MAX } else { (1u64 << cols) - 1 }
}

/// The left half only.
pub(crate) fn left_half(n: usize) -> u64 {
    (1u64 << (n / 2)) - 1
}

/// `mirror` counting: the first queen in the left half (each solution
/// stands for itself and its mirror image) or in the middle column of odd
/// n (searched in full). Returns the walk's counts and the total.
pub(crate) fn count_mirror(n: usize, limits: Limits) -> (Stats, Outcome, u128) {
    let problem = Bitmask::new(n).first_row(half_and_middle(n));
    let mut walk = Walk::new(problem).with_limits(limits);
    let mut left = 0u128;
    let outcome = walk.for_each_solution(|p| {
        if in_left_half(n, p.cols()[0]) {
            left += 1;
        }
        ControlFlow::Continue(())
    });
    let stats = *walk.stats();
    let middle = u128::from(stats.solutions) - left;
    (stats, outcome, 2 * left + middle)
}

/// `mirror` listing in lexicographic order: the left half and middle
/// column as searched, then the right half as the mirror images of a
/// second walk over the left half with the columns tried from the highest
/// down (mirroring reverses the order, so they come out ascending).
pub(crate) fn solve_mirror(
    n: usize,
    limits: Limits,
    f: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> (Stats, Outcome) {
    let (mut stats, outcome) = solve(
        Bitmask::new(n).first_row(half_and_middle(n)),
        limits.clone(),
        false,
        f,
    );
    if outcome != Outcome::Finished || n < 2 {
        return (stats, outcome);
    }
    let second = Bitmask::new(n).first_row(left_half(n)).descending();
    let (more, outcome) = solve(second, limits, true, f);
    stats += more;
    (stats, outcome)
}

//! Permutations: generated in place in lexicographic order
//! ([`Lexicographic`], [`next_permutation`]) or Heap's order ([`Heap`]),
//! lent one at a time or handed to a callback ([`for_each_permutation`]),
//! with no allocation per permutation; the judge task's fast writer
//! ([`JudgeLine`]); and the same lexicographic listing by backtracking on
//! the engine, for statistics and traces ([`PermutationSearch`]).

mod heap;
mod judge;
mod lexicographic;
mod search;

use std::ops::ControlFlow;

pub use heap::Heap;
pub use judge::{JudgeLine, MAX_JUDGE_CASES, MAX_JUDGE_N, parse_judge};
pub use lexicographic::{Lexicographic, next_permutation};
pub use search::{MAX_SEARCH_N, PermAt, PermStep, PermutationSearch};

/// The order in which permutations come.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Order {
    /// Lexicographic, from the items sorted ascending to descending; each
    /// distinct arrangement once when items repeat.
    Lexicographic,
    /// Heap's order from the items as given: one swap between neighbours,
    /// always `n!` arrangements.
    Heap,
}

/// Rearranges `items` in place through every permutation in `order`,
/// calling `f` on each until it returns `Break` (which this returns). The
/// items end in an unspecified order.
///
/// ```
/// use std::ops::ControlFlow;
/// use puzzles::perms::{Order, for_each_permutation};
///
/// let mut items = [3, 1, 2];
/// let mut seen = vec![];
/// let _ = for_each_permutation(&mut items, Order::Lexicographic, |p| {
///     seen.push(p.iter().map(|v| v.to_string()).collect::<String>());
///     ControlFlow::Continue(())
/// });
/// assert_eq!(seen, ["123", "132", "213", "231", "312", "321"]);
///
/// let mut count = 0;
/// let _ = for_each_permutation(&mut [0u8; 5], Order::Heap, |_| {
///     count += 1;
///     ControlFlow::Continue(())
/// });
/// assert_eq!(count, 120);
/// ```
pub fn for_each_permutation<T: Ord>(
    items: &mut [T],
    order: Order,
    mut f: impl FnMut(&[T]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    match order {
        Order::Lexicographic => {
            items.sort();
            f(items)?;
            while lexicographic::advance_from(items).is_some() {
                f(items)?;
            }
        }
        Order::Heap => {
            // The iterative form of Heap's algorithm, on the caller's slice.
            let n = items.len();
            let mut counters = vec![0usize; n];
            f(items)?;
            let mut i = 1;
            while i < n {
                if counters[i] < i {
                    let other = if i.is_multiple_of(2) { 0 } else { counters[i] };
                    items.swap(other, i);
                    f(items)?;
                    counters[i] += 1;
                    i = 1;
                } else {
                    counters[i] = 0;
                    i += 1;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn callback_and_iterators_agree() {
        for n in 0..=6u32 {
            let items: Vec<u32> = (0..n).rev().collect();
            let mut by_callback = vec![];
            let _ = for_each_permutation(&mut items.clone(), Order::Lexicographic, |p| {
                by_callback.push(p.to_vec());
                ControlFlow::Continue(())
            });
            assert_eq!(by_callback, Lexicographic::new(items.clone()).collect::<Vec<_>>());
            let mut heap = vec![];
            let _ = for_each_permutation(&mut items.clone(), Order::Heap, |p| {
                heap.push(p.to_vec());
                ControlFlow::Continue(())
            });
            assert_eq!(heap, Heap::new(items.clone()).collect::<Vec<_>>());
        }
    }

    #[test]
    fn break_stops() {
        let mut count = 0;
        let flow = for_each_permutation(&mut [1, 2, 3, 4], Order::Heap, |_| {
            count += 1;
            if count == 5 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!((flow, count), (ControlFlow::Break(()), 5));
    }
}

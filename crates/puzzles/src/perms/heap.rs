//! Permutations in Heap's order: each made from the one before by a single
//! swap (B. R. Heap, 1963), in the iterative form Sedgewick describes.

use std::ops::ControlFlow;

/// Every arrangement of some items in Heap's order, starting with the
/// items as given: each arrangement differs from the one before by one
/// swap. [`Heap::advance`] lends each one in place without allocating;
/// the [`Iterator`] impl hands out owned copies. Always `n!` arrangements:
/// equal items are not told apart.
///
/// ```
/// use puzzles::perms::Heap;
///
/// let all: Vec<Vec<char>> = Heap::new(vec!['a', 'b', 'c']).collect();
/// let words: Vec<String> = all.into_iter().map(|p| p.into_iter().collect()).collect();
/// assert_eq!(words, ["abc", "bac", "cab", "acb", "bca", "cba"]);
/// ```
#[derive(Debug, Clone)]
pub struct Heap<T> {
    items: Vec<T>,
    /// The stack of loop counters of the recursive form, one per level.
    counters: Vec<usize>,
    /// The level whose counter moves next.
    level: usize,
    fresh: bool,
    done: bool,
}

impl<T> Heap<T> {
    /// Starts at the items as given.
    pub fn new(items: Vec<T>) -> Self {
        let n = items.len();
        Heap {
            items,
            counters: vec![0; n],
            level: 1,
            fresh: true,
            done: false,
        }
    }

    /// The next arrangement, lent in place, or `None` after the last.
    pub fn advance(&mut self) -> Option<&[T]> {
        if self.done {
            return None;
        }
        if self.fresh {
            self.fresh = false;
            return Some(&self.items);
        }
        let n = self.items.len();
        while self.level < n {
            let i = self.level;
            if self.counters[i] < i {
                let other = if i.is_multiple_of(2) { 0 } else { self.counters[i] };
                self.items.swap(other, i);
                self.counters[i] += 1;
                self.level = 1;
                return Some(&self.items);
            }
            self.counters[i] = 0;
            self.level += 1;
        }
        self.done = true;
        None
    }

    /// Hands each remaining arrangement to `f` until it returns `Break`.
    pub fn each(&mut self, mut f: impl FnMut(&[T]) -> ControlFlow<()>) -> ControlFlow<()> {
        while let Some(p) = self.advance() {
            f(p)?;
        }
        ControlFlow::Continue(())
    }
}

impl<T: Clone> Iterator for Heap<T> {
    type Item = Vec<T>;

    /// The next arrangement as a new vector (one allocation each; use
    /// [`Heap::advance`] to avoid it).
    fn next(&mut self) -> Option<Vec<T>> {
        self.advance().map(<[T]>::to_vec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_swap_apart_and_all_distinct() {
        for n in 0..=7usize {
            let mut heap = Heap::new((0..n).collect::<Vec<_>>());
            let mut seen = std::collections::HashSet::new();
            let mut last: Option<Vec<usize>> = None;
            while let Some(p) = heap.advance() {
                if let Some(prev) = &last {
                    let differ = prev.iter().zip(p).filter(|(a, b)| a != b).count();
                    assert_eq!(differ, 2, "one swap: {prev:?} -> {p:?}");
                }
                assert!(seen.insert(p.to_vec()), "repeated {p:?}");
                last = Some(p.to_vec());
            }
            assert_eq!(seen.len(), (1..=n).product::<usize>(), "n = {n}");
            assert_eq!(heap.advance(), None);
        }
    }
}

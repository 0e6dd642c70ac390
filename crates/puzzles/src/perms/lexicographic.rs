//! Permutations in lexicographic order, each made from the one before by
//! the classic next-permutation step (Narayana Pandita): in place, O(1)
//! amortised swaps a step.

use std::ops::ControlFlow;

/// Rearranges `items` into the next permutation in lexicographic order
/// and returns `true`, or, after the last one (the items in descending
/// order), returns `false` and leaves them sorted ascending again.
///
/// Equal items are not told apart: starting from sorted items, the steps
/// visit every *distinct* arrangement once (`[1, 1, 2]` has 3).
///
/// ```
/// let mut p = [1, 3, 2];
/// assert!(puzzles::perms::next_permutation(&mut p));
/// assert_eq!(p, [2, 1, 3]);
/// let mut last = [3, 2, 1];
/// assert!(!puzzles::perms::next_permutation(&mut last));
/// assert_eq!(last, [1, 2, 3]);
/// ```
pub fn next_permutation<T: Ord>(items: &mut [T]) -> bool {
    match advance_from(items) {
        Some(_) => true,
        None => {
            items.reverse();
            false
        }
    }
}

/// The step itself: `Some(i)` with `i` the first position that changed,
/// or `None` (items untouched) when they are in descending order.
#[inline]
pub(crate) fn advance_from<T: Ord>(items: &mut [T]) -> Option<usize> {
    let n = items.len();
    if n < 2 {
        return None;
    }
    // The longest descending suffix starts after the pivot.
    let mut i = n - 1;
    while i > 0 && items[i - 1] >= items[i] {
        i -= 1;
    }
    if i == 0 {
        return None;
    }
    let pivot = i - 1;
    // The rightmost item above the pivot is the smallest such in the suffix.
    let mut j = n - 1;
    while items[j] <= items[pivot] {
        j -= 1;
    }
    items.swap(pivot, j);
    items[i..].reverse();
    Some(pivot)
}

/// Every arrangement of some items in lexicographic order, generated in
/// place: [`Lexicographic::advance`] lends each one without allocating;
/// the [`Iterator`] impl hands out owned copies.
///
/// The items are sorted first, so all `n!` arrangements come out (fewer
/// when items repeat: each distinct arrangement once).
///
/// ```
/// use puzzles::perms::Lexicographic;
///
/// let mut perms = Lexicographic::new(vec![1, 2, 3]);
/// assert_eq!(perms.advance(), Some(&[1, 2, 3][..]));
/// assert_eq!(perms.advance(), Some(&[1, 3, 2][..]));
/// let rest: Vec<Vec<i32>> = perms.collect();
/// assert_eq!(rest, [[2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]);
///
/// let words: Vec<String> = Lexicographic::new("aab".chars().collect())
///     .map(|p| p.into_iter().collect())
///     .collect();
/// assert_eq!(words, ["aab", "aba", "baa"]);
/// ```
#[derive(Debug, Clone)]
pub struct Lexicographic<T> {
    items: Vec<T>,
    /// The current arrangement has not been lent yet.
    fresh: bool,
    done: bool,
}

impl<T: Ord> Lexicographic<T> {
    /// Starts at the items in ascending order.
    pub fn new(mut items: Vec<T>) -> Self {
        items.sort();
        Lexicographic {
            items,
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
        } else if advance_from(&mut self.items).is_none() {
            self.done = true;
            return None;
        }
        Some(&self.items)
    }

    /// Hands each remaining arrangement to `f` until it returns `Break`.
    pub fn each(&mut self, mut f: impl FnMut(&[T]) -> ControlFlow<()>) -> ControlFlow<()> {
        while let Some(p) = self.advance() {
            f(p)?;
        }
        ControlFlow::Continue(())
    }
}

impl<T: Ord + Clone> Iterator for Lexicographic<T> {
    type Item = Vec<T>;

    /// The next arrangement as a new vector (one allocation each; use
    /// [`Lexicographic::advance`] to avoid it).
    fn next(&mut self) -> Option<Vec<T>> {
        self.advance().map(<[T]>::to_vec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cases() {
        assert_eq!(
            Lexicographic::<u8>::new(vec![]).count(),
            1,
            "the empty arrangement"
        );
        assert_eq!(Lexicographic::new(vec![7]).collect::<Vec<_>>(), [[7]]);
        assert_eq!(
            Lexicographic::new(vec![2, 1]).collect::<Vec<_>>(),
            [[1, 2], [2, 1]]
        );
        assert_eq!(Lexicographic::new(vec![1, 1, 1]).count(), 1);
        assert_eq!(Lexicographic::new(vec![1, 1, 2, 2]).count(), 6);
    }

    #[test]
    fn advance_reports_the_first_change() {
        let mut p = [1, 2, 4, 3];
        assert_eq!(advance_from(&mut p), Some(1));
        assert_eq!(p, [1, 3, 2, 4]);
        let mut p = [1, 2, 3, 4];
        assert_eq!(advance_from(&mut p), Some(2));
        let mut p = [4, 3, 2, 1];
        assert_eq!(advance_from(&mut p), None);
        assert_eq!(p, [4, 3, 2, 1]);
    }
}

//! Properties with answers known by construction: permutation counts are
//! multinomials, subset sums agree with brute force over positions, and
//! the engine's searches list what the fast generators list.

use std::collections::{BTreeSet, HashSet};
use std::ops::ControlFlow;

use proptest::prelude::*;
use puzzles::perms::{Heap, Lexicographic, Order, PermutationSearch, for_each_permutation};
use puzzles::subset_sum::SubsetSum;
use puzzles::{Limits, Puzzle};

fn factorial(n: usize) -> u64 {
    (1..=n as u64).product()
}

proptest! {
    #[test]
    fn lexicographic_lists_each_distinct_arrangement_once_in_order(items in prop::collection::vec(0u8..4, 0..7)) {
        let all: Vec<Vec<u8>> = Lexicographic::new(items.clone()).collect();
        prop_assert!(all.windows(2).all(|w| w[0] < w[1]));
        // n! / (m1! m2! …) distinct arrangements.
        let mut counts = [0usize; 4];
        for &v in &items {
            counts[v as usize] += 1;
        }
        let expected = factorial(items.len()) / counts.iter().map(|&c| factorial(c)).product::<u64>();
        prop_assert_eq!(all.len() as u64, expected);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        for p in &all {
            let mut q = p.clone();
            q.sort_unstable();
            prop_assert_eq!(&q, &sorted);
        }
    }

    #[test]
    fn heap_lists_all_n_factorial_one_swap_apart(n in 0usize..7) {
        let items: Vec<usize> = (0..n).collect();
        let all: Vec<Vec<usize>> = Heap::new(items.clone()).collect();
        prop_assert_eq!(all.len() as u64, factorial(n));
        prop_assert_eq!(all.iter().collect::<HashSet<_>>().len(), all.len());
        prop_assert_eq!(&all[0], &items);
        for w in all.windows(2) {
            prop_assert_eq!(w[0].iter().zip(&w[1]).filter(|(a, b)| a != b).count(), 2);
        }
        let mut by_callback = vec![];
        let mut slice = items.clone();
        let _ = for_each_permutation(&mut slice, Order::Heap, |p| {
            by_callback.push(p.to_vec());
            ControlFlow::Continue(())
        });
        prop_assert_eq!(by_callback, all);
    }

    #[test]
    fn subset_sum_agrees_with_brute_force(numbers in prop::collection::vec(0u64..12, 0..11), target in 0u64..40) {
        let mut expected = BTreeSet::new();
        for mask in 0u32..1 << numbers.len() {
            let mut pick: Vec<u64> = (0..numbers.len()).filter(|i| mask >> i & 1 == 1).map(|i| numbers[i]).collect();
            if pick.iter().sum::<u64>() == target {
                pick.sort_unstable();
                expected.insert(pick);
            }
        }
        let problem = SubsetSum::new(numbers.clone(), target).unwrap();
        let mut listed = vec![];
        let report = problem.each(&Limits::none(), |s| {
            listed.push(s.to_vec());
            ControlFlow::Continue(())
        });
        prop_assert!(report.outcome.is_finished());
        prop_assert_eq!(listed, expected.iter().cloned().collect::<Vec<_>>());
        prop_assert_eq!(problem.count(&Limits::none()).0 as usize, expected.len());
    }
}

#[test]
fn engine_search_and_generator_agree() {
    for n in 1..=8usize {
        let mut fast = Lexicographic::new((1..=n as u8).collect());
        let report = PermutationSearch::new(n).unwrap().each(&Limits::none(), |p| {
            assert_eq!(Some(p), fast.advance());
            ControlFlow::Continue(())
        });
        assert_eq!(fast.advance(), None);
        assert_eq!(report.stats.solutions, factorial(n));
    }
}

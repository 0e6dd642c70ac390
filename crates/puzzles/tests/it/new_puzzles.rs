//! Subsets, combination sum and word search against independent brute
//! force: all position masks for subsets, a knapsack table of multisets
//! for combination sum, every simple path of the grid for word search;
//! LeetCode's examples; and their traces (numbered steps, the solutions
//! the listing gives).

use std::collections::{BTreeMap, BTreeSet};
use std::ops::ControlFlow;

use proptest::prelude::*;
use puzzles::combination_sum::CombinationSum;
use puzzles::subsets::Subsets;
use puzzles::word_search::WordGrid;
use puzzles::{Limits, Outcome, Puzzle, StepKind, TraceStep};
use testkit::fuzz::cases;

// ---------------------------------------------------------------- subsets

/// Every distinct subset, by all 2^n masks of positions, sorted and
/// deduplicated; a `BTreeSet` of vectors iterates in lexicographic order.
fn brute_subsets(numbers: &[i64]) -> Vec<Vec<i64>> {
    let mut found = BTreeSet::new();
    for mask in 0u32..1 << numbers.len() {
        let mut pick: Vec<i64> = (0..numbers.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| numbers[i])
            .collect();
        pick.sort_unstable();
        found.insert(pick);
    }
    found.into_iter().collect()
}

fn subsets(numbers: &[i64]) -> Vec<Vec<i64>> {
    let mut all = vec![];
    let report = Subsets::new(numbers.to_vec())
        .unwrap()
        .each(&Limits::none(), |s| {
            all.push(s.to_vec());
            ControlFlow::Continue(())
        });
    assert!(report.outcome.is_finished());
    assert_eq!(report.stats.solutions as usize, all.len());
    all
}

/// The steps are numbered 1, 2, 3, … and a walk cut short ends with a
/// `cut` step numbered one past the last.
fn check_numbering<D>(steps: &[TraceStep<D>], max_steps: u64, finished: bool) -> Result<(), TestCaseError> {
    for (i, s) in steps.iter().enumerate() {
        prop_assert_eq!(s.step, i as u64 + 1);
    }
    let cuts = steps
        .iter()
        .filter(|s| matches!(s.kind, StepKind::Cut(_)))
        .count();
    if finished {
        prop_assert_eq!(cuts, 0);
        prop_assert!(steps.len() as u64 <= max_steps);
    } else {
        prop_assert_eq!(cuts, 1);
        prop_assert_eq!(
            steps.last().map(|s| s.kind),
            Some(StepKind::Cut(Outcome::StepLimit))
        );
        prop_assert_eq!(steps.len() as u64, max_steps + 1);
    }
    Ok(())
}

#[test]
fn subsets_leetcode() {
    assert_eq!(
        subsets(&[1, 2, 3]),
        [
            vec![],
            vec![1],
            vec![1, 2],
            vec![1, 2, 3],
            vec![1, 3],
            vec![2],
            vec![2, 3],
            vec![3]
        ]
    );
    assert_eq!(
        subsets(&[1, 2, 2]),
        [vec![], vec![1], vec![1, 2], vec![1, 2, 2], vec![2], vec![2, 2]]
    );
    assert_eq!(subsets(&[0]), [vec![], vec![0]]);
}

// ---------------------------------------------------------- combination sum

/// Every multiset of the candidates adding up to `target`, by a knapsack
/// table: per sum, the set of multisets (sorted vectors) that make it.
/// With repeats each distinct value fills the sums upwards (any number of
/// copies); with `once` each given number fills them downwards (one copy).
fn brute_combinations(candidates: &[u64], target: u64, once: bool) -> Vec<Vec<u64>> {
    let t = target as usize;
    let mut ways: Vec<BTreeSet<Vec<u64>>> = vec![BTreeSet::new(); t + 1];
    ways[0].insert(vec![]);
    let add = |ways: &mut Vec<BTreeSet<Vec<u64>>>, s: usize, v: u64| {
        let grown: Vec<Vec<u64>> = ways[s - v as usize]
            .iter()
            .map(|m| {
                let mut m = m.clone();
                m.push(v);
                m.sort_unstable();
                m
            })
            .collect();
        ways[s].extend(grown);
    };
    if once {
        for &v in candidates {
            for s in (v as usize..=t).rev() {
                add(&mut ways, s, v);
            }
        }
    } else {
        let distinct: BTreeSet<u64> = candidates.iter().copied().collect();
        for &v in &distinct {
            for s in v as usize..=t {
                add(&mut ways, s, v);
            }
        }
    }
    ways[t].iter().cloned().collect()
}

fn combinations(candidates: &[u64], target: u64, once: bool) -> Vec<Vec<u64>> {
    let mut all = vec![];
    let report = CombinationSum::new(candidates.to_vec(), target, once)
        .unwrap()
        .each(&Limits::none(), |c| {
            all.push(c.to_vec());
            ControlFlow::Continue(())
        });
    assert!(report.outcome.is_finished());
    all
}

#[test]
fn combination_sum_leetcode() {
    assert_eq!(combinations(&[2, 3, 6, 7], 7, false), [vec![2, 2, 3], vec![7]]);
    assert_eq!(
        combinations(&[10, 1, 2, 7, 6, 1, 5], 8, true),
        [vec![1, 1, 6], vec![1, 2, 5], vec![1, 7], vec![2, 6]]
    );
    assert_eq!(
        brute_combinations(&[2, 3, 6, 7], 7, false),
        [vec![2, 2, 3], vec![7]]
    );
    assert_eq!(
        brute_combinations(&[10, 1, 2, 7, 6, 1, 5], 8, true),
        [vec![1, 1, 6], vec![1, 2, 5], vec![1, 7], vec![2, 6]]
    );
}

// -------------------------------------------------------------- word search

/// Every word spelled by a simple path of at most `max_len` squares, with
/// the first such path in the documented order (starting squares in
/// reading order, then up, right, down, left), by a plain recursive DFS.
fn brute_words(rows: &[Vec<u8>], max_len: usize) -> BTreeMap<String, Vec<(usize, usize)>> {
    fn dfs(
        rows: &[Vec<u8>],
        path: &mut Vec<(usize, usize)>,
        max_len: usize,
        out: &mut BTreeMap<String, Vec<(usize, usize)>>,
    ) {
        let word: String = path.iter().map(|&(r, c)| char::from(rows[r][c])).collect();
        out.entry(word).or_insert_with(|| path.clone());
        if path.len() == max_len {
            return;
        }
        let (r, c) = *path.last().unwrap();
        let moves = [
            (r.wrapping_sub(1), c),
            (r, c + 1),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
        ];
        for (nr, nc) in moves {
            if nr < rows.len() && nc < rows[0].len() && !path.contains(&(nr, nc)) {
                path.push((nr, nc));
                dfs(rows, path, max_len, out);
                path.pop();
            }
        }
    }
    let mut out = BTreeMap::new();
    for r in 0..rows.len() {
        for c in 0..rows[0].len() {
            dfs(rows, &mut vec![(r, c)], max_len, &mut out);
        }
    }
    out
}

fn grid_text(rows: &[Vec<u8>]) -> String {
    rows.iter()
        .map(|r| String::from_utf8(r.clone()).unwrap() + "\n")
        .collect()
}

/// A grid of 1 to 4 rows and columns over the letters `a`, `b`, `c`.
fn small_grid() -> impl Strategy<Value = Vec<Vec<u8>>> {
    (1usize..=4, 1usize..=4).prop_flat_map(|(r, c)| {
        prop::collection::vec(prop::collection::vec(prop::sample::select(b"abc".to_vec()), c), r)
    })
}

fn small_word() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(b"abc".to_vec()), 1..=6)
        .prop_map(|w| String::from_utf8(w).unwrap())
}

#[test]
fn word_search_leetcode() {
    let grid: WordGrid = "ABCE\nSFCS\nADEE\n".parse().unwrap();
    let find = |w: &str| grid.find(w, &Limits::none()).unwrap().0;
    assert!(find("ABCCED").is_some());
    assert!(find("SEE").is_some());
    assert!(find("ABCB").is_none());
    let grid: WordGrid = "oaan\netae\nihkr\niflv\n".parse().unwrap();
    let (found, _) = grid
        .find_all(&["oath", "pea", "eat", "rain"], &Limits::none())
        .unwrap();
    assert_eq!(found, ["oath", "eat"]);
    let grid: WordGrid = "ab\ncd\n".parse().unwrap();
    assert!(grid.find_all(&["abcb"], &Limits::none()).unwrap().0.is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(256), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn subsets_agree_with_all_masks(numbers in prop::collection::vec(-3i64..4, 0..11)) {
        let expected = brute_subsets(&numbers);
        prop_assert_eq!(subsets(&numbers), expected.clone());
        let problem = Subsets::new(numbers).unwrap();
        prop_assert_eq!(problem.count(&Limits::none()).0 as usize, expected.len());
        prop_assert_eq!(problem.expected_count() as usize, expected.len());
    }

    #[test]
    fn subsets_trace_lists_what_each_lists(numbers in prop::collection::vec(-2i64..3, 0..7), max_steps in 1u64..400) {
        let problem = Subsets::new(numbers.clone()).unwrap();
        let (steps, report) = problem.trace_events(max_steps);
        check_numbering(&steps, max_steps, report.outcome.is_finished())?;
        let traced: Vec<Vec<i64>> = steps
            .iter()
            .filter(|s| s.kind == StepKind::Solution)
            .map(|s| s.detail.unwrap().subset().to_vec())
            .collect();
        let all = subsets(&numbers);
        prop_assert_eq!(&traced[..], &all[..traced.len()]);
        if report.outcome.is_finished() {
            prop_assert_eq!(traced.len(), all.len());
            prop_assert_eq!(report.stats.steps, steps.len() as u64);
        }
    }

    #[test]
    fn combinations_agree_with_a_knapsack_table(
        candidates in prop::collection::vec(1u64..10, 0..7),
        target in 1u64..25,
        once in any::<bool>(),
    ) {
        let expected = brute_combinations(&candidates, target, once);
        prop_assert_eq!(combinations(&candidates, target, once), expected.clone());
        let (count, _) = CombinationSum::new(candidates, target, once).unwrap().count(&Limits::none());
        prop_assert_eq!(count as usize, expected.len());
    }

    #[test]
    fn combination_trace_lists_what_each_lists(
        candidates in prop::collection::vec(1u64..6, 0..5),
        target in 1u64..12,
        once in any::<bool>(),
        max_steps in 1u64..400,
    ) {
        let problem = CombinationSum::new(candidates.clone(), target, once).unwrap();
        let (steps, report) = problem.trace_events(max_steps);
        check_numbering(&steps, max_steps, report.outcome.is_finished())?;
        let traced: Vec<Vec<u64>> = steps
            .iter()
            .filter(|s| s.kind == StepKind::Solution)
            .map(|s| s.detail.clone().unwrap().combination.unwrap())
            .collect();
        let all = combinations(&candidates, target, once);
        prop_assert_eq!(&traced[..], &all[..traced.len()]);
        if report.outcome.is_finished() {
            prop_assert_eq!(traced.len(), all.len());
        }
        for s in &steps {
            if let Some(d) = &s.detail {
                prop_assert!(d.sum <= target || s.kind == StepKind::Try || s.kind == StepKind::Reject);
            }
        }
    }

    #[test]
    fn find_agrees_with_every_simple_path(rows in small_grid(), word in small_word()) {
        let grid = WordGrid::parse(&grid_text(&rows)).unwrap();
        let paths = brute_words(&rows, word.len());
        let (found, report) = grid.find(&word, &Limits::none()).unwrap();
        prop_assert!(report.outcome.is_finished());
        // The first path in the documented order, when there is one.
        prop_assert_eq!(found.as_ref(), paths.get(&word));
        if let Some(path) = &found {
            let spelled: String = path.iter().map(|&(r, c)| grid.letter(r, c)).collect();
            prop_assert_eq!(&spelled, &word);
            prop_assert!(path.windows(2).all(|w| w[0].0.abs_diff(w[1].0) + w[0].1.abs_diff(w[1].1) == 1));
            prop_assert_eq!(path.iter().collect::<BTreeSet<_>>().len(), path.len());
        }
    }

    #[test]
    fn find_all_agrees_with_every_simple_path(rows in small_grid(), words in prop::collection::vec(small_word(), 0..12)) {
        let grid = WordGrid::parse(&grid_text(&rows)).unwrap();
        let paths = brute_words(&rows, 6);
        let mut expected: Vec<String> = vec![];
        for w in &words {
            if paths.contains_key(w) && !expected.contains(w) {
                expected.push(w.clone());
            }
        }
        let (found, report) = grid.find_all(&words, &Limits::none()).unwrap();
        prop_assert!(report.outcome.is_finished());
        prop_assert_eq!(&found, &expected);
        let search = grid.search(&words).unwrap();
        let mut listed = vec![];
        search.each(&Limits::none(), |word, path| {
            let spelled: String = path.iter().map(|&(r, c)| grid.letter(r, c)).collect();
            assert_eq!(spelled, word);
            listed.push(word.to_owned());
            ControlFlow::Continue(())
        });
        prop_assert_eq!(listed.len(), expected.len());
        prop_assert_eq!(listed.iter().collect::<BTreeSet<_>>(), expected.iter().collect::<BTreeSet<_>>());
        prop_assert_eq!(search.count(&Limits::none()).0 as usize, expected.len());
    }

    #[test]
    fn word_trace_lists_what_each_lists(rows in small_grid(), words in prop::collection::vec(small_word(), 0..6), max_steps in 1u64..600) {
        let grid = WordGrid::parse(&grid_text(&rows)).unwrap();
        let search = grid.search(&words).unwrap();
        let (steps, report) = search.trace_events(max_steps);
        check_numbering(&steps, max_steps, report.outcome.is_finished())?;
        let traced: Vec<String> = steps
            .iter()
            .filter(|s| s.kind == StepKind::Solution)
            .map(|s| s.detail.clone().unwrap().word.unwrap())
            .collect();
        let mut listed = vec![];
        search.each(&Limits::none(), |word, _| {
            listed.push(word.to_owned());
            ControlFlow::Continue(())
        });
        prop_assert_eq!(&traced[..], &listed[..traced.len()]);
        if report.outcome.is_finished() {
            prop_assert_eq!(traced.len(), listed.len());
        }
        for s in &steps {
            if let (StepKind::Reject, Some(d)) = (s.kind, &s.detail) {
                prop_assert!(d.reject.is_some());
            }
        }
    }
}

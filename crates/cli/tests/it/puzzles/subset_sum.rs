//! `queens subset-sum`.

use crate::common::trace_lines;
use std::collections::BTreeSet;

use super::assert_usage_error;
use crate::common::run;

/// The distinct sub-multisets of `numbers` adding up to `target`, sorted,
/// by trying every subset of positions.
fn brute_subsets(numbers: &[u64], target: u64) -> BTreeSet<Vec<u64>> {
    let mut found = BTreeSet::new();
    for mask in 0u32..1 << numbers.len() {
        let mut pick: Vec<u64> = (0..numbers.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| numbers[i])
            .collect();
        if pick.iter().sum::<u64>() == target {
            pick.sort_unstable();
            found.insert(pick);
        }
    }
    found
}

fn subset_args(target: u64, numbers: &[u64]) -> Vec<String> {
    let mut args = vec!["subset-sum".to_owned(), "--target".into(), target.to_string()];
    args.extend(numbers.iter().map(u64::to_string));
    args
}

#[test]
fn subset_sum_lists_each_subset_once_in_order() {
    let cases: [(&[u64], u64); 6] = [
        (&[8, 6, 7, 5, 3, 10, 9], 15),
        (&[10, 1, 2, 7, 6, 1, 5], 8),
        (&[2, 2, 2, 3, 3, 4, 1, 1], 7),
        (&[5, 0, 5, 0], 5),
        (&[3, 34, 4, 12, 5, 2], 21),
        (&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], 40),
    ];
    for (numbers, target) in cases {
        let args = subset_args(target, numbers);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = run(&args);
        assert_eq!(out.code, 0, "{args:?}");
        let listed: Vec<Vec<u64>> = out
            .stdout
            .lines()
            .map(|l| l.split(' ').map(|v| v.parse().unwrap()).collect())
            .collect();
        for s in &listed {
            assert_eq!(s.iter().sum::<u64>(), target);
            assert!(s.windows(2).all(|w| w[0] <= w[1]), "ascending");
        }
        assert!(listed.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
        let expected: Vec<Vec<u64>> = brute_subsets(numbers, target).into_iter().collect();
        assert_eq!(listed, expected, "{args:?}");
        let mut count_args = args.clone();
        count_args.push("--count");
        assert_eq!(run(&count_args).stdout.trim(), expected.len().to_string());
    }
}

#[test]
fn subset_sum_none_and_zero() {
    let out = run(&["subset-sum", "--target", "100", "1", "2", "3"]);
    assert_eq!((out.code, out.stdout.as_str()), (1, ""));
    assert_eq!(
        out.stderr,
        "no subset: none of the numbers' subsets adds up to 100\n"
    );
    let out = run(&["subset-sum", "--target", "4"]);
    assert_eq!(out.code, 1, "no numbers, no subset");
    let out = run(&["subset-sum", "--target", "100", "1", "2", "--count"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "0\n"));
    // Target 0: the empty subset is an empty line.
    let out = run(&["subset-sum", "--target", "0", "0", "4"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "\n0\n"));
}

#[test]
fn subset_sum_trace_and_stats() {
    let out = run(&["subset-sum", "--target", "8", "5", "3", "9", "--trace"]);
    assert_eq!(out.code, 0);
    let lines = trace_lines(&out.stdout);
    assert_eq!(lines[0], "value=3 take=1 sum=3: try");
    assert!(lines.contains(&"value=5 sum=8: solution"));
    assert!(lines.contains(&"value=5 take=0 sum=3: reject, the next value is already more than the rest"));
    let out = run(&["subset-sum", "--target", "8", "5", "3", "9", "--trace", "json"]);
    for l in out.stdout.lines() {
        let v: serde_json::Value = serde_json::from_str(l).unwrap();
        assert!(v["sum"].as_u64().is_some());
    }
    let out = run(&["subset-sum", "--target", "8", "5", "3", "9", "--stats"]);
    assert!(out.stderr.contains("target      8") && out.stderr.contains("solutions   1"));
}

#[test]
fn subset_sum_bad_input() {
    assert_usage_error(&run(&["subset-sum", "1", "2"]), "missing --target");
    assert_usage_error(
        &run(&["subset-sum", "--target", "-1", "1"]),
        "the target must be an integer from 0 to 1000000000000000",
    );
    assert_usage_error(
        &run(&["subset-sum", "--target", "3", "1", "-2"]),
        "a number must be from 0 to 1000000000000000, got '-2'",
    );
    assert_usage_error(&run(&["subset-sum", "--target", "3", "1.5"]), "got '1.5'");
    assert_usage_error(
        &run(&["subset-sum", "--target", "3", "1000000000000001"]),
        "from 0 to 1000000000000000",
    );
    let many: Vec<String> = std::iter::once("subset-sum".to_owned())
        .chain(["--target".into(), "3".into()])
        .chain((0..10_001).map(|_| "1".to_owned()))
        .collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    assert_usage_error(
        &run(&many),
        "the number of numbers must be an integer from 0 to 10000, got 10001",
    );
}

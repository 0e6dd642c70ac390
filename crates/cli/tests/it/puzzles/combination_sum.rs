//! `queens combination-sum`: LeetCode 39 and, with `--once`, 40.

use std::collections::BTreeSet;

use super::assert_usage_error;
use crate::common::run_stdin;

/// The combinations adding up to `target`, sorted, by brute force: with
/// `once` every mask of positions, else every vector of copy counts of
/// the distinct values (an odometer).
fn brute(numbers: &[u64], target: u64, once: bool) -> Vec<Vec<u64>> {
    let mut found = BTreeSet::new();
    if once {
        for mask in 0u32..1 << numbers.len() {
            let mut pick: Vec<u64> = (0..numbers.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| numbers[i])
                .collect();
            if !pick.is_empty() && pick.iter().sum::<u64>() == target {
                pick.sort_unstable();
                found.insert(pick);
            }
        }
    } else {
        let values: Vec<u64> = numbers
            .iter()
            .copied()
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let mut counts = vec![0u64; values.len()];
        loop {
            let sum: u64 = counts.iter().zip(&values).map(|(c, v)| c * v).sum();
            if sum == target {
                let pick: Vec<u64> = counts
                    .iter()
                    .zip(&values)
                    .flat_map(|(&c, &v)| std::iter::repeat_n(v, c as usize))
                    .collect();
                found.insert(pick);
            }
            // Next counts, each up to target / value.
            let mut i = 0;
            while i < values.len() && counts[i] == target / values[i] {
                counts[i] = 0;
                i += 1;
            }
            if i == values.len() {
                break;
            }
            counts[i] += 1;
        }
    }
    found.into_iter().collect()
}

fn leetcode_of(lists: &[Vec<u64>]) -> String {
    serde_json::to_string(lists).unwrap() + "\n"
}

#[test]
fn leetcode_39_and_40_in_every_format() {
    let args = ["combination-sum", "--target", "7"];
    let out = run_stdin(&args, "2 3 6 7\n");
    assert_eq!((out.code, out.stdout.as_str()), (0, "2 2 3\n7\n"));
    let out = run_stdin(&[&args[..], &["--format", "leetcode"]].concat(), "2 3 6 7\n");
    assert_eq!(out.stdout, "[[2,2,3],[7]]\n");
    let out = run_stdin(&[&args[..], &["--count"]].concat(), "2 3 6 7\n");
    assert_eq!(out.stdout, "2\n");
    let out = run_stdin(&[&args[..], &["--json", "--stats"]].concat(), "2 3 6 7\n");
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["combinations"], serde_json::json!([[2, 2, 3], [7]]));
    assert_eq!(
        (v["count"].as_u64(), v["stats"]["solutions"].as_u64()),
        (Some(2), Some(2))
    );
    // LeetCode 39's other examples.
    let out = run_stdin(
        &["combination-sum", "--target", "8", "--format", "leetcode"],
        "2 3 5",
    );
    assert_eq!(out.stdout, "[[2,2,2,2],[2,3,3],[3,5]]\n");

    let args = ["combination-sum", "--target", "8", "--once"];
    let input = "10 1 2 7 6 1 5";
    let out = run_stdin(&args, input);
    assert_eq!((out.code, out.stdout.as_str()), (0, "1 1 6\n1 2 5\n1 7\n2 6\n"));
    let out = run_stdin(&[&args[..], &["--format", "leetcode"]].concat(), input);
    assert_eq!(out.stdout, "[[1,1,6],[1,2,5],[1,7],[2,6]]\n");
    let out = run_stdin(&[&args[..], &["--count"]].concat(), input);
    assert_eq!(out.stdout, "4\n");
    let out = run_stdin(&[&args[..], &["--json", "--count"]].concat(), input);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["count"], 4);
    // LeetCode 40's other example.
    let out = run_stdin(
        &[
            "combination-sum",
            "--target",
            "5",
            "--once",
            "--format",
            "leetcode",
        ],
        "2 5 2 1 2",
    );
    assert_eq!(out.stdout, "[[1,2,2],[5]]\n");
}

#[test]
fn combinations_match_a_brute_force_on_random_inputs() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    for round in 0..40 {
        let once = round % 2 == 1;
        let len = 1 + next(8) as usize;
        let numbers: Vec<u64> = (0..len).map(|_| 1 + next(9)).collect();
        let target = 1 + next(20);
        let input: Vec<String> = numbers.iter().map(u64::to_string).collect();
        let input = input.join(" ");
        let target_text = target.to_string();
        let mut args = vec!["combination-sum", "--target", &target_text];
        if once {
            args.push("--once");
        }
        let expected = brute(&numbers, target, once);
        let out = run_stdin(&[&args[..], &["--format", "leetcode"]].concat(), &input);
        assert_eq!(out.stdout, leetcode_of(&expected), "{args:?} {numbers:?}");
        assert_eq!(
            out.code,
            if expected.is_empty() { 1 } else { 0 },
            "{args:?} {numbers:?}"
        );
        let out = run_stdin(&args, &input);
        let listed: Vec<Vec<u64>> = out
            .stdout
            .lines()
            .map(|l| l.split(' ').map(|v| v.parse().unwrap()).collect())
            .collect();
        assert_eq!(listed, expected, "{args:?} {numbers:?}");
        let out = run_stdin(&[&args[..], &["--count"]].concat(), &input);
        assert_eq!(out.stdout, format!("{}\n", expected.len()));
    }
}

#[test]
fn no_combination_is_said_on_stderr_with_status_1() {
    let out = run_stdin(&["combination-sum", "--target", "1"], "2");
    assert_eq!((out.code, out.stdout.as_str()), (1, ""));
    assert_eq!(
        out.stderr,
        "no combination: no combination of the candidates adds up to 1\n"
    );
    let out = run_stdin(&["combination-sum", "--target", "1", "--format", "leetcode"], "2");
    assert_eq!((out.code, out.stdout.as_str()), (1, "[]\n"));
    assert!(out.stderr.starts_with("no combination: "));
    let out = run_stdin(&["combination-sum", "--target", "3", "--once"], "2 2");
    assert_eq!((out.code, out.stdout.as_str()), (1, ""));
    // A count of none is an answer.
    let out = run_stdin(&["combination-sum", "--target", "1", "--count"], "2");
    assert_eq!((out.code, out.stdout.as_str()), (0, "0\n"));
}

#[test]
fn an_explosive_input_stops_at_the_step_limit() {
    let input: Vec<String> = (1..=100).map(|v| v.to_string()).collect();
    let out = run_stdin(
        &["combination-sum", "--target", "10000", "--count"],
        &input.join(" "),
    );
    assert_eq!((out.code, out.stdout.as_str()), (1, ""));
    assert!(
        out.stderr
            .contains("error: the search for combinations stopped after 100000000 steps"),
        "{}",
        out.stderr
    );
}

#[test]
fn combination_sum_trace_and_stats() {
    let out = run_stdin(&["combination-sum", "--target", "7", "--trace"], "2 3 6 7");
    assert_eq!(out.code, 0);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert!(
        lines.iter().any(|l| l.contains("combination=[2, 2, 3]")),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.contains("over the target")), "{lines:?}");
    let out = run_stdin(
        &[
            "combination-sum",
            "--target",
            "7",
            "--trace",
            "json",
            "--max-steps",
            "5",
        ],
        "2 3 6 7",
    );
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 6);
    for l in &lines[..5] {
        let v: serde_json::Value = serde_json::from_str(l).unwrap();
        assert!(v["sum"].is_u64(), "{l}");
    }
    let out = run_stdin(
        &["combination-sum", "--target", "8", "--once", "--stats"],
        "10 1 2 7 6 1 5",
    );
    assert!(out.stderr.contains("target      8"), "{}", out.stderr);
    assert!(out.stderr.contains("each        once"), "{}", out.stderr);
    assert!(out.stderr.contains("solutions   4"), "{}", out.stderr);
}

#[test]
fn combination_sum_bad_input() {
    let args = ["combination-sum", "--target", "7"];
    assert_usage_error(
        &run_stdin(&args, "2 3\n6 0\n"),
        "line 2, column 3: a candidate must be from 1 to 1000000000, got '0'",
    );
    assert_usage_error(
        &run_stdin(&args, "2 3\n\n  six\n"),
        "line 3, column 3: expected an integer, got 'six'",
    );
    assert_usage_error(
        &run_stdin(&["combination-sum", "--target", "0"], "1"),
        "the target must be an integer from 1 to 10000, got '0'",
    );
    assert_usage_error(
        &run_stdin(&["combination-sum", "--target", "10001"], "1"),
        "from 1 to 10000",
    );
    assert_usage_error(&run_stdin(&["combination-sum"], "1"), "missing --target");
}

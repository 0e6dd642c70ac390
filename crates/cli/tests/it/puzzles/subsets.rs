//! `queens subsets`: LeetCode 78 and 90.

use crate::common::trace_lines;
use std::collections::BTreeSet;

use super::assert_usage_error;
use crate::common::run_stdin;

/// The distinct sub-multisets of `numbers`, each sorted, by trying every
/// mask of positions.
fn brute(numbers: &[i64]) -> Vec<Vec<i64>> {
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

fn text_of(lists: &[Vec<i64>]) -> String {
    lists
        .iter()
        .map(|l| {
            let words: Vec<String> = l.iter().map(i64::to_string).collect();
            words.join(" ") + "\n"
        })
        .collect()
}

#[test]
fn leetcode_78_and_90_in_every_format() {
    let out = run_stdin(&["subsets"], "1 2 3\n");
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout, "\n1\n1 2\n1 2 3\n1 3\n2\n2 3\n3\n");
    let out = run_stdin(&["subsets", "--format", "leetcode"], "1 2 3\n");
    assert_eq!(out.stdout, "[[],[1],[1,2],[1,2,3],[1,3],[2],[2,3],[3]]\n");
    let out = run_stdin(&["subsets", "--count"], "1 2 3\n");
    assert_eq!(out.stdout, "8\n");

    let out = run_stdin(&["subsets"], "1 2 2");
    assert_eq!(out.stdout, "\n1\n1 2\n1 2 2\n2\n2 2\n");
    let out = run_stdin(&["subsets", "--format", "leetcode"], "1 2 2");
    assert_eq!(out.stdout, "[[],[1],[1,2],[1,2,2],[2],[2,2]]\n");
    let out = run_stdin(&["subsets", "--format", "text"], "1 2 2");
    assert_eq!(out.stdout, "\n1\n1 2\n1 2 2\n2\n2 2\n");
    assert_eq!(run_stdin(&["subsets", "--count"], "1 2 2").stdout, "6\n");

    let out = run_stdin(&["subsets", "--json", "--stats"], "1 2 2");
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        v["subsets"],
        serde_json::json!([[], [1], [1, 2], [1, 2, 2], [2], [2, 2]])
    );
    assert_eq!(v["count"], 6);
    assert_eq!(v["stats"]["solutions"], 6);
    assert!(v["stats"].get("stopped").is_none(), "finished");
    assert!(v["stats"]["nodes"].as_u64().unwrap() > 0);
    assert_eq!(out.stderr, "", "with --json, --stats goes into the object");
    let out = run_stdin(&["subsets", "--json"], "1 2 2");
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert!(v.get("stats").is_none(), "stats only with --stats");
    let out = run_stdin(&["subsets", "--json", "--count"], "1 2 3");
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!((v["count"].as_u64(), v.get("subsets")), (Some(8), None));

    // LeetCode 78's second example, and no numbers at all.
    assert_eq!(
        run_stdin(&["subsets", "--format", "leetcode"], "0").stdout,
        "[[],[0]]\n"
    );
    let out = run_stdin(&["subsets", "--format", "leetcode"], "");
    assert_eq!((out.code, out.stdout.as_str()), (0, "[[]]\n"));
}

#[test]
fn subsets_match_a_brute_force_on_random_inputs() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    for _ in 0..30 {
        let len = next(9) as usize;
        let numbers: Vec<i64> = (0..len).map(|_| next(7) as i64 - 3).collect();
        let input: Vec<String> = numbers.iter().map(i64::to_string).collect();
        let input = input.join("\n");
        let expected = brute(&numbers);
        let out = run_stdin(&["subsets"], &input);
        assert_eq!(out.code, 0, "{numbers:?}");
        assert_eq!(out.stdout, text_of(&expected), "{numbers:?}");
        let out = run_stdin(&["subsets", "--format", "leetcode"], &input);
        let listed: Vec<Vec<i64>> = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(listed, expected, "{numbers:?}");
        let out = run_stdin(&["subsets", "--count"], &input);
        assert_eq!(out.stdout, format!("{}\n", expected.len()), "{numbers:?}");
    }
}

#[test]
fn subsets_trace_and_stats() {
    let out = run_stdin(&["subsets", "--trace"], "2 2");
    assert_eq!(out.code, 0);
    let lines = trace_lines(&out.stdout);
    assert_eq!(lines[0], "end: try  subset=[]");
    assert!(lines.contains(&"value=2: reject, every copy is already in the subset  subset=[2, 2]"));
    let out = run_stdin(&["subsets", "--trace", "json", "--max-steps", "3"], "1 2 3");
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0], r#"{"step":1,"event":"try","end":true,"subset":[]}"#);
    assert!(lines[3].contains(r#""event":"cut""#));
    let out = run_stdin(&["subsets", "--stats"], "1 2 2");
    assert!(out.stderr.contains("puzzle      subsets"), "{}", out.stderr);
    assert!(out.stderr.contains("solutions   6"), "{}", out.stderr);
    // --json carries the statistics itself.
    let out = run_stdin(&["subsets", "--stats", "--json"], "1 2 2");
    assert_eq!(out.stderr, "");
}

#[test]
fn subsets_bad_input() {
    assert_usage_error(
        &run_stdin(&["subsets"], "1 2\n3 x\n"),
        "line 2, column 3: expected an integer, got 'x'",
    );
    assert_usage_error(&run_stdin(&["subsets"], "1\n  5000000000\n"), "line 2, column 3:");
    assert_usage_error(
        &run_stdin(&["subsets"], &"1 ".repeat(21)),
        "the number of numbers must be an integer from 0 to 20, got 21",
    );
    assert_usage_error(
        &run_stdin(&["subsets", "--format", "json"], "1"),
        "possible values: text, leetcode",
    );
    assert_usage_error(
        &run_stdin(&["subsets", "--trace", "--format", "leetcode"], "1"),
        "--format draws the answer: with --trace, the trace is text or json",
    );
    assert_usage_error(
        &run_stdin(&["subsets", "--json", "--format", "leetcode"], "1"),
        "choose one",
    );
    assert_usage_error(
        &run_stdin(&["subsets", "--max-steps", "5"], "1"),
        "--max-steps shapes the trace: it needs --trace",
    );
    assert_usage_error(&run_stdin(&["subsets", "no-such-file"], ""), "no-such-file");
}

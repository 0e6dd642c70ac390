//! `queens perms`: the judge task.

use super::assert_usage_error;
use crate::common::{run, run_stdin};

/// Reads one judge answer back: `12345678910` is 1..10 (a `1` followed by
/// a `0` can only be 10).
fn perm_numbers(token: &str) -> Vec<u32> {
    let bytes = token.as_bytes();
    let mut out = vec![];
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'1' && bytes.get(i + 1) == Some(&b'0') {
            out.push(10);
            i += 2;
        } else {
            out.push(u32::from(bytes[i] - b'0'));
            i += 1;
        }
    }
    out
}

/// Every permutation of 1..n once, in lexicographic order.
fn assert_judge_line(line: &str, n: u32) {
    assert!(!line.contains("  ") && !line.starts_with(' ') && !line.ends_with(' '));
    let perms: Vec<Vec<u32>> = line.split(' ').map(perm_numbers).collect();
    let want: Vec<u32> = (1..=n).collect();
    for p in &perms {
        let mut sorted = p.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, want, "{p:?} is a permutation of 1..{n}");
    }
    assert!(
        perms.windows(2).all(|w| w[0] < w[1]),
        "strictly increasing, so no repeats"
    );
    assert_eq!(
        perms.len() as u64,
        (1..=u64::from(n)).product::<u64>(),
        "all n! of them"
    );
}

#[test]
fn perms_the_issue_example() {
    let out = run_stdin(&["perms"], "2\n2\n4\n");
    assert_eq!(out.code, 0);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[0], "12 21");
    assert!(lines[1].starts_with("1234 1243 1324 "));
    assert_eq!(lines.len(), 2);
    assert_judge_line(lines[1], 4);
    assert_eq!(out.stderr, "");
}

#[test]
fn perms_reads_tokens_as_judges_do() {
    // A byte order mark, a blank line, two cases on one line, CRLF.
    let out = run_stdin(&["perms"], "\u{feff}2\n\n3 1\n");
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (0, "123 132 213 231 312 321\n1\n", "")
    );
    let crlf = run_stdin(&["perms"], "2\r\n2\r\n\r\n1\r\n");
    assert_eq!(crlf.stdout, "12 21\n1\n");
}

#[test]
fn perms_every_n_is_complete_and_ordered() {
    let out = run_stdin(&["perms", "-"], "10\n1\n2\n3\n4\n5\n6\n7\n8\n9\n3\n");
    assert_eq!(out.code, 0);
    let lines: Vec<&str> = out.stdout.lines().collect();
    let ns = [1, 2, 3, 4, 5, 6, 7, 8, 9, 3];
    assert_eq!(lines.len(), ns.len());
    for (line, n) in lines.iter().zip(ns) {
        assert_judge_line(line, n);
    }
}

#[test]
fn perms_ten_runs_the_numbers_together() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("ten.txt");
    std::fs::write(&input, "1\n10\n").unwrap();
    let out = run(&["perms", input.to_str().unwrap()]);
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout.len(), 3_628_800 * 12, "11 digits and a separator each");
    assert!(out.stdout.starts_with("12345678910 12345678109 12345679810 "));
    assert_judge_line(out.stdout.trim_end(), 10);
}

#[test]
fn perms_engine_search_gives_the_same_lines() {
    let input = "7\n1\n2\n3\n4\n5\n6\n7\n";
    let fast = run_stdin(&["perms"], input);
    let engine = run_stdin(&["perms", "--stats"], input);
    assert_eq!(engine.code, 0);
    assert_eq!(fast.stdout, engine.stdout);
    assert!(engine.stderr.contains("puzzle      perms"));
    // Σ k!/(k−j)! nodes for k = 1..7: 2 + 5 + 16 + 65 + 326 + 1957 + 13700.
    assert!(engine.stderr.contains("nodes       16,071"), "{}", engine.stderr);
    assert!(engine.stderr.contains("solutions   5,913"));
}

#[test]
fn perms_trace_numbers_the_cases_on() {
    let out = run_stdin(&["perms", "--trace", "json", "--max-steps", "40"], "2\n2\n3\n");
    assert_eq!(out.code, 0);
    let steps: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(steps.len(), 41);
    for (i, s) in steps.iter().enumerate() {
        assert_eq!(s["step"], i + 1);
    }
    // n = 2 takes 18 steps, then n = 3 starts from an empty permutation.
    assert_eq!(steps[17]["event"], "remove");
    assert_eq!(steps[17]["perm"], serde_json::json!([]));
    assert_eq!(
        (steps[18]["event"].as_str(), steps[18]["step"].as_u64()),
        (Some("try"), Some(19))
    );
    assert_eq!(steps[40]["event"], "cut");
    assert_eq!(steps[40]["steps"], 40);
    let text = run_stdin(&["perms", "--trace", "--max-steps", "4"], "1\n3\n");
    assert_eq!(
        text.stdout,
        concat!(
            "    1  pos=0 value=1: try  perm=[]\n",
            "    2  pos=0 value=1: place  perm=[1]\n",
            "    3  pos=1 value=1: try  perm=[1]\n",
            "    4  pos=1 value=1: reject, already at pos=0  perm=[1]\n",
            "    5  cut: stopped after 4 steps (max-steps)\n",
        )
    );
    // Two cases: each under its heading; the JSON lines stay steps.
    let text = run_stdin(&["perms", "--trace"], "2\n1\n2\n");
    let heads: Vec<&str> = text.stdout.lines().filter(|l| l.starts_with("== ")).collect();
    assert_eq!(
        heads,
        ["== case 1: n = 1 ==", "== case 2: n = 2 =="],
        "{}",
        text.stdout
    );
    assert!(text.stdout.starts_with("== case 1: n = 1 ==\n"));
    let json = run_stdin(&["perms", "--trace", "json"], "2\n1\n2\n");
    assert!(json.stdout.lines().all(|l| l.starts_with('{')), "{}", json.stdout);
}

#[test]
fn perms_bad_input_names_the_line() {
    let cases = [
        ("", "line 1: expected T"),
        (
            "x\n1\n",
            "line 1, column 1: T must be an integer from 1 to 1000000, got 'x'",
        ),
        (
            "0\n",
            "line 1, column 1: T must be an integer from 1 to 1000000, got 0",
        ),
        ("2\n3\n", "line 3: expected N for case 2 of 2"),
        (
            "2\n3\n11\n",
            "line 3, column 1: N must be an integer from 1 to 10, got 11",
        ),
        (
            "1\n0\n",
            "line 2, column 1: N must be an integer from 1 to 10, got 0",
        ),
        (
            "1\n-4\n",
            "line 2, column 1: N must be an integer from 1 to 10, got -4",
        ),
        (
            "1\nfour\n",
            "line 2, column 1: N must be an integer from 1 to 10, got 'four' (not a number)",
        ),
        (
            "1\n3 4\n",
            "line 2, column 3: expected 1 case(s) as T says, but there is more input: '4'",
        ),
        ("1\n3\n4\n", "line 3, column 1: expected 1 case(s) as T says"),
    ];
    for (input, wanted) in cases {
        assert_usage_error(&run_stdin(&["perms"], input), wanted);
    }
    assert_usage_error(&run(&["perms", "/no/such/file"]), "cannot open /no/such/file");
    assert_usage_error(
        &run_stdin(&["perms", "--max-steps", "5"], "1\n3\n"),
        "--max-steps shapes the trace",
    );
}

/// `queens perms` on N = 10 into a file, timed: run with
/// `cargo test --release -p queens --test it -- --ignored puzzles::perms::`.
#[test]
#[ignore = "a timing: meaningful on a release build"]
fn perms_ten_to_a_file_in_under_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("ten.txt");
    std::fs::write(&input, "1\n10\n").unwrap();
    let output = std::fs::File::create(dir.path().join("out.txt")).unwrap();
    let mut best = f64::MAX;
    for _ in 0..3 {
        let clock = std::time::Instant::now();
        let status = crate::common::queens()
            .args(["perms", input.to_str().unwrap()])
            .stdout(output.try_clone().unwrap())
            .status()
            .unwrap();
        assert!(status.success());
        best = best.min(clock.elapsed().as_secs_f64());
    }
    assert_eq!(
        std::fs::metadata(dir.path().join("out.txt")).unwrap().len(),
        3 * 3_628_800 * 12
    );
    eprintln!("queens perms, N = 10, to a file: best of 3 {best:.3} s");
    assert!(best < 1.0, "{best:.3} s");
}

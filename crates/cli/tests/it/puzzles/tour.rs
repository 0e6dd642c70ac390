//! `queens tour`: the knight's tour.

use super::assert_usage_error;
use crate::common::run;
use crate::common::trace_lines;

/// Reads the board of move numbers and checks it is a tour from `start`
/// (row, col from 0): every number 1..n² once, each move a knight's move,
/// and for a closed tour the last move back to the start.
fn assert_tour(stdout: &str, n: usize, start: (usize, usize), closed: bool) {
    let grid: Vec<Vec<usize>> = stdout
        .lines()
        .map(|l| l.split_whitespace().map(|v| v.parse().unwrap()).collect())
        .collect();
    assert_eq!(grid.len(), n);
    let mut at = vec![None; n * n + 1];
    for (r, row) in grid.iter().enumerate() {
        assert_eq!(row.len(), n);
        for (c, &m) in row.iter().enumerate() {
            assert!((1..=n * n).contains(&m), "move {m}");
            assert!(at[m].replace((r, c)).is_none(), "move {m} twice");
        }
    }
    let knight = |a: (usize, usize), b: (usize, usize)| {
        let d = (a.0.abs_diff(b.0), a.1.abs_diff(b.1));
        d == (1, 2) || d == (2, 1)
    };
    assert_eq!(at[1], Some(start));
    for m in 1..n * n {
        assert!(
            knight(at[m].unwrap(), at[m + 1].unwrap()),
            "move {m} to {}",
            m + 1
        );
    }
    if closed {
        assert!(knight(at[n * n].unwrap(), start), "closed");
    }
    let width = (n * n).to_string().len();
    assert!(
        stdout.lines().all(|l| l.len() == n * width + n - 1),
        "aligned columns"
    );
}

#[test]
fn tour_open_and_closed() {
    let out = run(&["tour", "5"]);
    assert_eq!(out.code, 0);
    assert_tour(&out.stdout, 5, (0, 0), false);
    assert_eq!(run(&["tour", "1"]).stdout, "1\n");
    for n in [5, 6, 8, 13, 24] {
        for (r, c) in [(1, 1), (n, n), (2, 3), (n / 2 + 1, n / 2 + 1)] {
            if n % 2 == 1 && (r + c) % 2 == 1 {
                continue;
            }
            let start = format!("{r},{c}");
            let out = run(&["tour", &n.to_string(), "--start", &start]);
            assert_eq!(out.code, 0, "n={n} start {start}: {}", out.stderr);
            assert_tour(&out.stdout, n, (r - 1, c - 1), false);
            if n % 2 == 0 {
                let out = run(&["tour", &n.to_string(), "--start", &start, "--closed"]);
                assert_eq!(out.code, 0, "closed n={n} start {start}");
                assert_tour(&out.stdout, n, (r - 1, c - 1), true);
            }
        }
    }
    let out = run(&["tour", "100", "--closed", "--start", "37,64"]);
    assert_tour(&out.stdout, 100, (36, 63), true);
}

#[test]
fn tour_none_says_why_and_exits_1() {
    let cases: [&[&str]; 7] = [
        &["tour", "2"],
        &["tour", "3"],
        &["tour", "4", "--start", "2,2"],
        &["tour", "4", "--closed"],
        &["tour", "5", "--closed"],
        &["tour", "1", "--closed"],
        &["tour", "7", "--start", "1,2"],
    ];
    for args in cases {
        let out = run(args);
        assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{args:?}");
        assert!(
            out.stderr.starts_with("no tour: ") || out.stderr.starts_with("no closed tour: "),
            "{args:?}"
        );
        assert_eq!(out.stderr.lines().count(), 1);
    }
    assert!(run(&["tour", "4"]).stderr.contains("a complete search"));
    assert!(
        run(&["tour", "7", "--start", "1,2"])
            .stderr
            .contains("must start on the corners' color")
    );
}

#[test]
fn tour_trace_is_self_describing() {
    let out = run(&["tour", "6", "--trace", "json", "--max-steps", "100000"]);
    assert_eq!(out.code, 0);
    let steps: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let last = steps.last().unwrap();
    assert_eq!(last["event"], "solution");
    assert_eq!(last["move"], 36);
    // Replaying the places and removes gives a tour.
    let mut path: Vec<(i64, i64)> = vec![(0, 0)];
    for s in &steps {
        let square = (s["row"].as_i64().unwrap(), s["col"].as_i64().unwrap());
        match s["event"].as_str().unwrap() {
            "place" => {
                assert_eq!(s["move"], path.len() + 1);
                let from = (
                    s["from"]["row"].as_i64().unwrap(),
                    s["from"]["col"].as_i64().unwrap(),
                );
                assert_eq!(Some(&from), path.last(), "the move starts at the knight");
                path.push(square);
            }
            "remove" => assert_eq!(path.pop(), Some(square)),
            "try" | "reject" | "dead_end" | "solution" => {}
            other => panic!("unexpected event {other}"),
        }
    }
    assert_eq!(path.len(), 36);
    let out = run(&["tour", "8", "--trace", "--max-steps", "3", "--stats"]);
    assert_eq!(
        trace_lines(&out.stdout).last().copied(),
        Some("cut: stopped after 3 steps (max-steps)")
    );
    assert!(out.stderr.contains("stopped     max-steps"));
}

#[test]
fn tour_stats() {
    let out = run(&["tour", "8", "--stats"]);
    assert_eq!(out.code, 0);
    for row in [
        "puzzle      tour",
        "n           8",
        "start       1,1",
        "tour        open",
        "nodes       64",
        "solutions   1",
    ] {
        assert!(out.stderr.contains(row), "{row}: {}", out.stderr);
    }
}

#[test]
fn tour_bad_input() {
    assert_usage_error(&run(&["tour"]), "missing <N>");
    assert_usage_error(&run(&["tour", "0"]), "n must be an integer from 1 to 100, got 0");
    assert_usage_error(
        &run(&["tour", "101"]),
        "n must be an integer from 1 to 100, got 101",
    );
    assert_usage_error(
        &run(&["tour", "-3"]),
        "n must be an integer from 1 to 100, got -3",
    );
    assert_usage_error(
        &run(&["tour", "8", "--start", "9,1"]),
        "the start row 9 col 1 is off the 8×8 board",
    );
    assert_usage_error(
        &run(&["tour", "8", "--start", "0,1"]),
        "start must be a square as R,C, its row and column from 1 (like 1,1), got '0,1'",
    );
    assert_usage_error(
        &run(&["tour", "8", "--start", "a,b"]),
        "start must be a square as R,C, its row and column from 1 (like 1,1), got 'a,b'",
    );
    assert_usage_error(
        &run(&["tour", "8", "--max-steps", "3"]),
        "--max-steps shapes the trace: it needs --trace",
    );
    assert_usage_error(
        &run(&["tour", "8", "--trace", "xml"]),
        "possible values: text, json",
    );
    assert_usage_error(
        &run(&["tour", "8", "--trace", "--json"]),
        "--json is a form of the answer: for the trace as JSON, use --trace json",
    );
}

//! The textbook puzzles end to end: `perms`, `tour`, `subset-sum`, `color`
//! and `maze`. Every answer is re-checked here by code that shares nothing
//! with the solvers; every bad input is an `error:` line with status 2.

mod common;

use std::collections::{BTreeSet, HashSet};

use common::{Output, run, run_stdin};

/// A bad input: status 2, one `error:` line, nothing on stdout.
fn assert_usage_error(out: &Output, wanted: &str) {
    assert_eq!(out.code, 2, "status of {:?}", out.stderr);
    assert_eq!(out.stdout, "", "nothing on stdout");
    assert!(out.stderr.starts_with("error: "), "{:?}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "one line: {:?}", out.stderr);
    assert!(
        out.stderr.contains(wanted),
        "{:?} should say {wanted:?}",
        out.stderr
    );
}

// ---------------------------------------------------------------- perms

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
    let out = run_stdin(
        &["perms", "--trace", "--format", "json", "--max-steps", "40"],
        "2\n2\n3\n",
    );
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
        "pos=0 value=1: try  perm=[]\npos=0 value=1: place  perm=[1]\npos=1 value=1: try  perm=[1]\n\
         pos=1 value=1: reject, already at pos=0  perm=[1]\ncut: stopped after 4 steps (--max-steps)\n"
    );
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
        ("1\n3 4\n", "line 2, column 3: expected one integer N on the line"),
        ("1\n3\n4\n", "line 3, column 1: expected 1 case(s) as line 1 says"),
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
/// `cargo test --release -p queens --test puzzles -- --ignored`.
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
        let status = common::queens()
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

// ---------------------------------------------------------------- tour

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
        assert_eq!(out.code, 1, "{args:?}");
        assert!(
            out.stdout.starts_with("no tour: ") || out.stdout.starts_with("no closed tour: "),
            "{args:?}"
        );
        assert_eq!(out.stdout.lines().count(), 1);
    }
    assert!(run(&["tour", "4"]).stdout.contains("a complete search"));
    assert!(
        run(&["tour", "7", "--start", "1,2"])
            .stdout
            .contains("must start on the corners' color")
    );
}

#[test]
fn tour_trace_is_self_describing() {
    let out = run(&[
        "tour",
        "6",
        "--trace",
        "--format",
        "json",
        "--max-steps",
        "100000",
    ]);
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
        out.stdout.lines().last(),
        Some("cut: stopped after 3 steps (--max-steps)")
    );
    assert!(out.stderr.contains("stopped     max-steps"));
}

#[test]
fn tour_stats() {
    let out = run(&["tour", "8", "--stats"]);
    assert_eq!(out.code, 0);
    for row in [
        "puzzle      knight's tour",
        "n           8",
        "attempts    1",
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
        "expected the row and column from 1 as R,C",
    );
    assert_usage_error(
        &run(&["tour", "8", "--start", "a,b"]),
        "expected the row and column from 1 as R,C",
    );
    assert_usage_error(
        &run(&["tour", "8", "--format", "json"]),
        "--format shapes the trace: it needs --trace",
    );
    assert_usage_error(
        &run(&["tour", "8", "--trace", "--format", "xml"]),
        "possible values: text, json",
    );
}

// ---------------------------------------------------------- subset-sum

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
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
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
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[0], "value=3 take=1 sum=3: try");
    assert!(lines.contains(&"value=5 sum=8: solution"));
    assert!(lines.contains(&"value=5 take=0 sum=3: reject, the next value is already more than the rest"));
    let out = run(&[
        "subset-sum",
        "--target",
        "8",
        "5",
        "3",
        "9",
        "--trace",
        "--format",
        "json",
    ]);
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
        "the target must be an integer from 0 to 10^15",
    );
    assert_usage_error(
        &run(&["subset-sum", "--target", "3", "1", "-2"]),
        "each number must be an integer from 0 to 10^15, got '-2'",
    );
    assert_usage_error(&run(&["subset-sum", "--target", "3", "1.5"]), "got '1.5'");
    assert_usage_error(
        &run(&["subset-sum", "--target", "3", "1000000000000001"]),
        "from 0 to 10^15",
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

// --------------------------------------------------------------- color

fn dimacs(n: usize, edges: &[(usize, usize)]) -> String {
    let mut text = format!("c a test graph\np edge {n} {}\n", edges.len());
    for (u, v) in edges {
        text.push_str(&format!("e {u} {v}\n"));
    }
    text
}

/// Reads `colors C` and the colour line, and checks the colouring is
/// proper with C colours, C at most `k`.
fn assert_coloring(stdout: &str, n: usize, edges: &[(usize, usize)], k: usize) -> usize {
    let mut lines = stdout.lines();
    let used: usize = lines
        .next()
        .unwrap()
        .strip_prefix("colors ")
        .unwrap()
        .parse()
        .unwrap();
    let colors: Vec<usize> = lines
        .next()
        .unwrap()
        .split(' ')
        .map(|c| c.parse().unwrap())
        .collect();
    assert_eq!(lines.next(), None);
    assert_eq!(colors.len(), n);
    assert!(used <= k);
    assert!(colors.iter().all(|&c| (1..=used).contains(&c)));
    assert_eq!(
        colors.iter().collect::<HashSet<_>>().len(),
        used,
        "C colours used"
    );
    for &(u, v) in edges {
        assert_ne!(colors[u - 1], colors[v - 1], "edge {u}–{v}");
    }
    used
}

/// Whether some k-colouring exists, by trying all k^n.
fn brute_colorable(n: usize, edges: &[(usize, usize)], k: usize) -> bool {
    let mut colors = vec![0; n];
    loop {
        if edges.iter().all(|&(u, v)| colors[u - 1] != colors[v - 1]) {
            return true;
        }
        let mut i = 0;
        while i < n {
            colors[i] += 1;
            if colors[i] < k {
                break;
            }
            colors[i] = 0;
            i += 1;
        }
        if i == n {
            return false;
        }
    }
}

/// Edges written `1-2 2-3 …`.
fn edges(text: &str) -> Vec<(usize, usize)> {
    text.split(' ')
        .map(|e| {
            let (u, v) = e.split_once('-').unwrap();
            (u.parse().unwrap(), v.parse().unwrap())
        })
        .collect()
}

/// A graph: its name, vertices (from 1), edges and chromatic number.
type Known = (&'static str, usize, Vec<(usize, usize)>, usize);

/// Small graphs with known chromatic numbers.
fn graphs() -> Vec<Known> {
    let cycle = |n: usize| (1..=n).map(|i| (i, i % n + 1)).collect::<Vec<_>>();
    let complete = |n: usize| {
        (1..=n)
            .flat_map(|u| (u + 1..=n).map(move |v| (u, v)))
            .collect::<Vec<_>>()
    };
    let petersen = edges("1-2 2-3 3-4 4-5 5-1 1-6 2-7 3-8 4-9 5-10 6-8 8-10 10-7 7-9 9-6");
    // Grötzsch (Mycielski of C5): no triangle, yet 4 colours.
    let grotzsch =
        edges("1-2 2-3 3-4 4-5 5-1 6-2 6-5 7-1 7-3 8-2 8-4 9-3 9-5 10-4 10-1 11-6 11-7 11-8 11-9 11-10");
    let bipartite = (1..=4)
        .flat_map(|u| (5..=8).map(move |v| (u, v)))
        .collect::<Vec<_>>();
    vec![
        ("C6", 6, cycle(6), 2),
        ("C7", 7, cycle(7), 3),
        ("K5", 5, complete(5), 5),
        ("Petersen", 10, petersen, 3),
        ("Grötzsch", 11, grotzsch, 4),
        ("K4,4", 8, bipartite, 2),
        ("no edges", 4, vec![], 1),
    ]
}

#[test]
fn color_with_k_colors_is_proper_or_impossible() {
    for (name, n, edges, chi) in graphs() {
        let input = dimacs(n, &edges);
        for k in 1..=chi + 1 {
            let out = run_stdin(&["color", "--colors", &k.to_string()], &input);
            if k >= chi {
                assert_eq!(out.code, 0, "{name} with {k}");
                assert_coloring(&out.stdout, n, &edges, k);
            } else {
                assert_eq!(out.code, 1, "{name} with {k}");
                let s = if k == 1 { "" } else { "s" };
                assert_eq!(
                    out.stdout,
                    format!("no coloring: the graph cannot be colored with {k} color{s}\n")
                );
            }
            if n <= 10 {
                assert_eq!(
                    out.code == 0,
                    brute_colorable(n, &edges, k),
                    "{name} with {k}: brute force"
                );
            }
        }
    }
}

#[test]
fn color_min_is_minimal() {
    for (name, n, edges, chi) in graphs() {
        let input = dimacs(n, &edges);
        let out = run_stdin(&["color", "--min", "--stats"], &input);
        assert_eq!(out.code, 0, "{name}");
        let used = assert_coloring(&out.stdout, n, &edges, n);
        assert_eq!(used, chi, "{name}");
        // One colour fewer cannot do: the program says so, and so does brute force.
        if used > 1 {
            let fewer = run_stdin(&["color", "--colors", &(used - 1).to_string()], &input);
            assert_eq!(fewer.code, 1, "{name}");
            if n <= 11 {
                assert!(!brute_colorable(n, &edges, used - 1), "{name}");
            }
        }
        assert!(out.stderr.contains("tries"), "{}", out.stderr);
    }
    // A cap below the fewest: no colouring, exit 1.
    let (_, n, edges, _) = graphs().into_iter().find(|g| g.0 == "Grötzsch").unwrap();
    let out = run_stdin(&["color", "--min", "--colors", "3"], &dimacs(n, &edges));
    assert_eq!(out.code, 1);
    let out = run_stdin(
        &["color", "--min", "--colors", "4", "--stats"],
        &dimacs(n, &edges),
    );
    assert_eq!(out.code, 0);
    assert!(out.stderr.contains("tries       4 yes, 3 no"), "{}", out.stderr);
}

#[test]
fn color_reads_files_and_traces() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c5.col");
    std::fs::write(&path, dimacs(5, &[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)])).unwrap();
    let out = run(&["color", "--colors", "3", path.to_str().unwrap()]);
    assert_eq!(out.stdout, "colors 3\n1 2 1 2 3\n");
    let out = run(&[
        "color",
        "--colors",
        "2",
        path.to_str().unwrap(),
        "--trace",
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 0);
    let steps: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(
        steps
            .iter()
            .any(|s| s["event"] == "reject" && s["reason"] == "neighbor")
    );
    assert!(steps.iter().any(|s| s["event"] == "dead_end"));
    assert!(steps.iter().all(|s| s["event"] != "solution"));
    // --min traces its searches one after the other.
    let out = run(&["color", "--min", path.to_str().unwrap(), "--trace", "--stats"]);
    assert!(out.stdout.lines().filter(|l| l.ends_with(": solution")).count() >= 1);
    assert!(out.stdout.contains("dead end"), "the search for 2 colors fails");
}

#[test]
fn color_bad_input_names_the_line() {
    let cases = [
        ("", "line 1: the input ended without a `p edge V E` line"),
        (
            "e 1 2\n",
            "line 1, column 1: an edge before the `p edge V E` line",
        ),
        (
            "p edge 3 1\ne 1 4\n",
            "line 2, column 5: a vertex must be from 1 to 3, got 4",
        ),
        (
            "p edge 3 1\ne 1 x\n",
            "line 2, column 5: a vertex must be an integer from 1 to 3, got 'x'",
        ),
        (
            "p edge 3 1\ne 2 2\n",
            "line 2, column 5: vertex 2 is joined to itself",
        ),
        ("p edge 3 1\ne 1\n", "line 2: too few fields"),
        ("p edge 3 1\np edge 3 1\n", "line 2, column 1: a second `p` line"),
        (
            "p edge 5000 0\n",
            "line 1, column 8: the number of vertices V must be from 1 to 2000, got 5000",
        ),
        ("p cnf 3 1\n", "line 1, column 3: expected `p edge V E`"),
        (
            "p edge 3 1\nx\n",
            "line 2, column 1: expected a `c`, `p` or `e` line, got 'x'",
        ),
    ];
    for (input, wanted) in cases {
        assert_usage_error(&run_stdin(&["color", "--colors", "3"], input), wanted);
    }
    assert_usage_error(&run(&["color"]), "missing --colors <K>");
    assert_usage_error(
        &run(&["color", "--colors", "0"]),
        "the number of colors must be an integer from 1 up",
    );
    assert_usage_error(
        &run(&["color", "--colors", "3", "/no/such/file"]),
        "cannot open /no/such/file",
    );
}

// ---------------------------------------------------------------- maze

/// Whether E can be reached from S, by flood fill.
fn reachable(maze: &[Vec<u8>]) -> bool {
    let find = |ch| {
        (0..maze.len())
            .flat_map(|r| (0..maze[r].len()).map(move |c| (r, c)))
            .find(|&(r, c)| maze[r][c] == ch)
            .unwrap()
    };
    let (start, end) = (find(b'S'), find(b'E'));
    let mut seen = HashSet::new();
    let mut stack = vec![start];
    while let Some((r, c)) = stack.pop() {
        if (r, c) == end {
            return true;
        }
        if !seen.insert((r, c)) {
            continue;
        }
        for (nr, nc) in [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ] {
            if nr < maze.len() && nc < maze[0].len() && maze[nr][nc] != b'#' {
                stack.push((nr, nc));
            }
        }
    }
    false
}

/// The printed path: the maze unchanged but for `*` on open cells, and
/// S, E and the `*` cells one connected piece (so S joins E, and no `*`
/// is astray).
fn assert_path(maze: &[Vec<u8>], printed: &str) {
    let out: Vec<&[u8]> = printed.lines().map(str::as_bytes).collect();
    assert_eq!(out.len(), maze.len());
    let mut marked = HashSet::new();
    let mut start = None;
    for (r, row) in out.iter().enumerate() {
        assert_eq!(row.len(), maze[r].len());
        for (c, &ch) in row.iter().enumerate() {
            match ch {
                b'*' => assert_eq!(maze[r][c], b'.', "the path avoids walls"),
                _ => assert_eq!(ch, maze[r][c], "other cells unchanged"),
            }
            if matches!(ch, b'*' | b'S' | b'E') {
                marked.insert((r, c));
            }
            if ch == b'S' {
                start = Some((r, c));
            }
        }
    }
    let mut seen = HashSet::new();
    let mut stack = vec![start.unwrap()];
    while let Some((r, c)) = stack.pop() {
        if marked.contains(&(r, c)) && seen.insert((r, c)) {
            stack.extend([
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ]);
        }
    }
    assert_eq!(seen.len(), marked.len(), "one connected piece from S, E included");
}

#[test]
fn maze_paths_are_connected_and_avoid_walls() {
    let maze = "\
S.#.......
#.#.####.#
#...#....#
###.#.####
#...#....E
";
    let out = run_stdin(&["maze"], maze);
    assert_eq!(out.code, 0);
    let grid: Vec<Vec<u8>> = maze.lines().map(|l| l.as_bytes().to_vec()).collect();
    assert_path(&grid, &out.stdout);
    // Random mazes: a path exactly when flood fill reaches E.
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let (mut found, mut none) = (0, 0);
    for trial in 0..60 {
        let (rows, cols) = (3 + trial % 7, 4 + trial % 9);
        let mut grid = vec![vec![b'.'; cols]; rows];
        for row in grid.iter_mut() {
            for cell in row.iter_mut() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                if x % 100 < 33 {
                    *cell = b'#';
                }
            }
        }
        grid[0][0] = b'S';
        grid[rows - 1][cols - 1] = b'E';
        let text: String = grid
            .iter()
            .map(|r| String::from_utf8(r.clone()).unwrap() + "\n")
            .collect();
        let out = run_stdin(&["maze"], &text);
        if reachable(&grid) {
            assert_eq!(out.code, 0, "{text}");
            assert_path(&grid, &out.stdout);
            found += 1;
        } else {
            assert_eq!(
                (out.code, out.stdout.as_str()),
                (1, "no path: the walls cut E off from S\n"),
                "{text}"
            );
            none += 1;
        }
    }
    assert!(found > 5 && none > 5, "both kinds met: {found} {none}");
}

#[test]
fn maze_trace_and_stats() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("maze.txt");
    std::fs::write(&path, "S.#\n#..\n#.E\n").unwrap();
    let out = run(&["maze", path.to_str().unwrap(), "--trace", "--format", "json"]);
    let steps: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(steps[3]["event"], "reject");
    assert_eq!(steps[3]["reason"], "wall");
    let last = steps.last().unwrap();
    assert_eq!(
        (last["event"].as_str(), last["row"].as_u64(), last["col"].as_u64()),
        (Some("solution"), Some(2), Some(2))
    );
    let out = run(&["maze", path.to_str().unwrap(), "--stats"]);
    assert!(
        out.stderr.contains("size        3×3") && out.stderr.contains("path        5 cells"),
        "{}",
        out.stderr
    );
}

#[test]
fn maze_bad_input_names_the_line_and_column() {
    let cases = [
        ("", "the maze is empty"),
        (
            "S.E\n.x.\n",
            "line 2, column 2: expected `#`, `.`, `S` or `E`, got 'x'",
        ),
        ("S.E\n..\n", "line 2, column 3: this row is shorter"),
        (
            "S.E\n....\n",
            "line 2, column 4: this row is longer than the first row (3 cells)",
        ),
        (
            "S.E\nS..\n",
            "line 2, column 1: a second start `S` (the first is at line 1, column 1)",
        ),
        ("S.E\n.E.\n", "line 2, column 2: a second end `E`"),
        ("...\n..E\n", "the maze has no start `S`"),
        ("S..\n...\n", "the maze has no end `E`"),
    ];
    for (input, wanted) in cases {
        assert_usage_error(&run_stdin(&["maze"], input), wanted);
    }
    assert_usage_error(&run(&["maze", "/no/such/file"]), "cannot open /no/such/file");
}

//! `queens word-search`: LeetCode 79 and 212.

use crate::common::trace_lines;
use std::io::Write;

use super::assert_usage_error;
use crate::common::{run, run_stdin};

const GRID_79: &str = "../../examples/word-grid.txt";
const GRID_212: &str = "../../examples/word-grid-212.txt";

fn grid_79() -> String {
    format!("{}/{GRID_79}", env!("CARGO_MANIFEST_DIR"))
}

fn grid_212() -> String {
    format!("{}/{GRID_212}", env!("CARGO_MANIFEST_DIR"))
}

/// Whether `word` is spelled by a path of side-by-side squares, each
/// used once: plain depth-first search over every start.
fn brute_holds(grid: &[&[u8]], word: &[u8]) -> bool {
    fn walk(grid: &[&[u8]], word: &[u8], r: usize, c: usize, used: &mut Vec<(usize, usize)>) -> bool {
        if grid[r][c] != word[used.len()] || used.contains(&(r, c)) {
            return false;
        }
        used.push((r, c));
        if used.len() == word.len() {
            return true;
        }
        let (rows, cols) = (grid.len() as isize, grid[0].len() as isize);
        for (dr, dc) in [(0isize, 1isize), (1, 0), (0, -1), (-1, 0)] {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if (0..rows).contains(&nr)
                && (0..cols).contains(&nc)
                && walk(grid, word, nr as usize, nc as usize, used)
            {
                return true;
            }
        }
        used.pop();
        false
    }
    (0..grid.len()).any(|r| (0..grid[0].len()).any(|c| walk(grid, word, r, c, &mut Vec::new())))
}

/// Checks a path printed as `R,C R,C …` (from 1) spells `word` in `grid`.
fn assert_path_spells(grid: &[&[u8]], word: &str, line: &str) {
    let squares: Vec<(usize, usize)> = line
        .split(' ')
        .map(|p| {
            let (r, c) = p.split_once(',').unwrap();
            (r.parse::<usize>().unwrap() - 1, c.parse::<usize>().unwrap() - 1)
        })
        .collect();
    assert_eq!(squares.len(), word.len(), "{line}");
    for (i, &(r, c)) in squares.iter().enumerate() {
        assert_eq!(grid[r][c], word.as_bytes()[i], "{word}: {line}");
        assert!(!squares[..i].contains(&(r, c)), "{line}: a square twice");
        if i > 0 {
            let (pr, pc) = squares[i - 1];
            assert_eq!(pr.abs_diff(r) + pc.abs_diff(c), 1, "{line}: not side by side");
        }
    }
}

#[test]
fn leetcode_79_in_every_format() {
    let grid = grid_79();
    let base = ["word-search", "--grid", grid.as_str()];
    let out = run(&[&base[..], &["ABCCED"]].concat());
    assert_eq!((out.code, out.stdout.as_str()), (0, "1,1 1,2 1,3 2,3 3,3 3,2\n"));
    let out = run(&[&base[..], &["SEE"]].concat());
    assert_eq!((out.code, out.stdout.as_str()), (0, "2,4 3,4 3,3\n"));
    for (word, answer) in [("ABCCED", "true\n"), ("SEE", "true\n"), ("ABCB", "false\n")] {
        let out = run(&[&base[..], &[word, "--format", "leetcode"]].concat());
        assert_eq!(out.stdout, answer, "{word}");
        assert_eq!(out.code, if answer == "true\n" { 0 } else { 1 }, "{word}");
    }
    let out = run(&[&base[..], &["SEE", "--json", "--stats"]].concat());
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["word"], "SEE");
    assert_eq!(v["path"], serde_json::json!([[2, 4], [3, 4], [3, 3]]));
    assert_eq!(v["stats"]["solutions"], 1);
    assert_eq!(run(&[&base[..], &["SEE", "--count"]].concat()).stdout, "1\n");
    assert_eq!(run(&[&base[..], &["ABCB", "--count"]].concat()).stdout, "0\n");
}

#[test]
fn no_path_is_said_on_stderr_with_status_1() {
    let grid = grid_79();
    let out = run(&["word-search", "--grid", &grid, "ABCB"]);
    assert_eq!((out.code, out.stdout.as_str()), (1, ""));
    assert_eq!(out.stderr, "no path: the grid does not hold ABCB\n");
    let out = run(&["word-search", "--grid", &grid, "ABCB", "--json"]);
    assert_eq!((out.code, out.stdout.as_str()), (1, ""), "the one no-answer rule");
    assert_eq!(out.stderr, "no path: the grid does not hold ABCB\n");
    let out = run(&["word-search", "--grid", &grid, "XYZ", "QQ"]);
    assert_eq!((out.code, out.stdout.as_str()), (1, ""));
    assert_eq!(out.stderr, "no word: the grid holds none of the 2 words\n");
    let out = run(&[
        "word-search",
        "--grid",
        &grid,
        "XYZ",
        "QQ",
        "--format",
        "leetcode",
    ]);
    assert_eq!((out.code, out.stdout.as_str()), (1, "[]\n"));
}

#[test]
fn leetcode_212_in_every_format() {
    let grid = grid_212();
    let args = [
        "word-search",
        "--grid",
        grid.as_str(),
        "oath",
        "pea",
        "eat",
        "rain",
    ];
    let out = run(&args);
    assert_eq!((out.code, out.stdout.as_str()), (0, "eat\noath\n"));
    let out = run(&[&args[..], &["--format", "leetcode"]].concat());
    assert_eq!(out.stdout, "[\"eat\",\"oath\"]\n");
    let out = run(&[&args[..], &["--count"]].concat());
    assert_eq!(out.stdout, "2\n");
    let out = run(&[&args[..], &["--json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["found"], serde_json::json!(["eat", "oath"]));
    assert_eq!(v["words"], serde_json::json!(["oath", "pea", "eat", "rain"]));
    assert_eq!(v["count"], 2);
    // LeetCode 212's second example, from stdin.
    let out = run_stdin(&["word-search", "--grid", "-", "abcb", "x"], "ab\ncd\n");
    assert_eq!((out.code, out.stdout.as_str()), (1, ""));
}

#[test]
fn word_search_matches_a_brute_force_on_random_grids() {
    let mut seed = 0x1234_5678_9abc_def1u64;
    let mut next = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    let dir = tempfile::tempdir().unwrap();
    for round in 0..25 {
        let (rows, cols) = (1 + next(4) as usize, 1 + next(4) as usize);
        let lines: Vec<String> = (0..rows)
            .map(|_| (0..cols).map(|_| (b'a' + next(3) as u8) as char).collect())
            .collect();
        let path = dir.path().join(format!("grid-{round}.txt"));
        std::fs::File::create(&path)
            .unwrap()
            .write_all((lines.join("\n") + "\n").as_bytes())
            .unwrap();
        let grid: Vec<&[u8]> = lines.iter().map(|l| l.as_bytes()).collect();
        let words: Vec<String> = (0..5)
            .map(|_| {
                let len = 1 + next(5) as usize;
                (0..len).map(|_| (b'a' + next(3) as u8) as char).collect()
            })
            .collect();
        let path = path.display().to_string();
        for word in &words {
            let out = run(&["word-search", "--grid", &path, word]);
            let holds = brute_holds(&grid, word.as_bytes());
            assert_eq!(out.code, if holds { 0 } else { 1 }, "{lines:?} {word}");
            if holds {
                assert_path_spells(&grid, word, out.stdout.trim_end());
            }
        }
        let mut args = vec!["word-search", "--grid", path.as_str(), "--format", "leetcode"];
        args.extend(words.iter().map(String::as_str));
        let out = run(&args);
        let listed: Vec<String> = serde_json::from_str(&out.stdout).unwrap();
        let mut expected: Vec<String> = words
            .iter()
            .filter(|w| brute_holds(&grid, w.as_bytes()))
            .cloned()
            .collect();
        expected.sort_unstable();
        expected.dedup();
        assert_eq!(listed, expected, "{lines:?} {words:?}");
    }
}

#[test]
fn an_explosive_grid_stops_at_the_step_limit() {
    // 11×11 has 61 squares of one colour (of a chessboard) and 60 of the
    // other, so a path through every square starts and ends on the 61:
    // none ends on the `b` at (1, 2), and the search is exponential.
    let mut grid = vec!["a".repeat(11); 11].join("\n") + "\n";
    grid.replace_range(1..2, "b");
    let mut word = "a".repeat(120);
    word.push('b');
    let out = run_stdin(&["word-search", "--grid", "-", &word], &grid);
    assert_eq!((out.code, out.stdout.as_str()), (1, ""));
    assert!(
        out.stderr
            .contains("error: the search for the word stopped after 100000000 steps"),
        "{}",
        out.stderr
    );
}

#[test]
fn word_search_trace_and_stats() {
    let grid = grid_79();
    let out = run(&["word-search", "--grid", &grid, "SEE", "--trace"]);
    assert_eq!(out.code, 0);
    let lines = trace_lines(&out.stdout);
    assert_eq!(lines[0], "row=0 col=0 letter=A: try  length=0");
    assert!(lines.iter().any(|l| l.contains("word=SEE")), "{lines:?}");
    let out = run(&[
        "word-search",
        "--grid",
        &grid,
        "SEE",
        "--trace",
        "json",
        "--max-steps",
        "3",
    ]);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[0],
        r#"{"step":1,"event":"try","row":0,"col":0,"letter":"A","length":0}"#
    );
    let out = run(&["word-search", "--grid", &grid, "SEE", "ABCB", "--stats"]);
    assert!(out.stderr.contains("grid        3×4"), "{}", out.stderr);
    assert!(out.stderr.contains("words       2"), "{}", out.stderr);
}

#[test]
fn word_search_bad_input() {
    assert_usage_error(
        &run_stdin(&["word-search", "--grid", "-", "AB"], "ABC\nAB1\n"),
        "line 2, column 3: expected a letter `A`–`Z` or `a`–`z`, got '1'",
    );
    assert_usage_error(
        &run_stdin(&["word-search", "--grid", "-", "AB"], "ABC\nAB\n"),
        "line 2, column 3: this row is shorter",
    );
    assert_usage_error(
        &run_stdin(&["word-search", "--grid", "-", "AB"], "\n"),
        "the grid is empty",
    );
    assert_usage_error(
        &run(&["word-search", "--grid", &grid_79(), "x-ray"]),
        "a word is ASCII letters `A`–`Z` and `a`–`z`, got 'x-ray'",
    );
    assert_usage_error(&run(&["word-search", "--grid", &grid_79()]), "missing");
    assert_usage_error(&run(&["word-search", "SEE"]), "missing --grid");
    assert_usage_error(
        &run(&["word-search", "--grid", "no-such-file", "SEE"]),
        "no-such-file",
    );
}

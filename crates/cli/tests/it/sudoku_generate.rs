//! `queens sudoku generate` and `queens sudoku rate`: every puzzle made is
//! checked by a counter of this file (no code shared with the `sudoku`
//! crate), output is pinned across runs and thread counts, and ratings
//! order the benchmark sets as they should.

use std::collections::HashSet;

use crate::common::{run, run_stdin};
use testkit::sudoku_puzzles;

/// Counts the solutions of an 81-character puzzle up to `limit`: plain
/// backtracking on row, column and box masks, taking the empty cell with
/// the fewest candidates. Independent of the generator's code path.
fn count(puzzle: &str, limit: u32) -> u32 {
    let mut cells = [0u8; 81];
    for (i, b) in puzzle.bytes().enumerate() {
        cells[i] = if b.is_ascii_digit() { b - b'0' } else { 0 };
    }
    let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (i, &d) in cells.iter().enumerate() {
        if d != 0 {
            let bit = 1 << d;
            let (r, c, b) = (i / 9, i % 9, i / 27 * 3 + i % 9 / 3);
            if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
                return 0;
            }
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
        }
    }
    fn walk(cells: &mut [u8; 81], m: &mut ([u16; 9], [u16; 9], [u16; 9]), found: &mut u32, limit: u32) {
        let mut best: Option<(usize, u16)> = None;
        for (i, &d) in cells.iter().enumerate() {
            if d == 0 {
                let (r, c, b) = (i / 9, i % 9, i / 27 * 3 + i % 9 / 3);
                let free = !(m.0[r] | m.1[c] | m.2[b]) & 0x3FE;
                if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
                    best = Some((i, free));
                }
            }
        }
        let Some((i, free)) = best else {
            *found += 1;
            return;
        };
        let (r, c, b) = (i / 9, i % 9, i / 27 * 3 + i % 9 / 3);
        for d in 1..=9u8 {
            let bit = 1 << d;
            if free & bit == 0 || *found >= limit {
                continue;
            }
            cells[i] = d;
            m.0[r] |= bit;
            m.1[c] |= bit;
            m.2[b] |= bit;
            walk(cells, m, found, limit);
            m.0[r] &= !bit;
            m.1[c] &= !bit;
            m.2[b] &= !bit;
            cells[i] = 0;
        }
    }
    let mut found = 0;
    walk(&mut cells, &mut (rows, cols, boxes), &mut found, limit);
    found
}

/// Unique, and every given needed.
fn is_minimal(puzzle: &str) -> bool {
    count(puzzle, 2) == 1
        && (0..81).filter(|&i| puzzle.as_bytes()[i] != b'.').all(|i| {
            let mut p = puzzle.as_bytes().to_vec();
            p[i] = b'.';
            count(std::str::from_utf8(&p).unwrap(), 2) == 2
        })
}

fn generate(args: &[&str]) -> Vec<String> {
    let mut all = vec!["sudoku", "generate"];
    all.extend_from_slice(args);
    let out = run(&all);
    assert_eq!((out.code, out.stderr.as_str()), (0, ""), "{args:?}");
    out.stdout.lines().map(str::to_owned).collect()
}

fn clues(p: &str) -> usize {
    p.bytes().filter(|&b| b != b'.').count()
}

#[test]
fn the_independent_counter_works() {
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    assert_eq!(count(easy, 2), 1);
    assert!(!is_minimal(easy));
    assert_eq!(count(&".".repeat(81), 5), 5);
    assert_eq!(
        count(
            "12345678.........9...............................................................",
            2
        ),
        0
    );
    for p in sudoku_puzzles("serg_benchmark_all.txt").iter().take(20) {
        assert!(count(p, 2) == 2, "{p}");
    }
}

#[test]
fn a_hundred_minimal_puzzles_unique_distinct_and_reproducible() {
    let puzzles = generate(&["--count", "100", "--seed", "1", "--minimal"]);
    assert_eq!(puzzles.len(), 100);
    let distinct: HashSet<&String> = puzzles.iter().collect();
    assert_eq!(distinct.len(), 100);
    for p in &puzzles {
        assert_eq!(p.len(), 81, "{p}");
        assert!(p.bytes().all(|b| b == b'.' || (b'1'..=b'9').contains(&b)), "{p}");
        assert!(is_minimal(p), "not minimal, or not unique: {p}");
    }
    assert_eq!(generate(&["--count", "100", "--seed", "1", "--minimal"]), puzzles);
    assert_eq!(
        generate(&["--count", "100", "--seed", "1", "--minimal", "--threads", "1"]),
        puzzles
    );
    assert_eq!(
        generate(&["--count", "100", "--seed", "1", "--minimal", "--threads", "3"]),
        puzzles
    );
    // Puzzle i depends on i, not on how many were asked for.
    assert_eq!(
        generate(&["--count", "7", "--seed", "1", "--minimal"]),
        puzzles[..7]
    );
    assert_ne!(generate(&["--count", "100", "--seed", "2", "--minimal"]), puzzles);
}

#[test]
fn symmetries_hold() {
    for (symmetry, mirror) in [
        ("rotational", (|i| 80 - i) as fn(usize) -> usize),
        ("diagonal", |i| i % 9 * 9 + i / 9),
    ] {
        for minimal in [false, true] {
            let mut args = vec!["--count", "20", "--seed", "5", "--symmetry", symmetry];
            if minimal {
                args.push("--minimal");
            }
            for p in generate(&args) {
                let b = p.as_bytes();
                assert!(
                    (0..81).all(|i| (b[i] == b'.') == (b[mirror(i)] == b'.')),
                    "{symmetry}: {p}"
                );
                assert_eq!(count(&p, 2), 1, "{p}");
                if minimal {
                    assert!(is_minimal(&p), "{symmetry}: {p}");
                }
            }
        }
    }
}

#[test]
fn clue_targets() {
    let puzzles = generate(&["--count", "20", "--seed", "9", "--clues", "30"]);
    for p in &puzzles {
        assert_eq!(clues(p), 30, "{p}");
        assert_eq!(count(p, 2), 1, "{p}");
    }
    let rot = generate(&[
        "--count",
        "10",
        "--seed",
        "9",
        "--clues",
        "32",
        "--symmetry",
        "rotational",
    ]);
    assert!(rot.iter().all(|p| clues(p) == 32), "{rot:?}");
    // Out of reach: the fewest reached, and a warning saying so.
    let out = run(&["sudoku", "generate", "--count", "3", "--clues", "17"]);
    assert_eq!(out.code, 0);
    assert!(out.stdout.lines().all(|p| clues(p) > 17 && count(p, 2) == 1));
    assert!(
        out.stderr
            .starts_with("warning: --clues 17: 3 of 3 puzzles missed it (they have "),
        "{}",
        out.stderr
    );
    assert_eq!(out.stderr.lines().count(), 1);
}

#[test]
fn json_objects() {
    let out = run(&["sudoku", "generate", "--count", "3", "--seed", "4", "--json"]);
    assert_eq!(out.code, 0);
    let plain = generate(&["--count", "3", "--seed", "4"]);
    for (line, p) in out.stdout.lines().zip(&plain) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["puzzle"], p.as_str());
        assert_eq!(v["clues"], clues(p));
        assert_eq!(v["minimal"], is_minimal(p));
    }
}

#[test]
fn bad_counts_and_targets_are_one_line_errors() {
    for (args, message) in [
        (
            vec!["--count", "0"],
            "the count must be an integer from 1 to 1000000, got '0'",
        ),
        (vec!["--count", "1000001"], "from 1 to 1000000"),
        (vec!["--count", "-3"], "from 1 to 1000000"),
        (vec!["--clues", "16"], "from 17 to 81"),
        (vec!["--seed", "x"], "the seed must be an integer"),
        (vec!["--symmetry", "mirror"], "mirror"),
    ] {
        let mut all = vec!["sudoku", "generate"];
        all.extend_from_slice(&args);
        let out = run(&all);
        assert_eq!(out.code, 2, "{args:?}");
        assert_eq!(out.stdout, "");
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
        assert!(
            out.stderr.starts_with("error: ") && out.stderr.contains(message),
            "{args:?}: {}",
            out.stderr
        );
    }
}

fn rate_json(input: &str) -> Vec<serde_json::Value> {
    let out = run_stdin(&["sudoku", "rate", "--json", "--max-nodes", "20000"], input);
    assert_eq!((out.code, out.stderr.as_str()), (0, ""));
    out.stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn mean(values: &[serde_json::Value], field: &str) -> f64 {
    values.iter().map(|v| v[field].as_f64().unwrap()).sum::<f64>() / values.len() as f64
}

#[test]
fn harder_sets_rate_higher() {
    let take = |name: &str, n: usize| sudoku_puzzles(name)[..n].join("\n");
    let hardest = rate_json(&take("forum_hardest_1106.txt", 30));
    let seventeen = rate_json(&take("17clue_every25th.txt", 30));
    let generated = rate_json(&generate(&["--count", "30", "--seed", "1", "--clues", "36"]).join("\n"));
    for field in ["score", "guesses"] {
        let (h, s, g) = (
            mean(&hardest, field),
            mean(&seventeen, field),
            mean(&generated, field),
        );
        assert!(
            h > s && s > g,
            "{field}: hardest {h}, 17-clue {s}, generated 36-clue {g}"
        );
    }
    assert!(hardest.iter().all(|v| v["hardest"] == "guessing"));
}

#[test]
fn rate_lines_are_deterministic_and_named() {
    let input = sudoku_puzzles("top1465.txt")[..20].join("\n");
    let a = run_stdin(&["sudoku", "rate", "--max-nodes", "20000"], &input);
    let b = run_stdin(
        &["sudoku", "rate", "--max-nodes", "20000", "--threads", "1"],
        &input,
    );
    assert_eq!(a.code, 0);
    assert_eq!(a.stdout, b.stdout);
    assert_eq!(a.stdout.lines().count(), 20);
    for line in a.stdout.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words.len(), 8, "{line}");
        assert_eq!(
            [words[0], words[2], words[4], words[6]],
            ["score", "guesses", "nodes", "hardest"]
        );
    }
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let out = run_stdin(&["sudoku", "rate"], easy);
    assert_eq!(
        out.stdout,
        "score 1  guesses 0  nodes 4209  hardest hidden-single\n"
    );
    let v = &rate_json(easy)[0];
    for field in [
        "line",
        "puzzle",
        "solutions",
        "score",
        "guesses",
        "nodes",
        "nodes_capped",
        "hardest",
        "left_by_logic",
    ] {
        assert!(!v[field].is_null(), "{field}: {v}");
    }
    assert_eq!(
        (v["guesses"].as_u64(), v["nodes"].as_u64()),
        (Some(0), Some(4209))
    );
}

#[test]
fn rate_marks_bad_puzzles() {
    let input = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7\n\
                 55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
                 12345678.........9...............................................................\n";
    let out = run_stdin(&["sudoku", "rate"], input);
    assert_eq!(out.code, 2);
    assert_eq!(out.stdout, "invalid\ninvalid\nno solution\n");
    assert_eq!(
        out.stderr,
        "error: line 1: expected 81 cells, found 80\nerror: line 2: two 5s in row 1 (r1c1 and r1c2)\n"
    );
    // With --json, each bad puzzle is an object too, as in the other
    // batches: one line per puzzle, the reason under `error`.
    let json = run_stdin(&["sudoku", "rate", "--json"], input);
    assert_eq!((json.code, json.stderr.as_str()), (2, out.stderr.as_str()));
    let lines: Vec<serde_json::Value> = json
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        serde_json::json!({"line": 1, "error": "expected 81 cells, found 80"})
    );
    assert_eq!(
        lines[1],
        serde_json::json!({"line": 2, "error": "two 5s in row 1 (r1c1 and r1c2)"})
    );
    assert_eq!(
        (lines[2]["line"].as_u64(), lines[2]["solutions"].as_u64()),
        (Some(3), Some(0))
    );
    let multiple = run_stdin(&["sudoku", "rate"], &sudoku_puzzles("serg_benchmark_all.txt")[0]);
    assert_eq!(
        (multiple.code, multiple.stdout.as_str()),
        (1, "multiple solutions\n")
    );
    assert_eq!(run(&["sudoku", "rate"]).code, 2, "empty input");
}

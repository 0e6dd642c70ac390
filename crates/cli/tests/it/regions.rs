//! `queens regions …`: output pinned byte for byte on small puzzles,
//! errors as one `error:` line, the community levels counted through the
//! binary, and generated puzzles checked by a counter of this file.

use crate::common::{repo_file, run, run_stdin};

const LEVEL1: &str = "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC\n";

/// Counts Queens solutions of a `/` map up to `limit`: row by row, each
/// column tried against the columns, regions and the row above. Shares
/// no code with the library.
fn oracle(map: &str, limit: u64) -> u64 {
    let rows: Vec<Vec<char>> = map.split('/').map(|r| r.chars().collect()).collect();
    let n = rows.len();
    fn go(rows: &[Vec<char>], placed: &mut Vec<usize>, limit: u64) -> u64 {
        let r = placed.len();
        if r == rows.len() {
            return 1;
        }
        let mut found = 0;
        for c in 0..rows.len() {
            let clash = placed.iter().enumerate().any(|(pr, &pc)| {
                pc == c || rows[pr][pc] == rows[r][c] || (pr + 1 == r && pc.abs_diff(c) <= 1)
            });
            if !clash {
                placed.push(c);
                found += go(rows, placed, limit - found);
                placed.pop();
                if found >= limit {
                    break;
                }
            }
        }
        found
    }
    assert!(rows.iter().all(|r| r.len() == n));
    go(&rows, &mut vec![], limit)
}

#[test]
fn solve_prints_the_map_with_its_queens() {
    let out = run_stdin(&["regions", "solve"], LEVEL1);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout, "AQABCD\nAAAQCD\nBBBBCQ\nBBQCCD\nQEECCD\nFFEEQC\n");
    let json = run_stdin(&["regions", "solve", "--json"], LEVEL1);
    assert_eq!(
        json.stdout,
        "{\"line\":1,\"solution\":[\"AQABCD\",\"AAAQCD\",\"BBBBCQ\",\"BBQCCD\",\"QEECCD\",\"FFEEQC\"]}\n"
    );
    let none = run_stdin(&["regions", "solve"], "AB\nAB\n");
    assert_eq!((none.code, none.stdout.as_str()), (1, "no solution\n"));
    assert_eq!(none.stderr, "error: line 1: no solution\n");
}

#[test]
fn count_with_and_without_a_limit() {
    let out = run_stdin(&["regions", "count"], LEVEL1);
    assert_eq!((out.code, out.stdout.as_str()), (0, "14\n"));
    let out = run_stdin(&["regions", "count", "--limit", "2", "--json"], LEVEL1);
    assert_eq!(out.stdout, "{\"count\":2,\"line\":1}\n");
}

#[test]
fn check_names_the_broken_rule() {
    let good = "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC\nAQABCD/AAAQCD/BBBBCQ/BBQCCD/QEECCD/FFEEQC\n";
    let out = run_stdin(&["regions", "check"], good);
    assert_eq!((out.code, out.stdout.as_str()), (0, "ok\n"));
    let touching = "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC\nQ...../.Q..../....../....../....../......\n";
    let out = run_stdin(&["regions", "check"], touching);
    assert_eq!(out.code, 1);
    assert_eq!(out.stdout, "line 2: row 3 has 0 queens; it takes 1 queen\n");
    let out = run_stdin(&["regions", "check"], LEVEL1);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.starts_with("error: line 1: check reads pairs"),
        "{}",
        out.stderr
    );
}

#[test]
fn bad_input_is_one_error_line() {
    for (args, input, says) in [
        (
            vec!["regions", "count"],
            "AAB\nAB\nCCB\n",
            "error: line 2: a row has 2 cells, but the puzzle has 3 rows",
        ),
        (
            vec!["regions", "count"],
            "AAB/AAB/AAB\n",
            "error: line 1: a 3×3 puzzle needs 3 regions, found 2 (AB)",
        ),
        (
            vec!["regions", "count"],
            "A-B/AAB/CCB\n",
            "error: line 1: '-' in row 1 is not a region symbol",
        ),
        (
            vec!["regions", "count", "--stars", "2"],
            LEVEL1,
            "error: 2 stars a row need a side of at least 7, not 6",
        ),
        (vec!["regions", "count"], "", "error: no puzzle in the input"),
        (
            vec!["regions", "count", "--limit", "0"],
            LEVEL1,
            "the limit must be an integer from 1 up, got '0'",
        ),
        (
            vec!["regions", "generate", "--size", "3"],
            "",
            "the size must be an integer from 4 to 16, got 3",
        ),
    ] {
        let out = run_stdin(&args, input);
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert_eq!(out.stdout, "", "{args:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
        assert!(out.stderr.contains(says), "{args:?}: {}", out.stderr);
    }
}

#[test]
fn every_community_level_counts_through_the_binary() {
    let file = repo_file("crates/puzzles/tests/it/regions/levels.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    let want: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            l.split(": ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .to_owned()
        })
        .collect();
    let out = run(&["regions", "count", &file]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.lines().collect::<Vec<_>>(), want);
}

#[test]
fn generated_puzzles_are_unique_and_repeatable() {
    let out = run(&[
        "regions", "generate", "--size", "8", "--seed", "3", "--count", "5",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    for map in out.stdout.lines() {
        assert_eq!(oracle(map, 2), 1, "{map}");
    }
    assert_eq!(
        run(&[
            "regions", "generate", "--size", "8", "--seed", "3", "--count", "5"
        ])
        .stdout,
        out.stdout
    );
    let rated = run_stdin(&["regions", "rate"], &out.stdout);
    assert_eq!(rated.stdout.lines().count(), 5);
}

#[test]
fn generate_keeps_the_level_asked_for() {
    let out = run(&[
        "regions", "generate", "--size", "8", "--count", "2", "--level", "easy",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    for map in out.stdout.lines() {
        assert_eq!(oracle(map, 2), 1, "{map}");
    }
    let rated = run_stdin(&["regions", "rate"], &out.stdout);
    assert_eq!(
        rated.stdout.lines().filter(|l| l.starts_with("easy: ")).count(),
        2,
        "{}",
        rated.stdout
    );
}

#[test]
fn two_star_battle() {
    let map = "AAAAABBBBB/AACCABBDDB/CCCCCDDDDD/CEECCDFFDD/EEEEEFFFFF/EGGEEFHHFF/GGGGGHHHHH/GIIGGHJJHH/IIIIIJJJJJ/IIIIIJJJJJ\n";
    let out = run_stdin(&["regions", "count", "--stars", "2"], map);
    assert_eq!(out.stdout, "756\n");
    let out = run_stdin(&["regions", "solve", "--stars", "2"], map);
    assert_eq!(out.stdout.matches('*').count(), 20);
}

#[test]
fn hints_in_both_languages() {
    let map = "ABBBB/AAAAA/ACCDC/CCCCC/CCCEE\n";
    let out = run_stdin(&["regions", "hint"], map);
    assert_eq!(
        out.stdout,
        "region D has one cell left for its queen: place it at row 3, column 4\n"
    );
    let out = run_stdin(&["regions", "hint", "--lang", "vi"], map);
    assert_eq!(
        out.stdout,
        "vùng D chỉ còn một ô cho quân hậu: đặt tại hàng 3, cột 4\n"
    );
    let out = run_stdin(&["regions", "hint", "--all"], map);
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout.lines().count(), 5, "{}", out.stdout);
    assert_eq!(
        run_stdin(&["regions", "rate"], map).stdout,
        "easy: 5 deductions, hardest single\n"
    );
    // Level 1 has 14 solutions: the deductions stop, and hint says so.
    let out = run_stdin(&["regions", "hint", "--all"], LEVEL1);
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.ends_with("from here it takes trial and error\n"),
        "{}",
        out.stdout
    );
}

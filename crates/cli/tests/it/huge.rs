//! `queens one`, `queens check` on big perm lines, and `queens complete`,
//! end to end. (A file of its own beside cli.rs so that commands added in
//! parallel do not collide in one file.)

use crate::common::{run, run_stdin};
use testkit::{board_rows_to_cols, brute_force_completions, is_queens_solution, random_puzzle};

fn perm(stdout: &str) -> Vec<usize> {
    assert_eq!(stdout.lines().count(), 1, "one line");
    stdout
        .trim_end()
        .split(' ')
        .map(|v| v.parse::<usize>().unwrap() - 1)
        .collect()
}

#[test]
fn one_constructs_and_check_agrees() {
    for n in [1, 4, 5, 8, 9, 14, 15, 100, 1001] {
        let out = run(&["one", &n.to_string()]);
        assert_eq!((out.code, out.stderr.as_str()), (0, ""), "n = {n}");
        assert!(is_queens_solution(&perm(&out.stdout)), "n = {n}");
        let checked = run_stdin(&["check"], &out.stdout);
        assert_eq!((checked.code, checked.stdout.as_str()), (0, "ok\n"));
    }
    assert_eq!(run(&["one", "8"]).stdout, "4 6 8 2 7 1 3 5\n");
}

#[test]
fn one_of_a_million_checks_ok() {
    let out = run(&["one", "1000000"]);
    assert_eq!(out.code, 0);
    assert_eq!(run_stdin(&["check"], &out.stdout).stdout, "ok\n");
}

#[test]
fn one_text_format() {
    let out = run(&["one", "6", "--format", "text"]);
    assert_eq!(out.code, 0);
    let rows: Vec<&str> = out.stdout.lines().collect();
    assert!(is_queens_solution(&board_rows_to_cols(&rows).unwrap()));
    let too_big = run(&["one", "10001", "--format", "text"]);
    assert_eq!(too_big.code, 2);
    assert_eq!(too_big.stdout, "");
    assert!(
        too_big
            .stderr
            .starts_with("error: --format text is for n up to 10000")
    );
}

#[test]
fn one_search_is_seeded() {
    for n in [4, 7, 30, 300] {
        let out = run(&["one", &n.to_string(), "--method", "search", "--seed", "5"]);
        assert_eq!(out.code, 0);
        assert!(is_queens_solution(&perm(&out.stdout)), "n = {n}");
    }
    let a = run(&["one", "500", "--method", "search", "--seed", "1"]).stdout;
    let b = run(&["one", "500", "--method", "search", "--seed", "1"]).stdout;
    let c = run(&["one", "500", "--method", "search", "--seed", "2"]).stdout;
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn one_errors() {
    for n in ["2", "3"] {
        let out = run(&["one", n]);
        assert_eq!(out.code, 1, "no solution is an answer, not a usage error");
        // The one "no answer" rule: nothing on stdout, why on stderr.
        assert_eq!(out.stdout, "");
        assert_eq!(out.stderr, format!("no solution: a {n}×{n} board has none\n"));
        assert_eq!(run(&["one", n, "--method", "search"]).code, 1);
    }
    for bad in ["0", "-5", "1000000001", "x"] {
        let out = run(&["one", bad]);
        assert_eq!(out.code, 2, "{bad}");
        assert_eq!(out.stdout, "");
        assert!(
            out.stderr.contains("n must be an integer from 1 to 1000000000"),
            "{}",
            out.stderr
        );
        assert_eq!(out.stderr.lines().count(), 1);
    }
    let seeded = run(&["one", "8", "--seed", "1"]);
    assert_eq!(seeded.code, 2);
    assert!(seeded.stderr.contains("--seed only applies to --method search"));
    let big = run(&["one", "100000001", "--method", "search"]);
    assert_eq!(big.code, 2);
    assert!(big.stderr.contains("from 1 to 100000000 with --method search"));
}

#[test]
fn check_names_the_attack_in_a_long_perm_line() {
    let n = 100_000;
    let mut cols: Vec<usize> = (1..=n).collect();
    cols.swap(70_000, 70_001);
    let line = cols.iter().map(usize::to_string).collect::<Vec<_>>().join(" ") + "\n";
    let out = run_stdin(&["check"], &line);
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        "queens at row 1 col 1 and row 2 col 2 share a diagonal\n"
    );
}

#[test]
fn complete_prints_a_checked_completion() {
    let out = run_stdin(&["complete"], "..x.\n...Q\n....\n....\n");
    assert_eq!((out.code, out.stdout.as_str()), (0, ".Q..\n...Q\nQ...\n..Q.\n"));
    assert_eq!(run_stdin(&["check"], &out.stdout).stdout, "ok\n");
    let none = run_stdin(&["complete"], "Q...\n....\n....\n....\n");
    assert_eq!((none.code, none.stdout.as_str()), (1, ""));
    assert_eq!(none.stderr, "no completion: no way to finish this board\n");
    let counted = run_stdin(&["complete", "--count"], "....\n....\n....\n....\n");
    assert_eq!((counted.code, counted.stdout.as_str()), (0, "2\n"));
    let stats = run_stdin(&["complete", "--stats"], "........\n".repeat(8).as_str());
    assert!(stats.stderr.starts_with("nodes "), "{}", stats.stderr);
}

#[test]
fn complete_agrees_with_brute_force_on_random_puzzles() {
    for seed in 0..24 {
        let text = random_puzzle(6 + (seed as usize % 2), 0.25, 2, 1000 + seed);
        let expected = brute_force_completions(&text);
        let counted = run_stdin(&["complete", "--count"], &text);
        assert_eq!(counted.stdout, format!("{}\n", expected.len()), "{text}");
        let out = run_stdin(&["complete"], &text);
        if expected.is_empty() {
            assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{text}");
        } else {
            assert_eq!(out.code, 0, "{text}");
            let cols = board_rows_to_cols(&out.stdout.lines().collect::<Vec<_>>()).unwrap();
            assert!(expected.contains(&cols), "{text}");
        }
    }
}

#[test]
fn complete_input_errors_name_row_and_column() {
    let cases = [
        (
            "....\n...\n....\n....\n",
            "error: line 2: row 2 has 3 squares, but the first row has 4\n",
        ),
        (
            "Q...\n....\n..Q.\n....\n",
            "error: line 3, column 3: the queens at row 1 col 1 and row 3 col 3 share a diagonal\n",
        ),
        (
            "..\n.o\n",
            "error: line 2, column 2: unexpected 'o' (a puzzle has 'Q' for a queen that stays, '.' for a free square, 'x' for a blocked one)\n",
        ),
        (
            "",
            "error: empty input: expected a board as rows of 'Q' (a queen that stays), '.' (free) and 'x' (blocked)\n",
        ),
    ];
    for (input, message) in cases {
        let out = run_stdin(&["complete"], input);
        assert_eq!(
            (out.code, out.stdout.as_str(), out.stderr.as_str()),
            (2, "", message),
            "{input:?}"
        );
    }
    let missing = run(&["complete", "/no/such/board"]);
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.starts_with("error: cannot open /no/such/board"));
}

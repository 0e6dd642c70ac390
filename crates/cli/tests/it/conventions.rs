//! One command-line convention across the commands (issue 15): `--json`
//! on every command that prints a result, one JSON object per line; one
//! "no answer" rule; `--trace [text|json]` as the one trace spelling; one
//! `--stats` layout; ranges written one way; judge-friendly input.

use crate::common::commands::{self, leaf_of};
use crate::common::{self, Output, run, run_stdin};
use serde_json::Value;

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const REGIONS: &str = "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC\n";
const EASY_REGIONS: &str = "ABBBB/AAAAA/ACCDC/CCCCC/CCCEE\n";
const TRIANGLE: &str = "p edge 3 3\ne 1 2\ne 2 3\ne 1 3\n";

fn objects(out: &Output) -> Vec<Value> {
    out.stdout
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"));
            assert!(v.is_object(), "one JSON object per line: {l}");
            v
        })
        .collect()
}

fn file(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

/// What a case's JSON objects must say.
type Check = Box<dyn Fn(&[Value])>;

/// The commands that take no `--json`, and why they need none.
const WITHOUT_JSON: &[&str] = &[
    // Its output is the trace: `--format json` writes it as JSON lines.
    "trace",
    // They write a server's log, a folder, a script or a man page.
    "serve",
    "site",
    "completions",
    "man",
];

/// Every command that prints a result, with `--json`: what it must say.
#[test]
fn every_result_has_json() {
    let dir = tempfile::tempdir().unwrap();
    let maze = file(&dir, "maze.txt", "S.#\n#.E\n");
    let graph = file(&dir, "g.col", TRIANGLE);
    let grid = file(&dir, "grid.txt", "ABCE\nSFCS\nADEE\n");
    let ckpt = dir.path().join("c8.ckpt").to_str().unwrap().to_owned();
    assert_eq!(run(&["count", "8", "--checkpoint", &ckpt]).code, 0);
    let shards: Vec<String> = (0..2)
        .map(|i| {
            let path = dir.path().join(format!("s{i}.json")).to_str().unwrap().to_owned();
            assert_eq!(
                run(&["count", "8", "--shard", &format!("{i}/2"), "--output", &path]).code,
                0
            );
            path
        })
        .collect();
    let mut cases: Vec<(Vec<&str>, &str, Check)> = vec![
        (
            vec!["verify", &ckpt, "--json"],
            "",
            Box::new(|v| {
                assert_eq!(
                    (v[0]["total"].clone(), v[0]["disagreed"].clone()),
                    (92.into(), 0.into())
                );
                assert_eq!(v[0]["checked"], v[0]["agreed"]);
            }),
        ),
        (
            vec!["merge", &shards[0], &shards[1], "--json"],
            "",
            Box::new(|v| {
                assert_eq!(
                    (
                        v[0]["n"].as_u64(),
                        v[0]["total"].as_u64(),
                        v[0]["unique"].as_u64()
                    ),
                    (Some(8), Some(92), Some(12))
                )
            }),
        ),
        (
            vec!["solve", "4", "--json"],
            "",
            Box::new(|v| {
                assert_eq!(v.len(), 2);
                assert_eq!(v[0]["board"], serde_json::json!([".Q..", "...Q", "Q...", "..Q."]));
                assert_eq!(v[0]["cols"], serde_json::json!([2, 4, 1, 3]));
            }),
        ),
        (
            vec!["count", "8", "--json"],
            "",
            Box::new(|v| assert_eq!(v[0]["total"], 92)),
        ),
        (
            vec!["classes", "8", "--json"],
            "",
            Box::new(|v| assert_eq!(v[0]["unique"], 12)),
        ),
        (
            vec!["check", "--json"],
            "2 4 1 3\n2 4 3 1\n",
            Box::new(|v| {
                assert_eq!(
                    (v[0]["ok"].as_bool(), v[1]["ok"].as_bool()),
                    (Some(true), Some(false))
                );
                assert!(v[1]["why"].as_str().unwrap().contains("row 3"), "{}", v[1]);
            }),
        ),
        (
            vec!["one", "8", "--json"],
            "",
            Box::new(|v| {
                assert_eq!(v[0]["n"], 8);
                assert_eq!(v[0]["cols"].as_array().unwrap().len(), 8);
            }),
        ),
        (
            vec!["complete", "--json"],
            ".Q..\n....\n....\n....\n",
            Box::new(|v| assert_eq!(v[0]["cols"], serde_json::json!([2, 4, 1, 3]))),
        ),
        (
            vec!["complete", "--json", "--count"],
            ".Q..\n....\n....\n....\n",
            Box::new(|v| assert_eq!(v[0]["count"], 1)),
        ),
        (
            vec!["compare", "6", "--json", "--algos", "flags,bitmask"],
            "",
            Box::new(|v| {
                assert_eq!(v.len(), 2);
                assert_eq!(
                    (v[0]["algo"].as_str(), v[0]["solutions"].as_u64()),
                    (Some("flags"), Some(4))
                );
            }),
        ),
        (
            vec!["sudoku", "solve", "--json"],
            PUZZLE,
            Box::new(|v| {
                assert_eq!(v[0]["line"], 1);
                assert!(v[0]["solution"].as_str().unwrap().starts_with("534678912"));
            }),
        ),
        (
            vec!["sudoku", "count", "--json"],
            PUZZLE,
            Box::new(|v| assert_eq!(v[0]["count"], 1)),
        ),
        (
            vec!["sudoku", "check", "--json"],
            PUZZLE,
            Box::new(|v| assert_eq!(v[0]["verdict"], "unique")),
        ),
        (
            vec!["sudoku", "generate", "--seed", "7", "--json"],
            "",
            Box::new(|v| {
                assert_eq!(v.len(), 1);
                let puzzle = v[0]["puzzle"].as_str().unwrap();
                let givens = puzzle.bytes().filter(u8::is_ascii_digit).count();
                assert_eq!(
                    (puzzle.len() as u64, v[0]["clues"].as_u64()),
                    (81, Some(givens as u64))
                );
            }),
        ),
        (
            vec!["sudoku", "rate", "--json"],
            PUZZLE,
            Box::new(|v| {
                assert_eq!(
                    (
                        v[0]["line"].as_u64(),
                        v[0]["solutions"].as_u64(),
                        v[0]["guesses"].as_u64()
                    ),
                    (Some(1), Some(1), Some(0))
                );
                assert_eq!(v[0]["hardest"], "hidden-single");
            }),
        ),
        (
            vec!["regions", "solve", "--json"],
            REGIONS,
            Box::new(|v| assert_eq!(v[0]["solution"][0], "AQABCD")),
        ),
        (
            vec!["regions", "count", "--json"],
            REGIONS,
            Box::new(|v| assert_eq!(v[0]["count"], 14)),
        ),
        (
            vec!["regions", "check", "--json"],
            "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC\nAQABCD/AAAQCD/BBBBCQ/BBQCCD/QEECCD/FFEEQC\n",
            Box::new(|v| assert_eq!(v[0]["ok"], true)),
        ),
        (
            vec!["regions", "generate", "--json"],
            "",
            Box::new(|v| assert_eq!(v[0]["size"], 8)),
        ),
        (
            vec!["regions", "rate", "--json"],
            EASY_REGIONS,
            Box::new(|v| assert_eq!(v[0]["line"], 1)),
        ),
        (
            vec!["regions", "hint", "--json"],
            EASY_REGIONS,
            Box::new(|v| assert!(v[0]["hints"].is_array())),
        ),
        (
            vec!["perms", "--json"],
            "1\n3\n",
            Box::new(|v| {
                assert_eq!(
                    v[0]["perms"],
                    serde_json::json!(["123", "132", "213", "231", "312", "321"])
                )
            }),
        ),
        (
            vec!["tour", "5", "--json"],
            "",
            Box::new(|v| assert_eq!(v[0]["board"][0], serde_json::json!([1, 14, 9, 20, 3]))),
        ),
        (
            vec![
                "subset-sum",
                "--target",
                "15",
                "8",
                "6",
                "7",
                "5",
                "3",
                "10",
                "9",
                "--json",
            ],
            "",
            Box::new(|v| {
                assert_eq!(v[0]["count"], 4);
                assert_eq!(v[0]["subsets"][0], serde_json::json!([3, 5, 7]));
            }),
        ),
        (
            vec!["color", "--colors", "3", &graph, "--json"],
            "",
            Box::new(|v| {
                assert_eq!(v[0]["colors"], 3);
                assert_eq!(v[0]["coloring"].as_array().unwrap().len(), 3);
            }),
        ),
        (
            vec!["maze", &maze, "--json"],
            "",
            Box::new(|v| assert_eq!(v[0]["path"], serde_json::json!([[1, 1], [1, 2], [2, 2], [2, 3]]))),
        ),
        (
            vec!["subsets", "--json"],
            "1 2",
            Box::new(|v| assert_eq!(v[0]["count"], 4)),
        ),
        (
            vec!["combination-sum", "--target", "7", "--json"],
            "2 3 6 7",
            Box::new(|v| assert_eq!(v[0]["combinations"], serde_json::json!([[2, 2, 3], [7]]))),
        ),
        (
            vec!["word-search", "--grid", &grid, "SEE", "--json"],
            "",
            Box::new(|v| assert_eq!(v[0]["path"], serde_json::json!([[2, 4], [3, 4], [3, 3]]))),
        ),
    ];
    // The judge's answer is its verdicts: one object a test, then the
    // summary.
    let flags = common::repo_file("crates/web/assets/code/flags.py");
    cases.push((
        vec!["judge", &flags, "--json"],
        "",
        Box::new(|v| {
            assert_eq!(v.len(), 11);
            assert_eq!(
                (v[0]["test"].as_u64(), v[0]["verdict"].as_str()),
                (Some(1), Some("AC"))
            );
            assert_eq!(
                (v[10]["passed"].as_u64(), v[10]["verdict"].as_str()),
                (Some(10), Some("AC"))
            );
        }),
    ));
    // A described puzzle's answers: the list under its own key, and their count.
    for (mut args, stdin) in commands::described(true) {
        // A puzzle that draws its one answer has its own object: its
        // case is above (the maze).
        if puzzles::find(args[0]).is_some_and(|p| p.draws()) {
            continue;
        }
        args.push("--json");
        cases.push((
            args,
            stdin,
            Box::new(|v| {
                let count = v[0]["count"].as_u64().unwrap();
                let lists = v[0]
                    .as_object()
                    .unwrap()
                    .values()
                    .find_map(|f| f.as_array())
                    .unwrap();
                assert!(count > 0);
                assert_eq!(lists.len() as u64, count);
            }),
        ));
    }
    let covered: Vec<String> = cases.iter().map(|(args, _, _)| leaf_of(args)).collect();
    commands::assert_covers(
        "the cases of every_result_has_json",
        covered.iter().map(String::as_str),
        &commands::names(|l| l.has("json")),
    );
    // The commands without --json print no result of their own.
    commands::assert_covers(
        "WITHOUT_JSON in conventions.rs",
        WITHOUT_JSON.iter().copied(),
        &commands::names(|l| !l.has("json")),
    );
    for (args, stdin, check) in cases {
        if args[0] == "judge" && !common::toolchain("python3") {
            continue;
        }
        let out = run_stdin(&args, stdin);
        // `check` was given a board that is not a solution: its "no".
        let code = if args[0] == "check" { 1 } else { 0 };
        assert_eq!((out.code, out.stderr.as_str()), (code, ""), "{args:?}");
        let v = objects(&out);
        assert!(!v.is_empty(), "{args:?} printed nothing");
        check(&v);
        // --stats goes into the JSON (the object, or a last `stats` line),
        // not onto stderr as a table.
        if !commands::leaves()
            .iter()
            .any(|l| l.name == leaf_of(&args) && l.has("stats"))
        {
            continue;
        }
        let mut with_stats = args.clone();
        with_stats.push("--stats");
        let out = run_stdin(&with_stats, stdin);
        assert_eq!((out.code, out.stderr.as_str()), (0, ""), "{with_stats:?}");
        let v = objects(&out);
        let stats = v.iter().find_map(|o| o.get("stats"));
        let stats = stats.unwrap_or_else(|| panic!("{with_stats:?}: no stats in {}", out.stdout));
        assert!(stats.get("elapsed_ms").is_some(), "{with_stats:?}: {stats}");
    }
}

/// The commands that never answer "there is none", and why.
const ALWAYS_ANSWER: &[&str] = &[
    // A count, a census or a table: 0 is an answer.
    "count",
    // Its "no" is a verdict, printed for each test.
    "judge",
    "classes",
    "compare",
    "trace",
    "perms",
    "subsets",
    // Their "no" is a verdict printed for each board or puzzle.
    "check",
    "sudoku check",
    // Batches: a puzzle without a solution gets its own line.
    "sudoku solve",
    "sudoku count",
    "sudoku rate",
    "sudoku generate",
    "regions solve",
    "regions count",
    "regions check",
    "regions generate",
    "regions rate",
    "regions hint",
    // A refused or disagreeing file is a failure, named on stderr.
    "merge",
    "verify",
    // No search at all.
    "serve",
    "site",
    "completions",
    "man",
];

/// Nothing on stdout, the reason on stderr, exit status 1: for every
/// command, with `--json` too.
#[test]
fn no_answer_is_one_rule() {
    let dir = tempfile::tempdir().unwrap();
    let maze = file(&dir, "maze.txt", "S.#\n###\n..E\n");
    let graph = file(&dir, "g.col", TRIANGLE);
    let grid = file(&dir, "grid.txt", "AB\nCD\n");
    let mut cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (vec!["solve", "3"], "", "no solution: "),
        (vec!["one", "3"], "", "no solution: "),
        (vec!["complete"], "Q...\n....\n....\n....\n", "no completion: "),
        (vec!["tour", "4"], "", "no tour: "),
        (vec!["tour", "7", "--start", "1,2"], "", "no tour: "),
        (vec!["maze", &maze], "", "no path: "),
        (vec!["color", "--colors", "2", &graph], "", "no coloring: "),
        (
            vec!["subset-sum", "--target", "100", "1", "2", "3"],
            "",
            "no subset: ",
        ),
        (
            vec!["combination-sum", "--target", "1"],
            "2 3",
            "no combination: ",
        ),
        (vec!["word-search", "--grid", &grid, "ZZ"], "", "no path: "),
        (vec!["word-search", "--grid", &grid, "ZZ", "YY"], "", "no word: "),
    ];
    cases.extend(
        commands::described(false)
            .into_iter()
            .map(|(args, stdin)| (args, stdin, "no ")),
    );
    let covered: Vec<String> = cases.iter().map(|(args, _, _)| leaf_of(args)).collect();
    commands::assert_covers(
        "the cases of no_answer_is_one_rule and ALWAYS_ANSWER in conventions.rs",
        covered
            .iter()
            .map(String::as_str)
            .chain(ALWAYS_ANSWER.iter().copied()),
        &commands::names(|_| true),
    );
    for (args, stdin, why) in cases {
        for json in [false, true] {
            let mut argv = args.clone();
            if json {
                argv.push("--json");
            }
            let out = run_stdin(&argv, stdin);
            assert_eq!(out.code, 1, "{argv:?}: {}", out.stderr);
            assert_eq!(out.stdout, "", "{argv:?}");
            assert!(out.stderr.starts_with(why), "{argv:?}: {}", out.stderr);
            assert_eq!(out.stderr.lines().count(), 1, "{argv:?}: {}", out.stderr);
        }
    }
    // `queens one 3 | queens check` no longer reads `no …` as a board.
    let out = run(&["one", "3"]);
    assert_eq!(out.stdout, "");
    // A count of 0 is an answer.
    let out = run(&["subset-sum", "--target", "100", "1", "2", "3", "--count"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "0\n"));
}

/// `--trace [text|json]` on every puzzle command; `--format` only draws
/// answers.
#[test]
fn one_trace_spelling() {
    let dir = tempfile::tempdir().unwrap();
    let maze = file(&dir, "maze.txt", "S.#\n#.E\n");
    let graph = file(&dir, "g.col", TRIANGLE);
    let grid = file(&dir, "grid.txt", "AB\nCD\n");
    let mut cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["perms"], "1\n3\n"),
        (vec!["tour", "5"], ""),
        (vec!["subset-sum", "--target", "5", "2", "3"], ""),
        (vec!["color", "--colors", "3", &graph], ""),
        (vec!["maze", &maze], ""),
        (vec!["subsets"], "1 2"),
        (vec!["combination-sum", "--target", "5"], "2 3"),
        (vec!["word-search", "--grid", &grid, "AB"], ""),
        (vec!["sudoku", "solve", "--algo", "simple"], PUZZLE),
    ];
    cases.extend(commands::described(true));
    let covered: Vec<String> = cases.iter().map(|(args, _)| leaf_of(args)).collect();
    commands::assert_covers(
        "the cases of one_trace_spelling",
        covered.iter().map(String::as_str),
        &commands::names(|l| l.has("trace")),
    );
    for (args, stdin) in cases {
        let mut argv = args.clone();
        argv.extend(["--trace", "json", "--max-steps", "5"]);
        let out = run_stdin(&argv, stdin);
        assert_eq!(out.code, 0, "{argv:?}: {}", out.stderr);
        let steps = objects(&out);
        assert_eq!(steps.len(), 6, "{argv:?}: five steps and the cut");
        assert_eq!(steps[5]["event"], "cut");
        let mut argv = args.clone();
        argv.extend(["--max-steps", "5", "--trace"]);
        let text = run_stdin(&argv, stdin);
        assert_eq!(text.code, 0, "{argv:?}: {}", text.stderr);
        assert!(
            common::trace_lines(&text.stdout)
                .last()
                .unwrap()
                .starts_with("cut: "),
            "{argv:?}"
        );
        assert!(serde_json::from_str::<Value>(text.stdout.lines().next().unwrap()).is_err());
        // The old spelling is refused, with the values --format does take.
        let mut argv = args.clone();
        argv.extend(["--trace", "--format", "json"]);
        let out = run_stdin(&argv, stdin);
        assert_eq!(out.code, 2, "{argv:?}: {}", out.stderr);
    }
    // `queens trace` keeps --format: its output is the trace.
    let out = run(&["trace", "4", "--format", "json", "--max-steps", "3"]);
    assert_eq!(objects(&out).len(), 4);
}

/// The one `--stats` layout: rows of a name padded to one column, then
/// the value.
#[test]
fn one_stats_layout() {
    let dir = tempfile::tempdir().unwrap();
    let board = file(&dir, "b.txt", "Q...\n....\n....\n....\n");
    let maze = file(&dir, "maze.txt", "S.#\n#.E\n");
    let graph = file(&dir, "g.col", TRIANGLE);
    let grid = file(&dir, "grid.txt", "AB\nCD\n");
    let flags = common::repo_file("crates/web/assets/code/flags.py");
    let mut cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["count", "8", "--stats"], ""),
        (vec!["count", "8", "--algo", "flags", "--stats"], ""),
        (vec!["solve", "6", "--stats"], ""),
        (vec!["trace", "4", "--stats", "--max-steps", "3"], ""),
        (vec!["complete", "--count", "--stats", &board], ""),
        (vec!["sudoku", "count", "--stats"], PUZZLE),
        (vec!["sudoku", "solve", "--algo", "simple", "--stats"], PUZZLE),
        (vec!["tour", "5", "--stats"], ""),
        (vec!["subsets", "--stats"], "1 2"),
        (vec!["sudoku", "check", "--stats"], PUZZLE),
        (vec!["perms", "--stats"], "1\n3\n"),
        (vec!["subset-sum", "--target", "5", "2", "3", "--stats"], ""),
        (vec!["color", "--colors", "3", &graph, "--stats"], ""),
        (vec!["maze", &maze, "--stats"], ""),
        (vec!["combination-sum", "--target", "5", "--stats"], "2 3"),
        (vec!["word-search", "--grid", &grid, "AB", "--stats"], ""),
        (vec!["judge", &flags, "--stats"], ""),
    ];
    cases.extend(commands::described(true).into_iter().map(|(mut args, stdin)| {
        args.push("--stats");
        (args, stdin)
    }));
    let covered: Vec<String> = cases.iter().map(|(args, _)| leaf_of(args)).collect();
    commands::assert_covers(
        "the cases of one_stats_layout",
        covered.iter().map(String::as_str),
        &commands::names(|l| l.has("stats")),
    );
    for (args, stdin) in cases {
        if args[0] == "judge" && !common::toolchain("python3") {
            continue;
        }
        let out = run_stdin(&args, stdin);
        let rows: Vec<&str> = out.stderr.lines().filter(|l| !l.starts_with('(')).collect();
        assert!(rows.len() >= 4, "{args:?}: {}", out.stderr);
        for row in &rows {
            // The name, padded to 11 columns, one space, the value.
            let (name, value) = (row.get(..12).unwrap_or(row), row.get(12..).unwrap_or(""));
            assert!(
                name.ends_with(' ') && !name.starts_with(' ') && !value.is_empty() && !value.starts_with(' '),
                "{args:?}: {row:?}"
            );
        }
        assert!(
            rows.iter().any(|r| r.starts_with("time ")),
            "{args:?}: {}",
            out.stderr
        );
    }
}

/// Ranges are written `from A to B` (or `from 1 up`), and 0 is refused
/// wherever it makes no sense.
#[test]
fn ranges_are_written_one_way() {
    for (args, says) in [
        (vec!["count", "33"], "n must be an integer from 1 to 32, got 33"),
        (
            vec!["count", "16", "--split", "5"],
            "the split must be an integer from 0 to 4, got '5'",
        ),
        (
            vec!["solve", "4", "--limit", "0"],
            "the limit must be an integer from 1 up, got '0'",
        ),
        (
            vec!["trace", "4", "--max-steps", "0"],
            "the step limit must be an integer from 1 up, got '0'",
        ),
        (
            vec!["count", "8", "--threads", "0"],
            "threads must be an integer from 1 to 1024, got '0'",
        ),
        (
            vec!["sudoku", "count", "--limit", "0"],
            "the limit must be an integer from 1 up, got '0'",
        ),
        (vec!["kings", "8", "1"], "n must be an integer from 1 to 7, got 8"),
        (
            vec!["kings", "3", "10"],
            "k must be an integer from 0 to 9, got 10",
        ),
        (
            vec!["kings", "3", "50"],
            "k must be an integer from 0 to 49, got 50",
        ),
    ] {
        let out = run_stdin(&args, PUZZLE);
        assert_eq!(out.code, 2, "{args:?}");
        assert!(out.stderr.contains(says), "{args:?}: {}", out.stderr);
        assert!(!out.stderr.contains("..="), "{args:?}: {}", out.stderr);
    }
}

/// Numbers are read as whitespace-separated tokens, as judges write them.
#[test]
fn judge_friendly_input() {
    let out = run_stdin(&["perms"], "\u{feff}2\n\n3 1\n");
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, "123 132 213 231 312 321\n1\n")
    );
    let out = run_stdin(&["solve", "--format", "leetcode"], "4\n");
    assert_eq!(
        out.stdout,
        "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
    );
    let out = run_stdin(&["count"], "\u{feff}\r\n 10 \r\n");
    assert_eq!(out.stdout, "724\n");
    // subset-sum reads its numbers from stdin or a file, like the others.
    let expected = "3 5 7\n5 10\n6 9\n7 8\n";
    let out = run_stdin(&["subset-sum", "--target", "15"], "8 6 7\n\n5 3\r\n10 9\n");
    assert_eq!((out.code, out.stdout.as_str()), (0, expected), "{}", out.stderr);
    let out = run_stdin(&["subset-sum", "--target", "15", "-"], "8 6 7 5 3 10 9");
    assert_eq!(out.stdout, expected);
    let dir = tempfile::tempdir().unwrap();
    let numbers = file(&dir, "n.txt", "\u{feff}8 6 7 5 3 10 9\n");
    let out = run(&["subset-sum", "--target", "15", &numbers]);
    assert_eq!(out.stdout, expected);
    let out = run_stdin(&["subset-sum", "--target", "15"], "8 6\n7 x\n");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("line 2, column 3: expected an integer, got 'x'"),
        "{}",
        out.stderr
    );
    let out = run(&["subset-sum", "--target", "15", "1", "-2"]);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("a number must be from 0 to 1000000000000000, got '-2'"),
        "{}",
        out.stderr
    );
}

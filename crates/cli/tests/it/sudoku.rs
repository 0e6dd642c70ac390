//! `queens sudoku`: answers, formats, batches and every error case.

use crate::common::{self, run, run_stdin};
use testkit::{check_sudoku_solution, sudoku_puzzles};

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/// Valid givens, no solution: r1c9 must be 9, but column 9 has a 9.
const UNSOLVABLE: &str = "12345678.........9...............................................................";
/// A puzzle with several solutions: the first of the serg set.
fn serg() -> String {
    sudoku_puzzles("serg_benchmark_all.txt").swap_remove(0)
}

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

#[test]
fn solve_prints_the_solution() {
    let out = run_stdin(&["sudoku", "solve"], &format!("{PUZZLE}\n"));
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (0, &*format!("{SOLUTION}\n"), "")
    );
    let zeros = run_stdin(&["sudoku", "solve", "-"], &PUZZLE.replace('.', "0"));
    assert_eq!(zeros.stdout, format!("{SOLUTION}\n"));
    let simple = run_stdin(&["sudoku", "solve", "--algo", "simple"], PUZZLE);
    assert_eq!(simple.stdout, format!("{SOLUTION}\n"));
}

#[test]
fn grid_format_in_and_out() {
    let out = run_stdin(
        &["sudoku", "solve", "--format", "grid"],
        &format!("{PUZZLE}\n{PUZZLE}\n"),
    );
    assert_eq!(out.code, 0);
    insta::assert_snapshot!("sudoku_solve_grid", out.stdout);
    // The printed form reads back in, separators and all.
    let again = run_stdin(&["sudoku", "solve"], &out.stdout);
    assert_eq!(again.stdout, format!("{SOLUTION}\n{SOLUTION}\n"));
    // A bare 9-line grid with zeros and spaces is a puzzle too.
    let rows: String = PUZZLE
        .replace('.', "0")
        .as_bytes()
        .chunks(9)
        .map(|r| {
            format!(
                "{}\n",
                r.iter()
                    .map(|&b| char::from(b).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        })
        .collect();
    let out = run_stdin(&["sudoku", "solve"], &rows);
    assert_eq!((out.code, out.stdout), (0, format!("{SOLUTION}\n")));
}

/// Runs a one-puzzle input through every command: the output is one
/// `invalid` per command, the error names the fault, the status is 2.
fn assert_invalid(input: &str, message: &str) {
    for cmd in ["solve", "count", "check"] {
        let out = run_stdin(&["sudoku", cmd], input);
        assert_eq!(out.code, 2, "{cmd} {input:?}");
        assert_eq!(out.stdout, "invalid\n", "{cmd} {input:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{cmd} {input:?}: {}", out.stderr);
        assert!(
            out.stderr.starts_with("error: line ") && out.stderr.contains(message),
            "{cmd} {input:?}: {}",
            out.stderr
        );
    }
}

#[test]
fn wrong_length() {
    assert_invalid(&PUZZLE[..80], "error: line 1: expected 81 cells, found 80");
    assert_invalid(&format!("{PUZZLE}1"), "expected 81 cells, found 82");
    assert_invalid("123\n", "expected 81 cells, found 3");
}

#[test]
fn stray_character() {
    let bad = PUZZLE.replacen('.', "x", 1);
    assert_invalid(
        &bad,
        "error: line 1, column 3: unexpected 'x'; a cell is a digit 1-9, or '.' or '0' when empty",
    );
    // `--json` keeps the column apart, as the text keeps the line.
    for cmd in [&["sudoku", "check", "--json"][..], &["sudoku", "rate", "--json"]] {
        let out = run_stdin(cmd, &bad);
        let got: serde_json::Value = serde_json::from_str(out.stdout.trim()).unwrap();
        assert_eq!(
            got,
            serde_json::json!({"line": 1, "column": 3,
                "error": "unexpected 'x'; a cell is a digit 1-9, or '.' or '0' when empty"}),
            "{cmd:?}"
        );
    }
}

#[test]
fn clashing_givens_name_the_cells() {
    let mut bad = ".".repeat(81);
    bad.replace_range(2..3, "5");
    bad.replace_range(6..7, "5");
    assert_invalid(&bad, "error: line 1: two 5s in row 1 (r1c3 and r1c7)");
    let mut bad = ".".repeat(81);
    bad.replace_range(0..1, "4");
    bad.replace_range(80..81, "4");
    bad.replace_range(10..11, "4");
    assert_invalid(&bad, "two 4s in box 1 (r1c1 and r2c2)");
}

#[test]
fn broken_grid() {
    let rows: Vec<&str> = (0..9).map(|r| &PUZZLE[9 * r..9 * r + 9]).collect();
    assert_invalid(
        &rows[..4].join("\n"),
        "line 1: the grid starting here has 4 rows; expected 9",
    );
    let mut bad = rows.clone();
    bad[2] = "..98....";
    assert_invalid(&bad.join("\n"), "line 3: expected 9 cells in a grid row, found 8");
}

#[test]
fn unsolvable() {
    let out = run_stdin(&["sudoku", "solve"], UNSOLVABLE);
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (1, "no solution\n", "error: line 1: no solution\n")
    );
    let out = run_stdin(&["sudoku", "count"], UNSOLVABLE);
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (0, "0\n", "")
    );
    let out = run_stdin(&["sudoku", "check"], UNSOLVABLE);
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (1, "no solution\n", "")
    );
    let out = run_stdin(&["sudoku", "solve", "--algo", "simple"], UNSOLVABLE);
    assert_eq!((out.code, out.stdout.as_str()), (1, "no solution\n"));
}

#[test]
fn mixed_batch_keeps_one_answer_per_puzzle_in_order() {
    let mut clash = ".".repeat(81);
    clash.replace_range(0..2, "77");
    let input = format!(
        "# a mixed batch\n{PUZZLE}\n{}\n\n{PUZZLE}\n{clash}\n{UNSOLVABLE}\n{}\n{PUZZLE}\n",
        &PUZZLE[..70],
        PUZZLE.replacen('.', "?", 1)
    );
    let out = run_stdin(&["sudoku", "solve"], &input);
    assert_eq!(out.code, 2);
    assert_eq!(
        lines(&out.stdout),
        [
            SOLUTION,
            "invalid",
            SOLUTION,
            "invalid",
            "no solution",
            "invalid",
            SOLUTION
        ]
    );
    assert_eq!(
        lines(&out.stderr),
        [
            "error: line 3: expected 81 cells, found 70",
            "error: line 6: two 7s in row 1 (r1c1 and r1c2)",
            "error: line 7: no solution",
            "error: line 8, column 3: unexpected '?'; a cell is a digit 1-9, or '.' or '0' when empty",
        ]
    );
    let out = run_stdin(&["sudoku", "count"], &input);
    assert_eq!(out.code, 2);
    assert_eq!(
        lines(&out.stdout),
        ["1", "invalid", "1", "invalid", "0", "invalid", "1"]
    );
    assert_eq!(out.stderr.lines().count(), 3);
    let out = run_stdin(&["sudoku", "check"], &input);
    assert_eq!(
        lines(&out.stdout),
        [
            "unique",
            "invalid",
            "unique",
            "invalid",
            "no solution",
            "invalid",
            "unique"
        ]
    );
    // Grids mixed with lines; an invalid entry keeps its place.
    let printed = run_stdin(&["sudoku", "solve", "--format", "grid"], PUZZLE).stdout;
    let input = format!("{}\n{UNSOLVABLE}\n{}", printed, &PUZZLE[..9]);
    let out = run_stdin(&["sudoku", "solve", "--format", "grid"], &input);
    assert_eq!(out.code, 2);
    let blocks: Vec<&str> = out.stdout.split("\n\n").collect();
    assert_eq!(blocks.len(), 3);
    assert_eq!(blocks[1], "no solution");
    assert_eq!(blocks[2], "invalid\n");
}

#[test]
fn count_up_to_the_limit() {
    let serg = serg();
    let out = run_stdin(&["sudoku", "count"], &serg);
    assert_eq!((out.code, out.stdout.as_str()), (0, "2\n"));
    let out = run_stdin(&["sudoku", "count", "--limit", "1"], &serg);
    assert_eq!(out.stdout, "1\n");
    let out = run_stdin(&["sudoku", "count", "--limit", "1000"], &".".repeat(81));
    assert_eq!(out.stdout, "1000\n");
    let out = run_stdin(&["sudoku", "count", "--algo", "simple", "--limit", "3"], &serg);
    let fast = run_stdin(&["sudoku", "count", "--limit", "3"], &serg);
    assert_eq!(out.stdout, fast.stdout);
}

#[test]
fn check_tells_puzzles_from_solutions() {
    let mut wrong = SOLUTION.to_string();
    wrong.replace_range(0..2, "35");
    let input = format!("{PUZZLE}\n{}\n{SOLUTION}\n{wrong}\n{UNSOLVABLE}\n", serg());
    let out = run_stdin(&["sudoku", "check"], &input);
    assert_eq!(
        lines(&out.stdout),
        ["unique", "multiple solutions", "solved", "invalid", "no solution"]
    );
    assert_eq!(out.stderr, "error: line 4: two 3s in column 1 (r1c1 and r9c1)\n");
    assert_eq!(out.code, 2);
    let good = run_stdin(&["sudoku", "check"], &format!("{PUZZLE}\n{SOLUTION}\n"));
    assert_eq!((good.code, good.stdout.as_str()), (0, "unique\nsolved\n"));
    let multiple = run_stdin(&["sudoku", "check"], &serg());
    assert_eq!(
        (multiple.code, multiple.stdout.as_str()),
        (1, "multiple solutions\n")
    );
}

#[test]
fn every_top1465_answer_checks_out_and_threads_keep_the_order() {
    let puzzles = sudoku_puzzles("top1465.txt");
    let input = puzzles.join("\n");
    let one = run_stdin(&["sudoku", "solve", "--threads", "1"], &input);
    let four = run_stdin(&["sudoku", "solve", "--threads", "4"], &input);
    assert_eq!((one.code, four.code), (0, 0));
    assert_eq!(one.stdout, four.stdout);
    let solutions = lines(&one.stdout);
    assert_eq!(solutions.len(), puzzles.len());
    for (p, s) in puzzles.iter().zip(solutions) {
        check_sudoku_solution(p, s).unwrap_or_else(|e| panic!("{p}: {e}"));
    }
}

/// Every kernel this CPU runs, named, answers the four sets alike: the
/// same solutions and counts, the same search (nodes), and `--stats`
/// names it. A kernel the CPU lacks is refused with the feature it lacks.
#[test]
fn every_kernel_answers_alike() {
    let sets = [
        "top1465.txt",
        "forum_hardest_1106.txt",
        "17clue_every25th.txt",
        "serg_benchmark_all.txt",
    ];
    let input: String = sets
        .iter()
        .flat_map(|s| sudoku_puzzles(s))
        .map(|p| p + "\n")
        .collect();
    let mut answers = Vec::new();
    for kernel in sudoku::Kernel::ALL {
        let out = run_stdin(
            &["sudoku", "count", "--kernel", kernel.name(), "--stats", "--json"],
            &input,
        );
        if let Some(feature) = kernel.missing_feature() {
            eprintln!("kernel {kernel} skipped: this CPU lacks {feature}");
            assert_eq!(out.code, 2);
            assert!(out.stderr.contains(feature), "{}", out.stderr);
            continue;
        }
        assert_eq!(out.code, 0, "{kernel}: {}", out.stderr);
        let (counts, stats) = out.stdout.trim_end().rsplit_once('\n').unwrap();
        let stats: serde_json::Value = serde_json::from_str(stats).unwrap();
        assert_eq!(stats["stats"]["kernel"], kernel.name());
        answers.push((kernel, counts.to_string(), stats["stats"]["nodes"].clone()));
    }
    assert!(!answers.is_empty());
    for (kernel, counts, nodes) in &answers {
        assert_eq!(
            (counts, nodes),
            (&answers[0].1, &answers[0].2),
            "{kernel} against {}",
            answers[0].0
        );
    }
    let solve = run_stdin(
        &["sudoku", "solve", "--kernel", "scalar"],
        &sudoku_puzzles("top1465.txt").join("\n"),
    );
    for (p, s) in sudoku_puzzles("top1465.txt").iter().zip(lines(&solve.stdout)) {
        check_sudoku_solution(p, s).unwrap_or_else(|e| panic!("{p}: {e}"));
    }
}

#[test]
fn files_stats_and_empty_input() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.txt");
    std::fs::write(&path, format!("{PUZZLE}\n{PUZZLE}\n")).unwrap();
    let out = run(&["sudoku", "count", path.to_str().unwrap(), "--stats"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "1\n1\n"));
    assert!(
        out.stderr.starts_with(&format!(
            "task        count\nsolver      fast\nkernel      {}\npuzzles     2\ninvalid     0\n",
            sudoku::Kernel::best()
        )),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains("\npuzzles/s   "));
    let missing = run(&["sudoku", "solve", dir.path().join("nope").to_str().unwrap()]);
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.starts_with("error: cannot open"));
    for input in ["", "\n\n# only a comment\n"] {
        let out = run_stdin(&["sudoku", "solve"], input);
        assert_eq!((out.code, out.stdout.as_str()), (2, ""));
        assert!(out.stderr.starts_with("error: empty input"), "{}", out.stderr);
    }
}

#[test]
fn usage_errors_are_one_line_with_status_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["sudoku", "solve", "--threads", "0"], "--threads"),
        (&["sudoku", "count", "--limit", "0"], "--limit"),
        (&["sudoku", "count", "--limit", "-3"], "--limit"),
        (&["sudoku", "solve", "--format", "xml"], "line, grid"),
        (&["sudoku", "check", "--algo", "dlx"], "fast, simple"),
        (&["sudoku", "frobnicate"], "frobnicate"),
        (&["sudoku", "count", "--kernel", "avx9"], "auto, scalar, avx2"),
        (
            &["sudoku", "count", "--kernel", "avx2", "--algo", "simple"],
            "--algo simple",
        ),
        (
            &[
                "sudoku", "solve", "--kernel", "scalar", "--algo", "simple", "--trace",
            ],
            "--algo simple",
        ),
    ];
    for &(argv, message) in cases {
        let out = run_stdin(argv, PUZZLE);
        assert_eq!(out.code, 2, "{argv:?}");
        assert_eq!(out.stdout, "", "{argv:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{argv:?}: {}", out.stderr);
        assert!(
            out.stderr.starts_with("error: ") && out.stderr.contains(message),
            "{argv:?}: {}",
            out.stderr
        );
    }
}

/// A puzzle the textbook solver finishes in a few steps: the solution
/// with r5c5 (a 5) and r9c9 (a 9) blanked.
fn two_blanks() -> String {
    let mut p = SOLUTION.to_string();
    p.replace_range(40..41, ".");
    p.replace_range(80..81, ".");
    p
}

#[test]
fn trace_text_ends_at_the_first_solution() {
    let out = run_stdin(&["sudoku", "solve", "--algo", "simple", "--trace"], &two_blanks());
    assert_eq!((out.code, out.stderr.as_str()), (0, ""));
    let steps = common::trace_lines(&out.stdout);
    assert_eq!(
        steps[..4],
        [
            "row=4 col=4 digit=1: try  empty=2",
            "row=4 col=4 digit=1: reject, the row has 1 at row=4 col=8  empty=2",
            "row=4 col=4 digit=2: try  empty=2",
            "row=4 col=4 digit=2: reject, the row has 2 at row=4 col=1  empty=2",
        ]
    );
    assert_eq!(steps[9], "row=4 col=4 digit=5: place  empty=1");
    assert_eq!(steps[10], "row=8 col=8 digit=1: try  empty=1");
    assert_eq!(
        steps[steps.len() - 2..],
        [
            "row=8 col=8 digit=9: place  empty=0",
            "row=8 col=8 digit=9: solution  empty=0"
        ]
    );
    // A trace prints the steps instead of the solution.
    assert!(!out.stdout.contains(SOLUTION));
}

#[test]
fn trace_json_is_cut_at_max_steps() {
    let out = run_stdin(
        &[
            "sudoku",
            "solve",
            "--algo",
            "simple",
            "--trace",
            "json",
            "--max-steps",
            "6",
        ],
        PUZZLE,
    );
    assert_eq!((out.code, out.stderr.as_str()), (0, ""));
    let events: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    assert_eq!(events.len(), 7, "six steps and the cut");
    for (i, e) in events.iter().enumerate() {
        assert_eq!(e["step"], i + 1);
    }
    assert_eq!(
        events[3],
        serde_json::json!({"step": 4, "event": "reject", "row": 0, "col": 3, "digit": 1, "empty": 50,
            "reason": "row", "by": {"row": 0, "col": 2}})
    );
    assert_eq!(
        events[6],
        serde_json::json!({"step": 7, "event": "cut", "reason": "max-steps", "steps": 6})
    );
    // The default budget is 10,000 steps.
    let out = run_stdin(&["sudoku", "solve", "--algo", "simple", "--trace"], PUZZLE);
    assert_eq!(out.stdout.lines().count(), 10_001);
    assert_eq!(
        out.stdout.lines().last(),
        Some("10001  cut: stopped after 10000 steps (max-steps)")
    );
}

#[test]
fn trace_replays_to_the_solution() {
    // Placing and removing digits as the JSON trace says gives the answer.
    let out = run_stdin(
        &[
            "sudoku",
            "solve",
            "--algo",
            "simple",
            "--trace",
            "json",
            "--max-steps",
            "200000",
        ],
        PUZZLE,
    );
    assert_eq!(out.code, 0);
    let mut cells: Vec<u8> = PUZZLE.bytes().collect();
    let mut last = "";
    for line in out.stdout.lines() {
        let e: serde_json::Value = serde_json::from_str(line).unwrap();
        let at = |k: &str| e[k].as_u64().unwrap() as usize;
        match e["event"].as_str().unwrap() {
            "place" => cells[at("row") * 9 + at("col")] = b'0' + at("digit") as u8,
            "remove" => cells[at("row") * 9 + at("col")] = b'.',
            _ => {}
        }
        last = line;
    }
    assert!(last.contains(r#""event":"solution""#), "{last}");
    assert_eq!(String::from_utf8(cells).unwrap(), SOLUTION);
}

#[test]
fn simple_stats_have_the_engine_counts() {
    let out = run_stdin(
        &["sudoku", "solve", "--algo", "simple", "--trace", "--stats"],
        &two_blanks(),
    );
    assert_eq!(out.code, 0);
    let block: Vec<&str> = out.stderr.lines().collect();
    // Up to the solution: 5 checks in r5c5, 9 in r9c9, a try and a verdict
    // each, and the solution.
    assert_eq!(
        block[..9],
        [
            "puzzle      sudoku (line 1)",
            "givens      79",
            "solver      simple",
            "solutions   1",
            "nodes       3",
            "checks      14",
            "rejects     12",
            "dead ends   0",
            "steps       29",
        ]
    );
    assert!(block[9].starts_with("time "), "{}", out.stderr);
    assert_eq!(block.len(), 10, "finished: no `stopped` row");
    // Without --trace: the summary line, with the engine's counts. Counting
    // walks the whole tree: nine digits tried in each blank.
    let input = format!("{}\n{}\n", two_blanks(), two_blanks());
    let out = run_stdin(&["sudoku", "count", "--algo", "simple", "--stats"], &input);
    assert_eq!((out.code, out.stdout.as_str()), (0, "1\n1\n"));
    assert!(
        out.stderr.starts_with(
            "task        count\nsolver      simple\npuzzles     2\ninvalid     0\nnodes       6\nchecks      36\n\
             rejects     32\ndead ends   0\nsolutions   2\n"
        ),
        "{}",
        out.stderr
    );
    let out = run_stdin(
        &["sudoku", "count", "--algo", "simple", "--stats", "--json"],
        &input,
    );
    let last: serde_json::Value = serde_json::from_str(out.stdout.lines().last().unwrap()).unwrap();
    assert_eq!(last["stats"]["checks"], 36);
    assert_eq!(last["stats"]["puzzles"], 2);
    assert!(last["stats"]["puzzles_per_s"].as_u64().is_some());
    let fast = run_stdin(&["sudoku", "count", "--stats"], &input);
    assert!(!fast.stderr.contains("checks"), "{}", fast.stderr);
}

#[test]
fn trace_usage_errors() {
    let two = format!("{PUZZLE}\n{PUZZLE}\n");
    let mut clash = ".".repeat(81);
    clash.replace_range(0..2, "77");
    let simple_trace = ["sudoku", "solve", "--algo", "simple", "--trace"];
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["sudoku", "solve", "--trace"],
            PUZZLE,
            "--trace follows the textbook solver: add --algo simple",
        ),
        (
            &["sudoku", "solve", "--trace", "--algo", "fast"],
            PUZZLE,
            "add --algo simple",
        ),
        (
            &["sudoku", "solve", "--format", "json"],
            PUZZLE,
            "possible values: line, grid",
        ),
        (
            &["sudoku", "solve", "--algo", "simple", "--max-steps", "5"],
            PUZZLE,
            "--max-steps shapes the trace",
        ),
        (
            &[&simple_trace[..], &["--format", "grid"]].concat(),
            PUZZLE,
            "--format and --json shape solutions: with --trace, the trace is text or json",
        ),
        (&["sudoku", "count", "--trace"], PUZZLE, "--trace"),
        (
            &simple_trace,
            &two,
            "--trace follows one puzzle, and line 2 starts another",
        ),
        (
            &simple_trace,
            &format!("{PUZZLE}\nxyz\n"),
            "line 2 starts another",
        ),
        (&simple_trace, &clash, "line 1: two 7s in row 1 (r1c1 and r1c2)"),
        (
            &simple_trace,
            &PUZZLE[..80],
            "line 1: expected 81 cells, found 80",
        ),
        (&simple_trace, "# nothing\n", "empty input"),
    ];
    for &(argv, input, message) in cases {
        let out = run_stdin(argv, input);
        assert_eq!(out.code, 2, "{argv:?}");
        assert_eq!(out.stdout, "", "{argv:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{argv:?}: {}", out.stderr);
        assert!(
            out.stderr.starts_with("error: ") && out.stderr.contains(message),
            "{argv:?}: {}",
            out.stderr
        );
    }
}

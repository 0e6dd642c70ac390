//! Every reader of the command line fed arbitrary bytes and damaged valid
//! input through the built binary: boards (`check`), completion puzzles
//! (`complete`), Sudoku batches, DIMACS graphs (`color`), mazes, judge
//! input (`perms`), n on stdin (`count`), checkpoint files and shard
//! results (`merge`). Each run ends with status 0, 1 or 2 (never a panic
//! or a signal), every line on stderr is one short line, and a damaged
//! checkpoint or shard file never changes a total.
//!
//! Fewer cases than the library properties (a process each): 64 per
//! reader, `PROPTEST_CASES` for more.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use proptest::test_runner::{TestCaseError, TestRunner};
use testkit::fuzz::{cases, error_line_problem, mutate};

/// How a run ended and what it printed.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs `queens ARGS` in `dir` with `stdin`, for at most 60 s.
fn run(dir: &Path, args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin!("queens"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("queens runs");
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let pipe = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = r.read_to_end(&mut buf);
            String::from_utf8_lossy(&buf).into_owned()
        })
    };
    let out = pipe(Box::new(child.stdout.take().unwrap()));
    let err = pipe(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("queens {args:?} still runs after 60 s");
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    writer.join().unwrap();
    Run {
        // None: killed by a signal.
        code: status.code().unwrap_or(-1),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

/// The run ended with 0, 1 or 2, each line on stderr is one short line,
/// and a refusal (2) ends with an `error: …` line; for a reader of one
/// input, that line is all of stderr.
fn check_run(args: &[&str], r: &Run, one_input: bool) -> Result<(), TestCaseError> {
    prop_assert!(
        matches!(r.code, 0..=2),
        "queens {:?} ended with {}: {}",
        args,
        r.code,
        r.stderr
    );
    for line in r.stderr.lines() {
        if let Some(problem) = error_line_problem(line) {
            return Err(TestCaseError::fail(format!("queens {args:?}: {problem}")));
        }
    }
    let lines: Vec<&str> = r.stderr.lines().collect();
    if r.code == 2 {
        prop_assert!(lines.last().is_some_and(|l| l.starts_with("error: ")), "queens {:?}: {:?}", args, r.stderr);
    }
    if one_input {
        // 1 is also the answer "no" (no completion, no way through).
        let error = lines.len() == 1 && lines[0].starts_with("error: ");
        prop_assert!(
            error || (lines.is_empty() && r.code < 2),
            "queens {:?} (status {}): {:?}",
            args,
            r.code,
            r.stderr
        );
    }
    Ok(())
}

/// Arbitrary bytes, or `valid` damaged.
fn input(valid: &'static [u8]) -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..600),
        (any::<u64>(), 1usize..6).prop_map(move |(seed, edits)| mutate(valid, seed, edits, 5000)),
    ]
}

fn runner() -> TestRunner {
    TestRunner::new(ProptestConfig {
        cases: cases(64),
        failure_persistence: None,
        ..ProptestConfig::default()
    })
}

/// Feeds `queens ARGS` damaged versions of `valid` on stdin.
fn fuzz_stdin(args: &[&str], valid: &'static [u8], one_input: bool) {
    let dir = tempfile::tempdir().unwrap();
    runner()
        .run(&input(valid), |bytes| {
            check_run(args, &run(dir.path(), args, &bytes), one_input)
        })
        .unwrap();
}

#[test]
fn check_reads_any_boards() {
    let valid = b".Q..\n...Q\nQ...\n..Q.\n\n2 4 1 3\n1 5 8 6 3 7 2 4\nQ.\n.Q\n";
    fuzz_stdin(&["check"], valid, false);
}

#[test]
fn complete_reads_any_puzzle() {
    fuzz_stdin(&["complete"], b"..x...\n...Q..\n......\n.x....\n......\n....x.\n", true);
}

#[test]
fn sudoku_reads_any_batch() {
    let valid = b"# two\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n\
8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n------+-------+------\n\
. 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n";
    fuzz_stdin(&["sudoku", "check", "--threads", "1"], valid, false);
}

#[test]
fn color_reads_any_graph() {
    let valid = b"c a wheel\np edge 6 10\ne 1 2\ne 2 3\ne 3 4\ne 4 5\ne 5 1\ne 6 1\ne 6 2\ne 6 3\ne 6 4\ne 6 5\n";
    fuzz_stdin(&["color", "--colors", "4"], valid, true);
}

#[test]
fn maze_reads_any_maze() {
    fuzz_stdin(&["maze"], b"S.#....\n#.#.##.\n#...#..\n###...E\n", true);
}

#[test]
fn perms_reads_any_judge_input() {
    fuzz_stdin(&["perms"], b"3\n1\n3\n4\n", true);
}

#[test]
fn count_reads_any_n_on_stdin() {
    let dir = tempfile::tempdir().unwrap();
    runner()
        .run(&input(b"8\n"), |bytes| {
            // A valid n above 13 would count for minutes: only its
            // refusals are of interest here.
            let text = String::from_utf8_lossy(&bytes);
            let mut words = text.split_whitespace();
            if let (Some(w), None) = (words.next(), words.next())
                && w.parse::<i128>().is_ok_and(|n| (14..=32).contains(&n))
            {
                return Ok(());
            }
            let r = run(dir.path(), &["count"], &bytes);
            check_run(&["count"], &r, true)
        })
        .unwrap();
}

#[test]
fn count_resumes_any_checkpoint_to_the_right_total() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["count", "8", "--threads", "1", "--checkpoint", "c.ckpt"];
    let first = run(dir.path(), &args, b"");
    assert_eq!((first.code, first.stdout.as_str()), (0, "92\n"), "{}", first.stderr);
    let valid: &'static [u8] = std::fs::read(dir.path().join("c.ckpt")).unwrap().leak();
    runner()
        .run(&input(valid), |bytes| {
            std::fs::write(dir.path().join("c.ckpt"), &bytes).unwrap();
            let r = run(dir.path(), &args, b"");
            check_run(&args, &r, false)?;
            if r.code == 0 {
                prop_assert_eq!(r.stdout.as_str(), "92\n", "{}", r.stderr);
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn merge_reads_any_shard_file() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..2 {
        let shard = format!("{i}/2");
        let file = format!("s{i}.json");
        let r = run(
            dir.path(),
            &["count", "8", "--threads", "1", "--shard", &shard, "--output", &file],
            b"",
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let valid: &'static [u8] = std::fs::read(dir.path().join("s1.json")).unwrap().leak();
    let args = ["merge", "s0.json", "s1.json"];
    let whole = run(dir.path(), &args, b"");
    assert_eq!((whole.code, whole.stdout.as_str()), (0, "92\n"), "{}", whole.stderr);
    runner()
        .run(&input(valid), |bytes| {
            std::fs::write(dir.path().join("s1.json"), &bytes).unwrap();
            let r = run(dir.path(), &args, b"");
            check_run(&args, &r, true)?;
            if r.code == 0 {
                prop_assert_eq!(r.stdout.as_str(), "92\n");
            }
            Ok(())
        })
        .unwrap();
}

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
        prop_assert!(
            lines.last().is_some_and(|l| l.starts_with("error: ")),
            "queens {:?}: {:?}",
            args,
            r.stderr
        );
    }
    if one_input {
        // 1 is also the answer "no" (no completion, no way through): one
        // `no …:` line on stderr and nothing on stdout.
        let error = lines.len() == 1 && lines[0].starts_with("error: ");
        let no = r.code == 1 && lines.len() == 1 && lines[0].starts_with("no ");
        prop_assert!(
            error || no || (lines.is_empty() && r.code < 2),
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
    fuzz_stdin(
        &["complete"],
        b"..x...\n...Q..\n......\n.x....\n......\n....x.\n",
        true,
    );
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
    let valid =
        b"c a wheel\np edge 6 10\ne 1 2\ne 2 3\ne 3 4\ne 4 5\ne 5 1\ne 6 1\ne 6 2\ne 6 3\ne 6 4\ne 6 5\n";
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
    assert_eq!(
        (first.code, first.stdout.as_str()),
        (0, "92\n"),
        "{}",
        first.stderr
    );
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
            &[
                "count",
                "8",
                "--threads",
                "1",
                "--shard",
                &shard,
                "--output",
                &file,
            ],
            b"",
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let valid: &'static [u8] = std::fs::read(dir.path().join("s1.json")).unwrap().leak();
    let args = ["merge", "s0.json", "s1.json"];
    let whole = run(dir.path(), &args, b"");
    assert_eq!(
        (whole.code, whole.stdout.as_str()),
        (0, "92\n"),
        "{}",
        whole.stderr
    );
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

/// A value of one field of a forged shard file, as JSON.
fn forged_number() -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        4 => Just(None),
        1 => prop::sample::select(vec![
            "0".to_string(),
            "1".to_string(),
            "2".to_string(),
            usize::MAX.to_string(),
            (usize::MAX / 2).to_string(),
            u64::MAX.to_string(),
            u128::MAX.to_string(),
            (u128::MAX / 3).to_string(),
            (1u64 << 20).to_string(),
        ]).prop_map(Some),
        1 => any::<u32>().prop_map(|v| Some(v.to_string())),
    ]
}

fn forged_string() -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        4 => Just(None),
        1 => prop_oneof![
            Just(String::new()),
            Just("x".repeat(5000)),
            Just("a\nb\u{1b}[2J\r".to_string()),
            any::<String>(),
        ]
        .prop_map(|s| Some(serde_json::to_string(&s).unwrap())),
    ]
}

/// Shard files with numbers and names no count writes, sealed with a
/// right checksum (as a careless script or an editor that knows the
/// checksum could write them), so `merge` meets what the checksum would
/// otherwise stop first.
#[test]
fn merge_survives_forged_shard_files() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..2 {
        let shard = format!("{i}/2");
        let file = format!("s{i}.json");
        let args = [
            "count",
            "8",
            "--threads",
            "1",
            "--shard",
            &shard,
            "--output",
            &file,
        ];
        assert_eq!(run(dir.path(), &args, b"").code, 0);
    }
    let real: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("s1.json")).unwrap()).unwrap();
    let field = |k: &str| real[k].to_string();
    let numbers = ["n", "shard", "shards", "units", "plan_units", "total", "unique"];
    let strings = ["split", "scheme", "fingerprint"];
    let classes = ["all", "rot90", "rot180", "none"];
    let strategy = (
        prop::collection::vec(forged_number(), numbers.len()),
        prop::collection::vec(forged_string(), strings.len()),
        prop::collection::vec(forged_number(), classes.len()),
        any::<bool>(),
        prop::option::of(forged_number()),
    );
    runner()
        .run(&strategy, |(n, s, c, with_classes, nodes)| {
            let pick = |v: &Option<String>, k: &str| v.clone().unwrap_or_else(|| field(k));
            // The fields in the order of the file: its checksum is of them.
            let mut parts = vec![format!("\"format\":{}", field("format"))];
            for (k, v) in numbers[..3].iter().zip(&n) {
                parts.push(format!("\"{k}\":{}", pick(v, k)));
            }
            for (k, v) in strings.iter().zip(&s) {
                parts.push(format!("\"{k}\":{}", pick(v, k)));
            }
            for (k, v) in numbers[3..6].iter().zip(&n[3..]) {
                parts.push(format!("\"{k}\":{}", pick(v, k)));
            }
            if with_classes {
                parts.push(format!("\"unique\":{}", pick(&n[6], "unique")));
                let cs: Vec<String> = classes
                    .iter()
                    .zip(&c)
                    .map(|(k, v)| {
                        format!(
                            "\"{k}\":{}",
                            v.clone().unwrap_or_else(|| real["classes"][k].to_string())
                        )
                    })
                    .collect();
                parts.push(format!("\"classes\":{{{}}}", cs.join(",")));
            }
            if let Some(v) = nodes {
                parts.push(format!("\"nodes\":{}", v.unwrap_or_else(|| "129".into())));
            }
            parts.push(format!("\"elapsed_ms\":{}", field("elapsed_ms")));
            let content = format!("{{{}}}", parts.join(","));
            let fingerprint: String = serde_json::from_str(&pick(&s[2], "fingerprint")).unwrap();
            let crc = nqueens::count::checksum(&content, &fingerprint);
            let sealed = format!("{},\"crc32c\":\"{crc}\"}}", &content[..content.len() - 1]);
            std::fs::write(dir.path().join("forged.json"), &sealed).unwrap();
            for args in [
                &["merge", "s0.json", "forged.json"][..],
                &["merge", "forged.json", "forged.json"],
            ] {
                let r = run(dir.path(), args, b"");
                check_run(args, &r, true)?;
                // The checksum is right: only its numbers can refuse it.
                prop_assert!(!r.stderr.contains("checksum"), "{}\n{}", r.stderr, sealed);
            }
            Ok(())
        })
        .unwrap();
}

/// A command-line value: a number near a limit, a name, or any text
/// (long, with control characters); never a NUL, which no argument holds.
fn any_value() -> impl Strategy<Value = String> {
    prop_oneof![
        "-?[0-9]{1,40}",
        "[0-9 ]{0,6}/[0-9 ]{0,6}",
        Just("x".repeat(3000)),
        prop::collection::vec(
            prop_oneof![
                Just('1'),
                Just('\n'),
                Just('\u{1b}'),
                Just('/'),
                Just(','),
                any::<char>()
            ],
            0..300,
        )
        .prop_map(|c| c.into_iter().collect::<String>()),
    ]
    .prop_map(|v| v.replace('\0', ""))
}

/// The values of options and arguments, refused or taken: the numbers of
/// `subset-sum`, `--threads`, `--colors`, `--shard`, `--kernel`,
/// `--limit`, `--start`.
#[test]
fn arguments_of_any_value() {
    let dir = tempfile::tempdir().unwrap();
    let templates: &[&[&str]] = &[
        &["subset-sum", "--target", "V", "1", "2"],
        &["subset-sum", "--target", "3", "1", "V"],
        &["count", "8", "--threads", "V"],
        &["count", "8", "--shard", "V"],
        &["count", "8", "--kernel", "V"],
        &["color", "--colors", "V", "/dev/null"],
        &["sudoku", "count", "--limit", "V", "/dev/null"],
        &["tour", "5", "--start", "V", "--trace", "--max-steps", "10"],
        &["V"],
    ];
    runner()
        .run(&(0..templates.len(), any_value()), |(t, value)| {
            let args: Vec<&str> = templates[t]
                .iter()
                .map(|&a| if a == "V" { value.as_str() } else { a })
                .collect();
            let r = run(dir.path(), &args, b"");
            check_run(&args, &r, true)
        })
        .unwrap();
}

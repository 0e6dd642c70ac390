//! Writing output that cannot be written: a closed pipe ends quietly with
//! exit status 0; any other write error (stdout or stderr) is one `error:`
//! line where it can still be written, with exit status 1; never a panic.

use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::queens;

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

/// What each printing command is given: its arguments and its stdin.
fn commands(dir: &std::path::Path) -> Vec<(Vec<String>, String)> {
    let shard = |i: usize| {
        let path = dir.join(format!("s{i}.json"));
        let out = queens()
            .args(["count", "8", "--shard", &format!("{i}/2"), "--output"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success());
        path.to_str().unwrap().to_owned()
    };
    let (s0, s1) = (shard(0), shard(1));
    let args = |a: &[&str]| a.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    let many_boards = "2 4 1 3\n".repeat(20_000);
    vec![
        (args(&["count", "8"]), String::new()),
        (args(&["count", "8", "--json"]), String::new()),
        (args(&["count", "8", "--shard", "0/2"]), String::new()),
        (args(&["count", "8", "--algo", "backtrack"]), String::new()),
        (args(&["classes", "8"]), String::new()),
        (args(&["classes", "8", "--json"]), String::new()),
        (args(&["merge", &s0, &s1]), String::new()),
        (args(&["merge", &s0, &s1, "--json"]), String::new()),
        (args(&["one", "5"]), String::new()),
        (args(&["one", "12"]), String::new()),
        (args(&["solve", "10"]), String::new()),
        (args(&["solve", "9", "--algo", "backtrack"]), String::new()),
        (args(&["check"]), "2 4 1 3\n".into()),
        (args(&["check"]), many_boards),
        (args(&["sudoku", "solve"]), PUZZLE.repeat(2000)),
        (args(&["sudoku", "count"]), PUZZLE.into()),
        (args(&["sudoku", "check"]), PUZZLE.into()),
        (args(&["perms"]), "1\n7\n".into()),
        (args(&["tour", "5"]), String::new()),
        (args(&["trace", "6"]), String::new()),
        (args(&["compare", "6"]), String::new()),
        (args(&["complete"]), ".Q..\n....\n....\n....\n".into()),
        (
            args(&["subset-sum", "--target", "5", "1", "2", "3", "4"]),
            String::new(),
        ),
    ]
}

fn spawn(args: &[String], stdin: &str, stdout: Stdio, stderr: Stdio) -> std::process::Child {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin!("queens"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("queens runs");
    let mut input = child.stdin.take().unwrap();
    let text = stdin.to_owned();
    std::thread::spawn(move || {
        let _ = input.write_all(text.as_bytes());
    });
    child
}

fn wait(child: &mut std::process::Child, what: &str) -> i32 {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code().unwrap_or(-1);
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("{what}: still running after 60 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn stderr_of(child: &mut std::process::Child) -> String {
    let mut text = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut text).unwrap();
    text
}

#[test]
fn a_pipe_closed_before_the_first_write_ends_quietly() {
    let dir = tempfile::tempdir().unwrap();
    for (args, stdin) in commands(dir.path()) {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let mut child = spawn(&args, &stdin, writer.into(), Stdio::piped());
        let err = stderr_of(&mut child);
        let code = wait(&mut child, &args.join(" "));
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(code, 0, "{args:?}: {err}");
        assert_eq!(err, "", "{args:?}");
    }
}

#[test]
fn a_pipe_closed_after_one_line_ends_quietly() {
    let dir = tempfile::tempdir().unwrap();
    for (args, stdin) in commands(dir.path()) {
        let mut child = spawn(&args, &stdin, Stdio::piped(), Stdio::piped());
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        drop(out);
        let err = stderr_of(&mut child);
        let code = wait(&mut child, &args.join(" "));
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        // A short output may be written whole before the pipe closes: then
        // the command ends as it always does.
        let whole = spawn(&args, &stdin, Stdio::piped(), Stdio::null());
        let normal = whole.wait_with_output().unwrap().status.code();
        assert!(code == 0 || Some(code) == normal, "{args:?}: {code}, {err}");
        assert_eq!(err, "", "{args:?}");
    }
}

fn dev_full() -> File {
    OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full")
}

#[test]
fn a_full_stdout_is_one_error_line_and_status_1() {
    let dir = tempfile::tempdir().unwrap();
    for (args, stdin) in commands(dir.path()) {
        let mut child = spawn(&args, &stdin, dev_full().into(), Stdio::piped());
        let err = stderr_of(&mut child);
        let code = wait(&mut child, &args.join(" "));
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(code, 1, "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(err.contains("No space left"), "{args:?}: {err}");
    }
}

#[test]
fn a_full_stderr_is_status_1_without_a_panic() {
    let runs: &[(&[&str], &str)] = &[
        (&["count", "33"], ""),
        (&["count", "0"], ""),
        (&["solve", "4", "--format", "xml"], ""),
        (&["check"], "2 x\n"),
        (&["check"], "2 4 1 3\nQQ\n2 4 1 3\n"),
        (&["sudoku", "solve"], "12\n"),
        (&["merge", "/nonexistent/shard.json"], ""),
    ];
    for (args, stdin) in runs {
        let args: Vec<String> = args.iter().map(|s| (*s).to_owned()).collect();
        let mut child = spawn(&args, stdin, Stdio::null(), dev_full().into());
        let code = wait(&mut child, &args.join(" "));
        assert_eq!(code, 1, "{args:?}");
    }
    // A panic would exit 101 (or abort, 134); the status says it did not.
}

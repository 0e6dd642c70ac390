//! Running the binary in tests.

pub mod commands;

use std::io::Write;
use std::process::{Command, Stdio};

/// What a run printed and how it ended.
pub struct Output {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// The `queens` binary built for these tests.
pub fn queens() -> Command {
    Command::new(assert_cmd::cargo::cargo_bin!("queens"))
}

/// Runs `queens ARGS` with empty stdin.
pub fn run(args: &[&str]) -> Output {
    run_stdin(args, "")
}

/// Runs `queens ARGS` with `stdin` as input.
pub fn run_stdin(args: &[&str], stdin: &str) -> Output {
    let mut child = queens()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("queens runs");
    let mut input = child.stdin.take().unwrap();
    let text = stdin.to_owned();
    // Write from a thread so a large input cannot deadlock against output.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().expect("queens finishes");
    writer.join().unwrap();
    Output {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).expect("utf-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("utf-8 stderr"),
    }
}

/// The lines of a text trace without their step numbers (`    3  row=…`
/// is `row=…`); headings (`== … ==`) are kept as they are.
pub fn trace_lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(|l| {
            let rest = l.trim_start();
            match rest.split_once("  ") {
                Some((n, step)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => step,
                _ => l,
            }
        })
        .collect()
}

/// Whether `tool` (`python3`, `g++`, `javac`) can be run here, for the
/// tests of `queens judge`: a missing one is said (`SKIPPED`), and fails
/// the test when `CI` is set (`.ci/run` installs them).
pub fn toolchain(tool: &str) -> bool {
    let probe = if tool.starts_with("java") {
        "-version"
    } else {
        "--version"
    };
    let found = Command::new(tool)
        .arg(probe)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        assert!(
            std::env::var_os("CI").is_none(),
            "{tool} is missing, and CI is set: queens judge must be tested with it"
        );
        println!("SKIPPED: queens judge with {tool} ({tool} is missing)");
    }
    found
}

/// A file of the repository, by its path from the root.
pub fn repo_file(path: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
        .display()
        .to_string()
}

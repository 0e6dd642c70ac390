//! The exit-status policy (`crates/cli/src/exit.rs`), command by command:
//! a missing file, a directory, invalid UTF-8 and a damaged file are bad
//! input (exit 2) for every command that reads input; each is one `error:`
//! line that says its cause once and quotes little of the input.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::common::commands::{self, FileArg};

/// What each command that reads a FILE needs besides it. The commands are
/// the clap definition's (a positional FILE, or a required `--opt FILE`):
/// a new one fails these tests until it has its row here.
const READERS: &[(&str, &[&str])] = &[
    ("check", &[]),
    ("complete", &[]),
    ("merge", &[]),
    ("verify", &[]),
    ("sudoku solve", &[]),
    ("sudoku count", &[]),
    ("sudoku check", &[]),
    ("sudoku rate", &[]),
    ("regions solve", &[]),
    ("regions count", &[]),
    ("regions check", &[]),
    ("regions rate", &[]),
    ("regions hint", &[]),
    ("perms", &[]),
    ("subset-sum", &["--target", "3"]),
    ("color", &["--colors", "3"]),
    ("maze", &[]),
    ("subsets", &[]),
    ("combination-sum", &["--target", "3"]),
    ("word-search", &["SEE"]),
    ("judge", &[]),
];

/// Each reader's arguments with `path` as its FILE.
fn readers(path: &Path) -> Vec<Vec<String>> {
    let leaves = commands::leaves();
    let derived = commands::names(|l| l.input_file().is_some());
    commands::assert_covers(
        "READERS in exit_policy.rs",
        READERS.iter().map(|(name, _)| *name),
        &derived,
    );
    READERS
        .iter()
        .map(|(name, extra)| {
            let leaf = leaves.iter().find(|l| l.name == *name).expect("a reader");
            let mut args: Vec<String> = leaf.words().into_iter().map(str::to_owned).collect();
            args.extend(extra.iter().map(|s| s.to_string()));
            if let Some(FileArg::Option(long)) = leaf.input_file() {
                args.push(long);
            }
            args.push(path.display().to_string());
            args
        })
        .collect()
}

fn queens(args: &[&str], stdin: Stdio) -> Output {
    Command::new(assert_cmd::cargo::cargo_bin!("queens"))
        .args(args)
        .stdin(stdin)
        .output()
        .expect("queens runs")
}

/// Asserts exit 2 with one `error:` line of at most `max_len` bytes,
/// containing `needle`; returns the line.
fn assert_bad_input(args: &[&str], out: &Output, needle: &str) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
    assert!(err.len() <= 300, "{args:?}: {} bytes: {err}", err.len());
    // The cause is said once.
    assert!(err.matches("os error").count() <= 1, "{args:?}: {err}");
    err
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn a_missing_file_is_bad_input_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-file");
    for args in readers(&missing) {
        let args = strs(&args);
        let out = queens(&args, Stdio::null());
        let err = assert_bad_input(&args, &out, "No such file or directory");
        assert_eq!(err.matches("no-such-file").count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn a_directory_is_bad_input_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    for args in readers(dir.path()) {
        let args = strs(&args);
        let out = queens(&args, Stdio::null());
        assert_bad_input(&args, &out, "Is a directory");
    }
    // Standard input a directory: judge-mode count.
    let out = queens(&["count"], Stdio::from(File::open(dir.path()).unwrap()));
    assert_bad_input(
        &["count"],
        &out,
        "cannot read n from standard input: Is a directory",
    );
    // A checkpoint or an output that is a directory.
    let d = dir.path().display().to_string();
    for args in [
        vec!["count", "8", "--checkpoint", &d],
        vec!["count", "8", "--shard", "0/2", "--output", &d],
    ] {
        let out = queens(&args, Stdio::null());
        assert_bad_input(&args, &out, "is a directory, not a regular file");
    }
}

#[test]
fn invalid_utf8_is_bad_input_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, b"\xff\xfe 1 2\n").unwrap();
    for args in readers(&bad) {
        let args = strs(&args);
        let out = queens(&args, Stdio::null());
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        // Each reader names the byte or the encoding, whichever it meets.
        assert!(
            err.contains("UTF-8") || err.contains("0xff") || err.contains("unexpected"),
            "{args:?}: {err}"
        );
        assert_bad_input(&args, &out, "line 1");
    }
    for args in [&["count"][..], &["complete"][..]] {
        let out = queens(args, Stdio::from(File::open(&bad).unwrap()));
        assert_bad_input(args, &out, "is not UTF-8 text");
    }
}

#[test]
fn an_output_folder_that_does_not_exist_is_refused_before_counting() {
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("nowhere").join("shard.json");
    let p = out_path.display().to_string();
    let args = ["count", "8", "--shard", "0/2", "--output", &p];
    let out = queens(&args, Stdio::null());
    assert_bad_input(&args, &out, "cannot use the folder");
    assert!(out.stdout.is_empty());
}

#[test]
fn damaged_shards_are_bad_input_named_by_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut paths = Vec::new();
    for i in 0..2 {
        let p = dir.path().join(format!("shard-{i}.json"));
        let ps = p.display().to_string();
        let shard = format!("{i}/2");
        let out = queens(&["count", "8", "--shard", &shard, "--output", &ps], Stdio::null());
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        paths.push(ps);
    }
    let merged = queens(&["merge", &paths[0], &paths[1]], Stdio::null());
    assert_eq!(String::from_utf8_lossy(&merged.stdout), "92\n");

    // Not JSON at all, with a 1 MB line: named, not echoed.
    let junk = dir.path().join("junk.json");
    std::fs::write(&junk, "x".repeat(1 << 20)).unwrap();
    let junk = junk.display().to_string();
    for (args, needle) in [
        (vec!["merge", &paths[0], &junk], "junk.json"),
        // Only one of two shards.
        (vec!["merge", &paths[0]], "missing 1 shard of 2"),
        // The same shard twice.
        (vec!["merge", &paths[0], &paths[0]], "given twice"),
    ] {
        let out = queens(&args, Stdio::null());
        let err = assert_bad_input(&args, &out, needle);
        assert!(!err.contains("xxxxxxxxxx"), "{err}");
    }

    // Shard 0 edited: its checksum names it, not shard 1.
    let text = std::fs::read_to_string(&paths[0]).unwrap();
    let edited = text.replacen("\"total\":", "\"total\":1", 1);
    assert_ne!(text, edited);
    std::fs::write(&paths[0], edited).unwrap();
    let args = ["merge", &paths[0], &paths[1]];
    let out = queens(&args, Stdio::null());
    let err = assert_bad_input(&args, &out, "checksum");
    assert!(
        err.contains("shard-0.json") && !err.contains("shard-1.json"),
        "{err}"
    );
}

#[test]
fn a_damaged_checkpoint_is_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.ckpt");
    let p = path.display().to_string();
    let out = queens(&["count", "10", "--checkpoint", &p], Stdio::null());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "724\n");
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 3, "{text}");

    // A line in the middle made unreadable: named by its line.
    let mut broken = lines.clone();
    let garbled = lines[2].replacen("solutions=", "solutions=x", 1);
    broken[2] = &garbled;
    std::fs::write(&path, broken.join("\n") + "\n").unwrap();
    let args = ["count", "10", "--checkpoint", &p];
    let out = queens(&args, Stdio::null());
    assert_bad_input(&args, &out, "line 3");
    assert!(out.stdout.is_empty());

    // A 64 KB line of junk: not a checkpoint, and not echoed.
    let junk = format!("{}\n{}\n", lines[0], "z".repeat(64 << 10));
    std::fs::write(&path, junk).unwrap();
    let out = queens(&args, Stdio::null());
    let err = assert_bad_input(&args, &out, "it is not a checkpoint");
    assert!(!err.contains("zzzzzzzzzz"), "{err}");
}

#[test]
fn judge_mode_count_does_not_echo_a_megabyte_of_nul() {
    let dir = tempfile::tempdir().unwrap();
    let nul = dir.path().join("nul");
    std::fs::write(&nul, vec![0u8; 1 << 20]).unwrap();
    let out = queens(&["count"], Stdio::from(File::open(&nul).unwrap()));
    let err = assert_bad_input(&["count"], &out, "n must be an integer from 1 to 32");
    assert!(err.contains('…'), "{err}");
}

#[test]
fn a_huge_or_unprintable_argument_is_quoted_short() {
    let long = "x".repeat(100_000);
    for args in [
        vec!["count", long.as_str()],
        vec!["count", "8", "--threads", long.as_str()],
        vec!["solve", "4", "--format", long.as_str()],
        vec!["solve", "4", "--limit", long.as_str()],
    ] {
        let out = queens(&args, Stdio::null());
        let err = assert_bad_input(&args[..args.len() - 1], &out, "…");
        assert!(!err.contains(&"x".repeat(81)), "{err}");
    }
    let out = queens(&["count", "8", "--threads", "a\tb"], Stdio::null());
    assert_bad_input(&["count", "--threads"], &out, r#""a\tb""#);
}

#[test]
fn zero_is_refused_where_it_asks_for_nothing() {
    for args in [
        &["solve", "8", "--limit", "0"][..],
        &["trace", "6", "--max-steps", "0"],
        &["tour", "5", "--trace", "--max-steps", "0"],
        &["sudoku", "count", "--limit", "0"],
    ] {
        let out = queens(args, Stdio::null());
        assert_bad_input(args, &out, "must be an integer from 1 up, got '0'");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

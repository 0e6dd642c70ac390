//! Input without newlines (or far too much of it) fails fast with
//! `error: line N is longer than … bytes` and exit status 2, holding no
//! more than a line's cap of it.

use std::io::Write;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Runs `queens ARGS` and waits at most 30 s: (status, stderr).
fn run_within(args: &[&str], stdin: Option<Vec<u8>>) -> (i32, String) {
    let mut child: Child = Command::new(assert_cmd::cargo::cargo_bin!("queens"))
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("queens runs");
    if let Some(bytes) = stdin {
        let mut input = child.stdin.take().unwrap();
        std::thread::spawn(move || {
            let _ = input.write_all(&bytes);
        });
    }
    let start = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code().unwrap_or(-1);
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("{args:?}: still reading after 30 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let mut err = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut err).unwrap();
    (code, err)
}

fn assert_too_long(args: &[&str], stdin: Option<Vec<u8>>, message: &str) {
    let (code, err) = run_within(args, stdin);
    assert_eq!(code, 2, "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{args:?}: {err}");
    assert!(err.contains(message), "{args:?}: {err}");
}

#[test]
fn dev_zero_is_refused_by_every_reader() {
    let cases: &[(&[&str], &str)] = &[
        (&["check", "/dev/zero"], "line 1 is longer than 1048576 bytes"),
        (
            &["sudoku", "solve", "/dev/zero"],
            "line 1 is longer than 65536 bytes",
        ),
        (
            &["sudoku", "count", "/dev/zero"],
            "line 1 is longer than 65536 bytes",
        ),
        (
            &["sudoku", "check", "/dev/zero"],
            "line 1 is longer than 65536 bytes",
        ),
        (
            // A shard result is one line, its unit records included.
            &["merge", "/dev/zero", "/dev/zero"],
            "/dev/zero: line 1 is longer than 67108864 bytes",
        ),
        (
            &["verify", "/dev/zero"],
            "checkpoint /dev/zero is a character device, not a regular file",
        ),
        (
            // A device is never a checkpoint (a regular file of zeros
            // would hit the 4096-byte line cap).
            &["count", "12", "--checkpoint", "/dev/zero"],
            "checkpoint /dev/zero is a character device, not a regular file",
        ),
        (&["perms", "/dev/zero"], "line 1 is longer than 16777216 bytes"),
        (&["maze", "/dev/zero"], "line 1 is longer than"),
        (
            // 2^20 lines of 64 bytes: a line is held to the whole cap.
            &["color", "--colors", "3", "/dev/zero"],
            "line 1 is longer than 67108864 bytes",
        ),
        (&["complete", "/dev/zero"], "line 1 is longer than 65536 bytes"),
    ];
    for (args, message) in cases {
        assert_too_long(args, None, message);
    }
    let dir = tempfile::tempdir().unwrap();
    let zeros = dir.path().join("zeros");
    std::fs::write(&zeros, vec![0u8; 8 << 10]).unwrap();
    let zeros = zeros.to_str().unwrap();
    assert_too_long(
        &["count", "12", "--checkpoint", zeros],
        None,
        &format!("checkpoint {zeros}: line 1 is longer than 4096 bytes"),
    );
}

#[test]
fn an_over_long_line_after_good_ones_names_its_line() {
    let mut text = b".Q..\n...Q\nQ...\n..Q.\n\n".to_vec();
    text.extend(std::iter::repeat_n(b'.', (1 << 20) + 1));
    text.push(b'\n');
    assert_too_long(&["check"], Some(text), "line 6 is longer than 1048576 bytes");

    let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
    let mut text = puzzle.repeat(2).into_bytes();
    text.extend(std::iter::repeat_n(b'.', (64 << 10) + 1));
    assert_too_long(
        &["sudoku", "solve"],
        Some(text),
        "line 3 is longer than 65536 bytes",
    );
}

#[test]
fn a_line_at_the_cap_is_read() {
    // A text row of exactly the cap is read (and is a malformed board).
    let mut text = vec![b'.'; 1 << 20];
    text.push(b'\n');
    let (code, err) = run_within(&["check"], Some(text));
    assert_eq!(code, 2);
    assert!(err.contains("ends after 1 rows"), "{err}");
}

#[test]
fn stdin_quoted_in_an_error_is_cut_short() {
    let text = format!("1 {}\n", "x".repeat(10_000));
    let (code, err) = run_within(&["count"], Some(text.into_bytes()));
    assert_eq!(code, 2);
    assert!(err.len() < 300, "{err}");
    assert!(err.contains("…"), "{err}");
}

#[test]
fn a_long_word_for_n_on_stdin_is_cut_short() {
    for word in ["x".repeat(500_000), "9".repeat(500_000)] {
        let (code, err) = run_within(&["count"], Some(word.into_bytes()));
        assert_eq!(code, 2);
        assert!(err.len() < 300, "{err}");
        assert!(err.contains("…"), "{err}");
    }
}

#[test]
fn a_long_bad_line_of_perms_is_not_echoed_whole() {
    let line = format!("1 {}\n", "2 ".repeat(1_000_000));
    let (code, err) = run_within(&["perms"], Some(line.into_bytes()));
    assert_eq!(code, 2);
    assert!(err.len() < 300, "{err}");
    assert!(err.contains("but there is more input: '2'"), "{err}");
}

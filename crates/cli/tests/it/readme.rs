//! The examples of the README and of the user guide, run as written
//! against the binary.
//!
//! Every ```` ```console ```` block of `README.md` and `docs/GUIDE.md` is
//! run, and what each command prints is compared with the lines the
//! document shows under it. The rules (the guide says the same under "How
//! these examples are checked"):
//!
//! - A line starting with `$ ` is a command (one line); the lines after
//!   it, up to the next `$ ` or the end of the block, are its expected
//!   output: stdout and stderr together, in the order written.
//! - A block runs as one bash script, so `echo $?` and files made by an
//!   earlier command work. It runs in a fresh temporary directory that
//!   holds the symlinks `examples`, `crates` and `benchsuite` to the
//!   repository's folders, with this test's `queens` first on `PATH`,
//!   stdin from `/dev/null` and `LC_ALL=C`. Files a command writes stay in
//!   that directory.
//! - In an expected line, a trailing comment (two or more spaces, then
//!   `# `) is removed before comparing, and so is trailing whitespace. If a
//!   comment of the command's expected lines, or of the command line
//!   itself, says `exit status N`, the command must exit with N; otherwise
//!   with 0 (a pipeline's status is its last command's).
//! - `…` in an expected line matches any text within the line; a line
//!   that is only `…` matches any number of lines, none included.
//! - A comment starting `# varies` marks a machine-dependent line: in it
//!   every number (digits, with `.` or `,` between them) matches any
//!   number, a unit of time (`ns`, `µs`, `ms`, `s`, `min`, `h`, `days`)
//!   any unit of time, a CPU kernel's name (`scalar`, `avx2`, `avx512`,
//!   `neon`) any kernel's name, and a run of spaces any run of spaces (the
//!   columns of a table move with the widths of its numbers).
//! - A block with `<!-- readme-test: skip: REASON -->` on the line before
//!   its fence (a blank line between them allowed) is not run; the test
//!   prints its line and reason. Skips are for what cannot run here: a
//!   server, a demo of Ctrl-C, a run of minutes or one writing a gigabyte,
//!   output that depends on the CPU or a GPU.
//! - A block with `<!-- readme-test: needs: TOOL -->` there runs only where
//!   TOOL (`python3`) can be started: elsewhere it is skipped and listed,
//!   unless `CI` is set, which makes its absence a failure (`queens
//!   judge` runs the learner's program with it).
//!
//! Every block runs, and every mismatch is reported (the line of the
//! command, its expected and actual lines), before the test fails.

use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The longest a block may run before it is killed and reported.
const BLOCK_TIMEOUT: Duration = Duration::from_secs(60);

/// What separates one command's output from the next in the script's output.
const MARKER: &str = "@@readme-test rc=";

const KERNELS: &[&str] = &["avx512", "avx2", "scalar", "neon"];
const TIME_UNITS: &[&str] = &["days", "min", "ns", "µs", "us", "ms", "s", "h"];

#[test]
fn readme_console_blocks_run_as_written() {
    console_blocks_run_as_written("README.md");
}

#[test]
fn guide_console_blocks_run_as_written() {
    console_blocks_run_as_written("docs/GUIDE.md");
}

/// Runs every console block of `doc` (a path from the repository root).
fn console_blocks_run_as_written(doc: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let root = root.canonicalize().expect("the repository root");
    let text = std::fs::read_to_string(root.join(doc)).unwrap_or_else(|e| panic!("{doc}: {e}"));
    let blocks = parse_blocks(&text);
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_queens"))
        .parent()
        .expect("the binary's folder")
        .to_path_buf();

    let mut failures = Vec::new();
    let mut skipped = Vec::new();
    let (mut ran, mut commands) = (0, 0);
    let started = Instant::now();
    for block in &blocks {
        match &block.skip {
            Skip::No => {}
            Skip::Yes(reason) => {
                skipped.push(format!("{doc}:{}: {reason}", block.fence_line));
                continue;
            }
            Skip::Needs(tool) => {
                let here = Command::new(tool)
                    .arg("--version")
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success());
                if !here {
                    if std::env::var_os("CI").is_some() {
                        failures.push(format!(
                            "{doc}:{}: needs {tool}, which is missing, and CI is set",
                            block.fence_line
                        ));
                    } else {
                        skipped.push(format!(
                            "{doc}:{}: needs {tool}, which is missing",
                            block.fence_line
                        ));
                    }
                    continue;
                }
            }
            Skip::Malformed(line) => {
                failures.push(format!(
                    "{doc}:{}: a readme-test marker this test does not understand: {line}\n  \
                     (write `<!-- readme-test: skip: REASON -->` on the line before the fence)",
                    block.fence_line
                ));
                continue;
            }
        }
        let cmds = match parse_commands(doc, block) {
            Ok(cmds) => cmds,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        ran += 1;
        commands += cmds.len();
        let t = Instant::now();
        let run = run_block(&root, &bin_dir, &cmds);
        let took = t.elapsed();
        if took > Duration::from_secs(5) {
            let _ = writeln!(
                std::io::stderr(),
                "readme: the block at {doc}:{} took {:.1} s",
                block.fence_line,
                took.as_secs_f64()
            );
        }
        failures.extend(check_block(doc, &cmds, &run));
    }

    let mut report = format!(
        "readme: ran {ran} console blocks of {doc} ({commands} commands) in {:.1} s; skipped {}",
        started.elapsed().as_secs_f64(),
        skipped.len()
    );
    for s in &skipped {
        report.push_str(&format!("\n  skipped {s}"));
    }
    // Straight to stderr, past the harness's capture: skips are never silent.
    let _ = writeln!(std::io::stderr(), "{report}");
    assert!(
        ran > 0,
        "no ```console block found in {}",
        root.join(doc).display()
    );
    if !failures.is_empty() {
        panic!(
            "{} example(s) of {doc} do not match the binary:\n\n{}\n",
            failures.len(),
            failures.join("\n\n")
        );
    }
}

// ---- a document's blocks and commands ----------------------------------------

enum Skip {
    No,
    Yes(String),
    /// Runs only where this program can be started.
    Needs(String),
    Malformed(String),
}

struct Block {
    /// 1-based line of the opening fence.
    fence_line: usize,
    /// The lines inside the fences, with their 1-based line numbers.
    lines: Vec<(usize, String)>,
    skip: Skip,
}

fn parse_blocks(text: &str) -> Vec<Block> {
    let lines: Vec<&str> = text.lines().collect();
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim_end() != "```console" {
            i += 1;
            continue;
        }
        let fence_line = i + 1;
        let skip = skip_marker(&lines, i);
        let mut body = Vec::new();
        i += 1;
        while i < lines.len() && lines[i].trim_end() != "```" {
            body.push((i + 1, lines[i].to_string()));
            i += 1;
        }
        blocks.push(Block {
            fence_line,
            lines: body,
            skip,
        });
        i += 1;
    }
    blocks
}

/// The `<!-- readme-test: skip: REASON -->` marker before the fence at `fence`.
fn skip_marker(lines: &[&str], fence: usize) -> Skip {
    let mut j = fence;
    while j > 0 {
        j -= 1;
        let line = lines[j].trim();
        if line.is_empty() && j + 1 == fence {
            continue; // one blank line between marker and fence
        }
        if !line.starts_with("<!-- readme-test") {
            return Skip::No;
        }
        let marked = |prefix: &str| {
            line.strip_prefix(prefix)
                .and_then(|rest| rest.strip_suffix("-->"))
                .map(str::trim)
                .filter(|rest| !rest.is_empty())
        };
        return match (
            marked("<!-- readme-test: skip:"),
            marked("<!-- readme-test: needs:"),
        ) {
            (Some(reason), _) => Skip::Yes(reason.to_string()),
            (_, Some(tool)) if !tool.contains(char::is_whitespace) => Skip::Needs(tool.to_string()),
            _ => Skip::Malformed(line.to_string()),
        };
    }
    Skip::No
}

struct Cmd {
    /// 1-based line of the `$ ` line in its document.
    line: usize,
    text: String,
    expected: Vec<Expect>,
    /// The exit status a comment gives, if one does (0 if none).
    status: Option<i32>,
}

struct Expect {
    line: usize,
    raw: String,
    pattern: Pattern,
}

enum Pattern {
    /// A line that is only `…`: any number of lines.
    AnyLines,
    Line(Vec<Tok>),
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Tok {
    Lit(char),
    /// `…`: any text within the line.
    Any,
    /// In a `varies` line: any number.
    Num,
    /// In a `varies` line: one or more spaces.
    Space,
    /// In a `varies` line: any of these words.
    Word(&'static [&'static str]),
}

fn parse_commands(doc: &str, block: &Block) -> Result<Vec<Cmd>, String> {
    let mut cmds: Vec<Cmd> = Vec::new();
    for (line, text) in &block.lines {
        if let Some(command) = text.strip_prefix("$ ") {
            let (_, comment) = split_comment(command);
            cmds.push(Cmd {
                line: *line,
                text: command.to_string(),
                expected: Vec::new(),
                status: comment.and_then(exit_status),
            });
            continue;
        }
        let Some(cmd) = cmds.last_mut() else {
            return Err(format!(
                "{doc}:{line}: a ```console block must start with a `$ ` command, found: {text}"
            ));
        };
        let (body, comment) = split_comment(text);
        if let Some(status) = comment.and_then(exit_status) {
            if cmd.status.is_some_and(|said| said != status) {
                return Err(format!(
                    "{doc}:{line}: `$ {}`: its comments give two exit statuses",
                    cmd.text
                ));
            }
            cmd.status = Some(status);
        }
        let varies = comment.is_some_and(|c| c.starts_with("varies"));
        let body = body.trim_end();
        let pattern = if body == "…" {
            Pattern::AnyLines
        } else {
            Pattern::Line(tokens(body, varies))
        };
        cmd.expected.push(Expect {
            line: *line,
            raw: text.clone(),
            pattern,
        });
    }
    Ok(cmds)
}

/// Splits `text  # comment` into the text and the comment (after `# `).
fn split_comment(text: &str) -> (&str, Option<&str>) {
    match text.find("  # ") {
        Some(at) => (text[..at].trim_end(), Some(&text[at + 4..])),
        None => (text, None),
    }
}

/// `N` of an `exit status N` in a comment.
fn exit_status(comment: &str) -> Option<i32> {
    let (_, rest) = comment.split_once("exit status ")?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The whole word of `words` that `s` starts with, if any.
fn word_at(s: &[char], words: &[&str]) -> Option<usize> {
    words.iter().find_map(|w| {
        let w: Vec<char> = w.chars().collect();
        let whole = s.starts_with(&w) && s.get(w.len()).is_none_or(|c| !is_word_char(*c));
        whole.then_some(w.len())
    })
}

/// The lengths of the numbers (`\d+([.,]\d+)*`) that `s` starts with, shortest first.
fn number_ends(s: &[char]) -> Vec<usize> {
    let digits = |from: usize| s[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let mut ends = Vec::new();
    let mut end = digits(0);
    while end > 0 {
        ends.push(end);
        if end + 1 < s.len() && matches!(s[end], '.' | ',') {
            let more = digits(end + 1);
            if more == 0 {
                break;
            }
            end += 1 + more;
        } else {
            break;
        }
    }
    ends
}

fn tokens(body: &str, varies: bool) -> Vec<Tok> {
    let s: Vec<char> = body.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let word_start = i == 0 || !is_word_char(s[i - 1]);
        if s[i] == '…' {
            toks.push(Tok::Any);
            i += 1;
        } else if !varies {
            toks.push(Tok::Lit(s[i]));
            i += 1;
        } else if s[i] == ' ' {
            toks.push(Tok::Space);
            i += s[i..].iter().take_while(|c| **c == ' ').count();
        } else if let Some(len) = word_start.then(|| word_at(&s[i..], KERNELS)).flatten() {
            toks.push(Tok::Word(KERNELS));
            i += len;
        } else if let Some(len) = word_start.then(|| word_at(&s[i..], TIME_UNITS)).flatten() {
            toks.push(Tok::Word(TIME_UNITS));
            i += len;
        } else if let Some(&len) = number_ends(&s[i..]).last() {
            toks.push(Tok::Num);
            i += len;
        } else {
            toks.push(Tok::Lit(s[i]));
            i += 1;
        }
    }
    toks
}

fn matches_line(p: &[Tok], s: &[char]) -> bool {
    let Some((first, rest)) = p.split_first() else {
        return s.is_empty();
    };
    match *first {
        Tok::Lit(c) => s.first() == Some(&c) && matches_line(rest, &s[1..]),
        Tok::Any => (0..=s.len()).any(|k| matches_line(rest, &s[k..])),
        Tok::Num => number_ends(s)
            .into_iter()
            .rev()
            .any(|k| matches_line(rest, &s[k..])),
        Tok::Space => {
            let n = s.iter().take_while(|c| **c == ' ').count();
            (1..=n).rev().any(|k| matches_line(rest, &s[k..]))
        }
        Tok::Word(words) => words.iter().any(|w| {
            let len = w.chars().count();
            word_at(s, &[w]).is_some() && matches_line(rest, &s[len..])
        }),
    }
}

// ---- running a block --------------------------------------------------------

struct Run {
    /// Each command's output lines and exit status, for the commands that ran.
    outputs: Vec<(Vec<String>, i32)>,
    /// What the script printed after the last marker (a command cut short).
    tail: String,
    timed_out: bool,
}

fn run_block(root: &Path, bin_dir: &Path, cmds: &[Cmd]) -> Run {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for name in ["examples", "crates", "benchsuite"] {
        std::os::unix::fs::symlink(root.join(name), dir.path().join(name))
            .expect("a symlink in the temporary directory");
    }
    let mut script = String::from("exec 2>&1\n");
    for cmd in cmds {
        script.push_str(&cmd.text);
        script.push('\n');
        script.push_str(&format!(
            "__rc=$?; printf '\\n{MARKER}%d@@\\n' \"$__rc\"; (exit $__rc)\n"
        ));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![PathBuf::from(bin_dir)];
    paths.extend(std::env::split_paths(&path));
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(dir.path())
        .env("PATH", std::env::join_paths(paths).expect("a PATH"))
        .env("LC_ALL", "C")
        .env_remove("QUEENS_GPU_ADAPTER")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .expect("bash runs");
    let mut stdout = child.stdout.take().expect("the script's output");
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        out
    });
    let started = Instant::now();
    let mut timed_out = false;
    loop {
        if child.try_wait().expect("waiting for bash").is_some() {
            break;
        }
        if started.elapsed() > BLOCK_TIMEOUT {
            timed_out = true;
            let _ = Command::new("kill")
                .args(["-KILL", "--", &format!("-{}", child.id())])
                .status();
            let _ = child.wait();
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = reader.join().expect("the reader thread");
    let out = String::from_utf8_lossy(&out);
    split_outputs(&out, timed_out)
}

/// Cuts the script's output at the markers.
fn split_outputs(out: &str, timed_out: bool) -> Run {
    let mut outputs = Vec::new();
    let mut rest = out;
    let separator = format!("\n{MARKER}");
    while let Some(at) = rest.find(&separator) {
        let chunk = &rest[..at];
        let after = &rest[at + separator.len()..];
        let Some((status, next)) = after.split_once("@@\n") else {
            break;
        };
        outputs.push((output_lines(chunk), status.parse().unwrap_or(-1)));
        rest = next;
    }
    Run {
        outputs,
        tail: rest.to_string(),
        timed_out,
    }
}

fn output_lines(chunk: &str) -> Vec<String> {
    if chunk.is_empty() {
        return Vec::new();
    }
    let chunk = chunk.strip_suffix('\n').unwrap_or(chunk);
    chunk.split('\n').map(|l| l.trim_end().to_string()).collect()
}

// ---- comparing ----------------------------------------------------------------

fn check_block(doc: &str, cmds: &[Cmd], run: &Run) -> Vec<String> {
    let mut failures = Vec::new();
    for (k, cmd) in cmds.iter().enumerate() {
        let Some((actual, status)) = run.outputs.get(k) else {
            let why = if run.timed_out {
                format!("the block was killed after {} s", BLOCK_TIMEOUT.as_secs())
            } else {
                "the shell stopped before it".to_string()
            };
            let mut msg = format!("{doc}:{}: `$ {}` did not finish: {why}", cmd.line, cmd.text);
            if k == run.outputs.len() && !run.tail.is_empty() {
                msg.push_str("\n  its output so far:");
                for line in output_lines(&run.tail).iter().take(40) {
                    msg.push_str(&format!("\n  + {line}"));
                }
            }
            failures.push(msg);
            continue;
        };
        let diff = diff(&cmd.expected, actual);
        let want = cmd.status.unwrap_or(0);
        let status_ok = *status == want;
        if diff.is_none() && status_ok {
            continue;
        }
        let mut msg = format!("{doc}:{}: `$ {}`", cmd.line, cmd.text);
        if !status_ok {
            msg.push_str(&format!(
                "\n  exit status {status}, expected {want} (say `# exit status N` in a comment when it is not 0)"
            ));
        }
        if let Some(diff) = diff {
            msg.push_str("\n  output differs (`-` a line of the document not printed, `+` printed but not in it, `~` matched by `…`):");
            msg.push_str(&diff);
        }
        failures.push(msg);
    }
    failures
}

/// Line-matches `expected` against `actual`; `None` when they match, else a listing.
fn diff(expected: &[Expect], actual: &[String]) -> Option<String> {
    const MAX_LINES: usize = 2000;
    let actual: Vec<Vec<char>> = actual
        .iter()
        .take(MAX_LINES)
        .map(|l| l.chars().collect())
        .collect();
    let (n, m) = (expected.len(), actual.len());
    let line_ok = |i: usize, j: usize| match &expected[i].pattern {
        Pattern::AnyLines => false,
        Pattern::Line(toks) => matches_line(toks, &actual[j]),
    };
    // cost[i][j]: fewest unmatched lines aligning expected[i..] with actual[j..].
    let mut cost = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..=n).rev() {
        for j in (0..=m).rev() {
            cost[i][j] = if i == n {
                m - j
            } else if j == m {
                match expected[i].pattern {
                    Pattern::AnyLines => cost[i + 1][j],
                    Pattern::Line(_) => cost[i + 1][j] + 1,
                }
            } else {
                match expected[i].pattern {
                    Pattern::AnyLines => cost[i + 1][j].min(cost[i][j + 1]),
                    Pattern::Line(_) => {
                        let mut best = (cost[i + 1][j] + 1).min(cost[i][j + 1] + 1);
                        if line_ok(i, j) {
                            best = best.min(cost[i + 1][j + 1]);
                        }
                        best
                    }
                }
            };
        }
    }
    if cost[0][0] == 0 && actual.len() < MAX_LINES {
        return None;
    }
    let text = |j: usize| actual[j].iter().collect::<String>();
    let mut out = String::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && line_ok(i, j) && cost[i][j] == cost[i + 1][j + 1] {
            out.push_str(&format!("\n    {:>4}: {}", expected[i].line, text(j)));
            (i, j) = (i + 1, j + 1);
        } else if i < n && matches!(expected[i].pattern, Pattern::AnyLines) {
            if j < m && cost[i][j] == cost[i][j + 1] {
                out.push_str(&format!("\n  ~ {:>4}: {}", expected[i].line, text(j)));
                j += 1;
            } else {
                i += 1;
            }
        } else if i < n && (j == m || cost[i][j] == cost[i + 1][j] + 1) {
            out.push_str(&format!("\n  - {:>4}: {}", expected[i].line, expected[i].raw));
            i += 1;
        } else {
            out.push_str(&format!("\n  +       {}", text(j)));
            j += 1;
        }
    }
    if actual.len() >= MAX_LINES {
        out.push_str(&format!("\n  (output cut at {MAX_LINES} lines)"));
    }
    Some(out)
}

#[cfg(test)]
mod rules {
    use super::*;

    fn line(pattern: &str, varies: bool, actual: &str) -> bool {
        let s: Vec<char> = actual.chars().collect();
        matches_line(&tokens(pattern, varies), &s)
    }

    #[test]
    fn wildcards_and_varying_figures() {
        assert!(line("a … b", false, "a xyz b"));
        assert!(line("a … b", false, "a  b"));
        assert!(!line("a … b", false, "a b"));
        assert!(!line("time 1.5 s", false, "time 2.5 s"));
        assert!(line("time        141.2 ms", true, "time  2.1 s"));
        assert!(line("kernel      avx512", true, "kernel      scalar"));
        assert!(line(
            r#"{"elapsed_ms":1.914,"kernel":"avx512"}"#,
            true,
            r#"{"elapsed_ms":10,"kernel":"avx2"}"#
        ));
        assert!(!line(r#"{"elapsed_ms":1.914}"#, true, r#"{"elapsed_s":1.914}"#));
        assert!(line("solutions   14,772,512", true, "solutions   1"));
        assert!(!line("1,2", true, "x"));
        assert_eq!(number_ends(&"1.5,".chars().collect::<Vec<_>>()), vec![1, 3]);
    }

    #[test]
    fn comments_and_statuses() {
        assert_eq!(split_comment("out  # x"), ("out", Some("x")));
        assert_eq!(split_comment("a # b"), ("a # b", None));
        assert_eq!(exit_status("on stderr, exit status 1"), Some(1));
        assert_eq!(exit_status("no adapter: exit status 2"), Some(2));
        assert_eq!(exit_status("1-based"), None);
    }

    #[test]
    fn outputs_split_at_markers() {
        let out = format!("a\nb\n\n{MARKER}0@@\nno newline\n{MARKER}1@@\n\n{MARKER}2@@\n\n\n{MARKER}0@@\n");
        let run = split_outputs(&out, false);
        let got: Vec<_> = run.outputs.iter().map(|(l, s)| (l.len(), *s)).collect();
        assert_eq!(got, vec![(2, 0), (1, 1), (0, 2), (1, 0)]);
    }

    #[test]
    fn any_lines_and_the_listing() {
        let block = Block {
            fence_line: 1,
            lines: vec![
                (2, "$ x".into()),
                (3, "a".into()),
                (4, "…".into()),
                (5, "z".into()),
            ],
            skip: Skip::No,
        };
        let cmds = parse_commands("README.md", &block).unwrap();
        let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(diff(&cmds[0].expected, &lines(&["a", "z"])).is_none());
        assert!(diff(&cmds[0].expected, &lines(&["a", "b", "c", "z"])).is_none());
        let listing = diff(&cmds[0].expected, &lines(&["a", "b"])).unwrap();
        assert!(listing.contains("-    5: z"), "{listing}");
    }
}

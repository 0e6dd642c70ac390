//! `queens judge FILE`: the command around the judge library (whose own
//! tests, `cargo test -p judge --test it`, judge every task in every
//! language and every bug of the atlas). Here: the exit statuses (0 all
//! AC, 1 any other verdict, 2 bad usage), both languages, `--json`, a
//! learner's printed trace compared with ours, Ctrl-C.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::{self, Output, repo_file};

/// `queens judge ARGS` with the words in English whatever the locale.
fn judge(args: &[&str]) -> Output {
    let out = common::queens()
        .arg("judge")
        .args(args)
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .output()
        .expect("queens runs");
    Output {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).expect("UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8"),
    }
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn a_bug_of_the_atlas_is_named_with_its_fix_in_both_languages() {
    if !common::toolchain("python3") {
        return;
    }
    let bug = repo_file("crates/judge/bugs/count/no-undo/flags.py");
    let out = judge(&[&bug]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_eq!(out.stderr, "");
    let text = &out.stdout;
    for line in [
        "task: count — the number of ways to place n queens; n (1 to 10) on stdin (guessed from the file's name; --task chooses)",
        "test 3: AC",
        "test 4: WA — expected 2, got 0",
        "3/10 AC",
        "first failing test: 4, WA (wrong answer)",
        "bug: it never takes a queen back: when the search below a queen returns, her column and diagonal marks stay set, so later squares look attacked by a queen that is gone.",
        "   33 +             self.column[col] = False  # take it back",
        "watch the search: queens trace 4 --algo flags --code py",
    ] {
        assert!(text.lines().any(|l| l == line), "no line {line:?} in:\n{text}");
    }
    let vi = judge(&[&bug, "--lang", "vi"]);
    assert_eq!(vi.code, 1);
    assert!(
        vi.stdout.contains("test sai đầu tiên: 4, WA (sai kết quả)"),
        "{}",
        vi.stdout
    );
    assert!(
        vi.stdout
            .contains("lỗi: chương trình không bao giờ nhấc quân hậu ra"),
        "{}",
        vi.stdout
    );
    // The locale chooses when --lang does not.
    let by_locale = common::queens()
        .args(["judge", &bug])
        .env("LC_ALL", "vi_VN.UTF-8")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&by_locale.stdout).contains("xem quá trình tìm kiếm"));

    let json = judge(&[&bug, "--json"]);
    let lines: Vec<Value> = json
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 11);
    assert_eq!(lines[3]["verdict"], "WA");
    assert_eq!(lines[3]["why"], "expected 2, got 0");
    let summary = &lines[10];
    assert_eq!(summary["verdict"], "WA");
    assert_eq!(summary["bug"]["name"], "no-undo");
    assert_eq!(summary["bug"]["fix"][0]["line"], 33);
    assert_eq!(summary["first_failed"]["input"], "4\n");
    assert_eq!(
        summary["trace"]["command"],
        "queens trace 4 --algo flags --code py"
    );
}

#[test]
fn correct_programs_pass_and_each_verdict_has_its_status() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    if common::toolchain("g++") {
        let out = judge(&[&repo_file("crates/web/assets/code/flags.cpp"), "--stats"]);
        assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
        assert!(out.stdout.contains("test 10: AC  ["), "{}", out.stdout);
        assert!(out.stdout.ends_with("10/10 AC\n"), "{}", out.stdout);
        assert!(out.stderr.contains("passed      10"), "{}", out.stderr);

        let ce = write(d, "ce.cpp", "int main() { return x; }\n");
        let out = judge(&[&ce, "--task", "count"]);
        assert_eq!(out.code, 1);
        assert!(out.stdout.contains("CE: g++ cannot compile"), "{}", out.stdout);
        assert!(out.stdout.contains("was not declared"), "{}", out.stdout);
    }
    if common::toolchain("javac") && common::toolchain("java") {
        let out = judge(&[&repo_file("crates/web/assets/code/Flags.java")]);
        assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    }
    if !common::toolchain("python3") {
        return;
    }
    let quick = ["--task", "sudoku", "--time-limit", "0.2", "--memory-limit", "48M"];
    for (name, text, verdict) in [
        (
            "spin.py",
            "while True:\n    pass\n",
            "TLE — over 0.20 s of CPU time",
        ),
        (
            "boom.py",
            "raise IndexError('list index out of range')\n",
            "RE — exit status 1 (IndexError: list index out of range)",
        ),
        (
            "hog.py",
            "a = []\nwhile True:\n    a.append(bytearray(1 << 20))\n",
            "MLE — over 48 MiB of memory",
        ),
        (
            "wrong.py",
            "print(42)\n",
            "WA — expected the 81 digits of the solved grid, got 2 characters",
        ),
    ] {
        let path = write(d, name, text);
        let mut args = vec![path.as_str()];
        args.extend(quick);
        let out = judge(&args);
        assert_eq!(out.code, 1, "{name}: {}", out.stderr);
        assert!(
            out.stdout.contains(&format!("test 1: {verdict}")),
            "{name}: {}",
            out.stdout
        );
    }
}

#[test]
fn bad_usage_is_exit_2_with_one_error_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let rb = write(d, "count.rb", "puts 1\n");
    let main = write(d, "main.py", "print(1)\n");
    let java = write(d, "Flags.java", "public class Flags {}\n");
    for (args, says) in [
        (
            vec![rb.as_str()],
            "the judge runs .py (Python 3), .cpp (C++17) and .java programs, not .rb",
        ),
        (
            vec![main.as_str()],
            "cannot tell the task from the file's name; choose it with --task (count, boards",
        ),
        (
            vec![main.as_str(), "--task", "queens"],
            "no task `queens`: count, boards, perms",
        ),
        (
            vec![main.as_str(), "--time-limit", "0"],
            "the time limit must be from 10ms to 60s",
        ),
        (
            vec![main.as_str(), "--memory-limit", "10K"],
            "the memory limit must be from 1M to 64G",
        ),
        (vec![main.as_str(), "--lang", "fr"], "no words in `fr`: en or vi"),
    ] {
        let out = judge(&args);
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert_eq!(out.stdout, "", "{args:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
        assert!(out.stderr.contains(says), "{args:?}: {}", out.stderr);
    }
    // A compiler that is not installed is named, with how to install it.
    let out = common::queens()
        .args(["judge", &java])
        .env("PATH", d)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err,
        "error: javac is not installed, and Java programs need it; install it: sudo apt install \
         default-jdk-headless (Debian, Ubuntu); brew install openjdk (macOS)\n"
    );
}

/// A learner's program that prints its own trace in the listings' marker
/// format: the judge sets the steps aside to judge the count, names the
/// bug, and says where its steps and the lesson's part.
#[test]
fn a_printed_trace_is_compared_with_the_lessons() {
    if !common::toolchain("python3") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let program = write(
        dir.path(),
        "my_queens.py",
        r#"import sys

n = int(sys.stdin.readline())
column, down, up = [False] * n, [False] * (2 * n - 1), [False] * (2 * n - 1)
count = 0


def step(*words):
    if n <= 6:
        print(*words)


def solve(row):
    global count
    if row == n:
        step("solution")
        count += 1
        return
    placed = False
    for col in range(n):
        step("try", f"row={row}", f"col={col}")
        if column[col] or down[row - col + n - 1] or up[row + col]:
            step("reject", f"row={row}", f"col={col}")
            continue
        column[col] = down[row - col + n - 1] = up[row + col] = True
        step("place", f"row={row}", f"col={col}")
        placed = True
        solve(row + 1)
        step("remove", f"row={row}", f"col={col}")  # the marks stay set
    if not placed:
        step("dead_end", f"row={row}")


solve(0)
print(count)
"#,
    );
    let out = judge(&[&program]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    let text = &out.stdout;
    assert!(text.contains("bug: it never takes a queen back"), "{text}");
    assert!(
        text.contains("watch the search: queens trace 4 --algo flags --code py"),
        "{text}"
    );
    let parted = text
        .lines()
        .find(|l| l.starts_with("your printed steps follow flags's for "))
        .unwrap_or_else(|| panic!("no parting in:\n{text}"));
    assert!(parted.contains("yours is `reject row="), "{parted}");
    assert!(parted.contains("flags's is `place row="), "{parted}");
}

#[test]
fn ctrl_c_kills_the_program_and_removes_the_work_folder() {
    if !common::toolchain("python3") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let said = dir.path().join("said");
    let program = write(
        dir.path(),
        "waits.py",
        &format!(
            "import os, time\nopen({:?}, 'w').write(os.getcwd() + ' ' + str(os.getpid()))\ntime.sleep(60)\n",
            said.display().to_string()
        ),
    );
    let mut child = common::queens()
        .args(["judge", &program, "--task", "count"])
        .env("LC_ALL", "C")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while !said.exists() || std::fs::read_to_string(&said).unwrap().is_empty() {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the program never started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let text = std::fs::read_to_string(&said).unwrap();
    let (work, pid) = text.split_once(' ').unwrap();
    assert!(Path::new(work).is_dir());
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let status = child.wait().unwrap();
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert_eq!(status.code(), Some(130), "{err}");
    assert_eq!(
        err,
        "stopped by SIGINT: the program was killed and its work folder removed\n"
    );
    assert!(!Path::new(work).exists(), "{work} is left");
    let proc = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    assert!(proc.is_empty() || proc.contains("State:\tZ"), "{proc}");
}

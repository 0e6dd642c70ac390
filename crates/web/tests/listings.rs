//! The page's N-Queens listings in Python, C++ and Java are real
//! programs: each one is compiled and run (`python3`, `g++ -std=c++17
//! -O2`, `javac`/`java`) on the counting lesson's boards, n = 1..=10
//! (fewer for the enumerators), and must print the known count; then it is
//! run once more instrumented from its own markers (the test inserts a
//! print before each marked line, printing the tag and the expressions in
//! its braces) and the steps it takes for n = 4..=6 must be the library's
//! trace, step for step: kind, row and column, and the reason of each
//! reject where the listing marks reasons.
//!
//! A missing toolchain skips its language with a `SKIPPED` line, and fails
//! the test when `CI` is set (`.ci/run` installs them).

use std::io::Write;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use nqueens::{Algo, Limits};
use web::{Lang, Listing, queens_listing, tag_parts};

/// The approaches that have listings on the page (as `/api/puzzles`
/// offers them).
fn approaches() -> Vec<Algo> {
    let config = web::Config::default();
    let queens = web::REGISTRY
        .iter()
        .find(|p| p.name() == "queens")
        .expect("queens is in the registry");
    queens
        .info(&config)
        .algos
        .iter()
        .map(|a| a.name.parse().expect("an nqueens approach"))
        .collect()
}

/// The boards each listing is counted on, 1..=max: the enumerators stop
/// where their candidates pass a few million (Python sooner).
fn count_max(algo: Algo, lang: Lang) -> usize {
    match (algo, lang) {
        (Algo::Brute, Lang::Py) => 5,
        (Algo::Brute, _) => 6,
        (Algo::Odometer, Lang::Py) => 6,
        (Algo::Odometer, _) => 7,
        (Algo::Permutations, Lang::Py) => 8,
        _ => 10,
    }
}

/// The boards each listing is traced on (whole traces of at most some
/// tens of thousands of steps).
fn traced(algo: Algo) -> std::ops::RangeInclusive<usize> {
    match algo {
        Algo::Brute => 4..=4,
        Algo::Odometer => 4..=5,
        _ => 4..=6,
    }
}

/// The statement printing `name` and the values of `exprs`, one line.
fn print_statement(lang: Lang, name: &str, exprs: &[&str]) -> String {
    match lang {
        Lang::Py => {
            let args: String = exprs.iter().map(|e| format!(", {e}")).collect();
            format!("print({name:?}{args})")
        }
        Lang::Cpp => {
            let args: String = exprs.iter().map(|e| format!(" << ' ' << ({e})")).collect();
            format!("std::cout << {name:?}{args} << '\\n';")
        }
        Lang::Java => {
            let args: String = exprs.iter().map(|e| format!(" + \" \" + ({e})")).collect();
            format!("System.out.println({name:?}{args});")
        }
        Lang::Rust => unreachable!("the Rust listings are not whole programs"),
    }
}

/// The listing with a print inserted before each marked line, at its
/// indent, for each of its tags; a tag that the line above also has is
/// printed once (one statement spread over several lines is one step).
fn instrument(text: &str, lang: Lang) -> String {
    let mut out = String::new();
    let mut above: Vec<&str> = Vec::new();
    for line in text.lines() {
        let mut here = Vec::new();
        if let Some((_, tags)) = line.split_once(lang.marker()) {
            let indent = &line[..line.len() - line.trim_start().len()];
            for tag in tags.split_whitespace() {
                let (name, exprs) = tag_parts(tag);
                here.push(name);
                if !above.contains(&name) {
                    out += indent;
                    out += &print_statement(lang, name, &exprs);
                    out.push('\n');
                }
            }
        }
        above = here;
        out += line;
        out.push('\n');
    }
    out
}

/// One step as a program or the library reports it: its kind, the reason
/// of a reject, and the row and column (as many as the listing prints).
#[derive(Debug, PartialEq, Eq)]
struct Step {
    kind: String,
    reason: Option<String>,
    at: Vec<usize>,
}

/// The steps an instrumented run printed (a `reject.column` line gives
/// the reason of the next `reject`), and its last line, the count.
fn steps_printed(output: &str) -> (Vec<Step>, String) {
    let mut lines: Vec<&str> = output.lines().collect();
    let count = lines.pop().unwrap_or_default().to_owned();
    let mut steps = Vec::new();
    let mut reason: Option<(String, String)> = None;
    for line in lines {
        let mut words = line.split_whitespace();
        let name = words.next().unwrap_or_default();
        if let Some((kind, why)) = name.split_once('.') {
            reason = Some((kind.to_owned(), why.to_owned()));
            continue;
        }
        let at = words
            .map(|w| w.parse().unwrap_or_else(|_| panic!("not a number in {line:?}")))
            .collect();
        let reason = match reason.take() {
            Some((kind, why)) if kind == name => Some(why),
            other => {
                reason = other;
                None
            }
        };
        steps.push(Step {
            kind: name.to_owned(),
            reason,
            at,
        });
    }
    (steps, count)
}

/// The library's trace of `algo` on n queens, each step with as many of
/// its row and column as the program printed there.
fn library_steps(algo: Algo, n: usize, like: &[Step], reasons: bool) -> Vec<Step> {
    let mut steps = Vec::new();
    algo.trace(n, &Limits::none(), |s| {
        let d = s.detail.as_ref();
        let (row, col) = (d.and_then(|d| d.row), d.and_then(|d| d.col));
        let wanted = like.get(steps.len()).map_or(0, |l: &Step| l.at.len());
        steps.push(Step {
            kind: s.kind.name().to_owned(),
            reason: if reasons {
                d.and_then(|d| d.reject).map(|a| a.line.name().to_owned())
            } else {
                None
            },
            at: [row, col]
                .into_iter()
                .take(wanted)
                .map(|v| v.unwrap_or(usize::MAX))
                .collect(),
        });
        ControlFlow::Continue(())
    })
    .unwrap();
    steps
}

/// A listing made ready to run: the command that runs it.
struct Program {
    program: PathBuf,
    args: Vec<String>,
}

impl Program {
    /// Writes `source` as the listing's file in `dir` and compiles it.
    fn build(lang: Lang, stem: &str, source: &str, dir: &Path) -> Program {
        let file = dir.join(lang.file_name(stem));
        std::fs::write(&file, source).unwrap();
        let compile = |cmd: &mut Command| {
            let out = cmd.output().expect("the compiler runs");
            assert!(
                out.status.success(),
                "{} does not compile:\n{}",
                file.display(),
                String::from_utf8_lossy(&out.stderr)
            );
        };
        match lang {
            Lang::Py => Program {
                program: "python3".into(),
                args: vec![file.display().to_string()],
            },
            Lang::Cpp => {
                let exe = dir.join(stem);
                compile(
                    Command::new("g++")
                        .args(["-std=c++17", "-O2", "-o"])
                        .arg(&exe)
                        .arg(&file),
                );
                Program {
                    program: exe,
                    args: Vec::new(),
                }
            }
            Lang::Java => {
                compile(Command::new("javac").arg("-d").arg(dir).arg(&file));
                let class = lang.file_name(stem).trim_end_matches(".java").to_owned();
                Program {
                    program: "java".into(),
                    args: vec!["-cp".into(), dir.display().to_string(), class],
                }
            }
            Lang::Rust => unreachable!("the Rust listings are not whole programs"),
        }
    }

    /// Runs it with `input` on stdin; its stdout.
    fn run(&self, input: &str) -> String {
        let mut child = Command::new(&self.program)
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the program starts");
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{:?} {:?} on {input:?} failed:\n{}",
            self.program,
            self.args,
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }
}

/// Whether `lang`'s toolchain is here; with `CI` set, a missing one fails.
fn toolchain(lang: Lang) -> bool {
    let tools: &[(&str, &str)] = match lang {
        Lang::Py => &[("python3", "--version")],
        Lang::Cpp => &[("g++", "--version")],
        Lang::Java => &[("javac", "-version"), ("java", "-version")],
        Lang::Rust => &[],
    };
    for (tool, flag) in tools {
        let found = Command::new(tool)
            .arg(flag)
            .output()
            .is_ok_and(|o| o.status.success());
        if !found {
            assert!(
                std::env::var_os("CI").is_none(),
                "{tool} is missing, and CI is set: the {} listings must be run",
                lang.name()
            );
            println!("SKIPPED: the {} listings ({tool} is missing)", lang.name());
            return false;
        }
    }
    true
}

/// Every N-Queens listing in `lang` counts right and traces as the
/// library does.
fn listings_run_as_the_library_traces(lang: Lang) {
    if !toolchain(lang) {
        return;
    }
    let known = testkit::known_counts();
    let dir = tempfile::tempdir().unwrap();
    for algo in approaches() {
        let text = queens_listing(algo, lang);
        let stem = algo.name();
        let plain = dir.path().join("plain").join(stem);
        let marked = dir.path().join("instrumented").join(stem);
        std::fs::create_dir_all(&plain).unwrap();
        std::fs::create_dir_all(&marked).unwrap();

        let program = Program::build(lang, stem, text, &plain);
        for n in 1..=count_max(algo, lang) {
            let want = known.iter().find(|k| k.n == n).unwrap().total;
            let got = program.run(&format!("{n}\n"));
            assert_eq!(got.trim(), want.to_string(), "{stem} in {}, n = {n}", lang.name());
        }

        let reasons = Listing::parse_in(text, lang)
            .events
            .keys()
            .any(|k| k.starts_with("reject."));
        let program = Program::build(lang, stem, &instrument(text, lang), &marked);
        for n in traced(algo) {
            let (got, count) = steps_printed(&program.run(&format!("{n}\n")));
            let want = library_steps(algo, n, &got, reasons);
            let first_difference = got.iter().zip(&want).position(|(g, w)| g != w);
            if let Some(i) = first_difference {
                panic!(
                    "{stem} in {}, n = {n}: step {} is {:?}, the library's is {:?}",
                    lang.name(),
                    i + 1,
                    got[i],
                    want[i]
                );
            }
            assert_eq!(
                got.len(),
                want.len(),
                "{stem} in {}, n = {n}: the steps",
                lang.name()
            );
            let total = known.iter().find(|k| k.n == n).unwrap().total;
            assert_eq!(
                count,
                total.to_string(),
                "{stem} in {}, n = {n}: instrumented",
                lang.name()
            );
        }
    }
}

#[test]
fn python_listings_run_as_the_library_traces() {
    listings_run_as_the_library_traces(Lang::Py);
}

#[test]
fn cpp_listings_run_as_the_library_traces() {
    listings_run_as_the_library_traces(Lang::Cpp);
}

#[test]
fn java_listings_run_as_the_library_traces() {
    listings_run_as_the_library_traces(Lang::Java);
}

/// The instrumenting itself: a print before each marked line, one for a
/// tag run over several lines, the braces' expressions printed.
#[test]
fn instrumenting_inserts_one_print_per_step() {
    let text = "for c in r:\n    a(c)  #@ place{row,c}\n    b(c)  #@ place\n    if x:\n        go  #@ reject.column reject\n";
    let want = "for c in r:\n    print(\"place\", row, c)\n    a(c)  #@ place{row,c}\n    b(c)  #@ place\n    if x:\n        print(\"reject.column\")\n        print(\"reject\")\n        go  #@ reject.column reject\n";
    assert_eq!(instrument(text, Lang::Py), want);
    let (steps, count) = steps_printed("place 0 1\nreject.column\nreject 1 0\ndead_end 1\n7\n");
    assert_eq!(count, "7");
    assert_eq!(
        steps,
        [
            Step {
                kind: "place".into(),
                reason: None,
                at: vec![0, 1]
            },
            Step {
                kind: "reject".into(),
                reason: Some("column".into()),
                at: vec![1, 0]
            },
            Step {
                kind: "dead_end".into(),
                reason: None,
                at: vec![1]
            },
        ]
    );
}

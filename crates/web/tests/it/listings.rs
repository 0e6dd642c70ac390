//! The page's listings in Python, C++ and Java are real programs: each
//! one is compiled and run (`python3`, `g++ -std=c++17 -O2`,
//! `javac`/`java`) on its lesson's inputs and must print the known answer
//! (N-Queens: n = 1..=10, fewer for the enumerators, against the known
//! counts; perms, subsets, combination sum, word search and the Sudoku
//! solver `simple`: their answers, against the libraries'); then it is run once more instrumented from its own markers
//! (the test inserts a print before each marked line: the tag, and each
//! expression in its braces as `name=value`) and the steps it takes (for
//! N-Queens, n = 4..=6, and 4..=8 where the listing names the test each
//! reject fails) must be the library's trace, step for step: the
//! kind, each value printed against the trace's JSON field of that name
//! (`row`, `col`, `value`, `digit`, `dir`, …), and the reason of each reject where the
//! listing marks reasons.
//!
//! Every other puzzle of the page whose listings read their input as
//! the page sends it (`Input::stdin`: the knight's tour, the maze, kings,
//! rooks, perms, Queens with regions, graph colouring, and any puzzle added to the registry with whole
//! programs) is run the same way by one generic function, on the page's
//! own inputs, against the trace the page plays (`TraceRequest::trace`).
//! Each program is compiled once a language; the cases are few, so that
//! the three tests stay within a few minutes together.
//!
//! A missing toolchain skips its language with a `SKIPPED` line, and fails
//! the test when `CI` is set (`.ci/run` installs them).

use std::io::Write;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use nqueens::approaches::{Algo, Limits};
use puzzles::Puzzle;
use web::{Lang, Listing, is_frame_tag, queens_listing, tag_parts};

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

/// The statement printing `name` and each of `exprs` as `expr=value`,
/// one line.
fn print_statement(lang: Lang, name: &str, exprs: &[&str]) -> String {
    match lang {
        Lang::Py => {
            let args: String = exprs.iter().map(|e| format!(", f\"{e}={{{e}}}\"")).collect();
            format!("print({name:?}{args})")
        }
        Lang::Cpp => {
            let args: String = exprs.iter().map(|e| format!(" << \" {e}=\" << ({e})")).collect();
            format!("std::cout << {name:?}{args} << '\\n';")
        }
        Lang::Java => {
            let args: String = exprs.iter().map(|e| format!(" + \" {e}=\" + ({e})")).collect();
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
            for tag in tags.split_whitespace().filter(|t| !is_frame_tag(t)) {
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
/// of a reject, and the values the program printed (by name).
#[derive(Debug, PartialEq, Eq)]
struct Step {
    kind: String,
    reason: Option<String>,
    values: Vec<(String, String)>,
}

/// The steps an instrumented run printed (a `reject.column` line gives
/// the reason of the next `reject`), and the rest of its output (its
/// answer: after the last step, or a judge task's answer to each case
/// between the cases' steps).
fn steps_printed(output: &str) -> (Vec<Step>, String) {
    let mut steps = Vec::new();
    let mut reason: Option<(String, String)> = None;
    let mut rest = String::new();
    for line in output.lines() {
        let mut words = line.split_whitespace();
        let name = words.next().unwrap_or_default();
        // A step: a tag, then only `name=value` words (`no solution` is
        // an answer).
        let is_tag = !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b"_.-".contains(&b))
            && line.split_whitespace().skip(1).all(|w| w.contains('='));
        if !is_tag {
            rest += line;
            rest.push('\n');
            continue;
        }
        if let Some((kind, why)) = name.split_once('.') {
            reason = Some((kind.to_owned(), why.to_owned()));
            continue;
        }
        let values = words
            .map(|w| {
                let (k, v) = w
                    .split_once('=')
                    .unwrap_or_else(|| panic!("not name=value in {line:?}"));
                (
                    k.to_owned(),
                    v.parse().unwrap_or_else(|_| panic!("not a number in {line:?}")),
                )
            })
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
            values,
        });
    }
    (steps, rest)
}

/// A library trace (its steps as JSON) as the program's steps: each step
/// with the fields the program printed at the same step, and its reason
/// if `reasons`; a step of the `end` choice has the reason `end` (the
/// listings mark its line `try.end`, `place.end`, `remove.end`).
fn library_steps(trace: &[serde_json::Value], like: &[Step], reasons: bool) -> Vec<Step> {
    trace
        .iter()
        .enumerate()
        .map(|(i, json)| Step {
            kind: json["event"].as_str().unwrap().to_owned(),
            reason: json["reason"]
                .as_str()
                .filter(|_| reasons)
                .map(str::to_owned)
                .or_else(|| (json["end"] == true).then(|| "end".to_owned())),
            values: like.get(i).map_or(Vec::new(), |l| {
                l.values
                    .iter()
                    .map(|(k, _)| {
                        let v = match &json[k.as_str()] {
                            serde_json::Value::String(s) => s.clone(),
                            serde_json::Value::Null => "<none>".to_owned(),
                            other => other.to_string(),
                        };
                        (k.clone(), v)
                    })
                    .collect()
            }),
        })
        .collect()
}

/// Every step of the N-Queens trace of `algo` on n, as JSON.
fn queens_trace(algo: Algo, n: usize) -> Vec<serde_json::Value> {
    let mut steps = Vec::new();
    algo.trace(n, &Limits::none(), |s| {
        steps.push(serde_json::to_value(s).unwrap());
        ControlFlow::Continue(())
    })
    .unwrap();
    steps
}

/// Runs the instrumented `program` on `input` and checks its steps
/// against `trace` and its answer against `answer`.
fn check_instrumented(
    program: &Program,
    input: &str,
    trace: &[serde_json::Value],
    reasons: bool,
    answer: &str,
    what: &str,
) {
    let (got, rest) = steps_printed(&program.run(input));
    let want = library_steps(trace, &got, reasons);
    if let Some(i) = got.iter().zip(&want).position(|(g, w)| g != w) {
        panic!(
            "{what}: step {} is {:?}, the library's is {:?}",
            i + 1,
            got[i],
            want[i]
        );
    }
    assert_eq!(got.len(), want.len(), "{what}: the steps");
    assert_eq!(rest.trim(), answer, "{what}: instrumented, the answer");
}

/// Whether the listing marks the reasons of its rejects.
fn marks_reasons(text: &str, lang: Lang) -> bool {
    Listing::parse_in(text, lang)
        .events
        .keys()
        .any(|k| k.starts_with("reject."))
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
        self.run_with(&[], input)
    }

    /// Runs it with `extra` arguments and `input` on stdin; its stdout.
    fn run_with(&self, extra: &[&str], input: &str) -> String {
        let mut child = Command::new(&self.program)
            .args(&self.args)
            .args(extra)
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

        let reasons = marks_reasons(text, lang);
        let program = Program::build(lang, stem, &instrument(text, lang), &marked);
        // A listing that names the test each reject fails replays the
        // API's reject order (routes.rs checks it against testkit's model
        // for n = 4..=8) on those boards too, in its own language.
        let boards = if reasons {
            *traced(algo).start()..=8
        } else {
            traced(algo)
        };
        for n in boards {
            let total = known.iter().find(|k| k.n == n).unwrap().total;
            let what = format!("{stem} in {}, n = {n}", lang.name());
            check_instrumented(
                &program,
                &format!("{n}\n"),
                &queens_trace(algo, n),
                reasons,
                &total.to_string(),
                &what,
            );
        }
    }
}

/// LeetCode's form of a list of lists: `[[],[1],[1,2]]`.
fn leetcode<T: std::fmt::Display>(lists: &[Vec<T>]) -> String {
    let inner: Vec<String> = lists
        .iter()
        .map(|l| {
            format!(
                "[{}]",
                l.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
            )
        })
        .collect();
    format!("[{}]", inner.join(","))
}

/// A family listing's text, from the page's assets.
fn family_listing(stem: &str, lang: Lang) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/code")
        .join(lang.file_name(stem));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The subsets listing (LeetCode 90: the numbers on stdin, the distinct
/// subsets out) answers and traces as `puzzles::subsets::Subsets` does.
fn subsets_run_as_the_library_traces(lang: Lang) {
    let text = family_listing("subsets", lang);
    let dir = tempfile::tempdir().unwrap();
    let (plain, marked) = (dir.path().join("plain"), dir.path().join("instrumented"));
    std::fs::create_dir_all(&plain).unwrap();
    std::fs::create_dir_all(&marked).unwrap();
    let program = Program::build(lang, "subsets", &text, &plain);
    let instrumented = Program::build(lang, "subsets", &instrument(&text, lang), &marked);
    for input in ["1 2 2", "3 1 2", "", "5", "4 4 4 1 -2", "1 1 2 2 3"] {
        let numbers: Vec<i64> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
        let problem = puzzles::subsets::Subsets::new(numbers).unwrap();
        let mut answer = Vec::new();
        problem.each(&Limits::none(), |s| {
            answer.push(s.to_vec());
            ControlFlow::Continue(())
        });
        let answer = leetcode(&answer);
        let what = format!("subsets in {} on {input:?}", lang.name());
        assert_eq!(program.run(input).trim(), answer, "{what}");
        let mut trace = Vec::new();
        problem.trace(&Limits::none(), |s| {
            trace.push(serde_json::to_value(s).unwrap());
            ControlFlow::Continue(())
        });
        check_instrumented(
            &instrumented,
            input,
            &trace,
            marks_reasons(&text, lang),
            &answer,
            &what,
        );
    }
}

/// The combination-sum listing (LeetCode 39, and 40 with `--once`: the
/// target then the candidates on stdin, the combinations out) answers
/// and traces as `puzzles::combination_sum::CombinationSum` does.
fn combination_sum_runs_as_the_library_traces(lang: Lang) {
    let text = family_listing("combination-sum", lang);
    let dir = tempfile::tempdir().unwrap();
    let (plain, marked) = (dir.path().join("plain"), dir.path().join("instrumented"));
    std::fs::create_dir_all(&plain).unwrap();
    std::fs::create_dir_all(&marked).unwrap();
    let program = Program::build(lang, "combination-sum", &text, &plain);
    let instrumented = Program::build(lang, "combination-sum", &instrument(&text, lang), &marked);
    let cases: [(u64, &str, bool); 7] = [
        (7, "2 3 6 7", false),
        (8, "10 1 2 7 6 1 5", true),
        (5, "2 5 2 1 2", true),
        (1, "2", false),
        (9, "2 3 5", false),
        (12, "3 4 5 3 4", true),
        (10, "1 2", false),
    ];
    for (target, candidates, once) in cases {
        let numbers: Vec<u64> = candidates
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let problem = puzzles::combination_sum::CombinationSum::new(numbers, target, once).unwrap();
        let mut answer = Vec::new();
        problem.each(&Limits::none(), |c| {
            answer.push(c.to_vec());
            ControlFlow::Continue(())
        });
        let answer = leetcode(&answer);
        let input = format!("{target}\n{candidates}\n");
        let args: &[&str] = if once { &["--once"] } else { &[] };
        let what = format!("combination-sum in {} on {input:?} {args:?}", lang.name());
        assert_eq!(program.run_with(args, &input).trim(), answer, "{what}");
        let mut trace = Vec::new();
        problem.trace(&Limits::none(), |s| {
            trace.push(serde_json::to_value(s).unwrap());
            ControlFlow::Continue(())
        });
        let (got, rest) = steps_printed(&instrumented.run_with(args, &input));
        let want = library_steps(&trace, &got, marks_reasons(&text, lang));
        if let Some(i) = got.iter().zip(&want).position(|(g, w)| g != w) {
            panic!(
                "{what}: step {} is {:?}, the library's is {:?}",
                i + 1,
                got[i],
                want[i]
            );
        }
        assert_eq!(got.len(), want.len(), "{what}: the steps");
        assert_eq!(rest.trim(), answer, "{what}: instrumented");
    }
}

/// The textbook Sudoku listing `simple` (LeetCode 37: the 81 cells on
/// stdin, the solved grid out on one line, or `no solution`) answers and
/// traces as `sudoku::trace` does, on the page's built-in puzzles.
fn simple_runs_as_the_library_traces(lang: Lang) {
    let text = family_listing("simple", lang);
    let dir = tempfile::tempdir().unwrap();
    let (plain, marked) = (dir.path().join("plain"), dir.path().join("instrumented"));
    std::fs::create_dir_all(&plain).unwrap();
    std::fs::create_dir_all(&marked).unwrap();
    let program = Program::build(lang, "simple", &text, &plain);
    let instrumented = Program::build(lang, "simple", &instrument(&text, lang), &marked);
    let puzzles = [
        // easy, harder and no-solution of the page (563, 2,101 and 920 steps)
        "538.679.1146.5.38.2........42..365.9...1.26.3..3..5812.8.5..796...9....8.92.831..",
        "12.....8.4.......2..9..35.....9.8....7..2..5...1..42......65..7.......61..83.....",
        "538.679.1146.5.38.2........42..365.9...1.26.3..3..5812.8.5..796...9....8692.831..",
    ];
    for cells in puzzles {
        let grid: sudoku::Grid = cells.parse().unwrap();
        let answer = sudoku::solve(&grid).map_or("no solution".to_owned(), |g| g.to_line());
        // Nine lines of nine, with `0` for the empty cells, as judges give it.
        let input: String = cells
            .replace('.', "0")
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
            .collect();
        let what = format!("simple in {} on {cells}", lang.name());
        assert_eq!(program.run(&input).trim(), answer, "{what}");
        let mut trace = Vec::new();
        sudoku::trace(&grid, &Limits::none(), |s| {
            trace.push(serde_json::to_value(s).unwrap());
            ControlFlow::Continue(())
        });
        check_instrumented(
            &instrumented,
            &input,
            &trace,
            marks_reasons(&text, lang),
            &answer,
            &what,
        );
    }
}

/// The perms listing (the judge task: T, then T numbers n; a line of
/// every permutation of 1..n each) answers as `puzzles::perms::PermutationSearch`
/// lists and, for one n at a time, traces as it does.
fn perms_run_as_the_library_traces(lang: Lang) {
    let text = family_listing("perms", lang);
    let dir = tempfile::tempdir().unwrap();
    let (plain, marked) = (dir.path().join("plain"), dir.path().join("instrumented"));
    std::fs::create_dir_all(&plain).unwrap();
    std::fs::create_dir_all(&marked).unwrap();
    let program = Program::build(lang, "perms", &text, &plain);
    let instrumented = Program::build(lang, "perms", &instrument(&text, lang), &marked);
    let line = |n: usize| {
        let mut perms = Vec::new();
        puzzles::perms::PermutationSearch::new(n)
            .unwrap()
            .each(&Limits::none(), |p| {
                perms.push(p.iter().map(|v| v.to_string()).collect::<String>());
                ControlFlow::Continue(())
            });
        perms.join(" ")
    };
    let judged = program.run("4\n1\n3\n2\n7\n");
    let want: Vec<String> = [1, 3, 2, 7].into_iter().map(line).collect();
    assert_eq!(
        judged.lines().collect::<Vec<_>>(),
        want,
        "perms in {}",
        lang.name()
    );
    for n in 1..=4 {
        let mut trace = Vec::new();
        puzzles::perms::PermutationSearch::new(n)
            .unwrap()
            .trace(&Limits::none(), |s| {
                trace.push(serde_json::to_value(s).unwrap());
                ControlFlow::Continue(())
            });
        let what = format!("perms in {}, n = {n}", lang.name());
        check_instrumented(
            &instrumented,
            &format!("1\n{n}\n"),
            &trace,
            marks_reasons(&text, lang),
            &line(n),
            &what,
        );
    }
}

/// The word-search listing (LeetCode 79 and 212: the grid's rows, an
/// empty line, the words on stdin; the words found, sorted, out) answers
/// as `puzzles::word_search::WordSearch` finds and traces as it does.
fn word_search_runs_as_the_library_traces(lang: Lang) {
    let text = family_listing("word-search", lang);
    let dir = tempfile::tempdir().unwrap();
    let (plain, marked) = (dir.path().join("plain"), dir.path().join("instrumented"));
    std::fs::create_dir_all(&plain).unwrap();
    std::fs::create_dir_all(&marked).unwrap();
    let program = Program::build(lang, "word-search", &text, &plain);
    let instrumented = Program::build(lang, "word-search", &instrument(&text, lang), &marked);
    let cases = [
        ("oaan\netae\nihkr\niflv", "oath pea eat rain oa"),
        ("ABCE\nSFCS\nADEE", "ABCCED SEE ABCB"),
        ("ABCE\nSFCS\nADEE", "SEE"),
        ("aaaa\naaab", "aaaaaaa ab ba aaaa aa"),
        ("ab\ncd", "abdc acdb x dcba"),
        ("ab", "zz"),
    ];
    for (grid, words) in cases {
        let words: Vec<&str> = words.split_whitespace().collect();
        let search = puzzles::word_search::WordGrid::parse(grid)
            .unwrap()
            .search(&words)
            .unwrap();
        let mut found = Vec::new();
        search.each(&Limits::none(), |word, _| {
            found.push(format!("{word:?}"));
            ControlFlow::Continue(())
        });
        found.sort();
        let answer = format!("[{}]", found.join(","));
        let input = format!("{grid}\n\n{}\n", words.join(" "));
        let what = format!("word-search in {} on {input:?}", lang.name());
        assert_eq!(program.run(&input).trim(), answer, "{what}");
        let mut trace = Vec::new();
        search.trace(&Limits::none(), |s| {
            trace.push(serde_json::to_value(s).unwrap());
            ControlFlow::Continue(())
        });
        check_instrumented(
            &instrumented,
            &input,
            &trace,
            marks_reasons(&text, lang),
            &answer,
            &what,
        );
    }
}

/// The puzzles whose programs have a test of their own above, which
/// also checks their answers; every other puzzle of the registry with
/// whole programs is run by [`registry_listings_run_as_the_page_traces`].
const TESTED_ON_THEIR_OWN: [&str; 5] = ["queens", "sudoku", "subsets", "combination-sum", "word-search"];

/// The steps a trace may take to be run here: the page's inputs of the
/// puzzles run generically are a few thousand steps at most.
const GENERIC_STEPS: u64 = 50_000;

/// The queries each puzzle is run on: its size from the smallest to the
/// default (the other options at their defaults), then at the default
/// size each option's first four choices and its last (with the option
/// it goes with, if any).
fn page_queries(info: &web::PuzzleInfo, algo: &str) -> Vec<String> {
    let base = format!("puzzle={}&algo={algo}", info.name);
    let mut queries = Vec::new();
    let size = info.size.as_ref().map(|s| (s.min, s.default));
    let n = |n: usize| size.map_or(String::new(), |_| format!("&n={n}"));
    if let Some((min, default)) = size {
        for k in min..=default {
            queries.push(format!("{base}{}", n(k)));
        }
    } else {
        queries.push(base.clone());
    }
    let default = size.map_or(0, |(_, d)| d);
    for option in &info.options {
        let count = option.choices.len();
        let with = option
            .only_with
            .map_or(String::new(), |[param, value]| format!("&{param}={value}"));
        for (i, choice) in option.choices.iter().enumerate() {
            if i < 4 || i + 1 == count {
                let value: String = url_encoded(choice.value);
                queries.push(format!("{base}{}{with}&{}={value}", n(default), option.name));
            }
        }
    }
    // Choices that only work together: Queens with regions' Star Battle
    // level with its two stars (two stars alone keep the first level,
    // too small for them, and are refused).
    for &(puzzle, query) in TOGETHER {
        if puzzle == info.name {
            queries.push(format!("{base}{}&{query}", n(default)));
        }
    }
    queries.dedup();
    queries
}

/// Queries run besides each choice alone ([`page_queries`]): a puzzle
/// and the choices taken together.
const TOGETHER: &[(&str, &str)] = &[("regions", "level=stars8&stars=2")];

/// A query's value, percent-encoded where it must be.
fn url_encoded(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b',' => (b as char).to_string(),
            other => format!("%{other:02X}"),
        })
        .collect()
}

/// Every puzzle of the registry with whole programs in `lang` (but those
/// [`TESTED_ON_THEIR_OWN`]): each program, instrumented from its
/// markers, takes the steps the page plays, on the page's inputs
/// ([`page_queries`]) given to it as `Input::stdin` says.
fn registry_listings_run_as_the_page_traces(lang: Lang) {
    let api = web::Api::new(web::Config::default());
    let config = web::Config::default();
    let dir = tempfile::tempdir().unwrap();
    let mut ran = Vec::new();
    for puzzle in web::REGISTRY {
        let info = puzzle.info(&config);
        if TESTED_ON_THEIR_OWN.contains(&info.name) {
            continue;
        }
        for algo in &info.algos {
            let Some(listing) = algo.codes.get(lang.name()) else {
                continue;
            };
            // The program as shown, markers put back: its file in assets/code.
            let stem = puzzle_file(&info, algo.name, lang).unwrap_or_else(|| {
                panic!(
                    "{}: {} has a {} listing but no file",
                    info.name,
                    algo.name,
                    lang.name()
                )
            });
            let text = family_listing(&stem, lang);
            assert_eq!(Listing::parse_in(&text, lang), *listing, "{stem}");
            let at = dir.path().join(format!("{}-{}", info.name, algo.name));
            std::fs::create_dir_all(&at).unwrap();
            let program = Program::build(lang, &stem, &instrument(&text, lang), &at);
            let reasons = marks_reasons(&text, lang);
            let mut cases = 0;
            let mut together = 0;
            for query in page_queries(&info, algo.name) {
                let Ok(request) = api.request(&format!("{query}&max_steps={GENERIC_STEPS}")) else {
                    continue;
                };
                let input = request
                    .input
                    .stdin()
                    .unwrap_or_else(|| panic!("{query}: the listings' input is not said (Input::stdin)"));
                let trace = request.trace(&Limits::none()).unwrap();
                if trace.outcome != engine::Outcome::Finished {
                    continue;
                }
                let steps: Vec<serde_json::Value> = serde_json::from_str(&trace.events_json).unwrap();
                let (got, _answer) = steps_printed(&program.run(&input));
                let want = library_steps(&steps, &got, reasons);
                let what = format!("{stem} in {} on {query} (stdin {input:?})", lang.name());
                if let Some(i) = got.iter().zip(&want).position(|(g, w)| g != w) {
                    panic!(
                        "{what}: step {} is {:?}, the page's is {:?}",
                        i + 1,
                        got[i],
                        want[i]
                    );
                }
                assert_eq!(got.len(), want.len(), "{what}: the steps");
                cases += 1;
                together += usize::from(TOGETHER.iter().any(|(_, q)| query.ends_with(q)));
            }
            // The choices taken together are run, never skipped.
            let want_together = TOGETHER.iter().filter(|(p, _)| *p == info.name).count();
            assert_eq!(
                together, want_together,
                "{}: {}: the choices together",
                info.name, algo.name
            );
            assert!(cases > 0, "{}: {} was run on no input", info.name, algo.name);
            ran.push(format!("{}/{} ({cases})", info.name, algo.name));
        }
    }
    println!("{}: {}", lang.name(), ran.join(", "));
    for name in ["tour", "maze", "kings", "rooks", "perms", "regions", "color"] {
        assert!(
            ran.iter().any(|r| r.starts_with(&format!("{name}/"))),
            "{name} in {}",
            lang.name()
        );
    }
}

/// The stem of an approach's listing file in `lang` in `assets/code`:
/// the approach's name, or the puzzle's (the described puzzles'
/// programs are named after the puzzle).
fn puzzle_file(info: &web::PuzzleInfo, algo: &str, lang: Lang) -> Option<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/code");
    [algo, info.name]
        .into_iter()
        .find(|stem| dir.join(lang.file_name(stem)).is_file())
        .map(str::to_owned)
}

/// Every listing in `lang`: N-Queens, then the family.
fn all_listings(lang: Lang) {
    if !toolchain(lang) {
        return;
    }
    listings_run_as_the_library_traces(lang);
    subsets_run_as_the_library_traces(lang);
    combination_sum_runs_as_the_library_traces(lang);
    simple_runs_as_the_library_traces(lang);
    perms_run_as_the_library_traces(lang);
    word_search_runs_as_the_library_traces(lang);
    registry_listings_run_as_the_page_traces(lang);
}

/// The line a step lights is code that runs: never a comment, a blank
/// line or a lone brace, in any listing of the page, in any language.
#[test]
fn every_lit_line_is_a_statement() {
    let config = web::Config::default();
    let mut seen = 0;
    for puzzle in web::REGISTRY {
        let info = puzzle.info(&config);
        for algo in &info.algos {
            let listings =
                std::iter::once(("rust", &algo.code)).chain(algo.codes.iter().map(|(l, c)| (*l, c)));
            for (lang, listing) in listings {
                for (event, lines) in &listing.events {
                    for &i in lines {
                        let code = listing.lines[i].trim();
                        let what = format!(
                            "{}/{} in {lang}, line {}: {event} lights {code:?}",
                            info.name,
                            algo.name,
                            i + 1
                        );
                        assert!(!code.is_empty(), "{what}");
                        assert!(!code.starts_with("//") && !code.starts_with('#'), "{what}");
                        assert!(!["{", "}", "pass", "else", "} else {"].contains(&code), "{what}");
                        assert!(!code.starts_with("pass "), "{what}");
                        seen += 1;
                    }
                }
            }
        }
    }
    assert!(seen > 500, "{seen} lit lines");
}

#[test]
fn python_listings_run_as_the_library_traces() {
    all_listings(Lang::Py);
}

#[test]
fn cpp_listings_run_as_the_library_traces() {
    all_listings(Lang::Cpp);
}

#[test]
fn java_listings_run_as_the_library_traces() {
    all_listings(Lang::Java);
}

/// The instrumenting itself: a print before each marked line, one for a
/// tag run over several lines, the braces' expressions printed.
#[test]
fn instrumenting_inserts_one_print_per_step() {
    let text = "for c in r:\n    a(c)  #@ place{row,c}\n    b(c)  #@ place\n    if x:\n        go  #@ reject.column reject\n";
    let want = "for c in r:\n    print(\"place\", f\"row={row}\", f\"c={c}\")\n    a(c)  #@ place{row,c}\n    b(c)  #@ place\n    if x:\n        print(\"reject.column\")\n        print(\"reject\")\n        go  #@ reject.column reject\n";
    assert_eq!(instrument(text, Lang::Py), want);
    let (steps, rest) =
        steps_printed("place row=0 col=1\nreject.column\nreject row=1 col=0\ndead_end row=1\n[[1,2]]\n");
    assert_eq!(rest, "[[1,2]]\n");
    let at = |pairs: &[(&str, &str)]| {
        pairs
            .iter()
            .map(|&(k, v)| (k.to_owned(), v.to_owned()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        steps,
        [
            Step {
                kind: "place".into(),
                reason: None,
                values: at(&[("row", "0"), ("col", "1")])
            },
            Step {
                kind: "reject".into(),
                reason: Some("column".into()),
                values: at(&[("row", "1"), ("col", "0")])
            },
            Step {
                kind: "dead_end".into(),
                reason: None,
                values: at(&[("row", "1")])
            },
        ]
    );
    let (steps_end, _) = steps_printed("try.end\ntry\nplace.end\nplace\nsolution\n");
    let json = [
        serde_json::json!({"event": "try", "end": true}),
        serde_json::json!({"event": "place", "end": true}),
        serde_json::json!({"event": "solution"}),
    ];
    assert_eq!(library_steps(&json, &steps_end, false), steps_end);
    let text = "def walk(self, r):  #@ call{r=row|start.row} local{row}\n    go()  #@ try\n";
    assert_eq!(
        instrument(text, Lang::Py),
        "def walk(self, r):  #@ call{r=row|start.row} local{row}\n    print(\"try\")\n    go()  #@ try\n"
    );
    let json = [serde_json::json!({"event": "reject", "row": 1, "col": 0, "reason": "column"})];
    let like = &steps[1..2];
    assert_eq!(library_steps(&json, like, true), like);
    assert_eq!(library_steps(&json, like, false)[0].reason, None);
}

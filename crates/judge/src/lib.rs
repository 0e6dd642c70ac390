//! # judge
//!
//! Judges a learner's own program — Python, C++ or Java — on the lessons'
//! tasks, as an online judge does, and says why it fails: `queens judge
//! FILE` and Python's `queens.judge(path)`.
//!
//! - The program is compiled once (a compile error is `CE`, with the
//!   compiler's first lines; for Python, a syntax error), then run on each
//!   test of its [`Task`] with a CPU-time limit (1 s by default), a memory
//!   limit (256 MiB; for Java the heap, `-Xmx`), an output cap and a
//!   wall-clock guard, in a process group of its own that is killed whole
//!   at a limit ([`Options`]). Each test gets a [`Verdict`]: `AC`, `WA`,
//!   `TLE`, `MLE`, `RE` (with the exit status or signal) or `CE`.
//! - A wrong answer is said in words (what differs: the number, the line
//!   and word, the board that attacks itself, the subset given twice), and
//!   the answers are compared with the [bug atlas](atlas): the answers of
//!   known buggy listings, run in CI. A match names the bug, points to the
//!   lesson's line and shows the fix.
//! - For a wrong count, a [`TraceHint`]: the `queens trace` of the
//!   closest approach, and the first step where the learner's printed
//!   trace and ours part.
//! - The words are the page's catalogue's, English or Vietnamese
//!   ([`Locale`], [`Message`]).
//!
//! **Safety**: the judge runs the learner's own program with the
//! learner's rights, on the learner's machine. It is never reached from
//! `queens serve`: this crate depends on the web crate, so the web crate
//! cannot depend on it (Cargo refuses cycles), and the server runs no code
//! it is sent. Its work folder (a temporary directory: the source, the
//! binary, what the program writes) is removed when the judging ends,
//! also when it is cancelled ([`Judge::run`]'s `cancel`, which the CLI
//! sets on Ctrl-C). Linux only: the limits are `prlimit`'s and the
//! watch reads `/proc`.
//!
//! ```no_run
//! use std::sync::atomic::AtomicBool;
//! let judge = judge::Judge::new("flags.py".as_ref(), judge::Options::default())?;
//! let report = judge.run(&AtomicBool::new(false), |test| println!("test {}: {}", test.number, test.verdict))?;
//! assert_eq!(report.passed(), report.tests.len());
//! # Ok::<(), judge::Error>(())
//! ```

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

pub mod atlas;
mod check;
mod language;
mod report;
mod sandbox;
mod task;
mod teach;
mod words;

use std::io::Read as _;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

pub use atlas::{BugMatch, NotAnOutcome, Outcome};
pub use language::{Language, Tool};
pub use report::{Report, TestResult, Verdict, mebibytes, seconds};
pub use task::{Case, Task, UnknownTask};
pub use teach::{Parting, TraceHint};
pub use words::{Arg, Locale, Message, UnknownLocale};

use sandbox::{Finished, Limits, RunError, Stop};

/// The largest program read, bytes.
pub const MAX_SOURCE: u64 = 1 << 20;
/// The longest line of a program, bytes.
pub const MAX_SOURCE_LINE: u64 = 64 << 10;

/// How a program is judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The task; `None`: guessed from the file's name.
    pub task: Option<Task>,
    /// CPU time a test (user and system, every thread): 1 s, the lesson's.
    pub time_limit: Duration,
    /// Memory a test, bytes: resident memory for Python and C++, the heap
    /// (`-Xmx`) for Java. 256 MiB.
    pub memory_limit: u64,
    /// Standard output a test, bytes; past it the program is stopped and
    /// its answer is wrong. 16 MiB.
    pub output_limit: u64,
    /// The wall-clock guard of a test; `None`: ten times the CPU limit,
    /// at least 5 s ([`Options::wall_limit`]).
    pub wall_limit: Option<Duration>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            task: None,
            time_limit: Duration::from_secs(1),
            memory_limit: 256 << 20,
            output_limit: 16 << 20,
            wall_limit: None,
        }
    }
}

impl Options {
    /// The wall-clock guard of a test: as set, else ten times the CPU
    /// limit and at least 5 s, so that a busy machine fails no test on
    /// time that its CPU time passes, and a program that waits still ends.
    pub fn wall_limit(&self) -> Duration {
        self.wall_limit
            .unwrap_or_else(|| (self.time_limit * 10).max(Duration::from_secs(5)))
    }
}

/// Why a program could not be judged.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The file cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not UTF-8 text, or has a line too long, or is too
    /// large.
    #[error("{path}: {why}")]
    NotText {
        /// The file.
        path: String,
        /// Why, with the line.
        why: String,
    },
    /// Not `.py`, `.cpp` or `.java`.
    #[error("{path}: the judge runs .py (Python 3), .cpp (C++17) and .java programs, not {what}")]
    UnknownLanguage {
        /// The file.
        path: String,
        /// Its extension, or that it has none.
        what: String,
    },
    /// The task cannot be told from the file's name.
    #[error("{path}: cannot tell the task from the file's name; name the task ({tasks})")]
    UnknownTask {
        /// The file.
        path: String,
        /// The tasks' names.
        tasks: String,
    },
    /// A compiler or interpreter is missing.
    #[error("{tool} is not installed, and {language} programs need it; install it: {install}")]
    MissingTool {
        /// Its command.
        tool: &'static str,
        /// The language.
        language: Language,
        /// How to install it.
        install: &'static str,
    },
    /// Stopped by the caller (Ctrl-C): the program was killed and the
    /// work folder removed.
    #[error("judging stopped: cancelled")]
    Cancelled,
    /// The work folder, a run's limits or the watch failed.
    #[error("{what}: {source}")]
    Io {
        /// What failed.
        what: String,
        /// Why.
        source: std::io::Error,
    },
}

impl Error {
    /// Whether the error is the user's (a file, a name, a missing tool):
    /// exit status 2 on the command line.
    pub fn is_usage(&self) -> bool {
        !matches!(self, Error::Cancelled | Error::Io { .. })
    }
}

/// A program ready to be judged: read, its language and task known, its
/// tools found.
#[derive(Debug, Clone)]
pub struct Judge {
    file: String,
    stem: String,
    source: String,
    language: Language,
    task: Task,
    task_guessed: bool,
    options: Options,
}

impl Judge {
    /// Reads the program at `path` (UTF-8, at most [`MAX_SOURCE`] bytes),
    /// tells its language from its extension and its task from
    /// `options` or its name, and checks that its tools are installed.
    pub fn new(path: &Path, options: Options) -> Result<Judge, Error> {
        let file = path.display().to_string();
        let source = read_source(path, &file)?;
        let language = Language::of_path(path).ok_or_else(|| Error::UnknownLanguage {
            path: file.clone(),
            what: path.extension().map_or_else(
                || "a file without an extension".to_owned(),
                |e| format!(".{}", e.to_string_lossy()),
            ),
        })?;
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (task, task_guessed) = match options.task {
            Some(t) => (t, false),
            None => (
                Task::guess(&stem).ok_or_else(|| Error::UnknownTask {
                    path: file.clone(),
                    tasks: Task::ALL.map(Task::name).join(", "),
                })?,
                true,
            ),
        };
        if let Some(tool) = language.missing_tool() {
            return Err(Error::MissingTool {
                tool: tool.command,
                language,
                install: tool.install,
            });
        }
        Ok(Judge {
            file,
            stem,
            source,
            language,
            task,
            task_guessed,
            options,
        })
    }

    /// The task judged.
    pub fn task(&self) -> Task {
        self.task
    }

    /// Whether the task was guessed from the file's name.
    pub fn task_guessed(&self) -> bool {
        self.task_guessed
    }

    /// The program's language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The lines a report starts with: the task and the language.
    pub fn heading(&self, locale: Locale) -> Vec<String> {
        report::heading(self.task, self.task_guessed, self.language, &self.file, locale)
    }

    /// Compiles the program and runs it on every test, calling `on_test`
    /// with each result as it comes. Setting `cancel` (Ctrl-C) stops the
    /// program or compiler running, removes the work folder and returns
    /// [`Error::Cancelled`].
    pub fn run(&self, cancel: &AtomicBool, mut on_test: impl FnMut(&TestResult)) -> Result<Report, Error> {
        let started = Instant::now();
        let io = |what: &str| {
            let what = what.to_owned();
            move |source| Error::Io { what, source }
        };
        // Removed when dropped: at the end, on an error, on a cancel.
        let work = tempfile::Builder::new()
            .prefix("queens-judge-")
            .tempdir()
            .map_err(io("cannot make the judge's work folder"))?;
        let dir = work.path();
        let source = dir.join(self.language.source_name(&self.stem));
        std::fs::write(&source, &self.source).map_err(io("cannot write the program to the work folder"))?;

        let mut report = Report {
            file: self.file.clone(),
            language: self.language,
            task: self.task,
            task_guessed: self.task_guessed,
            time_limit: self.options.time_limit,
            memory_limit: self.options.memory_limit,
            compile_error: None,
            compile_time: Duration::ZERO,
            tests: Vec::new(),
            bug: None,
            hint: None,
            elapsed: Duration::ZERO,
        };
        let compiled = Instant::now();
        report.compile_error = self.compile(&source, dir, cancel)?;
        report.compile_time = compiled.elapsed();
        if report.compile_error.is_none() {
            for (i, case) in self.task.tests().iter().enumerate() {
                let result = self.test(i + 1, case, &source, dir, cancel)?;
                on_test(&result);
                report.tests.push(result);
            }
            self.explain(&mut report);
        }
        drop(work);
        report.elapsed = started.elapsed();
        Ok(report)
    }

    /// Compiles (or, for Python, checks the syntax of) the program: the
    /// compiler's first lines when it fails.
    fn compile(&self, source: &Path, dir: &Path, cancel: &AtomicBool) -> Result<Option<Vec<String>>, Error> {
        let mut command = self.language.compile(source, dir);
        command.current_dir(dir);
        let limits = Limits {
            cpu: Duration::from_secs(60),
            wall: Duration::from_secs(120),
            memory: None,
            address_space: None,
            output: 1 << 20,
            file_size: 1 << 30,
        };
        let finished = match sandbox::run(&mut command, b"", &limits, cancel) {
            Ok(f) => f,
            Err(e) => return Err(self.run_error(e, self.language.tools()[0].command)),
        };
        if finished.status.success() && finished.stop.is_none() {
            return Ok(None);
        }
        let text = String::from_utf8_lossy(&finished.stderr).into_owned()
            + &String::from_utf8_lossy(&finished.stdout);
        let shown_dir = format!("{}/", dir.display());
        let mut lines: Vec<String> = text
            .lines()
            .map(|l| l.replace(&shown_dir, ""))
            .filter(|l| !l.trim().is_empty())
            .take(12)
            .map(|l| match l.char_indices().nth(160) {
                Some((at, _)) => format!("{}…", &l[..at]),
                None => l,
            })
            .collect();
        if lines.is_empty() {
            lines.push(match finished.stop {
                Some(_) => "the compiler was stopped after 60 s".to_owned(),
                None => format!("the compiler failed ({})", exit_words(&finished)),
            });
        }
        Ok(Some(lines))
    }

    fn run_error(&self, e: RunError, tool: &'static str) -> Error {
        match e {
            RunError::Cancelled => Error::Cancelled,
            RunError::Spawn(source) if source.kind() == std::io::ErrorKind::NotFound => {
                let tool = self
                    .language
                    .tools()
                    .iter()
                    .find(|t| t.command == tool)
                    .copied()
                    .unwrap_or(self.language.tools()[0]);
                Error::MissingTool {
                    tool: tool.command,
                    language: self.language,
                    install: tool.install,
                }
            }
            RunError::Spawn(source) => Error::Io {
                what: format!("cannot start {tool}"),
                source,
            },
            RunError::Io(source) => Error::Io {
                what: format!("cannot watch {tool}"),
                source,
            },
        }
    }

    /// Runs one test and judges what it did.
    fn test(
        &self,
        number: usize,
        case: &'static Case,
        source: &Path,
        dir: &Path,
        cancel: &AtomicBool,
    ) -> Result<TestResult, Error> {
        let o = &self.options;
        let (program, args) = self.language.run(source, dir, &self.stem, o.memory_limit);
        let mut command = Command::new(&program);
        command.args(&args).current_dir(dir);
        let threshold = o.memory_limit + self.language.memory_overhead();
        let limits = Limits {
            cpu: o.time_limit,
            wall: o.wall_limit(),
            memory: Some(threshold),
            address_space: self.language.address_space(o.memory_limit),
            output: o.output_limit,
            file_size: o.output_limit,
        };
        let tool = if self.language == Language::Java {
            "java"
        } else {
            self.language.tools()[0].command
        };
        let f = sandbox::run(&mut command, case.input.as_bytes(), &limits, cancel)
            .map_err(|e| self.run_error(e, tool))?;
        let output = String::from_utf8_lossy(&f.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&f.stderr).into_owned();
        let (verdict, why, error, outcome) = self.classify(case, &f, &output, &stderr, threshold);
        Ok(TestResult {
            number,
            case,
            verdict,
            why,
            error,
            outcome,
            cpu: f.cpu,
            wall: f.wall,
            peak_memory: f.peak_memory,
            output,
        })
    }

    /// The verdict of a run, its reason, the error it printed and its
    /// outcome for the atlas.
    fn classify(
        &self,
        case: &Case,
        f: &Finished,
        output: &str,
        stderr: &str,
        threshold: u64,
    ) -> (Verdict, Option<Message>, Option<String>, Outcome) {
        let o = &self.options;
        let signal = f.status.signal();
        let limit = |d: Duration| seconds(d);
        if f.stop == Some(Stop::Cpu) || f.cpu > o.time_limit || signal == Some(24) {
            let why = Message::new("judge.tle.cpu").with("limit", limit(o.time_limit));
            return (Verdict::TimeLimit, Some(why), None, Outcome::TimeLimit);
        }
        if f.stop == Some(Stop::Wall) {
            let why = Message::new("judge.tle.wall")
                .with("wall", limit(f.wall))
                .with("cpu", limit(f.cpu));
            return (Verdict::TimeLimit, Some(why), None, Outcome::TimeLimit);
        }
        let failed = !f.status.success();
        let out_of_memory = ["MemoryError", "std::bad_alloc", "java.lang.OutOfMemoryError"]
            .iter()
            .any(|w| stderr.contains(w));
        if f.stop == Some(Stop::Memory)
            || f.peak_memory.is_some_and(|p| p > threshold)
            || (failed && out_of_memory)
        {
            let why = Message::new("judge.mle").with("limit", mebibytes(o.memory_limit));
            return (Verdict::MemoryLimit, Some(why), None, Outcome::MemoryLimit);
        }
        if f.stop == Some(Stop::Output) {
            let why = Message::new("judge.output-cap").with("limit", mebibytes(o.output_limit));
            return (
                Verdict::WrongAnswer,
                Some(why),
                None,
                Outcome::Answer(self.task.canonical(output)),
            );
        }
        if failed {
            let error = error_line(self.language, stderr);
            let (why, how) = match signal {
                Some(s) => (
                    Message::new("judge.re.signal").with("signal", signal_name(s)),
                    format!("signal {}", signal_name(s)),
                ),
                None => {
                    let code = f.status.code().unwrap_or(-1);
                    (
                        Message::new("judge.re.status").with("status", code),
                        format!("exit {code}"),
                    )
                }
            };
            let named = error
                .as_deref()
                .map(|e| error_name(self.language, e))
                .unwrap_or_default();
            let signature = format!("{how} {named}").trim().to_owned();
            return (
                Verdict::RuntimeError,
                Some(why),
                error,
                Outcome::RuntimeError(signature),
            );
        }
        let answer = Outcome::Answer(self.task.canonical(output));
        match self.task.check(case, output) {
            Ok(()) => (Verdict::Accepted, None, None, answer),
            Err(why) => (Verdict::WrongAnswer, Some(why), None, answer),
        }
    }

    /// After the tests: the bug of the atlas whose answers these are, and
    /// for a wrong count the trace to watch.
    fn explain(&self, report: &mut Report) {
        let failed = report
            .tests
            .iter()
            .any(|t| matches!(t.verdict, Verdict::WrongAnswer | Verdict::RuntimeError));
        if !failed {
            return;
        }
        let right: Vec<bool> = report
            .tests
            .iter()
            .map(|t| t.verdict == Verdict::Accepted)
            .collect();
        report.bug = atlas::find(self.task, self.language, &report.outcomes(), &right);
        if self.task == Task::Count {
            let first = report
                .tests
                .iter()
                .find(|t| matches!(t.verdict, Verdict::WrongAnswer | Verdict::RuntimeError))
                .expect("one failed");
            let n: usize = first.case.input.trim().parse().unwrap_or(4);
            let bug_file = report.bug.as_ref().map(|b| b.entry.lesson.as_str());
            report.hint = Some(teach::hint(
                n,
                &first.output,
                bug_file,
                &self.source,
                self.language,
            ));
        }
    }
}

/// Judges the program at `path`: [`Judge::new`] then [`Judge::run`].
pub fn judge(path: &Path, options: Options, cancel: &AtomicBool) -> Result<Report, Error> {
    Judge::new(path, options)?.run(cancel, |_| {})
}

/// Reads a program: UTF-8, lines of at most [`MAX_SOURCE_LINE`] bytes, at
/// most [`MAX_SOURCE`] bytes in all.
fn read_source(path: &Path, file: &str) -> Result<String, Error> {
    let read_error = |source| Error::Read {
        path: file.to_owned(),
        source,
    };
    let opened = std::fs::File::open(path).map_err(read_error)?;
    let mut reader = std::io::BufReader::new(opened).take(MAX_SOURCE + 1);
    let mut bytes = Vec::new();
    for line in 1.. {
        let start = bytes.len();
        let read = match textguard::read_line(&mut reader, &mut bytes, MAX_SOURCE_LINE, line) {
            Ok(read) => read,
            Err(e) => match textguard::LineTooLong::of(&e) {
                Some(long) => {
                    return Err(Error::NotText {
                        path: file.to_owned(),
                        why: long.to_string(),
                    });
                }
                None => return Err(read_error(e)),
            },
        };
        if read == 0 {
            break;
        }
        if let Err(e) = std::str::from_utf8(&bytes[start..]) {
            let byte = bytes[start + e.valid_up_to()];
            return Err(Error::NotText {
                path: file.to_owned(),
                why: format!("line {line} is not UTF-8 text (byte 0x{byte:02x}); a program must be UTF-8"),
            });
        }
    }
    if bytes.len() as u64 > MAX_SOURCE {
        return Err(Error::NotText {
            path: file.to_owned(),
            why: format!("over {MAX_SOURCE} bytes: not a program for these tasks"),
        });
    }
    String::from_utf8(bytes).map_err(|_| Error::NotText {
        path: file.to_owned(),
        why: "not UTF-8 text".to_owned(),
    })
}

/// How a finished run ended, in a few words.
fn exit_words(f: &Finished) -> String {
    match (f.status.code(), f.status.signal()) {
        (Some(code), _) => format!("exit status {code}"),
        (None, Some(s)) => format!("signal {}", signal_name(s)),
        _ => "no status".to_owned(),
    }
}

/// A signal's name, as `kill -l` writes it.
fn signal_name(signal: i32) -> String {
    let name = match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        _ => return format!("signal {signal}"),
    };
    name.to_owned()
}

/// The line of standard error that names the error: Python's last
/// traceback line, Java's exception, C++'s `terminate called …`.
fn error_line(language: Language, stderr: &str) -> Option<String> {
    let lines: Vec<&str> = stderr.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let line = match language {
        Language::Python => lines.last().copied(),
        Language::Java => lines
            .iter()
            .find(|l| l.starts_with("Exception in thread") || l.contains("Exception") || l.contains("Error"))
            .copied(),
        Language::Cpp => lines
            .iter()
            .find(|l| l.contains("terminate called") || l.contains("what()"))
            .or(lines.first())
            .copied(),
    }?;
    let line = line.strip_prefix("Exception in thread \"main\" ").unwrap_or(line);
    Some(match line.char_indices().nth(160) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_owned(),
    })
}

/// The name of the error a line names: `IndexError`,
/// `java.lang.ArrayIndexOutOfBoundsException`, `std::out_of_range`.
fn error_name(language: Language, line: &str) -> String {
    match language {
        Language::Python | Language::Java => line
            .split(':')
            .next()
            .unwrap_or_default()
            .split_whitespace()
            .last()
            .unwrap_or_default()
            .to_owned(),
        Language::Cpp => line.split('\'').nth(1).map(str::to_owned).unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_named() {
        assert_eq!(
            error_line(
                Language::Python,
                "Traceback (most recent call last):\n  File \"x.py\"\nIndexError: list index out of range\n"
            ),
            Some("IndexError: list index out of range".to_owned())
        );
        assert_eq!(
            error_name(Language::Python, "IndexError: list index out of range"),
            "IndexError"
        );
        let java = "Exception in thread \"main\" java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 7\n\tat Solution.solve(Flags.java:30)\n";
        let line = error_line(Language::Java, java).unwrap();
        assert_eq!(
            error_name(Language::Java, &line),
            "java.lang.ArrayIndexOutOfBoundsException"
        );
        let cpp = "terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector\n";
        let line = error_line(Language::Cpp, cpp).unwrap();
        assert_eq!(error_name(Language::Cpp, &line), "std::out_of_range");
        assert_eq!(signal_name(11), "SIGSEGV");
        assert_eq!(signal_name(64), "signal 64");
    }

    #[test]
    fn files_are_read_as_text_or_refused() {
        let dir = tempfile::tempdir().unwrap();
        let bad = dir.path().join("bad.py");
        std::fs::write(&bad, b"print(1)\n\xff\n").unwrap();
        let e = Judge::new(&bad, Options::default()).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "{}: line 2 is not UTF-8 text (byte 0xff); a program must be UTF-8",
                bad.display()
            )
        );
        assert!(e.is_usage());
        let rb = dir.path().join("count.rb");
        std::fs::write(&rb, "puts 1\n").unwrap();
        let e = Judge::new(&rb, Options::default()).unwrap_err();
        assert!(e.to_string().ends_with("not .rb"), "{e}");
        let odd = dir.path().join("main.py");
        std::fs::write(&odd, "print(1)\n").unwrap();
        let e = Judge::new(&odd, Options::default()).unwrap_err();
        assert!(
            e.to_string().contains("name the task (count, boards, perms"),
            "{e}"
        );
        let e = Judge::new(&dir.path().join("none.py"), Options::default()).unwrap_err();
        assert!(e.to_string().contains("No such file or directory"), "{e}");
    }
}

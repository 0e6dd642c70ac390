//! What the judge found, and how it is shown: a line a test, then the
//! summary (the first failing test's input, expected and received output,
//! trimmed; the bug named with its fix; the trace to watch), as text in
//! English or Vietnamese, or as JSON objects.

use std::time::Duration;

use serde_json::{Value, json};

use crate::atlas::{BugMatch, Outcome};
use crate::language::Language;
use crate::task::{Case, Task};
use crate::teach::TraceHint;
use crate::words::{Locale, Message};

/// An online judge's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Accepted: the right answer within the limits.
    Accepted,
    /// Wrong answer.
    WrongAnswer,
    /// Time limit exceeded (CPU time, or the wall-clock guard).
    TimeLimit,
    /// Memory limit exceeded.
    MemoryLimit,
    /// Runtime error: a failing exit status or a signal.
    RuntimeError,
    /// Compile error (for Python, a syntax error).
    CompileError,
}

/// Every verdict.
#[cfg(test)]
pub(crate) const VERDICTS: [Verdict; 6] = [
    Verdict::Accepted,
    Verdict::WrongAnswer,
    Verdict::TimeLimit,
    Verdict::MemoryLimit,
    Verdict::RuntimeError,
    Verdict::CompileError,
];

impl Verdict {
    /// `AC`, `WA`, `TLE`, `MLE`, `RE` or `CE`.
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::RuntimeError => "RE",
            Verdict::CompileError => "CE",
        }
    }

    /// The verdict in words.
    pub fn words(self) -> Message {
        Message::new(match self {
            Verdict::Accepted => "judge.verdict.AC",
            Verdict::WrongAnswer => "judge.verdict.WA",
            Verdict::TimeLimit => "judge.verdict.TLE",
            Verdict::MemoryLimit => "judge.verdict.MLE",
            Verdict::RuntimeError => "judge.verdict.RE",
            Verdict::CompileError => "judge.verdict.CE",
        })
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// One test's result.
#[derive(Debug, Clone)]
pub struct TestResult {
    /// Its number, from 1.
    pub number: usize,
    /// The test.
    pub case: &'static Case,
    /// The verdict.
    pub verdict: Verdict,
    /// Why, when it is not `AC`: what differs, the limit, the exit.
    pub why: Option<Message>,
    /// For a runtime error, the error the program printed (its last
    /// traceback line, the exception).
    pub error: Option<String>,
    /// What it gave, for the bug atlas.
    pub outcome: Outcome,
    /// CPU time, user and system.
    pub cpu: Duration,
    /// Wall-clock time.
    pub wall: Duration,
    /// Peak resident memory, bytes, as last read while it ran.
    pub peak_memory: Option<u64>,
    /// What it printed (up to the output cap; invalid UTF-8 replaced).
    pub output: String,
}

impl TestResult {
    /// A test's line: `test 2: WA — expected 0, got 1`; with `stats`, its
    /// CPU time and peak memory after it.
    pub fn line(&self, locale: Locale, stats: bool) -> String {
        let t = self;
        let mut line = Message::new("judge.test")
            .with("test", t.number)
            .with("verdict", t.verdict)
            .show(locale);
        if let Some(why) = &t.why {
            line = format!("{line} — {}", why.show(locale));
        }
        if let Some(e) = &t.error {
            line = format!("{line} ({e})");
        }
        if stats {
            let memory = t.peak_memory.map_or_else(|| "-".to_owned(), mebibytes);
            line = format!("{line}  [{}, {memory}]", seconds(t.cpu));
        }
        line
    }

    /// A test as one JSON object: `test`, `name` (its file), `verdict`,
    /// `why` and `error` when it failed; with `stats`, `cpu_ms`,
    /// `wall_ms` and `memory_bytes`.
    pub fn json(&self, locale: Locale, stats: bool) -> Value {
        let t = self;
        let mut v = json!({"test": t.number, "name": t.case.name, "verdict": t.verdict.code()});
        if let Some(why) = &t.why {
            v["why"] = why.show(locale).into();
        }
        if let Some(e) = &t.error {
            v["error"] = e.as_str().into();
        }
        if stats {
            v["cpu_ms"] = millis(t.cpu).into();
            v["wall_ms"] = millis(t.wall).into();
            v["memory_bytes"] = t.peak_memory.into();
        }
        v
    }
}

/// Everything the judge found: a verdict on a program, test by test. Not
/// a search's statistics (`engine::Report`), which this crate never makes.
#[derive(Debug, Clone)]
pub struct Report {
    /// The program's file, as given.
    pub file: String,
    /// Its language.
    pub language: Language,
    /// The task judged.
    pub task: Task,
    /// Whether the task was guessed from the file's name.
    pub task_guessed: bool,
    /// The CPU time limit a test.
    pub time_limit: Duration,
    /// The memory limit, bytes.
    pub memory_limit: u64,
    /// The compiler's first lines, when it failed (`CE`).
    pub compile_error: Option<Vec<String>>,
    /// How long compiling (or Python's syntax check) took.
    pub compile_time: Duration,
    /// The tests, in order (none after a compile error).
    pub tests: Vec<TestResult>,
    /// The bug of the atlas whose answers these are.
    pub bug: Option<BugMatch>,
    /// For a wrong count: the trace to watch.
    pub hint: Option<TraceHint>,
    /// The whole judging, compile included.
    pub elapsed: Duration,
}

/// Lines of input or output shown, at most.
const SHOWN_LINES: usize = 10;
/// Characters of a line shown, at most.
const SHOWN_WIDTH: usize = 100;

/// `text` trimmed to [`SHOWN_LINES`] lines of [`SHOWN_WIDTH`] characters,
/// each indented by two spaces; the lines left out counted.
fn trimmed(text: &str, locale: Locale) -> Vec<String> {
    let lines: Vec<&str> = text.trim_end().lines().collect();
    if lines.is_empty() {
        return vec![format!("  {}", Message::new("judge.nothing").show(locale))];
    }
    let mut out: Vec<String> = lines
        .iter()
        .take(SHOWN_LINES)
        .map(|l| match l.char_indices().nth(SHOWN_WIDTH) {
            Some((at, _)) => format!("  {}…", &l[..at]),
            None => format!("  {l}"),
        })
        .collect();
    if lines.len() > SHOWN_LINES {
        out.push(format!(
            "  {}",
            Message::new("judge.more-lines")
                .with("lines", lines.len() - SHOWN_LINES)
                .show(locale)
        ));
    }
    out
}

/// Bytes for people, in MiB: `256 MiB`, `9.8 MiB`.
pub fn mebibytes(bytes: u64) -> String {
    const MIB: u64 = 1 << 20;
    if bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else {
        format!("{:.1} MiB", bytes as f64 / MIB as f64)
    }
}

/// Seconds for people: `0.04 s`.
pub fn seconds(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

fn millis(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e6).round() / 1e3
}

impl Report {
    /// The tests that got `AC`.
    pub fn passed(&self) -> usize {
        self.tests
            .iter()
            .filter(|t| t.verdict == Verdict::Accepted)
            .count()
    }

    /// The first test that did not get `AC`.
    pub fn first_failure(&self) -> Option<&TestResult> {
        self.tests.iter().find(|t| t.verdict != Verdict::Accepted)
    }

    /// The verdict of the whole: `CE`, the first failing test's, or `AC`.
    pub fn verdict(&self) -> Verdict {
        if self.compile_error.is_some() {
            Verdict::CompileError
        } else {
            self.first_failure().map_or(Verdict::Accepted, |t| t.verdict)
        }
    }

    /// What each test gave, in the atlas's form.
    pub fn outcomes(&self) -> Vec<Outcome> {
        self.tests.iter().map(|t| t.outcome.clone()).collect()
    }

    /// The lines before the tests: the task and the language.
    pub fn heading(&self, locale: Locale) -> Vec<String> {
        heading(self.task, self.task_guessed, self.language, &self.file, locale)
    }

    /// The lines after the tests: the count of `AC`, the compiler's
    /// error, the first failing test, the bug and its fix, the trace to
    /// watch.
    pub fn summary(&self, locale: Locale) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(lines) = &self.compile_error {
            let tool = self.language.tools()[0].command;
            out.push(
                Message::new("judge.ce")
                    .with("compiler", tool)
                    .with("file", &self.file)
                    .show(locale),
            );
            out.extend(lines.iter().map(|l| format!("  {l}")));
            return out;
        }
        out.push(
            Message::new("judge.summary")
                .with("passed", self.passed())
                .with("total", self.tests.len())
                .show(locale),
        );
        let Some(first) = self.first_failure() else {
            return out;
        };
        out.push(
            Message::new("judge.first")
                .with("test", first.number)
                .with("verdict", first.verdict)
                .with_words("words", first.verdict.words())
                .show(locale),
        );
        out.push(Message::new("judge.input").show(locale));
        out.extend(trimmed(first.case.input, locale));
        out.push(Message::new("judge.expected").show(locale));
        out.extend(trimmed(first.case.output, locale));
        out.push(Message::new("judge.received").show(locale));
        if self.task == Task::Count {
            // The answer, without the trace it printed in the marker
            // format (compared below instead).
            let answer = crate::check::without_steps(&first.output);
            out.extend(trimmed(&answer, locale));
            let aside = first.output.lines().count() - answer.lines().count();
            if aside > 0 {
                out.push(format!(
                    "  {}",
                    Message::new("judge.steps-aside")
                        .with("lines", aside)
                        .show(locale)
                ));
            }
        } else {
            out.extend(trimmed(&first.output, locale));
        }
        match &self.bug {
            Some(bug) => {
                out.push(
                    Message::new("judge.bug")
                        .with_words("says", bug.says())
                        .show(locale),
                );
                out.push(
                    Message::new("judge.fix")
                        .with("file", &bug.entry.lesson)
                        .with("command", &bug.entry.shown_by)
                        .show(locale),
                );
                for hunk in &bug.entry.fix {
                    for (i, l) in hunk.yours.iter().enumerate() {
                        out.push(format!("  {:>3} - {l}", hunk.line + i));
                    }
                    for (i, l) in hunk.lesson.iter().enumerate() {
                        out.push(format!("  {:>3} + {l}", hunk.line + i));
                    }
                }
            }
            None if self.tests.iter().any(|t| t.verdict == Verdict::WrongAnswer) => {
                out.push(Message::new("judge.no-bug").show(locale));
            }
            None => {}
        }
        if let Some(hint) = &self.hint {
            out.push(
                Message::new("judge.trace.offer")
                    .with("command", hint.command())
                    .show(locale),
            );
            if let Some(line) = hint_words(hint) {
                out.push(line.show(locale));
            }
        }
        out
    }

    /// The summary as one JSON object: `file`, `language`, `task`,
    /// `task_guessed`, `verdict`, `passed`, `tests`; `compile_error` (the
    /// compiler's lines); `first_failed` (`test`, `verdict`, `why`,
    /// `input`, `expected`, `received`); `bug` (`name`, `says`,
    /// `lesson`, `fix`: `line`, `lesson`, `yours`); `trace` (`command`,
    /// `algo`, `n`, `code`, `chosen_by`, `parting`).
    pub fn summary_json(&self, locale: Locale) -> Value {
        let mut v = json!({
            "file": self.file,
            "language": self.language.name(),
            "task": self.task.name(),
            "task_guessed": self.task_guessed,
            "verdict": self.verdict().code(),
            "passed": self.passed(),
            "tests": self.tests.len(),
        });
        if let Some(lines) = &self.compile_error {
            v["compile_error"] = json!(lines);
        }
        if let Some(t) = self.first_failure() {
            v["first_failed"] = json!({
                "test": t.number,
                "verdict": t.verdict.code(),
                "why": t.why.as_ref().map(|w| w.show(locale)),
                "input": t.case.input,
                "expected": t.case.output,
                "received": t.output,
            });
        }
        if let Some(bug) = &self.bug {
            v["bug"] = json!({
                "name": bug.entry.bug,
                "says": bug.says().show(locale),
                "lesson": bug.entry.lesson,
                "shown_by": bug.entry.shown_by,
                "fix": bug.entry.fix,
            });
        }
        if let Some(hint) = &self.hint {
            v["trace"] = json!({
                "command": hint.command(),
                "algo": hint.algo,
                "n": hint.n,
                "code": hint.code,
                "chosen_by": hint.chosen_by,
                "parting": hint.parting,
            });
        }
        v
    }
}

/// The lines before the tests: the task (and whether it was guessed)
/// and the language with the file.
pub(crate) fn heading(
    task: Task,
    guessed: bool,
    language: Language,
    file: &str,
    locale: Locale,
) -> Vec<String> {
    let mut line = Message::new("judge.task")
        .with("task", task)
        .with_words("title", task.title())
        .show(locale);
    if guessed {
        line = format!("{line} {}", Message::new("judge.task.guessed").show(locale));
    }
    let language = Message::new("judge.language")
        .with("language", language)
        .with("file", file)
        .show(locale);
    vec![line, language]
}

/// What a hint says besides its command: how its approach was chosen,
/// or where the learner's steps part from it.
fn hint_words(hint: &TraceHint) -> Option<Message> {
    let Some(p) = &hint.parting else {
        return (hint.chosen_by == "code").then(|| Message::new("judge.trace.guessed"));
    };
    let key = match (&p.yours, &p.ours, p.step) {
        (_, _, None) => "judge.trace.same",
        (None, Some(_), _) => "judge.trace.yours-end",
        (Some(_), None, _) => "judge.trace.ours-end",
        _ => "judge.trace.parted",
    };
    Some(
        Message::new(key)
            .with("algo", hint.algo)
            .with("agreed", p.agreed)
            .with("step", p.step.unwrap_or(p.agreed))
            .with("yours", p.yours.as_deref().unwrap_or(""))
            .with("ours", p.ours.as_deref().unwrap_or("")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_trimmed() {
        let text: String = (0..15).map(|i| format!("{i}\n")).collect();
        let shown = trimmed(&text, Locale::En);
        assert_eq!(shown.len(), 11);
        assert_eq!(shown[10], "  … 5 more lines");
        assert_eq!(trimmed("", Locale::En), ["  (nothing)"]);
        let wide = "x".repeat(150);
        assert_eq!(trimmed(&wide, Locale::En)[0].chars().count(), 2 + 100 + 1);
        assert_eq!(mebibytes(9_800_000), "9.3 MiB");
        assert_eq!(mebibytes(256 << 20), "256 MiB");
        assert_eq!(seconds(Duration::from_millis(40)), "0.04 s");
    }
}

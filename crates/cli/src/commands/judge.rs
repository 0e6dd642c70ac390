//! `queens judge FILE`: the learner's program judged on a lesson's task
//! (the `judge` library does the work). The task and language first, a
//! line a test as it finishes, then the summary; with `--json` one object
//! a test and one for the summary; with `--stats` each test's CPU time and
//! peak memory, and the table of the whole on stderr.
//!
//! Ctrl-C (or SIGTERM) stops the program being run, removes the work
//! folder and ends with 128 + the signal. Exit status 0 when every test
//! is AC, 1 when one is not (a compile error too), 2 for bad usage (a
//! file that cannot be read, an unknown extension or task, a missing
//! compiler, named with how to install it).

use std::process::ExitCode;

use anyhow::Context;
use judge::{Judge, Locale, Options, Report, TestResult};

use crate::args::JudgeArgs;
use crate::exit::usage;
use crate::interrupt::Interrupt;
use crate::output::stats::{Table, Value};
use crate::output::{errln, outln};

pub fn run(args: &JudgeArgs, env: &crate::Environment) -> anyhow::Result<ExitCode> {
    let locale = args
        .lang
        .unwrap_or_else(|| env.locale.as_deref().map_or(Locale::En, Locale::of_posix));
    let options = Options {
        task: args.task,
        time_limit: args.time_limit,
        memory_limit: args.memory_limit,
        ..Options::default()
    };
    let judge = Judge::new(&args.file, options).map_err(refused)?;
    let interrupt = Interrupt::install().context("cannot catch Ctrl-C and SIGTERM")?;
    if !args.json {
        for line in judge.heading(locale) {
            outln!("{line}")?;
        }
    }
    // A line a test as it comes; a write error ends the judging after
    // the test (the callback cannot return it).
    let mut failed_write = None;
    let ran = judge.run(&interrupt.stop, |test: &TestResult| {
        if failed_write.is_some() {
            return;
        }
        let written = if args.json {
            outln!("{}", test.json(locale, args.stats))
        } else {
            outln!("{}", test.line(locale, args.stats))
        };
        if let Err(e) = written {
            failed_write = Some(e);
        }
    });
    if let Some(e) = failed_write {
        return Err(e);
    }
    let report = match ran {
        Ok(report) => report,
        Err(judge::Error::Cancelled) => {
            let (code, name) = interrupt
                .signal()
                .map_or((1, "a stop request"), |(sig, name)| (128 + sig, name));
            // Best effort: the judging is over either way.
            let _ = errln!("stopped by {name}: the program was killed and its work folder removed");
            return Ok(ExitCode::from(u8::try_from(code).unwrap_or(1)));
        }
        Err(e) => return Err(refused(e)),
    };
    if args.json {
        outln!("{}", report.summary_json(locale))?;
    } else {
        for line in report.summary(locale) {
            outln!("{line}")?;
        }
    }
    if args.stats {
        let table = stats(&report);
        if args.json {
            outln!("{}", serde_json::json!({ "stats": table.json() }))?;
        } else {
            table.print();
        }
    }
    Ok(if report.verdict() == judge::Verdict::Accepted {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// A library error as the command line's: the user's (exit 2) or a
/// failure (exit 1).
fn refused(e: judge::Error) -> anyhow::Error {
    if let judge::Error::UnknownTask { path, tasks } = &e {
        // The library names no flag; the command line's is --task.
        return usage(format!(
            "{path}: cannot tell the task from the file's name; choose it with --task ({tasks})"
        ));
    }
    if e.is_usage() {
        usage(e.to_string())
    } else {
        anyhow::Error::new(e)
    }
}

/// The `--stats` rows: the task, the language, the tests passed, the
/// compile time, the CPU time of all tests, the slowest test, the largest
/// peak memory, the whole time.
fn stats(r: &Report) -> Table {
    let mut t = Table::new();
    t.text("task", r.task.name())
        .text("language", r.language.name())
        .row("tests", Value::Int(r.tests.len() as u128))
        .row("passed", Value::Int(r.passed() as u128))
        .text("compile", judge::seconds(r.compile_time));
    let cpu: std::time::Duration = r.tests.iter().map(|t| t.cpu).sum();
    t.text("cpu", judge::seconds(cpu));
    if let Some(slow) = r.tests.iter().max_by_key(|t| t.cpu) {
        t.text(
            "slowest",
            format!("{} (test {})", judge::seconds(slow.cpu), slow.number),
        );
    }
    if let Some((memory, test)) = r
        .tests
        .iter()
        .filter_map(|t| t.peak_memory.map(|m| (m, t.number)))
        .max()
    {
        t.text(
            "peak memory",
            format!("{} (test {test})", judge::mebibytes(memory)),
        );
    }
    t.text(
        "limits",
        format!(
            "{} CPU, {}",
            judge::seconds(r.time_limit),
            judge::mebibytes(r.memory_limit)
        ),
    )
    .row("time", Value::Time(r.elapsed));
    t
}

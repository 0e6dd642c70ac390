//! What the LeetCode puzzles (`subsets`, `combination-sum`,
//! `word-search`) share on top of [`super::puzzle`]: the step limit on
//! solving untrusted input ([`SOLVE_STEPS`]), and the three forms of an answer that is a
//! list of lists (judge text, LeetCode's JSON, `--json`'s object).
//!
//! `--json` writes one object: the answer under the puzzle's own key
//! (`subsets`, `combinations`; `word-search` has its own fields), or
//! `count` with `--count`, and with `--stats` `stats`: the rows of the
//! `--stats` table (see `JSON.md`).

use std::fmt::Display;
use std::io::{self, Write};

use engine::{Limits, Outcome, Report};
use serde_json::{Value, json};

use super::puzzle::Out;

/// The most steps a search for an answer may take (about a second or
/// two): combination sum and word search can explode on untrusted input
/// (`1 2 … 100` with target 10000, a grid of `a`s). A search that would
/// go further stops with an error instead of running for years.
pub const SOLVE_STEPS: u64 = 100_000_000;

/// The limits of a search for an answer.
pub fn solve_limits() -> Limits {
    Limits::max_steps(SOLVE_STEPS)
}

/// An error when the search hit [`SOLVE_STEPS`] (exit status 1).
pub fn check_limit(report: &Report, what: &str) -> anyhow::Result<()> {
    if report.outcome == Outcome::StepLimit {
        anyhow::bail!(
            "the search for {what} stopped after {SOLVE_STEPS} steps (the limit for solving) without finishing; \
             the input is too big to search whole"
        );
    }
    Ok(())
}

/// Writes `{"count":N}`, with `stats` when given.
pub fn write_count_json(out: &mut Out, count: u64, stats: Option<Value>) -> io::Result<()> {
    let mut object = json!({ "count": count });
    if let Some(stats) = stats {
        object["stats"] = stats;
    }
    writeln!(out, "{object}")
}

/// How a list of lists is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListForm {
    /// One list a line, its items separated by spaces.
    Text,
    /// One JSON list of lists on one line.
    Leetcode,
    /// The list of lists under `key` in `--json`'s object.
    Json(&'static str),
}

/// Writes a list of lists as it comes, in one of the [`ListForm`]s.
pub struct ListWriter<'a> {
    out: &'a mut Out,
    form: ListForm,
    written: u64,
    line: String,
}

impl<'a> ListWriter<'a> {
    pub fn new(out: &'a mut Out, form: ListForm) -> Self {
        ListWriter {
            out,
            form,
            written: 0,
            line: String::new(),
        }
    }

    /// Writes one list.
    pub fn item<T: Display>(&mut self, items: &[T]) -> io::Result<()> {
        use std::fmt::Write as _;
        let line = &mut self.line;
        line.clear();
        let text = self.form == ListForm::Text;
        if !text {
            match (self.written, self.form) {
                (0, ListForm::Json(key)) => {
                    let _ = write!(line, "{{{}:[", Value::from(key));
                }
                (0, _) => line.push('['),
                _ => line.push(','),
            }
            line.push('[');
        }
        for (i, v) in items.iter().enumerate() {
            if i > 0 {
                line.push(if text { ' ' } else { ',' });
            }
            let _ = write!(line, "{v}");
        }
        line.push(if text { '\n' } else { ']' });
        self.written += 1;
        self.out.write_all(line.as_bytes())
    }

    /// How many lists were written so far.
    pub fn written(&self) -> u64 {
        self.written
    }

    /// Ends the list (with `--json`, adds the count, and `stats` when
    /// given); how many lists were written.
    pub fn finish(self, stats: Option<Value>) -> io::Result<u64> {
        match self.form {
            ListForm::Text => {}
            ListForm::Leetcode => self
                .out
                .write_all(if self.written == 0 { b"[]\n" } else { b"]\n" })?,
            ListForm::Json(key) => {
                if self.written == 0 {
                    write!(self.out, "{{{}:[", Value::from(key))?;
                }
                write!(self.out, "],\"count\":{}", self.written)?;
                match stats {
                    Some(stats) => writeln!(self.out, ",\"stats\":{stats}}}")?,
                    None => writeln!(self.out, "}}")?,
                }
            }
        }
        Ok(self.written)
    }
}

/// Runs `each`, writing every list it hands over; an error writing stops
/// the walk and is returned.
pub fn write_each<T: Display>(
    writer: &mut ListWriter<'_>,
    each: impl FnOnce(&mut dyn FnMut(&[T]) -> std::ops::ControlFlow<()>) -> Report,
) -> anyhow::Result<Report> {
    let mut failed = None;
    let report = each(&mut |items| match writer.item(items) {
        Ok(()) => std::ops::ControlFlow::Continue(()),
        Err(e) => {
            failed = Some(e);
            std::ops::ControlFlow::Break(())
        }
    });
    match failed {
        Some(e) => Err(e.into()),
        None => Ok(report),
    }
}

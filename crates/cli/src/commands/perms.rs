//! `queens perms`: the judge task. Reads T, then T lines of N; prints, for
//! each N, every permutation of 1..N in lexicographic order on one line,
//! each as its numbers run together, separated by single spaces.
//!
//! The answer comes from the in-place generator (`JudgeLine`). With
//! `--stats` it comes from the engine's backtracking search instead (the
//! same lines, tested), whose counts are then shown; `--trace` shows
//! that search step by step, the cases one after another. `--json`
//! writes one object per case, `{"n":N,"perms":["12","21"]}`, streamed
//! (with `--stats`, a last `{"stats":…}` for all the cases).

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;

use puzzles::perms::{JudgeLine, PermutationSearch};
use puzzles::{Limits, Outcome, Puzzle, Report};

use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::PermsArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::stats::{Table, Value};

/// The most input read: T and a million lines of N, with room to spare.
const MAX_INPUT: u64 = 16 << 20;

pub fn run(args: &PermsArgs) -> anyhow::Result<ExitCode> {
    // The flags are checked before any input is read.
    args.search.check()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_INPUT, "the input")?;
    let ns = puzzles::perms::parse_judge(&text).map_err(|e| usage(e.to_string()))?;
    puzzle::run(&args.search, &Perms { args, ns })
}

struct Perms<'a> {
    args: &'a PermsArgs,
    /// The cases.
    ns: Vec<usize>,
}

impl PuzzleRun for Perms<'_> {
    fn rows(&self) -> Table {
        let ns = &self.ns;
        let mut list: Vec<String> = ns.iter().take(10).map(usize::to_string).collect();
        if ns.len() > 10 {
            list.push(format!("… ({} cases)", ns.len()));
        }
        let mut t = Table::new();
        t.text("puzzle", "perms")
            .row("cases", Value::Count(ns.len() as u128))
            .text("n", list.join(", "));
        t
    }

    /// The cases' searches as one trace, numbered on, within one step
    /// budget.
    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        let mut total = Report::default();
        for (case, &n) in self.ns.iter().enumerate() {
            // T > 1: where each case's search begins.
            if self.ns.len() > 1 && writer.section(&format!("case {}: n = {n}", case + 1)).is_break() {
                break;
            }
            let left = max_steps.saturating_sub(total.stats.steps);
            let report = PermutationSearch::new(n)?.trace_from(
                total.stats.steps,
                &Limits::max_steps(left),
                &mut |s| writer.step(s),
            );
            total.add(&report);
            if report.outcome != Outcome::Finished {
                break;
            }
        }
        Ok(total)
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        let mut total = Report::default();
        let json = answer.json;
        let out = &mut *answer.out;
        if !self.args.search.stats && !json {
            for &n in &self.ns {
                JudgeLine::new(n)?.write_to(out)?;
            }
            return Ok(Solved::found(total));
        }
        for &n in &self.ns {
            let mut failed = None;
            let mut first = true;
            if json {
                write!(out, "{{\"n\":{n},\"perms\":[")?;
            }
            let report =
                PermutationSearch::new(n)?.each(&Limits::none(), |p| match write_perm(out, p, first, json) {
                    Ok(()) => {
                        first = false;
                        ControlFlow::Continue(())
                    }
                    Err(e) => {
                        failed = Some(e);
                        ControlFlow::Break(())
                    }
                });
            if let Some(e) = failed {
                return Err(e.into());
            }
            out.write_all(if json { b"]}\n" } else { b"\n" })?;
            total.add(&report);
        }
        if let Some(stats) = answer.stats.of(&total, &Table::new()).filter(|_| json) {
            writeln!(answer.out, "{}", serde_json::json!({ "stats": stats }))?;
        }
        Ok(Solved::found(total))
    }
}

/// One permutation in the judge's form, after a space unless first (as
/// a JSON string after a comma, for `--json`).
fn write_perm<W: Write>(out: &mut W, p: &[u8], first: bool, json: bool) -> io::Result<()> {
    let mut text = [b' '; 2 * puzzles::perms::MAX_SEARCH_N + 3];
    let mut at = usize::from(!first);
    if json {
        if !first {
            text[0] = b',';
        }
        text[at] = b'"';
        at += 1;
    }
    for &v in p {
        if v >= 10 {
            text[at] = b'0' + v / 10;
            at += 1;
        }
        text[at] = b'0' + v % 10;
        at += 1;
    }
    if json {
        text[at] = b'"';
        at += 1;
    }
    out.write_all(&text[..at])
}

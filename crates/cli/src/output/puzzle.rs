//! The textbook puzzles' output: trace steps (the library's text and JSON
//! forms) and the `--stats` block.

use std::io::{self, Write};
use std::ops::ControlFlow;

use puzzles::{Detail, Report, StepKind, TraceStep};

use super::stats::{elapsed, grouped};
use crate::args::TraceFormat;

/// Writes trace steps, one a line, remembering the first write error
/// (which stops the search) and the last step number written.
pub struct TraceWriter<W: Write> {
    out: W,
    format: TraceFormat,
    failed: Option<io::Error>,
    /// The number of the last step written.
    pub last: u64,
    /// A `cut` step was written.
    pub cut: bool,
}

impl<W: Write> TraceWriter<W> {
    pub fn new(out: W, format: TraceFormat) -> Self {
        TraceWriter {
            out,
            format,
            failed: None,
            last: 0,
            cut: false,
        }
    }

    /// Writes one step; `Break` after a write error.
    pub fn step<D: Detail>(&mut self, step: &TraceStep<D>) -> ControlFlow<()> {
        let written = match self.format {
            TraceFormat::Text => writeln!(self.out, "{step}"),
            TraceFormat::Json => writeln!(self.out, "{}", step.json()),
        };
        self.last = step.step;
        self.cut |= matches!(step.kind, StepKind::Cut(_));
        match written {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => {
                self.failed = Some(e);
                ControlFlow::Break(())
            }
        }
    }

    /// Flushes, or reports the first write error.
    pub fn finish(mut self) -> io::Result<()> {
        match self.failed.take() {
            Some(e) => Err(e),
            None => self.out.flush(),
        }
    }
}

/// The `--stats` block of a puzzle search: its own rows first (the
/// puzzle, its size), then the engine's counts.
pub fn write_block<W: Write>(out: &mut W, rows: &[(&str, String)], r: &Report) -> io::Result<()> {
    let s = &r.stats;
    let counts = [
        ("solutions", grouped(s.solutions.into())),
        ("nodes", grouped(s.nodes.into())),
        ("checks", grouped(s.checks.into())),
        ("rejects", grouped(s.rejects.into())),
        ("dead ends", grouped(s.dead_ends.into())),
        ("steps", grouped(s.steps.into())),
        ("time", elapsed(r.elapsed)),
    ];
    for (name, value) in rows
        .iter()
        .map(|(n, v)| (*n, v.as_str()))
        .chain(counts.iter().map(|(n, v)| (*n, v.as_str())))
    {
        writeln!(out, "{name:<11} {value}")?;
    }
    if !r.outcome.is_finished() {
        writeln!(out, "{:<11} {}", "stopped", r.outcome.name())?;
    }
    Ok(())
}

/// Prints the `--stats` block on stderr.
pub fn print_block(rows: &[(&str, String)], r: &Report) {
    // Statistics that cannot be written are not worth failing over.
    let _ = write_block(&mut io::stderr().lock(), rows, r);
}

//! Writing trace steps, for every command that traces (`queens trace`,
//! `--trace` of the puzzles and of `sudoku solve`): the hand-trace text
//! form (each line led by its step number, as JSON's `step` and the
//! page's `?step=` count) or one JSON object per line. The forms themselves are the
//! engine's (`TraceStep`'s `Display` and `serde` form), shared with the web
//! visualizer.

use std::io::{self, Write};
use std::ops::ControlFlow;

use engine::{AnyStep, Detail, StepKind, TraceStep};

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
        if self.format == TraceFormat::Text {
            return self.step_any(step);
        }
        // Streamed, not through a string: a trace can be millions of steps.
        let written = serde_json::to_writer(&mut self.out, step)
            .map_err(io::Error::from)
            .and_then(|()| self.out.write_all(b"\n"));
        self.written(written, step)
    }

    /// Writes one step of a puzzle known only by its description;
    /// `Break` after a write error.
    pub fn step_any(&mut self, step: &dyn AnyStep) -> ControlFlow<()> {
        if let Some(title) = step.section() {
            self.section(&title)?;
        }
        let written = match self.format {
            // Numbered as in JSON and on the page (`?step=`), so a line of
            // the hand trace can be found there.
            TraceFormat::Text => writeln!(self.out, "{:>5}  {step}", step.number()),
            TraceFormat::Json => {
                let json = step.json();
                self.out
                    .write_all(json.as_bytes())
                    .and_then(|()| self.out.write_all(b"\n"))
            }
        };
        self.written(written, step)
    }

    /// Notes the step written, or the error writing it.
    fn written(&mut self, written: io::Result<()>, step: &dyn AnyStep) -> ControlFlow<()> {
        self.last = step.number();
        self.cut |= matches!(step.kind(), StepKind::Cut(_));
        match written {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => {
                self.failed = Some(e);
                ControlFlow::Break(())
            }
        }
    }

    /// A heading between the searches of one trace (`color --min`'s
    /// tries, the cases of `perms`): a line `== TITLE ==` in the text form
    /// only, so each JSON line stays one step (their numbers run on
    /// across the searches). `Break` after a write error.
    pub fn section(&mut self, title: &str) -> ControlFlow<()> {
        if self.format != TraceFormat::Text || self.failed.is_some() {
            return ControlFlow::Continue(());
        }
        match writeln!(self.out, "== {title} ==") {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => {
                self.failed = Some(e);
                ControlFlow::Break(())
            }
        }
    }

    /// A line of its own between the steps (`trace --code`'s code lines),
    /// in the text form only. `Break` after a write error.
    pub fn line(&mut self, text: &str) -> ControlFlow<()> {
        if self.format != TraceFormat::Text || self.failed.is_some() {
            return ControlFlow::Continue(());
        }
        match writeln!(self.out, "{text}") {
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

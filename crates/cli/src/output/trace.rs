//! Writing trace steps: the hand-trace text form or one JSON object per
//! line. The forms themselves are the library's (`QueensStep`'s `Display`
//! and `json()`), shared with the web visualizer.

use std::io::{self, Write};

use nqueens::QueensStep;

use crate::args::TraceFormat;

/// Writes one trace step per line.
pub fn step<W: Write>(out: &mut W, format: TraceFormat, event: &QueensStep<'_>) -> io::Result<()> {
    match format {
        TraceFormat::Text => writeln!(out, "{event}"),
        TraceFormat::Json => writeln!(out, "{}", event.json()),
    }
}

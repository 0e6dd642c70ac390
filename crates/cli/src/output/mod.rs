//! Writing boards: one module per format, behind one sink.

pub mod count;
mod json;
mod leetcode;
pub mod long_perm;
mod perm;
pub mod puzzle;
pub mod stats;
mod text;
pub mod trace;

use std::fmt;
use std::io::{self, Write};
use std::time::Duration;

use anyhow::Context;

use crate::args::Format;

/// Writes one line to stdout and flushes it. A failed write is an error
/// (`exit::report` ends quietly on a closed pipe, with status 1 otherwise);
/// nothing on a result path prints with `println!`, which panics.
pub fn out_line(args: fmt::Arguments<'_>) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    out.write_fmt(args)
        .and_then(|()| out.write_all(b"\n"))
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}

/// Writes one line to stderr (a note or a per-item error); a failed write
/// is an error, as for [`out_line`].
pub fn err_line(args: fmt::Arguments<'_>) -> anyhow::Result<()> {
    let mut err = io::stderr().lock();
    err.write_fmt(args)
        .and_then(|()| err.write_all(b"\n"))
        .and_then(|()| err.flush())
        .context("cannot write to standard error")
}

/// Writes bytes made in memory to stdout (a script, a page) and flushes.
pub fn write_stdout(bytes: &[u8]) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}

/// A failed write to stdout, as an error that says so.
pub fn write_failed(e: io::Error) -> anyhow::Error {
    anyhow::Error::new(e).context("cannot write to standard output")
}

/// `outln!(...)`: [`out_line`] with `format!` arguments.
macro_rules! outln {
    ($($arg:tt)*) => { $crate::output::out_line(format_args!($($arg)*)) };
}

/// `errln!(...)`: [`err_line`] with `format!` arguments.
macro_rules! errln {
    ($($arg:tt)*) => { $crate::output::err_line(format_args!($($arg)*)) };
}

pub(crate) use {errln, outln};

/// How much of the user's input an error line quotes, in characters.
pub const QUOTE_CHARS: usize = 80;

/// At most `max` characters of the user's text, escaped as `{:?}` escapes
/// them, with `…` when cut: for error lines that quote input.
pub fn quoted(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => format!("{text:?}"),
        Some((at, _)) => format!("{:?}…", &text[..at]),
    }
}

/// Writes a stream of boards in one format. Each board is written as it
/// comes; nothing is kept.
pub struct BoardSink<W: Write> {
    out: W,
    format: Format,
    n: usize,
    written: u64,
    /// One row of the board, reused for every row written.
    row: Vec<u8>,
}

impl<W: Write> BoardSink<W> {
    pub fn new(out: W, format: Format, n: usize) -> Self {
        BoardSink {
            out,
            format,
            n,
            written: 0,
            row: vec![b'.'; n],
        }
    }

    /// Writes one board given as `cols`.
    pub fn board(&mut self, cols: &[usize]) -> io::Result<()> {
        debug_assert_eq!(cols.len(), self.n);
        let first = self.written == 0;
        self.written += 1;
        match self.format {
            Format::Text => text::board(&mut self.out, &mut self.row, cols, first),
            Format::Json => json::board(&mut self.out, &mut self.row, cols),
            Format::Leetcode => leetcode::board(&mut self.out, &mut self.row, cols, first),
            Format::Perm => perm::board(&mut self.out, cols),
        }
    }

    /// Closes the stream (LeetCode's closing bracket) and hands back the
    /// writer.
    pub fn finish(mut self) -> io::Result<W> {
        if self.format == Format::Leetcode {
            leetcode::finish(&mut self.out, self.written == 0)?;
        }
        Ok(self.out)
    }
}

/// Writes the rows of a board as JSON strings separated by commas:
/// `".Q..","...Q"`. Shared by the two JSON formats.
fn json_rows<W: Write>(out: &mut W, row: &mut [u8], cols: &[usize]) -> io::Result<()> {
    for (r, &c) in cols.iter().enumerate() {
        if r > 0 {
            out.write_all(b",")?;
        }
        row[c] = b'Q';
        out.write_all(b"\"")?;
        out.write_all(row)?;
        out.write_all(b"\"")?;
        row[c] = b'.';
    }
    Ok(())
}

/// A duration in milliseconds, to the microsecond, for JSON reports.
pub fn millis(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e6).round() / 1e3
}

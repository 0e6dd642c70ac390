//! Writing boards: one module per format, behind one sink.

mod json;
mod leetcode;
pub mod long_perm;
mod perm;
pub mod puzzle;
pub mod stats;
mod text;
pub mod trace;

use std::io::{self, Write};
use std::time::Duration;

use crate::args::Format;

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

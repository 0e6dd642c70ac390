//! A checkpoint's lines, one at a time: reading one holds no more than a
//! line of the file, however many lines it has (a forged file of
//! millions of well-formed lines costs time, not memory).

use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::Path;

use textguard::LineTooLong;

use super::{CheckpointError, MAX_LINE};

/// The lines of a checkpoint file, from where the file is read next
/// (`R` is the file, or the part of it a later pass reads again).
pub(super) struct Lines<'f, R> {
    path: &'f Path,
    reader: BufReader<R>,
    /// The number of the next line, from 1.
    number: usize,
}

/// One line, without its newline.
pub(super) struct Line {
    pub bytes: Vec<u8>,
    /// Whether it ended with a newline (a last line without one is torn).
    pub complete: bool,
}

impl<'f, R: Read> Lines<'f, R> {
    pub fn new(path: &'f Path, file: R) -> Self {
        Lines {
            path,
            reader: BufReader::with_capacity(1 << 16, file),
            number: 1,
        }
    }

    /// The next line, `None` at the end of the file. Fails at a line
    /// longer than [`MAX_LINE`] (so a file of zeros or a stray binary
    /// file fails at once), or a failed read; the errors name the path.
    pub fn next_line(&mut self) -> Result<Option<Line>, CheckpointError> {
        let mut bytes = Vec::new();
        let read =
            textguard::read_line(&mut self.reader, &mut bytes, MAX_LINE, self.number).map_err(|e| {
                match LineTooLong::of(&e) {
                    Some(too_long) => CheckpointError::TooLong {
                        path: self.path.to_path_buf(),
                        too_long,
                    },
                    None => CheckpointError::Io {
                        path: self.path.to_path_buf(),
                        source: e,
                    },
                }
            })?;
        if read == 0 {
            return Ok(None);
        }
        self.number += 1;
        let complete = bytes.last() == Some(&b'\n');
        if complete {
            bytes.pop();
        }
        Ok(Some(Line { bytes, complete }))
    }
}

/// Reads the file from its start, whole, when it is at most `max` bytes
/// long; `None` when it is longer.
pub(super) fn small(file: &mut File, max: u64) -> io::Result<Option<Vec<u8>>> {
    use std::io::{Read, Seek};
    file.rewind()?;
    let mut bytes = Vec::new();
    file.by_ref().take(max + 1).read_to_end(&mut bytes)?;
    file.rewind()?;
    Ok((bytes.len() as u64 <= max).then_some(bytes))
}

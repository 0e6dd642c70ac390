//! # textguard
//!
//! Untrusted text kept in bounds, for every reader of the workspace:
//! lines of input read with a cap on their length, so input without
//! newlines (`/dev/zero`, a runaway file) fails fast instead of growing
//! one line without end ([`read_line`]), and input shown in an error line
//! quoted and shortened to one short line ([`quote`], [`shown`]); and the
//! one error of text that is not the record a reader expected
//! ([`ParseError`], [`ReadError`]).
//!
//! Its own crate, below every library: the engine does no I/O, and the
//! kernel vocabulary quotes a bad kernel name without needing the engine.

#![forbid(unsafe_code)]

mod error;

pub use error::{ParseError, ReadError};

use std::fmt;
use std::io::{self, BufRead};

/// A line longer than a reader allows: its number and the cap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineTooLong {
    /// The line, from 1.
    pub line: usize,
    /// The most bytes a line may have, its line end not counted.
    pub max: u64,
}

impl fmt::Display for LineTooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} is longer than {} bytes", self.line, self.max)
    }
}

impl std::error::Error for LineTooLong {}

impl LineTooLong {
    /// As an [`io::Error`] (kind `InvalidData`), for readers whose errors
    /// are I/O errors.
    pub fn into_io(self) -> io::Error {
        io::Error::new(io::ErrorKind::InvalidData, self)
    }

    /// The over-long line an I/O error stands for, if it does.
    pub fn of(e: &io::Error) -> Option<LineTooLong> {
        e.get_ref()?.downcast_ref::<LineTooLong>().copied()
    }
}

/// Appends one line (with its `\n`, if any) to `buf`, as
/// [`BufRead::read_until`] does, but fails with [`LineTooLong`] (as an I/O
/// error) once the line passes `max` bytes before its `\n`, having kept no
/// more than `max + 1` bytes of it.
/// `line` is the number of the line being read, for the error. Returns
/// the bytes read: 0 at the end of the input.
pub fn read_line<R: BufRead + ?Sized>(
    reader: &mut R,
    buf: &mut Vec<u8>,
    max: u64,
    line: usize,
) -> io::Result<usize> {
    let start = buf.len();
    loop {
        let available = match reader.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(buf.len() - start);
        }
        let (used, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (available.len(), false),
        };
        // The line may hold `max` bytes and its `\n`.
        let have = (buf.len() - start) as u64;
        let len = have + used as u64 - u64::from(done);
        if len > max {
            buf.truncate(start);
            reader.consume(used);
            return Err(LineTooLong { line, max }.into_io());
        }
        buf.extend_from_slice(&available[..used]);
        reader.consume(used);
        if done {
            return Ok(buf.len() - start);
        }
    }
}

/// How much of the user's input an error line quotes, in characters.
pub const QUOTE_CHARS: usize = 80;

/// The user's text as an error line shows it: as it is when it is short
/// (at most [`QUOTE_CHARS`] characters) and printable, else escaped as
/// `{:?}` escapes it and cut to [`QUOTE_CHARS`] characters of escapes,
/// with `…` when cut, so a 50 MB bad line (or 80 bytes that each escape
/// to `\u{1}`) is not echoed whole.
pub fn shown(text: &str) -> String {
    let breaks = |c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}');
    if text.chars().count() <= QUOTE_CHARS && !text.chars().any(breaks) {
        return text.to_owned();
    }
    // Each character as wide as `{:?}` writes it in a string.
    let mut width = 0;
    for (at, c) in text.char_indices() {
        width += if c == '\'' { 1 } else { c.escape_debug().count() };
        if width > QUOTE_CHARS {
            return format!("{:?}…", &text[..at]);
        }
    }
    format!("{text:?}")
}

/// [`shown`] in single quotes when shown as it is: `'abc'`, or
/// `"abc\u{7}…"…` when escaped.
pub fn quote(text: &str) -> String {
    let s = shown(text);
    if s == text { format!("'{text}'") } else { s }
}

#[cfg(test)]
mod tests {
    #[test]
    fn quotes_are_short_and_escaped() {
        assert_eq!(quote("abc"), "'abc'");
        assert_eq!(shown("abc"), "abc");
        assert_eq!(quote("a\u{7}b"), "\"a\\u{7}b\"");
        let long = quote(&"é".repeat(1000));
        assert_eq!(long, format!("\"{}\"…", "é".repeat(80)));
    }

    #[test]
    fn escapes_count_towards_the_quote() {
        // 61 NULs escape to 122 characters: cut at 40 of them.
        let nuls = quote(&"\0".repeat(61));
        assert_eq!(nuls, format!("\"{}\"…", "\\0".repeat(40)));
        let wide = shown(&"\u{10ffff}".repeat(80));
        assert!(wide.chars().count() <= QUOTE_CHARS + 3, "{wide}");
        // A line separator is escaped, however short the text.
        assert_eq!(shown("a\u{2028}b"), "\"a\\u{2028}b\"");
    }

    use super::*;

    fn lines(input: &[u8], max: u64) -> Vec<Result<Vec<u8>, LineTooLong>> {
        let mut reader = io::BufReader::with_capacity(3, input);
        let mut out = Vec::new();
        for line in 1.. {
            let mut buf = Vec::new();
            match read_line(&mut reader, &mut buf, max, line) {
                Ok(0) => break,
                Ok(_) => out.push(Ok(buf)),
                Err(e) => {
                    out.push(Err(LineTooLong::of(&e).unwrap()));
                    break;
                }
            }
        }
        out
    }

    #[test]
    fn lines_up_to_the_cap_are_read_whole() {
        let got = lines(b"abcd\nab\r\n\nxyzw", 4);
        let want: Vec<Result<Vec<u8>, LineTooLong>> = vec![
            Ok(b"abcd\n".to_vec()),
            Ok(b"ab\r\n".to_vec()),
            Ok(b"\n".to_vec()),
            Ok(b"xyzw".to_vec()),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn a_longer_line_is_an_error_naming_it() {
        let got = lines(b"ok\nabcde\nmore\n", 4);
        assert_eq!(got[1], Err(LineTooLong { line: 2, max: 4 }));
        assert_eq!(
            got[1].clone().unwrap_err().to_string(),
            "line 2 is longer than 4 bytes"
        );
        assert_eq!(lines(b"abcde", 4), [Err(LineTooLong { line: 1, max: 4 })]);
    }

    #[test]
    fn endless_input_fails_fast() {
        let mut zero = io::BufReader::new(io::repeat(0));
        let mut buf = Vec::new();
        let e = read_line(&mut zero, &mut buf, 1 << 20, 1).unwrap_err();
        assert_eq!(
            LineTooLong::of(&e),
            Some(LineTooLong {
                line: 1,
                max: 1 << 20
            })
        );
        assert!(buf.is_empty());
    }
}

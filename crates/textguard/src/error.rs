//! The one error of reading untrusted text as records (a board, a
//! puzzle): where it went wrong and what was expected. The puzzle crates
//! (`nqueens`'s boards, `sudoku`'s puzzles) share it, so a bad line is
//! named the same way whichever reader refused it.

use std::fmt;
use std::io;

/// Why text is not what the reader expected: where, and what was expected.
///
/// ```
/// let e = textguard::ParseError::new(2, Some(5), "unexpected 'x'");
/// assert_eq!(e.to_string(), "line 2, column 5: unexpected 'x'");
/// assert_eq!(textguard::ParseError::new(3, None, "too short").to_string(), "line 3: too short");
/// assert_eq!(textguard::ParseError::new(0, None, "no board").to_string(), "no board");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The line, from 1 (0 when the input holds nothing to read at all).
    pub line: usize,
    /// The character position in the line, from 1, when one is to blame.
    pub column: Option<usize>,
    /// What was wrong and what is allowed.
    pub message: String,
}

impl ParseError {
    /// The error at `line` (and `column`, when one character is to blame).
    pub fn new(line: usize, column: Option<usize>, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => f.write_str(&self.message),
            (line, Some(col)) => write!(f, "line {line}, column {col}: {}", self.message),
            (line, None) => write!(f, "line {line}: {}", self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// A failure to read records: the input could not be read, or one record
/// was malformed (readers go on with the next). The message is whole: it
/// has no `source` (a front end that prints an error's sources after it
/// would say the I/O error twice).
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// Reading failed.
    #[error("cannot read input: {0}")]
    Io(io::Error),
    /// The text is not a record.
    #[error(transparent)]
    Parse(#[from] ParseError),
}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> ReadError {
        ReadError::Io(e)
    }
}

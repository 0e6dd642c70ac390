//! The library's error type.

use thiserror::Error;

use textguard::{ParseError, ReadError};

use crate::place::{Cell, Conflict};

/// Everything that can go wrong in this crate. Bad input is always an `Err`,
/// never a panic.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// The text is not a puzzle.
    #[error("{0}")]
    Parse(#[from] ParseError),
    /// A cell value that is neither empty (0) nor a digit 1–9.
    #[error("{cell} holds {value}, which is not a digit 1 to 9")]
    BadValue {
        /// Where.
        cell: Cell,
        /// The value found.
        value: u8,
    },
    /// Two equal digits in one row, column or box.
    #[error("{0}")]
    Conflict(#[from] Conflict),
}

impl From<ReadError> for Error {
    /// An I/O failure becomes a parse error of line 0 with its message.
    fn from(e: ReadError) -> Error {
        match e {
            ReadError::Parse(p) => Error::Parse(p),
            ReadError::Io(io) => Error::Parse(ParseError::new(0, None, format!("cannot read: {io}"))),
        }
    }
}

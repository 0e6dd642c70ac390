//! The library's error type.

use std::fmt;

use thiserror::Error;

/// Everything that can go wrong in this crate. Bad input is always an `Err`,
/// never a panic.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A number is outside what the operation supports.
    #[error("{what} must be an integer from {min} to {max}, got {got}")]
    OutOfRange {
        /// What the number is (`n`, `the number of colours`, …).
        what: &'static str,
        /// The smallest value allowed.
        min: u64,
        /// The largest value allowed.
        max: u64,
        /// The value given, as written.
        got: String,
    },
    /// The input text could not be read: where, and what was wrong.
    #[error("{at}: {message}")]
    Parse {
        /// Where in the input.
        at: Location,
        /// What was wrong and what is allowed.
        message: String,
    },
    /// An option has a value outside what it allows.
    #[error("{0}")]
    BadOption(String),
    /// The input as a whole is wrong (empty, or missing a part), with no
    /// one line to blame.
    #[error("{0}")]
    Invalid(String),
}

/// A place in an input text: a line and, when one is to blame, a column
/// (both from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Location {
    /// The line, from 1.
    pub line: usize,
    /// The character position in the line, from 1.
    pub column: Option<usize>,
}

impl Location {
    /// A whole line.
    pub fn line(line: usize) -> Self {
        Location { line, column: None }
    }

    /// A character of a line.
    pub fn at(line: usize, column: usize) -> Self {
        Location {
            line,
            column: Some(column),
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(c) => write!(f, "line {}, column {c}", self.line),
            None => write!(f, "line {}", self.line),
        }
    }
}

/// A parse error at `at`.
pub(crate) fn parse_error(at: Location, message: impl Into<String>) -> Error {
    Error::Parse {
        at,
        message: message.into(),
    }
}

/// Checks that `v` lies in `min..=max`.
pub(crate) fn check_range(what: &'static str, v: u64, min: u64, max: u64) -> Result<(), Error> {
    if (min..=max).contains(&v) {
        Ok(())
    } else {
        Err(Error::OutOfRange {
            what,
            min,
            max,
            got: v.to_string(),
        })
    }
}

/// The library's refusal of a described puzzle's parameter as the
/// description's error: a range keeps its fields (and its wording),
/// anything else is the parameter `param`'s, in the library's words.
pub(crate) fn refused(param: &'static str, e: Error) -> engine::ParamError {
    match e {
        Error::OutOfRange { what, min, max, got } => engine::ParamError::OutOfRange {
            name: what,
            min,
            max,
            got,
        },
        other => engine::ParamError::Refused {
            name: param,
            message: other.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages() {
        let e = parse_error(Location::at(3, 7), "expected `#`, `.`, `S` or `E`, got `x`");
        assert_eq!(
            e.to_string(),
            "line 3, column 7: expected `#`, `.`, `S` or `E`, got `x`"
        );
        assert_eq!(
            parse_error(Location::line(2), "empty").to_string(),
            "line 2: empty"
        );
        assert_eq!(
            check_range("n", 11, 1, 10).unwrap_err().to_string(),
            "n must be an integer from 1 to 10, got 11"
        );
    }
}

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
    /// A knight's tour's start off its board (row and column from 1).
    #[error("the start row {row} col {col} is off the {n}×{n} board (rows and columns 1 to {n})")]
    StartOffBoard {
        /// The row asked for, from 1.
        row: usize,
        /// The column asked for, from 1.
        col: usize,
        /// The board's side.
        n: usize,
    },
    /// A graph's edge to a vertex it does not have.
    #[error("the edge {u}–{v} names a vertex outside 0..{n}")]
    EdgeOutside {
        /// One end.
        u: usize,
        /// The other.
        v: usize,
        /// The graph's vertices.
        n: usize,
    },
    /// A graph's edge from a vertex to itself.
    #[error("vertex {0} is joined to itself")]
    SelfLoop(usize),
    /// A Star Battle of no stars a row.
    #[error("stars must be at least 1")]
    NoStars,
    /// More stars a row than a board of this side holds.
    #[error(
        "{stars} stars a row need a side of at least {side}, not {n}: two touching rows hold at most one star in each 2×2 block"
    )]
    StarsNeedSide {
        /// The stars a row.
        stars: usize,
        /// The least side that holds them.
        side: usize,
        /// The side given.
        n: usize,
    },
    /// A subsets number past the largest.
    #[error("each number must be from -{max} to {max}, got {got}")]
    SubsetValue {
        /// The largest magnitude.
        max: u64,
        /// The number given.
        got: i64,
    },
    /// More words to find than a word search takes.
    #[error("at most {max} words, got {got}")]
    TooManyWords {
        /// The most.
        max: usize,
        /// The words given.
        got: usize,
    },
    /// More letters in the words to find than a word search takes.
    #[error("the words have more than {max} letters in all")]
    TooManyLetters {
        /// The most.
        max: usize,
    },
    /// A word a word search cannot take.
    #[error("{0}")]
    BadWord(#[from] BadWord),
    /// The input as a whole is wrong (empty, or missing a part), with no
    /// one line to blame.
    #[error("{0}")]
    Invalid(#[from] Invalid),
}

/// Why a word is not one a search takes.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum BadWord {
    /// No letters.
    #[error("a word is at least one letter, got an empty word")]
    Empty,
    /// Something other than ASCII letters.
    #[error("a word is ASCII letters `A`–`Z` and `a`–`z`, got {}", textguard::quote(.0))]
    NotLetters(String),
    /// Longer than the longest.
    #[error("a word is at most {max} letters, got {len} letters")]
    TooLong {
        /// The most.
        max: usize,
        /// Its letters.
        len: usize,
    },
}

/// An input wrong as a whole ([`Error::Invalid`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Invalid {
    /// A maze of no rows.
    #[error("the maze is empty: expected rows of `#`, `.`, `S` and `E`")]
    EmptyMaze,
    /// A maze without its start or its end.
    #[error("the maze has no {name} `{symbol}`")]
    MazeLacks {
        /// `start` or `end`.
        name: &'static str,
        /// `S` or `E`.
        symbol: char,
    },
    /// A word search's grid of no rows.
    #[error("the grid is empty: expected rows of letters")]
    EmptyGrid,
    /// A regions puzzle of no rows.
    #[error("the puzzle has no rows")]
    NoRows,
    /// A regions puzzle larger than any taken.
    #[error("the puzzle has {n} rows; the largest side is {max}")]
    TooLarge {
        /// Its rows.
        n: usize,
        /// The largest side.
        max: usize,
    },
    /// A regions map given as numbers that are not n×n regions below n.
    #[error("a {n}×{n} map needs {} region numbers below {n}", n * n)]
    RegionNumbers {
        /// The side.
        n: usize,
    },
    /// A regions puzzle with another number of regions than its side.
    #[error("a {n}×{n} puzzle needs {n} regions, found {}{}", .symbols.len(), named(.symbols))]
    Regions {
        /// The side.
        n: usize,
        /// The region symbols found.
        symbols: Vec<char>,
    },
    /// Text of no regions puzzle.
    #[error("no puzzle in the input")]
    NoPuzzle,
    /// Text of several regions puzzles where one was asked for.
    #[error("expected one puzzle, found {0}")]
    NotOne(usize),
}

/// The symbols found, when few: a long list would only fill the line.
fn named(symbols: &[char]) -> String {
    if symbols.len() <= 12 {
        format!(" ({})", symbols.iter().collect::<String>())
    } else {
        String::new()
    }
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

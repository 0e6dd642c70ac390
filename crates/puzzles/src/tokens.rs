//! Lists of whitespace-separated tokens (numbers, words) as the subsets,
//! combination-sum and word-search puzzles read them: any line breaks,
//! blank lines, `\r\n` line ends and a UTF-8 byte order mark; errors
//! name the line and column and quote the token short.

use engine::text::{self, Place, TextError};

use crate::error::{Error, Location};

/// The most numbers [`parse_numbers`] reads.
pub const MAX_PARSED_NUMBERS: usize = 10_000;

/// The largest magnitude [`parse_numbers`] reads: `-10^9..=10^9`.
pub const MAX_PARSED_VALUE: i64 = 1_000_000_000;

/// The tokens of `text` with their places (the engine's reader, which
/// the described puzzles' lists of numbers are read with too).
pub(crate) fn tokens(text: &str) -> impl Iterator<Item = (Location, &str)> {
    text::tokens(text).map(|(at, token)| (location(at), token))
}

fn location(at: Place) -> Location {
    Location {
        line: at.line,
        column: at.column,
    }
}

/// The engine's refusal of a token as this crate's parse error.
fn parse_error(e: TextError) -> Error {
    Error::Parse {
        at: location(e.at),
        message: e.message,
    }
}

/// Reads whitespace-separated integers (each an optional sign and
/// decimal digits, from `-10^9` to `10^9`, at most
/// [`MAX_PARSED_NUMBERS`] of them) from text with any line breaks,
/// blank lines, `\r\n` line ends and a byte order mark. Errors name the
/// line and column and quote the token, cut short.
///
/// ```
/// assert_eq!(puzzles::parse_numbers("\u{feff}1 -2\r\n\n 3\n")?, [1, -2, 3]);
/// let e = puzzles::parse_numbers("1 2\n3 x4\n").unwrap_err();
/// assert_eq!(e.to_string(), "line 2, column 3: expected an integer, got 'x4'");
/// # Ok::<(), puzzles::Error>(())
/// ```
pub fn parse_numbers(text: &str) -> Result<Vec<i64>, Error> {
    read_integers(text, "a number", -MAX_PARSED_VALUE, MAX_PARSED_VALUE)
}

/// [`parse_numbers`] with its own range for each number.
pub(crate) fn read_integers(text: &str, what: &str, min: i64, max: i64) -> Result<Vec<i64>, Error> {
    text::integers(text, what, min, max, MAX_PARSED_NUMBERS).map_err(parse_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_their_errors() {
        assert_eq!(parse_numbers(""), Ok(vec![]));
        assert_eq!(parse_numbers("\n\r\n  \t\n"), Ok(vec![]));
        assert_eq!(parse_numbers("1\r2\u{a0}3"), Ok(vec![1, 2, 3]));
        assert_eq!(
            parse_numbers("007 -0 +5 -1000000000"),
            Ok(vec![7, 0, 5, -1_000_000_000])
        );
        let cases = [
            (
                "1 1000000001",
                "line 1, column 3: a number must be from -1000000000 to 1000000000, got '1000000001'",
            ),
            ("\u{feff}\n -", "line 2, column 2: expected an integer, got '-'"),
            ("1,2", "line 1, column 1: expected an integer, got '1,2'"),
            ("é 1e5", "line 1, column 1: expected an integer, got 'é'"),
            ("1 1e5", "line 1, column 3: expected an integer, got '1e5'"),
            (
                "99999999999999999999999",
                "line 1, column 1: a number must be from -1000000000 to 1000000000, got '99999999999999999999999'",
            ),
            ("1 \u{7}", "line 1, column 3: expected an integer, got \"\\u{7}\""),
        ];
        for (text, message) in cases {
            assert_eq!(parse_numbers(text).unwrap_err().to_string(), message, "{text:?}");
        }
        let many = "1 ".repeat(MAX_PARSED_NUMBERS);
        assert_eq!(parse_numbers(&many).map(|v| v.len()), Ok(MAX_PARSED_NUMBERS));
        assert_eq!(
            parse_numbers(&(many + "\n2")).unwrap_err().to_string(),
            "line 2, column 1: more than 10000 numbers"
        );
        let long = "5".repeat(1000);
        assert!(parse_numbers(&long).unwrap_err().to_string().len() < 200);
    }
}

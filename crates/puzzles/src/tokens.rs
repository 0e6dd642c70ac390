//! Lists of whitespace-separated tokens (numbers, words) as the subsets,
//! combination-sum and word-search puzzles read them: any line breaks,
//! blank lines, `\r\n` line ends and a UTF-8 byte order mark; errors
//! name the line and column and quote the token short.

use textguard::quote;

use crate::error::{Error, Location, parse_error};

/// The most numbers [`parse_numbers`] reads.
pub const MAX_PARSED_NUMBERS: usize = 10_000;

/// The largest magnitude [`parse_numbers`] reads: `-10^9..=10^9`.
pub const MAX_PARSED_VALUE: i64 = 1_000_000_000;

/// The tokens of `text` with their places: the line and the column (both
/// from 1, the column in characters, a byte order mark not counted).
/// Tokens are separated by whitespace (Unicode's, so a no-break space
/// separates too).
pub(crate) fn tokens(text: &str) -> impl Iterator<Item = (Location, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.split('\n').enumerate().flat_map(|(i, line)| {
        let line_no = i + 1;
        let mut out = Vec::new();
        let mut start = None;
        for (col, (at, ch)) in line.char_indices().enumerate() {
            match (ch.is_whitespace(), start) {
                (false, None) => start = Some((col + 1, at)),
                (true, Some((c, s))) => {
                    out.push((Location::at(line_no, c), &line[s..at]));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some((c, s)) = start {
            out.push((Location::at(line_no, c), &line[s..]));
        }
        out
    })
}

/// One integer token in `min..=max`: an optional `-` or `+` and decimal
/// digits.
pub(crate) fn integer(at: Location, token: &str, what: &str, min: i64, max: i64) -> Result<i64, Error> {
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(parse_error(
            at,
            format!("expected an integer, got {}", quote(token)),
        ));
    }
    // Leading zeros do not make a number bigger.
    let trimmed = digits.trim_start_matches('0');
    let value = if trimmed.len() > 18 {
        None
    } else {
        let v: i64 = if trimmed.is_empty() {
            0
        } else {
            trimmed.parse().expect("at most 18 digits")
        };
        Some(if token.starts_with('-') { -v } else { v })
    };
    match value {
        Some(v) if (min..=max).contains(&v) => Ok(v),
        _ => Err(parse_error(
            at,
            format!("{what} must be from {min} to {max}, got {}", quote(token)),
        )),
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
    let mut out = Vec::new();
    for (at, token) in tokens(text) {
        if out.len() == MAX_PARSED_NUMBERS {
            return Err(parse_error(at, format!("more than {MAX_PARSED_NUMBERS} numbers")));
        }
        out.push(integer(at, token, what, min, max)?);
    }
    Ok(out)
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

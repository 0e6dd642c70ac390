//! Whitespace-separated tokens and whole numbers read from untrusted text
//! (a file, stdin, a query), with the place of a bad one: any line
//! breaks, blank lines, `\r\n` line ends and a UTF-8 byte order mark;
//! errors name the line and column and quote the token short. A
//! described puzzle's list of numbers ([`crate::Kind::Numbers`]) is read
//! here, and the puzzles' own parsers read with the same words.

use std::fmt;

use textguard::quote;

/// A place in a text: a line and, when one is to blame, a column (both
/// from 1, the column in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    /// The line, from 1.
    pub line: usize,
    /// The character position in the line, from 1.
    pub column: Option<usize>,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(c) => write!(f, "line {}, column {c}", self.line),
            None => write!(f, "line {}", self.line),
        }
    }
}

/// A token that is not what was asked: where, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{at}: {message}")]
pub struct TextError {
    /// Where in the text.
    pub at: Place,
    /// What is wrong and what is allowed.
    pub message: String,
}

/// The tokens of `text` with their places. Tokens are separated by
/// whitespace (Unicode's, so a no-break space separates too); a byte
/// order mark is not counted.
pub fn tokens(text: &str) -> impl Iterator<Item = (Place, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.split('\n').enumerate().flat_map(|(i, line)| {
        let line_no = i + 1;
        let at = move |col: usize| Place {
            line: line_no,
            column: Some(col),
        };
        let mut out = Vec::new();
        let mut start = None;
        for (col, (byte, ch)) in line.char_indices().enumerate() {
            match (ch.is_whitespace(), start) {
                (false, None) => start = Some((col + 1, byte)),
                (true, Some((c, s))) => {
                    out.push((at(c), &line[s..byte]));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some((c, s)) = start {
            out.push((at(c), &line[s..]));
        }
        out
    })
}

/// One integer token in `min..=max`: an optional `-` or `+` and decimal
/// digits; out of range, `{what} must be from {min} to {max}, got '…'`.
pub fn integer(at: Place, token: &str, what: &str, min: i64, max: i64) -> Result<i64, TextError> {
    let error = |message: String| TextError { at, message };
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(error(format!("expected an integer, got {}", quote(token))));
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
        _ => Err(error(format!(
            "{what} must be from {min} to {max}, got {}",
            quote(token)
        ))),
    }
}

/// The whitespace-separated integers of `text`, each in `min..=max`
/// (`what` names one in the message: `a candidate`), at most `cap` of
/// them (the one after is refused where it stands).
pub fn integers(text: &str, what: &str, min: i64, max: i64, cap: usize) -> Result<Vec<i64>, TextError> {
    let mut out = Vec::new();
    for (at, token) in tokens(text) {
        if out.len() == cap {
            return Err(TextError {
                at,
                message: format!("more than {cap} numbers"),
            });
        }
        out.push(integer(at, token, what, min, max)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_and_their_places() {
        let read = |t: &str| integers(t, "a number", -9, 9, 3);
        assert_eq!(read("\u{feff}1 -2\r\n\n +3\n"), Ok(vec![1, -2, 3]));
        assert_eq!(read("007 -0"), Ok(vec![7, 0]));
        let cases = [
            ("1\n2 x4", "line 2, column 3: expected an integer, got 'x4'"),
            (
                "1\n  10",
                "line 2, column 3: a number must be from -9 to 9, got '10'",
            ),
            ("1,2", "line 1, column 1: expected an integer, got '1,2'"),
            ("1 2 3 4", "line 1, column 7: more than 3 numbers"),
            (
                "99999999999999999999999",
                "line 1, column 1: a number must be from -9 to 9, got '99999999999999999999999'",
            ),
            ("1 \u{7}", "line 1, column 3: expected an integer, got \"\\u{7}\""),
        ];
        for (text, message) in cases {
            assert_eq!(read(text).unwrap_err().to_string(), message, "{text:?}");
        }
        let long = "5".repeat(1000);
        assert!(read(&long).unwrap_err().to_string().len() < 200);
    }
}

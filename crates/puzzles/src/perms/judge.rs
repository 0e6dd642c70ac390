//! The judge task: read T, then T lines of N; for each N write every
//! permutation of 1..N in lexicographic order on one line, each as its
//! numbers run together (`1234`), separated by single spaces.

use std::io::{self, Write};

use crate::error::{Error, Location, check_range, parse_error};

use super::lexicographic::advance_from;

/// The largest N of the judge task (10! = 3,628,800 permutations, a line
/// of 39,916,800 bytes).
pub const MAX_JUDGE_N: usize = 10;

/// The most test cases a judge input may announce.
pub const MAX_JUDGE_CASES: u64 = 1_000_000;

/// Reads a judge input: T (1 to [`MAX_JUDGE_CASES`]), then T numbers N
/// (1 to [`MAX_JUDGE_N`]), read as judges read them: whitespace-separated
/// tokens on any lines (`2 2 3` on one line, blank lines between cases,
/// `\r\n` line ends, a UTF-8 byte order mark). A token that is not such a
/// number, a missing N or a token after the last case is an error naming
/// its line and column.
///
/// ```
/// assert_eq!(puzzles::perms::parse_judge("2\n2\n4\n"), Ok(vec![2, 4]));
/// assert_eq!(puzzles::perms::parse_judge("\u{feff}2\r\n\r\n3 1\r\n"), Ok(vec![3, 1]));
/// let e = puzzles::perms::parse_judge("2\n2\n11\n").unwrap_err();
/// assert_eq!(e.to_string(), "line 3, column 1: N must be an integer from 1 to 10, got 11");
/// ```
pub fn parse_judge(text: &str) -> Result<Vec<usize>, Error> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines = text.split('\n').count();
    // (line, column, token), lines and columns from 1.
    let mut tokens = text.split('\n').enumerate().flat_map(|(i, line)| {
        let line = line.strip_suffix('\r').unwrap_or(line);
        line.split_whitespace()
            .map(move |w| (i + 1, column_of(line, w), w))
    });
    let Some((line, column, word)) = tokens.next() else {
        return Err(parse_error(
            Location::line(1),
            format!("expected T (an integer from 1 to {MAX_JUDGE_CASES}), got nothing"),
        ));
    };
    let cases = number(word, Location::at(line, column), "T", 1, MAX_JUDGE_CASES)?;
    let t_line = line;
    let mut ns = Vec::with_capacity(cases.min(1 << 16) as usize);
    for case in 1..=cases {
        let Some((line, column, word)) = tokens.next() else {
            return Err(parse_error(
                Location::line(lines),
                format!(
                    "expected N for case {case} of {cases} (T on line {t_line}), got the end of the input"
                ),
            ));
        };
        ns.push(number(word, Location::at(line, column), "N", 1, MAX_JUDGE_N as u64)? as usize);
    }
    if let Some((line, column, word)) = tokens.next() {
        return Err(parse_error(
            Location::at(line, column),
            format!(
                "expected {cases} case(s) as T says, but there is more input: {}",
                textguard::quote(word)
            ),
        ));
    }
    Ok(ns)
}

/// The number `word` at `at`, from `min` to `max`.
fn number(word: &str, at: Location, what: &'static str, min: u64, max: u64) -> Result<u64, Error> {
    let range = || format!("{what} must be an integer from {min} to {max}, got");
    match word.parse::<u64>() {
        Ok(v) => check_range(what, v, min, max)
            .map(|()| v)
            .map_err(|_| parse_error(at, format!("{} {v}", range()))),
        Err(_) if word.bytes().all(|b| b.is_ascii_digit()) || is_negative(word) => {
            Err(parse_error(at, format!("{} {}", range(), textguard::shown(word))))
        }
        Err(_) => Err(parse_error(
            at,
            format!("{} {} (not a number)", range(), textguard::quote(word)),
        )),
    }
}

fn is_negative(word: &str) -> bool {
    word.strip_prefix('-')
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

/// The column (from 1, in characters) where `part`, a slice of `line`,
/// starts.
fn column_of(line: &str, part: &str) -> usize {
    let offset = part.as_ptr() as usize - line.as_ptr() as usize;
    line[..offset].chars().count() + 1
}

/// Bytes gathered before each write to the output.
const CHUNK: usize = 1 << 16;

/// The answer line of one judge case, written fast: the permutations are
/// made in place by the next-permutation step, and only the numbers from
/// the first one that changed are formatted again (on average fewer than
/// three). Writes go out in 64 KiB chunks, so the output needs no further
/// buffering.
///
/// ```
/// let mut out = Vec::new();
/// puzzles::perms::JudgeLine::new(3)?.write_to(&mut out)?;
/// assert_eq!(out, b"123 132 213 231 312 321\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct JudgeLine {
    n: usize,
}

impl JudgeLine {
    /// The line for N, 1 ≤ N ≤ [`MAX_JUDGE_N`].
    pub fn new(n: usize) -> Result<Self, Error> {
        check_range("N", n as u64, 1, MAX_JUDGE_N as u64)?;
        Ok(JudgeLine { n })
    }

    /// How many bytes the line takes, its newline included.
    pub fn len(&self) -> u64 {
        let count: u64 = (1..=self.n as u64).product();
        let digits: u64 = (1..=self.n as u64).map(|v| if v >= 10 { 2 } else { 1 }).sum();
        count * (digits + 1)
    }

    /// Never: a line holds at least one permutation.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Writes the line, newline included.
    pub fn write_to<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        let n = self.n;
        let mut perm = [0u8; MAX_JUDGE_N];
        for (v, slot) in perm.iter_mut().enumerate().take(n) {
            *slot = v as u8 + 1;
        }
        let perm = &mut perm[..n];
        // The text of the current permutation, and where each number starts.
        let mut text = [0u8; 2 * MAX_JUDGE_N];
        let mut starts = [0usize; MAX_JUDGE_N + 1];
        let mut len = render(perm, 0, &mut text, &mut starts);
        let mut buf = Vec::with_capacity(CHUNK + 2 * text.len());
        buf.extend_from_slice(&text[..len]);
        while let Some(changed) = advance_from(perm) {
            len = render(perm, changed, &mut text, &mut starts);
            buf.push(b' ');
            buf.extend_from_slice(&text[..len]);
            if buf.len() >= CHUNK {
                out.write_all(&buf)?;
                buf.clear();
            }
        }
        buf.push(b'\n');
        out.write_all(&buf)
    }
}

/// Formats `perm[from..]` into `text` after the numbers before it; returns
/// the text's length.
#[inline]
fn render(perm: &[u8], from: usize, text: &mut [u8], starts: &mut [usize]) -> usize {
    let mut at = starts[from];
    for (i, &v) in perm.iter().enumerate().skip(from) {
        starts[i] = at;
        if v >= 10 {
            text[at] = b'1';
            text[at + 1] = b'0' + (v - 10);
            at += 2;
        } else {
            text[at] = b'0' + v;
            at += 1;
        }
    }
    starts[perm.len()] = at;
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(n: usize) -> String {
        let mut out = Vec::new();
        JudgeLine::new(n).unwrap().write_to(&mut out).unwrap();
        assert_eq!(out.len() as u64, JudgeLine::new(n).unwrap().len());
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_issue_example() {
        assert_eq!(parse_judge("2\n2\n4\n"), Ok(vec![2, 4]));
        assert_eq!(line(1), "1\n");
        assert_eq!(line(2), "12 21\n");
        let four = line(4);
        assert!(four.starts_with("1234 1243 1324 "));
        assert!(four.ends_with(" 4321\n"));
        assert_eq!(four.split(' ').count(), 24);
    }

    #[test]
    fn ten_runs_its_numbers_together() {
        let mut out = Vec::new();
        JudgeLine::new(10).unwrap().write_to(&mut out).unwrap();
        assert!(out.starts_with(b"12345678910 12345678109 "));
        assert!(out.ends_with(b" 10987654321\n"));
        assert_eq!(out.len(), 3_628_800 * 12);
    }

    #[test]
    fn judges_tokens_on_any_lines() {
        for (input, ns) in [
            ("2\n2\n3\n", vec![2, 3]),
            ("2 2 3", vec![2, 3]),
            ("\u{feff}2\n\n3 1\n", vec![3, 1]),
            ("3\r\n1\r\n\r\n2\r\n3\r\n\r\n", vec![1, 2, 3]),
            ("  1\t\t4  \n\n\n", vec![4]),
        ] {
            assert_eq!(parse_judge(input), Ok(ns), "{input:?}");
        }
    }

    #[test]
    fn bad_inputs_name_the_line() {
        let cases = [
            (
                "",
                "line 1: expected T (an integer from 1 to 1000000), got nothing",
            ),
            (
                "x\n",
                "line 1, column 1: T must be an integer from 1 to 1000000, got 'x' (not a number)",
            ),
            (
                "0\n",
                "line 1, column 1: T must be an integer from 1 to 1000000, got 0",
            ),
            (
                "-2\n",
                "line 1, column 1: T must be an integer from 1 to 1000000, got -2",
            ),
            (
                "2 3\n",
                "line 2: expected N for case 2 of 2 (T on line 1), got the end of the input",
            ),
            (
                "2\n3\n",
                "line 3: expected N for case 2 of 2 (T on line 1), got the end of the input",
            ),
            (
                "\n\n2\n3\n\n",
                "line 6: expected N for case 2 of 2 (T on line 3), got the end of the input",
            ),
            (
                "1\n 0\n",
                "line 2, column 2: N must be an integer from 1 to 10, got 0",
            ),
            (
                "1\n1.5\n",
                "line 2, column 1: N must be an integer from 1 to 10, got '1.5' (not a number)",
            ),
            (
                "1\n99999999999999999999999\n",
                "line 2, column 1: N must be an integer from 1 to 10, got 99999999999999999999999",
            ),
            (
                "1\n3\n4\n",
                "line 3, column 1: expected 1 case(s) as T says, but there is more input: '4'",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(
                parse_judge(input).unwrap_err().to_string(),
                message,
                "input {input:?}"
            );
        }
        assert_eq!(parse_judge("1\r\n3\r\n\r\n\n"), Ok(vec![3]));
        assert_eq!(parse_judge("1\n3"), Ok(vec![3]), "no final newline");
    }
}

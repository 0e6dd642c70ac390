//! Damaged input for the parser properties: a valid text with a few
//! random edits (a flipped bit, a cut, a huge number, a very long run of
//! one byte, a stray byte, a repeated slice), which reaches far more of a
//! parser than noise does; and the check that an error reads as one
//! short line.

use crate::generate::SplitMix;

/// The longest error message the properties accept, in characters: the
/// message's own words and the at most 80 characters it quotes of the
/// input, never more however long the input is.
pub const MAX_ERROR_CHARS: usize = 256;

/// The cases a property runs: `default`, or `PROPTEST_CASES` when set, so
/// that `cargo test` stays brief and a longer hunt is one variable away
/// (`PROPTEST_CASES=100000 cargo test --test it -- fuzz_parsers::`).
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Numbers just past the limits parsers meet: `u32`, `u64`, `u128`,
/// `usize`, negatives, exponents.
const HUGE: &[&str] = &[
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999",
    "340282366920938463463374607431768211456",
    "-1",
    "-9223372036854775809",
    "0",
    "00000000000000000000000001",
    "1e999",
    "NaN",
    "1.5",
    "+7",
];

/// Bytes that mean something to one parser or another.
const SPECIAL: &[u8] = b"\n\r\t .#0123456789QxXSE|-+={}[]\":,/\\=\x00\x7f\x80\xbf\xc3\xff";

/// Bytes a long run is made of: ones that keep a line going.
const RUNS: &[u8] = b"0 9.Qx#,\xff";

/// `valid` with `edits` random edits, chosen by `seed`. A long run (up
/// to `max_run` bytes, 0 for none) is one of the edits, so lines above a
/// reader's cap turn up.
pub fn mutate(valid: &[u8], seed: u64, edits: usize, max_run: usize) -> Vec<u8> {
    let mut rng = SplitMix::new(seed);
    let mut out = valid.to_vec();
    for _ in 0..edits {
        let at = rng.below(out.len() + 1);
        match rng.below(10) {
            // Flip one bit.
            0 if at < out.len() => out[at] ^= 1 << rng.below(8),
            // Replace a byte by a meaningful one.
            1 if at < out.len() => out[at] = SPECIAL[rng.below(SPECIAL.len())],
            // Cut the input short.
            2 => out.truncate(at),
            // A number past some limit.
            3 => {
                let huge = HUGE[rng.below(HUGE.len())];
                out.splice(at..at, huge.bytes());
            }
            // A long run of one byte.
            4 if max_run > 0 => {
                let len = 1 + rng.below(max_run);
                let b = RUNS[rng.below(RUNS.len())];
                out.splice(at..at, std::iter::repeat_n(b, len));
            }
            // Delete a slice.
            5 if at < out.len() => {
                let end = (at + 1 + rng.below(16)).min(out.len());
                out.drain(at..end);
            }
            // Repeat a slice (a line twice, a field twice).
            6 if at < out.len() => {
                let end = (at + 1 + rng.below(64)).min(out.len());
                let copy = out[at..end].to_vec();
                let to = rng.below(out.len() + 1);
                out.splice(to..to, copy);
            }
            // Swap two bytes.
            7 if at < out.len() => {
                let other = rng.below(out.len());
                out.swap(at, other);
            }
            // A stray byte.
            _ => out.insert(at, SPECIAL[rng.below(SPECIAL.len())]),
        }
    }
    out
}

/// Why `message` is not one short line, if it is not: it must hold no
/// line break or other control character (a terminal would act on it)
/// and at most [`MAX_ERROR_CHARS`] characters.
pub fn error_line_problem(message: &str) -> Option<String> {
    let bad = message
        .chars()
        .find(|&c| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}'));
    if let Some(c) = bad {
        return Some(format!("the error holds {c:?}: {message:?}"));
    }
    let chars = message.chars().count();
    if chars > MAX_ERROR_CHARS {
        let head: String = message.chars().take(300).collect();
        return Some(format!(
            "the error is {chars} characters long (at most {MAX_ERROR_CHARS}): {head:?}…"
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_are_seeded_and_edit() {
        let valid = b"p edge 3 2\ne 1 2\ne 2 3\n";
        assert_eq!(mutate(valid, 7, 3, 100), mutate(valid, 7, 3, 100));
        assert_eq!(mutate(valid, 7, 0, 100), valid);
        assert!((0..50).any(|s| mutate(valid, s, 2, 100) != valid));
        assert!((0..200).any(|s| mutate(valid, s, 1, 10_000).len() > 1000));
    }

    #[test]
    fn error_lines() {
        assert_eq!(error_line_problem("line 3: bad"), None);
        assert!(error_line_problem("two\nlines").is_some());
        assert!(error_line_problem("a\u{1b}[2J").is_some());
        assert!(error_line_problem(&"x".repeat(MAX_ERROR_CHARS + 1)).is_some());
    }
}

//! The capped line reader and the quoting of input in error lines, fed
//! arbitrary bytes: lines come back whole up to the cap, a longer line is
//! an error naming it and never held whole, and a quote of any text is one
//! short line.

use std::io::{self, BufRead, BufReader, Read};

use proptest::prelude::*;
use testkit::fuzz::{cases, error_line_problem};
use textguard::{LineTooLong, QUOTE_CHARS, quote, read_line, shown};

/// Reads `input` line by line as `read_line` does with cap `max` through
/// a buffer of `capacity` bytes: the lines, the error if one, and the most
/// bytes one line held.
fn lines(input: &[u8], max: u64, capacity: usize) -> (Vec<Vec<u8>>, Option<LineTooLong>, usize) {
    let mut reader = BufReader::with_capacity(capacity, input);
    let (mut out, mut most) = (Vec::new(), 0);
    for line in 1.. {
        let mut buf = Vec::new();
        match read_line(&mut reader, &mut buf, max, line) {
            Ok(0) => return (out, None, most),
            Ok(_) => {
                most = most.max(buf.len());
                out.push(buf);
            }
            Err(e) => {
                assert!(buf.is_empty(), "an over-long line leaves nothing behind");
                let too_long = LineTooLong::of(&e).expect("only over-long lines fail on a slice");
                return (out, Some(too_long), most);
            }
        }
    }
    unreachable!()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(1000), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn lines_are_the_input_cut_at_newlines(
        input in prop::collection::vec(prop_oneof![Just(b'\n'), Just(b'a'), any::<u8>()], 0..300),
        max in 0u64..40,
        capacity in 1usize..20,
    ) {
        let (got, error, most) = lines(&input, max, capacity);
        prop_assert!(most as u64 <= max + 1, "a line holds at most max bytes and its newline");
        let joined: Vec<u8> = got.concat();
        prop_assert!(input.starts_with(&joined));
        for (i, line) in got.iter().enumerate() {
            let body = line.strip_suffix(b"\n").unwrap_or(line);
            prop_assert!(!body.contains(&b'\n'));
            prop_assert!(body.len() as u64 <= max);
            prop_assert!(line.ends_with(b"\n") || (i + 1 == got.len() && error.is_none()));
        }
        let rest = &input[joined.len()..];
        match error {
            None => prop_assert!(rest.is_empty()),
            Some(e) => {
                prop_assert_eq!(e, LineTooLong { line: got.len() + 1, max });
                let next = rest.split(|&b| b == b'\n').next().unwrap_or_default();
                prop_assert!(next.len() as u64 > max, "only a line over the cap fails");
                prop_assert!(error_line_problem(&e.to_string()).is_none());
            }
        }
    }

    #[test]
    fn quotes_of_any_text_are_one_short_line(
        text in prop_oneof![
            any::<String>(),
            prop::collection::vec(any::<u8>(), 0..400).prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
            prop::collection::vec(prop_oneof![Just('\u{1}'), Just('\u{10ffff}'), Just('"'), Just('\u{2028}'), Just('a')], 0..300)
                .prop_map(|c| c.into_iter().collect::<String>()),
        ],
    ) {
        for q in [shown(&text), quote(&text)] {
            // The quote's characters, its quotes and `…`.
            prop_assert!(q.chars().count() <= QUOTE_CHARS + 3, "{} chars: {:?}", q.chars().count(), q);
            prop_assert!(error_line_problem(&q).is_none(), "{:?}", q);
        }
        let printable = text.chars().all(|c| !c.is_control() && format!("{c:?}") == format!("'{c}'"));
        if text.chars().count() <= QUOTE_CHARS && printable {
            prop_assert_eq!(shown(&text), text.clone());
            prop_assert_eq!(quote(&text), format!("'{text}'"));
        }
    }
}

/// A 10 MB line with no newline, read in 64 KiB pieces, fails at the cap
/// holding no more than the cap: the error says so, and the buffer never
/// grew to the line.
#[test]
fn a_ten_megabyte_line_is_refused_without_being_held() {
    const MAX: u64 = 1 << 20;
    let source = io::repeat(b'7').take(10 << 20);
    let mut reader = BufReader::with_capacity(64 << 10, source);
    let mut buf = Vec::new();
    let e = read_line(&mut reader, &mut buf, MAX, 1).unwrap_err();
    assert_eq!(LineTooLong::of(&e), Some(LineTooLong { line: 1, max: MAX }));
    assert_eq!(e.kind(), io::ErrorKind::InvalidData);
    assert_eq!(e.to_string(), "line 1 is longer than 1048576 bytes");
    assert!(buf.is_empty());
    assert!(
        buf.capacity() as u64 <= 2 * MAX + (64 << 10),
        "held {} bytes of a 10 MB line",
        buf.capacity()
    );
    // The rest of the line is still there to skip: the reader stopped at
    // the cap, it did not drain the source.
    assert!(!reader.fill_buf().unwrap().is_empty());
}

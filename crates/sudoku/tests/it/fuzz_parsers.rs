//! The puzzle reader fed arbitrary bytes and damaged batches of valid
//! puzzles: it never panics, an error is one short line naming a line of
//! the input, a reading never holds a line over [`MAX_LINE`], and what a
//! grid prints reads back as the same grid.

use std::io::{self, BufReader, Read};

use proptest::prelude::*;
use sudoku::{Algo, Grid, MAX_LINE, PuzzleReader, ReadError};
use testkit::fuzz::{cases, error_line_problem, mutate};

/// Reads every puzzle of `input` through a small buffer, checking each
/// error: the grids read and the number of errors.
fn read_all(input: &[u8], capacity: usize) -> Result<(Vec<Grid>, usize), TestCaseError> {
    let lines = input.split(|&b| b == b'\n').count();
    let mut grids = Vec::new();
    let mut errors = 0;
    let mut last_io = false;
    for item in PuzzleReader::new(BufReader::with_capacity(capacity, input)) {
        prop_assert!(!last_io, "nothing is read after a failed read");
        match item {
            Ok(p) => {
                prop_assert!((1..=lines).contains(&p.line));
                grids.push(p.grid);
            }
            Err(e) => {
                errors += 1;
                let message = e.to_string();
                prop_assert!(
                    error_line_problem(&message).is_none(),
                    "{}",
                    error_line_problem(&message).unwrap()
                );
                match e {
                    ReadError::Parse(p) => prop_assert!((1..=lines).contains(&p.line), "{}", message),
                    ReadError::Io(io) => {
                        last_io = true;
                        let too_long = engine_line_too_long(&io);
                        prop_assert!(
                            too_long,
                            "only an over-long line fails a read of bytes: {}",
                            message
                        );
                    }
                }
            }
        }
    }
    Ok((grids, errors))
}

fn engine_line_too_long(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::InvalidData && e.to_string().contains(&format!("longer than {MAX_LINE} bytes"))
}

/// Any grid of digits and blanks (not always a valid Sudoku: the reader
/// does not judge).
fn any_grid() -> impl Strategy<Value = Grid> {
    prop::collection::vec(prop_oneof![3 => Just(0u8), 1 => 1u8..=9], 81).prop_map(|cells| {
        let cells: [u8; 81] = cells.try_into().unwrap();
        Grid::from_cells(cells).unwrap()
    })
}

/// A batch of puzzles in both forms, with a comment and blank lines.
fn batch() -> impl Strategy<Value = (Vec<Grid>, String)> {
    prop::collection::vec((any_grid(), any::<bool>()), 1..4).prop_map(|grids| {
        let mut text = String::from("# a batch\n");
        for (g, printed) in &grids {
            if *printed {
                text.push_str(&g.to_printed());
                text.push('\n');
            } else {
                text.push_str(&g.to_line());
                text.push('\n');
            }
        }
        (grids.into_iter().map(|(g, _)| g).collect(), text)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(1000), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes(
        bytes in prop::collection::vec(
            prop_oneof![Just(b'.'), Just(b'5'), Just(b'\n'), Just(b'|'), Just(b' '), any::<u8>()], 0..1500),
        capacity in 1usize..100,
    ) {
        read_all(&bytes, capacity)?;
        let text = String::from_utf8_lossy(&bytes);
        if let Err(e) = text.parse::<Grid>() {
            prop_assert!(error_line_problem(&e.to_string()).is_none(), "{}", e);
        }
    }

    #[test]
    fn damaged_batches((_, text) in batch(), seed in any::<u64>(), edits in 1usize..6, capacity in 1usize..200) {
        // Runs up to 70000 bytes, past the 64 KiB line cap.
        let bytes = mutate(text.as_bytes(), seed, edits, 70_000);
        read_all(&bytes, capacity)?;
    }

    #[test]
    fn batches_read_back((grids, text) in batch(), capacity in 1usize..200) {
        let (read, errors) = read_all(text.as_bytes(), capacity)?;
        prop_assert_eq!(errors, 0);
        prop_assert_eq!(read, grids);
    }

    #[test]
    fn a_grid_reads_back_in_both_forms(grid in any_grid()) {
        prop_assert_eq!(grid.to_line().parse::<Grid>().unwrap(), grid);
        prop_assert_eq!(grid.to_printed().parse::<Grid>().unwrap(), grid);
        prop_assert_eq!(grid.to_string().parse::<Grid>().unwrap(), grid);
    }

    #[test]
    fn algorithm_names(name in prop_oneof![
        any::<String>(),
        prop::collection::vec(prop_oneof![Just('f'), Just('\n'), Just('\u{1b}'), any::<char>()], 0..400)
            .prop_map(|c| c.into_iter().collect::<String>()),
    ]) {
        match name.parse::<Algo>() {
            Ok(a) => prop_assert_eq!(a.to_string(), name),
            Err(e) => prop_assert!(error_line_problem(&e.to_string()).is_none(), "{}", e),
        }
    }
}

/// A 10 MB line of cells with no newline is refused at the cap, naming
/// it, without being held whole.
#[test]
fn a_ten_megabyte_line_is_refused() {
    let source = io::repeat(b'5').take(10 << 20);
    let mut reader = PuzzleReader::new(BufReader::with_capacity(64 << 10, source));
    let e = reader.next().unwrap().unwrap_err();
    assert!(matches!(e, ReadError::Io(_)), "{e}");
    assert_eq!(
        e.to_string(),
        format!("cannot read input: line 1 is longer than {MAX_LINE} bytes")
    );
    assert!(reader.next().is_none(), "the reading has ended");
}

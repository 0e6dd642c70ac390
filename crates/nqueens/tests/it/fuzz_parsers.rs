//! The readers of the nqueens library fed arbitrary bytes and damaged
//! valid input: boards (text and perm), completion puzzles, shards
//! (`I/K`), kernel and approach names, and checkpoint files. None
//! panics; an error is one short line quoting little of the input; a
//! reading never holds a line over its cap; what is accepted is within
//! its limits, and what is written reads back the same.

use std::io::{self, BufReader, Read};

use nqueens::{
    Algo, Kernel,
    board::{Board, BoardReader, MAX_TEXT_LINE, ReadError, render_board},
    complete::{MAX_COMPLETE_N, Puzzle, Square},
    count::{Checkpoint, CheckpointError, CountOptions, Counter, Shard, UnitCount},
};
use proptest::prelude::*;
use testkit::fuzz::{cases, error_line_problem, mutate};

fn check_message(message: &str) -> Result<(), TestCaseError> {
    if let Some(problem) = error_line_problem(message) {
        return Err(TestCaseError::fail(problem));
    }
    Ok(())
}

/// Reads every board of `input` through a buffer of `capacity` bytes,
/// checking each board and error: the boards' columns (None for a row
/// without a queen) and the number of errors.
fn read_boards(input: &[u8], capacity: usize) -> Result<(Vec<Rows>, usize), TestCaseError> {
    let lines = input.split(|&b| b == b'\n').count();
    let (mut boards, mut errors, mut failed) = (Vec::new(), 0, false);
    for item in BoardReader::new(BufReader::with_capacity(capacity, input)) {
        prop_assert!(!failed, "nothing is read after a failed read");
        match item {
            Ok(board) => {
                prop_assert!(board.n() >= 1 && (1..=lines).contains(&board.line()));
                let cols = rows(&board);
                prop_assert!(cols.iter().flatten().all(|&c| c < board.n()));
                let _ = board.verdict();
                boards.push(cols);
            }
            Err(e) => {
                errors += 1;
                check_message(&e.to_string())?;
                match e {
                    ReadError::Parse(p) => prop_assert!(p.line <= lines, "{}", p),
                    ReadError::Io(io) => {
                        failed = true;
                        prop_assert_eq!(io.kind(), io::ErrorKind::InvalidData, "{}", io);
                    }
                }
            }
        }
    }
    Ok((boards, errors))
}

/// A board's queen in each row, if any.
type Rows = Vec<Option<usize>>;

fn rows(board: &Board) -> Rows {
    (0..board.n()).map(|r| board.queen(r)).collect()
}

/// Any placement with a queen in every row (not always a solution).
fn any_cols() -> impl Strategy<Value = Vec<usize>> {
    (1usize..30).prop_flat_map(|n| prop::collection::vec(0..n, n))
}

/// A batch of boards, each as text or as a perm line.
fn batch() -> impl Strategy<Value = (Vec<Vec<usize>>, String)> {
    prop::collection::vec((any_cols(), any::<bool>()), 1..4).prop_map(|boards| {
        let mut text = String::new();
        for (cols, as_text) in &boards {
            if *as_text {
                text.push_str(&render_board(cols).join("\n"));
                text.push_str("\n\n");
            } else {
                let perm: Vec<String> = cols.iter().map(|c| (c + 1).to_string()).collect();
                text.push_str(&perm.join(" "));
                text.push('\n');
            }
        }
        (boards.into_iter().map(|(cols, _)| cols).collect(), text)
    })
}

/// A completion puzzle of any squares (fixed queens may attack).
fn any_puzzle() -> impl Strategy<Value = Puzzle> {
    (1usize..12).prop_flat_map(|n| {
        let square =
            prop_oneof![4 => Just(Square::Free), 2 => Just(Square::Blocked), 1 => Just(Square::Queen)];
        prop::collection::vec(square, n * n).prop_map(move |squares| {
            let mut p = Puzzle::new(n);
            for (i, s) in squares.into_iter().enumerate() {
                p.set(i / n, i % n, s);
            }
            p
        })
    })
}

fn puzzle_checks(parsed: &Result<Puzzle, nqueens::board::ParseError>) -> Result<(), TestCaseError> {
    match parsed {
        Ok(p) => {
            prop_assert!((1..=MAX_COMPLETE_N).contains(&p.n()));
            prop_assert_eq!(p.fixed_conflict(), None);
            prop_assert_eq!(&Puzzle::parse(&p.to_string()).unwrap(), p);
        }
        Err(e) => check_message(&e.to_string())?,
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(1000), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn boards_of_arbitrary_bytes(
        bytes in prop::collection::vec(
            prop_oneof![Just(b'Q'), Just(b'.'), Just(b'\n'), Just(b' '), Just(b'3'), any::<u8>()], 0..1500),
        capacity in 1usize..100,
    ) {
        read_boards(&bytes, capacity)?;
    }

    #[test]
    fn damaged_boards((_, text) in batch(), seed in any::<u64>(), edits in 1usize..6, capacity in 1usize..200) {
        let bytes = mutate(text.as_bytes(), seed, edits, 3000);
        read_boards(&bytes, capacity)?;
    }

    #[test]
    fn boards_read_back((boards, text) in batch(), capacity in 1usize..200) {
        let (read, errors) = read_boards(text.as_bytes(), capacity)?;
        prop_assert_eq!(errors, 0);
        let want: Vec<Rows> = boards.iter().map(|b| b.iter().map(|&c| Some(c)).collect()).collect();
        prop_assert_eq!(read, want);
    }

    #[test]
    fn puzzles_of_arbitrary_text(
        text in prop::collection::vec(
            prop_oneof![Just('Q'), Just('.'), Just('x'), Just('\n'), Just(' '), any::<char>()], 0..400)
                .prop_map(|c| c.into_iter().collect::<String>()),
    ) {
        puzzle_checks(&Puzzle::parse(&text))?;
    }

    #[test]
    fn damaged_puzzles(puzzle in any_puzzle(), seed in any::<u64>(), edits in 1usize..6) {
        let bytes = mutate(puzzle.to_string().as_bytes(), seed, edits, 3000);
        puzzle_checks(&Puzzle::parse(&String::from_utf8_lossy(&bytes)))?;
    }

    #[test]
    fn puzzles_read_back(puzzle in any_puzzle()) {
        let parsed = Puzzle::parse(&puzzle.to_string());
        // Only fixed queens that attack are refused.
        prop_assert_eq!(parsed.is_ok(), puzzle.fixed_conflict().is_none());
        if let Ok(p) = parsed {
            prop_assert_eq!(p, puzzle);
        }
    }

    #[test]
    fn shards_and_names_of_arbitrary_text(
        text in prop_oneof![
            any::<String>(),
            ("[0-9 ]{0,25}", "[0-9 ]{0,25}").prop_map(|(i, k)| format!("{i}/{k}")),
            prop::collection::vec(
                prop_oneof![Just('/'), Just('7'), Just(' '), Just('\n'), Just('\u{1b}'), Just('x'), any::<char>()],
                0..400,
            )
            .prop_map(|c| c.into_iter().collect::<String>()),
        ],
    ) {
        match text.parse::<Shard>() {
            Ok(s) => {
                prop_assert!(s.index() < s.count());
                prop_assert_eq!(s.to_string().parse::<Shard>().unwrap(), s);
            }
            Err(e) => check_message(&e.to_string())?,
        }
        match text.parse::<Kernel>() {
            Ok(k) => prop_assert_eq!(k.name(), text.as_str()),
            Err(e) => check_message(&e.to_string())?,
        }
        match text.parse::<Algo>() {
            Ok(a) => prop_assert_eq!(a.name(), text.as_str()),
            Err(e) => check_message(&e.to_string())?,
        }
    }

    #[test]
    fn shards_read_back(k in 1usize..=nqueens::count::MAX_SHARDS, i in any::<usize>()) {
        let shard = Shard::new(i % k, k).unwrap();
        prop_assert_eq!(shard.to_string().parse::<Shard>().unwrap(), shard);
    }
}

/// The count the checkpoint properties use, its units' true results, and
/// a valid checkpoint file of its first units.
struct CheckpointCase {
    counter: Counter,
    truth: Vec<UnitCount>,
    valid: Vec<u8>,
    dir: tempfile::TempDir,
}

impl CheckpointCase {
    fn new() -> CheckpointCase {
        let counter = Counter::new(
            8,
            CountOptions {
                threads: 1,
                ..CountOptions::default()
            },
        )
        .unwrap();
        let truth: Vec<UnitCount> = (0..counter.units()).map(|i| counter.count_unit(i)).collect();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("valid.ckpt");
        let (ck, _) = Checkpoint::open(&path, &counter, None).unwrap();
        for (i, r) in truth.iter().enumerate().take(6) {
            ck.record(i, r).unwrap();
        }
        ck.close().unwrap();
        drop(ck);
        let valid = std::fs::read(&path).unwrap();
        CheckpointCase {
            counter,
            truth,
            valid,
            dir,
        }
    }

    /// Opens a checkpoint holding `bytes`: it is refused with one short
    /// line, or what it resumes is true and reads the same again.
    fn open(&self, bytes: &[u8]) -> Result<(), TestCaseError> {
        let path = self.dir.path().join("fuzz.ckpt");
        std::fs::write(&path, bytes).unwrap();
        let first = match Checkpoint::open(&path, &self.counter, None) {
            Err(e) => {
                let busy = matches!(e, CheckpointError::Busy { .. } | CheckpointError::NotAFile { .. });
                prop_assert!(!busy, "{}", e);
                return check_message(&e.to_string());
            }
            Ok((ck, resumed)) => {
                ck.close().unwrap();
                resumed
            }
        };
        for &(i, r) in &first.done {
            // The checksums let no edited number through.
            prop_assert_eq!(r, self.truth[i], "unit {}", i);
        }
        let (ck, again) = Checkpoint::open(&path, &self.counter, None).expect("a resumed file opens again");
        ck.close().unwrap();
        prop_assert_eq!(again.done, first.done);
        prop_assert_eq!(again.dropped_line, None);
        Ok(())
    }
}

#[test]
fn checkpoints_of_arbitrary_and_damaged_bytes() {
    let case = CheckpointCase::new();
    let config = ProptestConfig {
        cases: cases(256),
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    let mut runner = proptest::test_runner::TestRunner::new(config.clone());
    runner
        .run(&prop::collection::vec(any::<u8>(), 0..600), |bytes| {
            case.open(&bytes)
        })
        .unwrap();
    let mut runner = proptest::test_runner::TestRunner::new(config);
    runner
        .run(&(any::<u64>(), 1usize..6), |(seed, edits)| {
            case.open(&mutate(&case.valid, seed, edits, 5000))
        })
        .unwrap();
    case.open(&case.valid).unwrap();
}

/// Unit lines sealed with a right checksum but numbers no count has (as a
/// script that knows the checksum could write them): the checkpoint
/// refuses the impossible ones, and what it takes adds up without
/// overflowing.
#[test]
fn checkpoints_of_forged_unit_lines() {
    let case = CheckpointCase::new();
    let header = case.valid.split(|&b| b == b'\n').next().unwrap().to_vec();
    let fingerprint = case.counter.fingerprint();
    let number = || {
        prop_oneof![
            Just(0u64),
            Just(1),
            Just(u64::MAX),
            Just(u64::MAX / 3),
            Just(40320),
            Just(40321),
            any::<u64>(),
            0u64..100,
        ]
    };
    let unit = (
        0..case.counter.units() + 2,
        prop::collection::vec(number(), 5),
        any::<bool>(),
    );
    let config = ProptestConfig {
        cases: cases(256),
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest::test_runner::TestRunner::new(config)
        .run(&prop::collection::vec(unit, 1..8), |units| {
            let mut text = header.clone();
            text.push(b'\n');
            for (i, v, right_label) in units {
                let label = if right_label && i < case.counter.units() {
                    case.counter.unit_label(i)
                } else {
                    "corner2+9".to_string()
                };
                let line = format!(
                    "unit={i} label={label} solutions={} nodes={} all={} rot90={} rot180={}",
                    v[0], v[1], v[2], v[3], v[4]
                );
                let crc = nqueens::count::checksum(&line, &fingerprint);
                text.extend_from_slice(format!("{line} crc={crc}\n").as_bytes());
            }
            let path = case.dir.path().join("forged.ckpt");
            std::fs::write(&path, &text).unwrap();
            match Checkpoint::open(&path, &case.counter, None) {
                Err(e) => check_message(&e.to_string())?,
                Ok((ck, resumed)) => {
                    ck.close().unwrap();
                    match case.counter.tally(&resumed.done) {
                        Ok(tally) => prop_assert!(tally.units <= case.counter.units()),
                        Err(e) => check_message(&e.to_string())?,
                    }
                }
            }
            Ok(())
        })
        .unwrap();
}

/// Ten megabytes without a newline, as a text board, a perm line that
/// never ends and a checkpoint file: refused at the cap with a short
/// error, never held whole.
#[test]
fn ten_megabyte_lines_are_refused() {
    let mut text = BoardReader::new(BufReader::with_capacity(
        64 << 10,
        io::repeat(b'.').take(10 << 20),
    ));
    let e = text.next().unwrap().unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("cannot read input: line 1 is longer than {MAX_TEXT_LINE} bytes")
    );
    assert!(text.next().is_none());

    // A perm line is read as it streams, 4 bytes a number kept: 10 MB of
    // digits is one huge number, refused as too large.
    let mut perm = BoardReader::new(BufReader::with_capacity(
        64 << 10,
        io::repeat(b'9').take(10 << 20),
    ));
    let e = perm.next().unwrap().unwrap_err().to_string();
    assert!(e.contains("a very large column"), "{e}");
    check_message(&e).unwrap();

    let case = CheckpointCase::new();
    let path = case.dir.path().join("zeros.ckpt");
    std::fs::write(&path, vec![0u8; 10 << 20]).unwrap();
    let e = Checkpoint::open(&path, &case.counter, None).unwrap_err();
    assert!(matches!(e, CheckpointError::TooLong { .. }), "{e}");
    assert!(
        e.to_string()
            .ends_with("line 1 is longer than 4096 bytes; it is not a checkpoint"),
        "{e}"
    );
    assert_eq!(
        std::fs::metadata(&path).unwrap().len(),
        10 << 20,
        "left as it was"
    );
}

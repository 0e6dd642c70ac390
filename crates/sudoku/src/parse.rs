//! Reading puzzles: one per line as 81 cells, or printed as a grid of 9
//! rows, from any [`BufRead`], one at a time.
//!
//! A cell is a digit `1`–`9`, or `.` or `0` when empty. Spaces, tabs and
//! `|` between cells are ignored; lines made only of `-`, `+`, `=`, `|` and
//! spaces separate boxes. Blank lines and lines starting with `#` are
//! skipped (a blank line also ends a grid). A line with exactly 9 cells
//! starts a grid; any other line is a puzzle on its own.

use std::io::{self, BufRead};

use crate::error::Error;
use crate::grid::Grid;

/// A puzzle read from text, with the line (from 1) where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Puzzle {
    /// The line of the puzzle, or of the first row of its grid.
    pub line: usize,
    /// The cells.
    pub grid: Grid,
}

/// Why text is not a puzzle, and a failure to read puzzles: the
/// workspace's one error of untrusted text, shared with `nqueens`'s boards.
pub use textguard::{ParseError, ReadError};

/// The error of an input that holds no puzzle at all.
pub(crate) fn no_puzzle() -> ParseError {
    ParseError::new(
        0,
        None,
        "no puzzle: expected 81 cells on a line, or a grid of 9 rows of 9",
    )
}

/// The longest line the reader takes, in bytes (its line end not
/// counted); a puzzle line is 81 cells. A longer line ends the reading
/// with [`textguard::LineTooLong`] as an I/O error.
pub const MAX_LINE: u64 = 64 << 10;

/// Reads puzzles one after another. After a malformed puzzle it goes on
/// with the next, so every problem in a batch is reported, in order.
///
/// ```
/// let input = "# one per line\n\
/// 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
/// 53..7....6..195...
///
/// 5 3 . | . 7 . | . . .
/// 6 . . | 1 9 5 | . . .
/// . 9 8 | . . . | . 6 .
/// ------+-------+------
/// 8 . . | . 6 . | . . 3
/// 4 . . | 8 . 3 | . . 1
/// 7 . . | . 2 . | . . 6
/// ------+-------+------
/// . 6 . | . . . | 2 8 .
/// . . . | 4 1 9 | . . 5
/// . . . | . 8 . | . 7 9
/// ";
/// let read: Vec<_> = sudoku::PuzzleReader::new(input.as_bytes()).collect();
/// assert_eq!(read.len(), 3);
/// let first = read[0].as_ref().unwrap();
/// assert_eq!(first.line, 2);
/// assert_eq!(read[1].as_ref().unwrap_err().to_string(), "line 3: expected 81 cells, found 18");
/// assert_eq!(read[2].as_ref().unwrap().grid, first.grid);
/// ```
#[derive(Debug)]
pub struct PuzzleReader<R> {
    reader: R,
    /// The number of the line in `text`.
    line: usize,
    /// The current line.
    text: Vec<u8>,
    /// `text` is a line read but not yet used (it ended a grid).
    held: bool,
    /// A read failed (or a line was too long): the reading has ended.
    failed: bool,
}

/// What a line is.
enum Kind {
    /// Blank: ends a grid.
    Blank,
    /// A comment or a separator line: skipped.
    Skip,
    /// Cells (and maybe stray characters): this many.
    Cells(usize),
}

fn is_gap(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'|')
}

fn classify(text: &[u8]) -> Kind {
    let t = text.trim_ascii();
    if t.is_empty() {
        return Kind::Blank;
    }
    if t[0] == b'#' {
        return Kind::Skip;
    }
    let solid = t.iter().filter(|&&b| !is_gap(b));
    if solid.clone().all(|&b| matches!(b, b'-' | b'+' | b'=')) {
        return Kind::Skip;
    }
    Kind::Cells(solid.count())
}

/// Reads the cells of one line into `out` (which has the wanted length).
fn read_cells(text: &[u8], line: usize, out: &mut [u8], what: &str) -> Result<(), ParseError> {
    let mut n = 0;
    for (i, &b) in text.iter().enumerate() {
        let v = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' => 0,
            b if is_gap(b) || b.is_ascii_whitespace() => continue,
            _ => return Err(stray(text, i, line)),
        };
        if let Some(slot) = out.get_mut(n) {
            *slot = v;
        }
        n += 1;
    }
    if n == out.len() {
        Ok(())
    } else {
        Err(ParseError::new(
            line,
            None,
            format!("expected {} cells{what}, found {n}", out.len()),
        ))
    }
}

/// The error for the unexpected byte at `i`, naming the character and its
/// column (counted in characters, from 1).
fn stray(text: &[u8], i: usize, line: usize) -> ParseError {
    let column = 1 + text[..i].iter().filter(|&&b| b & 0xC0 != 0x80).count();
    let end = (i + 4).min(text.len());
    let ch = String::from_utf8_lossy(&text[i..end])
        .chars()
        .next()
        .unwrap_or('?');
    ParseError::new(
        line,
        Some(column),
        format!("unexpected {ch:?}; a cell is a digit 1-9, or '.' or '0' when empty"),
    )
}

/// A grid being read, row by row.
struct Rows {
    first_line: usize,
    count: usize,
    cells: [u8; 81],
    error: Option<ParseError>,
}

impl Rows {
    fn push(&mut self, text: &[u8], line: usize) {
        if self.error.is_none() {
            let row = &mut self.cells[9 * self.count..9 * self.count + 9];
            if let Err(e) = read_cells(text, line, row, " in a grid row") {
                self.error = Some(e);
            }
        }
        self.count += 1;
    }

    fn finish(self) -> Result<Puzzle, ParseError> {
        if let Some(e) = self.error {
            return Err(e);
        }
        if self.count < 9 {
            return Err(ParseError::new(
                self.first_line,
                None,
                format!("the grid starting here has {} rows; expected 9", self.count),
            ));
        }
        Ok(Puzzle {
            line: self.first_line,
            grid: Grid::from_cells(self.cells).expect("cells are digits"),
        })
    }
}

impl<R: BufRead> PuzzleReader<R> {
    /// Reads puzzles from `reader`.
    pub fn new(reader: R) -> Self {
        PuzzleReader {
            reader,
            line: 0,
            text: Vec::with_capacity(128),
            held: false,
            failed: false,
        }
    }

    /// Reads the next line into `text`; `false` at the end.
    fn next_line(&mut self) -> io::Result<bool> {
        if self.held {
            self.held = false;
            return Ok(true);
        }
        self.text.clear();
        if textguard::read_line(&mut self.reader, &mut self.text, MAX_LINE, self.line + 1)? == 0 {
            return Ok(false);
        }
        self.line += 1;
        Ok(true)
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    type Item = Result<Puzzle, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let mut rows: Option<Rows> = None;
        loop {
            match self.next_line() {
                Err(e) => {
                    // The rest of an over-long line is no puzzle, and a
                    // reader that failed may fail again for ever.
                    self.failed = true;
                    return Some(Err(e.into()));
                }
                Ok(false) => return rows.map(|r| r.finish().map_err(ReadError::from)),
                Ok(true) => {}
            }
            let kind = classify(&self.text);
            match (kind, &mut rows) {
                (Kind::Skip, _) | (Kind::Blank, None) => {}
                (Kind::Blank, Some(_)) => return rows.map(|r| r.finish().map_err(ReadError::from)),
                (Kind::Cells(81), Some(_)) => {
                    // A one-line puzzle cuts the grid short; read it next.
                    self.held = true;
                    return rows.map(|r| r.finish().map_err(ReadError::from));
                }
                (Kind::Cells(_), Some(r)) => {
                    r.push(&self.text, self.line);
                    if r.count == 9 {
                        return rows.map(|r| r.finish().map_err(ReadError::from));
                    }
                }
                (Kind::Cells(9), None) => {
                    let mut r = Rows {
                        first_line: self.line,
                        count: 0,
                        cells: [0; 81],
                        error: None,
                    };
                    r.push(&self.text, self.line);
                    rows = Some(r);
                }
                (Kind::Cells(_), None) => {
                    let mut cells = [0u8; 81];
                    let read = read_cells(&self.text, self.line, &mut cells, "");
                    return Some(
                        read.map(|()| Puzzle {
                            line: self.line,
                            grid: Grid::from_cells(cells).expect("cells are digits"),
                        })
                        .map_err(ReadError::from),
                    );
                }
            }
        }
    }
}

impl std::str::FromStr for Grid {
    type Err = Error;

    /// Reads one puzzle: a line of 81 cells or a printed grid of 9 rows (see
    /// [`crate::PuzzleReader`] for the forms accepted). Exactly one puzzle
    /// must be there.
    fn from_str(s: &str) -> Result<Grid, Error> {
        let mut reader = PuzzleReader::new(s.as_bytes());
        let first = match reader.next() {
            None => return Err(Error::Parse(no_puzzle())),
            Some(item) => item.map_err(Error::from)?,
        };
        match reader.next() {
            None => Ok(first.grid),
            Some(Ok(second)) => Err(Error::Parse(ParseError::new(
                second.line,
                None,
                "expected one puzzle, found another",
            ))),
            Some(Err(e)) => Err(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn read(input: &str) -> Vec<Result<Puzzle, String>> {
        PuzzleReader::new(input.as_bytes())
            .map(|r| r.map_err(|e| e.to_string()))
            .collect()
    }

    #[test]
    fn lines_with_dots_or_zeros() {
        let zeros = LINE.replace('.', "0");
        let got = read(&format!("{LINE}\n{zeros}\r\n"));
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].as_ref().unwrap().grid, got[1].as_ref().unwrap().grid);
        assert_eq!(got[1].as_ref().unwrap().line, 2);
        assert_eq!(got[0].as_ref().unwrap().grid.to_string(), LINE);
    }

    #[test]
    fn printed_grids_round_trip() {
        let grid: Grid = LINE.parse().unwrap();
        let text = format!("# a comment\n\n{}\n{}", grid.to_printed(), grid.to_printed());
        let got = read(&text);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].as_ref().unwrap().grid, grid);
        assert_eq!(got[0].as_ref().unwrap().line, 3);
        assert_eq!(got[1].as_ref().unwrap().line, 15);
        let plain: String = LINE
            .as_bytes()
            .chunks(9)
            .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
            .collect();
        assert_eq!(read(&plain)[0].as_ref().unwrap().grid, grid);
    }

    #[test]
    fn errors_name_line_and_column() {
        let mut bad = LINE.to_string();
        bad.replace_range(11..12, "x");
        let got = read(&format!("{LINE}\n{bad}\n{}\n\n{LINE}\n", &LINE[..80]));
        assert_eq!(got.len(), 4);
        let e = got[1].as_ref().unwrap_err();
        assert_eq!(
            e,
            "line 2, column 12: unexpected 'x'; a cell is a digit 1-9, or '.' or '0' when empty"
        );
        assert_eq!(
            got[2].as_ref().unwrap_err(),
            "line 3: expected 81 cells, found 80"
        );
        assert_eq!(got[3].as_ref().unwrap().line, 5);
        let err = PuzzleReader::new("é5".as_bytes()).next().unwrap().unwrap_err();
        let ReadError::Parse(p) = err else { panic!() };
        assert_eq!((p.line, p.column), (1, Some(1)));
        assert!(p.message.starts_with("unexpected 'é';"));
    }

    #[test]
    fn broken_grids_are_one_error_each() {
        let rows: Vec<&str> = (0..9).map(|r| &LINE[9 * r..9 * r + 9]).collect();
        // Short grid, ended by a blank line.
        let short = format!("{}\n\n{LINE}\n", rows[..5].join("\n"));
        let got = read(&short);
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0].as_ref().unwrap_err(),
            "line 1: the grid starting here has 5 rows; expected 9"
        );
        assert!(got[1].is_ok());
        // A bad row: the grid is reported once, at that row.
        let mut bad = rows.clone();
        bad[3] = "8...6..3";
        let got = read(&format!("{}\n{LINE}\n", bad.join("\n")));
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0].as_ref().unwrap_err(),
            "line 4: expected 9 cells in a grid row, found 8"
        );
        // A one-line puzzle cuts a grid short and is still read.
        let got = read(&format!("{}\n{LINE}\n", rows[..2].join("\n")));
        assert_eq!(got.len(), 2);
        assert!(got[0].as_ref().unwrap_err().contains("has 2 rows"));
        assert_eq!(got[1].as_ref().unwrap().line, 3);
        // At the end of the input.
        let got = read(&rows[..8].join("\n"));
        assert_eq!(
            got[0].as_ref().unwrap_err(),
            "line 1: the grid starting here has 8 rows; expected 9"
        );
    }

    #[test]
    fn an_over_long_line_ends_the_reading() {
        // The rest of the line was read as a puzzle of 4463 cells on
        // "line 1", and the reading went on.
        let input = format!("{}\n{LINE}\n", "5".repeat(70_000));
        let mut reader = PuzzleReader::new(input.as_bytes());
        let e = reader.next().unwrap().unwrap_err();
        assert_eq!(
            e.to_string(),
            "cannot read input: line 1 is longer than 65536 bytes"
        );
        assert!(reader.next().is_none());
    }

    #[test]
    fn grid_from_str_wants_exactly_one() {
        assert!(LINE.parse::<Grid>().is_ok());
        assert_eq!(
            "".parse::<Grid>().unwrap_err().to_string(),
            "no puzzle: expected 81 cells on a line, or a grid of 9 rows of 9"
        );
        assert_eq!(
            format!("{LINE}\n{LINE}").parse::<Grid>().unwrap_err().to_string(),
            "line 2: expected one puzzle, found another"
        );
    }
}

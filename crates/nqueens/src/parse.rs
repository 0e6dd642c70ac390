//! Reading boards: the `text` form (rows of `Q` and `.`) and the `perm`
//! form (one line of 1-based columns, `2 4 1 3`), detected board by board.
//!
//! Boards are read one at a time from any [`BufRead`]. A `perm` line is
//! tokenized straight from the reader's buffer, so a line of 10^8 numbers
//! costs 4 bytes a number and never a copy of the text.

use std::io::{self, BufRead};

use textguard::LineTooLong;

use crate::validate::{Verdict, verdict_of_rows};

/// The two written forms of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardFormat {
    /// n lines of n characters, `Q` for a queen and `.` for an empty square.
    Text,
    /// One line of n column numbers from 1, separated by spaces.
    Perm,
}

/// A board read from text: one entry per row, a queen's column or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    format: BoardFormat,
    line: usize,
    /// Column of each row's queen, from 0; [`NO_QUEEN`] for an empty row.
    cols: Vec<u32>,
}

const NO_QUEEN: u32 = u32::MAX;

impl Board {
    /// The size of the board.
    pub fn n(&self) -> usize {
        self.cols.len()
    }

    /// The form it was written in.
    pub fn format(&self) -> BoardFormat {
        self.format
    }

    /// The line (from 1) where the board starts in the input.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column (from 0) of the queen in `row`, if it has one.
    pub fn queen(&self, row: usize) -> Option<usize> {
        match self.cols.get(row) {
            Some(&c) if c != NO_QUEEN => Some(c as usize),
            _ => None,
        }
    }

    /// The placement as `cols`, when every row has a queen.
    pub fn cols(&self) -> Option<Vec<usize>> {
        (0..self.n()).map(|r| self.queen(r)).collect()
    }

    /// Checks the board: is it a solution, and if not, why not.
    pub fn verdict(&self) -> Verdict {
        verdict_of_rows(&self.cols)
    }
}

/// Why a board could not be read, and a failure to read boards: the
/// workspace's one error of untrusted text, shared with `sudoku`'s puzzles.
pub use textguard::{ParseError, ReadError};

/// The longest row of a text board the reader takes, in bytes (its line
/// end not counted): a board of a million columns.
pub const MAX_TEXT_LINE: u64 = 1 << 20;

/// The longest perm line the reader takes, in bytes (its line end not
/// counted): 12 GiB, above the 9.9 GB of a 10^9-queen board.
pub const MAX_PERM_LINE: u64 = 12 << 30;

/// The most columns a perm line may have (2^30, 4 GiB as read): above
/// the 10^9 queens `queens one` writes.
pub const MAX_PERM_ROWS: usize = 1 << 30;

/// Reads boards one after another: text boards separated by blank lines,
/// perm boards one per line. After a malformed board it skips to the next
/// one, so every problem in a batch is reported.
///
/// ```
/// let input = "2 4 1 3\n\n.Q..\n...Q\nQ...\n..Q.\n";
/// let boards: Vec<_> = nqueens::board::BoardReader::new(input.as_bytes())
///     .collect::<Result<_, _>>()?;
/// assert_eq!(boards.len(), 2);
/// assert_eq!(boards[0].cols(), boards[1].cols());
/// assert!(boards[0].verdict().is_solution());
/// # Ok::<(), nqueens::board::ReadError>(())
/// ```
#[derive(Debug)]
pub struct BoardReader<R> {
    reader: R,
    /// The line the reader is at, from 1.
    line: usize,
    /// Scratch for one text line.
    text: Vec<u8>,
    failed_io: bool,
}

impl<R: BufRead> BoardReader<R> {
    /// Reads boards from `reader`.
    pub fn new(reader: R) -> Self {
        BoardReader {
            reader,
            line: 1,
            text: Vec::new(),
            failed_io: false,
        }
    }

    fn next_board(&mut self) -> Result<Option<Board>, ReadError> {
        // Skip blank lines, then look at the first character of the board.
        loop {
            let buf = self.reader.fill_buf()?;
            let Some(&b) = buf.first() else {
                return Ok(None);
            };
            match b {
                b'\n' => {
                    self.line += 1;
                    self.reader.consume(1);
                }
                b' ' | b'\t' | b'\r' => self.reader.consume(1),
                b'0'..=b'9' => return self.read_perm().map(Some),
                _ => return self.read_text().map(Some),
            }
        }
    }

    /// Reads one perm line, straight from the buffer.
    fn read_perm(&mut self) -> Result<Board, ReadError> {
        // Values saturate here, far above any column a `u32` can hold, so
        // the arithmetic never overflows and a huge number is still huge.
        const SATURATED: u64 = 1 << 40;
        let line = self.line;
        let mut values: Vec<u32> = Vec::new();
        let (mut current, mut in_number) = (0u64, false);
        // Bytes of this line before the current buffer, for error columns.
        let mut offset = 0usize;
        let mut error: Option<ParseError> = None;
        loop {
            let buf = self.reader.fill_buf()?;
            if buf.is_empty() {
                break;
            }
            let mut used = 0;
            let mut at_end = false;
            while used < buf.len() {
                let b = buf[used];
                used += 1;
                let digit = b.wrapping_sub(b'0');
                if digit < 10 {
                    current = (current * 10 + u64::from(digit)).min(SATURATED);
                    in_number = true;
                    continue;
                }
                if in_number {
                    values.push(perm_value(current));
                    (current, in_number) = (0, false);
                }
                match b {
                    b' ' | b'\t' | b'\r' => {}
                    b'\n' => {
                        at_end = true;
                        break;
                    }
                    other if error.is_none() => {
                        error = Some(ParseError {
                            line,
                            column: Some(offset + used),
                            message: format!("expected a column number, found {}", describe_byte(other)),
                        });
                    }
                    _ => {}
                }
            }
            self.reader.consume(used);
            offset += used;
            if offset as u64 - u64::from(at_end) > MAX_PERM_LINE {
                return Err(ReadError::Io(
                    LineTooLong {
                        line,
                        max: MAX_PERM_LINE,
                    }
                    .into_io(),
                ));
            }
            if values.len() > MAX_PERM_ROWS {
                return Err(ReadError::Io(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("line {line} has more than {MAX_PERM_ROWS} columns"),
                )));
            }
            if at_end {
                self.line += 1;
                break;
            }
        }
        if in_number {
            values.push(perm_value(current));
        }
        if let Some(e) = error {
            return Err(ReadError::Parse(e));
        }
        let n = values.len();
        for (row, v) in values.iter_mut().enumerate() {
            if *v == 0 || *v as usize > n {
                let shown = if *v == NO_QUEEN - 1 {
                    "a very large column".to_string()
                } else {
                    format!("column {v}")
                };
                return Err(ReadError::Parse(ParseError {
                    line,
                    column: None,
                    message: format!(
                        "row {} has {shown}; a board of {n} rows has columns 1 to {n}",
                        row + 1
                    ),
                }));
            }
            *v -= 1;
        }
        Ok(Board {
            format: BoardFormat::Perm,
            line,
            cols: values,
        })
    }

    /// Reads one text line into `self.text` (without its line end); false
    /// at the end of the input.
    fn read_line(&mut self) -> io::Result<bool> {
        self.text.clear();
        let read = textguard::read_line(&mut self.reader, &mut self.text, MAX_TEXT_LINE, self.line)?;
        if read == 0 {
            return Ok(false);
        }
        self.line += 1;
        while matches!(self.text.last(), Some(b'\n' | b'\r' | b' ' | b'\t')) {
            self.text.pop();
        }
        Ok(true)
    }

    /// Whether the next line starts (after spaces and tabs) with a digit,
    /// as far as the buffered input shows.
    fn perm_line_next(&mut self) -> io::Result<bool> {
        let buf = self.reader.fill_buf()?;
        Ok(buf
            .iter()
            .find(|b| !matches!(b, b' ' | b'\t'))
            .is_some_and(u8::is_ascii_digit))
    }

    /// Reads a text board up to a blank line, a perm line or the end of
    /// the input.
    fn read_text(&mut self) -> Result<Board, ReadError> {
        let start = self.line;
        let mut cols = Vec::new();
        let mut width = 0;
        let mut error: Option<ParseError> = None;
        // A line of numbers is a perm board: it ends this one, so a
        // malformed text board does not swallow the boards after it.
        while !self.perm_line_next()? && self.read_line()? {
            let line = self.line - 1;
            let first = self.text.iter().position(|b| !matches!(b, b' ' | b'\t'));
            let Some(first) = first else { break };
            if error.is_some() {
                continue;
            }
            let row = &self.text[first..];
            if cols.is_empty() {
                width = row.len();
            }
            error = text_row_error(row, first, line, width, cols.len());
            if error.is_none() {
                let queen = row.iter().position(|&b| b == b'Q');
                cols.push(queen.map_or(NO_QUEEN, |c| c as u32));
            }
        }
        if let Some(e) = error {
            return Err(ReadError::Parse(e));
        }
        if cols.len() < width {
            return Err(ReadError::Parse(ParseError {
                line: start + cols.len() - 1,
                column: None,
                message: format!(
                    "the board ends after {} rows, but its rows are {width} squares wide (a board is square)",
                    cols.len()
                ),
            }));
        }
        Ok(Board {
            format: BoardFormat::Text,
            line: start,
            cols,
        })
    }
}

/// A column number as read, capped just below [`NO_QUEEN`] so that a huge
/// one is reported as too large rather than taken for an empty row.
fn perm_value(v: u64) -> u32 {
    u32::try_from(v).unwrap_or(NO_QUEEN - 1).min(NO_QUEEN - 1)
}

/// What is wrong with one row of a text board, if anything.
fn text_row_error(
    row: &[u8],
    indent: usize,
    line: usize,
    width: usize,
    rows_before: usize,
) -> Option<ParseError> {
    let at = |column: usize, message: String| {
        Some(ParseError {
            line,
            column: Some(column),
            message,
        })
    };
    if let Some(pos) = row.iter().position(|&b| b != b'Q' && b != b'.') {
        return at(
            indent + pos + 1,
            format!(
                "unexpected {} (a text board has only 'Q' and '.')",
                describe_byte(row[pos])
            ),
        );
    }
    if rows_before == width {
        return Some(ParseError {
            line,
            column: None,
            message: format!(
                "the board has more than {width} rows, but its rows are {width} squares wide (a board is square)"
            ),
        });
    }
    if row.len() != width {
        return Some(ParseError {
            line,
            column: None,
            message: format!(
                "this row has {} squares, but the first row has {width}",
                row.len()
            ),
        });
    }
    let mut queens = row
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'Q')
        .map(|(i, _)| i);
    if let (Some(a), Some(b)) = (queens.next(), queens.next()) {
        return at(
            indent + b + 1,
            format!(
                "two queens in one row (columns {} and {}); a board has one queen per row",
                a + 1,
                b + 1
            ),
        );
    }
    None
}

fn describe_byte(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", b as char)
    } else {
        format!("byte 0x{b:02x}")
    }
}

impl<R: BufRead> Iterator for BoardReader<R> {
    type Item = Result<Board, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed_io {
            return None;
        }
        match self.next_board() {
            Ok(board) => board.map(Ok),
            Err(e) => {
                self.failed_io = matches!(e, ReadError::Io(_));
                Some(Err(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(s: &str) -> Vec<Result<Board, String>> {
        BoardReader::new(s.as_bytes())
            .map(|r| r.map_err(|e| e.to_string()))
            .collect()
    }

    #[test]
    fn text_and_perm_agree() {
        let boards = read(".Q..\n...Q\nQ...\n..Q.\n\n2 4 1 3\n");
        let cols: Vec<_> = boards.iter().map(|b| b.as_ref().unwrap().cols()).collect();
        assert_eq!(cols, [Some(vec![1, 3, 0, 2]), Some(vec![1, 3, 0, 2])]);
        assert_eq!(boards[1].as_ref().unwrap().line(), 6);
    }

    #[test]
    fn crlf_and_trailing_spaces() {
        let boards = read("Q. \r\n.Q\r\n");
        assert_eq!(boards[0].as_ref().unwrap().cols(), Some(vec![0, 1]));
    }

    #[test]
    fn malformed_text_boards() {
        let e = |s: &str| read(s).into_iter().next().unwrap().unwrap_err();
        assert_eq!(
            e(".Q..\n..\n"),
            "line 2: this row has 2 squares, but the first row has 4"
        );
        assert!(e("QQ\n..\n").contains("two queens in one row"));
        assert!(e(".Q\nx.\n").starts_with("line 2, column 1: unexpected 'x'"));
        assert!(e(".Q..\n...Q\n").contains("ends after 2 rows"));
        assert!(e("Q\n.\n").contains("more than 1 rows"));
    }

    #[test]
    fn malformed_perms() {
        let e = |s: &str| read(s).into_iter().next().unwrap().unwrap_err();
        assert!(e("1 2 x\n").starts_with("line 1, column 5: expected a column number, found 'x'"));
        assert!(e("1 5 2\n").contains("row 2 has column 5"));
        assert!(e("0 1\n").contains("row 1 has column 0"));
        assert!(e("1 99999999999999999999\n").contains("very large"));
    }

    #[test]
    fn recovers_after_errors() {
        let boards = read("1 x\n2 4 1 3\n\nQQ\n..\n\nQ\n");
        assert_eq!(boards.len(), 4);
        assert!(boards[0].is_err());
        assert!(boards[1].is_ok());
        // The broken text board is skipped up to the blank line ...
        assert!(boards[2].is_err());
        // ... and the board after it is still read.
        assert!(boards[3].as_ref().unwrap().verdict().is_solution());
    }

    #[test]
    fn empty_rows_are_boards_not_errors() {
        let boards = read("Q..\n...\n.Q.\n");
        let b = boards[0].as_ref().unwrap();
        assert_eq!(b.queen(1), None);
        assert_eq!(b.verdict(), Verdict::EmptyRow(1));
    }

    #[test]
    fn empty_input_has_no_boards() {
        assert!(read("").is_empty());
        assert!(read("\n  \n").is_empty());
    }

    #[test]
    fn a_malformed_text_board_ends_at_a_perm_line() {
        let boards = read("2 4 1 3\nQQ\n2 4 1 3\n1 2 3 4\n  3 1 4 2\n");
        assert_eq!(boards.len(), 5);
        assert!(
            boards[1]
                .as_ref()
                .unwrap_err()
                .starts_with("line 2, column 2: two queens")
        );
        let lines: Vec<_> = boards
            .iter()
            .filter_map(|b| b.as_ref().ok())
            .map(Board::line)
            .collect();
        assert_eq!(lines, [1, 3, 4, 5]);
    }
}

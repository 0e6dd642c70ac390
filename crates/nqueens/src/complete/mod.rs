//! n-Queens completion and blocked n-Queens: given a board where some
//! queens must stay and some squares are blocked, place the other queens,
//! or prove that it cannot be done (NP-complete: Gent, Jefferson and
//! Nightingale, JAIR 2017).
//!
//! A [`Puzzle`] is read from text: `Q` a queen that must stay, `.` a free
//! square, `x` a blocked square. [`complete`] finds one completion and
//! [`count_completions`] counts them all; both run the same exact search
//! (the docs of `complete/search.rs` say how it works and why it was
//! chosen).
//!
//! ```
//! let puzzle: nqueens::complete::Puzzle = "\
//! ..x.
//! ...Q
//! ....
//! ....".parse()?;
//! let cols = nqueens::complete(&puzzle).solution.expect("a completion");
//! assert_eq!(cols, [1, 3, 0, 2]);
//! assert!(puzzle.is_completion(&cols));
//! assert_eq!(nqueens::complete::count_completions(&puzzle).count, 1);
//! # Ok::<(), nqueens::board::ParseError>(())
//! ```

mod search;

use std::fmt;
use std::str::FromStr;

use crate::parse::ParseError;

pub use search::{Completion, CompletionCount, CompletionStats, complete, count_completions};

/// The largest board [`Puzzle`] accepts.
pub const MAX_COMPLETE_N: usize = 1024;

/// One square of a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Square {
    /// A free square (`.`): a queen may go here.
    Free,
    /// A blocked square (`x`): no queen may go here.
    Blocked,
    /// A queen that must stay (`Q`).
    Queen,
}

/// A partly filled, partly blocked board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    n: usize,
    squares: Vec<Square>,
}

impl Puzzle {
    /// An n×n board of free squares.
    ///
    /// # Panics
    /// When n is 0 or above [`MAX_COMPLETE_N`].
    pub fn new(n: usize) -> Self {
        assert!(
            (1..=MAX_COMPLETE_N).contains(&n),
            "n = {n} is out of 1..={MAX_COMPLETE_N}"
        );
        Puzzle {
            n,
            squares: vec![Square::Free; n * n],
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The square at (row, col), both from 0.
    pub fn square(&self, row: usize, col: usize) -> Square {
        self.squares[row * self.n + col]
    }

    /// Sets the square at (row, col). Nothing checks here that fixed
    /// queens leave each other alone: [`Puzzle::fixed_conflict`] does.
    pub fn set(&mut self, row: usize, col: usize, square: Square) {
        self.squares[row * self.n + col] = square;
    }

    /// The fixed queens as (row, col), in row order.
    pub fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.squares
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s == Square::Queen)
            .map(|(i, _)| (i / self.n, i % self.n))
    }

    /// Free squares (not blocked, not a fixed queen).
    pub fn free_squares(&self) -> usize {
        self.squares.iter().filter(|&&s| s == Square::Free).count()
    }

    /// The first two fixed queens (in reading order of the later one) that
    /// attack each other, if any.
    pub fn fixed_conflict(&self) -> Option<((usize, usize), (usize, usize))> {
        let queens: Vec<_> = self.queens().collect();
        for (k, &(r2, c2)) in queens.iter().enumerate() {
            for &(r1, c1) in &queens[..k] {
                if r1 == r2 || c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2) {
                    return Some(((r1, c1), (r2, c2)));
                }
            }
        }
        None
    }

    /// Whether `cols` completes this puzzle: a solution that keeps every
    /// fixed queen and puts none on a blocked square.
    pub fn is_completion(&self, cols: &[usize]) -> bool {
        cols.len() == self.n
            && crate::validate::is_solution(cols)
            && cols
                .iter()
                .enumerate()
                .all(|(r, &c)| self.square(r, c) != Square::Blocked)
            && self.queens().all(|(r, c)| cols[r] == c)
    }

    /// Reads a puzzle: n rows of n squares (`Q`, `.`, `x`), one per line.
    /// Blank lines before and after are skipped; trailing spaces and `\r`
    /// are allowed. Errors name the line and column (from 1).
    pub fn parse(text: &str) -> Result<Puzzle, ParseError> {
        let err = |line: usize, column: Option<usize>, message: String| ParseError {
            line,
            column,
            message,
        };
        let mut rows: Vec<(usize, &str)> = Vec::new();
        let mut ended_at: Option<usize> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let row = raw.trim_end();
            if row.trim_start().is_empty() {
                if !rows.is_empty() && ended_at.is_none() {
                    ended_at = Some(line);
                }
                continue;
            }
            if let Some(blank) = ended_at {
                return Err(err(
                    line,
                    None,
                    format!("one board at a time: the board ended at the blank line {blank}"),
                ));
            }
            rows.push((line, row));
        }
        let Some(&(first_line, first)) = rows.first() else {
            return Err(err(
                0,
                None,
                "empty input: expected a board as rows of 'Q' (a queen that stays), '.' (free) and 'x' (blocked)"
                    .into(),
            ));
        };
        let n = first.chars().count();
        if n > MAX_COMPLETE_N {
            return Err(err(
                first_line,
                None,
                format!("the board is {n} squares wide; at most {MAX_COMPLETE_N} are supported"),
            ));
        }
        let mut puzzle = Puzzle {
            n,
            squares: Vec::with_capacity(n * n),
        };
        for (r, &(line, row)) in rows.iter().enumerate() {
            if r == n {
                return Err(err(
                    line,
                    None,
                    format!(
                        "the board has more than {n} rows, but its rows are {n} squares wide (a board is square)"
                    ),
                ));
            }
            let mut width = 0;
            let mut queen_in_row: Option<usize> = None;
            for (c, ch) in row.chars().enumerate() {
                width += 1;
                let square = match ch {
                    '.' => Square::Free,
                    'x' | 'X' => Square::Blocked,
                    'Q' => {
                        if let Some(q) = queen_in_row {
                            return Err(err(
                                line,
                                Some(c + 1),
                                format!(
                                    "two queens in row {} (columns {} and {}) attack each other",
                                    r + 1,
                                    q + 1,
                                    c + 1
                                ),
                            ));
                        }
                        queen_in_row = Some(c);
                        Square::Queen
                    }
                    other => {
                        return Err(err(
                            line,
                            Some(c + 1),
                            format!(
                                "unexpected {other:?} (a puzzle has 'Q' for a queen that stays, '.' for a free square, 'x' for a blocked one)"
                            ),
                        ));
                    }
                };
                if c < n {
                    puzzle.squares.push(square);
                }
            }
            if width != n {
                return Err(err(
                    line,
                    None,
                    format!("row {} has {width} squares, but the first row has {n}", r + 1),
                ));
            }
        }
        if rows.len() < n {
            let (last_line, _) = rows[rows.len() - 1];
            return Err(err(
                last_line,
                None,
                format!(
                    "the board ends after {} rows, but its rows are {n} squares wide (a board is square)",
                    rows.len()
                ),
            ));
        }
        if let Some(((r1, c1), (r2, c2))) = puzzle.fixed_conflict() {
            let line = rows[r2].0;
            let what = if c1 == c2 { "a column" } else { "a diagonal" };
            return Err(err(
                line,
                Some(c2 + 1),
                format!(
                    "the queens at row {} col {} and row {} col {} share {what}",
                    r1 + 1,
                    c1 + 1,
                    r2 + 1,
                    c2 + 1
                ),
            ));
        }
        Ok(puzzle)
    }
}

impl FromStr for Puzzle {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Puzzle::parse(s)
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle in its text form, one row a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.squares.chunks(self.n) {
            let line: String = row
                .iter()
                .map(|s| match s {
                    Square::Free => '.',
                    Square::Blocked => 'x',
                    Square::Queen => 'Q',
                })
                .collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        Puzzle::parse(text).unwrap_err().to_string()
    }

    #[test]
    fn parses_and_prints_back() {
        let text = "x.Q.\n....\n.x..\n...x\n";
        let p: Puzzle = format!("\n{text}\n\n").parse().unwrap();
        assert_eq!(p.n(), 4);
        assert_eq!(p.square(0, 0), Square::Blocked);
        assert_eq!(p.queens().collect::<Vec<_>>(), [(0, 2)]);
        assert_eq!(p.free_squares(), 12);
        assert_eq!(p.to_string(), text);
    }

    #[test]
    fn errors_name_row_and_column() {
        assert_eq!(
            error("..\n.\n"),
            "line 2: row 2 has 1 squares, but the first row has 2"
        );
        assert_eq!(
            error("..\n.a\n"),
            "line 2, column 2: unexpected 'a' (a puzzle has 'Q' for a queen that stays, '.' for a free square, 'x' for a blocked one)"
        );
        assert_eq!(
            error("Q...\n....\n..Q.\n....\n"),
            "line 3, column 3: the queens at row 1 col 1 and row 3 col 3 share a diagonal"
        );
        assert_eq!(
            error(".Q..\n....\n....\n.Q..\n"),
            "line 4, column 2: the queens at row 1 col 2 and row 4 col 2 share a column"
        );
        assert!(error("Q.Q.\n").starts_with("line 1, column 3: two queens in row 1"));
        assert!(error("..\n").contains("ends after 1 rows"));
        assert!(error("..\n..\n..\n").starts_with("line 3: the board has more than 2 rows"));
        assert!(error("\n \n").starts_with("empty input"));
        assert!(error("Q\n\n.\n").contains("one board at a time"));
    }

    #[test]
    fn completion_check() {
        let p: Puzzle = "..x.\n...Q\n....\n....\n".parse().unwrap();
        assert!(p.is_completion(&[1, 3, 0, 2]));
        assert!(!p.is_completion(&[2, 0, 3, 1]), "moves the fixed queen");
        let q: Puzzle = ".x..\n....\n....\n....\n".parse().unwrap();
        assert!(!q.is_completion(&[1, 3, 0, 2]), "a queen on a blocked square");
        assert!(!p.is_completion(&[0, 1, 2, 3]), "not a solution");
    }
}

//! Reading puzzles: n lines of n region symbols, or one line with the rows
//! joined by `/`; `#` starts a comment, and blank lines (or comments, or a
//! `/` line) end a puzzle, so that one text holds a batch.

use super::{Regions, Stars};
use crate::error::{Error, Invalid, Location, parse_error};

/// A puzzle's rows as written, before they are checked as a map (a filled
/// grid for [`Regions::stars_from`] is a block too).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// The line of its first row, from 1.
    pub line: usize,
    /// Each row's characters.
    pub rows: Vec<Vec<char>>,
    /// Each row's line, from 1 (one line for the `/` form).
    pub row_lines: Vec<usize>,
}

/// A puzzle read from a batch, with the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The line of its first row, from 1.
    pub line: usize,
    /// The puzzle.
    pub puzzle: Regions,
}

/// Splits a text into blocks of rows. A line with a `/` is a whole
/// puzzle by itself, so that a file of one-line puzzles needs no blank
/// lines between them.
pub fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = vec![];
    let mut open = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let body = raw.split('#').next().unwrap_or("").trim();
        if body.is_empty() {
            open = false;
            continue;
        }
        if body.contains('/') {
            out.push(Block {
                line,
                rows: body.split('/').map(|r| r.trim().chars().collect()).collect(),
                row_lines: vec![line; body.split('/').count()],
            });
            open = false;
            continue;
        }
        match out.last_mut() {
            Some(b) if open => {
                b.rows.push(body.chars().collect());
                b.row_lines.push(line);
            }
            _ => {
                out.push(Block {
                    line,
                    rows: vec![body.chars().collect()],
                    row_lines: vec![line],
                });
                open = true;
            }
        }
    }
    out
}

/// Reads every puzzle of a text, each with `stars` stars a unit; the
/// first bad one is the error, with its line.
pub fn parse(text: &str, stars: usize) -> Result<Vec<Entry>, Error> {
    let all = blocks(text);
    if all.is_empty() {
        return Err(Invalid::NoPuzzle.into());
    }
    all.iter()
        .map(|b| {
            Ok(Entry {
                line: b.line,
                puzzle: Regions::from_block(b, stars)?,
            })
        })
        .collect()
}

/// Checks a block is square: every row as long as there are rows.
fn check_square(b: &Block) -> Result<usize, Error> {
    let n = b.rows.len();
    for (i, row) in b.rows.iter().enumerate() {
        if row.len() != n {
            let what = if i == 0 { "the first row" } else { "a row" };
            return Err(parse_error(
                Location::line(b.row_lines[i]),
                format!(
                    "{what} has {} cells, but the puzzle has {n} rows: a puzzle is n rows of n cells (row {})",
                    row.len(),
                    i + 1
                ),
            ));
        }
    }
    Ok(n)
}

impl Regions {
    /// A puzzle from a block of region symbols (ASCII letters and digits).
    pub fn from_block(b: &Block, stars: usize) -> Result<Self, Error> {
        check_square(b)?;
        for (i, row) in b.rows.iter().enumerate() {
            if let Some(c) = row.iter().position(|ch| !ch.is_ascii_alphanumeric()) {
                // The `/` form's rows share one line: no column to name there.
                let at = if b.row_lines.len() > 1 && b.row_lines[0] == b.row_lines[1] {
                    Location::line(b.row_lines[i])
                } else {
                    Location::at(b.row_lines[i], c + 1)
                };
                return Err(parse_error(
                    at,
                    format!(
                        "{} in row {} is not a region symbol (letters A-Z, a-z and digits)",
                        textguard::quote(&row[c].to_string()),
                        i + 1
                    ),
                ));
            }
        }
        Regions::from_rows(&b.rows, stars).map_err(|e| match e {
            Error::Invalid(m) => parse_error(Location::line(b.line), m.to_string()),
            other => other,
        })
    }

    /// The stars of a filled grid written over this map: `*`, or `Q`
    /// where no region is named `Q`, is a star; any other character is
    /// an empty cell (the map's symbol, or `.`).
    pub fn stars_from(&self, b: &Block) -> Result<Stars, Error> {
        let n = check_square(b)?;
        if n != self.n {
            return Err(parse_error(
                Location::line(b.line),
                format!("the filled grid is {n}×{n}, the puzzle {}×{}", self.n, self.n),
            ));
        }
        let q_is_star = !self.symbols.contains(&'Q');
        Ok(Stars(
            b.rows
                .iter()
                .map(|row| {
                    row.iter()
                        .enumerate()
                        .filter(|&(_, &ch)| ch == '*' || (q_is_star && ch == 'Q'))
                        .fold(0u64, |m, (c, _)| m | 1 << c)
                })
                .collect(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_forms_and_comments() {
        let text = "# level 1\nAAB/ACB/CCB # trailing\n\nAAB\nACB\nCCB\n# next\nAB\nBA\n";
        let all = blocks(text);
        assert_eq!(all.len(), 3);
        assert_eq!((all[0].line, all[1].line, all[2].line), (2, 4, 8));
        assert_eq!(all[0].rows, all[1].rows);
        let p = parse("AAB/ACB/CCB", 1).unwrap();
        assert_eq!(p[0].puzzle.line(), "AAB/ACB/CCB");
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let e = |t: &str, k| parse(t, k).unwrap_err().to_string();
        assert_eq!(
            e("AAB\nAB\nCCB\n", 1),
            "line 2: a row has 2 cells, but the puzzle has 3 rows: a puzzle is n rows of n cells (row 2)"
        );
        assert_eq!(
            e("AAB/AAB/AAB", 1),
            "line 1: a 3×3 puzzle needs 3 regions, found 2 (AB)"
        );
        assert_eq!(
            e("AA-\nABB\nCCB", 1),
            "line 1, column 3: '-' in row 1 is not a region symbol (letters A-Z, a-z and digits)"
        );
        assert!(e("ABCDE/ABCDE/ABCDE/ABCDE/ABCDE", 2).starts_with("2 stars a row need a side of at least 7"));
        assert_eq!(e("\n# nothing\n", 1), "no puzzle in the input");
        let big: String = (0..63).map(|_| "A".repeat(63)).collect::<Vec<_>>().join("/");
        assert!(e(&big, 1).contains("the largest side is 62"));
    }

    #[test]
    fn filled_grids() {
        let p = Regions::parse_one("AAB/ACB/CCB", 1).unwrap();
        let b = &blocks("QAB/A*B/CC.")[0];
        assert_eq!(p.stars_from(b).unwrap(), Stars(vec![1, 2, 0]));
    }
}

//! Checking placements: is it a solution, and if not, which queens attack.
//!
//! The check is independent of every solver: it keeps one bit per column
//! and per diagonal, so it runs in O(n) time and memory, and only when it
//! finds an attack does it look back for the earlier queen involved.

use std::fmt;

/// The line two attacking queens share.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AttackLine {
    /// The same column.
    Column,
    /// The same diagonal running down to the right (`row - col` equal).
    Diagonal,
    /// The same diagonal running down to the left (`row + col` equal).
    AntiDiagonal,
}

impl AttackLine {
    /// The name used in trace events: `column`, `diagonal`, `anti-diagonal`.
    pub fn name(self) -> &'static str {
        match self {
            AttackLine::Column => "column",
            AttackLine::Diagonal => "diagonal",
            AttackLine::AntiDiagonal => "anti-diagonal",
        }
    }
}

/// Two queens that attack each other; rows and columns count from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Conflict {
    /// The earlier queen: (row, col).
    pub first: (usize, usize),
    /// The later queen: (row, col).
    pub second: (usize, usize),
    /// The line they share.
    pub line: AttackLine,
}

impl fmt::Display for Conflict {
    /// Written for people: rows and columns count from 1, and both kinds of
    /// diagonal are "a diagonal".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.line {
            AttackLine::Column => "a column",
            AttackLine::Diagonal | AttackLine::AntiDiagonal => "a diagonal",
        };
        write!(
            f,
            "queens at row {} col {} and row {} col {} share {what}",
            self.first.0 + 1,
            self.first.1 + 1,
            self.second.0 + 1,
            self.second.1 + 1
        )
    }
}

/// The outcome of checking a placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Every row has a queen and no two attack each other.
    Solution,
    /// The first attack in row order: the lowest row whose queen attacks an
    /// earlier one, paired with the earliest queen it attacks.
    Attack(Conflict),
    /// The first row (from 0) that has no queen, when no attack comes
    /// before it.
    EmptyRow(usize),
    /// A queen off the board: (row, col) with col ≥ n.
    OffBoard(usize, usize),
}

impl Verdict {
    /// Whether the placement is a solution.
    pub fn is_solution(&self) -> bool {
        matches!(self, Verdict::Solution)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Solution => f.write_str("ok"),
            Verdict::Attack(c) => c.fmt(f),
            Verdict::EmptyRow(r) => write!(f, "row {} has no queen", r + 1),
            Verdict::OffBoard(r, c) => write!(f, "row {} has a queen off the board at col {}", r + 1, c + 1),
        }
    }
}

/// Checks a placement given as `cols`.
///
/// ```
/// use nqueens::validate::{AttackLine, Verdict, validate};
/// assert_eq!(validate(&[1, 3, 0, 2]), Verdict::Solution);
/// // Rows 0 and 3 share the long diagonal, but row 2 is the first row whose
/// // queen attacks an earlier one (row 1's, along an anti-diagonal).
/// let Verdict::Attack(c) = validate(&[0, 2, 1, 3]) else { unreachable!() };
/// assert_eq!((c.first, c.second, c.line), ((1, 2), (2, 1), AttackLine::AntiDiagonal));
/// assert_eq!(c.to_string(), "queens at row 2 col 3 and row 3 col 2 share a diagonal");
/// ```
pub fn validate(cols: &[usize]) -> Verdict {
    let mut checker = Checker::new(cols.len());
    for &c in cols {
        checker.push(Some(c));
    }
    checker.finish()
}

/// Whether `cols` is a solution.
pub fn is_solution(cols: &[usize]) -> bool {
    validate(cols).is_solution()
}

/// A streaming checker: feed it one row at a time; memory is about 4 bytes
/// a row plus 5 bits a row, whatever n is.
#[derive(Debug, Clone)]
pub struct Checker {
    n: usize,
    /// Columns of the rows seen so far; `u32::MAX` for an empty row.
    cols: Vec<u32>,
    used_cols: BitSet,
    used_diag: BitSet,
    used_anti: BitSet,
    verdict: Option<Verdict>,
}

const EMPTY: u32 = u32::MAX;

impl Checker {
    /// A checker for an n×n board.
    pub fn new(n: usize) -> Self {
        Checker {
            n,
            cols: Vec::with_capacity(n),
            used_cols: BitSet::new(n),
            used_diag: BitSet::new(2 * n),
            used_anti: BitSet::new(2 * n),
            verdict: None,
        }
    }

    /// Records the next row: the column of its queen, or `None`. Rows past
    /// the n-th are ignored.
    pub fn push(&mut self, col: Option<usize>) {
        let row = self.cols.len();
        if row >= self.n {
            return;
        }
        let Some(col) = col else {
            self.cols.push(EMPTY);
            self.verdict.get_or_insert(Verdict::EmptyRow(row));
            return;
        };
        if col >= self.n || col >= EMPTY as usize {
            self.cols.push(EMPTY);
            self.verdict.get_or_insert(Verdict::OffBoard(row, col));
            return;
        }
        self.cols.push(col as u32);
        if self.verdict.is_some() {
            return;
        }
        let diag = row + self.n - col;
        let anti = row + col;
        let hit = self.used_cols.test_and_set(col)
            | self.used_diag.test_and_set(diag)
            | self.used_anti.test_and_set(anti);
        if hit {
            self.verdict = Some(Verdict::Attack(find_partner(&self.cols[..row], col)));
        }
    }

    /// The verdict on the rows pushed; missing rows count as empty.
    pub fn finish(self) -> Verdict {
        if let Some(v) = self.verdict {
            return v;
        }
        if self.cols.len() < self.n {
            return Verdict::EmptyRow(self.cols.len());
        }
        Verdict::Solution
    }
}

/// The verdict on a whole placement held as `u32` columns, `u32::MAX` for
/// an empty row: what a [`Checker`] fed the same rows says, without a
/// second copy of the columns (a board of 10^8 rows is 400 MB already).
pub(crate) fn verdict_of_rows(cols: &[u32]) -> Verdict {
    let n = cols.len();
    let mut used_cols = BitSet::new(n);
    let mut used_diag = BitSet::new(2 * n);
    let mut used_anti = BitSet::new(2 * n);
    for (row, &c) in cols.iter().enumerate() {
        if c == EMPTY {
            return Verdict::EmptyRow(row);
        }
        let col = c as usize;
        if col >= n {
            return Verdict::OffBoard(row, col);
        }
        let hit = used_cols.test_and_set(col)
            | used_diag.test_and_set(row + n - col)
            | used_anti.test_and_set(row + col);
        if hit {
            return Verdict::Attack(find_partner(&cols[..row], col));
        }
    }
    Verdict::Solution
}

/// The earliest queen among `earlier` (the rows before the queen's row)
/// that attacks the queen at column `col`; one exists when this runs.
fn find_partner(earlier: &[u32], col: usize) -> Conflict {
    let row = earlier.len();
    for (r, &c) in earlier.iter().enumerate() {
        if c == EMPTY {
            continue;
        }
        let c = c as usize;
        let line = if c == col {
            AttackLine::Column
        } else if r + col == row + c {
            AttackLine::Diagonal
        } else if r + c == row + col {
            AttackLine::AntiDiagonal
        } else {
            continue;
        };
        return Conflict {
            first: (r, c),
            second: (row, col),
            line,
        };
    }
    unreachable!("a set bit always has an earlier queen behind it")
}

/// A fixed-size set of bits.
#[derive(Debug, Clone)]
struct BitSet(Vec<u64>);

impl BitSet {
    fn new(bits: usize) -> Self {
        BitSet(vec![0; bits.div_ceil(64)])
    }

    /// Sets bit `i` and says whether it was set before.
    fn test_and_set(&mut self, i: usize) -> bool {
        let (word, mask) = (i / 64, 1u64 << (i % 64));
        let was = self.0[word] & mask != 0;
        self.0[word] |= mask;
        was
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_first_conflict_in_row_order() {
        // Rows 0 and 3 share the main diagonal, but row 2 (col 1) attacks
        // row 1 (col 2) on an anti-diagonal first.
        let Verdict::Attack(c) = validate(&[0, 2, 1, 3]) else {
            panic!("expected an attack");
        };
        assert_eq!(c.first, (1, 2));
        assert_eq!(c.second, (2, 1));
        assert_eq!(c.line, AttackLine::AntiDiagonal);
        assert_eq!(
            c.to_string(),
            "queens at row 2 col 3 and row 3 col 2 share a diagonal"
        );
    }

    #[test]
    fn column_conflict() {
        let Verdict::Attack(c) = validate(&[1, 3, 1, 2]) else {
            panic!("expected an attack");
        };
        assert_eq!((c.first, c.second, c.line), ((0, 1), (2, 1), AttackLine::Column));
    }

    #[test]
    fn empty_and_off_board_rows() {
        let mut ch = Checker::new(4);
        ch.push(Some(1));
        ch.push(None);
        assert_eq!(ch.finish(), Verdict::EmptyRow(1));
        assert_eq!(validate(&[0, 9]), Verdict::OffBoard(1, 9));
        assert_eq!(Checker::new(3).finish(), Verdict::EmptyRow(0));
    }

    #[test]
    fn whole_placements_agree_with_the_checker() {
        let cases: [&[u32]; 6] = [
            &[1, 3, 0, 2],
            &[0, 2, 1, 3],
            &[1, 3, 1, 2],
            &[1, EMPTY, 3],
            &[0, 9],
            &[],
        ];
        for cols in cases {
            let mut checker = Checker::new(cols.len());
            for &c in cols {
                checker.push((c != EMPTY).then_some(c as usize));
            }
            assert_eq!(verdict_of_rows(cols), checker.finish(), "{cols:?}");
        }
    }

    #[test]
    fn solutions_pass() {
        assert!(is_solution(&[0]));
        assert!(is_solution(&[1, 3, 0, 2]));
        assert!(!is_solution(&[0, 1]));
    }
}

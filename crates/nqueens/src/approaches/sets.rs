//! `sets`: row by row, with hash sets of the used lines.

use std::collections::HashMap;

use engine::{Choices, Problem};

use super::row_driver::Rows;
use super::trace::{Attack, Line};

/// Places queens row by row, keeping the used columns, diagonals (`r - c`)
/// and anti-diagonals (`r + c`) in hash sets: a test is three lookups,
/// O(1) expected, but each costs a hash. The sets map each line to the row
/// of the queen on it, so a rejection can name the attacker.
#[derive(Debug, Clone)]
pub(crate) struct Sets {
    n: usize,
    cols: Vec<usize>,
    used_cols: HashMap<usize, usize>,
    /// Keyed by `r - c + n - 1`, which is never negative.
    used_diags: HashMap<usize, usize>,
    used_antis: HashMap<usize, usize>,
}

impl Sets {
    pub(crate) fn new(n: usize) -> Self {
        Sets {
            n,
            cols: Vec::with_capacity(n),
            used_cols: HashMap::new(),
            used_diags: HashMap::new(),
            used_antis: HashMap::new(),
        }
    }
}

impl Problem for Sets {
    type Choice = usize;
    type Reason = Attack;

    fn is_complete(&self) -> bool {
        self.cols.len() == self.n
    }

    fn choices(&mut self, out: &mut Choices<'_, usize>) {
        for col in 0..self.n {
            out.push(col);
        }
    }

    fn check(&self, col: usize) -> Result<(), Attack> {
        let row = self.cols.len();
        // The code's own order: the column, then the r − c diagonal, then
        // the r + c anti-diagonal; the first set holding the line names
        // the queen on it (as the listing on the page reads).
        let hits = [
            (self.used_cols.get(&col), Line::Column),
            (self.used_diags.get(&(row + self.n - 1 - col)), Line::Diagonal),
            (self.used_antis.get(&(row + col)), Line::AntiDiagonal),
        ];
        match hits.into_iter().find_map(|(r, line)| r.map(|&r| (r, line))) {
            None => Ok(()),
            Some((r, line)) => Err(Attack {
                line,
                row: r,
                col: self.cols[r],
            }),
        }
    }

    fn allows(&self, col: usize) -> bool {
        let row = self.cols.len();
        !self.used_cols.contains_key(&col)
            && !self.used_diags.contains_key(&(row + self.n - 1 - col))
            && !self.used_antis.contains_key(&(row + col))
    }

    fn apply(&mut self, col: usize) {
        let row = self.cols.len();
        self.used_cols.insert(col, row);
        self.used_diags.insert(row + self.n - 1 - col, row);
        self.used_antis.insert(row + col, row);
        self.cols.push(col);
    }

    fn undo(&mut self, col: usize) {
        self.cols.pop();
        let row = self.cols.len();
        self.used_cols.remove(&col);
        self.used_diags.remove(&(row + self.n - 1 - col));
        self.used_antis.remove(&(row + col));
    }
}

impl Rows for Sets {
    fn n(&self) -> usize {
        self.n
    }

    fn cols(&self) -> &[usize] {
        &self.cols
    }
}

//! Counting the solutions a rotation fixes, without listing the others.
//!
//! A solution fixed by a rotation g is a union of g-orbits of squares, so
//! it is found by choosing one queen for each orbit of rows: row by row,
//! every empty row gets a queen and, with it, the queen's whole orbit.
//! That search is tiny next to the search of all solutions (a half turn
//! leaves half the rows to choose, a quarter turn a quarter), and it
//! replaces looking at every solution of a symmetric frame.

use crate::symmetry::Symmetry;

/// A board being filled with whole orbits, checked square by square.
struct Board {
    n: usize,
    row: Vec<Option<usize>>,
    col: Vec<bool>,
    diag: Vec<bool>,
    anti: Vec<bool>,
}

impl Board {
    fn new(n: usize) -> Board {
        Board {
            n,
            row: vec![None; n],
            col: vec![false; n],
            diag: vec![false; 2 * n],
            anti: vec![false; 2 * n],
        }
    }

    fn free(&self, r: usize, c: usize) -> bool {
        self.row[r].is_none() && !self.col[c] && !self.diag[r + self.n - c] && !self.anti[r + c]
    }

    fn set(&mut self, r: usize, c: usize, on: bool) {
        self.row[r] = on.then_some(c);
        self.col[c] = on;
        self.diag[r + self.n - c] = on;
        self.anti[r + c] = on;
    }

    /// Places the orbit of (r, c) under `g`; false (and nothing placed)
    /// when one of its squares is attacked or two of them clash.
    fn place_orbit(&mut self, g: Symmetry, r: usize, c: usize, placed: &mut Vec<(usize, usize)>) -> bool {
        let start = placed.len();
        let (mut rr, mut cc) = (r, c);
        loop {
            if self.row[rr] == Some(cc) && placed[start..].contains(&(rr, cc)) {
                break; // back at a square of this orbit: it is complete
            }
            if !self.free(rr, cc) {
                for &(pr, pc) in &placed[start..] {
                    self.set(pr, pc, false);
                }
                placed.truncate(start);
                return false;
            }
            self.set(rr, cc, true);
            placed.push((rr, cc));
            (rr, cc) = g.map_square(self.n, rr, cc);
        }
        true
    }

    fn remove_from(&mut self, placed: &mut Vec<(usize, usize)>, start: usize) {
        for &(r, c) in &placed[start..] {
            self.set(r, c, false);
        }
        placed.truncate(start);
    }

    /// Solutions extending the board whose every queen's orbit is on it.
    fn count(&mut self, g: Symmetry, from: usize, placed: &mut Vec<(usize, usize)>) -> u64 {
        let Some(r) = (from..self.n).find(|&r| self.row[r].is_none()) else {
            return 1;
        };
        let mut total = 0;
        for c in 0..self.n {
            let start = placed.len();
            if self.place_orbit(g, r, c, placed) {
                total += self.count(g, r + 1, placed);
                self.remove_from(placed, start);
            }
        }
        total
    }
}

/// The number of solutions that contain the queens `given` (row, col) and
/// are fixed by the rotation `g` (a quarter or half turn). The given
/// queens must themselves be a union of g-orbits (a frame g fixes is).
pub(crate) fn count_fixed(n: usize, given: &[(usize, usize)], g: Symmetry) -> u64 {
    let mut board = Board::new(n);
    let mut placed = Vec::with_capacity(n);
    for &(r, c) in given {
        if !board.free(r, c) {
            return 0;
        }
        board.set(r, c, true);
    }
    board.count(g, 0, &mut placed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solutions;

    #[test]
    fn matches_filtering_all_solutions() {
        for n in 1..=10 {
            for g in [Symmetry::Rot90, Symmetry::Rot180] {
                let by_filter = Solutions::new(n)
                    .unwrap()
                    .filter(|s| g.apply(s).unwrap() == *s)
                    .count() as u64;
                assert_eq!(count_fixed(n, &[], g), by_filter, "n={n} {g:?}");
            }
        }
    }
}

//! A plain propagate-and-guess board, not for speed: candidate masks per
//! cell; naked and hidden singles, then locked candidates, to a fixed
//! point. The human-style grader ([`crate::techniques`]) and the generator build
//! on it. Its counter (tests only) branches on the cell with the fewest
//! candidates (among equals, the one with the most two-candidate peers,
//! then the first in reading order), digits in ascending order: a second
//! solver that shares no code with the fast one, for the tests to compare
//! against. (It was the rating's guess count until the fast solver's
//! triads mode, whose counts follow tdoku's, took that over.)
//!
//! Each rule only ever removes candidates, and one that applies keeps
//! applying when other candidates go, so propagation reaches the same fixed
//! point whatever order it takes the rules in.

use crate::peers::{ALL_DIGITS, PEERS, UNITS};

/// Candidate masks and placed digits.
#[derive(Clone)]
pub(crate) struct Board {
    /// Bit `d - 1` set: digit `d` may go in the cell. A placed cell keeps
    /// only its digit's bit.
    pub cand: [u16; 81],
    /// The digit placed, 0 when none yet.
    pub value: [u8; 81],
    /// Cells without a digit.
    pub left: u8,
}

impl Board {
    /// The board of `cells` (0 for empty), or `None` when placing the
    /// givens leaves a cell without candidates (two givens clash, or the
    /// puzzle has no solution for a reason as plain).
    pub fn new(cells: &[u8; 81]) -> Option<Board> {
        let mut b = Board {
            cand: [ALL_DIGITS; 81],
            value: [0; 81],
            left: 81,
        };
        for (i, &d) in cells.iter().enumerate() {
            if d != 0 && !b.place(i, d) {
                return None;
            }
        }
        Some(b)
    }

    /// Places `d` in cell `i` and takes it from the peers; `false` when that
    /// leaves a peer without candidates, or `d` was not a candidate.
    pub fn place(&mut self, i: usize, d: u8) -> bool {
        let bit = 1u16 << (d - 1);
        if self.value[i] != 0 || self.cand[i] & bit == 0 {
            return false;
        }
        self.value[i] = d;
        self.cand[i] = bit;
        self.left -= 1;
        for &p in &PEERS[i] {
            let p = usize::from(p);
            if self.cand[p] & bit != 0 {
                self.cand[p] &= !bit;
                if self.cand[p] == 0 {
                    return false;
                }
            }
        }
        true
    }

    /// Naked and hidden singles until none is left; `false` on a
    /// contradiction.
    pub fn singles(&mut self) -> bool {
        loop {
            let mut progress = false;
            for i in 0..81 {
                if self.value[i] == 0 && self.cand[i].count_ones() == 1 {
                    let d = self.cand[i].trailing_zeros() as u8 + 1;
                    if !self.place(i, d) {
                        return false;
                    }
                    progress = true;
                }
            }
            for unit in &UNITS {
                // Digits seen once and more than once among the unit's cells.
                let (mut once, mut twice) = (0u16, 0u16);
                for &c in unit {
                    let m = self.cand[usize::from(c)];
                    twice |= once & m;
                    once |= m;
                }
                if once != ALL_DIGITS {
                    return false;
                }
                let mut single = once & !twice;
                while single != 0 {
                    let bit = single & single.wrapping_neg();
                    single &= single - 1;
                    let d = bit.trailing_zeros() as u8 + 1;
                    let at = unit
                        .iter()
                        .map(|&c| usize::from(c))
                        .find(|&c| self.cand[c] & bit != 0);
                    let Some(c) = at else { return false };
                    if self.value[c] == 0 {
                        if !self.place(c, d) {
                            return false;
                        }
                        progress = true;
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// The empty cell with the fewest candidates; among equals, the one
    /// with the most empty peers holding two candidates (its branches set
    /// off the most singles), then the first in reading order.
    pub fn branch_cell(&self) -> Option<usize> {
        let bivalue = |i: usize| self.value[i] == 0 && self.cand[i].count_ones() == 2;
        (0..81).filter(|&i| self.value[i] == 0).min_by_key(|&i| {
            let pairs = PEERS[i].iter().filter(|&&p| bivalue(usize::from(p))).count();
            (self.cand[i].count_ones(), std::cmp::Reverse(pairs))
        })
    }
}

#[cfg(test)]
/// What a search of [`count`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Count {
    /// Solutions, up to the limit.
    pub solutions: u64,
    /// Branch points: nodes where singles stalled on an unfinished,
    /// consistent grid and a cell was guessed.
    pub guesses: u64,
    /// Branch points up to the first solution (all of them when there is
    /// none).
    pub guesses_to_first: u64,
    /// The first solution found.
    pub first: Option<[u8; 81]>,
}

/// Searches `cells` for up to `limit` solutions.
#[cfg(test)]
pub(crate) fn count(cells: &[u8; 81], limit: u64) -> Count {
    let mut tally = Count {
        solutions: 0,
        guesses: 0,
        guesses_to_first: 0,
        first: None,
    };
    if limit > 0
        && let Some(board) = Board::new(cells)
    {
        walk(board, limit, &mut tally);
    }
    if tally.first.is_none() {
        tally.guesses_to_first = tally.guesses;
    }
    tally
}

/// Naked and hidden singles, then locked candidates, until neither
/// changes anything; `false` on a contradiction (a cell without
/// candidates, or a digit without a place in some unit). The tests'
/// alone: the grader's techniques are built on the board, not under it.
#[cfg(test)]
fn propagate(board: &mut Board) -> bool {
    loop {
        if !board.singles() {
            return false;
        }
        match crate::techniques::locked_candidates(board) {
            Ok(true) => {}
            Ok(false) => return true,
            Err(_) => return false,
        }
    }
}

#[cfg(test)]
fn walk(mut board: Board, limit: u64, tally: &mut Count) {
    if !propagate(&mut board) {
        return;
    }
    let Some(cell) = board.branch_cell() else {
        tally.solutions += 1;
        if tally.first.is_none() {
            tally.first = Some(board.value);
            tally.guesses_to_first = tally.guesses;
        }
        return;
    };
    tally.guesses += 1;
    let mut digits = board.cand[cell];
    while digits != 0 && tally.solutions < limit {
        let d = digits.trailing_zeros() as u8 + 1;
        digits &= digits - 1;
        let mut next = board.clone();
        if next.place(cell, d) {
            walk(next, limit, tally);
        }
    }
}

/// Every unit holds each digit once.
#[cfg(test)]
fn solved(cells: &[u8; 81]) -> bool {
    UNITS.iter().all(|u| {
        let mut seen = 0u16;
        for &c in u {
            let d = cells[usize::from(c)];
            if d == 0 {
                return false;
            }
            seen |= 1 << (d - 1);
        }
        seen == ALL_DIGITS
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    const EASY: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn singles_solve_an_easy_puzzle_without_guessing() {
        let g: Grid = EASY.parse().unwrap();
        let c = count(g.cells(), 2);
        assert_eq!((c.solutions, c.guesses), (1, 0));
        assert!(solved(&c.first.unwrap()));
        assert_eq!(Grid::from_cells(c.first.unwrap()).ok(), crate::solve(&g));
    }

    #[test]
    fn counts_agree_with_the_fast_solver() {
        for line in testkit::sudoku_puzzles("serg_benchmark_all.txt").iter().take(200) {
            let g: Grid = line.parse().unwrap();
            let c = count(g.cells(), 5);
            assert_eq!(c.solutions, crate::count(&g, 5), "{line}");
        }
        for line in testkit::sudoku_puzzles("top1465.txt").iter().take(50) {
            let g: Grid = line.parse().unwrap();
            let c = count(g.cells(), 2);
            assert_eq!(c.solutions, 1, "{line}");
            assert_eq!(Grid::from_cells(c.first.unwrap()).ok(), crate::solve(&g));
        }
    }

    #[test]
    fn clashes_and_empty_grids() {
        let mut cells = [0u8; 81];
        cells[0] = 4;
        cells[80] = 4;
        assert_eq!(count(&cells, 2).solutions, 2);
        cells[8] = 4;
        assert_eq!(count(&cells, 2).solutions, 0);
        let empty = count(&[0; 81], 3);
        assert_eq!(empty.solutions, 3);
        assert!(empty.guesses > 0);
    }
}

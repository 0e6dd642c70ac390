//! A human-style pass: the techniques a person solving with pencil marks
//! uses, easiest first, and the hardest one a puzzle needs.
//!
//! The pencil marks start as every digit the givens allow. Each round takes
//! the easiest technique that changes something, applies it everywhere it
//! applies at that moment, and starts again from the easiest; the puzzle's
//! grade is the hardest technique any round needed. When none applies to
//! an unfinished grid, logic alone does not solve it: it needs guessing.

use std::fmt;

use crate::peers::{ALL_DIGITS, UNITS};
use crate::propagate::Board;

/// A solving technique, easiest first (the order the pass tries them in).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// A row, column or box where a digit has one place left.
    HiddenSingle,
    /// A cell with one candidate left.
    NakedSingle,
    /// Pointing and claiming (box-line): a digit that, within a box, can
    /// only go in one row or column leaves the rest of that line; one that,
    /// within a row or column, can only go in one box leaves the rest of
    /// the box.
    LockedCandidates,
    /// Naked pairs (two cells of a unit with the same two candidates take
    /// them from the unit's other cells) and hidden pairs (two digits with
    /// the same two places in a unit clear those cells of other digits).
    Pairs,
    /// None of the above makes progress: the solver has to guess.
    Guessing,
}

impl Technique {
    /// Every technique, easiest first.
    pub const ALL: [Technique; 5] = [
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::LockedCandidates,
        Technique::Pairs,
        Technique::Guessing,
    ];

    /// Its name in output: `hidden-single`, `naked-single`,
    /// `locked-candidates`, `pairs`, `guessing`.
    pub fn name(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "hidden-single",
            Technique::NakedSingle => "naked-single",
            Technique::LockedCandidates => "locked-candidates",
            Technique::Pairs => "pairs",
            Technique::Guessing => "guessing",
        }
    }

    /// Its level: 1 for hidden singles up to 5 for guessing.
    pub fn level(self) -> u8 {
        self as u8 + 1
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the pass found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Logic {
    /// The hardest technique needed; `None` for a filled grid.
    pub hardest: Option<Technique>,
    /// Empty cells left when the pass stopped: 0 when logic solved it.
    pub left: u8,
}

/// A unit without a place for a digit, or a cell without a digit: the
/// puzzle has no solution.
pub(crate) struct Contradiction;

/// Whether a step changed the pencil marks, or the contradiction it met.
pub(crate) type Progress = Result<bool, Contradiction>;

/// A technique's sweep over the board.
type Step = fn(&mut Board) -> Progress;

/// Runs the pass on `cells`; `None` when placing the givens already
/// leaves a cell without candidates (no solution).
pub(crate) fn grade(cells: &[u8; 81]) -> Option<Logic> {
    let mut board = Board::new(cells)?;
    let mut hardest = None;
    let steps: [(Technique, Step); 4] = [
        (Technique::HiddenSingle, hidden_singles),
        (Technique::NakedSingle, naked_singles),
        (Technique::LockedCandidates, locked_candidates),
        (Technique::Pairs, pairs),
    ];
    'rounds: while board.left > 0 {
        for (technique, step) in steps {
            match step(&mut board) {
                Ok(true) => {
                    hardest = hardest.max(Some(technique));
                    continue 'rounds;
                }
                Ok(false) => {}
                // No solution: sound techniques only find that on a broken
                // puzzle; it needs more than logic to say so here.
                Err(Contradiction) => break 'rounds,
            }
        }
        break;
    }
    if board.left > 0 {
        hardest = Some(Technique::Guessing);
    }
    Some(Logic {
        hardest,
        left: board.left,
    })
}

fn place(board: &mut Board, cell: usize, bit: u16) -> Progress {
    let d = bit.trailing_zeros() as u8 + 1;
    if board.place(cell, d) {
        Ok(true)
    } else {
        Err(Contradiction)
    }
}

/// Takes `bits` from the empty cell `cell`.
fn remove(board: &mut Board, cell: usize, bits: u16) -> Progress {
    if board.value[cell] != 0 || board.cand[cell] & bits == 0 {
        return Ok(false);
    }
    board.cand[cell] &= !bits;
    if board.cand[cell] == 0 {
        return Err(Contradiction);
    }
    Ok(true)
}

/// The digits placed in `unit`.
fn placed(board: &Board, unit: &[u8; 9]) -> u16 {
    unit.iter()
        .map(|&c| usize::from(c))
        .filter(|&c| board.value[c] != 0)
        .fold(0, |m, c| m | board.cand[c])
}

/// The empty cells of `unit` where `bit` is a candidate, as positions 0–8
/// in the unit (a 9-bit mask).
fn places(board: &Board, unit: &[u8; 9], bit: u16) -> u16 {
    let mut m = 0;
    for (k, &c) in unit.iter().enumerate() {
        let c = usize::from(c);
        if board.value[c] == 0 && board.cand[c] & bit != 0 {
            m |= 1 << k;
        }
    }
    m
}

fn hidden_singles(board: &mut Board) -> Progress {
    let mut progress = false;
    for unit in &UNITS {
        for d in 0..9 {
            let bit = 1u16 << d;
            // Placed already, perhaps earlier in this sweep.
            if placed(board, unit) & bit != 0 {
                continue;
            }
            match places(board, unit, bit) {
                0 => return Err(Contradiction),
                m if m.count_ones() == 1 => {
                    place(board, usize::from(unit[m.trailing_zeros() as usize]), bit)?;
                    progress = true;
                }
                _ => {}
            }
        }
    }
    Ok(progress)
}

fn naked_singles(board: &mut Board) -> Progress {
    let mut progress = false;
    for cell in 0..81 {
        if board.value[cell] == 0 && board.cand[cell].count_ones() == 1 {
            place(board, cell, board.cand[cell])?;
            progress = true;
        }
    }
    Ok(progress)
}

/// Pointing and claiming, everywhere they apply; also the fixed-rule
/// solver's second propagation step.
pub(crate) fn locked_candidates(board: &mut Board) -> Progress {
    let mut progress = false;
    for b in 0..9 {
        let bx = &UNITS[18 + b];
        for d in 0..9 {
            let bit = 1u16 << d;
            let at = places(board, bx, bit);
            if at == 0 {
                continue;
            }
            // Positions k in a box: row k / 3, column k % 3.
            let rows: u16 = (0..9)
                .filter(|k| at >> k & 1 != 0)
                .fold(0, |m, k| m | 1 << (k / 3));
            let cols: u16 = (0..9)
                .filter(|k| at >> k & 1 != 0)
                .fold(0, |m, k| m | 1 << (k % 3));
            let first = usize::from(bx[at.trailing_zeros() as usize]);
            // Pointing: one row or column of the box; the line loses the
            // digit outside the box.
            for (one, unit) in [(rows, first / 9), (cols, 9 + first % 9)] {
                if one.count_ones() == 1 {
                    for &c in &UNITS[unit] {
                        if !bx.contains(&c) {
                            progress |= remove(board, usize::from(c), bit)?;
                        }
                    }
                }
            }
        }
    }
    // Claiming: within a line, one box; the box loses the digit off the line.
    for unit in &UNITS[..18] {
        for d in 0..9 {
            let bit = 1u16 << d;
            let at = places(board, unit, bit);
            if at == 0 {
                continue;
            }
            let thirds: u16 = (0..9)
                .filter(|k| at >> k & 1 != 0)
                .fold(0, |m, k| m | 1 << (k / 3));
            if thirds.count_ones() != 1 {
                continue;
            }
            let first = usize::from(unit[at.trailing_zeros() as usize]);
            let bx = 18 + first / 27 * 3 + first % 9 / 3;
            for &c in &UNITS[bx] {
                if !unit.contains(&c) {
                    progress |= remove(board, usize::from(c), bit)?;
                }
            }
        }
    }
    Ok(progress)
}

fn pairs(board: &mut Board) -> Progress {
    let mut progress = false;
    for unit in &UNITS {
        // Naked pairs.
        for a in 0..9 {
            let ca = usize::from(unit[a]);
            let m = board.cand[ca];
            if board.value[ca] != 0 || m.count_ones() != 2 {
                continue;
            }
            for b in a + 1..9 {
                let cb = usize::from(unit[b]);
                if board.value[cb] != 0 || board.cand[cb] != m {
                    continue;
                }
                for (k, &c) in unit.iter().enumerate() {
                    if k != a && k != b {
                        progress |= remove(board, usize::from(c), m)?;
                    }
                }
            }
        }
        // Hidden pairs.
        let mut two_places = [0u16; 9];
        for (d, p) in two_places.iter_mut().enumerate() {
            let at = places(board, unit, 1 << d);
            *p = if at.count_ones() == 2 { at } else { 0 };
        }
        for d1 in 0..9 {
            for d2 in d1 + 1..9 {
                let at = two_places[d1];
                if at == 0 || two_places[d2] != at {
                    continue;
                }
                let keep = 1u16 << d1 | 1 << d2;
                for (k, &c) in unit.iter().enumerate() {
                    if at >> k & 1 != 0 {
                        progress |= remove(board, usize::from(c), ALL_DIGITS & !keep)?;
                    }
                }
            }
        }
    }
    Ok(progress)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    fn grade_line(line: &str) -> Logic {
        let g: Grid = line.parse().unwrap();
        grade(g.cells()).unwrap()
    }

    #[test]
    fn the_easy_puzzle_needs_singles_only() {
        let l =
            grade_line("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        assert_eq!(l.left, 0);
        assert!(l.hardest <= Some(Technique::NakedSingle), "{l:?}");
    }

    #[test]
    fn hard_puzzles_need_guessing_and_filled_grids_nothing() {
        // The first of top1465.
        let l =
            grade_line("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
        assert_eq!(l.hardest, Some(Technique::Guessing));
        assert!(l.left > 0);
        let full = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        assert_eq!(
            grade_line(full),
            Logic {
                hardest: None,
                left: 0
            }
        );
    }

    #[test]
    fn logic_never_contradicts_the_solution() {
        // Whatever the pass places is the solution's digit.
        for line in testkit::sudoku_puzzles("17clue_every25th.txt").iter().take(100) {
            let g: Grid = line.parse().unwrap();
            let solution = crate::solve(&g).unwrap();
            let mut board = Board::new(g.cells()).unwrap();
            for _ in 0..100 {
                let moved = hidden_singles(&mut board).ok().unwrap()
                    | naked_singles(&mut board).ok().unwrap()
                    | locked_candidates(&mut board).ok().unwrap()
                    | pairs(&mut board).ok().unwrap();
                if !moved {
                    break;
                }
            }
            for i in 0..81 {
                let s = solution.cells()[i];
                assert!(
                    board.cand[i] & 1 << (s - 1) != 0,
                    "{line} r{}c{}",
                    i / 9 + 1,
                    i % 9 + 1
                );
            }
        }
    }
}

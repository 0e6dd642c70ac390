//! The textbook solver: take the first empty cell, try each digit that the
//! [`is_valid`] scan allows, go on to the next empty cell, and undo. No
//! propagation, no cleverness: this is the algorithm taught first, kept as
//! the yardstick the fast kernel is tested and measured against (`--algo
//! simple` in the CLI).
//!
//! It runs on the workspace's generic backtracking [`engine`]: a node is the
//! grid being filled, its choices are the digits 1–9 for the next empty
//! cell in reading order, each checked by the scan, which names the clash
//! when it fails. So the search keeps the engine's counts ([`engine::Stats`]) and
//! can be traced step by step ([`crate::trace()`]).

use std::ops::ControlFlow;

use engine::{Choices, Instant, Limits, Outcome, Problem, Report, Walk};

use crate::grid::Grid;
use crate::place::Cell;
use crate::place::Unit;
use crate::report::SolveReport;

/// Why a digit cannot go in a cell: a unit of the cell already holds it,
/// in cell `by`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Clash {
    /// The row, column or box (the first of these, in that order, that
    /// holds the digit).
    pub unit: Unit,
    /// The cell that holds the digit.
    pub by: Cell,
}

impl Clash {
    /// The kind of unit, as traces name it: `row`, `column` or `box`.
    pub fn name(self) -> &'static str {
        match self.unit {
            Unit::Row(_) => "row",
            Unit::Column(_) => "column",
            Unit::Box(_) => "box",
        }
    }
}

/// The textbook `isValid` scan: the first cell of the row, then of the
/// column, then of the box of cell `index` (row-major, 0 to 80) that holds
/// `digit`, or `None` when `digit` may go there. The cell itself is not
/// looked at.
pub fn clash(cells: &[u8; 81], index: usize, digit: u8) -> Option<Clash> {
    let (row, col) = (index / 9, index % 9);
    let found = |unit, r: usize, c: usize| Clash {
        unit,
        by: Cell {
            row: r as u8,
            col: c as u8,
        },
    };
    if let Some(c) = (0..9).find(|&c| c != col && cells[row * 9 + c] == digit) {
        return Some(found(Unit::Row(row as u8), row, c));
    }
    if let Some(r) = (0..9).find(|&r| r != row && cells[r * 9 + col] == digit) {
        return Some(found(Unit::Column(col as u8), r, col));
    }
    let (top, left) = (row / 3 * 3, col / 3 * 3);
    (top..top + 3)
        .flat_map(|r| (left..left + 3).map(move |c| (r, c)))
        .find(|&(r, c)| (r, c) != (row, col) && cells[r * 9 + c] == digit)
        .map(|(r, c)| found(Unit::Box((row / 3 * 3 + col / 3) as u8), r, c))
}

/// Whether `digit` can go in cell `index` (row-major, 0 to 80): no other
/// cell of its row, column or box holds it. The same scan as [`clash`]
/// without naming the cell, as the textbook writes it.
///
/// ```
/// let grid: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// assert!(sudoku::textbook::is_valid(grid.cells(), 2, 4));
/// assert!(!sudoku::textbook::is_valid(grid.cells(), 2, 5)); // row 1 has a 5
/// assert!(!sudoku::textbook::is_valid(grid.cells(), 2, 8)); // box 1 has an 8
/// # Ok::<(), sudoku::Error>(())
/// ```
#[inline]
pub fn is_valid(cells: &[u8; 81], index: usize, digit: u8) -> bool {
    let (row, col) = (index / 9, index % 9);
    for k in 0..9 {
        if k != col && cells[row * 9 + k] == digit {
            return false;
        }
        if k != row && cells[k * 9 + col] == digit {
            return false;
        }
    }
    let (top, left) = (row / 3 * 3, col / 3 * 3);
    for r in top..top + 3 {
        for c in left..left + 3 {
            if (r, c) != (row, col) && cells[r * 9 + c] == digit {
                return false;
            }
        }
    }
    true
}

/// One choice: `digit` in cell `index` (row-major).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Fill {
    pub index: u8,
    pub digit: u8,
}

/// The search state: the grid being filled, and where the next empty cell
/// is.
#[derive(Debug, Clone)]
pub(crate) struct Textbook {
    pub cells: [u8; 81],
    /// The next empty cell in reading order; 81 when the grid is full.
    pub next: u8,
    /// Empty cells left.
    pub empty: u8,
    /// The last cell the puzzle leaves empty (the one filled last).
    pub last_empty: Option<u8>,
    /// The givens clash: nothing can be placed, the root is a dead end.
    pub clash: bool,
}

impl Textbook {
    pub fn new(puzzle: &Grid) -> Textbook {
        let cells = *puzzle.cells();
        let empties = || (0..81u8).filter(|&i| cells[usize::from(i)] == 0);
        Textbook {
            cells,
            next: empties().next().unwrap_or(81),
            empty: empties().count() as u8,
            last_empty: empties().next_back(),
            clash: puzzle.conflict().is_some(),
        }
    }

    /// The first empty cell after `index`, or 81.
    fn empty_after(&self, index: u8) -> u8 {
        (index + 1..81)
            .find(|&i| self.cells[usize::from(i)] == 0)
            .unwrap_or(81)
    }
}

impl Problem for Textbook {
    type Choice = Fill;
    type Reason = Clash;

    fn is_complete(&self) -> bool {
        self.next == 81 && !self.clash
    }

    fn choices(&mut self, out: &mut Choices<'_, Fill>) {
        if self.clash {
            return;
        }
        for digit in 1..=9 {
            out.push(Fill {
                index: self.next,
                digit,
            });
        }
    }

    fn check(&self, f: Fill) -> Result<(), Clash> {
        match clash(&self.cells, usize::from(f.index), f.digit) {
            None => Ok(()),
            Some(why) => Err(why),
        }
    }

    /// The scan without naming the clash: what counting and solving use.
    #[inline]
    fn allows(&self, f: Fill) -> bool {
        is_valid(&self.cells, usize::from(f.index), f.digit)
    }

    fn apply(&mut self, f: Fill) {
        self.cells[usize::from(f.index)] = f.digit;
        self.empty -= 1;
        self.next = self.empty_after(f.index);
    }

    fn undo(&mut self, f: Fill) {
        self.cells[usize::from(f.index)] = 0;
        self.empty += 1;
        self.next = f.index;
    }
}

/// Finds up to `limit` solutions of `puzzle` by plain backtracking, on the
/// engine. A puzzle whose givens clash has none (its search is one dead
/// end). `nodes` counts the grids visited: the puzzle and one per digit
/// placed; `search` is the engine's report (its other counts, how it ended).
///
/// ```
/// let puzzle: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let report = sudoku::textbook::search(&puzzle, 2);
/// assert_eq!(report.solutions, 1);
/// assert_eq!(report.first, sudoku::solve(&puzzle));
/// let stats = report.search.unwrap().stats;
/// assert_eq!(stats.nodes, report.nodes);
/// assert!(stats.checks > stats.nodes);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn search(puzzle: &Grid, limit: u64) -> SolveReport {
    search_with_limits(puzzle, limit, &Limits::none())
}

/// [`search`] within `limits` (a step budget, a deadline, a cancel
/// token): the report of what was found before it stopped, and how it
/// stopped (`Finished` when it found `limit` solutions or walked the whole
/// tree).
///
/// ```
/// use sudoku::{Limits, Outcome};
/// let report = sudoku::textbook::search_with_limits(&sudoku::Grid::EMPTY, 1, &Limits::max_steps(50));
/// assert_eq!((report.solutions, report.search.unwrap().outcome), (0, Outcome::StepLimit));
/// ```
pub fn search_with_limits(puzzle: &Grid, limit: u64, limits: &Limits) -> SolveReport {
    let start = Instant::now();
    let mut walk = Walk::new(Textbook::new(puzzle)).with_limits(limits.clone());
    let (mut found, mut first) = (0, None);
    let mut outcome = Outcome::Finished;
    if limit > 0 {
        outcome = walk.for_each_solution(|p| {
            found += 1;
            first.get_or_insert(p.cells);
            if found == limit {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        if found == limit {
            outcome = Outcome::Finished;
        }
    }
    let search = Report::of(&walk, outcome, start);
    SolveReport {
        solutions: found,
        first: first.map(|cells| Grid::from_cells(cells).expect("the solver writes digits")),
        nodes: search.stats.nodes,
        search: Some(search),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EASY: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut g = Grid::EMPTY;
        g.set(0, 0, Some(3));
        g.set(0, 8, Some(3));
        let r = search(&g, 2);
        assert_eq!(r.solutions, 0);
        let s = r.search.unwrap().stats;
        assert_eq!(
            (s.nodes, s.dead_ends, s.checks),
            (1, 1, 0),
            "one dead end: the root"
        );
    }

    #[test]
    fn a_grid_missing_one_cell_has_one_solution() {
        let line = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let full: Grid = line.parse().unwrap();
        let mut g = full;
        g.set(4, 4, None);
        let r = search(&g, 2);
        // The root and the one digit that fits; 9 digits checked, 8 refused.
        assert_eq!((r.solutions, r.nodes, r.first), (1, 2, Some(full)));
        let s = r.search.unwrap().stats;
        assert_eq!((s.checks, s.rejects, s.dead_ends, s.solutions), (9, 8, 0, 1));
        assert_eq!(search(&g, 0).solutions, 0);
        // A full grid is its own solution, found at the root.
        let r = search(&full, 2);
        assert_eq!((r.solutions, r.nodes, r.first), (1, 1, Some(full)));
    }

    #[test]
    fn the_scan_names_the_first_clash() {
        let grid: Grid = EASY.parse().unwrap();
        let cells = grid.cells();
        let at = |r, c| Cell { row: r, col: c };
        // r1c3: 5 is in the row (r1c1), 8 in the column (r3c3) and the box,
        // 9 only in the box (r3c2).
        assert_eq!(
            clash(cells, 2, 5),
            Some(Clash {
                unit: Unit::Row(0),
                by: at(0, 0)
            })
        );
        assert_eq!(
            clash(cells, 2, 9),
            Some(Clash {
                unit: Unit::Box(0),
                by: at(2, 1)
            })
        );
        assert_eq!(
            clash(cells, 2, 8),
            Some(Clash {
                unit: Unit::Column(2),
                by: at(2, 2)
            })
        );
        assert_eq!(clash(cells, 2, 4), None);
        // r2c2 (index 10): 3 is not in row 2, is in column 2 (r1c2).
        assert_eq!(
            clash(cells, 10, 3),
            Some(Clash {
                unit: Unit::Column(1),
                by: at(0, 1)
            })
        );
        assert_eq!(clash(cells, 2, 9).unwrap().name(), "box");
    }

    #[test]
    fn counts_agree_with_the_tree() {
        let puzzle: Grid = EASY.parse().unwrap();
        let r = search(&puzzle, 2);
        let s = r.search.unwrap().stats;
        assert_eq!((r.solutions, s.solutions), (1, 1));
        // Every check either places a digit (a node below the root) or is
        // refused; every incomplete node checks the nine digits.
        assert_eq!(s.checks, s.nodes - 1 + s.rejects);
        assert_eq!(s.checks, 9 * (s.nodes - s.solutions));
        // A try and a verdict per check, a remove per digit placed, the
        // dead ends and the solution.
        assert_eq!(s.steps, 2 * s.checks + (s.nodes - 1) + s.dead_ends + s.solutions);
    }
}

//! The textbook solver step by step: the engine's events with the cell,
//! the digit and the clash, in the vocabulary of the other puzzles' traces
//! (`try`, `reject`, `place`, `remove`, `dead_end`, `solution`, `cut`;
//! rows and columns from 0).

use std::fmt;
use std::ops::ControlFlow;

use engine::{Detail, Event, EventOf, Limits, Puzzle, Report, Square, TraceStep, Traced};
use serde::{Serialize, Serializer};

use crate::grid::Grid;
use crate::place::Cell;
use crate::textbook::{Clash, Textbook};

/// A step of a Sudoku trace.
pub type SudokuStep = TraceStep<SudokuAt>;

/// Where a Sudoku step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuAt {
    /// The cell: the one a digit is tried in, placed in or taken from, the
    /// empty cell no digit fits for `dead_end`, the cell filled last for
    /// `solution`. `None` when there is no such cell: a puzzle with no
    /// empty cell (its `solution`) or with clashing givens (its
    /// `dead_end`).
    pub cell: Option<Cell>,
    /// The digit tried, placed or taken back; `None` for `dead_end`.
    pub digit: Option<u8>,
    /// Empty cells left after the step.
    pub empty: u8,
    /// Why the digit was refused (`reject` only).
    pub clash: Option<Clash>,
}

/// `"row"` and `"col"` when there is a cell, `"digit"` when there is one,
/// `"empty"`, and for a rejection `"reason"` (`row`, `column`, `box`) and
/// `"by"` (the cell holding the digit).
impl Serialize for SudokuAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json {
            #[serde(skip_serializing_if = "Option::is_none")]
            row: Option<u8>,
            #[serde(skip_serializing_if = "Option::is_none")]
            col: Option<u8>,
            #[serde(skip_serializing_if = "Option::is_none")]
            digit: Option<u8>,
            empty: u8,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            by: Option<Square>,
        }
        let square = |c: Cell| Square::from((usize::from(c.row), usize::from(c.col)));
        Json {
            row: self.cell.map(|c| c.row),
            col: self.cell.map(|c| c.col),
            digit: self.digit,
            empty: self.empty,
            reason: self.clash.map(Clash::name),
            by: self.clash.map(|why| square(why.by)),
        }
        .serialize(s)
    }
}

impl Detail for SudokuAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cell {
            Some(c) => write!(f, "row={} col={}", c.row, c.col)?,
            None => f.write_str("grid")?,
        }
        match self.digit {
            Some(d) => write!(f, " digit={d}"),
            None => Ok(()),
        }
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.clash, self.digit) {
            (Some(why), Some(d)) => write!(
                f,
                "the {} has {d} at row={} col={}",
                why.name(),
                why.by.row,
                why.by.col
            ),
            _ => Ok(()),
        }
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "  empty={}", self.empty)
    }
}

impl Traced for Textbook {
    type Detail = SudokuAt;

    fn detail(&self, event: &EventOf<Self>) -> SudokuAt {
        let at = |index: u8| Some(Cell::from_index(usize::from(index)));
        let (cell, digit, clash) = match *event {
            Event::Reject { choice, reason, .. } => (at(choice.index), Some(choice.digit), Some(reason)),
            Event::Try { choice, .. } | Event::Place { choice, .. } | Event::Remove { choice, .. } => {
                (at(choice.index), Some(choice.digit), None)
            }
            Event::DeadEnd { .. } if self.clash => (None, None, None),
            Event::DeadEnd { .. } => (at(self.next), None, None),
            Event::Solution { .. } => match self.last_empty {
                Some(i) => (at(i), Some(self.cells[usize::from(i)]), None),
                None => (None, None, None),
            },
        };
        SudokuAt {
            cell,
            digit,
            empty: self.empty,
            clash,
        }
    }
}

/// Reports every step of the textbook solver on `puzzle` to `f` (at most
/// `limits.max_steps`, then a `cut` step), up to its first solution: the
/// search `queens sudoku solve --algo simple` runs. A puzzle whose givens
/// clash is one `dead_end` (see [`Grid::conflict`] for the clash).
///
/// ```
/// use std::ops::ControlFlow;
/// let puzzle: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let mut lines = vec![];
/// let report = sudoku::trace(&puzzle, &sudoku::Limits::max_steps(3), |step| {
///     lines.push(step.to_string());
///     ControlFlow::Continue(())
/// });
/// assert_eq!(lines, [
///     "row=0 col=2 digit=1: try  empty=51",
///     "row=0 col=2 digit=1: place  empty=50",
///     "row=0 col=3 digit=1: try  empty=50",
///     "cut: stopped after 3 steps (max-steps)",
/// ]);
/// assert_eq!(report.outcome, sudoku::Outcome::StepLimit);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn trace(puzzle: &Grid, limits: &Limits, f: impl FnMut(&SudokuStep) -> ControlFlow<()>) -> Report {
    TextbookSearch(puzzle).trace(limits, f)
}

/// The textbook search on a puzzle, up to its first solution, as the
/// engine's [`Puzzle`] (whose drivers trace it).
struct TextbookSearch<'g>(&'g Grid);

impl Puzzle for TextbookSearch<'_> {
    type Search<'a>
        = Textbook
    where
        Self: 'a;
    type Detail = SudokuAt;

    fn search(&self) -> Option<Textbook> {
        Some(Textbook::new(self.0))
    }

    fn wanted(&self) -> Option<u64> {
        Some(1)
    }
}

/// The first `max_steps` steps of [`trace`] (and a `cut` step if the
/// search goes on), with the search's counts: for viewers.
///
/// ```
/// let puzzle: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let (steps, report) = sudoku::trace_events(&puzzle, 100_000);
/// assert_eq!(steps.last().map(|s| s.kind), Some(sudoku::StepKind::Solution));
/// assert_eq!(report.stats.steps, steps.len() as u64);
/// assert_eq!(
///     steps[3].json(),
///     r#"{"step":4,"event":"reject","row":0,"col":3,"digit":1,"empty":50,"reason":"row","by":{"row":0,"col":2}}"#
/// );
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn trace_events(puzzle: &Grid, max_steps: u64) -> (Vec<SudokuStep>, Report) {
    TextbookSearch(puzzle).trace_events(max_steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::textbook::search;
    use engine::Outcome;
    use engine::StepKind;

    const EASY: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn grid(line: &str) -> Grid {
        line.parse().unwrap()
    }

    fn text(steps: &[SudokuStep]) -> Vec<String> {
        steps.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn one_empty_cell() {
        let mut puzzle = grid(SOLUTION);
        puzzle.set(4, 4, None); // r5c5 holds 5
        let (steps, report) = trace_events(&puzzle, 1000);
        let lines = text(&steps);
        assert_eq!(lines[0], "row=4 col=4 digit=1: try  empty=1");
        assert_eq!(
            lines[1],
            "row=4 col=4 digit=1: reject, the row has 1 at row=4 col=8  empty=1"
        );
        assert_eq!(
            lines[3],
            "row=4 col=4 digit=2: reject, the row has 2 at row=4 col=1  empty=1"
        );
        assert_eq!(lines[8], "row=4 col=4 digit=5: try  empty=1");
        assert_eq!(lines[9], "row=4 col=4 digit=5: place  empty=0");
        assert_eq!(lines[10], "row=4 col=4 digit=5: solution  empty=0");
        assert_eq!(lines.len(), 11, "the trace ends at the first solution");
        assert_eq!(report.outcome, Outcome::Finished);
        let s = report.stats;
        assert_eq!(
            (s.steps, s.nodes, s.checks, s.rejects, s.solutions),
            (11, 2, 5, 4, 1)
        );
    }

    #[test]
    fn first_steps_and_json() {
        let (steps, report) = trace_events(&grid(EASY), 6);
        assert_eq!(
            text(&steps),
            [
                "row=0 col=2 digit=1: try  empty=51",
                "row=0 col=2 digit=1: place  empty=50",
                "row=0 col=3 digit=1: try  empty=50",
                "row=0 col=3 digit=1: reject, the row has 1 at row=0 col=2  empty=50",
                "row=0 col=3 digit=2: try  empty=50",
                "row=0 col=3 digit=2: place  empty=49",
                "cut: stopped after 6 steps (max-steps)",
            ]
        );
        assert_eq!(
            steps[1].json(),
            r#"{"step":2,"event":"place","row":0,"col":2,"digit":1,"empty":50}"#
        );
        assert_eq!(
            steps[6].json(),
            r#"{"step":7,"event":"cut","reason":"max-steps","steps":6}"#
        );
        assert_eq!((report.outcome, report.stats.steps), (Outcome::StepLimit, 6));
    }

    #[test]
    fn a_cell_no_digit_fits_is_a_dead_end() {
        // r1c9 needs a 9, and column 9 has one.
        let puzzle = grid(&format!("12345678.........9{}", ".".repeat(63)));
        let (steps, report) = trace_events(&puzzle, 1000);
        let lines = text(&steps);
        assert_eq!(lines.len(), 19);
        assert_eq!(
            lines[17],
            "row=0 col=8 digit=9: reject, the column has 9 at row=1 col=8  empty=72"
        );
        assert_eq!(lines[18], "row=0 col=8: dead end  empty=72");
        assert_eq!(
            steps[18].json(),
            r#"{"step":19,"event":"dead_end","row":0,"col":8,"empty":72}"#
        );
        assert_eq!(
            (report.outcome, report.stats.dead_ends, report.stats.solutions),
            (Outcome::Finished, 1, 0)
        );
    }

    #[test]
    fn a_full_grid_and_clashing_givens_have_no_cell() {
        let (steps, _) = trace_events(&grid(SOLUTION), 10);
        assert_eq!(text(&steps), ["grid: solution  empty=0"]);
        assert_eq!(steps[0].json(), r#"{"step":1,"event":"solution","empty":0}"#);
        let mut clash = grid(SOLUTION);
        clash.set(0, 0, Some(3)); // two 3s in row 1
        clash.set(8, 8, None);
        let (steps, report) = trace_events(&clash, 10);
        assert_eq!(text(&steps), ["grid: dead end  empty=1"]);
        assert_eq!((report.stats.nodes, report.stats.dead_ends), (1, 1));
    }

    #[test]
    fn a_box_clash_names_the_box() {
        // A lone 1 at r2c2: 1 in r1c1 clashes with it in box 1 only.
        let mut puzzle = Grid::EMPTY;
        puzzle.set(1, 1, Some(1));
        let (steps, _) = trace_events(&puzzle, 2);
        assert_eq!(
            steps[1].json(),
            r#"{"step":2,"event":"reject","row":0,"col":0,"digit":1,"empty":80,"reason":"box","by":{"row":1,"col":1}}"#
        );
        assert_eq!(
            steps[1].to_string(),
            "row=0 col=0 digit=1: reject, the box has 1 at row=1 col=1  empty=80"
        );
    }

    #[test]
    fn the_trace_counts_what_the_quiet_search_counts() {
        // The second is top1465 #11: 1,888 nodes for the textbook solver.
        for line in [
            EASY,
            ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
        ] {
            let puzzle = grid(line);
            let quiet = search(&puzzle, 1);
            let (steps, report) = trace_events(&puzzle, u64::MAX);
            assert_eq!(Some(report.stats), quiet.search.map(|s| s.stats), "{line}");
            assert_eq!(report.stats.steps, steps.len() as u64);
            // Replaying the placements and removals gives the solution.
            let mut cells = *puzzle.cells();
            for s in &steps {
                let (Some(at), Some(d)) = (s.detail.and_then(|d| d.cell), s.detail.and_then(|d| d.digit))
                else {
                    continue;
                };
                match s.kind {
                    StepKind::Place => cells[at.index()] = d,
                    StepKind::Remove => cells[at.index()] = 0,
                    _ => {}
                }
            }
            assert_eq!(Grid::from_cells(cells).ok(), quiet.first, "{line}");
        }
    }
}

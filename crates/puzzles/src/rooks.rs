//! Non-attacking rooks: the ways to place k rooks on an n×n board so that
//! no two share a row or a column.
//!
//! The search places the rooks row by row, each in a row below the last
//! one's, leaving a row for each rook still to place; a square in the
//! column of a rook already placed is rejected, naming that rook. Every
//! placement is found once, in lexicographic order of its squares. There
//! are C(n,k)²·k! of them: the k rows, the k columns, and which row goes
//! with which column.

use std::fmt;
use std::ops::ControlFlow;

use engine::{
    Approach, Choices, Described, Detail, Event, EventOf, Example, Kind, Limits, Offer, Page, Param,
    ParamError, Problem, Puzzle, Report, Square, TraceStep, Traced, Value, Written, check,
};
use serde::Serialize;

use crate::error::{Error, check_range, refused};

/// The largest board side: an 8×8 board has 1,441,729 placements of
/// non-attacking rooks in all (any number of rooks; OEIS A002720).
pub const MAX_ROOKS_N: usize = 8;

/// Placements of k non-attacking rooks on an n×n board.
///
/// ```
/// use puzzles::rooks::Rooks;
/// use puzzles::{Limits, Puzzle};
///
/// // Two rooks on a 3×3 board: C(3,2)²·2! = 18 ways.
/// assert_eq!(Rooks::new(3, 2)?.count(&Limits::none()).0, 18);
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rooks {
    n: usize,
    k: usize,
}

impl Rooks {
    /// The problem for `k` rooks on an `n`×`n` board: 1 ≤ n ≤
    /// [`MAX_ROOKS_N`], 0 ≤ k ≤ n² (more than n have no placement).
    pub fn new(n: usize, k: usize) -> Result<Self, Error> {
        check_range("n", n as u64, 1, MAX_ROOKS_N as u64)?;
        check_range("k", k as u64, 0, (n * n) as u64)?;
        Ok(Rooks { n, k })
    }
}

/// Counts the placements; traces the search step by step.
impl Puzzle for Rooks {
    type Search<'a> = Search;
    type Detail = RooksAt;

    fn search(&self) -> Option<Search> {
        Some(Search {
            n: self.n,
            k: self.k,
            column: vec![None; self.n],
            placed: Vec::with_capacity(self.k),
        })
    }
}

/// What the front ends need: `queens rooks N K`, and the page's rooks.
impl Described for Rooks {
    const NAME: &'static str = "rooks";
    const TITLE: &'static str = "Non-attacking rooks";
    const SUMMARY: &'static str =
        "Place K rooks on an N×N board, no two in a row or column: every placement, or how many.";
    const PARAMS: &'static [Param] = &[
        Param {
            name: "n",
            help: "Board size, 1 to 8.",
            label: "n",
            kind: Kind::Size {
                min: 1,
                max: MAX_ROOKS_N,
            },
            default: "4",
            offered: &[],
            written: Written::Positional,
            page: Page::OFFERED,
        },
        Param {
            name: "k",
            help: "How many rooks, 0 to N².",
            label: "rooks",
            kind: Kind::Number {
                min: 0,
                max: (MAX_ROOKS_N * MAX_ROOKS_N) as u64,
                most: Some(|before| before[0].number().map_or(0, |n| n * n)),
            },
            // On the default 4×4 board, 72 placements.
            default: "2",
            offered: &[
                Offer::plain("1"),
                Offer::plain("2"),
                Offer::plain("3"),
                Offer::plain("4"),
                Offer::plain("5"),
                Offer::plain("6"),
                Offer::plain("7"),
                Offer::plain("8"),
            ],
            written: Written::Positional,
            page: Page::OFFERED,
        },
    ];
    const EXAMPLES: &'static [Example] = &[
        Example {
            args: "3 2",
            stdin: "",
            answers: true,
        },
        Example {
            args: "8 8 --count",
            stdin: "",
            answers: true,
        },
        Example {
            args: "3 4",
            stdin: "",
            answers: false,
        },
    ];
    const ANSWERS: &'static str = "placements";
    const APPROACH: Approach = Approach {
        name: "row-by-row",
        summary: "place the rooks row by row, each in a row below the last one's and with a row \
                  left for each of the rest; a square in the column of a rook already placed is \
                  refused",
        listing: include_str!("listings/rooks.rs"),
    };

    fn build(values: &[Value]) -> Result<Self, ParamError> {
        check(Self::PARAMS, values)?;
        let number = |at: usize| values[at].number().unwrap_or(0) as usize;
        Rooks::new(number(0), number(1)).map_err(|e| refused("k", e))
    }

    fn values(&self) -> Vec<Value> {
        vec![Value::Size(self.n), Value::Number(self.k as u64)]
    }

    /// The squares numbered from 1 in reading order, as a person counts
    /// them.
    fn answers(&self, limits: &Limits, mut f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        let n = self.n as i64;
        let mut numbers = Vec::with_capacity(self.k);
        self.solutions(limits, |search| {
            numbers.clear();
            numbers.extend(search.placed.iter().map(|&(r, c)| r as i64 * n + c as i64 + 1));
            f(&numbers)
        })
    }

    fn no_answer(&self) -> String {
        let (n, k) = (self.n, self.k);
        format!("no placement: {k} rooks do not fit on a {n}×{n} board without two in a row or column")
    }
}

/// A step of a rooks trace.
pub type RooksStep = TraceStep<RooksAt>;

/// Where a rooks step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RooksAt {
    /// The square's row, from 0: the square tried, taken or freed; none
    /// for `dead_end` and `solution`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row: Option<usize>,
    /// The square's column, from 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub col: Option<usize>,
    /// The rooks on the board after the step.
    pub rooks: usize,
    /// For a rejection: `attacked`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
    /// For a rejection: the rook in the square's column.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<Square>,
}

impl Detail for RooksAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row={} col={}", self.row.unwrap_or(0), self.col.unwrap_or(0))
    }

    fn has_at(&self) -> bool {
        self.row.is_some()
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.by {
            Some(by) => write!(f, "in the column of the rook at row={} col={}", by.row, by.col),
            None => Ok(()),
        }
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "  rooks={}", self.rooks)
    }
}

/// The engine's view: the rooks placed, top to bottom, and which row
/// holds each column.
#[derive(Debug)]
pub struct Search {
    n: usize,
    k: usize,
    /// For each column, the row of its rook.
    column: Vec<Option<usize>>,
    /// The rooks, as (row, column), in the order placed.
    placed: Vec<(usize, usize)>,
}

impl Problem for Search {
    /// A square, (row, column).
    type Choice = (usize, usize);
    /// The rook in its column.
    type Reason = Square;

    fn is_complete(&self) -> bool {
        self.placed.len() == self.k
    }

    fn choices(&mut self, out: &mut Choices<'_, (usize, usize)>) {
        let first = self.placed.last().map_or(0, |&(r, _)| r + 1);
        // This rook's row leaves a row below it for each rook after it.
        let Some(rows) = (self.n + self.placed.len() + 1).checked_sub(self.k) else {
            return;
        };
        for row in first..rows {
            for col in 0..self.n {
                out.push((row, col));
            }
        }
    }

    fn check(&self, (_, col): (usize, usize)) -> Result<(), Square> {
        match self.column[col] {
            Some(row) => Err(Square::from((row, col))),
            None => Ok(()),
        }
    }

    fn apply(&mut self, (row, col): (usize, usize)) {
        self.column[col] = Some(row);
        self.placed.push((row, col));
    }

    fn undo(&mut self, (_, col): (usize, usize)) {
        self.column[col] = None;
        self.placed.pop();
    }
}

impl Traced for Search {
    type Detail = RooksAt;

    fn detail(&self, event: &EventOf<Self>) -> RooksAt {
        let square = event.choice().copied();
        let by = match *event {
            Event::Reject { reason, .. } => Some(reason),
            _ => None,
        };
        RooksAt {
            row: square.map(|(r, _)| r),
            col: square.map(|(_, c)| c),
            rooks: self.placed.len(),
            reason: by.map(|_| "attacked"),
            by,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// C(n,k)²·k!: k rows of n, k columns of n, and a matching of the
    /// rows to the columns; no search.
    fn formula(n: u64, k: u64) -> u64 {
        if k > n {
            return 0;
        }
        let choose = (0..k).fold(1, |c, i| c * (n - i) / (i + 1));
        let factorial: u64 = (1..=k).product();
        choose * choose * factorial
    }

    fn count(n: usize, k: usize) -> u64 {
        Rooks::new(n, k).unwrap().count(&Limits::none()).0
    }

    #[test]
    fn counts_agree_with_the_formula() {
        for n in 1..=MAX_ROOKS_N {
            for k in 0..=(n + 1).min(n * n) {
                assert_eq!(count(n, k), formula(n as u64, k as u64), "n={n} k={k}");
            }
        }
        // Every placement of any number of rooks on 8×8 (OEIS A002720).
        assert_eq!((0..=8).map(|k| count(8, k)).sum::<u64>(), 1_441_729);
    }

    /// Each placement is listed once, ascending, no two rooks sharing a
    /// row or a column.
    #[test]
    fn placements_are_distinct_and_non_attacking() {
        let rooks = Rooks::new(4, 3).unwrap();
        let mut all = vec![];
        rooks.answers(&Limits::none(), |squares| {
            all.push(squares.to_vec());
            ControlFlow::Continue(())
        });
        for p in &all {
            let cells: Vec<(i64, i64)> = p.iter().map(|s| ((s - 1) / 4, (s - 1) % 4)).collect();
            for (i, a) in cells.iter().enumerate() {
                for b in &cells[i + 1..] {
                    assert!(a.0 != b.0 && a.1 != b.1, "{p:?}");
                }
            }
            assert!(p.windows(2).all(|w| w[0] < w[1]), "{p:?}");
        }
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted, all);
        assert_eq!(all.len() as u64, formula(4, 3));
    }

    #[test]
    fn bounds_and_no_answer() {
        assert!(Rooks::new(0, 0).is_err());
        assert!(Rooks::new(MAX_ROOKS_N + 1, 1).is_err());
        assert_eq!(
            Rooks::new(3, 10).unwrap_err().to_string(),
            "k must be an integer from 0 to 9, got 10"
        );
        assert_eq!(count(3, 4), 0);
        assert_eq!(count(8, 64), 0);
    }

    #[test]
    fn trace_lines() {
        let (steps, report) = Rooks::new(2, 2).unwrap().trace_events(100);
        assert!(report.outcome.is_finished());
        assert_eq!(report.stats.solutions, 2);
        let text: Vec<String> = steps.iter().take(6).map(|s| s.to_string()).collect();
        assert_eq!(
            text,
            [
                "row=0 col=0: try  rooks=0",
                "row=0 col=0: place  rooks=1",
                "row=1 col=0: try  rooks=1",
                "row=1 col=0: reject, in the column of the rook at row=0 col=0  rooks=1",
                "row=1 col=1: try  rooks=1",
                "row=1 col=1: place  rooks=2",
            ]
        );
        assert_eq!(
            steps[3].json(),
            r#"{"step":4,"event":"reject","row":1,"col":0,"rooks":1,"reason":"attacked","by":{"row":0,"col":0}}"#
        );
    }
}

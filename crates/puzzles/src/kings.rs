//! Non-attacking kings: the ways to place k kings on an n×n board so that
//! no two attack each other (no two on touching squares, diagonals
//! included).
//!
//! The search places the kings in reading order (row by row, left to
//! right): at each node the choices are the squares after the last king,
//! as long as enough squares are left for the kings still to place. A
//! square next to a king already placed is rejected, naming that king;
//! only the squares before it in reading order can hold one (left, and
//! the three above). Every placement is found once, in lexicographic
//! order of its squares.

use std::fmt;
use std::ops::ControlFlow;

use engine::{
    Approach, Choices, Described, Detail, Event, EventOf, Example, Kind, Limits, Offer, Page, Param,
    ParamError, Problem, Puzzle, Report, Square, TraceStep, Traced, Value, Written, check,
};
use serde::Serialize;

use crate::error::{Error, check_range, refused};

/// The largest board side: a 7×7 board has 12,727,570 placements of
/// non-attacking kings in all (any number of kings; OEIS A063443), which
/// a search walks in seconds; 8×8 has 1,355,115,601.
pub const MAX_KINGS_N: usize = 7;

/// Placements of k non-attacking kings on an n×n board.
///
/// ```
/// use std::ops::ControlFlow;
/// use puzzles::kings::Kings;
/// use puzzles::{Limits, Puzzle};
///
/// // Four kings on a 3×3 board: only the corners.
/// let mut all = vec![];
/// Kings::new(3, 4)?.each(&Limits::none(), |squares| {
///     all.push(squares.to_vec());
///     ControlFlow::Continue(())
/// });
/// assert_eq!(all, [[0, 2, 6, 8]]);
/// assert_eq!(Kings::new(4, 4)?.count(&Limits::none()).0, 79);
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kings {
    n: usize,
    k: usize,
}

impl Kings {
    /// The problem for `k` kings on an `n`×`n` board: 1 ≤ n ≤
    /// [`MAX_KINGS_N`], 0 ≤ k ≤ n².
    pub fn new(n: usize, k: usize) -> Result<Self, Error> {
        check_range("n", n as u64, 1, MAX_KINGS_N as u64)?;
        check_range("k", k as u64, 0, (n * n) as u64)?;
        Ok(Kings { n, k })
    }

    /// The board side.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The number of kings.
    pub fn k(&self) -> usize {
        self.k
    }

    /// Hands each placement to `f` as its squares, ascending, numbered
    /// from 0 in reading order (row × n + column), in lexicographic order,
    /// until `f` returns `Break` or a limit stops the walk.
    pub fn each(&self, limits: &Limits, mut f: impl FnMut(&[u32]) -> ControlFlow<()>) -> Report {
        self.solutions(limits, |p| f(&p.placed))
    }
}

/// Counts the placements by walking the same search as [`Kings::each`];
/// traces it step by step.
impl Puzzle for Kings {
    type Search<'a> = Search;
    type Detail = KingsAt;

    fn search(&self) -> Option<Search> {
        Some(Search {
            n: self.n,
            k: self.k,
            board: vec![false; self.n * self.n],
            placed: Vec::with_capacity(self.k),
        })
    }
}

/// What the front ends need: `queens kings N K`, and the page's kings.
impl Described for Kings {
    const NAME: &'static str = "kings";
    const TITLE: &'static str = "Non-attacking kings";
    const SUMMARY: &'static str =
        "Place K kings on an N×N board, no two touching: every placement, or how many.";
    const PARAMS: &'static [Param] = &[
        Param {
            name: "n",
            help: "Board size, 1 to 7.",
            label: "n",
            kind: Kind::Size {
                min: 1,
                max: MAX_KINGS_N,
            },
            default: "4",
            offered: &[],
            written: Written::Positional,
            page: Page::OFFERED,
        },
        Param {
            name: "k",
            help: "How many kings, 0 to N².",
            label: "kings",
            kind: Kind::Number {
                min: 0,
                max: (MAX_KINGS_N * MAX_KINGS_N) as u64,
                most: Some(|before| before[0].number().map_or(0, |n| n * n)),
            },
            // On the default 4×4 board, 79 placements.
            default: "4",
            // A 7×7 board holds at most 16 kings that do not touch.
            offered: &[
                Offer::plain("1"),
                Offer::plain("2"),
                Offer::plain("3"),
                Offer::plain("4"),
                Offer::plain("5"),
                Offer::plain("6"),
                Offer::plain("7"),
                Offer::plain("8"),
                Offer::plain("9"),
                Offer::plain("10"),
                Offer::plain("11"),
                Offer::plain("12"),
                Offer::plain("13"),
                Offer::plain("14"),
                Offer::plain("15"),
                Offer::plain("16"),
            ],
            written: Written::Positional,
            page: Page::OFFERED,
        },
    ];
    const EXAMPLES: &'static [Example] = &[
        Example {
            args: "3 4",
            stdin: "",
            answers: true,
        },
        Example {
            args: "7 9 --count",
            stdin: "",
            answers: true,
        },
        Example {
            args: "3 5",
            stdin: "",
            answers: false,
        },
    ];
    const ANSWERS: &'static str = "placements";
    const APPROACH: Approach = Approach {
        name: "reading-order",
        summary: "place the kings in reading order, each on a square after the last one and \
                  with room left for the rest; a square next to a king already placed is \
                  refused (only the one to its left and the three above can hold one)",
        listing: include_str!("listings/kings.rs"),
    };

    fn build(values: &[Value]) -> Result<Self, ParamError> {
        check(Self::PARAMS, values)?;
        let number = |at: usize| values[at].number().unwrap_or(0) as usize;
        Kings::new(number(0), number(1)).map_err(|e| refused("k", e))
    }

    fn values(&self) -> Vec<Value> {
        vec![Value::Size(self.n), Value::Number(self.k as u64)]
    }

    /// The squares numbered from 1, as a person counts them.
    fn answers(&self, limits: &Limits, mut f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        let mut numbers = Vec::with_capacity(self.k);
        self.each(limits, |squares| {
            numbers.clear();
            numbers.extend(squares.iter().map(|&s| i64::from(s) + 1));
            f(&numbers)
        })
    }

    fn no_answer(&self) -> String {
        let (n, k) = (self.n, self.k);
        format!("no placement: {k} kings do not fit on a {n}×{n} board without two touching")
    }
}

/// A step of a kings trace.
pub type KingsStep = TraceStep<KingsAt>;

/// Where a kings step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct KingsAt {
    /// The square's row, from 0: the square tried, taken or freed; none
    /// for `dead_end` and `solution`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row: Option<usize>,
    /// The square's column, from 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub col: Option<usize>,
    /// The kings on the board after the step.
    pub kings: usize,
    /// For a rejection: `attacked`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
    /// For a rejection: the king next to the square.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<Square>,
}

impl Detail for KingsAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row={} col={}", self.row.unwrap_or(0), self.col.unwrap_or(0))
    }

    fn has_at(&self) -> bool {
        self.row.is_some()
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.by {
            Some(by) => write!(f, "next to the king at row={} col={}", by.row, by.col),
            None => Ok(()),
        }
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "  kings={}", self.kings)
    }
}

/// The engine's view: the board and the kings on it, in reading order.
#[derive(Debug)]
pub struct Search {
    n: usize,
    k: usize,
    board: Vec<bool>,
    placed: Vec<u32>,
}

impl Problem for Search {
    /// A square, row × n + column.
    type Choice = u32;
    /// The king next to it.
    type Reason = Square;

    fn is_complete(&self) -> bool {
        self.placed.len() == self.k
    }

    fn choices(&mut self, out: &mut Choices<'_, u32>) {
        let from = self.placed.last().map_or(0, |&s| s + 1);
        // Leave a square for each king still to place after this one.
        let end = (self.n * self.n + self.placed.len() + 1).saturating_sub(self.k) as u32;
        for s in from..end {
            out.push(s);
        }
    }

    fn check(&self, s: u32) -> Result<(), Square> {
        let n = self.n;
        let (row, col) = (s as usize / n, s as usize % n);
        // The squares before this one in reading order that touch it.
        let above = row.checked_sub(1);
        let near = [
            above.zip(col.checked_sub(1)),
            above.map(|r| (r, col)),
            above.filter(|_| col + 1 < n).map(|r| (r, col + 1)),
            col.checked_sub(1).map(|c| (row, c)),
        ];
        match near.into_iter().flatten().find(|&(r, c)| self.board[r * n + c]) {
            Some(at) => Err(Square::from(at)),
            None => Ok(()),
        }
    }

    fn apply(&mut self, s: u32) {
        self.board[s as usize] = true;
        self.placed.push(s);
    }

    fn undo(&mut self, s: u32) {
        self.board[s as usize] = false;
        self.placed.pop();
    }
}

impl Traced for Search {
    type Detail = KingsAt;

    fn detail(&self, event: &EventOf<Self>) -> KingsAt {
        let square = event
            .choice()
            .map(|&s| (s as usize / self.n, s as usize % self.n));
        let by = match *event {
            Event::Reject { reason, .. } => Some(reason),
            _ => None,
        };
        KingsAt {
            row: square.map(|(r, _)| r),
            col: square.map(|(_, c)| c),
            kings: self.placed.len(),
            reason: by.map(|_| "attacked"),
            by,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts by brute force, for every k at once: every set of squares
    /// (a bit mask over at most 25 squares) whose squares do not touch,
    /// tested with shifts rather than a search.
    fn brute(n: usize) -> Vec<u64> {
        let squares = n * n;
        let first = (0..squares).filter(|s| s % n == 0).fold(0u32, |m, s| m | 1 << s);
        let last = (0..squares)
            .filter(|s| s % n == n - 1)
            .fold(0u32, |m, s| m | 1 << s);
        let mut counts = vec![0; squares + 1];
        for m in 0u32..1 << squares {
            // A square and its right, lower, lower-right, lower-left neighbour.
            let touching = (m & m >> 1 & !last)
                | (m & m >> n)
                | (m & m >> (n + 1) & !last)
                | (m & m >> (n - 1) & !first);
            if touching == 0 {
                counts[m.count_ones() as usize] += 1;
            }
        }
        counts
    }

    fn count(n: usize, k: usize) -> u64 {
        Kings::new(n, k).unwrap().count(&Limits::none()).0
    }

    #[test]
    fn counts_agree_with_brute_force() {
        for n in 1..=5 {
            let want = brute(n);
            for (k, &want) in want.iter().enumerate() {
                assert_eq!(count(n, k), want, "n={n} k={k}");
            }
        }
    }

    #[test]
    fn known_counts() {
        // Two kings: all pairs of squares but the touching ones (2n(n−1)
        // side by side, 2(n−1)² corner to corner): (n−1)(n−2)(n²+3n−2)/2.
        for n in 2..=MAX_KINGS_N as u64 {
            let want = (n - 1) * (n - 2) * (n * n + 3 * n - 2) / 2;
            assert_eq!(count(n as usize, 2), want, "n={n}");
        }
        // A (2m+1)×(2m+1) board holds at most (m+1)² kings (one a 2×2
        // block of the board cut into blocks), in one way only: every
        // other square of every other row.
        for m in 1..=3 {
            let n = 2 * m + 1;
            assert_eq!(count(n, (m + 1) * (m + 1)), 1, "n={n}");
            assert_eq!(count(n, (m + 1) * (m + 1) + 1), 0, "n={n}");
        }
        assert_eq!(count(4, 4), 79);
        // Every placement of any number of kings: the independent sets of
        // the king graph (OEIS A063443).
        let all = |n: usize| (0..=n * n).map(|k| count(n, k)).sum::<u64>();
        assert_eq!([all(1), all(2), all(3), all(4), all(5)], [2, 5, 35, 314, 6427]);
    }

    #[test]
    fn bounds() {
        assert!(Kings::new(0, 0).is_err());
        assert!(Kings::new(MAX_KINGS_N + 1, 1).is_err());
        assert!(Kings::new(3, 10).is_err());
        assert!(Kings::new(3, 9).is_ok());
    }

    #[test]
    fn trace_lines() {
        let (steps, report) = Kings::new(2, 2).unwrap().trace_events(100);
        assert!(report.outcome.is_finished());
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            text,
            [
                "row=0 col=0: try  kings=0",
                "row=0 col=0: place  kings=1",
                "row=0 col=1: try  kings=1",
                "row=0 col=1: reject, next to the king at row=0 col=0  kings=1",
                "row=1 col=0: try  kings=1",
                "row=1 col=0: reject, next to the king at row=0 col=0  kings=1",
                "row=1 col=1: try  kings=1",
                "row=1 col=1: reject, next to the king at row=0 col=0  kings=1",
                "dead end  kings=1",
                "row=0 col=0: remove  kings=0",
                "row=0 col=1: try  kings=0",
                "row=0 col=1: place  kings=1",
                "row=1 col=0: try  kings=1",
                "row=1 col=0: reject, next to the king at row=0 col=1  kings=1",
                "row=1 col=1: try  kings=1",
                "row=1 col=1: reject, next to the king at row=0 col=1  kings=1",
                "dead end  kings=1",
                "row=0 col=1: remove  kings=0",
                "row=1 col=0: try  kings=0",
                "row=1 col=0: place  kings=1",
                "row=1 col=1: try  kings=1",
                "row=1 col=1: reject, next to the king at row=1 col=0  kings=1",
                "dead end  kings=1",
                "row=1 col=0: remove  kings=0",
            ]
        );
        assert_eq!(
            steps[3].json(),
            r#"{"step":4,"event":"reject","row":0,"col":1,"kings":1,"reason":"attacked","by":{"row":0,"col":0}}"#
        );
        assert_eq!(steps[8].json(), r#"{"step":9,"event":"dead_end","kings":1}"#);
    }
}

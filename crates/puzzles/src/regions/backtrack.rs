//! The plain search the page traces and the listings teach: stars placed
//! row by row, left to right, on the engine ([`engine::Puzzle`]), so that
//! every front end counts, lists and traces it as it does the other
//! puzzles. A square is refused when its column already holds its stars
//! (`column`), its region does (`region`), or a star touches it, even
//! diagonally (`touch`); each refusal names the star to blame (the one
//! placed last, of those that refuse it). No propagation: the fast solver
//! ([`Regions::solve`], [`Regions::count`]) is another thing, and both
//! must find the same answers.

use std::fmt;

use engine::{Choices, Detail, Event, EventOf, Problem, Puzzle, Square, TraceStep, Traced};
use serde::Serialize;

use super::{Regions, Stars};

/// [`Regions`] as a backtracking search the engine walks (from
/// [`Regions::backtrack`]).
///
/// ```
/// use puzzles::regions::Regions;
/// use puzzles::{Limits, Puzzle};
///
/// let puzzle = Regions::parse_one("AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC", 1)?;
/// assert_eq!(puzzle.backtrack().count(&Limits::none()).0, 14); // as puzzle.count(100)
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Backtrack<'a> {
    puzzle: &'a Regions,
}

impl Regions {
    /// The plain row-by-row search over this puzzle, for tracing
    /// ([`Backtrack`]).
    pub fn backtrack(&self) -> Backtrack<'_> {
        Backtrack { puzzle: self }
    }
}

impl<'a> Puzzle for Backtrack<'a> {
    type Search<'s>
        = Search<'a>
    where
        Self: 's;
    type Detail = RegionsAt;

    fn search(&self) -> Option<Search<'a>> {
        let n = self.puzzle.n;
        Some(Search {
            puzzle: self.puzzle,
            placed: Vec::with_capacity(n * self.puzzle.stars),
            columns: vec![0; n],
            regions: vec![0; n],
        })
    }
}

impl Backtrack<'_> {
    /// The stars of the search's state (at a solution: the answer).
    pub fn stars(search: &Search<'_>) -> Stars {
        let mut rows = vec![0u64; search.puzzle.n];
        for &(r, c) in &search.placed {
            rows[r] |= 1 << c;
        }
        Stars(rows)
    }
}

/// A step of a regions trace.
pub type RegionsStep = TraceStep<RegionsAt>;

/// Why a square is refused, and the star that refuses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clash {
    /// Its column holds its stars already.
    Column(Square),
    /// Its region holds its stars already.
    Region(Square),
    /// A star is next to it (side or corner).
    Touch(Square),
}

impl Clash {
    /// The name in traces: `column`, `region`, `touch`.
    pub fn name(self) -> &'static str {
        match self {
            Clash::Column(_) => "column",
            Clash::Region(_) => "region",
            Clash::Touch(_) => "touch",
        }
    }

    /// The star to blame.
    pub fn by(self) -> Square {
        match self {
            Clash::Column(s) | Clash::Region(s) | Clash::Touch(s) => s,
        }
    }
}

/// Where a regions step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RegionsAt {
    /// The square's row, from 0: the square tried, taken or freed; none
    /// for `dead_end` and `solution`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row: Option<usize>,
    /// The square's column, from 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub col: Option<usize>,
    /// The square's region, from 0 in the order regions first appear.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub region: Option<usize>,
    /// The stars on the grid after the step.
    pub stars: usize,
    /// For a rejection: `column`, `region` or `touch`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
    /// For a rejection: the star that refuses the square.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<Square>,
}

impl Detail for RegionsAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row={} col={}", self.row.unwrap_or(0), self.col.unwrap_or(0))
    }

    fn has_at(&self) -> bool {
        self.row.is_some()
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(by) = self.by else { return Ok(()) };
        let what = match self.reason {
            Some("column") => "its column is full: a star",
            Some("region") => "its region is full: a star",
            _ => "it touches the star",
        };
        write!(f, "{what} at row={} col={}", by.row, by.col)
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "  stars={}", self.stars)
    }
}

/// The engine's view: the stars placed, in reading order, and how many
/// each column and region holds.
#[derive(Debug)]
pub struct Search<'a> {
    puzzle: &'a Regions,
    /// The stars, as (row, column), in the order placed.
    placed: Vec<(usize, usize)>,
    /// Stars in each column.
    columns: Vec<usize>,
    /// Stars in each region.
    regions: Vec<usize>,
}

impl Search<'_> {
    /// The star placed last of those `pick` names.
    fn last(&self, pick: impl Fn(usize, usize) -> bool) -> Square {
        let &(r, c) = self
            .placed
            .iter()
            .rev()
            .find(|&&(r, c)| pick(r, c))
            .expect("a full unit holds a star");
        Square::from((r, c))
    }
}

impl Problem for Search<'_> {
    /// A square, (row, column).
    type Choice = (usize, usize);
    type Reason = Clash;

    fn is_complete(&self) -> bool {
        self.placed.len() == self.puzzle.n * self.puzzle.stars
    }

    fn choices(&mut self, out: &mut Choices<'_, (usize, usize)>) {
        let k = self.puzzle.stars;
        let row = self.placed.len() / k;
        // A row's stars go left to right: the next one right of the last.
        let first = match self.placed.last() {
            Some(&(r, c)) if r == row => c + 1,
            _ => 0,
        };
        for col in first..self.puzzle.n {
            out.push((row, col));
        }
    }

    fn check(&self, (row, col): (usize, usize)) -> Result<(), Clash> {
        let k = self.puzzle.stars;
        let region = self.puzzle.region(row, col);
        if self.columns[col] == k {
            return Err(Clash::Column(self.last(|_, c| c == col)));
        }
        if self.regions[region] == k {
            return Err(Clash::Region(
                self.last(|r, c| self.puzzle.region(r, c) == region),
            ));
        }
        // Stars go in reading order: only the row above and the left can touch.
        if self
            .placed
            .iter()
            .any(|&(r, c)| r + 1 >= row && c + 1 >= col && c <= col + 1)
        {
            return Err(Clash::Touch(
                self.last(|r, c| r + 1 >= row && c + 1 >= col && c <= col + 1),
            ));
        }
        Ok(())
    }

    fn apply(&mut self, (row, col): (usize, usize)) {
        self.columns[col] += 1;
        self.regions[self.puzzle.region(row, col)] += 1;
        self.placed.push((row, col));
    }

    fn undo(&mut self, (row, col): (usize, usize)) {
        self.columns[col] -= 1;
        self.regions[self.puzzle.region(row, col)] -= 1;
        self.placed.pop();
    }
}

impl Traced for Search<'_> {
    type Detail = RegionsAt;

    fn detail(&self, event: &EventOf<Self>) -> RegionsAt {
        let square = event.choice().copied();
        let clash = match *event {
            Event::Reject { reason, .. } => Some(reason),
            _ => None,
        };
        RegionsAt {
            row: square.map(|(r, _)| r),
            col: square.map(|(_, c)| c),
            region: square.map(|(r, c)| self.puzzle.region(r, c)),
            stars: self.placed.len(),
            reason: clash.map(Clash::name),
            by: clash.map(Clash::by),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use engine::Limits;

    use super::*;

    /// The plain search finds what the fast solver finds: the same
    /// number of answers, each a valid grid, on the first community
    /// levels and on Star Battle maps.
    #[test]
    fn agrees_with_the_fast_solver() {
        let levels = include_str!("../../tests/it/regions/levels.txt");
        let maps = levels
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.split('#').next().unwrap().trim())
            .filter(|m| m.split('/').count() <= 8)
            .take(12);
        let mut seen = 0;
        for map in maps {
            let puzzle = Regions::parse_one(map, 1).unwrap();
            let plain = puzzle.backtrack();
            let mut found = 0;
            let report = plain.solutions(&Limits::none(), |s| {
                assert!(puzzle.check(&Backtrack::stars(s)).is_ok(), "{map}");
                found += 1;
                ControlFlow::Continue(())
            });
            assert!(report.outcome.is_finished());
            assert_eq!(found, puzzle.count(u64::MAX), "{map}");
            seen += 1;
        }
        assert!(seen >= 10, "{seen} maps");
        // Two stars a unit on a 10×10 map of ten strips: the fast solver's count.
        let strips: Vec<String> = (0..10)
            .map(|r| {
                let a = char::from(b'A' + r as u8);
                std::iter::repeat_n(a, 10).collect()
            })
            .collect();
        let puzzle = Regions::parse_one(&strips.join("/"), 2).unwrap();
        let (count, _) = puzzle.backtrack().count(&Limits::none());
        assert_eq!(count, puzzle.count(u64::MAX));
        assert!(count > 0);
    }

    #[test]
    fn trace_lines() {
        // Level 14: one answer.
        let puzzle = Regions::parse_one("AAAAAA/ACCCCA/ABBBCE/ABBCCE/ADBBCE/ADDFFF", 1).unwrap();
        let (steps, report) = puzzle.backtrack().trace_events(10_000);
        assert!(report.outcome.is_finished());
        assert_eq!(report.stats.solutions, 1);
        let text: Vec<String> = steps.iter().take(6).map(|s| s.to_string()).collect();
        assert_eq!(
            text,
            [
                "row=0 col=0: try  stars=0",
                "row=0 col=0: place  stars=1",
                "row=1 col=0: try  stars=1",
                "row=1 col=0: reject, its column is full: a star at row=0 col=0  stars=1",
                "row=1 col=1: try  stars=1",
                "row=1 col=1: reject, it touches the star at row=0 col=0  stars=1",
            ]
        );
        assert_eq!(
            steps[3].json(),
            r#"{"step":4,"event":"reject","row":1,"col":0,"region":0,"stars":1,"reason":"column","by":{"row":0,"col":0}}"#
        );
        let reasons: std::collections::BTreeSet<_> = steps.iter().filter_map(|s| s.detail?.reason).collect();
        assert_eq!(
            reasons.into_iter().collect::<Vec<_>>(),
            ["column", "region", "touch"]
        );
    }
}

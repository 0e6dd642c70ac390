//! The knight's tour: a knight visits every square of an n×n board once,
//! moving as in chess; a closed tour ends a knight's move from its start.
//!
//! The search is backtracking on the engine with Warnsdorff's rule (1823)
//! ordering the moves: the square with the fewest onward moves first,
//! ties going to the square farther from the centre (Roth's refinement).
//! Two tests prune before a move is made: a square with no way on is
//! taken only as the last one, and a move may not leave an unvisited
//! square with no way in but through the knight (it would have to be the
//! last). For a closed tour the last free square next to the start is
//! kept for the last move. Parity rules out the impossible cases without
//! a search: on odd boards a tour must start on the majority colour (the
//! corners' colour), and no closed tour exists.

use std::fmt;
use std::ops::ControlFlow;

use engine::{
    Choices, Detail, Event, EventOf, Instant, Limits, Outcome, Problem, Puzzle, Report, Square, TraceStep,
    Traced, Walk,
};
use serde::{Serialize, Serializer};

use crate::error::{Error, check_range};

mod described;

pub use described::PAGE_MAX_N;

/// The largest board side: a tour is found in well under a second from
/// any start up to here.
pub const MAX_TOUR_N: usize = 100;

/// The tie orders an attempt can use: the knight moves turned (8 ways)
/// and mirrored.
const VARIANTS: usize = 16;

/// The eight knight moves, clockwise from two up and one right.
const MOVES: [(isize, isize); 8] = [
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

/// A knight's tour problem: the board size, the start and whether the
/// tour must be closed.
///
/// ```
/// use puzzles::tour::KnightsTour;
/// use puzzles::Limits;
///
/// let found = KnightsTour::new(5)?.solve(&Limits::none());
/// let tour = found.tour.expect("5×5 has an open tour from a corner");
/// assert_eq!(tour.squares().len(), 25);
/// assert_eq!(tour.squares()[0], (0, 0));
/// assert_eq!(found.report.stats.solutions, 1);
///
/// let closed = KnightsTour::new(5)?.closed(true);
/// assert!(closed.ruled_out().is_some()); // odd boards have no closed tour
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnightsTour {
    n: usize,
    start: (usize, usize),
    closed: bool,
}

impl KnightsTour {
    /// An open tour of an n×n board from the top left corner,
    /// 1 ≤ n ≤ [`MAX_TOUR_N`].
    pub fn new(n: usize) -> Result<Self, Error> {
        check_range("n", n as u64, 1, MAX_TOUR_N as u64)?;
        Ok(KnightsTour {
            n,
            start: (0, 0),
            closed: false,
        })
    }

    /// The same tour from another square (row and column from 0).
    pub fn start(self, row: usize, col: usize) -> Result<Self, Error> {
        if row >= self.n || col >= self.n {
            return Err(Error::StartOffBoard {
                row: row + 1,
                col: col + 1,
                n: self.n,
            });
        }
        Ok(KnightsTour {
            start: (row, col),
            ..self
        })
    }

    /// The same tour, closed or open.
    pub fn closed(self, closed: bool) -> Self {
        KnightsTour { closed, ..self }
    }

    /// The board side.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The start square (row, column from 0).
    pub fn start_square(&self) -> (usize, usize) {
        self.start
    }

    /// Whether the tour must be closed.
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// The square the search (and its trace) starts from: the start, or
    /// for a closed tour, a cycle read from the start once found, the
    /// square nearest the centre.
    pub fn search_start(&self) -> (usize, usize) {
        self.plan()[0].0
    }

    /// Why no tour can exist, when a counting argument shows it without a
    /// search: a knight changes colour with every move.
    pub fn ruled_out(&self) -> Option<String> {
        let n = self.n;
        let squares = n * n;
        if self.closed && n == 1 {
            return Some("a closed tour needs a last square a knight's move from the first".into());
        }
        if squares % 2 == 1 && n > 1 {
            let (r, c) = self.start;
            if self.closed {
                return Some(format!(
                    "a closed tour alternates colors, and a {n}×{n} board has {} squares of one and {} of the other",
                    squares.div_ceil(2),
                    squares / 2
                ));
            }
            if (r + c) % 2 == 1 {
                return Some(format!(
                    "a tour alternates colors, so on a {n}×{n} board ({} squares of the corners' color, {} of the other) it must start on the corners' color",
                    squares.div_ceil(2),
                    squares / 2
                ));
            }
        }
        None
    }

    /// Searches for a tour (none if [`KnightsTour::ruled_out`] says so,
    /// without a search).
    ///
    /// The search runs in attempts, each a backtracking search with its
    /// own tie order among equal squares (the knight moves turned and
    /// mirrored) and a budget of steps; an attempt over budget gives way
    /// to the next, and the last attempt has no budget, so "no tour" is
    /// only ever said after a complete search. A closed tour is a cycle:
    /// it is searched from the squares nearest the centre (where
    /// Warnsdorff's rule tends to end, next to its start) and then read
    /// from the start asked for. The report adds up every attempt; its
    /// outcome says whether the search finished or one of `limits`
    /// stopped it.
    pub fn solve(&self, limits: &Limits) -> TourResult {
        let clock = Instant::now();
        let mut result = TourResult {
            tour: None,
            report: Report::default(),
            attempts: 0,
        };
        if self.ruled_out().is_some() {
            return result;
        }
        let plan = self.plan();
        let budget = 16 * (self.n * self.n) as u64 + 10_000;
        for (i, &(from, variant)) in plan.iter().enumerate() {
            let last = i + 1 == plan.len();
            let spent = result.report.stats.steps;
            let mut attempt = limits.clone();
            let left = limits.max_steps.map(|max| max.saturating_sub(spent));
            attempt.max_steps = match (left, last) {
                (left, true) => left,
                (Some(left), false) => Some(left.min(budget)),
                (None, false) => Some(budget),
            };
            let mut walk = Walk::new(Search::new(self, from, variant)).with_limits(attempt);
            let mut found = None;
            let outcome = walk.for_each_solution(|p| {
                found = Some(p.path.iter().map(|&s| p.square(s)).collect::<Vec<_>>());
                ControlFlow::Break(())
            });
            result.attempts += 1;
            result.report.stats += *walk.stats();
            if let Some(mut squares) = found {
                if self.closed {
                    let at = squares
                        .iter()
                        .position(|&s| s == self.start)
                        .expect("a tour visits every square");
                    squares.rotate_left(at);
                }
                result.tour = Some(Tour {
                    n: self.n,
                    squares,
                    closed: self.closed,
                });
                result.report.outcome = Outcome::Finished;
                break;
            }
            let over_budget = outcome == Outcome::StepLimit && left.is_none_or(|left| left > budget);
            result.report.outcome = outcome;
            if !over_budget || last {
                break;
            }
        }
        result.report.elapsed = clock.elapsed();
        result
    }

    /// The attempts: (the square searched from, the tie order).
    fn plan(&self) -> Vec<((usize, usize), usize)> {
        if !self.closed {
            return (0..VARIANTS).chain([0]).map(|v| (self.start, v)).collect();
        }
        // The squares nearest the centre first.
        let n = self.n;
        let mut squares: Vec<(usize, usize)> = (0..n).flat_map(|r| (0..n).map(move |c| (r, c))).collect();
        let off = |v: usize| (2 * v as i64 - (n as i64 - 1)).pow(2);
        squares.sort_by_key(|&(r, c)| (off(r) + off(c), r, c));
        let mut plan: Vec<_> = squares.into_iter().take(VARIANTS).map(|s| (s, 0)).collect();
        plan.push(plan[0]);
        plan
    }
}

/// The search for the first tour, step by step: a trace reports at most
/// `limits.max_steps` steps, then a `cut` step, and ends at the first
/// `solution`. It follows the first attempt of [`KnightsTour::solve`]
/// without a budget: for a closed tour, the search from the square
/// nearest the centre, whose tour is not yet read from the start asked
/// for (each move step names the square it comes `from`, so the first
/// step shows where the search starts). Nothing is reported when the
/// tour is ruled out.
impl Puzzle for KnightsTour {
    type Search<'a> = Search;
    type Detail = TourAt;

    fn search(&self) -> Option<Search> {
        if self.ruled_out().is_some() {
            return None;
        }
        let (from, variant) = self.plan()[0];
        Some(Search::new(self, from, variant))
    }

    fn wanted(&self) -> Option<u64> {
        Some(1)
    }
}

/// What [`KnightsTour::solve`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TourResult {
    /// The tour, if one was found.
    pub tour: Option<Tour>,
    /// The work of all attempts together; `Finished` when a tour was found
    /// or the search proved there is none.
    pub report: Report,
    /// The attempts made (0 when ruled out without a search).
    pub attempts: u32,
}

/// A tour found: the squares in the order visited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tour {
    n: usize,
    squares: Vec<(usize, usize)>,
    closed: bool,
}

impl Tour {
    /// The board side.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The squares (row, column from 0) in the order visited.
    pub fn squares(&self) -> &[(usize, usize)] {
        &self.squares
    }

    /// Whether it was asked to be closed (its last square is then a
    /// knight's move from the first).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// The board of move numbers (from 1), row by row.
    pub fn grid(&self) -> Vec<Vec<u32>> {
        let mut grid = vec![vec![0; self.n]; self.n];
        for (i, &(r, c)) in self.squares.iter().enumerate() {
            grid[r][c] = i as u32 + 1;
        }
        grid
    }
}

/// A step of a knight's tour trace.
pub type TourStep = TraceStep<TourAt>;

/// Where a knight's tour step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TourAt {
    /// The number of the move in the tour (the start square is 1): for
    /// `try`, `reject`, `place` and `remove` the move being made or taken
    /// back, for `dead_end` and `solution` the last one made.
    pub move_number: usize,
    /// The square's row, from 0: the square moved to, or the knight's
    /// square for `dead_end` and `solution`.
    pub row: usize,
    /// The square's column, from 0.
    pub col: usize,
    /// For `try`, `reject`, `place` and `remove`: the square the move
    /// starts from (row, column), the start square for move 2.
    pub from: Option<(usize, usize)>,
    /// The square's free onward moves at the time (Warnsdorff's number).
    pub onward: usize,
    /// Why the move was rejected.
    pub reject: Option<TourReject>,
}

/// Why a knight's move was not made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TourReject {
    /// The square has no free onward move and is not the last one.
    NoWayOn,
    /// The move would leave this free square (row, col) with no free
    /// neighbour but the knight's new square, and it is not the last.
    CutsOff(usize, usize),
    /// Closed tours: it is the start's last free neighbour, needed for the
    /// last move.
    ClosesOff,
    /// Closed tours: the last square is not a knight's move from the start.
    NotClosing,
}

impl TourReject {
    /// The name in JSON traces: `no-way-on`, `cuts-off`, `closes-off`,
    /// `not-closing`.
    pub fn name(self) -> &'static str {
        match self {
            TourReject::NoWayOn => "no-way-on",
            TourReject::CutsOff(..) => "cuts-off",
            TourReject::ClosesOff => "closes-off",
            TourReject::NotClosing => "not-closing",
        }
    }
}

/// `"move"`, `"row"`, `"col"`, `"onward"`, `"from"` for a move, and for a
/// rejection `"reason"` (`no-way-on`, `cuts-off`, `closes-off`,
/// `not-closing`), with `"cut_off"` for `cuts-off`.
impl Serialize for TourAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json {
            #[serde(rename = "move")]
            move_number: usize,
            row: usize,
            col: usize,
            onward: usize,
            #[serde(skip_serializing_if = "Option::is_none")]
            from: Option<Square>,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            cut_off: Option<Square>,
        }
        Json {
            move_number: self.move_number,
            row: self.row,
            col: self.col,
            onward: self.onward,
            from: self.from.map(Square::from),
            reason: self.reject.map(TourReject::name),
            cut_off: match self.reject {
                Some(TourReject::CutsOff(r, c)) => Some(Square::from((r, c))),
                _ => None,
            },
        }
        .serialize(s)
    }
}

impl Detail for TourAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move={} row={} col={}", self.move_number, self.row, self.col)
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reject {
            None => Ok(()),
            Some(TourReject::NoWayOn) => f.write_str("no way on from there"),
            Some(TourReject::CutsOff(r, c)) => write!(f, "it would cut off row={r} col={c}"),
            Some(TourReject::ClosesOff) => f.write_str("the start's last free neighbour is kept for the end"),
            Some(TourReject::NotClosing) => {
                f.write_str("the last square must be a knight's move from the start")
            }
        }
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.from {
            Some((r, c)) => write!(f, "  from={r},{c} onward={}", self.onward),
            None => write!(f, "  onward={}", self.onward),
        }
    }
}

/// No square: the end of a neighbour list.
const NONE: u32 = u32::MAX;

/// The engine's view of a tour in progress.
pub struct Search {
    n: usize,
    closed: bool,
    /// The squares visited, in order; the start first.
    path: Vec<u32>,
    /// Per square: visited.
    visited: Vec<bool>,
    /// Per square: its free (unvisited) neighbours.
    free: Vec<u8>,
    /// Per square: its neighbours in [`MOVES`] order, padded with [`NONE`].
    neighbours: Vec<[u32; 8]>,
    /// Per square: its squared distance from the centre, times 4.
    spread: Vec<u32>,
    /// Closed tours: the start's neighbours, which count the start among
    /// their free neighbours.
    near_start: Vec<bool>,
}

impl Search {
    /// The search from `from`, trying equal squares in the knight-move
    /// order `variant` (0 to [`VARIANTS`] − 1).
    fn new(tour: &KnightsTour, from: (usize, usize), variant: usize) -> Self {
        let n = tour.n;
        let mut moves = MOVES;
        moves.rotate_left(variant % 8);
        if variant / 8 % 2 == 1 {
            moves.reverse();
        }
        let squares = n * n;
        let mut neighbours = vec![[NONE; 8]; squares];
        let mut free = vec![0u8; squares];
        let mut spread = vec![0u32; squares];
        for r in 0..n {
            for c in 0..n {
                let s = r * n + c;
                let mut k = 0;
                for (dr, dc) in moves {
                    let (tr, tc) = (r as isize + dr, c as isize + dc);
                    if (0..n as isize).contains(&tr) && (0..n as isize).contains(&tc) {
                        neighbours[s][k] = (tr as usize * n + tc as usize) as u32;
                        k += 1;
                    }
                }
                free[s] = k as u8;
                let (dr, dc) = (2 * r as i64 - (n as i64 - 1), 2 * c as i64 - (n as i64 - 1));
                spread[s] = (dr * dr + dc * dc) as u32;
            }
        }
        let mut search = Search {
            n,
            closed: tour.closed,
            path: Vec::with_capacity(squares),
            visited: vec![false; squares],
            free,
            neighbours,
            spread,
            near_start: vec![false; squares],
        };
        let (r, c) = from;
        let start = (r * n + c) as u32;
        if tour.closed {
            // The start stays free for its neighbours: the tour returns to
            // it at the end. So its neighbours look one move richer to
            // Warnsdorff's rule, and are left for late.
            search.visited[start as usize] = true;
            search.path.push(start);
            for u in search.neighbours[start as usize] {
                if u != NONE {
                    search.near_start[u as usize] = true;
                }
            }
        } else {
            search.apply(start);
        }
        search
    }

    fn square(&self, s: u32) -> (usize, usize) {
        (s as usize / self.n, s as usize % self.n)
    }

    fn around(&self, s: u32) -> impl Iterator<Item = u32> + '_ {
        self.neighbours[s as usize]
            .iter()
            .copied()
            .take_while(|&t| t != NONE)
    }

    fn is_next_to(&self, a: u32, b: u32) -> bool {
        self.around(a).any(|t| t == b)
    }

    /// The free squares a square leads on to (a closed tour's start only
    /// at the very end, so not counted).
    fn onward(&self, s: u32) -> u8 {
        self.free[s as usize] - u8::from(self.near_start[s as usize])
    }
}

impl Problem for Search {
    type Choice = u32;
    type Reason = TourReject;

    fn is_complete(&self) -> bool {
        self.path.len() == self.visited.len()
    }

    fn choices(&mut self, out: &mut Choices<'_, u32>) {
        let at = *self.path.last().expect("the start is always on the path");
        let mut moves = [(0u8, 0u32, 0u8, 0u32); 8];
        let mut count = 0;
        for (k, t) in self.around(at).enumerate() {
            if !self.visited[t as usize] {
                // Fewest onward moves first, then farthest from the centre,
                // then the attempt's move order.
                moves[count] = (
                    self.free[t as usize],
                    u32::MAX - self.spread[t as usize],
                    k as u8,
                    t,
                );
                count += 1;
            }
        }
        let moves = &mut moves[..count];
        moves.sort_unstable();
        for &(_, _, _, t) in moves.iter() {
            out.push(t);
        }
    }

    fn check(&self, t: u32) -> Result<(), TourReject> {
        let left = self.visited.len() - self.path.len() - 1;
        let start = self.path[0];
        if left == 0 {
            return if self.closed && !self.is_next_to(t, start) {
                Err(TourReject::NotClosing)
            } else {
                Ok(())
            };
        }
        if self.onward(t) == 0 {
            return Err(TourReject::NoWayOn);
        }
        if left > 1 {
            for u in self.around(t) {
                if !self.visited[u as usize] && self.onward(u) == 1 {
                    let (r, c) = self.square(u);
                    return Err(TourReject::CutsOff(r, c));
                }
            }
        }
        if self.closed && self.free[start as usize] == 1 && self.is_next_to(t, start) {
            return Err(TourReject::ClosesOff);
        }
        Ok(())
    }

    fn apply(&mut self, t: u32) {
        self.visited[t as usize] = true;
        self.path.push(t);
        for u in self.neighbours[t as usize] {
            if u == NONE {
                break;
            }
            self.free[u as usize] -= 1;
        }
    }

    fn undo(&mut self, t: u32) {
        self.path.pop();
        self.visited[t as usize] = false;
        for u in self.neighbours[t as usize] {
            if u == NONE {
                break;
            }
            self.free[u as usize] += 1;
        }
    }
}

impl Traced for Search {
    type Detail = TourAt;

    fn detail(&self, event: &EventOf<Self>) -> TourAt {
        let (move_number, square, reject) = match *event {
            Event::Reject {
                depth,
                choice,
                reason,
            } => (depth + 2, choice, Some(reason)),
            Event::Try { depth, choice }
            | Event::Place { depth, choice }
            | Event::Remove { depth, choice } => (depth + 2, choice, None),
            Event::DeadEnd { depth } | Event::Solution { depth } => {
                (depth + 1, *self.path.last().expect("the start"), None)
            }
        };
        let (row, col) = self.square(square);
        // A move goes from the path's square at the event's depth.
        let from = match *event {
            Event::DeadEnd { .. } | Event::Solution { .. } => None,
            _ => Some(self.square(self.path[event.depth()])),
        };
        TourAt {
            move_number,
            row,
            col,
            from,
            onward: usize::from(self.onward(square)),
            reject,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An independent check: knight moves, every square once, closed if asked.
    fn assert_tour(t: &Tour, start: (usize, usize)) {
        let n = t.n();
        let sq = t.squares();
        assert_eq!(sq.len(), n * n);
        assert_eq!(sq[0], start);
        let mut seen = vec![false; n * n];
        for &(r, c) in sq {
            assert!(r < n && c < n);
            assert!(!std::mem::replace(&mut seen[r * n + c], true), "({r},{c}) twice");
        }
        let knight = |a: (usize, usize), b: (usize, usize)| {
            let (dr, dc) = (a.0.abs_diff(b.0), a.1.abs_diff(b.1));
            (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
        };
        for w in sq.windows(2) {
            assert!(knight(w[0], w[1]), "{:?} -> {:?}", w[0], w[1]);
        }
        if t.is_closed() {
            assert!(knight(sq[n * n - 1], sq[0]), "closed");
        }
    }

    #[test]
    fn small_boards() {
        let t = KnightsTour::new(1).unwrap().solve(&Limits::none()).tour;
        assert_eq!(t.unwrap().squares(), [(0, 0)]);
        for n in 2..=4 {
            for closed in [false, true] {
                let r = KnightsTour::new(n).unwrap().closed(closed).solve(&Limits::none());
                assert!(r.tour.is_none(), "n = {n}");
                assert!(r.report.outcome.is_finished());
                let ruled_out = KnightsTour::new(n).unwrap().closed(closed).ruled_out().is_some();
                assert_eq!(r.attempts, u32::from(!ruled_out), "a complete search at once");
            }
        }
        assert!(KnightsTour::new(1).unwrap().closed(true).ruled_out().is_some());
    }

    #[test]
    fn every_start_of_five_to_eight() {
        for n in 5..=8 {
            for r in 0..n {
                for c in 0..n {
                    let tour = KnightsTour::new(n).unwrap().start(r, c).unwrap();
                    let TourResult { tour: t, report, .. } = tour.solve(&Limits::none());
                    assert!(report.outcome.is_finished());
                    match t {
                        Some(t) => assert_tour(&t, (r, c)),
                        None => assert!(
                            tour.ruled_out().is_some() || n == 5,
                            "no tour from ({r},{c}) on {n}×{n}"
                        ),
                    }
                    if tour.ruled_out().is_some() {
                        assert_eq!(report.stats.nodes, 0);
                    }
                }
            }
        }
    }

    #[test]
    fn closed_tours() {
        for n in [6, 8] {
            for (r, c) in [(0, 0), (1, 2), (n / 2, n / 2 - 1)] {
                let t = KnightsTour::new(n)
                    .unwrap()
                    .start(r, c)
                    .unwrap()
                    .closed(true)
                    .solve(&Limits::none());
                assert_tour(&t.tour.expect("a closed tour"), (r, c));
            }
        }
    }

    #[test]
    fn trace_ends_at_the_tour() {
        let (steps, report) = KnightsTour::new(5).unwrap().trace_events(1_000_000);
        let last = steps.last().unwrap();
        assert_eq!(last.kind, crate::StepKind::Solution);
        assert_eq!(last.detail.unwrap().move_number, 25);
        assert_eq!(report.stats.steps, steps.len() as u64);
        assert_eq!(steps[0].to_string(), "move=2 row=1 col=2: try  from=0,0 onward=5");
        assert_eq!(
            steps[0].json(),
            r#"{"step":1,"event":"try","move":2,"row":1,"col":2,"onward":5,"from":{"row":0,"col":0}}"#
        );
    }
}

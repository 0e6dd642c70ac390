//! Trace steps: what a search did at each step, with each puzzle's
//! position, written as a hand-trace line ([`fmt::Display`]) or as one JSON
//! object ([`serde::Serialize`], [`TraceStep::json`]). One vocabulary for
//! every puzzle: `try`, `reject`, `place`, `remove`, `dead_end`,
//! `solution`, the enumerators' `candidate`, `mirror`, and `cut` when a
//! trace stops early.
//!
//! The JSON of a step is `{"step":S,"event":"…",` then the puzzle's fields
//! ([`Detail`]), then for a `cut` its `"reason"` and `"steps"`. One rule
//! for every puzzle: a field with no value at a step is left out, never
//! written as a stand-in such as `-1`.
//!
//! ```
//! use std::ops::ControlFlow;
//! use engine::{Choices, Detail, EventOf, Limits, Problem, Traced, Walk, walk_traced};
//!
//! /// Bit strings of length 3 with no two ones side by side.
//! struct Bits(Vec<bool>);
//!
//! impl Problem for Bits {
//!     type Choice = bool;
//!     type Reason = ();
//!     fn is_complete(&self) -> bool { self.0.len() == 3 }
//!     fn choices(&mut self, out: &mut Choices<'_, bool>) { out.push(false); out.push(true); }
//!     fn check(&self, one: bool) -> Result<(), ()> {
//!         if one && self.0.last() == Some(&true) { Err(()) } else { Ok(()) }
//!     }
//!     fn apply(&mut self, one: bool) { self.0.push(one); }
//!     fn undo(&mut self, _: bool) { self.0.pop(); }
//! }
//!
//! /// A step's place: the position, and the bit when there is one.
//! #[derive(Debug, Clone, Copy, serde::Serialize)]
//! struct At {
//!     pos: usize,
//!     #[serde(skip_serializing_if = "Option::is_none")]
//!     bit: Option<bool>,
//! }
//!
//! impl Detail for At {
//!     fn write_at(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
//!         write!(f, "pos={}", self.pos)
//!     }
//!     fn write_reason(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
//!         f.write_str("two ones side by side")
//!     }
//! }
//!
//! impl Traced for Bits {
//!     type Detail = At;
//!     fn detail(&self, event: &EventOf<Self>) -> At {
//!         At { pos: event.depth(), bit: event.choice().copied() }
//!     }
//! }
//!
//! let mut walk = Walk::new(Bits(vec![])).with_limits(Limits::max_steps(3));
//! let mut lines = vec![];
//! let mut json = vec![];
//! walk_traced(&mut walk, 0, &mut |step| {
//!     lines.push(step.to_string());
//!     json.push(step.json());
//!     ControlFlow::Continue(())
//! });
//! assert_eq!(lines, [
//!     "pos=0: try",
//!     "pos=0: place",
//!     "pos=1: try",
//!     "cut: stopped after 3 steps (max-steps)",
//! ]);
//! assert_eq!(json[1], r#"{"step":2,"event":"place","pos":0,"bit":false}"#);
//! assert_eq!(json[3], r#"{"step":4,"event":"cut","reason":"max-steps","steps":3}"#);
//! ```

use std::fmt;
use std::ops::ControlFlow;
use std::time::Duration;

use serde::{Serialize, Serializer};

use crate::Instant;
use crate::event::{Event, EventOf};
use crate::limits::{Limits, Outcome};
use crate::problem::Problem;
use crate::stats::Stats;
use crate::walk::Walk;

/// What happened at one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// A choice is about to be tested.
    Try,
    /// The choice just tried failed its test (the detail says why).
    Reject,
    /// A choice was made: the search moves one level down.
    Place,
    /// A choice was taken back: the search moves one level up.
    Remove,
    /// No choice at this node was valid.
    DeadEnd,
    /// The node is a solution.
    Solution,
    /// An enumerator starts on a new complete candidate, which it then
    /// tests (N-Queens `brute`, `odometer`, `permutations`; the detail
    /// lists it). Not an engine event.
    Candidate,
    /// A solution obtained from the one just found by symmetry, without
    /// being searched (N-Queens `mirror`). Not an engine event.
    Mirror,
    /// The trace stops here without finishing: `max-steps`, `deadline` or
    /// `cancelled`.
    Cut(Outcome),
}

impl StepKind {
    /// The name in traces: `try`, `reject`, `place`, `remove`,
    /// `dead_end`, `solution`, `candidate`, `mirror`, `cut`. The one table
    /// of these names: [`Event::name`] reads it too.
    pub fn name(self) -> &'static str {
        match self {
            StepKind::Try => "try",
            StepKind::Reject => "reject",
            StepKind::Place => "place",
            StepKind::Remove => "remove",
            StepKind::DeadEnd => "dead_end",
            StepKind::Solution => "solution",
            StepKind::Candidate => "candidate",
            StepKind::Mirror => "mirror",
            StepKind::Cut(_) => "cut",
        }
    }

    /// The kind of an engine event.
    pub fn of<C, R>(event: &Event<C, R>) -> StepKind {
        match event {
            Event::Try { .. } => StepKind::Try,
            Event::Reject { .. } => StepKind::Reject,
            Event::Place { .. } => StepKind::Place,
            Event::Remove { .. } => StepKind::Remove,
            Event::DeadEnd { .. } => StepKind::DeadEnd,
            Event::Solution { .. } => StepKind::Solution,
        }
    }
}

// Beside the step kinds rather than with the events, so the events (below
// the traces) need not import them.
impl<C, R> Event<C, R> {
    /// The event's name in trace output: `try`, `reject`, `place`,
    /// `remove`, `dead_end`, `solution` (its [`StepKind`]'s name).
    pub fn name(&self) -> &'static str {
        StepKind::of(self).name()
    }
}

/// Written as its name.
impl Serialize for StepKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A puzzle's part of a trace step: where it happens (a square, a cell, a
/// vertex) and, for a rejection, why.
///
/// Its JSON fields are its [`Serialize`] form, a struct whose fields come
/// after `"step"` and `"event"`; a field with no value for the step is
/// left out (`#[serde(skip_serializing_if = "Option::is_none")]`).
pub trait Detail: Serialize {
    /// Writes the position for the hand trace, e.g. `move=3 row=1 col=2`.
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// Whether the step has a position to write (the hand trace then reads
    /// `position: kind`); when not, the line starts with the kind.
    fn has_at(&self) -> bool {
        true
    }
    /// Writes why a choice was rejected, e.g. `wall`.
    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// Writes what follows a hand-trace line, e.g. `  perm=[1, 3]`.
    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        Ok(())
    }
    /// The title of a part of the trace that this step begins, where a
    /// trace runs several searches one after another (the fewest colours:
    /// `now trying 3 colors`): the hand trace writes it on a line of its
    /// own before the step, JSON as the step's `"section"` (the page's
    /// tree starts again from its root there). None by default.
    fn section(&self) -> Option<String> {
        None
    }
}

/// One step of a traced search, for every puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceStep<D> {
    /// Numbers the steps from 1.
    pub step: u64,
    /// What happened.
    pub kind: StepKind,
    /// Where, in the puzzle's terms; `None` only for a `cut` (a puzzle may
    /// give its `cut` a detail too: N-Queens gives the board).
    pub detail: Option<D>,
}

impl<D: Detail> TraceStep<D> {
    /// The step as one line of JSON (its [`Serialize`] form):
    /// `{"step":S,"event":"place",…}` with the puzzle's fields; a `cut`
    /// has `"reason"` (`max-steps`, `deadline`, `cancelled`) and `"steps"`
    /// (how many came before it).
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("a trace step is a JSON object")
    }
}

/// `{"step":S,"event":"…",` the detail's fields, and for a `cut`
/// `"reason"` and `"steps"`.
impl<D: Detail> Serialize for TraceStep<D> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json<'a, D> {
            step: u64,
            event: StepKind,
            #[serde(flatten)]
            detail: &'a Option<D>,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            steps: Option<u64>,
            // The search this step begins, in a trace of several one
            // after another: the page's tree goes back to its root.
            #[serde(skip_serializing_if = "Option::is_none")]
            section: Option<String>,
        }
        let cut = match self.kind {
            StepKind::Cut(why) => Some(why),
            _ => None,
        };
        Json {
            step: self.step,
            event: self.kind,
            detail: &self.detail,
            reason: cut.map(Outcome::name),
            steps: cut.map(|_| self.step - 1),
            section: self.detail.as_ref().and_then(Detail::section),
        }
        .serialize(s)
    }
}

/// The hand-trace form: `move=3 row=1 col=2: place`,
/// `row=0 col=1: reject, wall`, `cut: stopped after 20 steps (max-steps)`
/// (the reason by its name, as in JSON).
impl<D: Detail> fmt::Display for TraceStep<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let StepKind::Cut(why) = self.kind {
            return write!(f, "cut: stopped after {} steps ({})", self.step - 1, why.name());
        }
        if let Some(d) = self.detail.as_ref().filter(|d| d.has_at()) {
            d.write_at(f)?;
            f.write_str(": ")?;
        }
        match self.kind {
            StepKind::Reject => {
                f.write_str("reject")?;
                if let Some(d) = &self.detail {
                    f.write_str(", ")?;
                    d.write_reason(f)?;
                }
            }
            StepKind::DeadEnd => f.write_str("dead end")?,
            kind => f.write_str(kind.name())?,
        }
        match &self.detail {
            Some(d) => d.write_tail(f),
            None => Ok(()),
        }
    }
}

/// A square of a grid puzzle in trace JSON: `{"row":R,"col":C}`, from 0
/// (an attacking queen's `by`, a knight's `from`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Square {
    /// The row, from 0.
    pub row: usize,
    /// The column, from 0.
    pub col: usize,
}

impl From<(usize, usize)> for Square {
    fn from((row, col): (usize, usize)) -> Self {
        Square { row, col }
    }
}

/// What one search did: the engine's counts, how it ended, how long it
/// took. The one type for the statistics of a search run on the engine:
/// every puzzle's `--stats` (`puzzles`, `sudoku::TraceReport`) is this.
/// The other reports are other things: `nqueens::approaches::SearchReport`
/// is a classic approach's run, most of which do not run on the engine
/// (its counts are `None` where they do not apply, and it is built from
/// the engine's [`Stats`] where they do); `sudoku::SolveReport` is what a
/// solve found (the solutions and the first grid, with its effort);
/// `nqueens::count::Report` is a count's result; `judge::Report` is a
/// verdict on a program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    /// Nodes, checks, rejections, dead ends, solutions and steps.
    pub stats: Stats,
    /// Whether the search finished, and if not, why.
    pub outcome: Outcome,
    /// Wall time.
    pub elapsed: Duration,
}

impl Report {
    /// The report of `walk`, which ended with `outcome` and started at
    /// `start`.
    pub fn of<P: Problem>(walk: &Walk<P>, outcome: Outcome, start: Instant) -> Report {
        Report {
            stats: *walk.stats(),
            outcome,
            elapsed: start.elapsed(),
        }
    }

    /// Adds another search's counts and time (for searches run in turn).
    pub fn add(&mut self, other: &Report) {
        self.stats += other.stats;
        self.elapsed += other.elapsed;
        if self.outcome.is_finished() {
            self.outcome = other.outcome;
        }
    }
}

impl Default for Report {
    fn default() -> Self {
        Report {
            stats: Stats::default(),
            outcome: Outcome::Finished,
            elapsed: Duration::ZERO,
        }
    }
}

/// A problem whose engine events can be described in its own terms (so
/// that [`walk_traced`] can turn them into [`TraceStep`]s).
pub trait Traced: Problem {
    /// The puzzle's part of a step.
    type Detail: Detail;
    /// Describes `event`; the problem is in the state right after it.
    fn detail(&self, event: &EventOf<Self>) -> Self::Detail;
}

/// Walks `walk` reporting every step to `f`, numbered from `first + 1`;
/// a walk stopped by a limit ends with a `cut` step. Returns how the walk
/// ended (`Stopped` when `f` said stop).
pub fn walk_traced<P: Traced>(
    walk: &mut Walk<P>,
    first: u64,
    f: &mut dyn FnMut(&TraceStep<P::Detail>) -> ControlFlow<()>,
) -> Outcome {
    let outcome = walk.run_fn(|step, event, p| {
        f(&TraceStep {
            step: first + step,
            kind: StepKind::of(&event),
            detail: Some(p.detail(&event)),
        })
    });
    if matches!(
        outcome,
        Outcome::StepLimit | Outcome::Deadline | Outcome::Cancelled
    ) {
        let _ = f(&TraceStep {
            step: first + walk.stats().steps + 1,
            kind: StepKind::Cut(outcome),
            detail: None,
        });
    }
    outcome
}

/// Runs `trace` with a collector: the steps as a vector, at most
/// `max_steps` of them and a `cut` (the viewers' `trace_events`).
pub fn collect_steps<D: Clone>(
    max_steps: u64,
    trace: impl FnOnce(&Limits, &mut dyn FnMut(&TraceStep<D>) -> ControlFlow<()>) -> Report,
) -> (Vec<TraceStep<D>>, Report) {
    let mut steps = Vec::new();
    let report = trace(&Limits::max_steps(max_steps), &mut |s| {
        steps.push(s.clone());
        ControlFlow::Continue(())
    });
    (steps, report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, Serialize)]
    struct Cell {
        row: usize,
        col: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        reason: Option<&'static str>,
    }

    impl Detail for Cell {
        fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "row={} col={}", self.row, self.col)
        }
        fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.reason.unwrap_or("?"))
        }
    }

    /// A detail with no position for some steps.
    #[derive(Debug, Clone, Copy, Serialize)]
    struct Maybe {
        #[serde(skip_serializing_if = "Option::is_none")]
        row: Option<usize>,
    }

    impl Detail for Maybe {
        fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "row={}", self.row.unwrap_or_default())
        }
        fn has_at(&self) -> bool {
            self.row.is_some()
        }
        fn write_reason(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
            Ok(())
        }
        fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("  tail")
        }
    }

    #[test]
    fn text_and_json() {
        let place = TraceStep {
            step: 4,
            kind: StepKind::Place,
            detail: Some(Cell {
                row: 1,
                col: 2,
                reason: None,
            }),
        };
        assert_eq!(place.to_string(), "row=1 col=2: place");
        assert_eq!(place.json(), r#"{"step":4,"event":"place","row":1,"col":2}"#);
        let reject = TraceStep {
            kind: StepKind::Reject,
            detail: Some(Cell {
                row: 0,
                col: 1,
                reason: Some("wall"),
            }),
            ..place
        };
        assert_eq!(reject.to_string(), "row=0 col=1: reject, wall");
        assert!(reject.json().ends_with(r#""reason":"wall"}"#));
        let dead = TraceStep {
            kind: StepKind::DeadEnd,
            ..place
        };
        assert_eq!(dead.to_string(), "row=1 col=2: dead end");
        assert!(dead.json().contains(r#""event":"dead_end""#));
        let cut: TraceStep<Cell> = TraceStep {
            step: 21,
            kind: StepKind::Cut(Outcome::StepLimit),
            detail: None,
        };
        assert_eq!(cut.to_string(), "cut: stopped after 20 steps (max-steps)");
        assert_eq!(
            cut.json(),
            r#"{"step":21,"event":"cut","reason":"max-steps","steps":20}"#
        );
        let late = TraceStep {
            kind: StepKind::Cut(Outcome::Deadline),
            ..cut
        };
        assert_eq!(late.to_string(), "cut: stopped after 20 steps (deadline)");
    }

    #[test]
    fn a_step_without_a_position() {
        let mirror = TraceStep {
            step: 9,
            kind: StepKind::Mirror,
            detail: Some(Maybe { row: None }),
        };
        assert_eq!(mirror.to_string(), "mirror  tail");
        assert_eq!(mirror.json(), r#"{"step":9,"event":"mirror"}"#);
        let cut = TraceStep {
            kind: StepKind::Cut(Outcome::Cancelled),
            detail: Some(Maybe { row: Some(2) }),
            ..mirror
        };
        // A cut's detail is in its JSON, not its text.
        assert_eq!(cut.to_string(), "cut: stopped after 8 steps (cancelled)");
        assert_eq!(
            cut.json(),
            r#"{"step":9,"event":"cut","row":2,"reason":"cancelled","steps":8}"#
        );
    }

    #[test]
    fn every_event_name_is_its_step_kind_name() {
        let events: [Event<u8, ()>; 6] = [
            Event::Try { depth: 0, choice: 1 },
            Event::Reject {
                depth: 0,
                choice: 1,
                reason: (),
            },
            Event::Place { depth: 0, choice: 1 },
            Event::Remove { depth: 0, choice: 1 },
            Event::DeadEnd { depth: 0 },
            Event::Solution { depth: 0 },
        ];
        let names: Vec<_> = events.iter().map(Event::name).collect();
        assert_eq!(
            names,
            ["try", "reject", "place", "remove", "dead_end", "solution"]
        );
        for e in &events {
            assert_eq!(e.name(), StepKind::of(e).name());
        }
    }
}

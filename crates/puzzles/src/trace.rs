//! Trace steps: the engine's events with each puzzle's position, written
//! as a hand-trace line or as one JSON object, in the vocabulary of
//! `queens trace` (`try`, `reject`, `place`, `remove`, `dead_end`,
//! `solution`, and `cut` when a trace stops early).

use std::fmt;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use engine::{Event, EventOf, Limits, Outcome, Problem, Stats, Walk};

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
    /// The trace stops here without finishing: `max-steps`, `deadline` or
    /// `cancelled`. Its detail is `None`.
    Cut(Outcome),
}

impl StepKind {
    /// The name in traces: `try`, `reject`, `place`, `remove`,
    /// `dead_end`, `solution`, `cut`.
    pub fn name(self) -> &'static str {
        match self {
            StepKind::Try => "try",
            StepKind::Reject => "reject",
            StepKind::Place => "place",
            StepKind::Remove => "remove",
            StepKind::DeadEnd => "dead_end",
            StepKind::Solution => "solution",
            StepKind::Cut(_) => "cut",
        }
    }

    fn of<C, R>(event: &Event<C, R>) -> StepKind {
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

/// A puzzle's part of a trace step: where it happens (a square, a cell, a
/// vertex) and, for a rejection, why.
pub trait Detail: Copy + fmt::Debug {
    /// Writes the position for the hand trace, e.g. `move=3 row=1 col=2`.
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// Writes why a choice was rejected, e.g. `wall`.
    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// Writes the JSON fields after `"step"` and `"event"`, each starting
    /// with a comma: `,"row":1,"col":2`.
    fn write_json(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// Writes what follows a hand-trace line, e.g. `  perm=[1, 3]`.
    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        Ok(())
    }
}

/// One step of a traced search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceStep<D> {
    /// Numbers the steps from 1.
    pub step: u64,
    /// What happened.
    pub kind: StepKind,
    /// Where, in the puzzle's terms; `None` only for `cut`.
    pub detail: Option<D>,
}

impl<D: Detail> TraceStep<D> {
    /// The step as one line of JSON: `{"step":S,"event":"place",…}` with
    /// the puzzle's fields; a `cut` has `"reason"` (`max-steps`,
    /// `deadline`, `cancelled`) and `"steps"` (how many came before it).
    pub fn json(&self) -> impl fmt::Display + '_ {
        Json(self)
    }
}

struct Json<'a, D>(&'a TraceStep<D>);

impl<D: Detail> fmt::Display for Json<'_, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0;
        write!(f, r#"{{"step":{},"event":"{}""#, s.step, s.kind.name())?;
        if let Some(d) = &s.detail {
            d.write_json(f)?;
        }
        if let StepKind::Cut(why) = s.kind {
            write!(f, r#","reason":"{}","steps":{}"#, why.name(), s.step - 1)?;
        }
        f.write_str("}")
    }
}

/// The hand-trace form: `move=3 row=1 col=2: place`,
/// `row=0 col=1: reject, wall`, `cut: stopped after 20 steps (--max-steps)`.
impl<D: Detail> fmt::Display for TraceStep<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let StepKind::Cut(why) = self.kind {
            return match why {
                Outcome::StepLimit => write!(f, "cut: stopped after {} steps (--max-steps)", self.step - 1),
                other => write!(f, "cut: stopped after {} steps ({})", self.step - 1, other.name()),
            };
        }
        if let Some(d) = &self.detail {
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

/// What one search did: the engine's counts, how it ended, how long it
/// took.
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
/// that [`walk_traced`] can turn them into [`TraceStep`]s). Puzzles in
/// other crates (Sudoku's textbook solver) trace through it too.
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
/// `max_steps` of them and a `cut`.
/// Traces `problem` under `limits` up to its first solution: every step
/// goes to `f`, and a walk that reached a solution counts as finished
/// (viewers show a search until it succeeds).
pub fn trace_to_first_solution<P: Traced>(
    problem: P,
    limits: &Limits,
    f: &mut dyn FnMut(&TraceStep<P::Detail>) -> ControlFlow<()>,
) -> Report {
    let clock = Instant::now();
    let mut walk = Walk::new(problem).with_limits(limits.clone());
    let mut solved = false;
    let outcome = walk_traced(&mut walk, 0, &mut |step| {
        f(step)?;
        if step.kind == StepKind::Solution {
            solved = true;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    });
    Report::of(&walk, if solved { Outcome::Finished } else { outcome }, clock)
}

pub(crate) fn collect<D: Copy>(
    max_steps: u64,
    trace: impl FnOnce(&Limits, &mut dyn FnMut(&TraceStep<D>) -> ControlFlow<()>) -> Report,
) -> (Vec<TraceStep<D>>, Report) {
    let mut steps = Vec::new();
    let report = trace(&Limits::max_steps(max_steps), &mut |s| {
        steps.push(*s);
        ControlFlow::Continue(())
    });
    (steps, report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy)]
    struct Cell(usize, usize, bool);

    impl Detail for Cell {
        fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "row={} col={}", self.0, self.1)
        }
        fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(if self.2 { "wall" } else { "?" })
        }
        fn write_json(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, r#","row":{},"col":{}"#, self.0, self.1)?;
            if self.2 {
                f.write_str(r#","reason":"wall""#)?;
            }
            Ok(())
        }
    }

    #[test]
    fn text_and_json() {
        let place = TraceStep {
            step: 4,
            kind: StepKind::Place,
            detail: Some(Cell(1, 2, false)),
        };
        assert_eq!(place.to_string(), "row=1 col=2: place");
        assert_eq!(
            place.json().to_string(),
            r#"{"step":4,"event":"place","row":1,"col":2}"#
        );
        let reject = TraceStep {
            kind: StepKind::Reject,
            detail: Some(Cell(0, 1, true)),
            ..place
        };
        assert_eq!(reject.to_string(), "row=0 col=1: reject, wall");
        assert!(reject.json().to_string().ends_with(r#""reason":"wall"}"#));
        let dead = TraceStep {
            kind: StepKind::DeadEnd,
            ..place
        };
        assert_eq!(dead.to_string(), "row=1 col=2: dead end");
        assert!(dead.json().to_string().contains(r#""event":"dead_end""#));
        let cut: TraceStep<Cell> = TraceStep {
            step: 21,
            kind: StepKind::Cut(Outcome::StepLimit),
            detail: None,
        };
        assert_eq!(cut.to_string(), "cut: stopped after 20 steps (--max-steps)");
        assert_eq!(
            cut.json().to_string(),
            r#"{"step":21,"event":"cut","reason":"max-steps","steps":20}"#
        );
    }
}

//! A puzzle as its front ends see it: something that builds a search, and
//! the drivers every puzzle shares (count, list, trace), written once.

use std::ops::ControlFlow;

use crate::Instant;
use crate::limits::{Limits, Outcome};
use crate::trace::{Detail, Report, StepKind, TraceStep, Traced, collect_steps, walk_traced};
use crate::walk::Walk;

/// The steps of a puzzle's trace.
pub type StepOf<P> = TraceStep<<P as Puzzle>::Detail>;

/// A backtracking puzzle: its input, and how to start the search over it.
/// The puzzle's own logic is in its [`Puzzle::Search`] (a [`Traced`]
/// [`crate::Problem`]: choices, check, apply and undo, completeness, how
/// to describe a step); the drivers are provided here, so every puzzle
/// counts, lists and traces the same way.
///
/// ```
/// use std::ops::ControlFlow;
/// use engine::{Choices, Detail, EventOf, Limits, Problem, Puzzle, Traced};
///
/// /// Bit strings of a length with no two ones side by side.
/// struct NoAdjacentOnes(usize);
/// struct Bits { len: usize, bits: Vec<bool> }
///
/// impl Problem for Bits {
///     type Choice = bool;
///     type Reason = ();
///     fn is_complete(&self) -> bool { self.bits.len() == self.len }
///     fn choices(&mut self, out: &mut Choices<'_, bool>) { out.push(false); out.push(true); }
///     fn check(&self, one: bool) -> Result<(), ()> {
///         if one && self.bits.last() == Some(&true) { Err(()) } else { Ok(()) }
///     }
///     fn apply(&mut self, one: bool) { self.bits.push(one); }
///     fn undo(&mut self, _: bool) { self.bits.pop(); }
/// }
///
/// #[derive(Clone, serde::Serialize)]
/// struct At { pos: usize }
/// impl Detail for At {
///     fn write_at(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { write!(f, "pos={}", self.pos) }
///     fn write_reason(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { f.write_str("11") }
/// }
/// impl Traced for Bits {
///     type Detail = At;
///     fn detail(&self, event: &EventOf<Self>) -> At { At { pos: event.depth() } }
/// }
///
/// impl Puzzle for NoAdjacentOnes {
///     type Search<'a> = Bits;
///     type Detail = At;
///     fn search(&self) -> Option<Bits> { Some(Bits { len: self.0, bits: vec![] }) }
/// }
///
/// assert_eq!(NoAdjacentOnes(4).count(&Limits::none()).0, 8); // Fibonacci
/// let (steps, report) = NoAdjacentOnes(2).trace_events(4);
/// assert_eq!(steps.len(), 5); // four steps and the cut
/// assert_eq!(steps[4].to_string(), "cut: stopped after 4 steps (max-steps)");
/// assert!(!report.outcome.is_finished());
/// ```
pub trait Puzzle {
    /// The search state the engine walks (it may borrow the puzzle).
    type Search<'a>: Traced<Detail = Self::Detail>
    where
        Self: 'a;
    /// The puzzle's part of a trace step (its search's).
    type Detail: Detail;

    /// A fresh search at the root, or `None` when the puzzle is settled
    /// without searching (an odd board has no closed knight's tour): the
    /// drivers then report nothing and an empty, finished [`Report`].
    fn search(&self) -> Option<Self::Search<'_>>;

    /// How many answers are wanted: the drivers stop when that many are
    /// found and call the search finished. The default, `None`, wants
    /// every answer; a puzzle that looks for one path says `Some(1)`.
    #[inline]
    fn wanted(&self) -> Option<u64> {
        None
    }

    /// Walks the search and hands the state at each solution to `f`,
    /// until `f` returns `Break`, a limit stops the walk, or the answers
    /// [`Puzzle::wanted`] are found (the report then reads `Finished`).
    /// Each puzzle reads its answers from the state.
    //
    // Kept out of its caller, as the puzzles' own methods were: inlined
    // into a front end's big `run`, the walk's hot loop lost its own
    // inlining (20% more instructions counting subsets).
    #[inline(never)]
    fn solutions<'s>(
        &'s self,
        limits: &Limits,
        mut f: impl FnMut(&Self::Search<'s>) -> ControlFlow<()>,
    ) -> Report {
        let start = Instant::now();
        let Some(search) = self.search() else {
            return Report::default();
        };
        let mut walk = Walk::new(search).with_limits(limits.clone());
        let Some(wanted) = self.wanted() else {
            let outcome = walk.for_each_solution(f);
            return Report::of(&walk, outcome, start);
        };
        let mut found = 0;
        let mut done = wanted == 0;
        let outcome = walk.for_each_solution(|p| {
            // Counted before `f` sees it: an `f` that stops at the last
            // answer wanted still leaves a finished search.
            found += 1;
            done = found >= wanted;
            f(p)?;
            if done {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        Report::of(&walk, if done { Outcome::Finished } else { outcome }, start)
    }

    /// Counts the answers by walking the same search as
    /// [`Puzzle::solutions`] (with nobody to hand them to, when every
    /// answer is wanted: the driver's fastest walk).
    #[inline(never)]
    fn count(&self, limits: &Limits) -> (u64, Report) {
        let report = if self.wanted().is_some() {
            self.solutions(limits, |_| ControlFlow::Continue(()))
        } else {
            let start = Instant::now();
            match self.search() {
                None => Report::default(),
                Some(search) => {
                    let mut walk = Walk::new(search).with_limits(limits.clone());
                    let outcome = walk.run(&mut ());
                    Report::of(&walk, outcome, start)
                }
            }
        };
        (report.stats.solutions, report)
    }

    /// Reports every step of the search to `f` (at most
    /// `limits.max_steps`, then a `cut` step), up to the step that finds
    /// the last answer [`Puzzle::wanted`].
    fn trace(&self, limits: &Limits, mut f: impl FnMut(&StepOf<Self>) -> ControlFlow<()>) -> Report {
        self.trace_from(0, limits, &mut f)
    }

    /// [`Puzzle::trace`] with the steps numbered from `first + 1` (to
    /// trace several searches as one stream), through one `dyn` callback
    /// so that each puzzle's trace is compiled once.
    #[inline(never)]
    fn trace_from(
        &self,
        first: u64,
        limits: &Limits,
        f: &mut dyn FnMut(&StepOf<Self>) -> ControlFlow<()>,
    ) -> Report {
        let start = Instant::now();
        let Some(search) = self.search() else {
            return Report::default();
        };
        let mut walk = Walk::new(search).with_limits(limits.clone());
        let Some(wanted) = self.wanted() else {
            let outcome = walk_traced(&mut walk, first, f);
            return Report::of(&walk, outcome, start);
        };
        let mut found = 0;
        let mut done = wanted == 0;
        let outcome = walk_traced(&mut walk, first, &mut |step| {
            if step.kind == StepKind::Solution {
                found += 1;
                done = found >= wanted;
            }
            f(step)?;
            if done {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        Report::of(&walk, if done { Outcome::Finished } else { outcome }, start)
    }

    /// The first `max_steps` steps of [`Puzzle::trace`] (and a `cut` step
    /// if the search goes on), for viewers.
    fn trace_events(&self, max_steps: u64) -> (Vec<StepOf<Self>>, Report)
    where
        Self::Detail: Clone,
    {
        collect_steps(max_steps, |limits, f| self.trace_from(0, limits, f))
    }
}

//! What the driver reports as it walks: one event per step.

use std::ops::ControlFlow;

use crate::problem::Problem;

/// One step of the search. `depth` is the number of choices applied at the
/// node the event happens at: for `Try`, `Reject`, `Place` and `Remove`
/// the node being extended (the choice is the depth-th decision), for
/// `DeadEnd` the node with no valid choice, for `Solution` the complete
/// node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event<C, R> {
    /// A choice is about to be tested. The state is the parent node's.
    Try {
        /// The depth of the node being extended.
        depth: usize,
        /// The choice being tested.
        choice: C,
    },
    /// The choice tested just before failed its check.
    Reject {
        /// The depth of the node being extended.
        depth: usize,
        /// The choice rejected.
        choice: C,
        /// Why, as the problem said.
        reason: R,
    },
    /// A choice was applied: the state is now the child node.
    Place {
        /// The depth of the node extended (the child is one deeper).
        depth: usize,
        /// The choice applied.
        choice: C,
    },
    /// A choice was undone: the state is back at the parent node.
    Remove {
        /// The depth of the parent node.
        depth: usize,
        /// The choice undone.
        choice: C,
    },
    /// An incomplete node had no valid choice.
    DeadEnd {
        /// The depth of the node.
        depth: usize,
    },
    /// The current node is complete: a solution.
    Solution {
        /// The depth of the node.
        depth: usize,
    },
}

impl<C, R> Event<C, R> {
    /// The depth of the node the event happens at.
    pub fn depth(&self) -> usize {
        match *self {
            Event::Try { depth, .. }
            | Event::Reject { depth, .. }
            | Event::Place { depth, .. }
            | Event::Remove { depth, .. }
            | Event::DeadEnd { depth }
            | Event::Solution { depth } => depth,
        }
    }

    /// The choice the event is about, if any.
    pub fn choice(&self) -> Option<&C> {
        match self {
            Event::Try { choice, .. }
            | Event::Reject { choice, .. }
            | Event::Place { choice, .. }
            | Event::Remove { choice, .. } => Some(choice),
            Event::DeadEnd { .. } | Event::Solution { .. } => None,
        }
    }
}

/// The event type of a problem.
pub type EventOf<P> = Event<<P as Problem>::Choice, <P as Problem>::Reason>;

/// Receives every event of a search, with the problem's state right after
/// the event (so `Place` sees the choice applied and `Remove` sees it
/// undone). Returning `Break` stops the search after this event; it can
/// be resumed with [`crate::Walk::run`].
///
/// `()` is the observer that wants nothing: with it the driver only
/// counts. Closures observe through [`crate::Walk::run_fn`].
pub trait Observer<P: Problem> {
    /// Whether only `Solution` events are wanted. The driver then tests
    /// choices without reporting each step (it still counts them), which
    /// makes counting and listing several times faster.
    const SOLUTIONS_ONLY: bool = false;

    /// Called once per event; `step` numbers the events from 1.
    fn on_event(&mut self, step: u64, event: EventOf<P>, problem: &P) -> ControlFlow<()>;
}

impl<P: Problem> Observer<P> for () {
    const SOLUTIONS_ONLY: bool = true;

    #[inline]
    fn on_event(&mut self, _: u64, _: EventOf<P>, _: &P) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// A closure as an observer.
pub(crate) struct FnObserver<F>(pub(crate) F);

impl<P, F> Observer<P> for FnObserver<F>
where
    P: Problem,
    F: FnMut(u64, EventOf<P>, &P) -> ControlFlow<()>,
{
    #[inline]
    fn on_event(&mut self, step: u64, event: EventOf<P>, problem: &P) -> ControlFlow<()> {
        (self.0)(step, event, problem)
    }
}

/// A closure that only wants solutions.
pub(crate) struct SolutionObserver<F>(pub(crate) F);

impl<P, F> Observer<P> for SolutionObserver<F>
where
    P: Problem,
    F: FnMut(&P) -> ControlFlow<()>,
{
    const SOLUTIONS_ONLY: bool = true;

    #[inline]
    fn on_event(&mut self, _: u64, event: EventOf<P>, problem: &P) -> ControlFlow<()> {
        match event {
            Event::Solution { .. } => (self.0)(problem),
            _ => ControlFlow::Continue(()),
        }
    }
}

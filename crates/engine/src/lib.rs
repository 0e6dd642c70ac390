//! # engine
//!
//! A generic backtracking engine. A [`Problem`] describes its choices at a
//! node, how to test, apply and undo one, and when a node is complete; a
//! [`Walk`] walks the tree depth-first, trying the choices in the order the
//! problem lists them, keeps [`Stats`], reports every step as an [`Event`]
//! to an [`Observer`] (a trace printer, a visualizer, a solution
//! collector), and honours [`Limits`]: a step budget, a deadline and a
//! [`CancelToken`]. No I/O: what to do with the events is the caller's.
//!
//! The events of one node, in order: `Try` and then `Reject` or `Place`
//! for each choice that needs a check (`Place` alone for choices known to
//! be valid), the child's events after each `Place`, `Remove` when the
//! child is done, and `DeadEnd` if no choice was valid. A complete node
//! reports `Solution` and is not expanded.
//!
//! Every puzzle's trace speaks one vocabulary, kept here: a [`TraceStep`]
//! is a step's number, its [`StepKind`] (the events' kinds, the
//! enumerators' `candidate`, `mirror` and `cut`) and the puzzle's
//! [`Detail`]; it prints as a hand-trace line and serializes as one JSON
//! object, a field with no value left out. A [`Traced`] problem describes
//! its own events, and [`walk_traced`] turns a walk into steps.
//!
//! A [`Puzzle`] builds a traced search from its input; the drivers every
//! puzzle shares (counting, listing the answers, tracing, the first steps
//! for a viewer) are its provided methods, written once here.
//!
//! ```
//! use std::ops::ControlFlow;
//! use engine::{Choices, Event, Limits, Outcome, Problem, Walk};
//!
//! /// Subsets of {3, 5, 6, 7} summing to 12, one element at a time.
//! struct SubsetSum { items: Vec<u32>, taken: Vec<bool>, sum: u32 }
//!
//! impl Problem for SubsetSum {
//!     type Choice = bool;
//!     type Reason = u32; // the sum it would reach
//!     fn is_complete(&self) -> bool { self.taken.len() == self.items.len() && self.sum == 12 }
//!     fn choices(&mut self, out: &mut Choices<'_, bool>) {
//!         if self.taken.len() < self.items.len() { out.push(true); out.push(false); }
//!     }
//!     fn check(&self, take: bool) -> Result<(), u32> {
//!         let sum = self.sum + if take { self.items[self.taken.len()] } else { 0 };
//!         if sum > 12 { Err(sum) } else { Ok(()) }
//!     }
//!     fn apply(&mut self, take: bool) {
//!         if take { self.sum += self.items[self.taken.len()]; }
//!         self.taken.push(take);
//!     }
//!     fn undo(&mut self, _: bool) {
//!         if self.taken.pop() == Some(true) { self.sum -= self.items[self.taken.len()]; }
//!     }
//! }
//!
//! let problem = SubsetSum { items: vec![3, 5, 6, 7], taken: vec![], sum: 0 };
//! let mut walk = Walk::new(problem);
//! let mut answers = vec![];
//! let outcome = walk.for_each_solution(|p| {
//!     answers.push(p.taken.clone());
//!     ControlFlow::Continue(())
//! });
//! assert_eq!(outcome, Outcome::Finished);
//! assert_eq!(answers, [vec![false, true, false, true]]); // 5 + 7
//!
//! // The same search stopped after 10 steps, with the events it made.
//! let problem = SubsetSum { items: vec![3, 5, 6, 7], taken: vec![], sum: 0 };
//! let mut walk = Walk::new(problem).with_limits(Limits::max_steps(10));
//! let mut names = vec![];
//! let outcome = walk.run_fn(|_, event: Event<bool, u32>, _| {
//!     names.push(event.name());
//!     ControlFlow::Continue(())
//! });
//! assert_eq!(outcome, Outcome::StepLimit);
//! assert_eq!(names, ["try", "place", "try", "place", "try", "reject", "try", "place", "try", "reject"]);
//! ```

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

mod described;
mod description;
mod event;
mod limits;
mod problem;
mod puzzle;
mod stats;
pub mod text;
mod threads;
mod trace;
mod walk;

pub use described::{
    Approach, Described, Drawn, Example, Kind, Offer, Page, Param, ParamError, Value, Written, check,
    read_example,
};
pub use description::{Answered, AnyStep, Description, Of};
pub use event::{Event, EventOf, Observer};
pub use limits::{CancelToken, Limits, Outcome};
pub use problem::{Choices, Problem};
pub use puzzle::{Puzzle, StepOf};
pub use stats::Stats;
pub use threads::threads_or_cores;
pub use trace::{Detail, Report, Square, StepKind, TraceStep, Traced, collect_steps, walk_traced};
pub use walk::Walk;

/// The clock of deadlines and reports: `std::time::Instant`, except on
/// `wasm32-unknown-unknown` (the static visualizer), where std has no
/// clock and `Instant::now` panics; there it reads the browser's
/// `performance.now()`. Searches import it from here, so that the same
/// code runs in both.
pub use web_time::Instant;

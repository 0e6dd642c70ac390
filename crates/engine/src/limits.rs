//! When a search stops early: step limits, deadlines, cancellation.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::Instant;

/// Limits on one search. The default has none.
#[derive(Debug, Clone, Default)]
pub struct Limits {
    /// Stop before the event that would exceed this many steps (events).
    pub max_steps: Option<u64>,
    /// Stop once this moment has passed.
    pub deadline: Option<Instant>,
    /// Stop once this token is cancelled (from any thread).
    pub cancel: Option<CancelToken>,
}

impl Limits {
    /// No limits.
    pub fn none() -> Self {
        Limits::default()
    }

    /// At most `steps` events.
    pub fn max_steps(steps: u64) -> Self {
        Limits {
            max_steps: Some(steps),
            ..Limits::default()
        }
    }
}

/// A flag shared between a running search and whoever may stop it (a
/// Ctrl-C handler, a web request that went away). Cloning shares the flag.
#[derive(Debug, Clone, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    /// A token not yet cancelled.
    pub fn new() -> Self {
        CancelToken::default()
    }

    /// Asks every search holding this token to stop.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether [`CancelToken::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// How a call to run a search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Outcome {
    /// The whole tree was walked.
    Finished,
    /// The next event would have exceeded [`Limits::max_steps`].
    StepLimit,
    /// [`Limits::deadline`] passed.
    Deadline,
    /// The [`CancelToken`] was cancelled.
    Cancelled,
    /// The observer returned `Break`.
    Stopped,
}

impl Outcome {
    /// Whether the whole tree was walked.
    pub fn is_finished(self) -> bool {
        self == Outcome::Finished
    }

    /// A short name: `finished`, `max-steps`, `deadline`, `cancelled`,
    /// `stopped`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Finished => "finished",
            Outcome::StepLimit => "max-steps",
            Outcome::Deadline => "deadline",
            Outcome::Cancelled => "cancelled",
            Outcome::Stopped => "stopped",
        }
    }
}

//! Counting solutions: the work units a board splits into (over the
//! half-turn frames), the [`Counter`] that runs them, its [`Checkpoint`]
//! file and the [`Shard`]s a run divides into, with their file format
//! ([`ShardResult`]); and the short forms of [`Counter`], [`count`] and
//! [`census`].
//!
//! Re-counting recorded units with the independent recount is
//! [`Verification`]. The whole run of a count, as the CLI and the Python
//! module run it (plan, shard, checkpoint, verification, stop with a
//! grace, progress), is a [`Job`], and ends in one [`Report`]: the one way
//! in to a long count. How a `Job` runs its counter in the background and
//! resumes a checkpoint is the crate's own (`background`).

pub(crate) mod background;
pub(crate) mod checkpoint;
pub(crate) mod counter;
#[cfg(any(test, feature = "fault-injection"))]
pub(crate) mod fault;
pub(crate) mod frames;
pub(crate) mod merge;
pub(crate) mod method;
pub(crate) mod pipeline;
pub(crate) mod recount;
pub(crate) mod sample;
pub(crate) mod seal;
pub(crate) mod shard;
pub(crate) mod shard_file;
pub(crate) mod unit_count;
pub(crate) mod units;
pub(crate) mod verify;

/// Expands to its body when nqueens is built with fault injection (the
/// cargo feature `fault-injection`, which only the CLI's tests turn on),
/// else to nothing: a front end's hook for a `Fault`
/// (`Counter::with_fault`) is compiled only where the library has it.
#[cfg(feature = "fault-injection")]
#[macro_export]
macro_rules! with_fault_injection {
    ($($body:tt)*) => { $($body)* };
}

/// Expands to nothing: this build of nqueens has no fault injection (the
/// cargo feature `fault-injection` is off, as in every release build).
#[cfg(not(feature = "fault-injection"))]
#[macro_export]
macro_rules! with_fault_injection {
    ($($body:tt)*) => {};
}

use crate::error::Error;
use crate::symmetry::Classes;

pub use crate::error::human_bytes;
pub use crate::join::{JOIN_VERSION, MAX_JOIN_N};
pub use background::Stop;
pub use checkpoint::{BadLine, Checkpoint, CheckpointError, ImplausibleUnit, Resumed, checksum};
pub use counter::{
    CountOptions, Counter, JOIN_FROM, Method, PLAIN_KERNEL, RECOUNT, SplitError, Tally, UnitCount,
    UnknownMethod, default_memory_budget,
};
#[cfg(any(test, feature = "fault-injection"))]
pub use fault::Fault;
pub use merge::{MergeError, Merged, merge};
pub use pipeline::{Disagreements, Events, Job, Outcome, Report, RunError};
pub use sample::{BadSample, Sample};
pub use seal::ChecksumMismatch;
pub use shard::{BadShard, MAX_SHARDS, SHARD_SCHEME, Shard, ShardResult};
pub use shard_file::ShardFileError;
pub use unit_count::UnitRecord;
pub use units::{DEFAULT_SPLIT, MAX_SPLIT, SPLIT_VERSION};
pub use verify::{Disagreement, MAX_SHARD_FILE, Picked, Recorded, RecordsError, Verification};

/// The largest n the counters accept (defined beside the solution
/// lister's bound, which the symmetry classes share).
pub use crate::board::MAX_COUNT_N;

/// The number of solutions of the n-queens problem, 1 ≤ n ≤ 32, by the
/// production counter on every core.
///
/// ```
/// assert_eq!(nqueens::count(10)?, 724);
/// assert!(nqueens::count(0).is_err());
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn count(n: usize) -> Result<u128, Error> {
    Ok(Counter::new(n, CountOptions::default())?.run()?.total)
}

/// The symmetry classes of the solutions, 1 ≤ n ≤ 32: unique count, total,
/// and the split by symmetry, from the same run as the total.
///
/// ```
/// let c = nqueens::census(12)?;
/// assert_eq!((c.rot90, c.rot180, c.none), (4, 18, 1765));
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn census(n: usize) -> Result<Classes, Error> {
    let report = Counter::new(n, CountOptions::default())?.run()?;
    // Counting with symmetry always yields the classes.
    Ok(report.classes.unwrap_or(Classes {
        n,
        ..Classes::default()
    }))
}

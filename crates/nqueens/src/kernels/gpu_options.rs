//! The GPU's options and what can fail on it: the words that both the
//! device choice (`device.rs`) and the GPU kernel (`gpu/`) use, in a file
//! of their own so that neither imports the other back.

use std::sync::OnceLock;

/// What [`super::Unavailable`]'s `missing` says for the GPU of a build without the
/// cargo feature `gpu`.
pub const NO_GPU_FEATURE: &str = "the cargo feature gpu";

/// How the GPU counts: on which adapter, and how much of a unit each
/// shader invocation searches. Neither changes a count.
///
/// The GPU is opened once a process, the first time [`Device::Gpu`](super::Device::Gpu) is
/// checked or chosen, so its options are the process's too: set them with
/// [`GpuOptions::apply`] before that (the first use takes the defaults).
///
/// ```
/// let options = nqueens::kernels::GpuOptions { rows: Some(10), ..Default::default() };
/// options.apply()?;
/// // Set once: other values are refused from now on.
/// assert!(nqueens::kernels::GpuOptions::default().apply().is_err());
/// # Ok::<(), nqueens::kernels::GpuOptionsError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GpuOptions {
    /// The first adapter whose name contains this text; by default the
    /// best wgpu finds (discrete, integrated, virtual, other, then a CPU
    /// adapter such as lavapipe).
    pub adapter: Option<String>,
    /// The open rows each invocation searches, 1 to
    /// [`GpuOptions::MAX_ROWS`], for tuning to a device; by default about
    /// half the board. It changes the speed, never the counts or the units.
    pub rows: Option<usize>,
    /// Test builds only (the cargo feature `fault-injection`, which the
    /// CLI's tests turn on): destroy the device after this many
    /// dispatches, so that the tests can lose a device on any adapter.
    /// Release builds ignore it.
    pub lose_after: Option<u64>,
}

/// The process's GPU options, set once (see [`GpuOptions`]); the `gpu`
/// module reads them when it opens the GPU.
pub(crate) static GPU_OPTIONS: OnceLock<GpuOptions> = OnceLock::new();

impl GpuOptions {
    /// The most open rows one invocation searches: the bound that keeps
    /// its counts inside a `u32` (12! < 2³²).
    pub const MAX_ROWS: usize = 12;

    /// Makes these the options of every GPU count in this process. An
    /// error when `rows` is outside 1 to [`GpuOptions::MAX_ROWS`], or when
    /// the process's options are already set to others (by an earlier
    /// `apply`, or as the defaults by the GPU's first use).
    pub fn apply(self) -> Result<(), GpuOptionsError> {
        if let Some(rows) = self.rows
            && !(1..=Self::MAX_ROWS).contains(&rows)
        {
            return Err(GpuOptionsError::Rows {
                rows,
                max: Self::MAX_ROWS,
            });
        }
        let set = GPU_OPTIONS.get_or_init(|| self.clone());
        if *set == self {
            Ok(())
        } else {
            Err(GpuOptionsError::AlreadySet(Box::new(set.clone())))
        }
    }
}

/// What failed on the GPU during a count, after which the best CPU
/// kernel counted the rest ([`crate::count::Report::gpu_failure`]). wgpu's
/// own words are kept on one line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GpuFailure {
    /// An error wgpu could not hand back to the call that caused it.
    #[error("{0}")]
    Uncaptured(String),
    /// The device was lost (a driver reset, an unplugged card).
    #[error("device lost ({reason}): {message}")]
    Lost {
        /// wgpu's reason, as it names it.
        reason: String,
        /// wgpu's message.
        message: String,
    },
    /// Waiting for a dispatch to finish failed.
    #[error("waiting for the dispatch failed: {0}")]
    Wait(String),
    /// The counts could not be read back.
    #[error("the counts could not be read back: {0}")]
    ReadBack(String),
    /// The read-back was dropped unrun.
    #[error("the read-back was dropped")]
    Dropped,
    /// The counts read back could not be mapped.
    #[error("the counts could not be mapped: {0}")]
    Map(String),
}

/// Options the GPU cannot take ([`GpuOptions::apply`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GpuOptionsError {
    /// Rows per invocation outside what the GPU kernel takes.
    #[error("the GPU's rows per invocation must be 1 to {max}, got {rows}")]
    Rows {
        /// The rows asked for.
        rows: usize,
        /// The most.
        max: usize,
    },
    /// Options given after the process's were set to others.
    #[error(
        "the GPU options are set once a process, before its first count on the GPU; they are already {0:?}"
    )]
    AlreadySet(Box<GpuOptions>),
}

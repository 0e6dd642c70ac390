//! The GPU of a build without the cargo feature `gpu` (`mod gpu` is this
//! file then, not `mod.rs`): [`get`] says that the build has no GPU, and
//! no [`Gpu`] can exist, so the devices' dispatch (`super::device`) is
//! written once for both builds and its GPU arms are never taken here.

use super::Found;
use super::gpu_options::{GpuFailure, NO_GPU_FEATURE};
use super::rows::{Mode, Search};

/// No GPU: a type without values.
#[derive(Debug)]
pub(crate) enum Gpu {}

/// Why there is no GPU: [`NO_GPU_FEATURE`], whose `Unavailable` says that
/// the build lacks it.
pub(crate) fn get() -> Result<&'static Gpu, &'static str> {
    Err(NO_GPU_FEATURE)
}

impl Gpu {
    pub fn name(&self) -> &str {
        match *self {}
    }

    pub fn batch_len(&self) -> usize {
        match *self {}
    }

    pub fn failure(&self) -> Option<&GpuFailure> {
        match *self {}
    }

    pub fn count_batch<const STATS: bool>(&self, _: &[Search], _: Mode) -> Result<Vec<Found>, GpuFailure> {
        match *self {}
    }
}

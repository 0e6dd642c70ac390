//! The hot counting kernels. Each states what it computes, its bit layout
//! and invariants, and the plain version it must agree with
//! ([`crate::reference`]).

#[cfg(target_arch = "x86_64")]
pub(crate) mod blocks_avx2;
pub(crate) mod frame;
#[cfg(target_arch = "x86_64")]
pub(crate) mod lanes;
#[cfg(target_arch = "x86_64")]
pub(crate) mod lanes_avx2;
pub(crate) mod lastrows;
pub(crate) mod rows;

/// What a count found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Found {
    /// Completions.
    pub solutions: u64,
    /// Queens placed by the search (partial boards visited), counted only
    /// when statistics are asked for.
    pub nodes: u64,
}

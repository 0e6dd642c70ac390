//! The hot counting kernels. Each states what it computes, its bit layout
//! and invariants, and the plain version it must agree with
//! ([`crate::reference`]).

pub(crate) mod frame;
#[cfg(target_arch = "x86_64")]
pub(crate) mod lanes;
pub(crate) mod lastrows;
pub(crate) mod portable;
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

//! The hot counting kernels. Each states what it computes, its bit layout
//! and invariants, and the plain version it must agree with
//! ([`crate::reference`]).

pub(crate) mod frame;
#[cfg(target_arch = "x86_64")]
pub(crate) mod lanes;
pub(crate) mod lastrows;
pub(crate) mod rows;

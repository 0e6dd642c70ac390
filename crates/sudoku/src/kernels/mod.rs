//! Hot solvers. Each states what it computes, its layout and invariants,
//! and the plain version it is equivalent to (in [`crate::reference`]).

pub(crate) mod bands;

//! The portable kernel's pieces, plain Rust for every target: the block
//! counter of the last rows without SIMD (`portable`), the edge units
//! searched frame first (`edge`) and the join's matcher (`join`). The row
//! search itself, generic over the block counter, is shared with the
//! x86-64 kernels (`kernels::rows`).

pub(crate) mod edge;
pub(crate) mod join;
pub(crate) mod portable;

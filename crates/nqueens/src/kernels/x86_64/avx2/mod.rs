//! AVX2 without AVX-512: eight searches in the lanes of a 256-bit
//! register (`lanes`), the rules they compute from the row (`shape`), and
//! the block counter of the last four rows (`blocks`).

pub(crate) mod blocks;
pub(crate) mod join;
pub(crate) mod lanes;
mod shape;

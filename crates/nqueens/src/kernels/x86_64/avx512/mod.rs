//! AVX-512: sixteen searches in the lanes of a 512-bit register (`lanes`)
//! and the block counter of the last rows (`blocks`, also used by the row
//! kernel when the CPU has AVX-512).

pub(crate) mod blocks;
pub(crate) mod join;
pub(crate) mod lanes;

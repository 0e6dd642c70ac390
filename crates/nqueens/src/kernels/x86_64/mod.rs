//! The x86-64 kernels: the CPU proofs that are the only way to call them
//! (`cpu`), the AVX2 and AVX-512 lane walks with their block counters
//! (`avx2`, `avx512`), the walk's skeleton written once for both
//! (`walk`), and what else the two lane walks share (`lanes`).

pub(crate) mod avx2;
pub(crate) mod avx512;
pub(crate) mod cpu;
pub(crate) mod join;
mod lanes;
mod walk;

//! The x86-64 kernels: one module an instruction set, each with the proof
//! of its CPU check.

pub(crate) mod avx2;

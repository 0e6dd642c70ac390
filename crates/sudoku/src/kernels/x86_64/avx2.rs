//! The AVX2 kernel: the CPU check (the one place in the crate that asks
//! the CPU) and the solver of [`bands`] compiled with its features.
//!
//! [`Avx2`] is a proof. Its field is private, so the only way to get one
//! is [`Avx2::detect`], which checks every CPU feature the code behind it
//! is compiled for; its methods are therefore safe.

use kernelset::first_missing;

use crate::kernels::bands::{self, Lanes, Mode, State};
use crate::report::Search;

/// AVX2 with BMI1, BMI2, POPCNT and LZCNT (the x86-64-v3 level).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Avx2(());

impl Avx2 {
    /// The proof, or the first of the features this CPU lacks.
    pub fn detect() -> Result<Avx2, &'static str> {
        match first_missing!("avx2", "bmi1", "bmi2", "popcnt", "lzcnt") {
            None => Ok(Avx2(())),
            Some(f) => Err(f),
        }
    }

    /// The fast solver compiled for these features.
    pub fn run(self, cells: &[u8; 81], limit: u64, mode: Mode) -> Search {
        // SAFETY: an `Avx2` is made only by `detect`, once
        // `is_x86_feature_detected!` found AVX2, BMI1, BMI2, POPCNT and
        // LZCNT: the features `run_avx2` is compiled with, its only
        // condition.
        unsafe { run_avx2(self, cells, limit, mode) }
    }
}

#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn run_avx2(proof: Avx2, cells: &[u8; 81], limit: u64, mode: Mode) -> Search {
    bands::run(cells, limit, mode, Avx2Lanes(proof))
}

/// The mask comparison in 256-bit vectors; made only from an [`Avx2`].
#[derive(Clone, Copy)]
struct Avx2Lanes(Avx2);

impl Lanes for Avx2Lanes {
    #[inline(always)]
    fn descend<const MODE: u8>(self, state: &mut State, search: &mut Search) {
        // SAFETY: `self` holds an `Avx2`, the proof that this CPU has the
        // features `descend_avx2` is compiled with.
        unsafe { descend_avx2::<MODE>(self, state, search) }
    }

    #[inline(always)]
    fn differ(self, a: &[u32; 32], b: &[u32; 32]) -> u32 {
        // SAFETY: `self` holds an `Avx2`, the proof that this CPU has
        // AVX2, the one feature `differ_avx2` needs.
        unsafe { differ_avx2(a, b) }
    }
}

/// One level of the search, compiled with the features (its body is
/// inlined here; the levels below come back through [`Lanes::descend`]).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn descend_avx2<const MODE: u8>(lanes: Avx2Lanes, state: &mut State, search: &mut Search) {
    state.search::<MODE, Avx2Lanes>(search, lanes);
}

#[target_feature(enable = "avx2")]
#[inline]
unsafe fn differ_avx2(a: &[u32; 32], b: &[u32; 32]) -> u32 {
    use std::arch::x86_64::{
        __m256i, _mm256_castsi256_ps, _mm256_cmpeq_epi32, _mm256_loadu_si256, _mm256_movemask_ps,
    };
    let mut same = 0u32;
    for j in 0..4 {
        // SAFETY: `a` and `b` are `[u32; 32]`; each load reads lanes
        // 8j..8j+8, in bounds for j < 4 (unaligned loads need no
        // alignment).
        let eq = unsafe {
            let x = _mm256_loadu_si256(a.as_ptr().add(8 * j).cast::<__m256i>());
            let y = _mm256_loadu_si256(b.as_ptr().add(8 * j).cast::<__m256i>());
            _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(x, y)))
        };
        same |= (eq as u32) << (8 * j);
    }
    !same
}

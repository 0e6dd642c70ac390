//! The kernel every target compiles: the one solver of [`super::bands`]
//! with the mask comparison in SSE2 on x86-64 (part of its baseline) and
//! a plain loop elsewhere.

use super::bands::{Lanes, State};
use crate::report::Search;

/// The comparison every target compiles: SSE2 on x86-64 (part of its
/// baseline), a plain loop elsewhere.
#[derive(Clone, Copy)]
pub(crate) struct Portable;

impl Lanes for Portable {
    fn descend<const MODE: u8>(self, state: &mut State, search: &mut Search) {
        state.search::<MODE, Portable>(search, self);
    }

    #[inline(always)]
    fn differ(self, a: &[u32; 32], b: &[u32; 32]) -> u32 {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{
                __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps,
            };
            let mut same = 0u32;
            for j in 0..8 {
                // SAFETY: SSE2 is part of the x86_64 baseline, so the
                // intrinsics are available on every x86_64 CPU; `a` and `b`
                // are `[u32; 32]`, and each load reads lanes 4j..4j+4, in
                // bounds for j < 8.
                let eq = unsafe {
                    let x = _mm_loadu_si128(a.as_ptr().add(4 * j).cast::<__m128i>());
                    let y = _mm_loadu_si128(b.as_ptr().add(4 * j).cast::<__m128i>());
                    _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(x, y)))
                };
                same |= (eq as u32) << (4 * j);
            }
            !same
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let mut m = 0;
            for i in 0..32 {
                m |= u32::from(a[i] != b[i]) << i;
            }
            m
        }
    }
}

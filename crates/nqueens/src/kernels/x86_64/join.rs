//! The join's matcher for the scalar kernel on x86-64: the plain loops
//! ([`crate::kernels::generic::join`]) compiled with BMI1, BMI2 and
//! POPCNT (one-instruction popcount), as the BitOps proof's
//! [`JoinKernel`].

use crate::kernels::generic::join::{Plain, pair_up};
use crate::kernels::join::{self, BitMap, JoinKernel, Scratch};
use crate::kernels::x86_64::cpu::BitOps;

impl JoinKernel for BitOps {
    fn count_disjoint(
        self,
        a: (&mut [u64], &BitMap),
        b: (&mut [u64], &BitMap),
        scratch: &mut Scratch,
    ) -> u64 {
        // SAFETY: a `BitOps` is made only by `detect`, once it found BMI1,
        // BMI2 and POPCNT: the features `disjoint_bit_ops` is compiled
        // with, its only condition.
        unsafe { disjoint_bit_ops(a, b, scratch) }
    }

    #[inline]
    fn pair_up(self, tops: &[u64], bottoms: (&[u64], usize), avoid: u64, dst: &mut [u64]) -> (usize, usize) {
        pair_up(tops, bottoms, avoid, dst)
    }
}

#[target_feature(enable = "bmi1,bmi2,popcnt")]
unsafe fn disjoint_bit_ops(a: (&mut [u64], &BitMap), b: (&mut [u64], &BitMap), scratch: &mut Scratch) -> u64 {
    join::count_disjoint(Plain, a, b, scratch)
}

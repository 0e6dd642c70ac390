//! What this CPU can run: the one place in the crate that asks it.
//!
//! Each type here is a proof. It has a private field, so the only way to
//! get one is its `detect`, which checks every CPU feature the code behind
//! it is compiled for (the way `memchr` hands out a searcher only when its
//! features are present). Its methods are therefore safe: holding the
//! value is the check, done once when a kernel is chosen, not per call.

#![cfg(target_arch = "x86_64")]

use super::avx512::blocks::Finisher;
use crate::kernels::Found;
use crate::kernels::generic::portable::Portable;
use crate::kernels::orders::MAX_K;
use crate::kernels::rows::{self, Blocks, Search};

use kernelset::first_missing;

/// BMI1, BMI2 and POPCNT: one-instruction popcount and lowest-bit
/// isolation for the scalar search (the same source, better code).
#[derive(Debug, Clone, Copy)]
pub(crate) struct BitOps(());

impl BitOps {
    pub fn detect() -> Result<BitOps, &'static str> {
        match first_missing!("bmi1", "bmi2", "popcnt") {
            None => Ok(BitOps(())),
            Some(f) => Err(f),
        }
    }

    /// The portable kernel (edge units frame first, [`crate::kernels::generic::edge`]; the
    /// others by the row search), compiled with the bit instructions.
    pub fn search<const STATS: bool, const EDGE: bool>(self, s: &Search) -> Found {
        // SAFETY: a `BitOps` is made only by `detect`, once
        // `is_x86_feature_detected!` found BMI1, BMI2 and POPCNT: the
        // features `search_bit_ops` is compiled with, its only condition.
        unsafe { search_bit_ops::<STATS, EDGE>(s) }
    }
}

#[target_feature(enable = "bmi1,bmi2,popcnt")]
unsafe fn search_bit_ops<const STATS: bool, const EDGE: bool>(s: &Search) -> Found {
    if EDGE {
        crate::kernels::generic::edge::search::<STATS, _>(s, Portable::get())
    } else {
        rows::search::<STATS, EDGE, _>(s, Portable::get())
    }
}

/// AVX2 with BMI1, BMI2 and POPCNT: the eight-lane walk. (Its code uses
/// no `pext`/`pdep`, which are microcoded, hundreds of cycles, on AMD
/// before Zen 3; BMI2 is there for its shifts.) Made only by `detect` and
/// by `Avx512::avx2`, each after finding those features.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Avx2(());

impl Avx2 {
    pub fn detect() -> Result<Avx2, &'static str> {
        match first_missing!("avx2", "bmi1", "bmi2", "popcnt") {
            None => Ok(Avx2(())),
            Some(f) => Err(f),
        }
    }

    /// Eight searches at once; every search must [`super::avx2::lanes::fits`].
    pub fn lanes<const STATS: bool, const EDGE: bool>(self, batch: &[Search]) -> Vec<Found> {
        assert!(
            batch.iter().all(super::avx2::lanes::fits),
            "a search the lanes cannot take"
        );
        // SAFETY: `count_batch` needs the CPU to have AVX2, BMI1, BMI2 and
        // POPCNT, which `self` proves (only `detect` and `Avx512::avx2`
        // make an `Avx2`, after finding them), and every search to fit,
        // which the assert above has just checked.
        unsafe { super::avx2::lanes::count_batch::<STATS, EDGE>(batch) }
    }

    /// The row search for units the lanes do not take.
    pub fn search<const STATS: bool, const EDGE: bool>(self, s: &Search) -> Found {
        // SAFETY: an `Avx2` is made only by `detect` (or `Avx512::avx2`),
        // once it found AVX2, BMI1, BMI2 and POPCNT: the features
        // `search_avx2` is compiled with, its only condition.
        unsafe { search_avx2::<STATS, EDGE>(s) }
    }
}

#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn search_avx2<const STATS: bool, const EDGE: bool>(s: &Search) -> Found {
    rows::search::<STATS, EDGE, _>(s, Portable::get())
}

/// The AVX-512 proof with VPOPCNTDQ as well, for the join's matcher
/// (`avx512/join.rs`). Made only by [`Avx512::vpopcnt`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Vpopcnt(());

/// AVX-512 (F, BW, CD) with BMI1, BMI2 and POPCNT: the sixteen-lane walk
/// and the block counter; and whether the CPU also has VPOPCNTDQ (a
/// popcount of eight words in one instruction), which the join's matcher
/// uses where it can.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Avx512 {
    vpopcntdq: bool,
}

impl Avx512 {
    pub fn detect() -> Result<Avx512, &'static str> {
        match first_missing!(
            "avx512f", "avx512bw", "avx512cd", "avx2", "bmi1", "bmi2", "popcnt"
        ) {
            None => Ok(Avx512 {
                vpopcntdq: first_missing!("avx512vpopcntdq").is_none(),
            }),
            Some(f) => Err(f),
        }
    }

    /// The AVX2 proof: `detect` found AVX2, BMI1, BMI2 and POPCNT as well.
    pub fn avx2(self) -> Avx2 {
        Avx2(())
    }

    /// The proof of VPOPCNTDQ too, when `detect` found it.
    pub fn vpopcnt(self) -> Option<Vpopcnt> {
        self.vpopcntdq.then_some(Vpopcnt(()))
    }

    /// The row search, its last rows counted as blocks.
    pub fn search<const STATS: bool, const EDGE: bool>(self, s: &Search) -> Found {
        // SAFETY: an `Avx512` is made only by `detect`, once it found
        // AVX-512F/BW/CD, BMI1, BMI2 and POPCNT: the features
        // `search_avx512` is compiled with, its only condition (the `Simd`
        // it is given is made from this same proof).
        unsafe { search_avx512::<STATS, EDGE>(s, &Simd(Finisher::get())) }
    }

    /// Sixteen searches at once; every search must [`super::avx512::lanes::fits`].
    pub fn lanes<const STATS: bool, const EDGE: bool>(self, batch: &[Search]) -> Vec<Found> {
        assert!(
            batch.iter().all(super::avx512::lanes::fits),
            "a search the lanes cannot take"
        );
        assert!(
            !EDGE || batch.iter().all(|s| s.leaf.len() == s.n * s.n),
            "an edge batch without its frame table"
        );
        // SAFETY: `count_batch` needs the CPU features of an `Avx512`,
        // which `self` proves (only `detect` makes one, after finding
        // them), every search to fit, and with `EDGE` the n·n frame table
        // its drain gathers from: the two asserts above have just checked
        // those.
        unsafe { super::avx512::lanes::count_batch::<STATS, EDGE>(batch, Finisher::get()) }
    }

    /// The block counter, for its tests.
    #[cfg(test)]
    pub fn finish(self, k: usize, free: u64, rows: &[u64; MAX_K]) -> u64 {
        assert!((1..=MAX_K).contains(&k) && free.count_ones() as usize == k);
        // SAFETY: `self` proves the AVX-512F/BW, BMI1, BMI2 and POPCNT that
        // `Finisher::count` runs on (only `detect` makes an `Avx512`); the
        // assert above checked its other conditions, 1 ≤ k ≤ MAX_K and k
        // bits in `free`.
        unsafe { Finisher::get().count(k, free, rows) }
    }
}

#[target_feature(enable = "avx512f,avx512bw,avx512cd,bmi1,bmi2,popcnt")]
unsafe fn search_avx512<const STATS: bool, const EDGE: bool>(s: &Search, f: &Simd) -> Found {
    rows::search::<STATS, EDGE, _>(s, f)
}

/// The SIMD finisher as the row search's [`Blocks`], on a CPU known to
/// run it: its field is private to this file, and the one place that
/// makes one, [`Avx512::search`], holds the proof that the CPU has its
/// features. (It lives beside the proofs rather than beside the row
/// search, which is generic code that names no ISA.)
struct Simd<'a>(&'a Finisher);

impl Blocks for Simd<'_> {
    const ON: bool = true;
    #[inline(always)]
    fn count(&self, k: usize, free: u64, rows: &[u64; MAX_K]) -> u64 {
        // SAFETY: a `Simd` is made only in `Avx512::search`, from an
        // `Avx512`: the proof that the CPU has every feature
        // `Finisher::count` runs on. Its other conditions (1 ≤ k ≤ MAX_K,
        // k bits in `free`) decide the answer, not what memory is read:
        // every k goes to a table of fixed size, and `free` and `rows`
        // are only data for `pext` and the compares. (`Rules::block`
        // passes k = n − at ≤ MAX_K rows and their k free columns.)
        unsafe { self.0.count(k, free, rows) }
    }
}

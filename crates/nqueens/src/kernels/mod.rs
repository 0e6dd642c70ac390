//! The hot counting kernels, and all of the crate's `unsafe` and CPU
//! feature checks. Each kernel states what it computes, its bit layout and
//! invariants, and the plain version it must agree with
//! ([`crate::reference`]).
//!
//! A count picks its [`Kernel`] once: `Kernel::select` checks the CPU
//! and returns a `Chosen`, which holds a proof of the features
//! (`x86_64::cpu::Avx2`, `x86_64::cpu::Avx512`, …) and is the one safe
//! entry point to the CPU kernels. Nothing outside this module touches an
//! intrinsic or asks the CPU what it has.
//!
//! The GPU (the `gpu` submodule, cargo feature `gpu`) is not a CPU kernel
//! but a [`Device`] beside them (`device`): a WGSL compute shader run
//! through `wgpu` on the best Vulkan, Metal or DX12 adapter, software
//! ones such as Mesa's lavapipe included. It takes the same units, cut
//! finer into sub-searches of at most 12 open rows (so that no count of
//! one invocation can overflow its `u32`), and returns only raw counts:
//! weighting and classes stay on the host. It runs only when asked for by
//! name; [`Device::best`] (what `auto` picks) never chooses it. The
//! counter holds an `Opened` device: a `Chosen` CPU kernel, or the GPU.
//!
//! # Layout
//! By instruction set, with what they share at the top:
//! - here: the CPU kernel set and its dispatch; `device`: the devices
//!   (a CPU kernel or the GPU) and the dispatch between them; `rows`: the
//!   search units and the row search, generic over a block counter of the
//!   last rows;
//!   `orders`: the orders of the last rows that the block counters test;
//!   `frame_job`: the frame kernel; `join`: the join's matcher and sieve,
//!   generic over the CPU's probe loop (its plain form in `generic/join.rs`,
//!   its vector forms in `x86_64/avx2/join.rs` and `x86_64/avx512/join.rs`);
//! - `generic/`: plain Rust for every target (the scalar kernel's block
//!   counter, edge units and join matcher);
//! - `x86_64/`: the CPU proofs (`cpu`), what both lane walks share
//!   (`lanes`) and the scalar join matcher with BMI (`join`);
//!   `x86_64/avx2/` and `x86_64/avx512/`: the lane walks and
//!   block counters of each;
//! - `gpu/`: the WGSL kernel (cargo feature `gpu`; without it,
//!   `gpu/absent.rs`, a GPU that cannot be opened).

pub(crate) mod device;
pub(crate) mod frame_job;
pub(crate) mod generic;
mod gpu_options;
// The one switch on the cargo feature: a build without it compiles a GPU
// that cannot be opened (`Device::open` says why), so that everything
// else is written once for both builds.
#[cfg_attr(not(feature = "gpu"), path = "gpu/absent.rs")]
pub(crate) mod gpu;
pub(crate) mod join;
pub(crate) mod orders;
pub(crate) mod rows;
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86_64;

use std::fmt;
use std::str::FromStr;

use kernelset::KernelSet;

pub(crate) use device::Opened;
pub use device::{Device, Unavailable};
pub use gpu_options::{GpuFailure, GpuOptions, GpuOptionsError, NO_GPU_FEATURE};

use generic::{edge, portable};
use rows::{Mode, Search};
#[cfg(target_arch = "x86_64")]
use x86_64::{avx2::lanes as lanes_avx2, avx512::lanes as lanes_avx512, cpu};

/// What a count found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Found {
    /// Completions.
    pub solutions: u64,
    /// Queens placed by the search (partial boards visited), counted only
    /// when statistics are asked for.
    pub nodes: u64,
}

/// The CPU's counting code: every kernel gives the same totals, unique
/// counts and classes; they differ in speed and in what CPU they need.
/// Where a count runs, a CPU kernel or the GPU, is a [`Device`].
///
/// ```
/// use nqueens::Kernel;
/// // The portable kernel runs everywhere; `best` is what `auto` picks.
/// assert!(Kernel::Scalar.is_available());
/// assert!(Kernel::best().is_available());
/// assert_eq!("avx2".parse::<Kernel>(), Ok(Kernel::Avx2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kernel {
    /// Plain Rust that compiles for every target (what ARM and older x86
    /// run): the row search with its last rows counted from tables.
    Scalar,
    /// x86-64 with AVX2: eight searches in the 32-bit lanes of a register.
    Avx2,
    /// x86-64 with AVX-512 (F, BW, CD) and BMI2: sixteen searches in the
    /// lanes of a register, the last rows in one vector compare.
    Avx512,
}

impl Kernel {
    /// Every CPU kernel, slowest first: those [`Kernel::available`] and
    /// [`Kernel::best`] choose from.
    pub const ALL: [Kernel; 3] = [Kernel::Scalar, Kernel::Avx2, Kernel::Avx512];

    /// The kernel's name, as `--kernel` takes it.
    pub fn name(self) -> &'static str {
        KernelSet::name(self)
    }

    /// The first CPU feature this kernel needs that this CPU lacks (on a
    /// CPU that is not x86-64, `"x86_64"`); `None` when it can run.
    pub fn missing_feature(self) -> Option<&'static str> {
        kernelset::missing(self)
    }

    /// `Ok` when this CPU runs the kernel, else the feature it lacks (the
    /// error, the one of every [`Device`], says which, and which kernels
    /// this CPU runs).
    pub fn check(self) -> Result<(), Unavailable> {
        KernelSet::check(self).map_err(|e| Unavailable {
            kernel: Device::Cpu(self),
            missing: e.missing,
        })
    }

    /// Whether this CPU runs the kernel.
    pub fn is_available(self) -> bool {
        self.check().is_ok()
    }

    /// The kernels this CPU runs, slowest first.
    pub fn available() -> Vec<Kernel> {
        kernelset::available()
    }

    /// The fastest kernel this CPU runs: what `auto` picks.
    pub fn best() -> Kernel {
        kernelset::best()
    }

    /// Checks the CPU once and returns the safe entry point to the kernel,
    /// or the CPU feature it lacks.
    pub(crate) fn select(self) -> Result<Chosen, kernelset::Unavailable<Kernel>> {
        #[cfg(target_arch = "x86_64")]
        {
            let unavailable = |missing| kernelset::Unavailable {
                kernel: self,
                missing,
            };
            let imp = match self {
                Kernel::Scalar => return Ok(Chosen::scalar()),
                Kernel::Avx2 => Imp::Avx2(cpu::Avx2::detect().map_err(unavailable)?),
                Kernel::Avx512 => Imp::Avx512(cpu::Avx512::detect().map_err(unavailable)?),
            };
            Ok(Chosen { kernel: self, imp })
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            match self {
                Kernel::Scalar => Ok(Chosen::scalar()),
                Kernel::Avx2 | Kernel::Avx512 => Err(kernelset::Unavailable {
                    kernel: self,
                    missing: kernelset::NOT_X86_64,
                }),
            }
        }
    }
}

/// The kernels' vocabulary (names, parsing, availability, `auto`, the
/// [`Unavailable`] error) is the shared one of `kernelset`; this crate
/// declares its CPU kernels and maps each to its proof (`Kernel::select`).
impl KernelSet for Kernel {
    const ALL: &'static [Kernel] = &Kernel::ALL;
    const AUTO: &'static [Kernel] = &Kernel::ALL;

    fn name(self) -> &'static str {
        match self {
            Kernel::Scalar => "scalar",
            Kernel::Avx2 => "avx2",
            Kernel::Avx512 => "avx512",
        }
    }

    fn check(self) -> Result<(), kernelset::Unavailable<Kernel>> {
        self.select().map(|_| ())
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Kernel {
    type Err = kernelset::UnknownKernel;

    /// Reads a CPU kernel's name (`scalar`, `avx2`, `avx512`; the GPU
    /// is a [`Device`]).
    fn from_str(s: &str) -> Result<Kernel, kernelset::UnknownKernel> {
        kernelset::parse(s)
    }
}

/// A kernel whose CPU features were checked: the one safe way into the
/// kernels' `unsafe` code.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Chosen {
    kernel: Kernel,
    imp: Imp,
}

#[derive(Debug, Clone, Copy)]
enum Imp {
    /// The portable code, with BMI and POPCNT where the CPU has them.
    #[cfg(target_arch = "x86_64")]
    Scalar(Option<cpu::BitOps>),
    #[cfg(not(target_arch = "x86_64"))]
    Scalar,
    #[cfg(target_arch = "x86_64")]
    Avx2(cpu::Avx2),
    #[cfg(target_arch = "x86_64")]
    Avx512(cpu::Avx512),
}

impl Chosen {
    /// The scalar kernel, which runs on every CPU.
    fn scalar() -> Chosen {
        Chosen {
            kernel: Kernel::Scalar,
            #[cfg(target_arch = "x86_64")]
            imp: Imp::Scalar(cpu::BitOps::detect().ok()),
            #[cfg(not(target_arch = "x86_64"))]
            imp: Imp::Scalar,
        }
    }

    /// The best kernel this CPU runs (the GPU's fallback).
    pub(crate) fn best() -> Chosen {
        Kernel::best().select().unwrap_or_else(|_| Chosen::scalar())
    }

    /// The kernel.
    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// Counts the completions of one search unit.
    pub fn count<const STATS: bool>(&self, s: &Search, mode: Mode) -> Found {
        if mode == Mode::Edge {
            self.count_mode::<STATS, true>(s)
        } else {
            self.count_mode::<STATS, false>(s)
        }
    }

    fn count_mode<const STATS: bool, const EDGE: bool>(&self, s: &Search) -> Found {
        let portable = || {
            if EDGE {
                edge::search::<STATS, _>(s, portable::Portable::get())
            } else {
                rows::search::<STATS, EDGE, _>(s, portable::Portable::get())
            }
        };
        match self.imp {
            #[cfg(target_arch = "x86_64")]
            Imp::Scalar(Some(bits)) => bits.search::<STATS, EDGE>(s),
            #[cfg(target_arch = "x86_64")]
            Imp::Scalar(None) => portable(),
            #[cfg(not(target_arch = "x86_64"))]
            Imp::Scalar => portable(),
            #[cfg(target_arch = "x86_64")]
            Imp::Avx2(avx2) => avx2.search::<STATS, EDGE>(s),
            #[cfg(target_arch = "x86_64")]
            Imp::Avx512(avx512) => avx512.search::<STATS, EDGE>(s),
        }
    }

    /// Runs `work` with the join's matcher compiled for this kernel's CPU
    /// ([`join::JoinKernel`]): the CPU is chosen here, once, and the work
    /// is compiled for each choice, so none of its calls asks again.
    pub(crate) fn with_join<W: join::WithJoin>(&self, work: W) -> W::Out {
        match self.imp {
            #[cfg(target_arch = "x86_64")]
            Imp::Scalar(Some(bit_ops)) => work.run(bit_ops),
            #[cfg(target_arch = "x86_64")]
            Imp::Avx2(avx2) => work.run(avx2),
            #[cfg(target_arch = "x86_64")]
            Imp::Avx512(avx512) => match avx512.vpopcnt() {
                Some(vpopcnt) => work.run(vpopcnt),
                None => work.run(avx512),
            },
            _ => work.run(generic::join::Plain),
        }
    }

    /// The join's matcher on this kernel's CPU, for the tests.
    #[cfg(test)]
    pub(crate) fn count_disjoint_for_tests(
        &self,
        a: (&mut [u64], &join::BitMap),
        b: (&mut [u64], &join::BitMap),
        scratch: &mut join::Scratch,
    ) -> u64 {
        struct Disjoint<'a, 'b>(
            (&'a mut [u64], &'a join::BitMap),
            (&'a mut [u64], &'a join::BitMap),
            &'b mut join::Scratch,
        );
        impl join::WithJoin for Disjoint<'_, '_> {
            type Out = u64;
            fn run<J: join::JoinKernel>(self, join: J) -> u64 {
                join.count_disjoint(self.0, self.1, self.2)
            }
        }
        self.with_join(Disjoint(a, b, scratch))
    }

    /// Whether search units of prototype `s` go to the vector lanes in
    /// batches ([`Chosen::count_batch`]) rather than one by one.
    pub fn batches(&self, s: &Search) -> bool {
        match self.imp {
            #[cfg(target_arch = "x86_64")]
            Imp::Avx512(_) => lanes_avx512::fits(s),
            #[cfg(target_arch = "x86_64")]
            Imp::Avx2(_) => lanes_avx2::fits(s),
            _ => {
                let _ = s;
                false
            }
        }
    }

    /// Counts a batch of search units of one prototype (lanes where they
    /// fit, one by one otherwise), in the batch's order.
    pub fn count_batch<const STATS: bool>(&self, batch: &[Search], mode: Mode) -> Vec<Found> {
        match self.imp {
            #[cfg(target_arch = "x86_64")]
            Imp::Avx512(avx512) if batch.iter().all(lanes_avx512::fits) => {
                if mode == Mode::Edge {
                    avx512.lanes::<STATS, true>(batch)
                } else {
                    avx512.lanes::<STATS, false>(batch)
                }
            }
            #[cfg(target_arch = "x86_64")]
            Imp::Avx2(avx2) if batch.iter().all(lanes_avx2::fits) => {
                if mode == Mode::Edge {
                    avx2.lanes::<STATS, true>(batch)
                } else {
                    avx2.lanes::<STATS, false>(batch)
                }
            }
            _ => batch.iter().map(|s| self.count::<STATS>(s, mode)).collect(),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use std::io::Write;

    use super::*;

    /// The plain search of a block's rows, the independent check of every
    /// block counter: the ways to put one queen on each of `rows` (row j's
    /// usable squares), in the columns of `free`, no two in a column or on
    /// a diagonal.
    pub(crate) fn plain_block(free: u64, rows: &[u64]) -> u64 {
        fn go(j: usize, placed: &mut Vec<usize>, free: u64, rows: &[u64]) -> u64 {
            if j == rows.len() {
                return 1;
            }
            let mut total = 0;
            for c in 0..64 {
                let bit = 1u64 << c;
                let clash = placed
                    .iter()
                    .enumerate()
                    .any(|(jj, &cc)| cc == c || cc.abs_diff(c) == j - jj);
                if free & bit != 0 && rows[j] & bit != 0 && !clash {
                    placed.push(c);
                    total += go(j + 1, placed, free, rows);
                    placed.pop();
                }
            }
            total
        }
        go(0, &mut Vec::new(), free, rows)
    }

    /// Xorshift64: the tests' random blocks, the same on every run.
    pub(crate) fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
        move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        }
    }

    /// The kernel, if this CPU runs it. A skip is printed past the test
    /// harness's capture, so it shows in every run; a required kernel
    /// (`QUEENS_REQUIRE_KERNELS`) the CPU lacks fails the test.
    pub(crate) fn require(kernel: Kernel) -> Option<Chosen> {
        kernel.select().map_err(|e| skip(kernel.name(), &e)).ok()
    }

    /// Prints the skip of kernel `name` because `why`, or fails when it
    /// is required.
    pub(crate) fn skip(name: &str, why: &dyn std::fmt::Display) {
        let skipped = testkit::kernels::skip_kernel(name, &why.to_string());
        let _ = writeln!(std::io::stderr(), "skipped kernel {skipped}");
    }

    #[test]
    fn kernel_names_are_the_workspace_s() {
        for k in Kernel::ALL {
            assert!(testkit::kernels::KERNEL_NAMES.contains(&k.name()), "{k}");
        }
    }

    #[test]
    fn auto_picks_the_fastest_available() {
        let best = Kernel::best();
        assert!(best.is_available());
        assert!(Kernel::ALL.iter().all(|k| !k.is_available() || *k <= best));
        assert_eq!(Kernel::Scalar.missing_feature(), None);
        for k in Kernel::ALL {
            assert_eq!(k.name().parse::<Kernel>(), Ok(k));
            assert_eq!(k.select().is_ok(), k.is_available());
            if let Err(e) = k.select() {
                assert!(e.to_string().contains(e.missing), "{e}");
            }
        }
        assert!(
            "neon"
                .parse::<Kernel>()
                .unwrap_err()
                .to_string()
                .ends_with("the kernels are auto, scalar, avx2, avx512")
        );
        assert!(
            "neon"
                .parse::<Kernel>()
                .unwrap_err()
                .to_string()
                .starts_with("unknown kernel 'neon';")
        );
        // A newline is escaped, a long name cut.
        let e = "avx\n512".parse::<Kernel>().unwrap_err().to_string();
        assert!(e.starts_with(r#"unknown kernel "avx\n512";"#), "{e}");
        assert!(
            "x".repeat(10_000)
                .parse::<Kernel>()
                .unwrap_err()
                .to_string()
                .len()
                < 200
        );
    }
}

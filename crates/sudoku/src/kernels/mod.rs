//! Hot solvers. Each states what it computes, its layout and invariants,
//! and the plain version it is equivalent to (in [`crate::textbook`]).
//!
//! The fast solver is compiled once per [`Kernel`]: the same source
//! ([`bands`]), built for a baseline CPU ([`generic`]) or, behind the
//! proof of [`x86_64::avx2::Avx2`], with AVX2 and the bit instructions.
//! Laid out by instruction set as nqueens' kernels are: `bands/` is the
//! solver every kernel shares, `generic.rs` what every target compiles,
//! `x86_64/avx2.rs` the AVX2 build. All `unsafe` and every CPU-feature
//! check of the crate is in this module.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use kernelset::KernelSet;

use crate::grid::Grid;
use crate::report::{Search, SolveReport};

pub(crate) mod bands;
pub(crate) mod generic;
#[cfg(target_arch = "x86_64")]
mod x86_64;

pub(crate) use bands::Mode;

/// A build of the fast solver: every kernel finds the same solutions and
/// counts (the tests run each on every benchmark set); they differ in
/// speed and in the CPU they need.
///
/// ```
/// use sudoku::Kernel;
/// assert!(Kernel::Scalar.is_available());
/// assert!(Kernel::best().is_available());
/// assert_eq!("avx2".parse::<Kernel>(), Ok(Kernel::Avx2));
/// let puzzle: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// for kernel in Kernel::available() {
///     assert_eq!(kernel.solver()?.search(&puzzle, 2).solutions, 1);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kernel {
    /// Compiles for every target (the word is `nqueens`' too: the kernel
    /// without vector lanes of its own): baseline x86-64 (its mask
    /// comparison in SSE2, which every x86-64 CPU has), ARM and the rest
    /// with a plain loop.
    Scalar,
    /// x86-64 with AVX2, BMI1, BMI2, POPCNT and LZCNT (x86-64-v3): the
    /// mask comparison in 256-bit vectors, and the bit instructions
    /// (`tzcnt`, `blsr`, `andn`, `popcnt`) in the whole search.
    Avx2,
}

impl Kernel {
    /// Every kernel, slowest first.
    pub const ALL: [Kernel; 2] = [Kernel::Scalar, Kernel::Avx2];

    /// The kernel's name, as `--kernel` takes it.
    pub fn name(self) -> &'static str {
        KernelSet::name(self)
    }

    /// The first CPU feature this kernel needs that this CPU lacks (off
    /// x86-64, `"x86_64"`); `None` when it can run.
    pub fn missing_feature(self) -> Option<&'static str> {
        kernelset::missing(self)
    }

    /// Whether this CPU runs the kernel.
    pub fn is_available(self) -> bool {
        self.missing_feature().is_none()
    }

    /// The kernels this CPU runs, slowest first.
    pub fn available() -> Vec<Kernel> {
        kernelset::available()
    }

    /// The fastest kernel this CPU runs: what `auto` picks.
    pub fn best() -> Kernel {
        Solver::best().kernel()
    }

    /// Checks the CPU and returns the solver of this kernel, or the
    /// feature the CPU lacks.
    pub fn solver(self) -> Result<Solver, Unavailable> {
        let unavailable = |missing| Unavailable {
            kernel: self,
            missing,
        };
        let imp = match self {
            Kernel::Scalar => Imp::Portable,
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => Imp::Avx2(x86_64::avx2::Avx2::detect().map_err(unavailable)?),
            #[cfg(not(target_arch = "x86_64"))]
            Kernel::Avx2 => return Err(unavailable(kernelset::NOT_X86_64)),
        };
        Ok(Solver { kernel: self, imp })
    }
}

/// The kernels' vocabulary (names, parsing, availability, `auto`, the
/// [`Unavailable`] error) is the shared one of `kernelset`; this crate
/// declares its kernels and maps each to its proof ([`Kernel::solver`]).
impl KernelSet for Kernel {
    const ALL: &'static [Kernel] = &Kernel::ALL;
    const AUTO: &'static [Kernel] = &Kernel::ALL;

    fn name(self) -> &'static str {
        match self {
            Kernel::Scalar => "scalar",
            Kernel::Avx2 => "avx2",
        }
    }

    fn check(self) -> Result<(), Unavailable> {
        self.solver().map(|_| ())
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Kernel {
    type Err = kernelset::UnknownKernel;

    /// Reads a kernel's name (`scalar`, `avx2`).
    fn from_str(s: &str) -> Result<Kernel, kernelset::UnknownKernel> {
        kernelset::parse(s)
    }
}

/// A kernel this CPU cannot run, and the first feature it lacks
/// (`missing`: `"x86_64"` off x86-64).
pub type Unavailable = kernelset::Unavailable<Kernel>;

/// Solutions of `cells` (0 for an empty cell), counted up to `limit` by the
/// fast path on the best kernel.
pub(crate) fn count(cells: &[u8; 81], limit: u64) -> u64 {
    Solver::best().run(cells, limit, Mode::Hybrid).found
}

/// The fast solver of one [`Kernel`], its CPU check done: holding one is
/// the proof that this CPU runs it, so searching needs no check per call.
#[derive(Debug, Clone, Copy)]
pub struct Solver {
    kernel: Kernel,
    imp: Imp,
}

#[derive(Debug, Clone, Copy)]
enum Imp {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx2(x86_64::avx2::Avx2),
}

impl Solver {
    /// The solver of [`Kernel::best`], chosen once per process.
    pub fn best() -> Solver {
        static BEST: OnceLock<Solver> = OnceLock::new();
        *BEST.get_or_init(|| {
            kernelset::best::<Kernel>()
                .solver()
                .expect("`best` is a kernel this CPU runs")
        })
    }

    /// Its kernel.
    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// Finds up to `limit` solutions of `puzzle` and keeps the first.
    pub fn search(&self, puzzle: &Grid, limit: u64) -> SolveReport {
        self.run(puzzle.cells(), limit, Mode::Hybrid).into_report()
    }

    /// The search of `cells` (0 for an empty cell) in `mode`.
    pub(crate) fn run(&self, cells: &[u8; 81], limit: u64, mode: Mode) -> Search {
        match self.imp {
            Imp::Portable => bands::run(cells, limit, mode, generic::Portable),
            #[cfg(target_arch = "x86_64")]
            Imp::Avx2(proof) => proof.run(cells, limit, mode),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernels_speak_the_shared_vocabulary() {
        for k in Kernel::ALL {
            // `QUEENS_REQUIRE_KERNELS` knows every name.
            assert!(testkit::kernels::KERNEL_NAMES.contains(&k.name()), "{k}");
            assert_eq!(k.name().parse::<Kernel>(), Ok(k));
            assert_eq!(k.solver().is_ok(), k.is_available());
            if let Err(e) = k.solver() {
                assert!(e.to_string().contains(e.missing), "{e}");
            }
        }
        assert_eq!(Kernel::Scalar.missing_feature(), None);
        assert!(Kernel::best().is_available());
        assert_eq!(
            "portable".parse::<Kernel>().unwrap_err().to_string(),
            "unknown kernel 'portable'; the kernels are auto, scalar, avx2"
        );
    }
}

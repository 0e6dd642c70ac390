//! Hot solvers. Each states what it computes, its layout and invariants,
//! and the plain version it is equivalent to (in [`crate::reference`]).
//!
//! The fast solver is compiled once per [`Kernel`]: the same source
//! ([`bands`]), built for a baseline CPU or, behind the proof of
//! [`cpu::Avx2`], with AVX2 and the bit instructions. All `unsafe` and
//! every CPU-feature check of the crate is in this module.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::grid::Grid;
use crate::solve::{Report, Search};

pub(crate) mod bands;
mod cpu;

pub(crate) use bands::Mode;

/// A build of the fast solver: every kernel finds the same solutions and
/// counts (the tests run each on every benchmark set); they differ in
/// speed and in the CPU they need.
///
/// ```
/// use sudoku::Kernel;
/// assert!(Kernel::Portable.is_available());
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
    /// Compiles for every target: baseline x86-64 (its mask comparison in
    /// SSE2, which every x86-64 CPU has), ARM and the rest with a plain
    /// loop.
    Portable,
    /// x86-64 with AVX2, BMI1, BMI2, POPCNT and LZCNT (x86-64-v3): the
    /// mask comparison in 256-bit vectors, and the bit instructions
    /// (`tzcnt`, `blsr`, `andn`, `popcnt`) in the whole search.
    Avx2,
}

impl Kernel {
    /// Every kernel, slowest first.
    pub const ALL: [Kernel; 2] = [Kernel::Portable, Kernel::Avx2];

    /// The kernel's name, as `--kernel` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Portable => "portable",
            Kernel::Avx2 => "avx2",
        }
    }

    /// The first CPU feature this kernel needs that this CPU lacks (off
    /// x86-64, `"x86_64"`); `None` when it can run.
    pub fn missing_feature(self) -> Option<&'static str> {
        self.solver().err().map(|u| u.missing)
    }

    /// Whether this CPU runs the kernel.
    pub fn is_available(self) -> bool {
        self.missing_feature().is_none()
    }

    /// The kernels this CPU runs, slowest first.
    pub fn available() -> Vec<Kernel> {
        Kernel::ALL.into_iter().filter(|k| k.is_available()).collect()
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
            Kernel::Portable => Imp::Portable,
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => Imp::Avx2(cpu::Avx2::detect().map_err(unavailable)?),
            #[cfg(not(target_arch = "x86_64"))]
            Kernel::Avx2 => return Err(unavailable("x86_64")),
        };
        Ok(Solver { kernel: self, imp })
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Kernel {
    type Err = String;

    /// Reads a kernel's name (`portable`, `avx2`).
    fn from_str(s: &str) -> Result<Kernel, String> {
        Kernel::ALL.into_iter().find(|k| k.name() == s).ok_or_else(|| {
            format!(
                "unknown kernel {}; the kernels are auto, portable, avx2",
                engine::lines::quote(s)
            )
        })
    }
}

/// A kernel this CPU cannot run, and the first feature it lacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unavailable {
    /// The kernel asked for.
    pub kernel: Kernel,
    /// The missing CPU feature (`"x86_64"` off x86-64).
    pub missing: &'static str,
}

impl fmt::Display for Unavailable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let can: Vec<&str> = Kernel::available().into_iter().map(Kernel::name).collect();
        if self.missing == "x86_64" {
            write!(
                f,
                "the {} kernel needs an x86_64 CPU, and this is {}; this CPU runs: {}",
                self.kernel,
                std::env::consts::ARCH,
                can.join(", ")
            )
        } else {
            write!(
                f,
                "the {} kernel needs the CPU feature {}, which this CPU lacks; this CPU runs: {}",
                self.kernel,
                self.missing,
                can.join(", ")
            )
        }
    }
}

impl std::error::Error for Unavailable {}

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
    Avx2(cpu::Avx2),
}

impl Solver {
    /// The solver of [`Kernel::best`], chosen once per process.
    pub fn best() -> Solver {
        static BEST: OnceLock<Solver> = OnceLock::new();
        *BEST.get_or_init(|| {
            Kernel::ALL
                .into_iter()
                .rev()
                .find_map(|k| k.solver().ok())
                .expect("the portable kernel runs everywhere")
        })
    }

    /// Its kernel.
    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// Finds up to `limit` solutions of `puzzle` and keeps the first.
    pub fn search(&self, puzzle: &Grid, limit: u64) -> Report {
        self.run(puzzle.cells(), limit, Mode::Hybrid).into_report()
    }

    /// The search of `cells` (0 for an empty cell) in `mode`.
    pub(crate) fn run(&self, cells: &[u8; 81], limit: u64, mode: Mode) -> Search {
        match self.imp {
            Imp::Portable => bands::run(cells, limit, mode, bands::Portable),
            #[cfg(target_arch = "x86_64")]
            Imp::Avx2(proof) => proof.run(cells, limit, mode),
        }
    }
}

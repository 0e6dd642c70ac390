//! One vocabulary for kernels: the crates with hot kernels (`nqueens`,
//! `sudoku`) each declare their set as a [`KernelSet`]: its kernels, their
//! names, and the one map from a kernel to the proof it needs (the CPU
//! check, or the GPU). Everything said about a kernel — its name,
//! `--kernel` parsing and its error, which kernels this machine runs,
//! which one `auto` picks, why one cannot run ([`Unavailable`]) — comes
//! from here, so both crates word it the same.
//!
//! ```
//! use kernelset::{KernelSet, Unavailable};
//!
//! #[derive(Debug, Clone, Copy, PartialEq, Eq)]
//! enum Demo { Scalar, Wide }
//!
//! impl KernelSet for Demo {
//!     const ALL: &'static [Demo] = &[Demo::Scalar, Demo::Wide];
//!     const AUTO: &'static [Demo] = Demo::ALL;
//!     fn name(self) -> &'static str {
//!         match self { Demo::Scalar => "scalar", Demo::Wide => "wide" }
//!     }
//!     fn check(self) -> Result<(), Unavailable<Demo>> {
//!         match self {
//!             Demo::Scalar => Ok(()),
//!             Demo::Wide => Err(Unavailable { kernel: self, missing: "avx2" }),
//!         }
//!     }
//! }
//!
//! assert_eq!(kernelset::best::<Demo>(), Demo::Scalar);
//! assert_eq!(kernelset::parse::<Demo>("wide"), Ok(Demo::Wide));
//! assert_eq!(
//!     Demo::Wide.check().unwrap_err().to_string(),
//!     "the wide kernel needs the CPU feature avx2, which this CPU lacks; this CPU runs: scalar"
//! );
//! ```

#![forbid(unsafe_code)]

use std::fmt;

/// What [`Unavailable::missing`] says when the kernel needs an x86-64 CPU
/// and this is another.
pub const NOT_X86_64: &str = "x86_64";

/// A crate's set of kernels. Every kernel of a set gives the same
/// answers; they differ in speed and in what they need to run.
pub trait KernelSet: Copy + Eq + fmt::Debug + Sized + 'static {
    /// Every kernel, slowest first; those `auto` never picks last.
    const ALL: &'static [Self];
    /// The kernels `auto` chooses from ([`available`], [`best`]), slowest
    /// first; the first runs everywhere.
    const AUTO: &'static [Self];

    /// The kernel's name, as `--kernel` takes it.
    fn name(self) -> &'static str;

    /// `Ok` when this machine runs the kernel, else the first thing it
    /// lacks: the crate's map from kernel to the proof it needs.
    fn check(self) -> Result<(), Unavailable<Self>>;

    /// The crate's own wording of why the kernel cannot run, for a
    /// `missing` that is not a CPU's (the GPU's); `None` for the shared
    /// wording of a missing CPU feature.
    fn explain(self, missing: &'static str) -> Option<String> {
        let _ = missing;
        None
    }
}

/// The first thing `kernel` needs that this machine lacks (a CPU feature,
/// [`NOT_X86_64`], or the set's own reason); `None` when it can run.
pub fn missing<K: KernelSet>(kernel: K) -> Option<&'static str> {
    kernel.check().err().map(|e| e.missing)
}

/// The kernels of [`KernelSet::AUTO`] this machine runs, slowest first.
pub fn available<K: KernelSet>() -> Vec<K> {
    K::AUTO.iter().copied().filter(|k| k.check().is_ok()).collect()
}

/// The fastest kernel of [`KernelSet::AUTO`] this machine runs: what
/// `auto` picks.
pub fn best<K: KernelSet>() -> K {
    K::AUTO
        .iter()
        .rev()
        .copied()
        .find(|k| k.check().is_ok())
        .unwrap_or(K::AUTO[0])
}

/// A kernel name that is none of the set's; the message names them all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown kernel {}; the kernels are auto, {names}", textguard::quote(.name))]
pub struct UnknownKernel {
    /// The name given.
    pub name: String,
    /// The set's kernels, comma-separated.
    pub names: String,
}

/// Why a `--kernel` choice was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChoiceError<K: KernelSet> {
    /// No kernel has that name.
    #[error(transparent)]
    Unknown(#[from] UnknownKernel),
    /// This machine cannot run the kernel.
    #[error(transparent)]
    Unavailable(Unavailable<K>),
}

/// Reads a kernel's name; the error names every kernel of the set.
pub fn parse<K: KernelSet>(s: &str) -> Result<K, UnknownKernel> {
    K::ALL
        .iter()
        .copied()
        .find(|k| k.name() == s)
        .ok_or_else(|| UnknownKernel {
            name: s.to_owned(),
            names: K::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", "),
        })
}

/// Reads a `--kernel` choice: `None` for `auto`, else the kernel named,
/// refused (with [`Unavailable`]'s message) when this machine cannot run
/// it, so that a bad choice fails before any work starts.
pub fn choose<K: KernelSet>(s: &str) -> Result<Option<K>, ChoiceError<K>> {
    let s = s.trim();
    if s == "auto" {
        return Ok(None);
    }
    let kernel = parse::<K>(s)?;
    kernel.check().map_err(ChoiceError::Unavailable)?;
    Ok(Some(kernel))
}

/// A kernel this machine cannot run, and the first thing it lacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unavailable<K> {
    /// The kernel asked for.
    pub kernel: K,
    /// The missing CPU feature ([`NOT_X86_64`] off x86-64), or the set's
    /// own reason (for the GPU kernel, why there is no GPU).
    pub missing: &'static str,
}

impl<K: KernelSet> Unavailable<K> {
    /// Why, in a few words, for a skip in a test report: `CPU lacks avx2`,
    /// `not an x86_64 CPU`, or the set's own reason.
    pub fn reason(&self) -> String {
        if self.kernel.explain(self.missing).is_some() {
            self.missing.to_string()
        } else if self.missing == NOT_X86_64 {
            "not an x86_64 CPU".to_string()
        } else {
            format!("CPU lacks {}", self.missing)
        }
    }
}

impl<K: KernelSet> fmt::Display for Unavailable<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(why) = self.kernel.explain(self.missing) {
            return f.write_str(&why);
        }
        let name = self.kernel.name();
        let can: Vec<&str> = available::<K>().into_iter().map(|k| k.name()).collect();
        if self.missing == NOT_X86_64 {
            write!(
                f,
                "the {name} kernel needs an x86_64 CPU with {name}, and this is {}; this CPU runs: {}",
                std::env::consts::ARCH,
                can.join(", ")
            )
        } else {
            write!(
                f,
                "the {name} kernel needs the CPU feature {}, which this CPU lacks; this CPU runs: {}",
                self.missing,
                can.join(", ")
            )
        }
    }
}

impl<K: KernelSet> std::error::Error for Unavailable<K> {}

/// The first of the named x86 CPU features this CPU lacks, or `None`, in
/// the order given (for a proof's `detect`, inside a `kernels` module:
/// the features its code is compiled with).
#[cfg(target_arch = "x86_64")]
#[macro_export]
macro_rules! first_missing {
    ($($feature:tt),+ $(,)?) => {{
        let mut missing: Option<&'static str> = None;
        $(
            if missing.is_none() && !std::arch::is_x86_feature_detected!($feature) {
                missing = Some($feature);
            }
        )+
        missing
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A set with one kernel for each way of being unavailable.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Set {
        Base,
        Wide,
        Arm,
        Remote,
    }

    impl KernelSet for Set {
        const ALL: &'static [Set] = &[Set::Base, Set::Wide, Set::Arm, Set::Remote];
        const AUTO: &'static [Set] = &[Set::Base, Set::Wide, Set::Arm];

        fn name(self) -> &'static str {
            match self {
                Set::Base => "base",
                Set::Wide => "wide",
                Set::Arm => "arm",
                Set::Remote => "remote",
            }
        }

        fn check(self) -> Result<(), Unavailable<Set>> {
            let missing = match self {
                Set::Base => return Ok(()),
                Set::Wide => "avx512f",
                Set::Arm => NOT_X86_64,
                Set::Remote => "no remote found",
            };
            Err(Unavailable {
                kernel: self,
                missing,
            })
        }

        fn explain(self, missing: &'static str) -> Option<String> {
            (self == Set::Remote).then(|| format!("{missing}; the remote kernel needs one"))
        }
    }

    #[test]
    fn the_vocabulary_comes_from_the_set() {
        assert_eq!(available::<Set>(), [Set::Base]);
        assert_eq!(best::<Set>(), Set::Base);
        assert_eq!(missing(Set::Base), None);
        assert_eq!(missing(Set::Wide), Some("avx512f"));
        assert_eq!(parse::<Set>("remote"), Ok(Set::Remote));
        assert_eq!(choose::<Set>(" auto "), Ok(None));
        assert_eq!(choose::<Set>("base"), Ok(Some(Set::Base)));
        assert_eq!(
            choose::<Set>("wide"),
            Err(ChoiceError::Unavailable(Set::Wide.check().unwrap_err()))
        );
        assert_eq!(
            choose::<Set>("wide").unwrap_err().to_string(),
            Set::Wide.check().unwrap_err().to_string()
        );
        assert_eq!(
            parse::<Set>("neon").unwrap_err().to_string(),
            "unknown kernel 'neon'; the kernels are auto, base, wide, arm, remote"
        );
    }

    #[test]
    fn skips_and_errors_are_worded_alike() {
        let why = |k: Set| k.check().unwrap_err();
        assert_eq!(why(Set::Wide).reason(), "CPU lacks avx512f");
        assert_eq!(why(Set::Arm).reason(), "not an x86_64 CPU");
        assert_eq!(why(Set::Remote).reason(), "no remote found");
        assert_eq!(
            why(Set::Wide).to_string(),
            "the wide kernel needs the CPU feature avx512f, which this CPU lacks; this CPU runs: base"
        );
        assert!(
            why(Set::Arm)
                .to_string()
                .starts_with("the arm kernel needs an x86_64 CPU with arm, and this is ")
        );
        assert_eq!(
            why(Set::Remote).to_string(),
            "no remote found; the remote kernel needs one"
        );
    }
}

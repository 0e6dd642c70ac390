//! The library's error type.

use thiserror::Error;

/// Everything that can go wrong in this crate. Bad input is always an `Err`,
/// never a panic.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// The board size is outside what the operation supports.
    #[error("n must be an integer from {min} to {max}, got {n}")]
    SizeOutOfRange {
        /// The size asked for.
        n: usize,
        /// The smallest size allowed.
        min: usize,
        /// The largest size allowed.
        max: usize,
    },
    /// A placement that should be a permutation of `0..n` is not.
    #[error("not a permutation of 0..{n}: {reason}")]
    NotAPermutation {
        /// The number of rows.
        n: usize,
        /// What is wrong with it.
        reason: String,
    },
    /// A count split finer than any plan splits.
    #[error("split must be from 0 to {max}, got {split}")]
    SplitTooFine {
        /// The split asked for.
        split: u8,
        /// The finest split.
        max: u8,
    },
    /// The join asked for on the GPU, where it has no kernel.
    #[error("the join method has no gpu kernel; its kernels are scalar, avx2, avx512")]
    JoinOnGpu,
    /// GPU options the GPU cannot take.
    #[error(transparent)]
    GpuOptions(#[from] crate::kernels::GpuOptionsError),
    /// The system would not start a thread the count needs.
    #[error("cannot start {what}: {reason}")]
    ThreadStart {
        /// The threads (`worker threads`, `a counting thread`).
        what: &'static str,
        /// The system's words.
        reason: String,
    },
    /// A count's thread ended without its result (it panicked).
    #[error("a counting thread failed")]
    ThreadLost,
    /// The join was asked for a board larger than it counts.
    #[error("the join method counts n up to {max}, got {n}; count it by backtracking")]
    JoinTooLarge {
        /// The size asked for.
        n: usize,
        /// The largest the join counts.
        max: usize,
    },
    /// The join's least plan for this count is over the memory budget.
    #[error(
        "the join method needs at least {need} bytes ({}) of memory for n = {n} on {threads} threads, over the budget of {}; raise the budget or count by backtracking",
        human_bytes(*need),
        human_bytes(*budget)
    )]
    JoinMemory {
        /// The size asked for.
        n: usize,
        /// The worker threads planned for.
        threads: usize,
        /// The least memory a plan needs, in bytes.
        need: u64,
        /// The budget, in bytes.
        budget: u64,
    },
    /// Unit records that no count can have: a unit outside the plan, one
    /// that says more of its solutions are fixed by a symmetry than it
    /// has, or fixed boards that no total of solutions can hold.
    #[error("the unit records do not add up: {0}")]
    Inconsistent(#[from] Inconsistency),
    /// The board has no solution (n = 2 and n = 3).
    #[error("a {n}×{n} board has no solution")]
    NoSolution {
        /// The board size.
        n: usize,
    },
    /// No approach has this name.
    #[error("unknown approach {}; the approaches are {allowed}", textguard::quote(name))]
    UnknownAlgo {
        /// The name asked for.
        name: String,
        /// The names there are, comma-separated.
        allowed: String,
    },
    /// `levels` would hold more boards at once than it is allowed memory.
    #[error(
        "levels holds every partial board of a row at once: n = {n} would need more than its limit of {limit_mib} MiB; it takes n from 1 to {max}"
    )]
    LevelsTooWide {
        /// The size asked for.
        n: usize,
        /// The largest size within the limit.
        max: usize,
        /// The limit on the boards held, in MiB.
        limit_mib: usize,
    },
    /// The approach keeps no steps to trace (`fast`).
    #[error("{algo} cannot be traced: {why}; trace the {instead} approach to see the search it is built on")]
    NotTraced {
        /// The approach asked for.
        algo: &'static str,
        /// Why not.
        why: &'static str,
        /// The approach to trace instead.
        instead: &'static str,
    },
    /// The kernel asked for needs a CPU feature this CPU lacks.
    #[error("{0}")]
    KernelUnavailable(#[from] crate::kernels::Unavailable),
    /// The input text could not be read as a board.
    #[error("{0}")]
    Parse(#[from] crate::parse::ParseError),
}

/// How unit records fail to add up to a count ([`Error::Inconsistent`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Inconsistency {
    /// A unit index past the plan.
    #[error("unit {unit} is not in the plan of {units} units")]
    NotInPlan {
        /// The unit.
        unit: usize,
        /// The plan's units.
        units: usize,
    },
    /// Sums past what a `u128` holds.
    #[error("the units' sums overflow at unit {unit}")]
    Overflow {
        /// The unit whose addition overflowed.
        unit: usize,
    },
    /// A unit with more solutions fixed by a symmetry than solutions.
    #[error("unit {unit} has {solutions} solutions, but {fixed} of them fixed by a symmetry")]
    MoreFixed {
        /// The unit.
        unit: usize,
        /// Its solutions.
        solutions: u128,
        /// Those it says a symmetry fixes.
        fixed: u128,
    },
    /// Fixed boards that no total of solutions can hold (Burnside's
    /// lemma gives no whole number of classes).
    #[error(
        "{f90} boards fixed by a quarter turn and {f180} by a half turn cannot be those of {total} solutions"
    )]
    Fixed {
        /// Fixed by a quarter turn.
        f90: u128,
        /// Fixed by a half turn.
        f180: u128,
        /// The solutions.
        total: u128,
    },
}

/// Checks that `n` lies in `min..=max`.
pub(crate) fn check_size(n: usize, min: usize, max: usize) -> Result<(), Error> {
    if (min..=max).contains(&n) {
        Ok(())
    } else {
        Err(Error::SizeOutOfRange { n, min, max })
    }
}

/// Bytes in the largest binary unit that keeps a number of at least 1
/// (`1.5 GiB`, `300 MiB`, `512 B`).
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use crate::Algo;

    #[test]
    fn an_unknown_approach_is_quoted_on_one_line() {
        let e = "quick".parse::<Algo>().unwrap_err().to_string();
        assert!(
            e.starts_with("unknown approach 'quick'; the approaches are "),
            "{e}"
        );
        // "a\nb" split the error over two lines; a long name was echoed whole.
        let e = "a\nb".parse::<Algo>().unwrap_err().to_string();
        assert!(e.starts_with(r#"unknown approach "a\nb";"#), "{e}");
        let e = "x".repeat(10_000).parse::<Algo>().unwrap_err().to_string();
        assert!(e.len() < 300, "{e}");
    }
}

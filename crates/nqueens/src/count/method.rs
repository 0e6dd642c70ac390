//! The count methods: backtracking, or joining half boards.

use std::fmt;
use std::str::FromStr;

#[cfg(doc)]
use crate::join::MAX_JOIN_N;

/// How a count finds its solutions. Both methods give the same totals,
/// unique counts and classes, and share no counting code, so each checks
/// the other.
///
/// ```
/// use nqueens::count::Method;
/// assert_eq!("join".parse::<Method>(), Ok(Method::Join));
/// assert_eq!(Method::default(), Method::Auto);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Method {
    /// The faster of the two for this n and kernel: the join from
    /// [`JOIN_FROM`] up to [`MAX_JOIN_N`] when it fits the memory budget,
    /// backtracking otherwise.
    #[default]
    Auto,
    /// Backtracking through whole boards with the counting kernels.
    Backtrack,
    /// Joining half boards: list the halves of each column split and
    /// count the pairs that share no diagonal (`crate::join`).
    Join,
}

/// The smallest n `auto` joins at: below it, backtracking is as fast or
/// faster and needs no tables (benchsuite/runs/2026-12-03-count-xeon-avx512.md,
/// one thread: n = 14 even, 15 backtracking 1.5× faster, 16 the join 3.3×
/// faster, 17 2.3×).
pub const JOIN_FROM: usize = 16;

impl Method {
    /// Every method, as `--method` lists them.
    pub const ALL: [Method; 3] = [Method::Auto, Method::Join, Method::Backtrack];

    /// The name `--method` takes and `--json` prints.
    pub fn name(self) -> &'static str {
        match self {
            Method::Auto => "auto",
            Method::Backtrack => "backtrack",
            Method::Join => "join",
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Method {
    type Err = UnknownMethod;

    /// Parses a name of [`Method::name`].
    fn from_str(s: &str) -> Result<Method, UnknownMethod> {
        Method::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| UnknownMethod(s.to_owned()))
    }
}

/// A name that is none of [`Method::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown method {}; the methods are auto, join, backtrack", textguard::quote(.0))]
pub struct UnknownMethod(pub String);

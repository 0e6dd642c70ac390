//! One solution for huge n: by construction ([`construct`], any n ≥ 4,
//! each row's column computed on demand) or by local search ([`search`],
//! from a seed).
//!
//! ```
//! assert_eq!(nqueens::huge::construct(100_000_000)?.column(0), 1);
//! assert_eq!(nqueens::huge::search(1000, 7)?.len(), 1000);
//! # Ok::<(), nqueens::Error>(())
//! ```

pub use crate::construct::{Construction, ConstructionCase, MAX_CONSTRUCT_N, MAX_ONE_N, construct};
pub use crate::local_search::{MAX_SEARCH_N, SearchStats, search, search_with_stats};

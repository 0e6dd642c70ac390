//! # puzzles
//!
//! The backtracking family that courses teach after N-Queens, each on the
//! generic [`engine`] with statistics and step-by-step traces.
//!
//! ```
//! // Permutations in place, lexicographic or Heap's order.
//! let mut perms = puzzles::Lexicographic::new(vec![1, 2, 3]);
//! assert_eq!(perms.advance(), Some(&[1, 2, 3][..]));
//! assert_eq!(puzzles::Heap::new(vec![1, 2, 3]).count(), 6);
//! ```
#![deny(missing_docs)]

mod color;
mod error;
mod graph;
mod maze;
mod perms;
mod subset_sum;
mod tour;
mod trace;

pub use color::{ColorAt, ColorStep, MinColoring, color, color_events, min_colors, trace_color};
pub use engine::{CancelToken, Limits, Outcome, Stats};
pub use error::{Error, Location};
pub use graph::{Graph, MAX_VERTICES};
pub use maze::{MAX_MAZE_SIDE, Maze, MazeAt, MazeReject, MazeStep};
pub use perms::{
    Heap, JudgeLine, Lexicographic, MAX_JUDGE_CASES, MAX_JUDGE_N, MAX_SEARCH_N, Order, PermAt, PermStep,
    PermutationSearch, for_each_permutation, next_permutation, parse_judge,
};
pub use subset_sum::{MAX_NUMBERS, MAX_VALUE, SubsetAt, SubsetReject, SubsetStep, SubsetSum};
pub use tour::{KnightsTour, MAX_TOUR_N, Tour, TourAt, TourReject, TourResult, TourStep};
pub use trace::{Detail, Report, StepKind, TraceStep};

//! # puzzles
//!
//! The backtracking family that courses teach after N-Queens, each on the
//! generic [`engine`] with statistics ([`Report`]) and step-by-step traces
//! ([`TraceStep`], in the vocabulary of `queens trace`):
//!
//! - permutations: in place, lexicographic ([`perms::Lexicographic`],
//!   [`perms::next_permutation`]) or Heap's order ([`perms::Heap`]), lent or
//!   handed to a callback ([`perms::for_each_permutation`]); the judge task's
//!   fast writer ([`perms::JudgeLine`], [`perms::parse_judge`]); the engine
//!   search for statistics and traces ([`perms::PermutationSearch`]);
//! - the knight's tour ([`tour::KnightsTour`]): Warnsdorff's rule with
//!   backtracking, open or closed, from any square;
//! - subset sum ([`subset_sum::SubsetSum`]): sorted values with pruning, equal numbers
//!   as copies of one value;
//! - graph colouring ([`color::Graph`] from DIMACS,
//!   [`color::color`], [`color::min_colors`], described as
//!   [`color::GraphColoring`]): DSatur order with backtracking;
//! - mazes ([`maze::Maze`]): depth-first path search;
//! - subsets ([`subsets::Subsets`], LeetCode 78 and 90): every distinct subset once,
//!   in lexicographic order, equal numbers as copies of one value;
//! - combination sum ([`combination_sum::CombinationSum`], LeetCode 39 and, with `once`,
//!   40): the combinations that add up to a target, ascending, in
//!   lexicographic order;
//! - Queens with regions ([`regions::Regions`]): LinkedIn's Queens and
//!   Star Battle (K stars a row, column and region), solved and counted
//!   by bitmask propagation, generated with one solution, rated and
//!   explained by human techniques;
//! - non-attacking kings ([`kings::Kings`]): the ways to place k kings on an
//!   n×n board, no two touching;
//! - non-attacking rooks ([`rooks::Rooks`]): k rooks on an n×n board, no two
//!   in a row or column;
//! - word search ([`word_search::WordGrid`], LeetCode 79 and 212): a word's
//!   path through a grid of letters ([`word_search::WordGrid::find`]), or
//!   which of many words it holds ([`word_search::WordGrid::find_all`]), by
//!   one trie-guided search ([`word_search::WordSearch`]).
//!
//! Their inputs read from text with line-and-column errors:
//! [`parse_numbers`], [`combination_sum::parse_candidates`],
//! [`word_search::parse_words`], [`word_search::WordGrid::parse`].
//!
//! Each search is a [`Puzzle`], whose provided methods are the drivers
//! every puzzle shares: `count(limits)`, the first steps of a search as a
//! vector for viewers (`trace_events(max_steps)`), or all of them through
//! a callback (`trace(limits, f)`); each step prints as a hand-trace line or as one
//! JSON object ([`TraceStep::json`], its `serde` form). The steps are the
//! engine's [`TraceStep`]s, as for N-Queens and Sudoku.
//!
//! ```
//! use puzzles::combination_sum::CombinationSum;
//! use puzzles::maze::Maze;
//! use puzzles::perms::{Heap, JudgeLine, Lexicographic};
//! use puzzles::subset_sum::SubsetSum;
//! use puzzles::subsets::Subsets;
//! use puzzles::tour::KnightsTour;
//! use puzzles::word_search::WordGrid;
//! use puzzles::{Limits, Puzzle, StepKind};
//!
//! let mut perms = Lexicographic::new(vec![1, 2, 3]); // in place, no allocation each
//! assert_eq!(perms.advance(), Some(&[1, 2, 3][..]));
//! assert_eq!(Heap::new(vec!['a', 'b', 'c']).count(), 6); // one swap apart
//! JudgeLine::new(4)?.write_to(&mut std::io::sink()).expect("a sink takes anything");
//!
//! let found = KnightsTour::new(8)?.start(0, 0)?.closed(true).solve(&Limits::none());
//! assert_eq!(found.tour.expect("8×8 has closed tours").squares().len(), 64);
//! let (steps, _report) = KnightsTour::new(6)?.trace_events(1000);
//! assert_eq!(steps.last().map(|s| s.kind), Some(StepKind::Solution));
//!
//! let maze: Maze = "S.#\n#.E\n".parse()?;
//! let (steps, _) = maze.trace_events(1000);
//! assert_eq!(steps[0].json(), r#"{"step":1,"event":"try","row":0,"col":1,"length":1}"#);
//!
//! let (count, _) = SubsetSum::new(vec![1, 1, 2, 3], 4)?.count(&Limits::none());
//! assert_eq!(count, 2); // 1 1 2 and 1 3
//!
//! let numbers = puzzles::parse_numbers("1 2 2\n")?;
//! assert_eq!(Subsets::new(numbers)?.count(&Limits::none()).0, 6);
//! let (count, _) = CombinationSum::new(vec![2, 3, 6, 7], 7, false)?.count(&Limits::none());
//! assert_eq!(count, 2); // 2 2 3 and 7
//! let grid: WordGrid = "ABCE\nSFCS\nADEE\n".parse()?;
//! assert!(grid.find("SEE", &Limits::none())?.0.is_some());
//! # Ok::<(), puzzles::Error>(())
//! ```

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

// One module a puzzle, its types, limits and parsers under it
// (`puzzles::maze::{Maze, MazeStep, …}`); the crate root keeps only what
// every puzzle shares: the engine's vocabulary, the errors, the number
// lists.
pub mod color;
pub mod combination_sum;
mod error;
mod graph;
pub mod kings;
pub mod maze;
pub mod perms;
pub mod regions;
pub mod rooks;
pub mod subset_sum;
pub mod subsets;
mod tokens;
pub mod tour;
pub mod word_search;

pub use engine::{CancelToken, Limits, Outcome, Stats};
/// The description every described puzzle gives of itself.
pub use engine::{Description, Kind, Param, ParamError, Value};

/// Every described puzzle, in the order the front ends list them: the
/// CLI's commands, the page's puzzles and Python's `queens.puzzles()`
/// are this list (each front end's tests hold that it has every entry).
/// A new small puzzle is its library file, its listing and its words
/// (its [`engine::Described`]), and its line here.
pub static ALL: &[&dyn Description] = &[
    &engine::Of::<kings::Kings>::NEW,
    &engine::Of::<rooks::Rooks>::NEW,
    &engine::Of::<subsets::Subsets>::NEW,
    &engine::Of::<combination_sum::CombinationSum>::NEW,
    &engine::Of::<subset_sum::SubsetSum>::NEW,
    &engine::Of::<maze::Maze>::NEW,
    &engine::Of::<tour::KnightsTour>::NEW,
    &engine::Of::<color::GraphColoring>::NEW,
];

/// The described puzzle of this name.
pub fn find(name: &str) -> Option<&'static dyn Description> {
    ALL.iter().copied().find(|p| p.name() == name)
}
/// The trace vocabulary every puzzle shares, from the engine.
pub use engine::{Detail, Puzzle, Report, StepKind, StepOf, TraceStep, Traced, walk_traced};
pub use error::{BadWord, Error, Invalid, Location};
pub use tokens::{MAX_PARSED_NUMBERS, MAX_PARSED_VALUE, parse_numbers};

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use super::*;

    /// Every described puzzle, through the one list: names unique, its
    /// defaults readable, and each example's arguments and input (the
    /// front end's flags left aside) read and answered as the example
    /// says.
    #[test]
    fn every_described_puzzle_answers_its_examples() {
        let mut names: Vec<&str> = ALL.iter().map(|p| p.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        for puzzle in ALL {
            let name = puzzle.name();
            assert!(find(name).is_some());
            assert!(puzzle.read(&[]).is_ok(), "{name}: its defaults");
            for example in puzzle.examples() {
                let values = engine::read_example(puzzle.params(), example).unwrap();
                let (count, _) = puzzle.count(&values, &Limits::none()).unwrap();
                let mut seen = 0;
                let (_, none) = puzzle
                    .answers(&values, &Limits::none(), &mut |_| {
                        seen += 1;
                        ControlFlow::Continue(())
                    })
                    .unwrap();
                assert_eq!(count, seen, "{name} {}", example.args);
                assert_eq!(none.is_none(), example.answers, "{name} {}", example.args);
            }
        }
    }

    /// A value out of range names the parameter and its range, in no
    /// front end's words.
    #[test]
    fn a_refusal_names_the_parameter() {
        let kings = find("kings").unwrap();
        let e = kings.read(&[Some("3"), Some("10")]).unwrap_err();
        assert_eq!(e.to_string(), "k must be an integer from 0 to 9, got 10");
        let values = [Value::Size(3), Value::Number(10)];
        assert!(matches!(
            kings.count(&values, &Limits::none()),
            Err(ParamError::OutOfRange {
                name: "k",
                max: 9,
                ..
            })
        ));
    }
}

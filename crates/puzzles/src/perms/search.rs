//! Permutations by backtracking on the engine, for statistics and traces:
//! position by position, each number tried from the smallest, a number
//! already placed rejected. It lists the same permutations in the same
//! (lexicographic) order as [`super::Lexicographic`], slower, but every
//! step can be seen.

use std::fmt;
use std::ops::ControlFlow;

use engine::{Choices, Detail, Event, EventOf, Limits, Problem, Puzzle, Report, TraceStep, Traced};
use serde::{Serialize, Serializer};

use crate::error::{Error, check_range};

/// The largest n the engine search takes (a trace step carries the
/// permutation so far, up to this many numbers).
pub const MAX_SEARCH_N: usize = 16;

/// The permutations of 1..=n by backtracking on the engine.
///
/// The tree: the root is the empty sequence; a node of depth d has the
/// first d numbers placed, and lists the n numbers for position d, each
/// tested (rejected when already placed). So `nodes` is
/// Σ n!/(n−k)! for k = 0..n (9,864,101 for n = 10), `checks` is n for each
/// node above the leaves, and `rejects` are the numbers found used.
///
/// ```
/// use std::ops::ControlFlow;
/// use puzzles::perms::PermutationSearch;
/// use puzzles::{Limits, Puzzle};
///
/// let mut all = vec![];
/// let report = PermutationSearch::new(3)?.each(&Limits::none(), |p| {
///     all.push(p.to_vec());
///     ControlFlow::Continue(())
/// });
/// assert_eq!(all[..3], [[1, 2, 3], [1, 3, 2], [2, 1, 3]]);
/// assert_eq!((report.stats.solutions, report.stats.nodes, report.stats.checks), (6, 16, 30));
///
/// let (steps, _) = PermutationSearch::new(3)?.trace_events(4);
/// let lines: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
/// assert_eq!(lines, [
///     "pos=0 value=1: try  perm=[]",
///     "pos=0 value=1: place  perm=[1]",
///     "pos=1 value=1: try  perm=[1]",
///     "pos=1 value=1: reject, already at pos=0  perm=[1]",
///     "cut: stopped after 4 steps (max-steps)",
/// ]);
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct PermutationSearch {
    n: usize,
}

impl PermutationSearch {
    /// The search for permutations of 1..=n, 1 ≤ n ≤ [`MAX_SEARCH_N`].
    pub fn new(n: usize) -> Result<Self, Error> {
        check_range("n", n as u64, 1, MAX_SEARCH_N as u64)?;
        Ok(PermutationSearch { n })
    }

    /// Hands each permutation to `f` in lexicographic order, until `f`
    /// returns `Break` or a limit stops the walk.
    pub fn each(&self, limits: &Limits, mut f: impl FnMut(&[u8]) -> ControlFlow<()>) -> Report {
        self.solutions(limits, |p| f(&p.perm))
    }
}

/// Counts and traces the permutations' search ([`Puzzle::trace_from`]
/// numbers the steps on from another trace's, to show several searches
/// as one stream).
impl Puzzle for PermutationSearch {
    type Search<'a> = Search;
    type Detail = PermAt;

    fn search(&self) -> Option<Search> {
        Some(Search::new(self.n))
    }
}

/// A step of [`PermutationSearch`]'s trace.
pub type PermStep = TraceStep<PermAt>;

/// Where a permutation search step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PermAt {
    /// The position being filled (from 0); for `dead_end` and `solution`
    /// the number of positions filled.
    pub position: usize,
    /// The number tried, placed or removed (from 1), if any.
    pub value: Option<usize>,
    /// For a rejection: the position already holding the number.
    pub used_at: Option<usize>,
    prefix: [u8; MAX_SEARCH_N],
    len: u8,
}

impl PermAt {
    /// The numbers placed after the step, positions 0, 1, …
    pub fn prefix(&self) -> &[u8] {
        &self.prefix[..usize::from(self.len)]
    }
}

/// `"pos"`, `"value"` when there is one, for a rejection `"reason":"used"`
/// and `"used_at"`, and `"perm"` (the numbers placed).
impl Serialize for PermAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json<'a> {
            pos: usize,
            #[serde(skip_serializing_if = "Option::is_none")]
            value: Option<usize>,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            used_at: Option<usize>,
            perm: &'a [u8],
        }
        Json {
            pos: self.position,
            value: self.value,
            reason: self.used_at.map(|_| "used"),
            used_at: self.used_at,
            perm: self.prefix(),
        }
        .serialize(s)
    }
}

impl Detail for PermAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pos={}", self.position)?;
        if let Some(v) = self.value {
            write!(f, " value={v}")?;
        }
        Ok(())
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(at) = self.used_at {
            write!(f, "already at pos={at}")?;
        }
        Ok(())
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("  perm=[")?;
        for (i, v) in self.prefix().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{v}")?;
        }
        f.write_str("]")
    }
}

/// The engine's view: the numbers placed, and where each number is.
pub struct Search {
    n: usize,
    perm: Vec<u8>,
    /// By number (index 1..=n): the position holding it.
    at: Vec<Option<usize>>,
}

impl Search {
    fn new(n: usize) -> Self {
        Search {
            n,
            perm: Vec::with_capacity(n),
            at: vec![None; n + 1],
        }
    }
}

impl Problem for Search {
    type Choice = u8;
    type Reason = usize;

    fn is_complete(&self) -> bool {
        self.perm.len() == self.n
    }

    fn choices(&mut self, out: &mut Choices<'_, u8>) {
        for v in 1..=self.n as u8 {
            out.push(v);
        }
    }

    #[inline]
    fn check(&self, v: u8) -> Result<(), usize> {
        match self.at[usize::from(v)] {
            Some(pos) => Err(pos),
            None => Ok(()),
        }
    }

    #[inline]
    fn apply(&mut self, v: u8) {
        self.at[usize::from(v)] = Some(self.perm.len());
        self.perm.push(v);
    }

    #[inline]
    fn undo(&mut self, v: u8) {
        self.perm.pop();
        self.at[usize::from(v)] = None;
    }
}

impl Traced for Search {
    type Detail = PermAt;

    fn detail(&self, event: &EventOf<Self>) -> PermAt {
        let mut prefix = [0; MAX_SEARCH_N];
        prefix[..self.perm.len()].copy_from_slice(&self.perm);
        let (value, used_at) = match *event {
            Event::Reject { choice, reason, .. } => (Some(choice), Some(reason)),
            _ => (event.choice().copied(), None),
        };
        PermAt {
            position: event.depth(),
            value: value.map(usize::from),
            used_at,
            prefix,
            len: self.perm.len() as u8,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perms::Lexicographic;

    #[test]
    fn agrees_with_the_in_place_generator() {
        for n in 1..=7 {
            let mut fast = Lexicographic::new((1..=n as u8).collect());
            let report = PermutationSearch::new(n).unwrap().each(&Limits::none(), |p| {
                assert_eq!(Some(p), fast.advance());
                ControlFlow::Continue(())
            });
            assert_eq!(fast.advance(), None);
            let s = report.stats;
            let expected_nodes: u64 = (0..=n as u64)
                .map(|k| (n as u64 - k + 1..=n as u64).product::<u64>())
                .sum();
            assert_eq!(s.nodes, expected_nodes, "n = {n}");
            assert_eq!(s.checks, n as u64 * (s.nodes - s.solutions));
            assert_eq!(s.dead_ends, 0);
        }
    }

    #[test]
    fn traces_show_the_prefix() {
        let (steps, report) = PermutationSearch::new(2).unwrap().trace_events(100);
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(text[6], "pos=2: solution  perm=[1, 2]");
        assert_eq!(report.stats.steps, steps.len() as u64);
        assert_eq!(
            steps[3].json(),
            r#"{"step":4,"event":"reject","pos":1,"value":1,"reason":"used","used_at":0,"perm":[1]}"#
        );
    }
}

//! Subsets: every distinct sub-multiset of a list of integers, once
//! (LeetCode 78 for a list without repeats, 90 for one with).
//!
//! Equal numbers are one value with a multiplicity, as in
//! [`crate::subset_sum::SubsetSum`]: `1 2 2` has the six subsets `[]`, `[1]`,
//! `[1, 2]`, `[1, 2, 2]`, `[2]`, `[2, 2]`, not eight. Each subset is
//! listed with its numbers ascending, the subsets in lexicographic order
//! (a subset before the ones it is a prefix of), which is the order of
//! the editorials' depth-first search over the sorted input: `1 2 3`
//! gives `[]`, `[1]`, `[1, 2]`, `[1, 2, 3]`, `[1, 3]`, `[2]`, `[2, 3]`,
//! `[3]`.
//!
//! The search grows a subset one number at a time. At each node the
//! choices are, in order: `end` (the subset as it stands is an answer),
//! then each value not below the last one taken, ascending; the last
//! value again only while copies of it are left (else it is rejected as
//! `used-up`). Every node thus yields exactly one answer, through its
//! `end` choice, and no subset is reached twice.

use std::fmt;
use std::ops::ControlFlow;

use engine::{
    Approach, Choices, Described, Detail, Event, EventOf, Example, Kind, Limits, Offer, Page, Param,
    ParamError, Problem, Puzzle, Report, TraceStep, Traced, Value, Written, check,
};
use serde::{Serialize, Serializer};

use crate::error::{Error, check_range, refused};

/// The most numbers a subsets problem takes: at most `2^20` (about a
/// million) subsets, each of at most 20 numbers, so listing them all
/// stays within seconds and a trace step can carry its subset.
pub const MAX_SUBSET_NUMBERS: usize = 20;

/// The largest magnitude of a number (`-10^9..=10^9`, what
/// [`crate::parse_numbers`] reads).
pub const MAX_SUBSET_VALUE: i64 = 1_000_000_000;

/// The distinct subsets of some integers.
///
/// ```
/// use std::ops::ControlFlow;
/// use puzzles::subsets::Subsets;
/// use puzzles::{Limits, Puzzle};
///
/// let mut all = vec![];
/// Subsets::new(vec![2, 1, 2])?.each(&Limits::none(), |s| {
///     all.push(s.to_vec());
///     ControlFlow::Continue(())
/// });
/// assert_eq!(all, [vec![], vec![1], vec![1, 2], vec![1, 2, 2], vec![2], vec![2, 2]]);
/// assert_eq!(Subsets::new(vec![1, 2, 3])?.count(&Limits::none()).0, 8);
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subsets {
    /// The distinct values, ascending, with how often each was given.
    groups: Vec<(i64, u32)>,
}

impl Subsets {
    /// The problem for `numbers`: at most [`MAX_SUBSET_NUMBERS`] of them,
    /// each from `-`[`MAX_SUBSET_VALUE`] to [`MAX_SUBSET_VALUE`], in any
    /// order, repeats allowed.
    pub fn new(mut numbers: Vec<i64>) -> Result<Self, Error> {
        check_range(
            "the number of numbers",
            numbers.len() as u64,
            0,
            MAX_SUBSET_NUMBERS as u64,
        )?;
        if let Some(&big) = numbers
            .iter()
            .find(|v| v.unsigned_abs() > MAX_SUBSET_VALUE as u64)
        {
            return Err(Error::SubsetValue {
                max: MAX_SUBSET_VALUE as u64,
                got: big,
            });
        }
        numbers.sort_unstable();
        let mut groups: Vec<(i64, u32)> = Vec::new();
        for v in numbers {
            match groups.last_mut() {
                Some((last, count)) if *last == v => *count += 1,
                _ => groups.push((v, 1)),
            }
        }
        Ok(Subsets { groups })
    }

    /// The distinct values, ascending, each with how often it was given.
    pub fn values(&self) -> &[(i64, u32)] {
        &self.groups
    }

    /// How many distinct subsets there are: the product of one more than
    /// each value's multiplicity (without searching).
    pub fn expected_count(&self) -> u64 {
        self.groups.iter().map(|&(_, k)| u64::from(k) + 1).product()
    }

    /// Hands each subset (its numbers ascending) to `f`, in lexicographic
    /// order, until `f` returns `Break` or a limit stops the walk.
    pub fn each(&self, limits: &Limits, mut f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        self.solutions(limits, |p| f(&p.subset))
    }
}

/// Counts the subsets by walking the same search as [`Subsets::each`] (see
/// [`Subsets::expected_count`] for the formula); traces it step by step.
impl Puzzle for Subsets {
    type Search<'a> = Search;
    type Detail = SubsetsAt;

    fn search(&self) -> Option<Search> {
        Some(Search::new(self))
    }
}

/// What the front ends need: `echo 1 2 2 | queens subsets`, the page's
/// subsets, and Python's `solve_puzzle("subsets", numbers=[1, 2, 2])`.
impl Described for Subsets {
    const NAME: &'static str = "subsets";
    const TITLE: &'static str = "Subsets";
    const SUMMARY: &'static str = "Every distinct subset of some numbers, once (LeetCode 78 and 90).";
    const PARAMS: &'static [Param] = &[Param {
        name: "numbers",
        help: "The numbers, whitespace-separated, each -10^9 to 10^9, at most 20 (repeats count as \
               copies); `-` or nothing for stdin.",
        label: "numbers",
        kind: Kind::Numbers {
            max_len: MAX_SUBSET_NUMBERS,
            min: -MAX_SUBSET_VALUE,
            max: MAX_SUBSET_VALUE,
            noun: "a number",
        },
        default: "1 2 3",
        offered: &[
            Offer::new("1 2 3", "1 2 3 (LeetCode 78)"),
            Offer::new("1 2 2", "1 2 2 (LeetCode 90)"),
            Offer::new("3 1 3 1", "3 1 3 1 (two pairs)"),
            Offer::new("4 1 3 2", "4 1 3 2 (unsorted)"),
        ],
        written: Written::Input,
        // 2^10 subsets fit on the page, each number in a small box.
        page: Page {
            own: true,
            within: Some(Kind::Numbers {
                max_len: 10,
                min: -99,
                max: 99,
                noun: "a number",
            }),
            own_as: None,
            only_with: None,
        },
    }];
    const EXAMPLES: &'static [Example] = &[
        Example {
            args: "",
            stdin: "1 2 3",
            answers: true,
        },
        Example {
            args: "--format leetcode",
            stdin: "1 2 2",
            answers: true,
        },
    ];
    const ANSWERS: &'static str = "subsets";
    const APPROACH: Approach = Approach {
        name: "subsets",
        summary: "grow a subset one number at a time over the sorted numbers: each node is an \
                  answer, then takes each value not below the last one (equal numbers as \
                  copies of one value), so every subset comes once",
        listing: include_str!("listings/subsets.rs"),
    };

    fn build(values: &[Value]) -> Result<Self, ParamError> {
        check(Self::PARAMS, values)?;
        let numbers = values[0].numbers().unwrap_or_default().to_vec();
        Subsets::new(numbers).map_err(|e| refused("numbers", e))
    }

    /// The numbers ascending, each value as often as it was given.
    fn values(&self) -> Vec<Value> {
        let numbers = self
            .groups
            .iter()
            .flat_map(|&(v, k)| std::iter::repeat_n(v, k as usize))
            .collect();
        vec![Value::Numbers(numbers)]
    }

    fn answers(&self, limits: &Limits, f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        self.each(limits, f)
    }

    /// Never: the empty subset is always one.
    fn no_answer(&self) -> String {
        "no subset: none at all, not even the empty one".to_owned()
    }

    /// How many distinct values the numbers have: the search's width.
    fn rows(&self) -> Vec<(&'static str, Value)> {
        vec![("distinct", Value::Number(self.groups.len() as u64))]
    }
}

/// A step of a subsets trace.
pub type SubsetsStep = TraceStep<SubsetsAt>;

/// Where a subsets step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubsetsAt {
    /// The value tried, added or taken out, if the step is about one.
    pub value: Option<i64>,
    /// Whether the step is about the `end` choice (the subset as it
    /// stands is an answer).
    pub end: bool,
    /// Why the value was not added.
    pub reject: Option<SubsetsReject>,
    subset: [i64; MAX_SUBSET_NUMBERS],
    len: u8,
}

impl SubsetsAt {
    /// The subset after the step (for `try` and `reject`, as it stands),
    /// ascending.
    pub fn subset(&self) -> &[i64] {
        &self.subset[..usize::from(self.len)]
    }
}

/// Why a value was not added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SubsetsReject {
    /// Every copy of the value is already in the subset.
    UsedUp,
}

impl SubsetsReject {
    /// The name in JSON traces: `used-up`.
    pub fn name(self) -> &'static str {
        match self {
            SubsetsReject::UsedUp => "used-up",
        }
    }
}

/// `"value"` when there is one, `"end":true` for the `end` choice,
/// `"subset"`, and for a rejection `"reason"` (`used-up`).
impl Serialize for SubsetsAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json<'a> {
            #[serde(skip_serializing_if = "Option::is_none")]
            value: Option<i64>,
            #[serde(skip_serializing_if = "Option::is_none")]
            end: Option<bool>,
            subset: &'a [i64],
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
        }
        Json {
            value: self.value,
            end: self.end.then_some(true),
            subset: self.subset(),
            reason: self.reject.map(SubsetsReject::name),
        }
        .serialize(s)
    }
}

impl Detail for SubsetsAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value {
            Some(v) => write!(f, "value={v}"),
            None => f.write_str("end"),
        }
    }

    fn has_at(&self) -> bool {
        self.value.is_some() || self.end
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reject {
            None => Ok(()),
            Some(SubsetsReject::UsedUp) => f.write_str("every copy is already in the subset"),
        }
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "  subset={:?}", self.subset())
    }
}

/// A choice at a node: end the subset here, or add a value (by its
/// group).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// The subset as it stands is an answer.
    End,
    /// One more copy of the value of this group.
    Add(u32),
}

/// The engine's view: the subset so far and the copies used per value.
#[derive(Debug)]
pub struct Search {
    groups: Vec<(i64, u32)>,
    used: Vec<u32>,
    /// The group of each number taken, ascending.
    taken: Vec<u32>,
    subset: Vec<i64>,
    ended: bool,
}

impl Search {
    fn new(p: &Subsets) -> Self {
        Search {
            groups: p.groups.clone(),
            used: vec![0; p.groups.len()],
            taken: Vec::with_capacity(MAX_SUBSET_NUMBERS),
            subset: Vec::with_capacity(MAX_SUBSET_NUMBERS),
            ended: false,
        }
    }
}

impl Problem for Search {
    type Choice = Choice;
    type Reason = SubsetsReject;

    fn is_complete(&self) -> bool {
        self.ended
    }

    fn choices(&mut self, out: &mut Choices<'_, Choice>) {
        out.push(Choice::End);
        let from = self.taken.last().copied().unwrap_or(0);
        for g in from..self.groups.len() as u32 {
            out.push(Choice::Add(g));
        }
    }

    fn check(&self, choice: Choice) -> Result<(), SubsetsReject> {
        match choice {
            Choice::End => Ok(()),
            Choice::Add(g) if self.used[g as usize] == self.groups[g as usize].1 => {
                Err(SubsetsReject::UsedUp)
            }
            Choice::Add(_) => Ok(()),
        }
    }

    fn apply(&mut self, choice: Choice) {
        match choice {
            Choice::End => self.ended = true,
            Choice::Add(g) => {
                self.used[g as usize] += 1;
                self.taken.push(g);
                self.subset.push(self.groups[g as usize].0);
            }
        }
    }

    fn undo(&mut self, choice: Choice) {
        match choice {
            Choice::End => self.ended = false,
            Choice::Add(g) => {
                self.used[g as usize] -= 1;
                self.taken.pop();
                self.subset.pop();
            }
        }
    }
}

impl Traced for Search {
    type Detail = SubsetsAt;

    fn detail(&self, event: &EventOf<Self>) -> SubsetsAt {
        let mut subset = [0; MAX_SUBSET_NUMBERS];
        subset[..self.subset.len()].copy_from_slice(&self.subset);
        let (value, end) = match event.choice() {
            Some(&Choice::Add(g)) => (Some(self.groups[g as usize].0), false),
            Some(&Choice::End) => (None, true),
            None => (None, false),
        };
        SubsetsAt {
            value,
            end,
            reject: match *event {
                Event::Reject { reason, .. } => Some(reason),
                _ => None,
            },
            subset,
            len: self.subset.len() as u8,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Through the description: negative numbers in and out, the count
    /// of the list as the library's range, and the distinct values.
    #[test]
    fn described_values_answer_as_the_library() {
        let d = crate::find("subsets").unwrap();
        let values = d.read(&[Some("2 -1 2")]).unwrap();
        let mut all = vec![];
        d.answers(&values, &Limits::none(), &mut |s| {
            all.push(s.to_vec());
            ControlFlow::Continue(())
        })
        .unwrap();
        assert_eq!(all, self::all(&[2, -1, 2]));
        assert_eq!(d.rows(&values).unwrap(), [("distinct", Value::Number(2))]);
        let e = d.read(&[Some(&"1 ".repeat(21))]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the number of numbers must be an integer from 0 to 20, got 21"
        );
    }

    fn all(numbers: &[i64]) -> Vec<Vec<i64>> {
        let mut out = vec![];
        Subsets::new(numbers.to_vec())
            .unwrap()
            .each(&Limits::none(), |s| {
                out.push(s.to_vec());
                ControlFlow::Continue(())
            });
        out
    }

    #[test]
    fn leetcode_examples() {
        assert_eq!(
            all(&[1, 2, 3]),
            [
                vec![],
                vec![1],
                vec![1, 2],
                vec![1, 2, 3],
                vec![1, 3],
                vec![2],
                vec![2, 3],
                vec![3]
            ]
        );
        assert_eq!(
            all(&[1, 2, 2]),
            [vec![], vec![1], vec![1, 2], vec![1, 2, 2], vec![2], vec![2, 2]]
        );
        assert_eq!(all(&[0]), [vec![], vec![0]]);
        assert_eq!(all(&[]), [Vec::<i64>::new()]);
        assert_eq!(
            all(&[-1, 5, -1]),
            [
                vec![],
                vec![-1],
                vec![-1, -1],
                vec![-1, -1, 5],
                vec![-1, 5],
                vec![5]
            ]
        );
    }

    #[test]
    fn bounds() {
        assert!(Subsets::new(vec![0; MAX_SUBSET_NUMBERS + 1]).is_err());
        assert!(Subsets::new(vec![MAX_SUBSET_VALUE + 1]).is_err());
        assert!(Subsets::new(vec![-MAX_SUBSET_VALUE - 1]).is_err());
        assert!(Subsets::new(vec![i64::MIN]).is_err());
        let widest: Vec<i64> = (0..MAX_SUBSET_NUMBERS as i64).collect();
        let p = Subsets::new(widest).unwrap();
        assert_eq!(p.count(&Limits::none()).0, 1 << MAX_SUBSET_NUMBERS);
        assert_eq!(p.expected_count(), 1 << MAX_SUBSET_NUMBERS);
    }

    #[test]
    fn trace_lines() {
        let (steps, report) = Subsets::new(vec![2, 2]).unwrap().trace_events(100);
        assert!(report.outcome.is_finished());
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            text,
            [
                "end: try  subset=[]",
                "end: place  subset=[]",
                "solution  subset=[]",
                "end: remove  subset=[]",
                "value=2: try  subset=[]",
                "value=2: place  subset=[2]",
                "end: try  subset=[2]",
                "end: place  subset=[2]",
                "solution  subset=[2]",
                "end: remove  subset=[2]",
                "value=2: try  subset=[2]",
                "value=2: place  subset=[2, 2]",
                "end: try  subset=[2, 2]",
                "end: place  subset=[2, 2]",
                "solution  subset=[2, 2]",
                "end: remove  subset=[2, 2]",
                "value=2: try  subset=[2, 2]",
                "value=2: reject, every copy is already in the subset  subset=[2, 2]",
                "value=2: remove  subset=[2]",
                "value=2: remove  subset=[]",
            ]
        );
        assert_eq!(
            steps[0].json(),
            r#"{"step":1,"event":"try","end":true,"subset":[]}"#
        );
        assert_eq!(steps[2].json(), r#"{"step":3,"event":"solution","subset":[]}"#);
        assert_eq!(
            steps[17].json(),
            r#"{"step":18,"event":"reject","value":2,"subset":[2,2],"reason":"used-up"}"#
        );
    }
}

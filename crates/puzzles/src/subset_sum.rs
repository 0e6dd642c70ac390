//! Subset sum: the sub-multisets of some non-negative numbers that add up
//! to a target, by backtracking over the sorted numbers with pruning.
//!
//! Equal numbers are one value with a multiplicity: `2 2 3` with target 5
//! has one answer, `2 3`, not two, and a value is used at most as often
//! as it was given (target 4 gives `2 2`). Answers are listed with their
//! numbers in ascending order, the answers in lexicographic order.
//!
//! The search decides the values in ascending order, how many copies of
//! each to take (the most first, so answers come out in lexicographic
//! order). A choice is rejected when the sum would pass the target, when
//! even all the larger values left could not make up the rest, or when
//! the rest is smaller than the next value (the values are sorted, so
//! none after it fits either). A node whose sum is the target is an
//! answer: the values after it are left out.

use std::fmt;
use std::ops::ControlFlow;

use engine::{
    Approach, Choices, Described, Detail, Event, EventOf, Example, Kind, Limits, Offer, Page, Param,
    ParamError, Problem, Puzzle, Report, TraceStep, Traced, Value, Written, check,
};
use serde::{Serialize, Serializer};

use crate::error::{Error, check_range, refused};

/// The most numbers a problem takes.
pub const MAX_NUMBERS: usize = 10_000;

/// The largest number or target: sums of up to [`MAX_NUMBERS`] of them
/// stay far below `u64::MAX`.
pub const MAX_VALUE: u64 = 1_000_000_000_000_000;

/// A subset-sum problem.
///
/// ```
/// use std::ops::ControlFlow;
/// use puzzles::subset_sum::SubsetSum;
/// use puzzles::{Limits, Puzzle};
///
/// let problem = SubsetSum::new(vec![8, 6, 7, 5, 3, 10, 9], 15)?;
/// let mut answers = vec![];
/// let report = problem.each(&Limits::none(), |subset| {
///     answers.push(subset.to_vec());
///     ControlFlow::Continue(())
/// });
/// assert_eq!(answers, [vec![3, 5, 7], vec![5, 10], vec![6, 9], vec![7, 8]]);
/// assert_eq!(report.stats.solutions, 4);
///
/// // Repeated numbers: each value up to as often as it was given.
/// let problem = SubsetSum::new(vec![2, 2, 3, 1], 4)?;
/// assert_eq!(problem.count(&Limits::none()).0, 2); // 1 3 and 2 2
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct SubsetSum {
    /// The distinct values, ascending, with how often each was given.
    groups: Vec<(u64, u32)>,
    target: u64,
}

impl SubsetSum {
    /// The problem for `numbers` (at most [`MAX_NUMBERS`], each at most
    /// [`MAX_VALUE`]) and `target` (at most [`MAX_VALUE`]).
    pub fn new(mut numbers: Vec<u64>, target: u64) -> Result<Self, Error> {
        check_range(
            "the number of numbers",
            numbers.len() as u64,
            0,
            MAX_NUMBERS as u64,
        )?;
        check_range("the target", target, 0, MAX_VALUE)?;
        if let Some(&big) = numbers.iter().find(|&&v| v > MAX_VALUE) {
            check_range("each number", big, 0, MAX_VALUE)?;
        }
        numbers.sort_unstable();
        let mut groups: Vec<(u64, u32)> = Vec::new();
        for v in numbers {
            match groups.last_mut() {
                Some((last, count)) if *last == v => *count += 1,
                _ => groups.push((v, 1)),
            }
        }
        Ok(SubsetSum { groups, target })
    }

    /// The target.
    pub fn target(&self) -> u64 {
        self.target
    }

    /// Hands each answer (its numbers ascending) to `f`, in lexicographic
    /// order, until `f` returns `Break` or a limit stops the walk.
    pub fn each(&self, limits: &Limits, mut f: impl FnMut(&[u64]) -> ControlFlow<()>) -> Report {
        let mut numbers = Vec::new();
        self.solutions(limits, |p| {
            numbers.clear();
            for (&(v, _), &k) in p.groups.iter().zip(&p.taken) {
                numbers.extend(std::iter::repeat_n(v, k as usize));
            }
            f(&numbers)
        })
    }
}

/// Counts the answers by walking the same search as [`SubsetSum::each`];
/// traces it step by step.
impl Puzzle for SubsetSum {
    type Search<'a> = Search;
    type Detail = SubsetAt;

    fn search(&self) -> Option<Search> {
        Some(Search::new(self))
    }
}

/// What the front ends need: `queens subset-sum --target 15 8 6 7 5 3 10
/// 9` (or the numbers from a FILE or stdin), the page's subset sum, and
/// Python's `solve_puzzle("subset-sum", numbers=[8, 6, 7], target=15)`.
impl Described for SubsetSum {
    const NAME: &'static str = "subset-sum";
    const TITLE: &'static str = "Subset sum";
    const SUMMARY: &'static str = "The subsets of some numbers that add up to a target.";
    const PARAMS: &'static [Param] = &[
        Param {
            name: "numbers",
            help: "The numbers, each 0 to 10^15, at most 10000 of them (repeats count as copies); or a \
                   FILE of them, whitespace-separated (`-` or nothing: stdin).",
            label: "numbers",
            kind: Kind::Numbers {
                max_len: MAX_NUMBERS,
                min: 0,
                max: MAX_VALUE as i64,
                noun: "a number",
            },
            // Ascending, as the search takes them (and the page shows them
            // back).
            default: "3 5 6 7 8 9 10",
            offered: &[
                Offer::plain("3 5 6 7 8 9 10"),
                Offer::plain("1 1 2 5 6 7 10"),
                Offer::plain("1 2 2 3"),
                Offer::plain("2 3 4 5 12 34"),
            ],
            written: Written::InputOrInline,
            // Ten small boxes on the page.
            page: Page {
                own: true,
                within: Some(Kind::Numbers {
                    max_len: 10,
                    min: 0,
                    max: 50,
                    noun: "a number",
                }),
                own_as: None,
                only_with: None,
            },
        },
        Param {
            name: "target",
            help: "The sum to reach, 0 to 10^15.",
            label: "target",
            kind: Kind::Number {
                min: 0,
                max: MAX_VALUE,
                most: None,
            },
            default: "15",
            offered: &[
                Offer::plain("15"),
                Offer::plain("8"),
                Offer::plain("4"),
                Offer::plain("21"),
                Offer::new("100", "100 (none)"),
            ],
            written: Written::Option,
            // The sum's bar against the target fits the page.
            page: Page {
                own: true,
                within: Some(Kind::Number {
                    min: 0,
                    max: 200,
                    most: None,
                }),
                own_as: None,
                only_with: None,
            },
        },
    ];
    const EXAMPLES: &'static [Example] = &[
        Example {
            args: "--target 15 8 6 7 5 3 10 9",
            stdin: "",
            answers: true,
        },
        Example {
            args: "--target 4 2 2 3 1 --count",
            stdin: "",
            answers: true,
        },
        Example {
            args: "--target 100",
            stdin: "1 2 3",
            answers: false,
        },
    ];
    const ANSWERS: &'static str = "subsets";
    const APPROACH: Approach = Approach {
        name: "subset-sum",
        summary: "decide the sorted values in turn, how many copies of each to take (the most \
                  first); prune a choice that passes the target or leaves a rest the values \
                  after it cannot make up",
        listing: include_str!("listings/subset-sum.rs"),
    };

    fn build(values: &[Value]) -> Result<Self, ParamError> {
        check(Self::PARAMS, values)?;
        let numbers = values[0].numbers().unwrap_or_default();
        let numbers = numbers.iter().map(|&v| v.unsigned_abs()).collect();
        let target = values[1].number().unwrap_or(0);
        SubsetSum::new(numbers, target).map_err(|e| refused("numbers", e))
    }

    /// The numbers ascending, each as often as it was given.
    fn values(&self) -> Vec<Value> {
        let numbers = self
            .groups
            .iter()
            .flat_map(|&(v, k)| std::iter::repeat_n(v as i64, k as usize))
            .collect();
        vec![Value::Numbers(numbers), Value::Number(self.target)]
    }

    fn answers(&self, limits: &Limits, mut f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        let mut numbers = Vec::new();
        self.each(limits, |s| {
            numbers.clear();
            numbers.extend(s.iter().map(|&v| v as i64));
            f(&numbers)
        })
    }

    fn no_answer(&self) -> String {
        format!(
            "no subset: none of the numbers' subsets adds up to {}",
            self.target
        )
    }
}

/// Reads the numbers of a subset-sum problem as whitespace-separated
/// tokens (any line breaks, blank lines, `\r\n`, a byte order mark),
/// each from 0 to [`MAX_VALUE`]; errors name the line and column.
///
/// ```
/// assert_eq!(puzzles::subset_sum::parse_subset_numbers("8 6\n\n7\r\n")?, [8, 6, 7]);
/// assert_eq!(
///     puzzles::subset_sum::parse_subset_numbers("1\n-2").unwrap_err().to_string(),
///     "line 2, column 1: a number must be from 0 to 1000000000000000, got '-2'"
/// );
/// # Ok::<(), puzzles::Error>(())
/// ```
pub fn parse_subset_numbers(text: &str) -> Result<Vec<u64>, Error> {
    let numbers = crate::tokens::read_integers(text, "a number", 0, MAX_VALUE as i64)?;
    Ok(numbers.into_iter().map(|v| v as u64).collect())
}

/// A step of a subset-sum trace.
pub type SubsetStep = TraceStep<SubsetAt>;

/// Where a subset-sum step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubsetAt {
    /// The value being decided (for `dead_end` and `solution`, the last
    /// value decided, if any).
    pub value: Option<u64>,
    /// How many copies of it are taken (tried, placed or removed).
    pub take: Option<u32>,
    /// The sum: for `try` and `reject` the sum the choice would give, for
    /// the other steps the sum after it.
    pub sum: u64,
    /// Why the choice was rejected.
    pub reject: Option<SubsetReject>,
}

/// Why a number of copies was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SubsetReject {
    /// The sum would pass the target.
    Over,
    /// Even every larger value left would not make up the rest.
    TooFew,
    /// The rest is smaller than the next value, and so than all after it.
    NextTooBig,
}

impl SubsetReject {
    /// The name in JSON traces: `over`, `too-few`, `next-too-big`.
    pub fn name(self) -> &'static str {
        match self {
            SubsetReject::Over => "over",
            SubsetReject::TooFew => "too-few",
            SubsetReject::NextTooBig => "next-too-big",
        }
    }
}

/// `"value"` and `"take"` when there are, `"sum"`, and for a rejection
/// `"reason"` (`over`, `too-few`, `next-too-big`).
impl Serialize for SubsetAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json {
            #[serde(skip_serializing_if = "Option::is_none")]
            value: Option<u64>,
            #[serde(skip_serializing_if = "Option::is_none")]
            take: Option<u32>,
            sum: u64,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
        }
        Json {
            value: self.value,
            take: self.take,
            sum: self.sum,
            reason: self.reject.map(SubsetReject::name),
        }
        .serialize(s)
    }
}

impl Detail for SubsetAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(v) = self.value {
            write!(f, "value={v}")?;
        }
        if let Some(k) = self.take {
            write!(f, " take={k}")?;
        }
        write!(f, " sum={}", self.sum)
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reject {
            None => Ok(()),
            Some(SubsetReject::Over) => f.write_str("over the target"),
            Some(SubsetReject::TooFew) => f.write_str("the values left cannot make up the rest"),
            Some(SubsetReject::NextTooBig) => f.write_str("the next value is already more than the rest"),
        }
    }
}

/// The engine's view: the copies taken of each value decided so far.
pub struct Search {
    groups: Vec<(u64, u32)>,
    /// Per group: the sum of the groups from it on, all copies.
    suffix: Vec<u64>,
    target: u64,
    taken: Vec<u32>,
    sum: u64,
}

impl Search {
    fn new(p: &SubsetSum) -> Self {
        let mut suffix = vec![0u64; p.groups.len() + 1];
        for (i, &(v, k)) in p.groups.iter().enumerate().rev() {
            suffix[i] = suffix[i + 1] + v * u64::from(k);
        }
        Search {
            groups: p.groups.clone(),
            suffix,
            target: p.target,
            taken: Vec::with_capacity(p.groups.len()),
            sum: 0,
        }
    }

    /// Whether the zeros (the first group, if any) are decided: until
    /// then an answer could still grow by a zero.
    fn zeros_decided(&self) -> bool {
        self.groups.first().is_none_or(|&(v, _)| v > 0) || !self.taken.is_empty()
    }

    fn value_now(&self) -> u64 {
        self.groups[self.taken.len()].0
    }
}

impl Problem for Search {
    type Choice = u32;
    type Reason = SubsetReject;

    fn is_complete(&self) -> bool {
        self.sum == self.target && self.zeros_decided()
    }

    fn choices(&mut self, out: &mut Choices<'_, u32>) {
        if let Some(&(value, copies)) = self.groups.get(self.taken.len()) {
            if value == 0 && self.target == 0 {
                // The answers are runs of zeros: the shorter one, a prefix,
                // comes first.
                (0..=copies).for_each(|k| out.push(k));
            } else {
                (0..=copies).rev().for_each(|k| out.push(k));
            }
        }
    }

    fn check(&self, k: u32) -> Result<(), SubsetReject> {
        let i = self.taken.len();
        let sum = self.sum + self.value_now() * u64::from(k);
        if sum > self.target {
            return Err(SubsetReject::Over);
        }
        let rest = self.target - sum;
        if rest == 0 {
            return Ok(());
        }
        if self.suffix[i + 1] < rest {
            return Err(SubsetReject::TooFew);
        }
        if self.groups[i + 1].0 > rest {
            return Err(SubsetReject::NextTooBig);
        }
        Ok(())
    }

    fn apply(&mut self, k: u32) {
        self.sum += self.value_now() * u64::from(k);
        self.taken.push(k);
    }

    fn undo(&mut self, k: u32) {
        self.taken.pop();
        self.sum -= self.value_now() * u64::from(k);
    }
}

impl Traced for Search {
    type Detail = SubsetAt;

    fn detail(&self, event: &EventOf<Self>) -> SubsetAt {
        let value_at = |depth: usize| self.groups[depth].0;
        match *event {
            Event::Try { depth, choice } | Event::Reject { depth, choice, .. } => SubsetAt {
                value: Some(value_at(depth)),
                take: Some(choice),
                sum: self.sum + value_at(depth) * u64::from(choice),
                reject: match *event {
                    Event::Reject { reason, .. } => Some(reason),
                    _ => None,
                },
            },
            Event::Place { depth, choice } | Event::Remove { depth, choice } => SubsetAt {
                value: Some(value_at(depth)),
                take: Some(choice),
                sum: self.sum,
                reject: None,
            },
            Event::DeadEnd { depth } | Event::Solution { depth } => SubsetAt {
                value: depth.checked_sub(1).map(value_at),
                take: None,
                sum: self.sum,
                reject: None,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Through the description: the numbers as a list, the target; the
    /// answers those of `each`; refusals name the parameter in the
    /// library's words.
    #[test]
    fn described_values_answer_as_the_library() {
        let d = crate::find("subset-sum").unwrap();
        let values = d.read(&[Some("8 6 7 5 3 10 9"), Some("15")]).unwrap();
        let mut all = vec![];
        let (_, none) = d
            .answers(&values, &Limits::none(), &mut |s| {
                all.push(s.to_vec());
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(all, [vec![3, 5, 7], vec![5, 10], vec![6, 9], vec![7, 8]]);
        assert!(none.is_none() && !d.explosive());
        // Equal numbers are copies: `2 2 3 1`, target 4, is `1 3` and `2 2`.
        let values = d.read(&[Some("2 2 3 1"), Some("4")]).unwrap();
        assert_eq!(d.count(&values, &Limits::none()).unwrap().0, 2);
        let e = d.read(&[Some("1\n-2")]).unwrap_err();
        assert_eq!(
            e.unnamed(),
            "line 2, column 1: a number must be from 0 to 1000000000000000, got '-2'"
        );
        let e = d.read(&[None, Some("1000000000000001")]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "target must be an integer from 0 to 1000000000000000, got 1000000000000001"
        );
        let none = d.read(&[Some("1 2 3"), Some("100")]).unwrap();
        let (_, why) = d
            .answers(&none, &Limits::none(), &mut |_| ControlFlow::Continue(()))
            .unwrap();
        assert_eq!(
            why.as_deref(),
            Some("no subset: none of the numbers' subsets adds up to 100")
        );
    }

    /// Every sub-multiset by brute force over the positions, deduplicated.
    fn brute(numbers: &[u64], target: u64) -> Vec<Vec<u64>> {
        let mut found = std::collections::BTreeSet::new();
        for mask in 0u32..1 << numbers.len() {
            let mut pick: Vec<u64> = (0..numbers.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| numbers[i])
                .collect();
            if pick.iter().sum::<u64>() == target {
                pick.sort_unstable();
                found.insert(pick);
            }
        }
        found.into_iter().collect()
    }

    fn answers(numbers: &[u64], target: u64) -> Vec<Vec<u64>> {
        let mut all = vec![];
        SubsetSum::new(numbers.to_vec(), target)
            .unwrap()
            .each(&Limits::none(), |s| {
                all.push(s.to_vec());
                ControlFlow::Continue(())
            });
        all
    }

    #[test]
    fn agrees_with_brute_force() {
        let cases: [(&[u64], u64); 8] = [
            (&[3, 34, 4, 12, 5, 2], 9),
            (&[1, 1, 1, 2, 2, 3], 4),
            (&[0, 0, 1, 2], 2),
            (&[0, 0, 1, 2], 0),
            (&[], 0),
            (&[], 3),
            (&[5, 5, 5], 16),
            (&[10, 1, 2, 7, 6, 1, 5], 8),
        ];
        for (numbers, target) in cases {
            assert_eq!(
                answers(numbers, target),
                brute(numbers, target),
                "{numbers:?} → {target}"
            );
            let (count, _) = SubsetSum::new(numbers.to_vec(), target)
                .unwrap()
                .count(&Limits::none());
            assert_eq!(count as usize, brute(numbers, target).len());
        }
        assert_eq!(answers(&[0, 0, 1, 2], 2), [vec![0, 0, 2], vec![0, 2], vec![2]]);
    }

    #[test]
    fn limits_are_errors() {
        assert!(SubsetSum::new(vec![MAX_VALUE + 1], 3).is_err());
        assert!(SubsetSum::new(vec![1], MAX_VALUE + 1).is_err());
        assert!(SubsetSum::new(vec![1; MAX_NUMBERS + 1], 3).is_err());
        let big = SubsetSum::new(vec![MAX_VALUE; MAX_NUMBERS], MAX_VALUE).unwrap();
        assert_eq!(big.count(&Limits::none()).0, 1);
    }

    #[test]
    fn trace_names_the_pruning() {
        let (steps, _) = SubsetSum::new(vec![5, 3, 9], 8).unwrap().trace_events(100);
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(text[0], "value=3 take=1 sum=3: try");
        assert_eq!(text[1], "value=3 take=1 sum=3: place");
        assert_eq!(text[4], "value=5 sum=8: solution");
        assert_eq!(
            text[7],
            "value=5 take=0 sum=3: reject, the next value is already more than the rest"
        );
        assert_eq!(text[15], "value=3 sum=0: dead end");
        let (steps, _) = SubsetSum::new(vec![1, 2, 3], 6).unwrap().trace_events(100);
        let rejected = steps.iter().find(|s| s.kind == crate::StepKind::Reject).unwrap();
        assert_eq!(
            rejected.to_string(),
            "value=3 take=0 sum=3: reject, the values left cannot make up the rest"
        );
        assert!(text.iter().any(|t| t.ends_with("solution")));
        assert_eq!(
            steps[0].json(),
            r#"{"step":1,"event":"try","value":1,"take":1,"sum":1}"#
        );
        assert!(rejected.json().ends_with(r#""reason":"too-few"}"#));
    }
}

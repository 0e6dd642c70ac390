//! Combination sum: the combinations of candidates that add up to a
//! target, each candidate any number of times (LeetCode 39) or, with
//! `once`, each given number at most once (LeetCode 40).
//!
//! A combination is a multiset: it is listed once, its numbers
//! ascending, and the combinations come in lexicographic order (`2 3 6
//! 7` with target 7 gives `[2, 2, 3]`, `[7]`). With repeats the
//! candidates are a set (a number given twice is one candidate); with
//! `once` equal numbers are one value with a multiplicity, as in
//! [`crate::subset_sum::SubsetSum`] (`10 1 2 7 6 1 5`, target 8: `[1, 1, 6]`,
//! `[1, 2, 5]`, `[1, 7]`, `[2, 6]`).
//!
//! The search grows a combination in ascending order: at each node it
//! tries the values from the last one taken on (the last one again
//! while copies are left), smallest first. A value that would pass the
//! target is rejected (`over`) and, the values being sorted, none after
//! it is tried; the last value again without copies left is rejected
//! (`used-up`). A node whose sum is the target is an answer.
//!
//! Every candidate is at least 1, so a combination has at most `target`
//! numbers and the search is at most [`MAX_TARGET`] deep; but the
//! number of answers can be astronomical (the candidates `1 2 … 100`
//! and target 10 000 have more than 10^100 combinations), so a caller
//! that does not trust its input caps the walk with [`Limits`].

use std::fmt;
use std::ops::ControlFlow;

use engine::{
    Approach, Choices, Described, Detail, Event, EventOf, Example, Kind, Limits, Offer, Page, Param,
    ParamError, Problem, Puzzle, Report, TraceStep, Traced, Value, Written, check,
};
use serde::{Serialize, Serializer};

use crate::error::{Error, check_range, refused};
use crate::tokens::read_integers;

/// The most candidates a problem takes (with `once`, repeats counted).
pub const MAX_CANDIDATES: usize = 10_000;

/// The largest target. Candidates are at least 1, so this is also the
/// longest a combination (and the search's depth) can be.
pub const MAX_TARGET: u64 = 10_000;

/// The largest candidate (what [`crate::parse_numbers`] reads); one
/// above the target is allowed and never used.
pub const MAX_CANDIDATE: u64 = 1_000_000_000;

/// A combination-sum problem.
///
/// ```
/// use std::ops::ControlFlow;
/// use puzzles::combination_sum::CombinationSum;
/// use puzzles::{Limits, Puzzle};
///
/// let mut all = vec![];
/// CombinationSum::new(vec![2, 3, 6, 7], 7, false)?.each(&Limits::none(), |c| {
///     all.push(c.to_vec());
///     ControlFlow::Continue(())
/// });
/// assert_eq!(all, [vec![2, 2, 3], vec![7]]);
///
/// let once = CombinationSum::new(vec![10, 1, 2, 7, 6, 1, 5], 8, true)?;
/// assert_eq!(once.count(&Limits::none()).0, 4);
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CombinationSum {
    /// The distinct values, ascending, with how often each may be taken
    /// (`u32::MAX` for any number of times).
    groups: Vec<(u64, u32)>,
    target: u64,
    once: bool,
}

impl CombinationSum {
    /// The problem for `candidates` (at most [`MAX_CANDIDATES`], each from
    /// 1 to [`MAX_CANDIDATE`]) and `target` (from 1 to [`MAX_TARGET`]);
    /// `once`: each given number at most once, else each candidate any
    /// number of times.
    ///
    /// 0 is refused: taken any number of times it would make infinitely
    /// many combinations, and taken once it would only double each one
    /// (neither LeetCode problem has it).
    pub fn new(mut candidates: Vec<u64>, target: u64, once: bool) -> Result<Self, Error> {
        check_range(
            "the number of candidates",
            candidates.len() as u64,
            0,
            MAX_CANDIDATES as u64,
        )?;
        check_range("the target", target, 1, MAX_TARGET)?;
        if let Some(&bad) = candidates.iter().find(|&&v| v == 0 || v > MAX_CANDIDATE) {
            check_range("each candidate", bad, 1, MAX_CANDIDATE)?;
        }
        candidates.sort_unstable();
        let mut groups: Vec<(u64, u32)> = Vec::new();
        for v in candidates {
            match groups.last_mut() {
                Some((last, count)) if *last == v => *count += 1,
                _ => groups.push((v, 1)),
            }
        }
        if !once {
            groups.iter_mut().for_each(|g| g.1 = u32::MAX);
        }
        Ok(CombinationSum { groups, target, once })
    }

    /// The target.
    pub fn target(&self) -> u64 {
        self.target
    }

    /// Whether each given number may be taken at most once.
    pub fn once(&self) -> bool {
        self.once
    }

    /// Hands each combination (its numbers ascending) to `f`, in
    /// lexicographic order, until `f` returns `Break` or a limit stops
    /// the walk.
    pub fn each(&self, limits: &Limits, mut f: impl FnMut(&[u64]) -> ControlFlow<()>) -> Report {
        self.solutions(limits, |p| f(&p.combination))
    }
}

/// Counts the combinations by walking the same search as
/// [`CombinationSum::each`]; traces it step by step.
impl Puzzle for CombinationSum {
    type Search<'a> = Search;
    type Detail = CombinationAt;

    fn search(&self) -> Option<Search> {
        Some(Search::new(self))
    }
}

/// What the front ends need: `echo 2 3 6 7 | queens combination-sum
/// --target 7`, the page's combination sum, and Python's
/// `solve_puzzle("combination-sum", candidates=[2, 3, 6, 7], target=7)`.
impl Described for CombinationSum {
    const NAME: &'static str = "combination-sum";
    const TITLE: &'static str = "Combination sum";
    const SUMMARY: &'static str =
        "The combinations of candidates that add up to a target (LeetCode 39; each number once, 40).";
    const PARAMS: &'static [Param] = &[
        Param {
            name: "candidates",
            help: "The candidates, whitespace-separated, each 1 to 10^9; `-` or nothing for stdin.",
            label: "candidates",
            kind: Kind::Numbers {
                max_len: MAX_CANDIDATES,
                min: 1,
                max: MAX_CANDIDATE as i64,
                noun: "a candidate",
            },
            default: "2 3 6 7",
            offered: &[
                Offer::new("2 3 6 7", "2 3 6 7 (LeetCode 39)"),
                Offer::new("10 1 2 7 6 1 5", "10 1 2 7 6 1 5 (LeetCode 40)"),
                Offer::plain("2 3 5"),
                Offer::plain("2 5 2 1 2"),
            ],
            written: Written::Input,
            // Ten small boxes on the page.
            page: Page {
                own: true,
                within: Some(Kind::Numbers {
                    max_len: 10,
                    min: 1,
                    max: 50,
                    noun: "a candidate",
                }),
                own_as: None,
                only_with: None,
            },
        },
        Param {
            name: "target",
            help: "The sum to reach, 1 to 10000.",
            label: "target",
            kind: Kind::Number {
                min: 1,
                max: MAX_TARGET,
                most: None,
            },
            default: "7",
            offered: &[
                Offer::plain("7"),
                Offer::plain("8"),
                Offer::plain("5"),
                Offer::plain("12"),
                Offer::new("1", "1 (none)"),
            ],
            written: Written::Option,
            // The sum's bar against the target fits the page.
            page: Page {
                own: true,
                within: Some(Kind::Number {
                    min: 1,
                    max: 50,
                    most: None,
                }),
                own_as: None,
                only_with: None,
            },
        },
        Param {
            name: "once",
            help: "Take each given number at most once (LeetCode 40); else each candidate any number of \
                   times (39).",
            label: "each number",
            kind: Kind::Flag,
            default: "false",
            offered: &[
                Offer::new("false", "any number of times (39)"),
                Offer::new("true", "once (40)"),
            ],
            written: Written::Option,
            page: Page::OFFERED,
        },
    ];
    const EXAMPLES: &'static [Example] = &[
        Example {
            args: "--target 7",
            stdin: "2 3 6 7",
            answers: true,
        },
        Example {
            args: "--target 8 --once --format leetcode",
            stdin: "10 1 2 7 6 1 5",
            answers: true,
        },
        Example {
            args: "--target 1",
            stdin: "2",
            answers: false,
        },
    ];
    const ANSWERS: &'static str = "combinations";
    const APPROACH: Approach = Approach {
        name: "combination-sum",
        summary: "grow a combination in ascending order: try the values from the last one \
                  taken on, smallest first; the first that would pass the target ends the \
                  node's choices",
        listing: include_str!("listings/combination-sum.rs"),
    };
    const EXPLOSIVE: bool = true;

    fn build(values: &[Value]) -> Result<Self, ParamError> {
        check(Self::PARAMS, values)?;
        let candidates = values[0].numbers().unwrap_or_default();
        let candidates = candidates.iter().map(|&v| v.unsigned_abs()).collect();
        let target = values[1].number().unwrap_or(0);
        CombinationSum::new(candidates, target, values[2].flag()).map_err(|e| refused("candidates", e))
    }

    /// The candidates ascending: each as often as it was given with
    /// `once`, else once each.
    fn values(&self) -> Vec<Value> {
        let times = |k: u32| if self.once { k as usize } else { 1 };
        let candidates = self
            .groups
            .iter()
            .flat_map(|&(v, k)| std::iter::repeat_n(v as i64, times(k)))
            .collect();
        vec![
            Value::Numbers(candidates),
            Value::Number(self.target),
            Value::Flag(self.once),
        ]
    }

    fn answers(&self, limits: &Limits, mut f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        let mut numbers = Vec::new();
        self.each(limits, |c| {
            numbers.clear();
            numbers.extend(c.iter().map(|&v| v as i64));
            f(&numbers)
        })
    }

    fn no_answer(&self) -> String {
        format!(
            "no combination: no combination of the candidates adds up to {}",
            self.target
        )
    }

    /// How often each may be taken, in words (the flag's `true` says
    /// little).
    fn rows(&self) -> Vec<(&'static str, Value)> {
        let each = if self.once { "once" } else { "any number of times" };
        vec![("each", Value::Choice(each))]
    }
}

/// Reads candidates: whitespace-separated integers from 1 to
/// [`MAX_CANDIDATE`], at most [`crate::MAX_PARSED_NUMBERS`], laid out
/// as [`crate::parse_numbers`] reads them; errors name the line and
/// column.
///
/// ```
/// assert_eq!(puzzles::combination_sum::parse_candidates("2 3\n6 7\n")?, [2, 3, 6, 7]);
/// assert_eq!(
///     puzzles::combination_sum::parse_candidates("2 0")
///         .unwrap_err()
///         .to_string(),
///     "line 1, column 3: a candidate must be from 1 to 1000000000, got '0'"
/// );
/// # Ok::<(), puzzles::Error>(())
/// ```
pub fn parse_candidates(text: &str) -> Result<Vec<u64>, Error> {
    let numbers = read_integers(text, "a candidate", 1, MAX_CANDIDATE as i64)?;
    Ok(numbers.into_iter().map(|v| v as u64).collect())
}

/// A step of a combination-sum trace.
pub type CombinationStep = TraceStep<CombinationAt>;

/// Where a combination-sum step happens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CombinationAt {
    /// The value tried, taken or put back, if the step is about one.
    pub value: Option<u64>,
    /// The sum: for `try` and `reject` the sum the value would give, for
    /// the other steps the sum after the step.
    pub sum: u64,
    /// Why the value was not taken.
    pub reject: Option<CombinationReject>,
    /// For a `solution`: the combination, ascending.
    pub combination: Option<Vec<u64>>,
}

/// Why a value was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CombinationReject {
    /// The sum would pass the target (and so would every larger value).
    Over,
    /// Every copy of the value is already taken (with `once`).
    UsedUp,
}

impl CombinationReject {
    /// The name in JSON traces: `over`, `used-up`.
    pub fn name(self) -> &'static str {
        match self {
            CombinationReject::Over => "over",
            CombinationReject::UsedUp => "used-up",
        }
    }
}

/// `"value"` when there is one, `"sum"`, for a rejection `"reason"`
/// (`over`, `used-up`), for a solution `"combination"`.
impl Serialize for CombinationAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json<'a> {
            #[serde(skip_serializing_if = "Option::is_none")]
            value: Option<u64>,
            sum: u64,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            combination: Option<&'a [u64]>,
        }
        Json {
            value: self.value,
            sum: self.sum,
            reason: self.reject.map(CombinationReject::name),
            combination: self.combination.as_deref(),
        }
        .serialize(s)
    }
}

impl Detail for CombinationAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(v) = self.value {
            write!(f, "value={v} ")?;
        }
        write!(f, "sum={}", self.sum)
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reject {
            None => Ok(()),
            Some(CombinationReject::Over) => f.write_str("over the target"),
            Some(CombinationReject::UsedUp) => f.write_str("every copy is already taken"),
        }
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.combination {
            Some(c) => write!(f, "  combination={c:?}"),
            None => Ok(()),
        }
    }
}

/// The engine's view: the combination so far (by value group) and the
/// copies used.
pub struct Search {
    groups: Vec<(u64, u32)>,
    target: u64,
    used: Vec<u32>,
    taken: Vec<u32>,
    combination: Vec<u64>,
    sum: u64,
}

impl Search {
    fn new(p: &CombinationSum) -> Self {
        Search {
            groups: p.groups.clone(),
            target: p.target,
            used: vec![0; p.groups.len()],
            taken: Vec::new(),
            combination: Vec::new(),
            sum: 0,
        }
    }
}

impl Problem for Search {
    /// A value, by its group.
    type Choice = u32;
    type Reason = CombinationReject;

    fn is_complete(&self) -> bool {
        self.sum == self.target
    }

    fn choices(&mut self, out: &mut Choices<'_, u32>) {
        let from = self.taken.last().copied().unwrap_or(0);
        for g in from..self.groups.len() as u32 {
            out.push(g);
            // The first value over the target is tried (and rejected);
            // the larger ones after it are not.
            if self.sum + self.groups[g as usize].0 > self.target {
                break;
            }
        }
    }

    fn check(&self, g: u32) -> Result<(), CombinationReject> {
        let (value, copies) = self.groups[g as usize];
        if self.used[g as usize] == copies {
            Err(CombinationReject::UsedUp)
        } else if self.sum + value > self.target {
            Err(CombinationReject::Over)
        } else {
            Ok(())
        }
    }

    fn apply(&mut self, g: u32) {
        let value = self.groups[g as usize].0;
        self.used[g as usize] += 1;
        self.taken.push(g);
        self.combination.push(value);
        self.sum += value;
    }

    fn undo(&mut self, g: u32) {
        self.used[g as usize] -= 1;
        self.taken.pop();
        self.combination.pop();
        self.sum -= self.groups[g as usize].0;
    }
}

impl Traced for Search {
    type Detail = CombinationAt;

    fn detail(&self, event: &EventOf<Self>) -> CombinationAt {
        let value_of = |g: u32| self.groups[g as usize].0;
        match *event {
            Event::Try { choice, .. } | Event::Reject { choice, .. } => CombinationAt {
                value: Some(value_of(choice)),
                sum: self.sum + value_of(choice),
                reject: match *event {
                    Event::Reject { reason, .. } => Some(reason),
                    _ => None,
                },
                combination: None,
            },
            Event::Place { choice, .. } | Event::Remove { choice, .. } => CombinationAt {
                value: Some(value_of(choice)),
                sum: self.sum,
                reject: None,
                combination: None,
            },
            Event::DeadEnd { .. } => CombinationAt {
                value: None,
                sum: self.sum,
                reject: None,
                combination: None,
            },
            Event::Solution { .. } => CombinationAt {
                value: None,
                sum: self.sum,
                reject: None,
                combination: Some(self.combination.clone()),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Through the description: the candidates as a list, the target,
    /// the flag; the answers those of `each`; refusals name the
    /// parameter in the library's words.
    #[test]
    fn described_values_answer_as_the_library() {
        let d = crate::find("combination-sum").unwrap();
        let values = d
            .read(&[Some("10 1 2 7 6 1 5"), Some("8"), Some("true")])
            .unwrap();
        let mut all = vec![];
        let (_, none) = d
            .answers(&values, &Limits::none(), &mut |c| {
                all.push(c.to_vec());
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(all, [vec![1, 1, 6], vec![1, 2, 5], vec![1, 7], vec![2, 6]]);
        assert!(none.is_none() && d.explosive());
        assert_eq!(d.rows(&values).unwrap(), [("each", Value::Choice("once"))]);
        // Left out, the flag is false: LeetCode 39.
        let values = d.read(&[Some("2 3 6 7"), Some("7")]).unwrap();
        assert_eq!(d.count(&values, &Limits::none()).unwrap().0, 2);
        let e = d.read(&[Some("2 0")]).unwrap_err();
        assert_eq!(
            e.unnamed(),
            "line 1, column 3: a candidate must be from 1 to 1000000000, got '0'"
        );
        let e = d.read(&[None, Some("10001")]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "target must be an integer from 1 to 10000, got 10001"
        );
        let none = d.read(&[Some("2"), Some("1")]).unwrap();
        let (_, why) = d
            .answers(&none, &Limits::none(), &mut |_| ControlFlow::Continue(()))
            .unwrap();
        assert_eq!(
            why.as_deref(),
            Some("no combination: no combination of the candidates adds up to 1")
        );
    }

    fn all(candidates: &[u64], target: u64, once: bool) -> Vec<Vec<u64>> {
        let mut out = vec![];
        let report = CombinationSum::new(candidates.to_vec(), target, once)
            .unwrap()
            .each(&Limits::none(), |c| {
                out.push(c.to_vec());
                ControlFlow::Continue(())
            });
        assert!(report.outcome.is_finished());
        out
    }

    #[test]
    fn leetcode_examples() {
        assert_eq!(all(&[2, 3, 6, 7], 7, false), [vec![2, 2, 3], vec![7]]);
        assert_eq!(
            all(&[2, 3, 5], 8, false),
            [vec![2, 2, 2, 2], vec![2, 3, 3], vec![3, 5]]
        );
        assert_eq!(all(&[2], 1, false), Vec::<Vec<u64>>::new());
        assert_eq!(
            all(&[10, 1, 2, 7, 6, 1, 5], 8, true),
            [vec![1, 1, 6], vec![1, 2, 5], vec![1, 7], vec![2, 6]]
        );
        assert_eq!(all(&[2, 5, 2, 1, 2], 5, true), [vec![1, 2, 2], vec![5]]);
        // Repeats in the input are one candidate when any number of times
        // is allowed.
        assert_eq!(all(&[3, 3, 2], 6, false), [vec![2, 2, 2], vec![3, 3]]);
    }

    #[test]
    fn bounds() {
        assert!(CombinationSum::new(vec![0, 1], 3, false).is_err());
        assert!(CombinationSum::new(vec![0, 1], 3, true).is_err());
        assert!(CombinationSum::new(vec![1], 0, false).is_err());
        assert!(CombinationSum::new(vec![1], MAX_TARGET + 1, false).is_err());
        assert!(CombinationSum::new(vec![MAX_CANDIDATE + 1], 3, false).is_err());
        assert!(CombinationSum::new(vec![1; MAX_CANDIDATES + 1], 3, true).is_err());
        // The deepest search: ten thousand ones.
        let deep = CombinationSum::new(vec![1], MAX_TARGET, false).unwrap();
        assert_eq!(deep.count(&Limits::none()).0, 1);
        let ones = CombinationSum::new(vec![1; MAX_CANDIDATES], MAX_TARGET, true).unwrap();
        assert_eq!(ones.count(&Limits::none()).0, 1);
        // An astronomical count stops at the step limit.
        let many = CombinationSum::new((1..=100).collect(), MAX_TARGET, false).unwrap();
        let (_, report) = many.count(&Limits::max_steps(100_000));
        assert_eq!(report.outcome, engine::Outcome::StepLimit);
        assert_eq!(
            CombinationSum::new(vec![0], 3, false).unwrap_err().to_string(),
            "each candidate must be an integer from 1 to 1000000000, got 0"
        );
    }

    #[test]
    fn trace_lines() {
        let (steps, report) = CombinationSum::new(vec![2, 3], 4, false)
            .unwrap()
            .trace_events(100);
        assert!(report.outcome.is_finished());
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            text,
            [
                "value=2 sum=2: try",
                "value=2 sum=2: place",
                "value=2 sum=4: try",
                "value=2 sum=4: place",
                "sum=4: solution  combination=[2, 2]",
                "value=2 sum=2: remove",
                "value=3 sum=5: try",
                "value=3 sum=5: reject, over the target",
                "value=2 sum=0: remove",
                "value=3 sum=3: try",
                "value=3 sum=3: place",
                "value=3 sum=6: try",
                "value=3 sum=6: reject, over the target",
                "sum=3: dead end",
                "value=3 sum=0: remove",
            ]
        );
        assert_eq!(
            steps[4].json(),
            r#"{"step":5,"event":"solution","sum":4,"combination":[2,2]}"#
        );
        assert_eq!(
            steps[7].json(),
            r#"{"step":8,"event":"reject","value":3,"sum":5,"reason":"over"}"#
        );
        let (steps, _) = CombinationSum::new(vec![1, 2], 4, true)
            .unwrap()
            .trace_events(100);
        let used_up = steps.iter().find(|s| s.kind == crate::StepKind::Reject).unwrap();
        assert_eq!(
            used_up.to_string(),
            "value=1 sum=2: reject, every copy is already taken"
        );
        assert!(used_up.json().ends_with(r#""reason":"used-up"}"#));
    }
}

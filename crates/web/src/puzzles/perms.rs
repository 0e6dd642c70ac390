//! The permutations judge task (the DSA lesson's `perms`): T, then T
//! numbers N; for each N every permutation of 1..N in lexicographic
//! order. Traced by `puzzles::perms::PermutationSearch`, the cases'
//! searches one after the other as one trace, numbered on (as `queens
//! perms --trace` shows them).
//!
//! Parameter: `tests`, the judge's input as typed (whitespace-separated:
//! T from 1 to [`MAX_CASES`], then T numbers N from 1 to
//! [`puzzles::perms::MAX_JUDGE_N`]); the first of [`TESTS`] when left out.

use std::sync::Arc;

use puzzles::perms::{PermutationSearch, parse_judge};
use puzzles::{Limits, Outcome, Puzzle, Report};
use serde_json::json;

use super::{
    AlgoInfo, ChoiceInfo, Input, InputBox, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, Trace,
    TraceError, from_report,
};
use crate::code::{Listing, codes_of};
use crate::config::Config;
use crate::error::ApiError;

const ALGO: &str = "perms";

/// The Rust listing: the search the library traces (the Python, C++ and
/// Java ones are `assets/code/perms.*`, whole programs of the judge task).
const LISTING: &str = include_str!("../../assets/code/perms.rs");

/// The most test cases the page traces (the judge takes many more).
pub(crate) const MAX_CASES: u64 = 10;

/// The test files offered, the default first: the value sent, and as
/// shown.
const TESTS: [(&str, &str); 4] = [
    ("1\n3", "T = 1: n = 3"),
    ("2\n2\n3", "T = 2: n = 2, 3"),
    ("1\n4", "T = 1: n = 4"),
    ("3\n1\n2\n3", "T = 3: n = 1, 2, 3"),
];

/// The permutations judge task, in the registry.
pub(super) struct PermsPuzzle;

impl PuzzleKind for PermsPuzzle {
    fn name(&self) -> &'static str {
        "perms"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["tests"]
    }

    fn info(&self, _config: &Config) -> PuzzleInfo {
        PuzzleInfo {
            name: "perms",
            title: "Permutations (judge task)",
            size: None,
            options: vec![OptionInfo {
                name: "tests",
                label: "test file",
                kind: "choice",
                choices: TESTS
                    .iter()
                    .map(|&(value, text)| ChoiceInfo { value, text })
                    .collect(),
                default: TESTS[0].0,
                only_with: None,
                own: Some("tests"),
                follows: None,
            }],
            default_algo: ALGO,
            algos: vec![AlgoInfo {
                name: ALGO,
                summary: "for each test, fill the positions one by one, trying each number from the \
                          smallest; a number already used is refused, and a full line is a \
                          permutation",
                kind: "search",
                code: Listing::parse(LISTING),
                codes: codes_of(ALGO, LISTING),
            }],
        }
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/perms.js")
    }

    fn inputs(&self, _config: &Config) -> Vec<InputBox> {
        vec![InputBox::new("tests", "judge")]
    }

    fn input(&self, params: &Params, _config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(read(params.get("tests").unwrap_or(TESTS[0].0))?))
    }
}

fn read(text: &str) -> Result<PermsInput, ApiError> {
    // T first, bounded here before the judge's reader takes the rest.
    if let Some(t) = text.split_whitespace().next()
        && let Ok(t) = t.parse::<u64>()
        && t > MAX_CASES
    {
        return Err(ApiError::over_limit(
            "tests",
            MAX_CASES,
            format!("the page traces at most {MAX_CASES} tests, got T = {t}"),
        ));
    }
    let ns = parse_judge(text).map_err(|e| ApiError::bad_request(format!("tests: {e}")))?;
    Ok(PermsInput { ns })
}

#[derive(Debug)]
struct PermsInput {
    ns: Vec<usize>,
}

impl Input for PermsInput {
    fn stdin(&self) -> Option<String> {
        let ns: Vec<String> = self.ns.iter().map(usize::to_string).collect();
        Some(format!("{}\n{}\n", self.ns.len(), ns.join("\n")))
    }

    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        let mut events = JsonEvents::new();
        let mut total = Report::default();
        let mut cases = Vec::new();
        let max = limits.max_steps.unwrap_or(u64::MAX);
        for &n in &self.ns {
            cases.push(json!({"n": n, "first": total.stats.steps}));
            let search = PermutationSearch::new(n).map_err(|e| TraceError::Failed(e.to_string()))?;
            let case_limits = Limits {
                max_steps: Some(max.saturating_sub(total.stats.steps)),
                ..limits.clone()
            };
            let report = search.trace_from(total.stats.steps, &case_limits, &mut |step| {
                events.push(step);
                std::ops::ControlFlow::Continue(())
            });
            let outcome = report.outcome;
            total.add(&report);
            total.outcome = outcome;
            if outcome != Outcome::Finished {
                break;
            }
        }
        let input = json!({"tests": self.ns, "cases": cases});
        from_report(events, &total, input)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use super::*;

    #[test]
    fn the_tests_offered_and_the_listing() {
        let mut kinds = BTreeSet::new();
        for (text, _) in TESTS {
            let input = read(text).unwrap();
            for &n in &input.ns {
                PermutationSearch::new(n).unwrap().trace(&Limits::none(), |s| {
                    kinds.insert(match s.detail.and_then(|d| d.used_at) {
                        Some(_) => "reject.used".to_owned(),
                        None => s.kind.name().to_owned(),
                    });
                    ControlFlow::Continue(())
                });
            }
        }
        let code = Listing::parse(LISTING);
        for kind in &kinds {
            assert!(code.has(kind), "no line for {kind}");
        }
        assert!(kinds.contains("solution") && kinds.contains("reject.used"));
    }

    #[test]
    fn test_files_are_checked() {
        assert_eq!(read("2\n2\n3").unwrap().ns, [2, 3]);
        let e = read("11\n1").unwrap_err();
        assert_eq!(e.to_string(), "the page traces at most 10 tests, got T = 11");
        let e = read("1\n11").unwrap_err();
        assert_eq!(
            e.to_string(),
            "tests: line 2, column 1: N must be an integer from 1 to 10, got 11"
        );
        assert!(read("").is_err());
    }

    /// The cases follow one another, each from where the last ended.
    #[test]
    fn cases_trace_one_after_another() {
        let input = read("2\n2\n3").unwrap();
        let trace = input.trace(ALGO, &Limits::none()).unwrap();
        let v: serde_json::Value = serde_json::from_str(&trace.events_json).unwrap();
        let first_of_3 = trace.input["cases"][1]["first"].as_u64().unwrap() as usize;
        assert_eq!(trace.stats.solutions, 2 + 6);
        assert_eq!(v[first_of_3]["step"].as_u64().unwrap() as usize, first_of_3 + 1);
        assert_eq!(v[first_of_3]["pos"], 0);
    }
}

//! Subsets (LeetCode 78 and 90): `puzzles::subsets::Subsets`, traced by the
//! library.
//!
//! Parameter: `numbers`, whitespace- or comma-separated integers (at
//! most [`MAX_NUMBERS`], each from -99 to 99, repeats allowed); the
//! first of [`EXAMPLES`] when left out.

use std::sync::Arc;

use puzzles::subsets::Subsets;
use puzzles::{Limits, Puzzle};
use serde_json::json;

use super::from_report;
use super::{
    AlgoInfo, ChoiceInfo, Input, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, Trace, TraceError,
};
use crate::code::{Lang, Listing, codes};
use crate::config::Config;
use crate::error::ApiError;

/// The one approach: depth-first, one number at a time.
const ALGO: &str = "subsets";

const LISTING: &str = include_str!("../../assets/code/subsets.rs");

/// The listing in every language: whole programs in Python, C++ and Java
/// (run by `tests/it/listings.rs`), and the Rust.
const LISTINGS: [(Lang, &str); 4] = [
    (Lang::Py, include_str!("../../assets/code/subsets.py")),
    (Lang::Cpp, include_str!("../../assets/code/subsets.cpp")),
    (Lang::Java, include_str!("../../assets/code/Subsets.java")),
    (Lang::Rust, LISTING),
];

/// The most numbers a trace takes: 2^10 subsets fit on the page.
pub(crate) const MAX_NUMBERS: usize = 10;

/// The largest magnitude of a number (they are drawn in small boxes).
const MAX_VALUE: i64 = 99;

/// The lists offered, the default first.
const EXAMPLES: [(&str, &str); 4] = [
    ("1 2 3", "1 2 3 (LeetCode 78)"),
    ("1 2 2", "1 2 2 (LeetCode 90)"),
    ("3 1 3 1", "3 1 3 1 (two pairs)"),
    ("4 1 3 2", "4 1 3 2 (unsorted)"),
];

/// Subsets, in the registry.
pub(super) struct SubsetsPuzzle;

impl PuzzleKind for SubsetsPuzzle {
    fn name(&self) -> &'static str {
        "subsets"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["numbers"]
    }

    fn info(&self, _config: &Config) -> PuzzleInfo {
        PuzzleInfo {
            name: "subsets",
            title: "Subsets",
            size: None,
            options: vec![OptionInfo {
                name: "numbers",
                label: "numbers",
                kind: "choice",
                choices: EXAMPLES
                    .iter()
                    .map(|&(value, text)| ChoiceInfo { value, text })
                    .collect(),
                default: EXAMPLES[0].0,
                only_with: None,
                // A list of one's own in the link, `numbers=1,2,2`.
                own: Some("numbers"),
                follows: None,
            }],
            default_algo: ALGO,
            algos: vec![AlgoInfo {
                name: ALGO,
                summary: "grow a subset one number at a time over the sorted numbers: each node is an \
                          answer, then takes each value not below the last one (equal numbers as \
                          copies of one value), so every subset comes once",
                kind: "search",
                code: Listing::parse(LISTING),
                codes: codes(&LISTINGS),
            }],
        }
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/subsets.js")
    }

    fn input(&self, params: &Params, _config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        let text = params.get("numbers").unwrap_or(EXAMPLES[0].0);
        Ok(Arc::new(read_numbers(text)?))
    }
}

/// Reads `numbers`.
fn read_numbers(text: &str) -> Result<SubsetsInput, ApiError> {
    let text = text.replace(',', " ");
    let tokens = text.split_whitespace().count();
    if tokens > MAX_NUMBERS {
        return Err(ApiError::over_limit(
            "numbers",
            MAX_NUMBERS as u64,
            format!("at most {MAX_NUMBERS} numbers, got {tokens}"),
        ));
    }
    let numbers =
        puzzles::parse_numbers(&text).map_err(|e| ApiError::bad_request(format!("numbers: {e}")))?;
    if let Some(v) = numbers.iter().find(|v| v.abs() > MAX_VALUE) {
        return Err(ApiError::bad_request(format!(
            "numbers: each must be from -{MAX_VALUE} to {MAX_VALUE}, got {v}"
        )));
    }
    let problem = Subsets::new(numbers.clone()).map_err(|e| ApiError::bad_request(e.to_string()))?;
    Ok(SubsetsInput { numbers, problem })
}

#[derive(Debug)]
struct SubsetsInput {
    /// As given.
    numbers: Vec<i64>,
    problem: Subsets,
}

impl Input for SubsetsInput {
    fn whole_search(&self, _algo: &str) -> Option<u64> {
        Some(most_steps(&self.problem))
    }

    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        let mut events = JsonEvents::new();
        let report = self.problem.trace(limits, |step| {
            events.push(step);
            std::ops::ControlFlow::Continue(())
        });
        let mut sorted = self.numbers.clone();
        sorted.sort_unstable();
        let values: Vec<_> = self
            .problem
            .values()
            .iter()
            .map(|&(value, copies)| json!({"value": value, "copies": copies}))
            .collect();
        let input = json!({
            "numbers": self.numbers,
            "sorted": sorted,
            "values": values,
            "subsets": self.problem.expected_count(),
        });
        from_report(events, &report, input)
    }
}

/// The steps of the whole search: per subset (node) its `end` choice
/// (try, place, solution, remove) and per value it tries at most try,
/// place, remove or try, reject: at most 4 + 3·(distinct values) a node.
fn most_steps(problem: &Subsets) -> u64 {
    problem.expected_count() * (4 + 3 * problem.values().len() as u64)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use super::*;

    /// Every example reads, its whole search stays within the bound, and
    /// every step it traces has a line in the listing.
    #[test]
    fn the_examples_and_the_listing() {
        let mut kinds = BTreeSet::new();
        for (text, _) in EXAMPLES.iter().chain([&("1 1 1 2 2 3 4 5 6 7", "")]) {
            let input = read_numbers(text).unwrap();
            let report = input.problem.trace(&Limits::none(), |s| {
                kinds.insert(match s.detail.and_then(|d| d.reject) {
                    Some(why) => format!("reject.{}", why.name()),
                    None => s.kind.name().to_owned(),
                });
                ControlFlow::Continue(())
            });
            assert!(report.outcome.is_finished());
            assert!(report.stats.steps <= most_steps(&input.problem), "{text}");
        }
        for (lang, text) in LISTINGS {
            let code = Listing::parse_in(text, lang);
            for kind in &kinds {
                assert!(code.has(kind), "no line for {kind} in {}", lang.name());
            }
        }
        assert!(kinds.contains("reject.used-up") && kinds.contains("solution"));
    }

    #[test]
    fn numbers_are_bounded_and_checked() {
        assert!(read_numbers("1,2,2").is_ok());
        assert!(read_numbers("").is_ok());
        let e = read_numbers(&"1 ".repeat(11)).unwrap_err();
        assert_eq!(e.to_string(), "at most 10 numbers, got 11");
        let e = read_numbers("1 x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "numbers: line 1, column 3: expected an integer, got 'x'"
        );
        assert!(
            read_numbers("100")
                .unwrap_err()
                .to_string()
                .contains("from -99 to 99")
        );
    }
}

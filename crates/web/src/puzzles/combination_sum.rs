//! Combination sum (LeetCode 39 and 40): `puzzles::combination_sum::CombinationSum`,
//! traced by the library.
//!
//! Parameters: `candidates`, whitespace- or comma-separated integers (at
//! most [`MAX_CANDIDATES`], each from 1 to [`MAX_VALUE`]); `target`, from
//! 1 to [`MAX_TARGET`]; `once=true|false` (each given number at most
//! once: LeetCode 40). Left out: LeetCode 39's example, `2 3 6 7` and 7.
//! The search can be long; the trace is cut at `max_steps` as any other.

use std::sync::Arc;

use puzzles::combination_sum::CombinationSum;
use puzzles::{Limits, Puzzle};
use serde_json::json;

use super::{
    AlgoInfo, ChoiceInfo, Input, InputBox, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, Trace, TraceError,
};
use super::{bounded, from_report};
use crate::code::{Lang, Listing, codes};
use crate::config::Config;
use crate::error::ApiError;

const ALGO: &str = "combination-sum";

const LISTING: &str = include_str!("../../assets/code/combination-sum.rs");

/// The listing in every language: whole programs in Python, C++ and Java
/// (run by `tests/it/listings.rs`), and the Rust.
const LISTINGS: [(Lang, &str); 4] = [
    (Lang::Py, include_str!("../../assets/code/combination-sum.py")),
    (Lang::Cpp, include_str!("../../assets/code/combination-sum.cpp")),
    (Lang::Java, include_str!("../../assets/code/CombinationSum.java")),
    (Lang::Rust, LISTING),
];

/// The most candidates a trace takes.
pub(crate) const MAX_CANDIDATES: usize = 10;

/// The largest candidate.
const MAX_VALUE: u64 = 50;

/// The largest target.
const MAX_TARGET: u64 = 50;

/// The candidate lists offered, the default first.
const CANDIDATES: [(&str, &str); 4] = [
    ("2 3 6 7", "2 3 6 7 (LeetCode 39)"),
    ("10 1 2 7 6 1 5", "10 1 2 7 6 1 5 (LeetCode 40)"),
    ("2 3 5", "2 3 5"),
    ("2 5 2 1 2", "2 5 2 1 2"),
];

/// The targets offered, the default first.
const TARGETS: [(&str, &str); 5] = [
    ("7", "7"),
    ("8", "8"),
    ("5", "5"),
    ("12", "12"),
    ("1", "1 (none)"),
];

/// Combination sum, in the registry.
pub(super) struct CombinationSumPuzzle;

impl PuzzleKind for CombinationSumPuzzle {
    fn name(&self) -> &'static str {
        "combination-sum"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["candidates", "target", "once"]
    }

    fn info(&self, _config: &Config) -> PuzzleInfo {
        let choices = |list: &[(&'static str, &'static str)]| {
            list.iter()
                .map(|&(value, text)| ChoiceInfo { value, text })
                .collect()
        };
        PuzzleInfo {
            name: "combination-sum",
            title: "Combination sum",
            size: None,
            options: vec![
                OptionInfo {
                    name: "candidates",
                    label: "candidates",
                    kind: "choice",
                    choices: choices(&CANDIDATES),
                    default: CANDIDATES[0].0,
                    only_with: None,
                    // A list of one's own in the link, `candidates=2,3,5`.
                    own: Some("candidates"),
                    follows: None,
                },
                OptionInfo {
                    name: "target",
                    label: "target",
                    kind: "choice",
                    choices: choices(&TARGETS),
                    default: TARGETS[0].0,
                    only_with: None,
                    own: None,
                    follows: None,
                },
                OptionInfo {
                    name: "once",
                    label: "each number",
                    kind: "choice",
                    choices: choices(&[("false", "any number of times (39)"), ("true", "once (40)")]),
                    default: "false",
                    only_with: None,
                    own: None,
                    follows: None,
                },
            ],
            default_algo: ALGO,
            algos: vec![AlgoInfo {
                name: ALGO,
                summary: "grow a combination in ascending order: try the values from the last one \
                          taken on, smallest first; the first that would pass the target ends the \
                          node's choices",
                kind: "search",
                code: Listing::parse(LISTING),
                codes: codes(&LISTINGS),
            }],
        }
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/combination-sum.js")
    }

    fn inputs(&self, _config: &Config) -> Vec<InputBox> {
        vec![InputBox::new("candidates", "numbers"), InputBox::new("target", "number")]
    }

    fn input(&self, params: &Params, _config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(read(params)?))
    }
}

fn read(params: &Params) -> Result<CombinationInput, ApiError> {
    let text = params
        .get("candidates")
        .unwrap_or(CANDIDATES[0].0)
        .replace(',', " ");
    let tokens = text.split_whitespace().count();
    if tokens > MAX_CANDIDATES {
        return Err(ApiError::over_limit(
            "candidates",
            MAX_CANDIDATES as u64,
            format!("at most {MAX_CANDIDATES} candidates, got {tokens}"),
        ));
    }
    let candidates =
        puzzles::combination_sum::parse_candidates(&text).map_err(|e| ApiError::bad_request(format!("candidates: {e}")))?;
    if let Some(v) = candidates.iter().find(|&&v| v > MAX_VALUE) {
        return Err(ApiError::over_limit(
            "candidates",
            MAX_VALUE,
            format!("candidates: each must be from 1 to {MAX_VALUE}, got {v}"),
        ));
    }
    let target = bounded(
        "target",
        params.get("target").unwrap_or(TARGETS[0].0),
        1,
        MAX_TARGET,
    )?;
    let once = match params.get("once") {
        None | Some("false") => false,
        Some("true") => true,
        Some(other) => {
            return Err(ApiError::bad_request(format!(
                "once must be true or false, got '{other}'"
            )));
        }
    };
    let problem = CombinationSum::new(candidates.clone(), target, once)
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    Ok(CombinationInput { candidates, problem })
}

#[derive(Debug)]
struct CombinationInput {
    /// As given.
    candidates: Vec<u64>,
    problem: CombinationSum,
}

impl Input for CombinationInput {
    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        let mut events = JsonEvents::new();
        let report = self.problem.trace(limits, |step| {
            events.push(step);
            std::ops::ControlFlow::Continue(())
        });
        let mut values: Vec<u64> = self.candidates.clone();
        values.sort_unstable();
        values.dedup();
        let input = json!({
            "candidates": self.candidates,
            "values": values,
            "target": self.problem.target(),
            "once": self.problem.once(),
        });
        from_report(events, &report, input)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use super::*;

    /// Every step the examples trace has a line in the listing.
    #[test]
    fn the_examples_and_the_listing() {
        let mut kinds = BTreeSet::new();
        for (candidates, _) in CANDIDATES {
            for (target, _) in TARGETS {
                for once in ["false", "true"] {
                    let params = Params::default()
                        .with("candidates", candidates)
                        .with("target", target)
                        .with("once", once);
                    let input = read(&params).unwrap();
                    let report = input.problem.trace(&Limits::none(), |s| {
                        kinds.insert(match s.detail.as_ref().and_then(|d| d.reject) {
                            Some(why) => format!("reject.{}", why.name()),
                            None => s.kind.name().to_owned(),
                        });
                        ControlFlow::Continue(())
                    });
                    assert!(report.outcome.is_finished());
                }
            }
        }
        for (lang, text) in LISTINGS {
            let code = Listing::parse_in(text, lang);
            for kind in &kinds {
                assert!(code.has(kind), "no line for {kind} in {}", lang.name());
            }
        }
        for kind in ["reject.over", "reject.used-up", "dead_end", "solution"] {
            assert!(kinds.contains(kind), "no {kind}");
        }
    }

    #[test]
    fn parameters_are_bounded_and_checked() {
        let e = read(&Params::default().with("candidates", "1 x")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "candidates: line 1, column 3: expected an integer, got 'x'"
        );
        let e = read(&Params::default().with("candidates", "51")).unwrap_err();
        assert!(e.to_string().contains("from 1 to 50, got 51"), "{e}");
        let e = read(&Params::default().with("target", "0")).unwrap_err();
        assert!(
            e.to_string().contains("target must be an integer from 1 to 50"),
            "{e}"
        );
        let e = read(&Params::default().with("once", "yes")).unwrap_err();
        assert_eq!(e.to_string(), "once must be true or false, got 'yes'");
        assert!(read(&Params::default().with("candidates", &"1,".repeat(11))).is_err());
    }
}

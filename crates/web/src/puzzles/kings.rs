//! Non-attacking kings: `puzzles::kings::Kings`, traced by the library.
//!
//! Parameters: `n` (the board side, 1 to [`MAX_KINGS_N`]) and `k` (the
//! kings, 0 to n²; [`DEFAULT_K`] when left out).

use std::sync::Arc;

use puzzles::kings::{Kings, MAX_KINGS_N};
use puzzles::{Limits, Puzzle};
use serde_json::json;

use super::{
    AlgoInfo, ChoiceInfo, Input, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, SizeInfo, Trace,
    TraceError,
};
use super::{bounded, from_report, size};
use crate::code::Listing;
use crate::config::Config;
use crate::error::ApiError;

/// The one approach: squares in reading order, each king after the last.
const ALGO: &str = "reading-order";

const LISTING: &str = include_str!("../../assets/code/kings.rs");

/// The kings placed when `k` is left out: on the default 4×4 board, 79
/// placements.
const DEFAULT_K: &str = "4";

/// The values of `k` the page offers: a 7×7 board holds at most 16
/// kings that do not touch.
const K_CHOICES: [&str; 16] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
];

/// Non-attacking kings, in the registry.
pub(super) struct KingsPuzzle;

impl PuzzleKind for KingsPuzzle {
    fn name(&self) -> &'static str {
        "kings"
    }

    fn params(&self) -> &'static [&'static str] {
        &["n", "k"]
    }

    fn info(&self, config: &Config) -> PuzzleInfo {
        let max = max_n(config);
        PuzzleInfo {
            name: "kings",
            title: "Non-attacking kings",
            size: Some(SizeInfo {
                label: "n",
                min: 1,
                max,
                default: 4.min(max),
                tree_max: max,
            }),
            options: vec![OptionInfo {
                name: "k",
                label: "kings",
                kind: "choice",
                choices: K_CHOICES
                    .iter()
                    .map(|&value| ChoiceInfo { value, text: value })
                    .collect(),
                default: DEFAULT_K,
                only_with: None,
                own: None,
            }],
            default_algo: ALGO,
            algos: vec![AlgoInfo {
                name: ALGO,
                summary: "place the kings in reading order, each on a square after the last one and \
                          with room left for the rest; a square next to a king already placed is \
                          refused (only the one to its left and the three above can hold one)",
                kind: "search",
                code: Listing::parse(LISTING),
                codes: Default::default(),
            }],
        }
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/kings.js")
    }

    fn input(&self, params: &Params, config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(input(params, config)?))
    }
}

/// The largest board: the library's, under the server's N-Queens limit.
fn max_n(config: &Config) -> usize {
    config.max_n.min(MAX_KINGS_N)
}

fn input(params: &Params, config: &Config) -> Result<KingsInput, ApiError> {
    let n = size(params, max_n(config))?;
    let k = bounded("k", params.get("k").unwrap_or(DEFAULT_K), 0, (n * n) as u64)? as usize;
    let kings = Kings::new(n, k).map_err(|e| ApiError::internal(e.to_string()))?;
    Ok(KingsInput(kings))
}

/// K kings on an N×N board.
#[derive(Debug)]
struct KingsInput(Kings);

impl Input for KingsInput {
    fn n(&self) -> Option<usize> {
        Some(self.0.n())
    }

    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        let mut events = JsonEvents::new();
        let report = self.0.trace(limits, |step| {
            events.push(step);
            std::ops::ControlFlow::Continue(())
        });
        let input = json!({"n": self.0.n(), "k": self.0.k()});
        from_report(events, &report, input)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use super::*;

    /// Every step a search traces has a line in the listing.
    #[test]
    fn every_traced_event_has_a_code_line() {
        let code = Listing::parse(LISTING);
        let mut kinds = BTreeSet::new();
        for n in 1..=4 {
            for k in 0..=n * n {
                Kings::new(n, k).unwrap().trace(&Limits::none(), |s| {
                    kinds.insert(match s.detail.and_then(|d| d.reason) {
                        Some(why) => format!("reject.{why}"),
                        None => s.kind.name().to_owned(),
                    });
                    ControlFlow::Continue(())
                });
            }
        }
        for kind in &kinds {
            assert!(code.has(kind), "no line for {kind}");
        }
        for kind in ["try", "reject.attacked", "place", "remove", "dead_end", "solution"] {
            assert!(kinds.contains(kind), "{kind} never traced: {kinds:?}");
        }
    }

    /// `k` is read against the board asked for; `n` against the library's
    /// largest board.
    #[test]
    fn n_and_k_are_bounded() {
        let config = Config::default();
        let params = |n: &str, k: &str| Params::default().with("n", n).with("k", k);
        assert_eq!(input(&params("3", "4"), &config).unwrap().0.k(), 4);
        assert_eq!(input(&Params::default().with("n", "4"), &config).unwrap().0.k(), 4);
        let e = input(&params("3", "10"), &config).unwrap_err();
        assert_eq!(e.to_string(), "k must be an integer from 0 to 9, got '10'");
        let e = input(&params("8", "1"), &config).unwrap_err();
        assert_eq!(e.to_string(), "n must be an integer from 1 to 7, got '8'");
    }
}

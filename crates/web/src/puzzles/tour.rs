//! The knight's tour: `puzzles::tour::KnightsTour`, traced by the library.
//!
//! Parameters: `n` (the board side), `start=row,col` (from 0; the top
//! left corner when left out) and `closed=true|false`. A closed tour is a
//! cycle, and the library searches it from the square nearest the centre
//! whatever the start, so a closed tour takes no `start`.

use std::sync::Arc;

use puzzles::tour::KnightsTour;
use puzzles::{Limits, Puzzle};
use serde_json::json;

use super::{
    AlgoInfo, ChoiceInfo, Input, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, SizeInfo, Trace,
    TraceError,
};
use super::{bounded, from_report, size};
use crate::code::{Listing, codes_of};
use crate::config::Config;
use crate::error::ApiError;

/// The one approach: backtracking with Warnsdorff's rule.
const ALGO: &str = "warnsdorff";

const LISTING: &str = include_str!("../../assets/code/warnsdorff.rs");

fn max_n(config: &Config) -> usize {
    config.max_tour_n.min(puzzles::tour::MAX_TOUR_N)
}

/// The knight's tour, in the registry.
pub(super) struct Tour;

impl PuzzleKind for Tour {
    fn name(&self) -> &'static str {
        "tour"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["n", "start", "closed"]
    }

    fn info(&self, config: &Config) -> PuzzleInfo {
        info(config)
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/tour.js")
    }

    fn input(&self, params: &Params, config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(input(params, config)?))
    }
}

/// A knight's tour: its board, start and whether it is closed.
#[derive(Debug)]
struct TourInput(KnightsTour);

impl Input for TourInput {
    fn n(&self) -> Option<usize> {
        Some(self.0.n())
    }

    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        trace(&self.0, limits)
    }

    fn stdin(&self) -> Option<String> {
        let (row, col) = self.0.start_square();
        let closed = u8::from(self.0.is_closed());
        Some(format!("{} {row} {col} {closed}\n", self.0.n()))
    }
}

fn info(config: &Config) -> PuzzleInfo {
    PuzzleInfo {
        name: "tour",
        title: "Knight's tour",
        size: Some(SizeInfo {
            label: "n",
            min: 1,
            max: max_n(config),
            default: 5,
            tree_max: max_n(config),
        }),
        options: vec![
            OptionInfo {
                name: "closed",
                label: "tour",
                kind: "choice",
                choices: vec![
                    ChoiceInfo {
                        value: "false",
                        text: "open",
                    },
                    ChoiceInfo {
                        value: "true",
                        text: "closed",
                    },
                ],
                default: "false",
                only_with: None,
                own: None,
                follows: None,
            },
            OptionInfo {
                name: "start",
                // The page counts from 0, as its traces do; the CLI's
                // --start counts from 1, as its answers do.
                label: "start (row,col from 0)",
                kind: "square",
                choices: Vec::new(),
                default: "0,0",
                only_with: Some(["closed", "false"]),
                own: None,
                follows: None,
            },
        ],
        default_algo: ALGO,
        algos: vec![AlgoInfo {
            name: ALGO,
            summary: "a knight visits every square once; moves to the square with the fewest \
                      onward moves first (Warnsdorff's rule), backing up when stuck",
            kind: "search",
            code: Listing::parse(LISTING),
            codes: codes_of(ALGO, LISTING),
        }],
    }
}

fn input(params: &Params, config: &Config) -> Result<TourInput, ApiError> {
    let n = size(params, max_n(config))?;
    let closed = match params.get("closed") {
        None | Some("false") => false,
        Some("true") => true,
        Some(other) => {
            return Err(ApiError::bad_request(format!(
                "closed must be true or false, got '{other}'"
            )));
        }
    };
    let tour = KnightsTour::new(n).map_err(|e| ApiError::internal(e.to_string()))?;
    let (row, col) = match params.get("start") {
        None => (0, 0),
        Some(_) if closed => {
            return Err(ApiError::bad_request(
                "a closed tour takes no start: it is a cycle, searched from the square nearest the \
                 centre (leave start out, or ask for an open tour)",
            ));
        }
        Some(text) => {
            let Some((r, c)) = text.split_once(',') else {
                return Err(ApiError::bad_request(format!(
                    "start must be row,col (each from 0 to {}), got '{text}'",
                    n - 1
                )));
            };
            let max = n as u64 - 1;
            (
                bounded("start", r, 0, max)? as usize,
                bounded("start", c, 0, max)? as usize,
            )
        }
    };
    let tour = tour
        .start(row, col)
        .map_err(|e| ApiError::internal(e.to_string()))?
        .closed(closed);
    Ok(TourInput(tour))
}

/// The trace of a tour; `limits` holds the steps asked for.
fn trace(tour: &KnightsTour, limits: &Limits) -> Result<Trace, TraceError> {
    let mut events = JsonEvents::new();
    let report = tour.trace(limits, |step| {
        events.push(step);
        std::ops::ControlFlow::Continue(())
    });
    let (row, col) = tour.start_square();
    let (from_row, from_col) = tour.search_start();
    let input = json!({
        "n": tour.n(),
        "start": {"row": row, "col": col},
        // Where the search starts: the start, or a closed tour's centre.
        "from": {"row": from_row, "col": from_col},
        "closed": tour.is_closed(),
        "ruled_out": tour.ruled_out(),
    });
    from_report(events, &report, input)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use super::*;

    /// Every step a tour traces, and every reason a move can be refused
    /// for, has a line in the listing.
    #[test]
    fn every_traced_event_has_a_code_line() {
        let code = Listing::parse(LISTING);
        let mut kinds = BTreeSet::new();
        for n in 1..=8 {
            for closed in [false, true] {
                let tour = KnightsTour::new(n).unwrap().closed(closed);
                tour.trace(&Limits::max_steps(5000), |s| {
                    kinds.insert(s.kind.name().to_owned());
                    ControlFlow::Continue(())
                });
            }
        }
        for kind in &kinds {
            assert!(
                code.has(kind) || kind == "reject" || kind == "cut",
                "no line for {kind}"
            );
        }
        for reason in ["no-way-on", "cuts-off", "closes-off", "not-closing"] {
            assert!(code.has(&format!("reject.{reason}")), "no line for {reason}");
        }
        assert!(kinds.len() >= 6, "{kinds:?}");
    }
}

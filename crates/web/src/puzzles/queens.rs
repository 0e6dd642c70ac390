//! N-Queens: the approaches of `nqueens::Algo`, traced by the library.

use std::ops::ControlFlow;
use std::sync::Arc;

use engine::{Limits, Outcome};
use nqueens::Algo;

use super::{
    AlgoInfo, Input, JsonEvents, Params, PuzzleInfo, PuzzleKind, SizeInfo, Trace, TraceError, TraceStats,
    outcome_error, size,
};
use crate::code::{Lang, Listing};
use crate::config::Config;
use crate::error::ApiError;

/// The approaches the page offers, the searches first (the first is the
/// default). `fast` is left
/// out: its kernels keep no steps (the library refuses to trace it).
const ALGOS: [Algo; 10] = [
    Algo::Backtrack,
    Algo::Board,
    Algo::Sets,
    Algo::Flags,
    Algo::Levels,
    Algo::Bitmask,
    Algo::Mirror,
    Algo::Brute,
    Algo::Odometer,
    Algo::Permutations,
];

/// The Rust code listing of an approach, with its event markers.
fn listing(algo: Algo) -> &'static str {
    listing_in(algo, Lang::Rust)
}

/// The four listings of an approach (`assets/code/<algo>.rs`,
/// `<algo>.py`, `<algo>.cpp`, `<Algo>.java`), with their event markers.
macro_rules! listings {
    ($lang:expr, $stem:literal, $class:literal) => {
        match $lang {
            Lang::Rust => include_str!(concat!("../../assets/code/", $stem, ".rs")),
            Lang::Py => include_str!(concat!("../../assets/code/", $stem, ".py")),
            Lang::Cpp => include_str!(concat!("../../assets/code/", $stem, ".cpp")),
            Lang::Java => include_str!(concat!("../../assets/code/", $class, ".java")),
        }
    };
}

/// The listing of an N-Queens approach in `lang`, with its event
/// markers (`fast` has `bitmask`'s: it keeps no steps of its own).
pub fn listing_in(algo: Algo, lang: Lang) -> &'static str {
    match algo {
        Algo::Board => listings!(lang, "board", "Board"),
        Algo::Backtrack => listings!(lang, "backtrack", "Backtrack"),
        Algo::Sets => listings!(lang, "sets", "Sets"),
        Algo::Flags => listings!(lang, "flags", "Flags"),
        Algo::Levels => listings!(lang, "levels", "Levels"),
        Algo::Bitmask | Algo::Fast => listings!(lang, "bitmask", "Bitmask"),
        Algo::Mirror => listings!(lang, "mirror", "Mirror"),
        Algo::Brute => listings!(lang, "brute", "Brute"),
        Algo::Odometer => listings!(lang, "odometer", "Odometer"),
        Algo::Permutations => listings!(lang, "permutations", "Permutations"),
    }
}

/// N-Queens, in the registry.
pub(super) struct Queens;

impl PuzzleKind for Queens {
    fn name(&self) -> &'static str {
        "queens"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["n"]
    }

    fn info(&self, config: &Config) -> PuzzleInfo {
        info(config)
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/queens.js")
    }

    fn input(&self, params: &Params, config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(Board {
            n: size(params, max_n(config))?,
        }))
    }
}

/// N-Queens on an n×n board.
#[derive(Debug)]
struct Board {
    n: usize,
}

impl Input for Board {
    fn n(&self) -> Option<usize> {
        Some(self.n)
    }

    fn whole_search(&self, algo: &str) -> Option<u64> {
        whole_search(self.n, algo)
    }

    fn trace(&self, algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        trace(self.n, algo, limits)
    }
}

fn info(config: &Config) -> PuzzleInfo {
    PuzzleInfo {
        name: "queens",
        title: "N-Queens",
        size: Some(SizeInfo {
            label: "n",
            min: 1,
            max: max_n(config),
            default: 4,
            tree_max: 10,
        }),
        options: Vec::new(),
        default_algo: Algo::Backtrack.name(),
        algos: ALGOS
            .iter()
            .map(|&a| AlgoInfo {
                name: a.name(),
                summary: a.summary(),
                kind: if a.is_enumerator() {
                    "enumerator"
                } else if a == Algo::Levels {
                    // The page finds a step's node in the tree from its
                    // board: levels never backs up.
                    "breadth-first"
                } else {
                    "search"
                },
                code: Listing::parse(listing(a)),
                codes: Lang::ALL
                    .iter()
                    .map(|&l| (l.name(), Listing::parse_in(listing_in(a, l), l)))
                    .collect(),
            })
            .collect(),
    }
}

fn max_n(config: &Config) -> usize {
    config.max_n.min(nqueens::board::MAX_SOLVE_N)
}

/// The steps of the whole search of `algo` (a name in [`ALGOS`]) on n
/// queens, for the boards where it takes at most 50,000 (checked by a
/// test below); `None` on the others.
fn whole_search(n: usize, algo: &str) -> Option<u64> {
    let steps: &[u64] = match algo.parse::<Algo>().ok()? {
        Algo::Board | Algo::Backtrack | Algo::Sets | Algo::Flags => &[4, 16, 44, 142, 507, 1990, 7913, 34232],
        Algo::Levels => &[3, 14, 39, 126, 454, 1838, 7362, 32176],
        Algo::Bitmask => &[3, 6, 13, 38, 120, 354, 1296, 4848, 19722],
        Algo::Mirror => &[3, 3, 8, 20, 74, 179, 757, 2470, 11196, 42287],
        Algo::Brute => &[4, 30, 448, 10114],
        Algo::Odometer => &[4, 20, 147, 1506, 19455],
        Algo::Permutations => &[4, 10, 34, 154, 834, 5260, 38612],
        Algo::Fast => &[],
    };
    steps.get(n.checked_sub(1)?).copied()
}

/// The trace of `algo` on n queens; `limits` holds the steps asked for.
fn trace(n: usize, algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
    let algo: Algo = algo
        .parse()
        .map_err(|e: nqueens::Error| TraceError::Failed(e.to_string()))?;
    let mut events = JsonEvents::new();
    let report = algo
        .trace(n, limits, |e| {
            events.push(e);
            ControlFlow::Continue(())
        })
        .map_err(|e| TraceError::Failed(e.to_string()))?;
    match report.outcome {
        Outcome::Finished | Outcome::StepLimit => Ok(Trace {
            events_json: events.finish(),
            outcome: report.outcome,
            stats: TraceStats {
                steps: report.steps,
                nodes: report.nodes,
                candidates: report.candidates,
                checks: report.checks,
                dead_ends: report.dead_ends,
                solutions: u64::try_from(report.solutions).unwrap_or(u64::MAX),
            },
            input: serde_json::json!({ "n": n }),
        }),
        other => Err(outcome_error(other)),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// Every event an approach traces has a line in its listing, so the
    /// page always has something to highlight, and every reason of a
    /// search's rejects has the line of its test.
    #[test]
    fn every_traced_event_has_a_code_line() {
        for (algo, lang) in ALGOS.into_iter().flat_map(|a| Lang::ALL.map(|l| (a, l))) {
            let code = Listing::parse_in(listing_in(algo, lang), lang);
            let mut kinds = BTreeSet::new();
            algo.trace(4, &Limits::none(), |e| {
                kinds.insert(e.kind.name());
                if let Some(a) = e.detail.and_then(|d| d.reject) {
                    kinds.insert(a.line.name());
                }
                ControlFlow::Continue(())
            })
            .unwrap();
            for kind in kinds {
                let found = match kind {
                    // The enumerators' `attacked` is one call; a search's
                    // listing has the line of each test, lit as the
                    // reason of a reject.
                    "row" | "column" | "diagonal" | "anti-diagonal" if algo.is_enumerator() => true,
                    "row" | "column" | "diagonal" | "anti-diagonal" => code.has(&format!("reject.{kind}")),
                    k => code.has(k),
                };
                assert!(found, "{algo} in {}: no line for {kind}", lang.name());
            }
        }
    }

    /// The steps of the whole searches the server counts on are the
    /// library's, and every board after the last one listed takes more
    /// than 50,000.
    #[test]
    fn whole_searches_take_the_steps_listed() {
        for algo in ALGOS {
            let traced = |n| {
                let limits = Limits::max_steps(50_000);
                let report = algo.trace(n, &limits, |_| ControlFlow::Continue(())).unwrap();
                (report.outcome == Outcome::Finished).then_some(report.steps)
            };
            let mut n = 1;
            while let Some(steps) = whole_search(n, algo.name()) {
                assert_eq!(traced(n), Some(steps), "{algo}, n = {n}");
                n += 1;
            }
            assert_eq!(traced(n), None, "{algo}, n = {n} is short: list it");
        }
        assert_eq!(whole_search(0, "flags"), None);
        assert_eq!(whole_search(4, "nope"), None);
    }
}

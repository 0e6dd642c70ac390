//! The API's answers without a server: a query read and checked against
//! the limits, a trace run under them, and its JSON made. `queens serve`
//! answers `/api/puzzles` and `/api/trace` with these, and so does the
//! WebAssembly module of the static site (`crates/wasm`), so the two
//! apply the same bounds with the same messages and send the same bytes.
//!
//! What only a server has (its workers, the memory its responses hold,
//! its connections and their timeouts) stays in the server.

use std::time::Duration;

use engine::{CancelToken, Instant, Limits};
use serde::Serialize;

use crate::config::Config;
use crate::error::ApiError;
use crate::puzzles::{
    self, InputBox, Params, PuzzleInfo, REGISTRY, Trace, TraceError, TraceRequest, TraceStats, bounded,
};

/// The last step a page of a trace may start from: the page plays a
/// search of up to a million steps (N-Queens n = 10 by the classic
/// searches: 744,612), in pages; beyond, every page would run the search
/// that far again for nothing.
pub const MAX_FROM: u64 = 5_000_000;

/// The answers of one configuration: what `/api/puzzles` says, and how a
/// trace is asked for and made.
pub struct Api {
    config: Config,
    /// What `/api/puzzles` says of each puzzle of the registry, in its
    /// order, made once.
    infos: Vec<PuzzleInfo>,
    /// The answer of `/api/puzzles`, made once.
    puzzles_json: String,
}

#[derive(Serialize)]
struct Puzzles<'a> {
    limits: LimitsInfo,
    puzzles: Vec<Offered<'a>>,
}

/// A puzzle as `/api/puzzles` offers it: its info, and the boxes to
/// type an input of one's own in.
#[derive(Serialize)]
struct Offered<'a> {
    #[serde(flatten)]
    info: &'a PuzzleInfo,
    inputs: Vec<InputBox>,
}

#[derive(Serialize)]
struct LimitsInfo {
    max_steps: u64,
    default_steps: u64,
    time_ms: u64,
    /// The last step a page of a trace may start from (`from`).
    max_from: u64,
}

pub(crate) fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// A trace made, and how long it took.
#[derive(Debug)]
pub struct Made {
    /// The trace.
    pub trace: Trace,
    /// From its start to its end.
    pub elapsed: Duration,
}

impl Api {
    /// The answers under these limits.
    pub fn new(config: Config) -> Api {
        let infos: Vec<PuzzleInfo> = REGISTRY.iter().map(|p| p.info(&config)).collect();
        let puzzles = Puzzles {
            limits: LimitsInfo {
                max_steps: config.max_steps,
                default_steps: config.default_steps,
                time_ms: millis(config.time_limit),
                max_from: MAX_FROM,
            },
            puzzles: REGISTRY
                .iter()
                .zip(&infos)
                .map(|(p, info)| Offered {
                    info,
                    inputs: p.inputs(&config),
                })
                .collect(),
        };
        Api {
            puzzles_json: serde_json::to_string(&puzzles).expect("plain data serializes"),
            infos,
            config,
        }
    }

    /// The limits.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The answer of `GET /api/puzzles`: the puzzles, their sizes and
    /// approaches (with code listings), and the limits.
    pub fn puzzles_json(&self) -> &str {
        &self.puzzles_json
    }

    /// Reads a query string (what follows `?` in `/api/trace?...`) and
    /// checks it against the puzzles and the limits.
    pub fn request(&self, query: &str) -> Result<TraceRequest, ApiError> {
        self.check(parse_query(query)?)
    }

    /// Checks a query's parameters against the puzzles and the limits.
    pub fn check(&self, params: Params) -> Result<TraceRequest, ApiError> {
        check(params, &self.config, &self.infos)
    }

    /// Runs a checked trace under the time limit (and `cancel`, if any);
    /// past the time limit, the 400 naming `time_ms`.
    pub fn run(&self, request: &TraceRequest, cancel: Option<CancelToken>) -> Result<Made, ApiError> {
        let time_limit = self.config.time_limit;
        let start = Instant::now();
        let limits = Limits {
            max_steps: None,
            deadline: Some(start + time_limit),
            cancel,
        };
        match request.trace(&limits) {
            Ok(trace) => Ok(Made {
                trace,
                elapsed: start.elapsed(),
            }),
            Err(TraceError::TimeLimit) => Err(ApiError::over_limit(
                "time_ms",
                millis(time_limit),
                format!(
                    "the trace ran past the time limit of {} ms per request; ask for fewer steps \
                     (max_steps) or a smaller puzzle",
                    millis(time_limit)
                ),
            )),
            Err(other) => Err(ApiError::internal(other.to_string())),
        }
    }

    /// The answer of `GET /api/check?{query}`: the query read and checked
    /// as `/api/trace` would, nothing traced (the page's input boxes ask
    /// it as one types).
    pub fn check_query(&self, query: &str) -> Result<String, ApiError> {
        self.request(query)?;
        Ok(r#"{"ok":true}"#.to_owned())
    }

    /// The whole answer of `GET /api/trace?{query}`, as one string: the
    /// query read and checked, the trace run, its JSON made.
    pub fn trace(&self, query: &str) -> Result<String, ApiError> {
        let request = self.request(query)?;
        let made = self.run(&request, None)?;
        let mut body = head(&request, &made)?;
        body.push_str(&made.trace.events_json);
        body.push('}');
        Ok(body)
    }
}

/// Reads a query string into its parameters, as the server's `Query`
/// extractor reads it (`serde_urlencoded`, with its words for a malformed
/// one).
pub fn parse_query(query: &str) -> Result<Params, ApiError> {
    let pairs: Vec<(String, String)> = serde_urlencoded::from_str(query)
        .map_err(|e| ApiError::bad_request(format!("Failed to deserialize query string: {e}")))?;
    Params::from_pairs(pairs)
}

/// Checks a query against the puzzles (`infos`, what each of the
/// registry offers) and the limits.
fn check(params: Params, config: &Config, infos: &[PuzzleInfo]) -> Result<TraceRequest, ApiError> {
    let puzzle = match params.puzzle.as_deref() {
        None | Some("") => REGISTRY[0],
        Some(name) => puzzles::find(name).ok_or_else(|| {
            let names: Vec<_> = REGISTRY.iter().map(|p| p.name()).collect();
            ApiError::bad_request(format!(
                "unknown puzzle '{name}'; the puzzles are {}",
                names.join(", ")
            ))
        })?,
    };
    let takes = puzzle.params();
    if let Some(name) = params.foreign(&takes) {
        return Err(ApiError::bad_request(format!(
            "{name} is not a parameter of {}: it takes {}, algo and max_steps",
            puzzle.name(),
            takes.join(", ")
        )));
    }
    let input = puzzle.input(&params, config)?;
    let info = infos
        .iter()
        .find(|i| i.name == puzzle.name())
        .ok_or_else(|| ApiError::internal(format!("no info on {}", puzzle.name())))?;
    let algo = match params.algo.as_deref() {
        None | Some("") => info.default_algo,
        Some(name) => info
            .algos
            .iter()
            .map(|a| a.name)
            .find(|a| *a == name)
            .ok_or_else(|| {
                let algos: Vec<_> = info.algos.iter().map(|a| a.name).collect();
                ApiError::bad_request(format!(
                    "unknown algo '{name}' for {}; the approaches are {}",
                    puzzle.name(),
                    algos.join(", ")
                ))
            })?,
    };
    let max_steps = match params.max_steps.as_deref() {
        None | Some("") => config.default_steps,
        Some(text) => bounded("max_steps", text, 1, config.max_steps)?,
    };
    let from = match params.from.as_deref() {
        None | Some("") => 0,
        Some(text) => bounded("from", text, 0, MAX_FROM)?,
    };
    Ok(TraceRequest {
        puzzle,
        input,
        algo,
        max_steps,
        from,
    })
}

#[derive(Serialize)]
struct TraceHead<'a> {
    puzzle: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    n: Option<usize>,
    algo: &'a str,
    max_steps: u64,
    #[serde(skip_serializing_if = "is_zero")]
    from: u64,
    outcome: &'a str,
    elapsed_ms: f64,
    stats: TraceStats,
    input: &'a serde_json::Value,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// The answer of a trace up to its events: `{"puzzle": ..., ...,
/// "events":`. The events follow as they are (they are JSON already, and
/// can be megabytes), then `}`.
pub fn head(request: &TraceRequest, made: &Made) -> Result<String, ApiError> {
    let trace = &made.trace;
    let head = TraceHead {
        puzzle: request.puzzle.name(),
        n: request.input.n(),
        algo: request.algo,
        max_steps: request.max_steps,
        from: request.from,
        outcome: trace.outcome.name(),
        elapsed_ms: made.elapsed.as_secs_f64() * 1e3,
        stats: trace.stats,
        input: &trace.input,
    };
    let mut head = serde_json::to_string(&head).map_err(|e| ApiError::internal(e.to_string()))?;
    head.pop();
    head.push_str(r#","events":"#);
    Ok(head)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(n: &str, algo: Option<&str>, steps: Option<&str>) -> Params {
        Params {
            algo: algo.map(Into::into),
            max_steps: steps.map(Into::into),
            ..Params::default()
        }
        .with("n", n)
    }

    #[test]
    fn defaults_and_limits() {
        let api = Api::new(Config::default());
        let check = |p| api.check(p);
        let r = check(params("4", None, None)).unwrap();
        assert_eq!(
            (r.puzzle.name(), r.input.n(), r.algo, r.max_steps),
            ("queens", Some(4), "backtrack", 100_000)
        );
        let e = check(params("13", None, None)).unwrap_err();
        assert_eq!(e.to_string(), "n must be an integer from 1 to 12, got '13'");
        let e = check(params("4", None, Some("200001"))).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("max_steps must be an integer from 1 to 200000")
        );
        let e = check(params("4", Some("fast"), None)).unwrap_err();
        assert!(
            e.to_string()
                .contains("the approaches are backtrack, board, sets, flags"),
            "{e}"
        );
        assert!(check(params("x", None, None)).is_err());
        assert!(check(params("0", None, None)).is_err());
    }

    /// The whole answer: the head, the events, and the error bodies the
    /// server sends.
    #[test]
    fn a_whole_answer_and_a_refusal() {
        let api = Api::new(Config::default());
        let body = api.trace("n=4&algo=backtrack&max_steps=3").unwrap();
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["puzzle"], "queens");
        assert_eq!(v["outcome"], "max-steps");
        assert_eq!(
            v["events"].as_array().unwrap().len(),
            4,
            "three steps and the cut"
        );
        let e = api.trace("n=13").unwrap_err();
        assert_eq!(e.status(), 400);
        assert_eq!(
            e.body(),
            r#"{"error":"n must be an integer from 1 to 12, got '13'","limit":"n","max":12}"#
        );
        let slow = Api::new(Config {
            time_limit: Duration::ZERO,
            ..Config::default()
        });
        let e = slow.trace("n=8&algo=brute").unwrap_err();
        assert!(e.body().contains(r#""limit":"time_ms","max":0"#), "{}", e.body());
    }
}

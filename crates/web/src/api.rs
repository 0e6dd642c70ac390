//! The JSON API: `GET /api/puzzles` (what can be traced) and
//! `GET /api/trace` (one trace).

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use engine::{CancelToken, Limits};
use serde::Serialize;

use crate::body::Parts;
use crate::config::Config;
use crate::error::ApiError;
use crate::lanes::Lanes;
use crate::puzzles::{self, Params, PuzzleInfo, REGISTRY, TraceError, TraceRequest, TraceStats, bounded};

/// What the handlers share.
pub(crate) struct AppState {
    pub(crate) config: Config,
    /// The workers and the response memory.
    lanes: Lanes,
    /// What `/api/puzzles` says of each puzzle of the registry, in its
    /// order, made once.
    infos: Vec<PuzzleInfo>,
    /// The answer of `/api/puzzles`, made once.
    puzzles_json: String,
}

impl AppState {
    pub(crate) fn new(config: Config) -> Self {
        let puzzles = Puzzles {
            limits: LimitsInfo {
                max_steps: config.max_steps,
                default_steps: config.default_steps,
                time_ms: millis(config.time_limit),
            },
            puzzles: REGISTRY.iter().map(|p| p.info(&config)).collect(),
        };
        AppState {
            lanes: Lanes::new(&config),
            puzzles_json: serde_json::to_string(&puzzles).expect("plain data serializes"),
            infos: puzzles.puzzles,
            config,
        }
    }
}

#[derive(Serialize)]
struct Puzzles {
    limits: LimitsInfo,
    puzzles: Vec<PuzzleInfo>,
}

#[derive(Serialize)]
struct LimitsInfo {
    max_steps: u64,
    default_steps: u64,
    time_ms: u64,
}

pub(crate) fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

fn json(body: String) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// `GET /api/puzzles`: the puzzles, their sizes and approaches (with code
/// listings), and the server's limits.
pub(crate) async fn puzzles(State(app): State<Arc<AppState>>) -> Response {
    json(app.puzzles_json.clone())
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
    if let Some(name) = params.foreign(takes) {
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
    Ok(TraceRequest {
        puzzle,
        input,
        algo,
        max_steps,
    })
}

/// Cancels the trace when the request goes away (the handler's future is
/// dropped), so an abandoned trace stops at its next poll.
struct CancelOnDrop(CancelToken);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

#[derive(Serialize)]
struct TraceHead<'a> {
    puzzle: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    n: Option<usize>,
    algo: &'a str,
    max_steps: u64,
    outcome: &'a str,
    elapsed_ms: f64,
    stats: TraceStats,
    input: &'a serde_json::Value,
}

/// `GET /api/trace?puzzle=queens&n=4&algo=backtrack&max_steps=1000`: the
/// trace as one JSON object, its `events` those of the puzzle library
/// (for queens, those of `queens trace --format json`) and its `input`
/// what the page needs to draw the puzzle. Over a limit (n, max_steps,
/// the maze's size, the time of one trace): 400 naming it.
pub(crate) async fn trace(
    State(app): State<Arc<AppState>>,
    query: Result<Query<Vec<(String, String)>>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(pairs) = query.map_err(|e| ApiError::bad_request(e.body_text()))?;
    let config = &app.config;
    let request = check(Params::from_pairs(pairs)?, config, &app.infos)?;
    // Room for the response first, then a worker: a trace that runs
    // always has somewhere to put its events.
    let lanes = &app.lanes;
    let cheap = lanes.is_cheap(&request);
    let deadline = tokio::time::Instant::now() + config.queue_wait;
    let room = lanes.room(&request, cheap, deadline).await?;
    let permit = lanes.worker(cheap, deadline).await?;
    let cancel = CancelToken::new();
    let _guard = CancelOnDrop(cancel.clone());
    let time_limit = config.time_limit;
    let job = request.clone();
    // The room goes with the trace, and comes back with it: a trace
    // abandoned by its request keeps its room until it stops.
    let (result, room) = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        let start = Instant::now();
        let limits = Limits {
            max_steps: None,
            deadline: Some(start + time_limit),
            cancel: Some(cancel),
        };
        let result = job.trace(&limits).map(|t| (t, start.elapsed()));
        (result, room)
    })
    .await
    .map_err(|e| ApiError::internal(format!("the trace failed: {e}")))?;
    let (trace, elapsed) = match result {
        Ok(done) => done,
        Err(TraceError::TimeLimit) => {
            return Err(ApiError::over_limit(
                "time_ms",
                millis(time_limit),
                format!(
                    "the trace ran past the time limit of {} ms per request; ask for fewer steps \
                     (max_steps) or a smaller puzzle",
                    millis(time_limit)
                ),
            ));
        }
        Err(other) => return Err(ApiError::internal(other.to_string())),
    };
    let head = TraceHead {
        puzzle: request.puzzle.name(),
        n: request.input.n(),
        algo: request.algo,
        max_steps: request.max_steps,
        outcome: trace.outcome.name(),
        elapsed_ms: elapsed.as_secs_f64() * 1e3,
        stats: trace.stats,
        input: &trace.input,
    };
    // The head through serde, then the events as they are: they are JSON
    // already, and can be megabytes, so they are sent from where they
    // lie rather than copied into one string.
    let mut head = serde_json::to_string(&head).map_err(|e| ApiError::internal(e.to_string()))?;
    head.pop();
    head.push_str(r#","events":"#);
    let mut events = trace.events_json;
    events.shrink_to_fit();
    let parts = [Bytes::from(head), Bytes::from(events), Bytes::from_static(b"}")];
    let bytes: u64 = parts.iter().map(|p| p.len() as u64).sum();
    if let Some(too_big) = lanes.too_big(bytes, cheap) {
        return Err(too_big);
    }
    // The bound reserved holds for every puzzle; were it ever short, the
    // response takes more room only if it is free.
    let room = room.fit(bytes).ok_or_else(|| {
        ApiError::busy("the server is busy: no room is left for this response; try again shortly")
    })?;
    Ok((
        [(header::CONTENT_TYPE, "application/json")],
        Body::new(Parts::new(parts, room)),
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use axum::http::Uri;
    use serde::Deserialize;

    use super::*;

    fn params(n: &str, algo: Option<&str>, steps: Option<&str>) -> Params {
        Params {
            algo: algo.map(Into::into),
            max_steps: steps.map(Into::into),
            ..Params::default()
        }
        .with("n", n)
    }

    fn infos(config: &Config) -> Vec<PuzzleInfo> {
        REGISTRY.iter().map(|p| p.info(config)).collect()
    }

    #[test]
    fn defaults_and_limits() {
        let config = Config::default();
        let infos = infos(&config);
        let check = |p| check(p, &config, &infos);
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

    /// The query as it was read before the registry: one field a
    /// parameter, unknown ones refused by `serde`.
    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Before {
        puzzle: Option<String>,
        algo: Option<String>,
        max_steps: Option<String>,
        n: Option<String>,
        start: Option<String>,
        closed: Option<String>,
        maze: Option<String>,
        sudoku: Option<String>,
        grid: Option<String>,
    }

    /// A query is refused, or read, as it was when every puzzle's
    /// parameters were fields of one struct: the same words for an
    /// unknown parameter and for one given twice.
    #[test]
    fn queries_read_as_before() {
        for query in [
            "n=4",
            "n=4&steps=5",
            "steps=5&n=4",
            "n=4&n=5",
            "puzzle=maze&puzzle=tour",
            "algo=a&max_steps=3&algo=b",
            "grid=S.%23&grid=x",
            "puzzle=tour&n=5&start=1,2&closed=true&maze=first&sudoku=easy&grid=x",
            "n",
            "n=&=&x",
            "N=4",
        ] {
            let added: String = Params::names()[9..].iter().map(|n| format!(", `{n}`")).collect();
            let uri: Uri = format!("/api/trace?{query}").parse().unwrap();
            let before = Query::<Before>::try_from_uri(&uri).map_err(|e| e.body_text());
            let now = Query::<Vec<(String, String)>>::try_from_uri(&uri)
                .map_err(|e| e.body_text())
                .and_then(|Query(pairs)| Params::from_pairs(pairs).map_err(|e| e.to_string()));
            match (before, now) {
                (Ok(Query(before)), Ok(now)) => {
                    assert_eq!(before.puzzle, now.puzzle, "{query}");
                    assert_eq!(before.algo, now.algo, "{query}");
                    assert_eq!(before.max_steps, now.max_steps, "{query}");
                    let own = [
                        ("n", &before.n),
                        ("start", &before.start),
                        ("closed", &before.closed),
                        ("maze", &before.maze),
                        ("sudoku", &before.sudoku),
                        ("grid", &before.grid),
                    ];
                    for (name, value) in own {
                        assert_eq!(value.as_deref(), now.get(name), "{query}: {name}");
                    }
                }
                // The parameters of puzzles added since are listed too.
                (Err(before), Err(now)) => assert_eq!(before, now.replace(&added, ""), "{query}"),
                (before, now) => panic!("{query}: {before:?} then, {:?} now", now.map(|_| ())),
            }
        }
    }
}

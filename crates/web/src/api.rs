//! The JSON API: `GET /api/puzzles` (what can be traced) and
//! `GET /api/trace` (one trace).

use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use engine::CancelToken;

use crate::answer::{self, Api};
use crate::body::Parts;
use crate::config::Config;
use crate::error::ApiError;
use crate::scheduler::Scheduler;

/// What the handlers share.
pub(crate) struct AppState {
    /// The limits, the puzzles, and the answers made without a server.
    pub(crate) api: Api,
    /// The workers and the response memory.
    scheduler: Scheduler,
    /// `/api/puzzles`, gzipped once.
    puzzles_gz: Bytes,
}

impl AppState {
    pub(crate) fn new(config: Config) -> Self {
        let api = Api::new(config);
        AppState {
            scheduler: Scheduler::new(api.config()),
            puzzles_gz: Bytes::from(gzip(&[api.puzzles_json().as_bytes()], 6)),
            api,
        }
    }
}

/// Whether the client takes gzip (`Accept-Encoding: gzip`, not `q=0`).
pub(crate) fn takes_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|p| p.replace(' ', "") == "q=0");
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        })
}

/// The parts gzipped, at `level` (1, fast, for traces made per request;
/// 6 for what is made once).
pub(crate) fn gzip(parts: &[&[u8]], level: u32) -> Vec<u8> {
    use std::io::Write;
    let size: usize = parts.iter().map(|p| p.len()).sum();
    let mut out =
        flate2::write::GzEncoder::new(Vec::with_capacity(size / 6 + 64), flate2::Compression::new(level));
    for part in parts {
        out.write_all(part).expect("writing to memory");
    }
    out.finish().expect("writing to memory")
}

/// A response's headers for a body that is gzipped, or may have been.
pub(crate) fn encoded(response: &mut Response, gzipped: bool) {
    let headers = response.headers_mut();
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if gzipped {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    }
}

/// `GET /api/puzzles`: the puzzles, their sizes and approaches (with code
/// listings), and the server's limits; gzipped for a client that takes it.
pub(crate) async fn puzzles(State(app): State<Arc<AppState>>, headers: HeaderMap) -> Response {
    let gz = takes_gzip(&headers);
    let body = if gz {
        Body::from(app.puzzles_gz.clone())
    } else {
        Body::from(app.api.puzzles_json().to_owned())
    };
    let mut response = ([(header::CONTENT_TYPE, "application/json")], body).into_response();
    encoded(&mut response, gz);
    response
}

/// `GET /api/check?...`: the query checked as `/api/trace` checks it,
/// nothing traced: `{"ok":true}`, or the 400 a trace would get.
pub(crate) async fn check(
    State(app): State<Arc<AppState>>,
    RawQuery(query): RawQuery,
) -> Result<Response, ApiError> {
    let ok = app.api.check_query(query.as_deref().unwrap_or_default())?;
    Ok(([(header::CONTENT_TYPE, "application/json")], ok).into_response())
}

/// Cancels the trace when the request goes away (the handler's future is
/// dropped), so an abandoned trace stops at its next poll.
struct CancelOnDrop(CancelToken);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// `GET /api/trace?puzzle=queens&n=4&algo=backtrack&max_steps=1000`: the
/// trace as one JSON object, its `events` those of the puzzle library
/// (for queens, those of `queens trace --format json`) and its `input`
/// what the page needs to draw the puzzle. Over a limit (n, max_steps,
/// the maze's size, the time of one trace): 400 naming it. Gzipped
/// (fast) for a client that takes it: the events repeat themselves, and
/// shrink about tenfold.
pub(crate) async fn trace(
    State(app): State<Arc<AppState>>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Result<Response, ApiError> {
    let gz = takes_gzip(&headers);
    let config = app.api.config();
    let request = app.api.request(query.as_deref().unwrap_or_default())?;
    // Room for the response first, then a worker: a trace that runs
    // always has somewhere to put its events.
    let scheduler = &app.scheduler;
    let cheap = scheduler.is_cheap(&request);
    let deadline = tokio::time::Instant::now() + config.queue_wait;
    let room = scheduler.room(&request, cheap, deadline).await?;
    let permit = scheduler.worker(cheap, deadline).await?;
    let cancel = CancelToken::new();
    let _guard = CancelOnDrop(cancel.clone());
    let job = request.clone();
    let state = app.clone();
    // The room goes with the trace, and comes back with it: a trace
    // abandoned by its request keeps its room until it stops.
    let (result, room) = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        // The head through serde, then the events as they are: they are
        // JSON already, and can be megabytes, so they are sent (or
        // gzipped) from where they lie rather than copied into one string.
        let parts = state.api.run(&job, Some(cancel)).and_then(|made| {
            let head = answer::head(&job, &made)?;
            let mut events = made.trace.events_json;
            if gz {
                let body = gzip(&[head.as_bytes(), events.as_bytes(), b"}"], 1);
                return Ok(vec![Bytes::from(body)]);
            }
            events.shrink_to_fit();
            Ok(vec![
                Bytes::from(head),
                Bytes::from(events),
                Bytes::from_static(b"}"),
            ])
        });
        (parts, room)
    })
    .await
    .map_err(|e| ApiError::internal(format!("the trace failed: {e}")))?;
    let parts = result?;
    let bytes: u64 = parts.iter().map(|p| p.len() as u64).sum();
    if let Some(too_big) = scheduler.too_big(bytes, cheap) {
        return Err(too_big);
    }
    // The bound reserved holds for every puzzle; were it ever short, the
    // response takes more room only if it is free.
    let room = room.fit(bytes).ok_or_else(|| {
        ApiError::busy("the server is busy: no room is left for this response; try again shortly")
    })?;
    let mut response = (
        [(header::CONTENT_TYPE, "application/json")],
        Body::new(Parts::new(parts, room)),
    )
        .into_response();
    encoded(&mut response, gz);
    Ok(response)
}

#[cfg(test)]
mod tests {
    use axum::extract::Query;
    use axum::http::Uri;
    use serde::Deserialize;

    use crate::answer::parse_query;
    use crate::puzzles::Params;

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
            // What the server and the WebAssembly module read now.
            let now = parse_query(uri.query().unwrap_or_default()).map_err(|e| e.to_string());
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

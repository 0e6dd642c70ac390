//! The JSON API: `GET /api/puzzles` (what can be traced) and
//! `GET /api/trace` (one trace).

use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::{RawQuery, State};
use axum::http::header;
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
}

impl AppState {
    pub(crate) fn new(config: Config) -> Self {
        AppState {
            scheduler: Scheduler::new(&config),
            api: Api::new(config),
        }
    }
}

fn json(body: String) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// `GET /api/puzzles`: the puzzles, their sizes and approaches (with code
/// listings), and the server's limits.
pub(crate) async fn puzzles(State(app): State<Arc<AppState>>) -> Response {
    json(app.api.puzzles_json().to_owned())
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
/// the maze's size, the time of one trace): 400 naming it.
pub(crate) async fn trace(
    State(app): State<Arc<AppState>>,
    RawQuery(query): RawQuery,
) -> Result<Response, ApiError> {
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
        (state.api.run(&job, Some(cancel)), room)
    })
    .await
    .map_err(|e| ApiError::internal(format!("the trace failed: {e}")))?;
    let made = result?;
    // The head through serde, then the events as they are: they are JSON
    // already, and can be megabytes, so they are sent from where they
    // lie rather than copied into one string.
    let head = answer::head(&request, &made)?;
    let mut events = made.trace.events_json;
    events.shrink_to_fit();
    let parts = [Bytes::from(head), Bytes::from(events), Bytes::from_static(b"}")];
    let bytes: u64 = parts.iter().map(|p| p.len() as u64).sum();
    if let Some(too_big) = scheduler.too_big(bytes, cheap) {
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

//! # web
//!
//! The visualizer behind `queens serve`: one page (plain HTML, CSS and
//! JavaScript, embedded in the binary) that shows a search step by step
//! — the board, the tree of partial boards, the code line being run —
//! and a JSON API whose trace events are the puzzle libraries' own.
//!
//! | route | what |
//! |---|---|
//! | `GET /` and the page's files | the embedded assets, nothing else |
//! | `GET /api/puzzles` | the puzzles, their sizes, options, input boxes and approaches (with code listings), the limits |
//! | `GET /api/check?puzzle=sudoku&grid=…` | the query checked as `/api/trace` checks it, nothing traced: `{"ok":true}` or the 400 |
//! | `GET /api/trace?puzzle=queens&n=4&algo=backtrack&max_steps=1000` | one trace: `{"puzzle", "n", "algo", "max_steps", "outcome", "elapsed_ms", "stats", "input", "events": [...]}` |
//! | `GET /api/trace?…&max_steps=200000&from=200000` | a page of a long trace: its steps from `from` on (counted from 0; the head says `"from"`), the search run from its start |
//! | `GET /api/trace?puzzle=tour&n=7&start=2,6&closed=false` | a knight's tour (the start from 1) |
//! | `GET /api/trace?puzzle=maze&maze=small` (or `&grid=S.%23/%23.E`) | a maze, built in or sent |
//! | `GET /api/trace?puzzle=sudoku&sudoku=easy` (or `&grid=` and 81 cells) | a Sudoku's textbook search, built in or sent |
//!
//! ## Limits
//!
//! Every request is bounded, and so is every connection ([`Config`];
//! [`Config::default`] is what `queens serve` uses). A request over a
//! limit gets a 400 whose JSON body names it,
//! `{"error": "...", "limit": "max_steps", "max": 200000}`; unknown paths
//! get a 404.
//!
//! | limit | default | past it |
//! |---|---|---|
//! | [`max_n`](Config::max_n), [`max_maze_side`](Config::max_maze_side) (a puzzle whose page draws larger boards bounds its own: the knight's tour, 16) | 12, 50 | 400 naming `n` or `grid` |
//! | [`max_steps`](Config::max_steps) ([`default_steps`](Config::default_steps)) | 200,000 (100,000) | 400 naming `max_steps` |
//! | [`time_limit`](Config::time_limit), one trace | 2 s | 400 naming `time_ms` |
//! | [`workers`](Config::workers) | the cores | the trace waits its turn |
//! | [`cheap_steps`](Config::cheap_steps), [`cheap_workers`](Config::cheap_workers) | 40,000, 1 | a trace that cannot take more steps is cheap, and may also run on the worker kept for cheap ones |
//! | [`response_memory`](Config::response_memory) | 128 MiB | the trace waits for room; a response that can never fit: 400 naming `response_bytes` |
//! | [`queue_wait`](Config::queue_wait), for a worker and room | 20 s | 503 |
//! | [`max_connections`](Config::max_connections) | 256 | the connection idle longest (no request in flight) is closed to let the newcomer in; if every one is answering a request, the newcomer is sent a 503 naming `connections` if its socket takes it at once, and closed |
//! | [`header_timeout`](Config::header_timeout), a new connection's first request head | 5 s | closed |
//! | [`idle_timeout`](Config::idle_timeout), the next head after a response | 10 s | closed |
//! | [`write_timeout`](Config::write_timeout), in all, for a client to take a response | 10 s | dropped |
//! | [`shutdown_grace`](Config::shutdown_grace), for the requests in flight at shutdown | 3 s | every connection dropped |
//!
//! A trace is made whole before it is sent: its status (200, or 400 for
//! the time limit) is known only at its end. So its response is not
//! streamed as it is made; instead the server bounds the bytes it holds.
//! A trace reserves room for its response before it starts (160 bytes a
//! step it can take, and 64 KiB), keeps what the response needs once it
//! is made, and gives it back when the response is sent or its
//! connection dropped; a client that reads nothing holds its response
//! for the write timeout at most. The response is handed to the socket
//! in 64 KiB slices, never copied whole.
//!
//! Cheap traces never queue behind long ones: a trace that cannot take
//! more than [`cheap_steps`](Config::cheap_steps) (it asks for no more,
//! or its whole search is shorter: [`TraceRequest::most_steps`]) may run
//! on a shared worker or on one kept for cheap traces, and may take room
//! from the shared memory or from the eighth of it kept for them;
//! a long trace only from the shared ones.
//!
//! ## Without a server
//!
//! [`Api`] makes these answers without a server: the same checks, limits
//! and JSON. With the default feature `server` off, the crate is only
//! that and the registry, and builds for `wasm32-unknown-unknown`: the
//! static site's engine (`crates/wasm`, written out by [`site::write`]
//! for `queens site`) answers in the browser with it.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let server = web::Server::bind("127.0.0.1:0".parse().unwrap(), web::Config::default()).await?;
//! println!("http://{}/", server.local_addr()?);
//! server.run(web::ctrl_c()).await
//! # }
//! ```

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

// Without the `server` feature (the WebAssembly module, `crates/wasm`)
// the crate is the registry, the checks and the answers: no hyper, no
// tokio, nothing that needs an operating system.
mod answer;
#[cfg(feature = "server")]
mod api;
#[cfg(feature = "server")]
mod assets;
#[cfg(feature = "server")]
mod body;
mod code;
mod config;
mod error;
mod puzzles;
#[cfg(feature = "server")]
mod scheduler;
#[cfg(feature = "server")]
mod server;
#[cfg(feature = "server")]
pub mod site;

#[cfg(feature = "server")]
use std::sync::Arc;

#[cfg(feature = "server")]
use axum::Router;
#[cfg(feature = "server")]
use axum::body::Bytes;
#[cfg(feature = "server")]
use axum::http::{HeaderMap, HeaderValue, Uri, header};
#[cfg(feature = "server")]
use axum::response::{IntoResponse, Response};
#[cfg(feature = "server")]
use axum::routing::get;

pub use crate::answer::{Api, MAX_FROM, Made, head, parse_query};
pub use crate::puzzles::{
    AlgoInfo, ChoiceInfo, Input, InputBox, OptionInfo, Params, PuzzleInfo, PuzzleKind, REGISTRY, SizeInfo,
    Trace, TraceError, TraceRequest, TraceStats,
};
pub use code::{Frame, Lang, Listing, SHAPES, is_frame_tag, tag_parts};
pub use config::{
    CHEAP_STEPS, Config, DEFAULT_STEPS, MAX_CONNECTIONS, MAX_MAZE_SIDE, MAX_N, MAX_STEPS, RESPONSE_MEMORY,
};
pub use error::ApiError;
pub use puzzles::queens_listing;

/// The page's catalogues of words, English then Vietnamese
/// (`assets/i18n/en.json`, `vi.json`): JSON objects from a key to its
/// words, with `{placeholders}`. The page's drawers add their own words
/// when they load; `queens judge` speaks from its `judge.…` keys.
pub const CATALOGUES: [(&str, &str); 2] = [
    ("en", include_str!("../assets/i18n/en.json")),
    ("vi", include_str!("../assets/i18n/vi.json")),
];
#[cfg(feature = "server")]
pub use server::{Server, ctrl_c, serve};

#[cfg(feature = "server")]
/// The page may load its own files and nothing else: no CDN, no inline
/// script.
const CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
                   connect-src 'self'; frame-ancestors 'none'";

/// The routes of the visualizer with these limits.
#[cfg(feature = "server")]
pub fn router(config: Config) -> Router {
    let state = Arc::new(api::AppState::new(config));
    let mut router = Router::new()
        .route("/api/puzzles", get(api::puzzles))
        .route("/api/check", get(api::check))
        .route("/api/trace", get(api::trace));
    for asset in assets::ASSETS {
        let gz = Bytes::from(api::gzip(&[asset.body], 9));
        router = router.route(
            asset.path,
            get(move |headers: HeaderMap| async move { send(asset.mime, asset.body, &gz, &headers) }),
        );
    }
    // Each puzzle's board drawer, from the registry.
    for &puzzle in REGISTRY {
        let body = puzzle.drawer().as_bytes();
        let gz = Bytes::from(api::gzip(&[body], 9));
        let path = format!("/puzzles/{}.js", puzzle.name());
        router = router.route(
            &path,
            get(move |headers: HeaderMap| async move { send(assets::JS, body, &gz, &headers) }),
        );
    }
    router.fallback(not_found).with_state(state)
}

/// An embedded file, gzipped (`gz`, made once) for a client that takes it.
#[cfg(feature = "server")]
fn send(mime: &'static str, body: &'static [u8], gz: &Bytes, headers: &HeaderMap) -> Response {
    let zipped = api::takes_gzip(headers);
    let bytes = if zipped {
        gz.clone()
    } else {
        Bytes::from_static(body)
    };
    let mut response = (
        [
            (header::CONTENT_TYPE, mime),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        bytes,
    )
        .into_response();
    api::encoded(&mut response, zipped);
    if mime.starts_with("text/html") {
        response
            .headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
    }
    response
}

#[cfg(feature = "server")]
async fn not_found(uri: Uri) -> ApiError {
    ApiError::not_found(uri.path())
}

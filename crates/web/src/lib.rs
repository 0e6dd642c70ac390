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
//! | `GET /api/puzzles` | the puzzles, their sizes, options and approaches (with code listings), the limits |
//! | `GET /api/trace?puzzle=queens&n=4&algo=backtrack&max_steps=1000` | one trace: `{"puzzle", "n", "algo", "max_steps", "outcome", "elapsed_ms", "stats", "input", "events": [...]}` |
//! | `GET /api/trace?puzzle=tour&n=7&start=1,5&closed=false` | a knight's tour |
//! | `GET /api/trace?puzzle=maze&maze=small` (or `&grid=S.%23/%23.E`) | a maze, built in or sent |
//! | `GET /api/trace?puzzle=sudoku&sudoku=easy` (or `&grid=` and 81 cells) | a Sudoku's textbook search, built in or sent |
//!
//! Every request is bounded ([`Config`]): the board, the maze, the steps
//! and the time of one trace; a request over a limit gets a 400 whose
//! JSON body names it,
//! `{"error": "...", "limit": "max_steps", "max": 200000}`. Traces run on
//! blocking threads, a few at a time; a request waiting too long for its
//! turn gets a 503. Connections are bounded too (their number, and how
//! long they may keep the server waiting). Unknown paths get a 404.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let server = web::Server::bind("127.0.0.1:0".parse().unwrap(), web::Config::default()).await?;
//! println!("http://{}/", server.local_addr()?);
//! server.run(web::ctrl_c()).await
//! # }
//! ```
#![deny(missing_docs)]

mod api;
mod assets;
mod body;
mod code;
mod config;
mod error;
mod lanes;
mod puzzles;
mod server;

use std::sync::Arc;

use axum::Router;
use axum::http::{HeaderValue, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

pub use crate::puzzles::{Input, Puzzle, TraceRequest};
pub use code::Listing;
pub use config::{
    CHEAP_STEPS, Config, DEFAULT_STEPS, MAX_CONNECTIONS, MAX_MAZE_SIDE, MAX_N, MAX_STEPS, MAX_TOUR_N,
    RESPONSE_MEMORY,
};
pub use error::ApiError;
pub use server::{Server, ctrl_c, serve};

/// The page may load its own files and nothing else: no CDN, no inline
/// script.
const CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
                   connect-src 'self'; frame-ancestors 'none'";

/// The routes of the visualizer with these limits.
pub fn router(config: Config) -> Router {
    let state = Arc::new(api::AppState::new(config));
    let mut router = Router::new()
        .route("/api/puzzles", get(api::puzzles))
        .route("/api/trace", get(api::trace));
    for asset in assets::ASSETS {
        router = router.route(asset.path, get(move || async move { send(asset) }));
    }
    router.fallback(not_found).with_state(state)
}

fn send(asset: &'static assets::Asset) -> Response {
    let mut response = (
        [
            (header::CONTENT_TYPE, asset.mime),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        asset.body,
    )
        .into_response();
    if asset.mime.starts_with("text/html") {
        response
            .headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
    }
    response
}

async fn not_found(uri: Uri) -> ApiError {
    ApiError::not_found(uri.path())
}

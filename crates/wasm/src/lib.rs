//! # queens-wasm
//!
//! The visualizer's engine for the static site (`queens site DIR`): the
//! answers of `queens serve`'s `/api/puzzles` and `/api/trace`, computed
//! in the browser by the same Rust (the `web` crate's registry, checks
//! and answers over the engine, nqueens, sudoku and puzzles crates),
//! compiled to `wasm32-unknown-unknown`. The page's `worker.js` loads it
//! in a Web Worker and asks it what it would ask the server.
//!
//! Built by `crates/wasm/build.sh` (cargo for the wasm32 target, then
//! `wasm-bindgen --target web` into `crates/wasm/pkg`), which the `web`
//! crate then embeds for `queens site`.
//!
//! ```
//! let answer = queens_wasm::trace("puzzle=queens&n=4&algo=backtrack&max_steps=3");
//! assert_eq!(answer.status(), 200);
//! assert!(answer.body().contains(r#""outcome":"max-steps""#));
//! let refused = queens_wasm::trace("n=13");
//! assert_eq!(refused.status(), 400);
//! assert!(refused.body().contains(r#""limit":"n","max":12"#));
//! ```

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

use std::sync::OnceLock;

use wasm_bindgen::prelude::wasm_bindgen;
use web::{Api, Config};

/// The answers under `queens serve`'s own limits, made once.
fn api() -> &'static Api {
    static API: OnceLock<Api> = OnceLock::new();
    API.get_or_init(|| Api::new(Config::default()))
}

/// What the server would send: its status and its JSON body.
#[wasm_bindgen]
pub struct Answer {
    status: u16,
    body: String,
}

#[wasm_bindgen]
impl Answer {
    /// The HTTP status the server sends with it: 200, or 400 for a
    /// request over a limit or malformed, 500 for a failure of ours.
    #[wasm_bindgen(getter)]
    pub fn status(&self) -> u16 {
        self.status
    }

    /// The JSON body, byte for byte the server's.
    #[wasm_bindgen(getter)]
    pub fn body(&self) -> String {
        self.body.clone()
    }
}

/// `GET /api/puzzles`: the puzzles, their approaches and code listings,
/// and the limits.
#[wasm_bindgen]
pub fn puzzles() -> String {
    api().puzzles_json().to_owned()
}

/// `GET /api/check?{query}`: the query checked as a trace's would be,
/// nothing traced.
#[wasm_bindgen]
pub fn check(query: &str) -> Answer {
    match api().check_query(query) {
        Ok(body) => Answer { status: 200, body },
        Err(e) => Answer {
            status: e.status().as_u16(),
            body: e.body(),
        },
    }
}

/// `GET /api/trace?{query}`: one trace, or why not.
#[wasm_bindgen]
pub fn trace(query: &str) -> Answer {
    match api().trace(query) {
        Ok(body) => Answer { status: 200, body },
        Err(e) => Answer {
            status: e.status().as_u16(),
            body: e.body(),
        },
    }
}

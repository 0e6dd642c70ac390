//! The page's files, embedded in the binary: the only files the server
//! sends. No path from a request ever reaches the file system.

/// One embedded file.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Asset {
    /// The URL path it is served at.
    pub(crate) path: &'static str,
    /// Its `Content-Type`.
    pub(crate) mime: &'static str,
    pub(crate) body: &'static [u8],
}

const HTML: &str = "text/html; charset=utf-8";
pub(crate) const JS: &str = "text/javascript; charset=utf-8";

macro_rules! asset {
    ($path:literal, $file:literal, $mime:expr) => {
        Asset {
            path: $path,
            mime: $mime,
            body: include_bytes!(concat!("../assets/", $file)),
        }
    };
}

/// Every file of the page but the puzzles' board drawers, which the
/// registry holds (`PuzzleKind::drawer`, served at `/puzzles/<name>.js`).
pub(crate) const ASSETS: &[Asset] = &[
    asset!("/", "index.html", HTML),
    asset!("/index.html", "index.html", HTML),
    asset!("/style.css", "style.css", "text/css; charset=utf-8"),
    asset!("/app.js", "app.js", JS),
    asset!("/tree.js", "tree.js", JS),
    asset!("/code.js", "code.js", JS),
    asset!("/versus.js", "versus.js", JS),
    asset!("/stack.js", "stack.js", JS),
    asset!("/backend.js", "backend.js", JS),
    asset!("/worker.js", "worker.js", JS),
    asset!("/i18n.js", "i18n.js", JS),
    asset!("/i18n/en.json", "i18n/en.json", "application/json"),
    asset!("/i18n/vi.json", "i18n/vi.json", "application/json"),
    asset!("/i18n/code-vi.json", "i18n/code-vi.json", "application/json"),
    asset!("/puzzles/common.js", "puzzles/common.js", JS),
    asset!("/favicon.svg", "favicon.svg", "image/svg+xml"),
];

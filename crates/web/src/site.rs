//! `queens site DIR`: the visualizer as a folder any static host serves.
//!
//! The folder holds the page's files (the same files `queens serve`
//! sends) and the engine compiled to WebAssembly (`crates/wasm`, made by
//! `crates/wasm/build.sh` into `crates/wasm/pkg`). With no server to ask,
//! the page's `backend.js` runs the module in a Web Worker and asks it
//! what it would ask `/api/puzzles` and `/api/trace`.
//!
//! The module is built ahead of time, by its own cargo build for the
//! `wasm32-unknown-unknown` target and `wasm-bindgen`, and embedded here
//! when this crate is built (`build.rs`): a plain `cargo build` needs
//! neither, and a binary built without it says how to get it.

use std::borrow::Cow;
use std::io;
use std::path::{Path, PathBuf};

use crate::assets::ASSETS;
use crate::puzzles::REGISTRY;

/// The engine's files, `wasm-bindgen`'s output: its JavaScript glue and
/// the module, where the worker imports them.
#[cfg(site_wasm)]
const ENGINE: Option<[(&str, &[u8]); 2]> = Some([
    (
        "wasm/queens_wasm.js",
        include_bytes!(concat!(env!("QUEENS_SITE_WASM_DIR"), "/queens_wasm.js")),
    ),
    (
        "wasm/queens_wasm_bg.wasm",
        include_bytes!(concat!(env!("QUEENS_SITE_WASM_DIR"), "/queens_wasm_bg.wasm")),
    ),
]);
#[cfg(not(site_wasm))]
const ENGINE: Option<[(&str, &[u8]); 2]> = None;

/// How to get the engine, for a binary built without it.
pub const HOW_TO_BUILD: &str = "run crates/wasm/build.sh (it adds the wasm32-unknown-unknown target and \
                                wasm-bindgen-cli), then build queens again";

/// Why the site was not written.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    /// This binary was built before the WebAssembly engine was.
    #[error("this queens was built without the WebAssembly engine the site runs; {HOW_TO_BUILD}")]
    NoEngine,
    /// The path is there and is not a directory.
    #[error("{} is there and is not a directory", .0.display())]
    NotADirectory(PathBuf),
    /// A file or directory could not be written.
    #[error("cannot write {path}: {source}", path = .0.display(), source = .1)]
    Write(PathBuf, #[source] io::Error),
}

/// What was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The files, as paths inside the folder (`index.html`,
    /// `puzzles/queens.js`, `wasm/queens_wasm_bg.wasm`, …).
    pub files: Vec<String>,
    /// Their bytes, in all.
    pub bytes: u64,
    /// The bytes of the WebAssembly module alone.
    pub wasm_bytes: u64,
}

/// Whether this binary holds the WebAssembly engine (`site` can write a
/// folder).
pub fn has_engine() -> bool {
    ENGINE.is_some()
}

/// What the server's page says of its back end, and the static site's:
/// the page asks the engine in WebAssembly at once, and probes no
/// server (whose absence would be a 404 in the browser's console).
const SERVED: &str = r#"<meta name="queens-backend" content="server">"#;
const STATIC: &str = r#"<meta name="queens-backend" content="wasm">"#;

/// Every file of the site, as a path inside the folder and its bytes;
/// `None` without the engine.
pub fn files() -> Option<Vec<(String, Cow<'static, [u8]>)>> {
    let engine = ENGINE?;
    let mut files: Vec<(String, Cow<'static, [u8]>)> = ASSETS
        .iter()
        // `/` is `/index.html` again.
        .filter(|a| a.path != "/")
        .map(|a| {
            let body = match a.path {
                "/index.html" => {
                    let page = String::from_utf8_lossy(a.body);
                    assert!(
                        page.contains(SERVED),
                        "index.html says where its answers come from"
                    );
                    Cow::Owned(page.replace(SERVED, STATIC).into_bytes())
                }
                _ => Cow::Borrowed(a.body),
            };
            (a.path.trim_start_matches('/').to_owned(), body)
        })
        .collect();
    files.extend(REGISTRY.iter().map(|p| {
        (
            format!("puzzles/{}.js", p.name()),
            Cow::Borrowed(p.drawer().as_bytes()),
        )
    }));
    files.extend(
        engine
            .iter()
            .map(|(path, body)| ((*path).to_owned(), Cow::Borrowed(*body))),
    );
    Some(files)
}

/// Writes the site into `dir`, made if missing; files of the same names
/// already there are replaced, any others left alone.
pub fn write(dir: &Path) -> Result<Written, SiteError> {
    if dir.exists() && !dir.is_dir() {
        return Err(SiteError::NotADirectory(dir.to_owned()));
    }
    let files = files().ok_or(SiteError::NoEngine)?;
    let mut written = Written {
        files: Vec::with_capacity(files.len()),
        bytes: 0,
        wasm_bytes: 0,
    };
    for (name, body) in files {
        let path = dir.join(&name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| SiteError::Write(parent.to_owned(), e))?;
        }
        std::fs::write(&path, &body).map_err(|e| SiteError::Write(path.clone(), e))?;
        written.bytes += body.len() as u64;
        if name.ends_with(".wasm") {
            written.wasm_bytes += body.len() as u64;
        }
        written.files.push(name);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The site has the page's files and every drawer, each once, and the
    /// engine where the worker imports it.
    #[test]
    fn the_files_of_the_site() {
        let Some(files) = files() else {
            assert!(!has_engine());
            return;
        };
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        for name in [
            "index.html",
            "app.js",
            "backend.js",
            "worker.js",
            "puzzles/queens.js",
            "wasm/queens_wasm.js",
        ] {
            assert!(names.contains(&name), "{name} in {names:?}");
        }
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{names:?}");
        let worker = &files.iter().find(|(n, _)| n == "worker.js").unwrap().1;
        assert!(String::from_utf8_lossy(worker).contains("./wasm/queens_wasm.js"));
        let page = &files.iter().find(|(n, _)| n == "index.html").unwrap().1;
        assert!(String::from_utf8_lossy(page).contains(STATIC));
    }
}

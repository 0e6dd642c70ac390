//! Embeds the WebAssembly engine of the static site (`queens site`), when
//! it has been built: `crates/wasm/build.sh` writes it to
//! `crates/wasm/pkg`. Without it the crate builds all the same, and
//! `queens site` says how to get it; a plain `cargo build` needs neither
//! the wasm32 target nor wasm-bindgen.

use std::path::Path;

fn main() {
    listings();
    drawers();
    println!("cargo::rustc-check-cfg=cfg(site_wasm)");
    println!("cargo::rerun-if-changed=build.rs");
    // A directory is scanned whole: the build, or a new one, is noticed.
    println!("cargo::rerun-if-changed=../wasm");
    let server = std::env::var_os("CARGO_FEATURE_SERVER").is_some();
    // The engine itself builds this crate for wasm32, without the server.
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let pkg = Path::new(&manifest).join("../wasm/pkg");
    let built = ["queens_wasm.js", "queens_wasm_bg.wasm"]
        .iter()
        .all(|f| pkg.join(f).is_file());
    if server && !wasm && built {
        let pkg = pkg.canonicalize().expect("the engine's folder");
        println!("cargo::rustc-cfg=site_wasm");
        println!("cargo::rustc-env=QUEENS_SITE_WASM_DIR={}", pkg.display());
    }
}

/// Every file of `assets/code`, embedded as a table (`code::FILES`), so
/// that a puzzle's listings in every language are found by their file
/// names (`<stem>.py`, `<stem>.cpp`, `<Stem>.java`): a new listing needs
/// no line of Rust.
fn listings() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("assets/code");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("assets/code")
        .map(|e| {
            e.expect("a file of assets/code")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    let mut table = String::from(
        "/// The files of `assets/code`, by name.\npub(crate) static FILES: &[(&str, &str)] = &[\n",
    );
    for name in names {
        let path = dir.join(&name);
        table.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    table.push_str("];\n");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("listings.rs"), table).expect("write the listings' table");
}

/// Every board drawer of `assets/puzzles`, by its puzzle's name
/// (`puzzles::DRAWERS`), so that a described puzzle's page needs its
/// drawer file and no line of Rust.
fn drawers() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("assets/puzzles");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("assets/puzzles")
        .filter_map(|e| {
            let name = e.expect("a file of assets/puzzles").file_name();
            name.to_string_lossy().strip_suffix(".js").map(str::to_owned)
        })
        .collect();
    names.sort();
    let mut table = String::from(
        "/// The board drawers of `assets/puzzles`, by name.\npub(crate) static DRAWERS: &[(&str, &str)] = &[\n",
    );
    for name in names {
        let path = dir.join(format!("{name}.js"));
        table.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    table.push_str("];\n");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("drawers.rs"), table).expect("write the drawers' table");
}

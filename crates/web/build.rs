//! Embeds the WebAssembly engine of the static site (`queens site`), when
//! it has been built: `crates/wasm/build.sh` writes it to
//! `crates/wasm/pkg`. Without it the crate builds all the same, and
//! `queens site` says how to get it; a plain `cargo build` needs neither
//! the wasm32 target nor wasm-bindgen.

use std::path::Path;

fn main() {
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

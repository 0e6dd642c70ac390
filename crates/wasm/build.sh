#!/usr/bin/env bash
# Builds the static site's engine into crates/wasm/pkg (queens_wasm.js and
# queens_wasm_bg.wasm), which the web crate embeds for `queens site`:
# build queens after this. Adds what it needs when missing: the
# wasm32-unknown-unknown target (rustup) and wasm-bindgen-cli at the exact
# version of the wasm-bindgen crate in Cargo.lock (the two must agree).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi
version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
if [[ -z "$version" ]]; then
    echo "error: no wasm-bindgen in Cargo.lock" >&2
    exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]]; then
    echo "installing wasm-bindgen-cli $version (the version of the wasm-bindgen crate in Cargo.lock)" >&2
    cargo install wasm-bindgen-cli --version "$version"
fi

cargo build --locked --target wasm32-unknown-unknown --profile wasm -p queens-wasm
target="${CARGO_TARGET_DIR:-target}"
rm -rf crates/wasm/pkg
wasm-bindgen --target web --no-typescript --out-dir crates/wasm/pkg \
    "$target/wasm32-unknown-unknown/wasm/queens_wasm.wasm"
wasm="crates/wasm/pkg/queens_wasm_bg.wasm"
raw=$(stat -c %s "$wasm")
gz=$(gzip -9 -c "$wasm" | wc -c)
echo "crates/wasm/pkg: queens_wasm_bg.wasm is $raw bytes, $gz gzipped" >&2
# The limits the issue set for a page a learner downloads (#37).
if (( raw >= 2000000 || gz >= 700000 )); then
    echo "error: the engine is over 2 MB raw or 700 KB gzipped" >&2
    exit 1
fi

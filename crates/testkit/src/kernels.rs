//! `QUEENS_REQUIRE_KERNELS`: the kernels a test run must not skip.
//!
//! Kernel tests run every kernel the CPU (or the GPU) offers and print,
//! past the harness's capture, what they tested and what they skipped.
//! CI sets `QUEENS_REQUIRE_KERNELS` (names joined by commas, or `all`) so
//! that a skip of a kernel it expects fails instead of passing in
//! silence. One list serves every crate: a name is required wherever a
//! crate has a kernel of that name.

use std::io::Write;

/// Every kernel name of the workspace (`nqueens`: scalar, avx2, avx512,
/// gpu; `sudoku`: scalar, avx2; the crates' own lists, `Kernel::ALL`, are
/// checked against this one by their tests), so that a misspelt name
/// fails rather than requiring nothing.
pub const KERNEL_NAMES: [&str; 4] = ["scalar", "avx2", "avx512", "gpu"];

/// The names `QUEENS_REQUIRE_KERNELS` lists (none when unset). Panics on
/// a name no crate has.
fn listed() -> Vec<String> {
    let list = std::env::var("QUEENS_REQUIRE_KERNELS").unwrap_or_default();
    let names: Vec<String> = list
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    for name in &names {
        assert!(
            name == "all" || KERNEL_NAMES.contains(&name.as_str()),
            "QUEENS_REQUIRE_KERNELS names {name:?}: the kernels are all, {}",
            KERNEL_NAMES.join(", ")
        );
    }
    names
}

/// Whether `QUEENS_REQUIRE_KERNELS` names kernel `name` (or `all`).
/// Panics on a name no crate has.
pub fn kernel_required(name: &str) -> bool {
    listed().iter().any(|n| n == "all" || n == name)
}

/// Skips kernel `name` because `why` (what it lacks, as
/// `kernelset::Unavailable::reason` words it): returns the skip as the
/// reports word it, or fails when the kernel is required.
pub fn skip_kernel(name: &str, why: &str) -> String {
    assert!(
        !kernel_required(name),
        "QUEENS_REQUIRE_KERNELS requires the {name} kernel, but: {why}"
    );
    format!("{name} ({why})")
}

/// Writes `WHO: testing kernels A, B; skipped: C (why), …` (or `skipped:
/// none`) on stderr, past the test harness's capture.
/// Checks the names of `QUEENS_REQUIRE_KERNELS` too, so that a misspelt
/// one fails a run that skipped nothing.
pub fn report_kernels(who: &str, tested: &[&str], skipped: &[String]) {
    listed();
    let skipped = if skipped.is_empty() {
        "none".to_string()
    } else {
        skipped.join(", ")
    };
    let _ = writeln!(
        std::io::stderr(),
        "{who}: testing kernels {}; skipped: {skipped}",
        tested.join(", ")
    );
}

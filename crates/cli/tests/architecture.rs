//! ARCHITECTURE.md stays true: every path it names is there, and the
//! puzzle commands it says share one skeleton do.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn architecture() -> String {
    std::fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md at the root")
}

/// The paths in backquotes, e.g. `crates/web/src/puzzles/mod.rs`, but
/// the examples' own (`kakuro`, `neon`) and patterns (`<name>`).
fn paths(text: &str) -> Vec<&str> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|p| p.starts_with("crates/") || p.starts_with("benchsuite") || p.starts_with("tests/"))
        .filter(|p| !p.contains("kakuro") && !p.contains("neon") && !p.contains('<'))
        .collect()
}

#[test]
fn every_path_named_exists() {
    let text = architecture();
    let paths = paths(&text);
    assert!(paths.len() > 20, "{paths:?}");
    for path in paths {
        assert!(
            root().join(path).exists(),
            "ARCHITECTURE.md names {path}, which is not there"
        );
    }
}

#[test]
fn the_puzzle_commands_share_the_skeleton() {
    let commands = root().join("crates/cli/src/commands");
    for command in [
        "tour",
        "maze",
        "subset_sum",
        "color",
        "perms",
        "subsets",
        "combination_sum",
        "word_search",
        "kings",
    ] {
        let text = std::fs::read_to_string(commands.join(format!("{command}.rs"))).unwrap();
        assert!(
            text.contains("puzzle::run(&args.search") || text.contains("puzzle::run(opts"),
            "{command}.rs does not run through commands/puzzle.rs"
        );
        assert!(
            !text.contains("TraceWriter::new"),
            "{command}.rs makes its own TraceWriter"
        );
    }
}

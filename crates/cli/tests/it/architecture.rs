//! ARCHITECTURE.md stays true: every path it names is there, the puzzle
//! commands it says share one skeleton do, and dependencies point one way
//! (no library depends on the front ends' crates).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common;

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

/// The puzzle commands are the top-level ones that take `--trace`
/// (`sudoku solve --trace` is the Sudoku commands' own); each is
/// `commands/<name>.rs`, or for a described puzzle (`kings`) the one
/// `commands/described.rs`, and runs through `commands/puzzle.rs`.
#[test]
fn the_puzzle_commands_share_the_skeleton() {
    let commands = root().join("crates/cli/src/commands");
    let puzzles = common::commands::names(|l| l.has("trace") && !l.name.contains(' ') && l.name != "trace");
    assert!(puzzles.len() >= 8, "{puzzles:?}");
    let described: Vec<&str> = queens::described_examples()
        .iter()
        .map(|(name, _)| *name)
        .collect();
    for command in puzzles {
        let stem = if described.contains(&command.as_str()) {
            "described".to_owned()
        } else {
            command.replace('-', "_")
        };
        let file = commands.join(format!("{stem}.rs"));
        let text = std::fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("the puzzle command {command}: {}: {e}", file.display()));
        assert!(
            text.contains("puzzle::run(&args.search") || text.contains("puzzle::run(opts"),
            "{command}: {} does not run through commands/puzzle.rs",
            file.display()
        );
        assert!(
            !text.contains("TraceWriter::new"),
            "{command}: {} makes its own TraceWriter",
            file.display()
        );
    }
}

/// `cargo metadata` of the workspace.
fn metadata() -> Value {
    let out = std::process::Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--manifest-path"])
        .arg(root().join("Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("cargo metadata's JSON")
}

/// The crates only front ends may use: the command line's and the
/// terminal's (clap, anyhow, indicatif) in no library at all, the HTTP
/// server's (hyper) only in `web`, whose `server` feature `queens serve`
/// uses.
const FRONT_END_CRATES: &[(&str, &[&str])] = &[
    ("clap", &[]),
    ("anyhow", &[]),
    ("indicatif", &[]),
    ("hyper", &["web"]),
];

/// Every workspace library (every member but the `queens` command line,
/// whose library target only serves its tests), with the crates.io
/// packages it reaches through normal dependencies: directly, or through
/// packages outside the workspace. Another member is not walked into: it
/// is checked as a library of its own, with its own features (`cargo
/// metadata` resolves the features of the whole workspace at once, so
/// `web` has its server there even under `wasm`, which turns it off).
fn libraries_and_what_they_reach() -> BTreeMap<String, BTreeSet<String>> {
    let meta = metadata();
    let members: BTreeSet<&str> = meta["workspace_members"]
        .as_array()
        .expect("workspace_members")
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let names: BTreeMap<&str, &str> = meta["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| (p["id"].as_str().unwrap(), p["name"].as_str().unwrap()))
        .collect();
    // Each package's normal dependencies (not dev, not build).
    let normal: BTreeMap<&str, Vec<&str>> = meta["resolve"]["nodes"]
        .as_array()
        .expect("resolve.nodes")
        .iter()
        .map(|node| {
            let deps = node["deps"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|d| {
                    d["dep_kinds"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|k| k["kind"].is_null())
                })
                .map(|d| d["pkg"].as_str().unwrap())
                .collect();
            (node["id"].as_str().unwrap(), deps)
        })
        .collect();
    let mut out = BTreeMap::new();
    for &member in &members {
        if names[member] == "queens" {
            continue;
        }
        let mut reached = BTreeSet::new();
        let mut seen = BTreeSet::from([member]);
        let mut todo = vec![member];
        while let Some(id) = todo.pop() {
            for &dep in &normal[id] {
                if members.contains(dep) || !seen.insert(dep) {
                    continue;
                }
                reached.insert(names[dep].to_string());
                todo.push(dep);
            }
        }
        out.insert(names[member].to_string(), reached);
    }
    out
}

#[test]
fn libraries_do_not_depend_on_front_end_crates() {
    let libraries = libraries_and_what_they_reach();
    for lib in [
        "engine",
        "textguard",
        "nqueens",
        "puzzles",
        "sudoku",
        "testkit",
        "web",
        "judge",
    ] {
        assert!(
            libraries.contains_key(lib),
            "{lib} is not a workspace library: {libraries:?}"
        );
    }
    // The check can fail: the web library does reach hyper.
    assert!(libraries["web"].contains("hyper"), "{:?}", libraries["web"]);
    let mut wrong = Vec::new();
    for (lib, reached) in &libraries {
        for (front_end, allowed) in FRONT_END_CRATES {
            if reached.contains(*front_end) && !allowed.contains(&lib.as_str()) {
                wrong.push(format!("{lib} depends on {front_end}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:?}");
}

/// `queens serve` runs no code it is sent: the judge, which runs a
/// learner's program, depends on the web crate (its listings' vocabulary
/// and its catalogue of words), so the web crate cannot reach the judge,
/// by any path of normal dependencies (Cargo refuses cycles; this says
/// so should the dependency ever be turned around).
#[test]
fn the_web_crate_cannot_reach_the_judge() {
    let meta = metadata();
    let id_of = |name: &str| {
        meta["packages"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .and_then(|p| p["id"].as_str())
            .unwrap_or_else(|| panic!("no package {name}"))
            .to_owned()
    };
    let normal = |id: &str| -> Vec<String> {
        meta["resolve"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["id"] == id)
            .unwrap()["deps"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| {
                d["dep_kinds"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|k| k["kind"].is_null())
            })
            .map(|d| d["pkg"].as_str().unwrap().to_owned())
            .collect()
    };
    let (web, judge) = (id_of("web"), id_of("judge"));
    assert!(
        normal(&judge).contains(&web),
        "the judge no longer depends on web"
    );
    let mut seen = BTreeSet::from([web.clone()]);
    let mut todo = vec![web];
    while let Some(id) = todo.pop() {
        for dep in normal(&id) {
            assert_ne!(dep, judge, "the web crate reaches the judge");
            if seen.insert(dep.clone()) {
                todo.push(dep);
            }
        }
    }
}

/// The `.rs` files under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `.ci/run` builds in release only the test targets that hold ignored
/// tests, named by hand: each file with an ignore attribute must be in one of
/// its `cargo test --release … -- --ignored` lines, as `-p PACKAGE` with
/// `--lib` (a crate's own tests, `src/`) or `--test it` (its integration
/// tests, `tests/it/`: the one test target of a crate, see
/// `every_crate_has_one_test_target`).
#[test]
fn ci_runs_every_ignored_test_in_release() {
    let ci = std::fs::read_to_string(root().join(".ci/run")).unwrap();
    let lines: Vec<&str> = ci
        .lines()
        .filter(|l| l.starts_with("cargo test --release") && l.ends_with("-- --ignored"))
        .collect();
    assert!(!lines.is_empty(), ".ci/run runs no ignored tests in release");
    let mut files = Vec::new();
    rust_files(&root().join("crates"), &mut files);
    let mut found = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        if !text.contains(&["#[", "ignore"].concat()) {
            continue;
        }
        found += 1;
        let rel = file.strip_prefix(root().join("crates")).unwrap();
        let mut parts = rel.iter().map(|p| p.to_string_lossy().into_owned());
        let krate = parts.next().unwrap();
        let package = if krate == "cli" {
            "queens".to_string()
        } else {
            krate
        };
        let target = match parts.next().as_deref() {
            Some("src") => "--lib".to_string(),
            Some("tests") => match parts.next().as_deref() {
                Some(TEST_TARGET) => format!("--test {TEST_TARGET}"),
                other => panic!(
                    "{}: an ignored test in tests/{other:?}, outside the crate's one test target",
                    file.display()
                ),
            },
            other => panic!("{}: an ignored test in {other:?}", file.display()),
        };
        let target: Vec<&str> = target.split(' ').collect();
        let runs = lines.iter().any(|l| {
            // The cargo arguments, before `--` (what follows is the harness's).
            let words: Vec<&str> = l.split(" -- ").next().unwrap().split_whitespace().collect();
            words.windows(2).any(|w| w == ["-p", package.as_str()])
                && words.windows(target.len()).any(|w| w == target.as_slice())
        });
        assert!(
            runs,
            "{} has ignored tests, but no `cargo test --release` line of .ci/run runs -p {package} {}",
            file.display(),
            target.join(" ")
        );
    }
    assert!(found >= 5, "found {found} files with ignored tests");
}

/// The name of every crate's one integration-test target,
/// `tests/it/main.rs`.
const TEST_TARGET: &str = "it";

/// Each workspace crate with integration tests has them in one test
/// target, `tests/it/main.rs`, its subjects as modules: each test target
/// links the crate and its whole dependency tree, so one a file made the
/// build of the tests the slow part of `cargo test`. Nothing else is in
/// `tests/` (a `tests/x.rs` beside it would be a target of its own again;
/// helpers and data go in `tests/it/` too).
#[test]
fn every_crate_has_one_test_target() {
    let meta = metadata();
    let members: BTreeSet<&str> = meta["workspace_members"]
        .as_array()
        .expect("workspace_members")
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let mut with_tests = 0;
    for package in meta["packages"].as_array().expect("packages") {
        if !members.contains(package["id"].as_str().unwrap()) {
            continue;
        }
        let name = package["name"].as_str().unwrap();
        let dir = Path::new(package["manifest_path"].as_str().unwrap())
            .parent()
            .unwrap();
        let targets: Vec<(&str, &str)> = package["targets"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|t| t["kind"].as_array().unwrap().iter().any(|k| k == "test"))
            .map(|t| (t["name"].as_str().unwrap(), t["src_path"].as_str().unwrap()))
            .collect();
        let tests = dir.join("tests");
        if !tests.exists() {
            assert!(
                targets.is_empty(),
                "{name}: test targets outside tests/: {targets:?}"
            );
            continue;
        }
        with_tests += 1;
        let main = tests.join(TEST_TARGET).join("main.rs");
        assert!(
            targets.len() == 1 && targets[0].0 == TEST_TARGET && Path::new(targets[0].1) == main,
            "{name}: its test targets are {targets:?}, not the one {}",
            main.display()
        );
        let entries: Vec<String> = std::fs::read_dir(&tests)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            entries,
            [TEST_TARGET],
            "{name}: {} holds more than its one test target",
            tests.display()
        );
    }
    assert!(with_tests >= 6, "{with_tests} crates with integration tests");
}

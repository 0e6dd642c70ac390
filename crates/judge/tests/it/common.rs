//! What the judge's tests share: the toolchains here, the programs'
//! folders, a judge run.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use judge::{Judge, Language, Options, Report, Task};

/// The judge's crate (`crates/judge`): its tasks, bugs and solutions.
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The repository's root.
pub fn root() -> PathBuf {
    crate_dir().join("../..")
}

/// The page's listings (`crates/web/assets/code`).
pub fn listings() -> PathBuf {
    root().join("crates/web/assets/code")
}

/// The judge's own correct programs (`crates/judge/solutions`).
pub fn solutions() -> PathBuf {
    crate_dir().join("solutions")
}

/// The languages whose toolchains are here; a missing one is said, and
/// fails the test when `CI` is set.
pub fn languages() -> Vec<Language> {
    Language::ALL
        .into_iter()
        .filter(|&lang| match lang.missing_tool() {
            None => true,
            Some(tool) => {
                assert!(
                    std::env::var_os("CI").is_none(),
                    "{} is missing, and CI is set: the {lang} programs must be judged",
                    tool.command
                );
                println!("SKIPPED: the {lang} programs ({} is missing)", tool.command);
                false
            }
        })
        .collect()
}

/// Whether `lang`'s toolchain is here (see [`languages`]).
pub fn have(lang: Language) -> bool {
    languages().contains(&lang)
}

/// Judges `path` with `options`.
pub fn judge_with(path: &Path, options: Options) -> Report {
    Judge::new(path, options)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .run(&AtomicBool::new(false), |_| {})
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Judges `path` on `task` with the default limits.
pub fn judge(path: &Path, task: Task) -> Report {
    judge_with(
        path,
        Options {
            task: Some(task),
            ..Options::default()
        },
    )
}

/// Each test's verdict, `3 AC, 4 WA`.
pub fn verdicts(report: &Report) -> String {
    report
        .tests
        .iter()
        .map(|t| format!("{} {}", t.number, t.verdict))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Writes `text` as `name` in a new folder; the folder (kept alive by
/// the caller) and the file's path.
pub fn program(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

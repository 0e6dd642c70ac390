//! The bug atlas is what the buggy listings print: every listing of
//! `crates/judge/bugs/<task>/<bug>/` is judged on its task, and the atlas
//! made from their outcomes and their differences from the lessons'
//! listings must be `crates/judge/atlas.json` (`QUEENS_WRITE_ATLAS=1`
//! writes it instead), but where a test ran out of time on one machine
//! and not on the other. Then each must be named as
//! its own bug. A bug that is no bug in a language (a negative index
//! counts from the end of a Python list) passes every test: those are
//! listed here.

use std::path::{Path, PathBuf};

use judge::atlas::{Atlas, Entry, Hunk};
use judge::{Language, Options, Task, Verdict};

use crate::common::{self, judge_with, verdicts};

/// The listings that pass, each a bug only in the other languages.
const HARMLESS: &[(&str, &str)] = &[("diagonal-index", "py")];

/// Every bug listing: its task, its bug, its path.
fn bug_listings() -> Vec<(Task, String, PathBuf)> {
    let mut out = Vec::new();
    let bugs = common::crate_dir().join("bugs");
    for task in Task::ALL {
        let Ok(dirs) = std::fs::read_dir(bugs.join(task.name())) else {
            continue;
        };
        for dir in dirs {
            let dir = dir.unwrap().path();
            let bug = dir.file_name().unwrap().to_str().unwrap().to_owned();
            for file in std::fs::read_dir(&dir).unwrap() {
                out.push((task, bug.clone(), file.unwrap().path()));
            }
        }
    }
    let order = |l: &Path| {
        Language::ALL
            .iter()
            .position(|x| Some(*x) == Language::of_path(l))
            .unwrap()
    };
    out.sort_by(|a, b| (a.0 as u8, &a.1, order(&a.2)).cmp(&(b.0 as u8, &b.1, order(&b.2))));
    out
}

/// The lesson's listing a bug's listing is written from: the page's
/// listing of the same name, or the judge's own solution.
fn lesson_of(bug: &Path) -> PathBuf {
    let name = bug.file_name().unwrap();
    let page = common::listings().join(name);
    if page.is_file() {
        page
    } else {
        common::solutions().join(name)
    }
}

/// A listing's lines without their `#@`/`//@` markers.
fn unmarked(text: &str, lang: Language) -> Vec<String> {
    text.lines()
        .map(|l| {
            l.split_once(lang.listing().marker())
                .map_or(l, |(code, _)| code)
                .trim_end()
                .to_owned()
        })
        .collect()
}

/// Where `yours` differs from `lesson`, line by line (a longest common
/// subsequence), with the lesson's line numbers.
fn hunks(lesson: &[String], yours: &[String]) -> Vec<Hunk> {
    let (n, m) = (lesson.len(), yours.len());
    let mut common = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            common[i][j] = if lesson[i] == yours[j] {
                common[i + 1][j + 1] + 1
            } else {
                common[i + 1][j].max(common[i][j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut out: Vec<Hunk> = Vec::new();
    let mut open: Option<Hunk> = None;
    while i < n || j < m {
        if i < n && j < m && lesson[i] == yours[j] {
            out.extend(open.take());
            i += 1;
            j += 1;
            continue;
        }
        let hunk = open.get_or_insert_with(|| Hunk {
            line: i + 1,
            lesson: Vec::new(),
            yours: Vec::new(),
        });
        if j < m && (i == n || common[i][j + 1] >= common[i + 1][j]) {
            hunk.yours.push(yours[j].clone());
            j += 1;
        } else {
            hunk.lesson.push(lesson[i].clone());
            i += 1;
        }
    }
    out.extend(open);
    out
}

/// What shows the lesson with numbered lines: `queens trace --code`
/// for an N-Queens approach, else its path in the repository.
fn shown_by(lesson: &Path, lang: Language) -> String {
    let name = lesson.file_name().unwrap().to_str().unwrap();
    let stem = lesson.file_stem().unwrap().to_str().unwrap().to_ascii_lowercase();
    match stem.parse::<nqueens::Algo>() {
        Ok(algo) => format!("queens trace 4 --algo {} --code {}", algo.name(), lang.name()),
        Err(_) if common::listings().join(name).is_file() => format!("crates/web/assets/code/{name}"),
        Err(_) => format!("crates/judge/solutions/{name}"),
    }
}

/// Whether two atlases are the same but where one ran out of time or
/// memory: how far a slow program gets depends on the machine, and a test
/// out of time is no part of a bug's answers (`judge::atlas::find`).
fn same_atlas(a: &Atlas, b: &Atlas) -> bool {
    let limit = |o: &str| o == "TLE" || o == "MLE";
    a.bugs.len() == b.bugs.len()
        && a.bugs.iter().zip(&b.bugs).all(|(x, y)| {
            (&x.task, &x.bug, &x.lang, &x.lesson, &x.shown_by, &x.fix)
                == (&y.task, &y.bug, &y.lang, &y.lesson, &y.shown_by, &y.fix)
                && x.outcomes.len() == y.outcomes.len()
                && x.outcomes
                    .iter()
                    .zip(&y.outcomes)
                    .all(|(p, q)| p == q || limit(p) || limit(q))
        })
}

#[test]
fn hunks_show_what_differs() {
    let lines = |t: &str| t.lines().map(str::to_owned).collect::<Vec<_>>();
    let lesson = lines("a\nb\nc\nd\n");
    assert_eq!(hunks(&lesson, &lesson), []);
    assert_eq!(
        hunks(&lesson, &lines("a\nd\n")),
        [Hunk {
            line: 2,
            lesson: lines("b\nc"),
            yours: vec![]
        }]
    );
    assert_eq!(
        hunks(&lesson, &lines("a\nB\nc\nd\ne\n")),
        [
            Hunk {
                line: 2,
                lesson: lines("b"),
                yours: lines("B")
            },
            Hunk {
                line: 5,
                lesson: vec![],
                yours: lines("e")
            }
        ]
    );
}

#[test]
fn the_atlas_is_what_the_bug_listings_print_and_names_each_bug() {
    let languages = common::languages();
    let listings: Vec<_> = bug_listings()
        .into_iter()
        .filter(|(_, _, p)| languages.contains(&Language::of_path(p).unwrap()))
        .collect();
    assert!(
        listings.len() >= 16 || languages.len() < 3,
        "{} bug listings",
        listings.len()
    );
    // One thread a language: each judges its listings in order.
    let judged: Vec<(Task, String, PathBuf, judge::Report)> = std::thread::scope(|s| {
        let workers: Vec<_> = languages
            .iter()
            .map(|&lang| {
                let mine: Vec<_> = listings
                    .iter()
                    .filter(|(_, _, p)| Language::of_path(p) == Some(lang))
                    .cloned()
                    .collect();
                s.spawn(move || {
                    mine.into_iter()
                        .map(|(task, bug, path)| {
                            let report = judge_with(
                                &path,
                                Options {
                                    task: Some(task),
                                    ..Options::default()
                                },
                            );
                            (task, bug, path, report)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    });

    let mut bugs = Vec::new();
    let mut harmless = Vec::new();
    for (task, bug, path, report) in &judged {
        let lang = report.language;
        println!("{bug} in {lang}: {}", verdicts(report));
        if report.verdict() == Verdict::Accepted {
            harmless.push((bug.as_str(), lang.name()));
            continue;
        }
        let lesson = lesson_of(path);
        let text = |p: &Path| std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let fix = hunks(&unmarked(&text(&lesson), lang), &unmarked(&text(path), lang));
        assert!(!fix.is_empty(), "{}: the same as its lesson", path.display());
        bugs.push(Entry {
            task: task.name().to_owned(),
            bug: bug.clone(),
            lang: lang.name().to_owned(),
            lesson: lesson.file_name().unwrap().to_str().unwrap().to_owned(),
            shown_by: shown_by(&lesson, lang),
            fix,
            outcomes: report.outcomes().iter().map(ToString::to_string).collect(),
        });
    }
    harmless.sort();
    let mut allowed: Vec<(&str, &str)> = HARMLESS
        .iter()
        .copied()
        .filter(|(_, l)| languages.iter().any(|x| x.name() == *l))
        .collect();
    allowed.sort();
    assert_eq!(harmless, allowed, "the bug listings that pass every test");

    bugs.sort_by_key(|e| {
        let task = Task::ALL.iter().position(|t| t.name() == e.task);
        let lang = Language::ALL.iter().position(|l| l.name() == e.lang);
        (task, e.bug.clone(), lang)
    });
    let written = common::crate_dir().join("atlas.json");
    if languages.len() < Language::ALL.len() {
        println!("SKIPPED: the atlas's comparison (not every toolchain is here)");
    } else {
        let atlas = Atlas {
            note: judge::atlas::atlas().note.clone(),
            bugs,
        };
        let json = serde_json::to_string_pretty(&atlas).unwrap() + "\n";
        if std::env::var_os("QUEENS_WRITE_ATLAS").is_some() {
            std::fs::write(&written, &json).unwrap();
            println!("wrote {}: rebuild to use it", written.display());
            return;
        }
        let have: Atlas = serde_json::from_str(&std::fs::read_to_string(&written).unwrap()).unwrap();
        assert!(
            same_atlas(&have, &atlas),
            "{} is not what the bug listings print now; run `QUEENS_WRITE_ATLAS=1 cargo test -p judge --test it \
             atlas::` to write it, and look at the difference:\n{json}",
            written.display()
        );
    }
    // Each is named as its own bug, and for a count the trace to watch
    // is its lesson's approach.
    for (task, bug, path, report) in &judged {
        if report.verdict() == Verdict::Accepted {
            continue;
        }
        let named = report.bug.as_ref().map(|b| b.entry.bug.as_str());
        assert_eq!(
            named,
            Some(bug.as_str()),
            "{}: {}",
            path.display(),
            verdicts(report)
        );
        if *task == Task::Count {
            let hint = report.hint.as_ref().expect("a wrong count has a hint");
            assert_eq!(hint.chosen_by, "bug");
            let lesson = path.file_stem().unwrap().to_str().unwrap().to_ascii_lowercase();
            assert_eq!(hint.algo, lesson, "{}", path.display());
        }
        let text = report.summary(judge::Locale::En).join("\n");
        assert!(text.contains("bug: ") && text.contains(" + "), "{text}");
    }
}

//! The bug atlas: the answers that known buggy programs give, test by
//! test, to compare a wrong program's answers with.
//!
//! Each bug is a real listing kept in `crates/judge/bugs/<task>/<bug>/`:
//! a lesson's listing (`crates/web/assets/code/flags.py`, the page's)
//! with the bug written in, in each language where it is wrong (a
//! negative index is no bug in Python, whose lists count it from the
//! end). The atlas, `crates/judge/atlas.json`, is what they print: the
//! judge's own test (`crates/judge/tests/it/atlas.rs`) runs every one of
//! them on its task's tests and fails when the file differs from what
//! they print now, so it cannot drift from the listings. Each entry also
//! holds the fix: the lines where the bug's listing and the lesson's
//! differ, with the lesson's line numbers. A bug's words are the
//! catalogue's `judge.bug.<bug>`.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::language::Language;
use crate::task::Task;
use crate::words::Message;

/// What one test gave, in a form two programs can be compared by.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// An answer (right or wrong), in its task's canonical form.
    Answer(String),
    /// A runtime error: how it ended and the error it names
    /// (`exit 1 IndexError`, `signal SIGSEGV`).
    RuntimeError(String),
    /// Past the time limit.
    TimeLimit,
    /// Past the memory limit.
    MemoryLimit,
}

impl fmt::Display for Outcome {
    /// `= ANSWER`, `RE SIGNATURE`, `TLE` or `MLE`: the atlas's form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Answer(a) => write!(f, "= {a}"),
            Outcome::RuntimeError(r) => write!(f, "RE {r}"),
            Outcome::TimeLimit => f.write_str("TLE"),
            Outcome::MemoryLimit => f.write_str("MLE"),
        }
    }
}

/// Text that is no atlas outcome (`TLE`, `MLE`, `= answer`, `RE reason`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not an outcome: {0:?}")]
pub struct NotAnOutcome(pub String);

impl std::str::FromStr for Outcome {
    type Err = NotAnOutcome;

    fn from_str(s: &str) -> Result<Outcome, NotAnOutcome> {
        match s {
            "TLE" => Ok(Outcome::TimeLimit),
            "MLE" => Ok(Outcome::MemoryLimit),
            _ => {
                if let Some(a) = s.strip_prefix("= ") {
                    Ok(Outcome::Answer(a.to_owned()))
                } else if let Some(r) = s.strip_prefix("RE ") {
                    Ok(Outcome::RuntimeError(r.to_owned()))
                } else if s == "=" {
                    Ok(Outcome::Answer(String::new()))
                } else {
                    Err(NotAnOutcome(s.to_owned()))
                }
            }
        }
    }
}

/// Where a bug's listing and the lesson's differ: from `line` of the
/// lesson (counted from 1), its `lesson` lines are the bug's `yours`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hunk {
    /// The lesson's first line here (from 1); for lines the lesson has
    /// and the bug lacks, where they go.
    pub line: usize,
    /// The lesson's lines (the fix), without their markers.
    pub lesson: Vec<String>,
    /// The bug's lines.
    pub yours: Vec<String>,
}

/// One buggy listing and what it answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Its task (`count`).
    pub task: String,
    /// Its name (`no-undo`): its words are `judge.bug.<bug>`.
    pub bug: String,
    /// Its language (`py`, `cpp`, `java`).
    pub lang: String,
    /// The lesson's listing it is written from (`flags.py`).
    pub lesson: String,
    /// What shows the lesson's listing with its lines numbered: `queens
    /// trace 4 --algo flags --code py`, or its path in the repository.
    pub shown_by: String,
    /// The fix.
    pub fix: Vec<Hunk>,
    /// What it gives on each test of its task, in order ([`Outcome`]'s
    /// form).
    pub outcomes: Vec<String>,
}

/// The atlas file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Atlas {
    /// How the file is made.
    pub note: String,
    /// The bugs, in the order they are tried.
    pub bugs: Vec<Entry>,
}

/// The atlas the judge was built with.
pub fn atlas() -> &'static Atlas {
    static ATLAS: OnceLock<Atlas> = OnceLock::new();
    ATLAS.get_or_init(|| {
        serde_json::from_str(include_str!("../atlas.json")).expect("atlas.json is the atlas the tests wrote")
    })
}

/// A bug of the atlas whose answers a program gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BugMatch {
    /// The atlas's entry.
    pub entry: &'static Entry,
    /// The key of its words (`judge.bug.<bug>`).
    pub key: &'static str,
}

impl BugMatch {
    /// The bug in one sentence.
    pub fn says(&self) -> Message {
        Message::new(self.key)
    }
}

/// The first bug of the atlas, for `task` in `language`, whose outcomes
/// are `outcomes`: on every test where both answered (right, wrong or a
/// runtime error) they answered the same, and on at least one of them
/// wrongly. A test that ran out of time or memory on either side is not
/// compared.
pub fn find(task: Task, language: Language, outcomes: &[Outcome], right: &[bool]) -> Option<BugMatch> {
    atlas()
        .bugs
        .iter()
        .filter(|e| e.task == task.name() && e.lang == language.name() && e.outcomes.len() == outcomes.len())
        .find(|e| {
            let mut wrong = false;
            for ((theirs, ours), &ok) in e.outcomes.iter().zip(outcomes).zip(right) {
                let Ok(theirs) = theirs.parse::<Outcome>() else {
                    return false;
                };
                let answered = |o: &Outcome| matches!(o, Outcome::Answer(_) | Outcome::RuntimeError(_));
                if !answered(&theirs) || !answered(ours) {
                    continue;
                }
                if &theirs != ours {
                    return false;
                }
                wrong |= !ok;
            }
            wrong
        })
        .map(|entry| BugMatch {
            entry,
            key: KEYS
                .iter()
                .copied()
                .find(|k| k.strip_prefix("judge.bug.") == Some(entry.bug.as_str()))
                .unwrap_or("judge.bug.unnamed"),
        })
}

/// The catalogue keys of the bugs' words, one a bug of the atlas (the
/// tests check that every bug has its key, in both catalogues).
pub const KEYS: &[&str] = &[
    "judge.bug.no-undo",
    "judge.bug.diagonal-index",
    "judge.bug.columns-only",
    "judge.bug.mirror-no-middle",
    "judge.bug.mirror-middle-twice",
    "judge.bug.rows-above",
    "judge.bug.perms-no-unmark",
    "judge.bug.boards-no-copy",
    "judge.bug.unnamed",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_read_back() {
        for o in [
            Outcome::Answer("92".into()),
            Outcome::Answer(String::new()),
            Outcome::RuntimeError("exit 1 IndexError".into()),
            Outcome::TimeLimit,
            Outcome::MemoryLimit,
        ] {
            assert_eq!(o.to_string().parse::<Outcome>(), Ok(o.clone()), "{o}");
        }
    }

    #[test]
    fn every_bug_of_the_atlas_has_words() {
        for e in &atlas().bugs {
            let key = format!("judge.bug.{}", e.bug);
            assert!(KEYS.contains(&key.as_str()), "{key} is not in atlas::KEYS");
            assert!(e.task.parse::<Task>().is_ok(), "{}: task {}", e.bug, e.task);
            assert!(!e.fix.is_empty(), "{} in {}: no fix", e.bug, e.lang);
            // A command, or a path from the repository's root.
            assert!(
                e.shown_by.starts_with("queens trace ") || e.shown_by.starts_with("crates/"),
                "{}: {}",
                e.bug,
                e.shown_by
            );
            assert_eq!(
                e.outcomes.len(),
                e.task.parse::<Task>().unwrap().tests().len(),
                "{} in {}: an outcome a test",
                e.bug,
                e.lang
            );
        }
    }

    #[test]
    fn a_match_needs_a_wrong_answer_and_no_disagreement() {
        let Some(e) = atlas().bugs.iter().find(|e| e.task == "count" && e.lang == "py") else {
            return;
        };
        let task = Task::Count;
        let outcomes: Vec<Outcome> = e.outcomes.iter().map(|o| o.parse().unwrap()).collect();
        let right: Vec<bool> = outcomes
            .iter()
            .zip(task.tests())
            .map(|(o, c)| *o == Outcome::Answer(task.canonical(c.output)))
            .collect();
        let found = find(task, Language::Python, &outcomes, &right).expect("its own answers match");
        assert_eq!(found.entry.bug, e.bug);
        // The right answers match no bug.
        let good: Vec<Outcome> = task
            .tests()
            .iter()
            .map(|c| Outcome::Answer(task.canonical(c.output)))
            .collect();
        assert_eq!(find(task, Language::Python, &good, &vec![true; good.len()]), None);
        // Out of time where the bug answered: not compared.
        let mut slow = outcomes.clone();
        let last = slow.len() - 1;
        slow[last] = Outcome::TimeLimit;
        assert!(find(task, Language::Python, &slow, &right).is_some());
    }
}

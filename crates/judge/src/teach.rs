//! Teaching after a wrong count: which of the lessons' approaches to
//! watch with `queens trace`, and, when the learner's program prints its
//! own trace in the listings' marker format, the first step where its
//! search and ours part.
//!
//! The marker format is the one the listings' tests print when they run
//! a listing instrumented at its `#@`/`//@` markers: one line a step, its
//! kind then `name=value` words (`try row=1 col=0`, `reject row=1 col=0`,
//! `place row=1 col=2`, `remove row=1 col=2`, `dead_end row=2`,
//! `solution`), and a line `reject.column` (or `.diagonal`,
//! `.anti-diagonal`) before a reject to give its reason.

use std::ops::ControlFlow;

use nqueens::Algo;
use nqueens::approaches::Limits;
use serde::Serialize;

use crate::language::Language;

/// The kinds of step a learner's trace may print.
const KINDS: &[&str] = &[
    "try",
    "reject",
    "place",
    "remove",
    "dead_end",
    "solution",
    "candidate",
    "mirror",
];

/// The approaches a learner's steps are compared with, the most likely
/// first (ties go to the earlier).
const PREFERRED: [Algo; 10] = [
    Algo::Flags,
    Algo::Backtrack,
    Algo::Sets,
    Algo::Board,
    Algo::Bitmask,
    Algo::Mirror,
    Algo::Levels,
    Algo::Permutations,
    Algo::Odometer,
    Algo::Brute,
];

/// The longest trace compared, in steps.
const MAX_STEPS: usize = 200_000;

/// Whether a line of output is a step of a trace in the marker format.
pub(crate) fn is_step_line(line: &str) -> bool {
    let mut words = line.split_whitespace();
    let Some(name) = words.next() else { return false };
    match name.split_once('.') {
        // `reject.column`: the reason of the next reject, alone on its line.
        Some((kind, why)) => kind == "reject" && !why.is_empty() && words.next().is_none(),
        None => {
            KINDS.contains(&name)
                && words.all(|w| {
                    w.split_once('=')
                        .is_some_and(|(k, v)| !k.is_empty() && !v.is_empty())
                })
        }
    }
}

/// One step as a learner's program printed it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Step {
    kind: String,
    reason: Option<String>,
    values: Vec<(String, String)>,
}

impl Step {
    /// As the marker format writes it, the reason in parentheses.
    fn shown(&self) -> String {
        let mut s = self.kind.clone();
        for (k, v) in &self.values {
            s += &format!(" {k}={v}");
        }
        if let Some(r) = &self.reason {
            s += &format!(" ({r})");
        }
        s
    }
}

/// The steps printed in `output`, in order.
fn steps_printed(output: &str) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut reason = None;
    for line in output.lines().filter(|l| is_step_line(l)) {
        let mut words = line.split_whitespace();
        let name = words.next().expect("a step line has a word");
        if let Some((_, why)) = name.split_once('.') {
            reason = Some(why.to_owned());
            continue;
        }
        let values = words
            .filter_map(|w| w.split_once('='))
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect();
        steps.push(Step {
            kind: name.to_owned(),
            reason: if name == "reject" { reason.take() } else { None },
            values,
        });
    }
    steps
}

/// A library step as the learner's program would print it: its kind,
/// the fields the learner printed at the same step, and its reason when
/// the learner prints reasons.
fn library_step(json: &serde_json::Value, like: Option<&Step>, reasons: bool) -> Step {
    let values = like.map_or_else(
        || {
            ["row", "col"]
                .iter()
                .filter(|k| json.get(**k).is_some_and(|v| !v.is_null()))
                .map(|k| (k.to_string(), json[*k].to_string()))
                .collect()
        },
        |l| {
            l.values
                .iter()
                .map(|(k, _)| {
                    let v = match json.get(k.as_str()) {
                        Some(serde_json::Value::String(s)) => s.clone(),
                        None | Some(serde_json::Value::Null) => "<none>".to_owned(),
                        Some(other) => other.to_string(),
                    };
                    (k.clone(), v)
                })
                .collect()
        },
    );
    Step {
        kind: json["event"].as_str().unwrap_or_default().to_owned(),
        reason: json["reason"].as_str().filter(|_| reasons).map(str::to_owned),
        values,
    }
}

/// Where a learner's steps and an approach's part.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Parting {
    /// The steps that agree, from the first.
    pub agreed: usize,
    /// The first step that differs (counted from 1); none when every
    /// step agrees and both end together.
    pub step: Option<usize>,
    /// The learner's step there, as printed (none: its trace ended).
    pub yours: Option<String>,
    /// The approach's step there (none: its search ended).
    pub ours: Option<String>,
}

/// What to watch: `queens trace N --algo ALGO --code LANG`, and where the
/// learner's own steps part from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TraceHint {
    /// The approach.
    pub algo: &'static str,
    /// The board.
    pub n: usize,
    /// The listing's language (`py`, `cpp`, `java`).
    pub code: &'static str,
    /// How the approach was chosen: `bug` (the bug's lesson), `steps`
    /// (the approach the learner's steps follow longest) or `code` (its
    /// source's look).
    pub chosen_by: &'static str,
    /// Where the learner's printed steps and the approach's part.
    pub parting: Option<Parting>,
}

impl TraceHint {
    /// The command to run.
    pub fn command(&self) -> String {
        format!(
            "queens trace {} --algo {} --code {}",
            self.n, self.algo, self.code
        )
    }
}

/// The approach a source looks like: bit operations, sets, a grid of
/// strings, flag arrays, permutations, a product of columns; else the
/// plain backtracking of the lesson.
pub(crate) fn approach_of_source(source: &str) -> Algo {
    let has = |words: &[&str]| words.iter().any(|w| source.contains(w));
    if has(&["product(", "odometer"]) {
        Algo::Odometer
    } else if has(&["permutations(", "next_permutation", "nextPermutation"]) {
        Algo::Permutations
    } else if has(&["<<", ">>"]) && has(&["&", "bit"]) {
        if has(&["n // 2", "(n + 1) // 2", "n / 2", "(n + 1) / 2", "half"]) {
            Algo::Mirror
        } else {
            Algo::Bitmask
        }
    } else if has(&["set()", "HashSet", "unordered_set", "set<int>"]) {
        Algo::Sets
    } else if has(&[
        "[False] *",
        "new boolean[",
        "vector<bool>",
        "bool col",
        "bool diag",
    ]) {
        Algo::Flags
    } else if has(&["\"Q\"", "'Q'"])
        && has(&[
            "isSafe",
            "is_safe",
            "[\".\"",
            "['.'",
            "\".\" *",
            "'.' *",
            "string(n, '.')",
        ])
    {
        Algo::Board
    } else {
        Algo::Backtrack
    }
}

/// The approach a bug's lesson file shows (`flags.py`, `Mirror.java`).
pub(crate) fn approach_of_file(file: &str) -> Option<Algo> {
    let stem = file.split('.').next()?.to_ascii_lowercase();
    stem.parse().ok().filter(|a| *a != Algo::Fast)
}

/// The hint for a wrong count on board `n`: from the learner's printed
/// steps (the approach they follow longest), else from the bug that
/// matched, else from the look of the source.
pub(crate) fn hint(
    n: usize,
    output: &str,
    bug_file: Option<&str>,
    source: &str,
    language: Language,
) -> TraceHint {
    let yours = steps_printed(output);
    let guess = bug_file
        .and_then(approach_of_file)
        .unwrap_or_else(|| approach_of_source(source));
    let chosen_by = if bug_file.and_then(approach_of_file).is_some() {
        "bug"
    } else {
        "code"
    };
    let mut hint = TraceHint {
        algo: guess.name(),
        n,
        code: language.name(),
        chosen_by,
        parting: None,
    };
    if yours.is_empty() || yours.len() > MAX_STEPS {
        return hint;
    }
    let reasons = yours.iter().any(|s| s.reason.is_some());
    let mut best: Option<(Algo, Parting)> = None;
    // The guess first: a tie keeps it.
    let order = std::iter::once(guess).chain(PREFERRED.into_iter().filter(|a| *a != guess));
    for algo in order {
        let mut ours = Vec::new();
        let traced = algo.trace(n, &Limits::max_steps(yours.len() as u64 + 1), |s| {
            if let Ok(json) = serde_json::to_value(s)
                && json["event"] != "cut"
            {
                ours.push(json);
            }
            ControlFlow::Continue(())
        });
        if traced.is_err() {
            continue;
        }
        let parting = part(&yours, &ours, reasons);
        if best.as_ref().is_none_or(|(_, b)| parting.agreed > b.agreed) {
            best = Some((algo, parting));
        }
    }
    if let Some((algo, parting)) = best {
        hint.algo = algo.name();
        hint.chosen_by = "steps";
        hint.parting = Some(parting);
    }
    hint
}

/// Where `yours` and `ours` (a library trace, as JSON) part.
fn part(yours: &[Step], ours: &[serde_json::Value], reasons: bool) -> Parting {
    let agreed = yours
        .iter()
        .zip(ours)
        .take_while(|(y, o)| library_step(o, Some(y), reasons) == **y)
        .count();
    let done = agreed == yours.len() && agreed == ours.len();
    Parting {
        agreed,
        step: (!done).then_some(agreed + 1),
        yours: yours.get(agreed).map(Step::shown),
        ours: ours
            .get(agreed)
            .map(|o| library_step(o, yours.get(agreed), reasons).shown()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps of an approach on n, printed as an instrumented listing
    /// prints them (row and col, reasons when `reasons`).
    fn printed(algo: Algo, n: usize, reasons: bool) -> String {
        let mut out = String::new();
        algo.trace(n, &Limits::none(), |s| {
            let json = serde_json::to_value(s).unwrap();
            let event = json["event"].as_str().unwrap();
            if event == "cut" {
                return ControlFlow::Continue(());
            }
            if let (true, Some(r)) = (reasons, json["reason"].as_str()) {
                out += &format!("{event}.{r}\n");
            }
            out += event;
            for k in ["row", "col"] {
                if let Some(v) = json.get(k).filter(|v| !v.is_null()) {
                    out += &format!(" {k}={v}");
                }
            }
            out.push('\n');
            ControlFlow::Continue(())
        })
        .unwrap();
        out
    }

    #[test]
    fn step_lines_are_told_from_answers() {
        for line in [
            "try row=0 col=1",
            "place row=0 col=1",
            "dead_end row=2",
            "solution",
            "reject.column",
        ] {
            assert!(is_step_line(line), "{line}");
        }
        for line in [
            "92",
            "",
            "place",
            "the answer is 2",
            "reject.column row=1",
            "row=1",
            "place row=",
        ] {
            assert_eq!(is_step_line(line), line == "place", "{line}");
        }
    }

    #[test]
    fn a_learners_steps_find_their_approach_and_where_they_part() {
        // The bitmask approach's own steps: every step agrees.
        let out = printed(Algo::Bitmask, 5, false) + "10\n";
        let h = hint(5, &out, None, "", Language::Python);
        assert_eq!((h.algo, h.chosen_by), ("bitmask", "steps"));
        let parting = h.parting.unwrap();
        assert_eq!(parting.step, None);
        assert!(parting.agreed > 20);

        // flags with its reasons, one place turned into a reject.
        let out = printed(Algo::Flags, 4, true);
        let mut lines: Vec<String> = out.lines().map(str::to_owned).collect();
        let at = lines.iter().position(|l| l.starts_with("place row=1")).unwrap();
        lines[at] = lines[at].replace("place", "reject");
        // flags and backtrack take the same steps up to there: the look
        // of the code breaks the tie.
        let h = hint(4, &lines.join("\n"), None, "vector<bool> column;", Language::Cpp);
        assert_eq!((h.algo, h.code), ("flags", "cpp"));
        let parting = h.parting.unwrap();
        assert_eq!(parting.yours.as_deref(), Some("reject row=1 col=2"));
        assert_eq!(parting.ours.as_deref(), Some("place row=1 col=2"));
        assert_eq!(hint_command(4), "queens trace 4 --algo flags --code py");
    }

    fn hint_command(n: usize) -> String {
        hint(n, "2\n", Some("flags.py"), "", Language::Python).command()
    }

    #[test]
    fn sources_look_like_approaches() {
        assert_eq!(
            approach_of_source("free = full & ~(cols | l | r); bit = free & -free; x << 1"),
            Algo::Bitmask
        );
        assert_eq!(approach_of_source("cols = set()"), Algo::Sets);
        assert_eq!(approach_of_source("self.column = [False] * n"), Algo::Flags);
        assert_eq!(
            approach_of_source("for p in permutations(range(n)):"),
            Algo::Permutations
        );
        assert_eq!(approach_of_source("for r in range(row): ..."), Algo::Backtrack);
        assert_eq!(approach_of_file("Mirror.java"), Some(Algo::Mirror));
        assert_eq!(approach_of_file("perms.py"), None);
    }
}

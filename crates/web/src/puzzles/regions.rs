//! Queens with regions (LinkedIn's Queens): the plain row-by-row search
//! of `puzzles::regions::Regions::backtrack`, traced by the library, and
//! the human techniques one named step at a time ([`deductions`]).
//!
//! Parameters: `level=<name>`, one of the built-in community levels
//! ([`LEVELS`]), or `map=<rows>`, a map of the request's own (n rows of
//! n region symbols, letters and digits, split by newlines or `/`, at
//! most [`MAX_SIDE`] rows). Neither: the first level. `stars=<k>`, 1 or
//! 2 (not given: the level's, 1 for a map; the page sends its choice): k stars a row, column and region (1: Queens; 2:
//! Star Battle), as the library's `stars`; a map too small for k stars is
//! refused with the library's words.

mod deductions;

use std::sync::Arc;

use puzzles::regions::Regions;
use puzzles::{Limits, Puzzle};
use serde_json::json;

use super::{bounded, from_report};
use super::{
    AlgoInfo, ChoiceInfo, Input, InputBox, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, Trace, TraceError,
};
use crate::code::{Lang, Listing, codes};
use crate::config::Config;
use crate::error::ApiError;

const ALGO: &str = "row-by-row";

const LISTING: &str = include_str!("../../assets/code/regions.rs");

/// The listing in every language: whole programs in Python, C++ and Java
/// (run by `tests/it/listings.rs`), and the Rust.
const LISTINGS: [(Lang, &str); 4] = [
    (Lang::Py, include_str!("../../assets/code/regions.py")),
    (Lang::Cpp, include_str!("../../assets/code/regions.cpp")),
    (Lang::Java, include_str!("../../assets/code/Regions.java")),
    (Lang::Rust, LISTING),
];

/// The most rows (and columns) of a map sent: the search is traced
/// whole, and a 12×12 map's tree is already past the page's steps.
pub(crate) const MAX_SIDE: usize = 12;

/// A built-in level: its name, as shown, and its map (from the community
/// levels of `crates/puzzles/tests/it/regions/levels.txt`).
struct Level {
    name: &'static str,
    title: &'static str,
    map: &'static str,
    /// The stars a unit it is made for (its title's answers are for them).
    stars: usize,
}

/// The levels, the default first; their steps are checked by a test below.
const LEVELS: [Level; 6] = [
    Level {
        name: "14",
        title: "level 14: 6×6, one answer",
        map: "AAAAAA/ACCCCA/ABBBCE/ABBCCE/ADBBCE/ADDFFF",
        stars: 1,
    },
    Level {
        name: "1",
        title: "level 1: 6×6, 14 answers",
        map: "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC",
        stars: 1,
    },
    Level {
        name: "4",
        title: "level 4: 7×7, one answer",
        map: "AAACDEE/ACCCDEE/ABBBDDE/ABBDDEE/ABBDDEE/AAADFEE/FFFFFFG",
        stars: 1,
    },
    Level {
        name: "17",
        title: "level 17: 8×8, one answer",
        map: "DDHHHHHH/DAAABEEH/DDBBBEHH/DBBCBEHH/DCCCBEHH/DDDFFGGH/DFDFGGGH/FFFFGGGH",
        stars: 1,
    },
    // Four strips across: every row is a region, so only columns and
    // touching refuse, and no 4×4 has more than two answers.
    Level {
        name: "rows",
        title: "four rows as regions: 4×4",
        map: "AAAA/BBBB/CCCC/DDDD",
        stars: 1,
    },
    // For two stars (Star Battle): a map grown here around a planted
    // 2-star answer, its regions joined in pairs of blobs, kept for its
    // one answer and its short trace (some 3,300 steps; the 10×10 of
    // the library's tests, 756 answers, takes millions).
    Level {
        name: "stars8",
        title: "for two stars: 8×8, one answer",
        map: "AABBBCCC/ABBBCCCC/ABBDDCCC/AADDDCCC/EEEEFFFG/EEEEEFGG/EEHHHFFG/HHHHHHHG",
        stars: 2,
    },
];

/// The stars a row, column and region the page offers: Queens' one and
/// Star Battle's two (more need maps larger than the page traces).
const STARS: [ChoiceInfo; 2] = [
    ChoiceInfo {
        value: "1",
        text: "one a row, column and region (Queens)",
    },
    ChoiceInfo {
        value: "2",
        text: "two a row, column and region (Star Battle)",
    },
];

/// Queens with regions, in the registry.
pub(super) struct RegionsPuzzle;

impl PuzzleKind for RegionsPuzzle {
    fn name(&self) -> &'static str {
        "regions"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["level", "map", "stars"]
    }

    fn info(&self, _config: &Config) -> PuzzleInfo {
        PuzzleInfo {
            name: "regions",
            title: "Queens with regions (LinkedIn Queens)",
            size: None,
            options: vec![
                OptionInfo {
                name: "level",
                label: "level",
                kind: "choice",
                choices: LEVELS
                    .iter()
                    .map(|l| ChoiceInfo {
                        value: l.name,
                        text: l.title,
                    })
                    .collect(),
                default: LEVELS[0].name,
                only_with: None,
                // A map of one's own, `map=`.
                own: Some("map"),
                follows: None,
            },
                OptionInfo {
                    name: "stars",
                    label: "stars",
                    kind: "choice",
                    choices: STARS.to_vec(),
                    default: STARS[0].value,
                    only_with: None,
                    own: None,
                    follows: Some("level"),
                },
            ],
            default_algo: ALGO,
            algos: vec![
                AlgoInfo {
                    name: ALGO,
                    summary: "place the stars (queens) row by row, k a row, left to right; a square is \
                              refused when its column or its region holds its k already, or a star \
                              touches it, even diagonally",
                    kind: "search",
                    code: Listing::parse(LISTING),
                    codes: codes(&LISTINGS),
                },
                AlgoInfo {
                    name: deductions::ALGO,
                    summary: deductions::SUMMARY,
                    kind: "deductions",
                    code: Listing::parse(deductions::LISTING),
                    codes: codes(&[(Lang::Rust, deductions::LISTING)]),
                },
            ],
        }
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/regions.js")
    }

    fn inputs(&self, _config: &Config) -> Vec<InputBox> {
        vec![InputBox::new("map", "regions")]
    }

    fn input(&self, params: &Params, _config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(read(params)?))
    }
}

fn read(params: &Params) -> Result<RegionsInput, ApiError> {
    let (level, map) = match (params.get("level"), params.get("map")) {
        (Some(_), Some(_)) => {
            return Err(ApiError::bad_request(
                "give either level (a built-in level) or map (a map of your own), not both",
            ));
        }
        (None, Some(map)) => (None, map),
        (name, None) => {
            let name = name.unwrap_or(LEVELS[0].name);
            let level = LEVELS.iter().find(|l| l.name == name).ok_or_else(|| {
                let names: Vec<_> = LEVELS.iter().map(|l| l.name).collect();
                ApiError::bad_request(format!(
                    "unknown level '{name}'; the levels are {} (or send your own in map)",
                    names.join(", ")
                ))
            })?;
            (Some(level), level.map)
        }
    };
    // Not given: the level's stars (1 for a map of one's own).
    let stars = match params.get("stars") {
        Some(text) => bounded("stars", text, 1, STARS.len() as u64)? as usize,
        None => level.map_or(1, |l| l.stars),
    };
    let name = level.map(|l| l.name);
    // Rows split by `/` or by lines, as the box joins them: one form for the reader.
    let rows: Vec<&str> = map
        .split(['/', '\n'])
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .collect();
    if rows.len() > MAX_SIDE {
        return Err(ApiError::over_limit(
            "map",
            MAX_SIDE as u64,
            format!("a map may have at most {MAX_SIDE} rows; this one has {}", rows.len()),
        ));
    }
    if rows.is_empty() {
        return Err(ApiError::bad_request("map: no rows: a map is n rows of n region letters"));
    }
    // `#` starts a comment for the library's reader, which would drop the
    // rest of the line: here it is only a wrong symbol.
    for (i, row) in rows.iter().enumerate() {
        if let Some(c) = row.chars().position(|ch| ch == '#') {
            return Err(ApiError::bad_request(format!(
                "map: line {}, column {}: '#' in row {} is not a region symbol (letters A-Z, a-z and digits)",
                i + 1,
                c + 1,
                i + 1
            )));
        }
    }
    // One row a line, so that an error's line is the row's.
    let puzzle =
        Regions::parse_one(&rows.join("\n"), stars).map_err(|e| ApiError::bad_request(format!("map: {e}")))?;
    Ok(RegionsInput { name, puzzle })
}

#[derive(Debug)]
struct RegionsInput {
    /// The level's name; `None` for a map sent.
    name: Option<&'static str>,
    puzzle: Regions,
}

impl RegionsInput {
    /// What the drawer needs besides the steps: the map, and each cell's
    /// region, so that it colours the map without parsing it.
    fn drawn(&self) -> serde_json::Value {
        let n = self.puzzle.size();
        let regions: Vec<Vec<usize>> = (0..n)
            .map(|r| (0..n).map(|c| self.puzzle.region(r, c)).collect())
            .collect();
        json!({
            "level": self.name,
            "n": n,
            "stars": self.puzzle.stars(),
            "map": self.puzzle.rows_with(None),
            "regions": regions,
        })
    }
}

impl Input for RegionsInput {
    fn trace(&self, algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        if algo == deductions::ALGO {
            return deductions::trace(&self.puzzle, limits, self.drawn());
        }
        let mut events = JsonEvents::new();
        let report = self.puzzle.backtrack().trace(limits, |step| {
            events.push(step);
            std::ops::ControlFlow::Continue(())
        });
        from_report(events, &report, self.drawn())
    }

    /// The stars a unit, then the map's rows, one a line, as the
    /// listings read them.
    fn stdin(&self) -> Option<String> {
        let rows = self.puzzle.rows_with(None).join("\n");
        Some(format!("{}\n{rows}\n", self.puzzle.stars()))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use super::*;

    /// Every level reads, its whole trace fits in the page's default
    /// steps and finds the answers its title says, and every step it
    /// traces has a line in each listing.
    #[test]
    fn the_levels_and_the_listing() {
        let mut kinds = BTreeSet::new();
        for level in &LEVELS {
            let stars = level.stars.to_string();
            let input = read(&Params::default().with("level", level.name).with("stars", &stars)).unwrap();
            let report = input
                .puzzle
                .backtrack()
                .trace(&Limits::max_steps(crate::DEFAULT_STEPS), |s| {
                    kinds.insert(match s.detail.as_ref().and_then(|d| d.reason) {
                        Some(why) => format!("reject.{why}"),
                        None => s.kind.name().to_owned(),
                    });
                    ControlFlow::Continue(())
                });
            assert!(report.outcome.is_finished(), "{}", level.name);
            let answers = input.puzzle.count(u64::MAX);
            assert_eq!(report.stats.solutions, answers, "{}", level.name);
            let said = match answers {
                1 => "one answer".to_owned(),
                k => format!("{k} answers"),
            };
            assert!(
                level.title.contains(&said) || level.name == "rows",
                "{}: {said}",
                level.name
            );
        }
        for kind in &kinds {
            for (lang, text) in LISTINGS {
                let code = Listing::parse_in(text, lang);
                assert!(code.has(kind), "no line for {kind} in {}", lang.name());
            }
        }
        for kind in ["reject.column", "reject.region", "reject.touch", "dead_end", "solution"] {
            assert!(kinds.contains(kind), "no level shows {kind}");
        }
    }

    /// Two stars a unit: the page's trace of the Star Battle level
    /// places two stars a row, each row's left to right before the next
    /// row, reaches the library's one answer and finds as many as
    /// `count`; the deductions solve it too; a map typed in takes two
    /// stars; and a map too small for two is refused in the library's
    /// words.
    #[test]
    fn two_stars() {
        let input = read(&Params::default().with("level", "stars8").with("stars", "2")).unwrap();
        assert_eq!(input.puzzle.stars(), 2);
        // Not given, the stars are the level's, and one for a map.
        assert_eq!(read(&Params::default().with("level", "stars8")).unwrap().puzzle.stars(), 2);
        assert_eq!(read(&Params::default().with("level", "1")).unwrap().puzzle.stars(), 1);
        assert_eq!(read(&Params::default().with("map", "AAB/ACB/CCB")).unwrap().puzzle.stars(), 1);
        assert_eq!(input.stdin().unwrap().lines().next(), Some("2"));
        let trace = input.trace(ALGO, &Limits::max_steps(crate::DEFAULT_STEPS)).unwrap();
        assert!(trace.outcome.is_finished());
        assert_eq!(trace.input["stars"], 2);
        assert_eq!(trace.stats.solutions, input.puzzle.count(u64::MAX));
        assert_eq!(trace.stats.solutions, 1);
        let steps: Vec<serde_json::Value> = serde_json::from_str(&trace.events_json).unwrap();
        let mut placed: Vec<(u64, u64)> = Vec::new();
        let mut answers = Vec::new();
        for step in &steps {
            let at = || (step["row"].as_u64().unwrap(), step["col"].as_u64().unwrap());
            match step["event"].as_str().unwrap() {
                "place" => {
                    let (row, col) = at();
                    // Row by row, k a row: the row is the stars placed over k.
                    assert_eq!(row, placed.len() as u64 / 2, "{step}");
                    if let Some(&(r, c)) = placed.last().filter(|(r, _)| *r == row) {
                        assert!(col > c + 1 && r == row, "{step}");
                    }
                    placed.push((row, col));
                }
                "remove" => assert_eq!(placed.pop(), Some(at())),
                "solution" => answers.push(placed.clone()),
                _ => {}
            }
        }
        let want = input.puzzle.solve().unwrap().cells();
        let got: Vec<(usize, usize)> = answers[0].iter().map(|&(r, c)| (r as usize, c as usize)).collect();
        assert_eq!(answers.len(), 1);
        assert_eq!(got, want);
        // The deductions with two stars: they cross out cells, never one
        // of the answer's, and each star they place is the answer's,
        // until they are stuck (the level needs a guess).
        let deduced = input.trace(deductions::ALGO, &Limits::none()).unwrap();
        let deduced: Vec<serde_json::Value> = serde_json::from_str(&deduced.events_json).unwrap();
        let cell = |e: &serde_json::Value| (e["row"].as_u64().unwrap() as usize, e["col"].as_u64().unwrap() as usize);
        let crossed: Vec<_> = deduced
            .iter()
            .filter(|e| e["event"] == "deduce")
            .flat_map(|e| e["cross"].as_array().unwrap().iter().map(cell))
            .collect();
        assert!(crossed.len() >= 4, "{crossed:?}");
        assert!(crossed.iter().all(|c| !want.contains(c)), "{crossed:?}");
        let places = deduced.iter().filter(|e| e["event"] == "place").map(cell);
        assert!(places.clone().all(|p| want.contains(&p)));
        let last = deduced.last().unwrap();
        assert_eq!((&last["event"], &last["reason"]), (&json!("dead_end"), &json!("stuck")), "{last}");
        // A map typed in, with two stars: the 10×10 of the library's tests.
        let map = "AAAAABBBBB/AACCABBDDB/CCCCCDDDDD/CEECCDFFDD/EEEEEFFFFF/EGGEEFHHFF/GGGGGHHHHH/GIIGGHJJHH/IIIIIJJJJJ/IIIIIJJJJJ";
        let own = read(&Params::default().with("map", map).with("stars", "2")).unwrap();
        assert_eq!(own.puzzle.count(u64::MAX), 756);
        let cut = own.trace(ALGO, &Limits::max_steps(1000)).unwrap();
        assert!(!cut.outcome.is_finished());
        // Too small for two stars, too few regions, a third star: refused.
        let e = read(&Params::default().with("level", "14").with("stars", "2")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "map: 2 stars a row need a side of at least 7, not 6: two touching rows hold at most one star in each 2×2 block"
        );
        let e = read(&Params::default().with("map", "AAAAAAA/BBBBBBB/CCCCCCC/DDDDDDD/EEEEEEE/FFFFFFF/FFFFFFF").with("stars", "2")).unwrap_err();
        assert_eq!(e.to_string(), "map: line 1: a 7×7 puzzle needs 7 regions, found 6 (ABCDEF)");
        let e = read(&Params::default().with("stars", "3")).unwrap_err();
        assert_eq!(e.to_string(), "stars must be an integer from 1 to 2, got '3'");
    }

    #[test]
    fn maps_are_bounded_and_checked() {
        let own = |map: &str| read(&Params::default().with("map", map));
        let input = own("AAB\nACB\nCCB\n").unwrap();
        assert_eq!(input.stdin().unwrap(), "1\nAAB\nACB\nCCB\n");
        assert_eq!(own("AAB/ACB/CCB").unwrap().puzzle, input.puzzle);
        let e = own("AAB/AB/CCB").unwrap_err();
        assert_eq!(
            e.to_string(),
            "map: line 2: a row has 2 cells, but the puzzle has 3 rows: a puzzle is n rows of n cells (row 2)"
        );
        let e = own("AAB/AAB/AAB").unwrap_err();
        assert_eq!(e.to_string(), "map: line 1: a 3×3 puzzle needs 3 regions, found 2 (AB)");
        let e = own("AA-/ABB/CCB").unwrap_err();
        assert_eq!(
            e.to_string(),
            "map: line 1, column 3: '-' in row 1 is not a region symbol (letters A-Z, a-z and digits)"
        );
        let e = own("AB/A#").unwrap_err();
        assert_eq!(
            e.to_string(),
            "map: line 2, column 2: '#' in row 2 is not a region symbol (letters A-Z, a-z and digits)"
        );
        let e = own(&vec!["A".repeat(13); 13].join("/")).unwrap_err();
        assert_eq!(e.to_string(), "a map may have at most 12 rows; this one has 13");
        assert!(own("").is_err());
        assert!(read(&Params::default().with("level", "nope")).is_err());
        assert!(
            read(&Params::default().with("level", "1").with("map", "A"))
                .is_err()
        );
    }
}

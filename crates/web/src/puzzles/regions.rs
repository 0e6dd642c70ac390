//! Queens with regions (LinkedIn's Queens): the plain row-by-row search
//! of `puzzles::regions::Regions::backtrack`, traced by the library, and
//! the human techniques one named step at a time ([`deductions`]).
//!
//! Parameters: `level=<name>`, one of the built-in community levels
//! ([`LEVELS`]), or `map=<rows>`, a map of the request's own (n rows of
//! n region symbols, letters and digits, split by newlines or `/`, at
//! most [`MAX_SIDE`] rows). Neither: the first level. One queen a row,
//! column and region: the page traces Queens, not Star Battle's K stars.

mod deductions;

use std::sync::Arc;

use puzzles::regions::Regions;
use puzzles::{Limits, Puzzle};
use serde_json::json;

use super::from_report;
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
}

/// The levels, the default first; their steps are checked by a test below.
const LEVELS: [Level; 5] = [
    Level {
        name: "14",
        title: "level 14: 6×6, one answer",
        map: "AAAAAA/ACCCCA/ABBBCE/ABBCCE/ADBBCE/ADDFFF",
    },
    Level {
        name: "1",
        title: "level 1: 6×6, 14 answers",
        map: "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC",
    },
    Level {
        name: "4",
        title: "level 4: 7×7, one answer",
        map: "AAACDEE/ACCCDEE/ABBBDDE/ABBDDEE/ABBDDEE/AAADFEE/FFFFFFG",
    },
    Level {
        name: "17",
        title: "level 17: 8×8, one answer",
        map: "DDHHHHHH/DAAABEEH/DDBBBEHH/DBBCBEHH/DCCCBEHH/DDDFFGGH/DFDFGGGH/FFFFGGGH",
    },
    // Four strips across: every row is a region, so only columns and
    // touching refuse, and no 4×4 has more than two answers.
    Level {
        name: "rows",
        title: "four rows as regions: 4×4",
        map: "AAAA/BBBB/CCCC/DDDD",
    },
];

/// Queens with regions, in the registry.
pub(super) struct RegionsPuzzle;

impl PuzzleKind for RegionsPuzzle {
    fn name(&self) -> &'static str {
        "regions"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["level", "map"]
    }

    fn info(&self, _config: &Config) -> PuzzleInfo {
        PuzzleInfo {
            name: "regions",
            title: "Queens with regions (LinkedIn Queens)",
            size: None,
            options: vec![OptionInfo {
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
            }],
            default_algo: ALGO,
            algos: vec![
                AlgoInfo {
                    name: ALGO,
                    summary: "place the queens row by row, left to right; a square is refused when its \
                              column or its region holds a queen already, or a queen touches it, even \
                              diagonally",
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
    let (name, map) = match (params.get("level"), params.get("map")) {
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
            (Some(level.name), level.map)
        }
    };
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
        Regions::parse_one(&rows.join("\n"), 1).map_err(|e| ApiError::bad_request(format!("map: {e}")))?;
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

    /// The map's rows, one a line, as the listings read it.
    fn stdin(&self) -> Option<String> {
        Some(self.puzzle.rows_with(None).join("\n") + "\n")
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
            let input = read(&Params::default().with("level", level.name)).unwrap();
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

    #[test]
    fn maps_are_bounded_and_checked() {
        let own = |map: &str| read(&Params::default().with("map", map));
        let input = own("AAB\nACB\nCCB\n").unwrap();
        assert_eq!(input.stdin().unwrap(), "AAB\nACB\nCCB\n");
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

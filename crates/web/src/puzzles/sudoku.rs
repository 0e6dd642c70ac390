//! Sudoku: the textbook solver of the `sudoku` crate, traced by the
//! library (the steps of `queens sudoku solve --algo simple --trace`).
//!
//! Parameters: `sudoku=<name>`, one of the built-in puzzles
//! ([`PUZZLES`]), or `grid=<81 cells>`, a puzzle of the request's own:
//! row by row, a digit `1`–`9`, or `.` or `0` for an empty cell, nothing
//! else; or `seed=<S>` (0 to 2^64 - 1, with or without
//! `sudoku=generated`; `sudoku=generated` alone is seed 0), the puzzle
//! `queens sudoku generate --seed S --minimal` prints first, so the page
//! can generate a puzzle and watch the textbook solver on it. None: the first built-in puzzle.
//! Givens that clash are refused: the search would have nothing to show.

use std::sync::Arc;

use ::sudoku::{Grid, Limits};
use serde_json::json;

use super::from_report;
use super::{
    AlgoInfo, ChoiceInfo, Input, InputBox, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, Trace, TraceError,
};
use crate::code::{Lang, Listing, codes};
use crate::config::Config;
use crate::error::ApiError;

/// The one approach: the textbook backtracker (`--algo simple`).
const ALGO: &str = "simple";

const LISTING: &str = include_str!("../../assets/code/simple.rs");

/// The listing in every language: whole programs in Python, C++ and Java
/// (run by `tests/it/listings.rs`), and the Rust.
const LISTINGS: [(Lang, &str); 4] = [
    (Lang::Py, include_str!("../../assets/code/simple.py")),
    (Lang::Cpp, include_str!("../../assets/code/simple.cpp")),
    (Lang::Java, include_str!("../../assets/code/Simple.java")),
    (Lang::Rust, LISTING),
];

/// A built-in puzzle: its name in the API, as shown, and its cells.
struct Example {
    name: &'static str,
    title: &'static str,
    cells: &'static str,
}

/// The built-in puzzles, the default first. Chosen so that the textbook
/// solver's whole trace fits in the default steps, from a few hundred
/// steps to the long search of the classic example (the steps are
/// checked by a test below).
const PUZZLES: [Example; 4] = [
    // Made for this page by blanking 40 cells of a solved grid, one at a
    // time, each time checking the puzzle stays unique: six dead ends.
    Example {
        name: "easy",
        title: "easy (563 steps)",
        cells: "538.679.1146.5.38.2........42..365.9...1.26.3..3..5812.8.5..796...9....8.92.831..",
    },
    // top1465 #276 (hard for people): 24 dead ends.
    Example {
        name: "harder",
        title: "harder (2,101 steps)",
        cells: "12.....8.4.......2..9..35.....9.8....7..2..5...1..42......65..7.......61..83.....",
    },
    // Wikipedia's example, the README's: 1,246 dead ends.
    Example {
        name: "classic",
        title: "Wikipedia's (80,708 steps)",
        cells: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    },
    // The easy one with a 6 at (8, 0), where its solution has a 7: the
    // givens agree, but the whole tree is searched in vain.
    Example {
        name: "no-solution",
        title: "no solution (920 steps)",
        cells: "538.679.1146.5.38.2........42..365.9...1.26.3..3..5812.8.5..796...9....8692.831..",
    },
];

/// The `sudoku` choice that stands for a generated puzzle, its seed
/// chosen in the `seed` option.
const GENERATED: &str = "generated";

/// The seeds the page offers (the API takes any).
const SEEDS: [(&str, &str); 10] = [
    ("0", "0"),
    ("1", "1"),
    ("2", "2"),
    ("3", "3"),
    ("4", "4"),
    ("5", "5"),
    ("6", "6"),
    ("7", "7"),
    ("8", "8"),
    ("9", "9"),
];

/// Sudoku, in the registry.
pub(super) struct Sudoku;

impl PuzzleKind for Sudoku {
    fn name(&self) -> &'static str {
        "sudoku"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["sudoku", "grid", "seed"]
    }

    fn info(&self, config: &Config) -> PuzzleInfo {
        info(config)
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/sudoku.js")
    }

    fn input(&self, params: &Params, config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(input(params, config)?))
    }

    fn inputs(&self, _config: &Config) -> Vec<InputBox> {
        vec![InputBox::new("grid", "sudoku")]
    }
}

/// A Sudoku puzzle: a built-in one (its name) or one sent in the request;
/// its givens do not clash.
#[derive(Debug)]
struct SudokuInput {
    /// The built-in puzzle's name; `None` for a puzzle sent in `grid` or
    /// generated.
    name: Option<&'static str>,
    /// The seed of a generated puzzle.
    seed: Option<u64>,
    grid: Grid,
}

impl Input for SudokuInput {
    fn whole_search(&self, _algo: &str) -> Option<u64> {
        self.name.and_then(whole_search)
    }

    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        trace(self.name, self.seed, &self.grid, limits)
    }
}

fn info(_config: &Config) -> PuzzleInfo {
    PuzzleInfo {
        name: "sudoku",
        title: "Sudoku",
        size: None,
        options: vec![
            OptionInfo {
                name: "sudoku",
                label: "sudoku",
                kind: "choice",
                choices: PUZZLES
                    .iter()
                    .map(|p| ChoiceInfo {
                        value: p.name,
                        text: p.title,
                    })
                    .chain([ChoiceInfo {
                        value: GENERATED,
                        text: "generate one (minimal, unique)",
                    }])
                    .collect(),
                default: PUZZLES[0].name,
                only_with: None,
                own: Some("grid"),
                follows: None,
            },
            OptionInfo {
                name: "seed",
                label: "seed",
                kind: "choice",
                choices: SEEDS
                    .iter()
                    .map(|&(value, text)| ChoiceInfo { value, text })
                    .collect(),
                default: SEEDS[0].0,
                only_with: Some(["sudoku", GENERATED]),
                own: None,
                follows: None,
            },
        ],
        default_algo: ALGO,
        algos: vec![AlgoInfo {
            name: ALGO,
            summary: "the textbook backtracker: fill the first empty cell with each digit from 1 to 9 \
                      that its row, column and box allow, go on to the next empty cell, and take \
                      the digit back when that leads nowhere",
            kind: "search",
            code: Listing::parse(LISTING),
            codes: codes(&LISTINGS),
        }],
    }
}

fn input(params: &Params, _config: &Config) -> Result<SudokuInput, ApiError> {
    let generate = params.get("sudoku") == Some(GENERATED);
    if generate || params.get("seed").is_some() {
        if params.get("sudoku").is_some_and(|s| s != GENERATED) || params.get("grid").is_some() {
            return Err(ApiError::bad_request(
                "give one of sudoku (a built-in puzzle), grid (a puzzle of your own) or seed (a generated one)",
            ));
        }
        let seed = params.get("seed").unwrap_or("0");
        let seed: u64 = seed.trim().parse().map_err(|_| {
            ApiError::bad_request(format!(
                "seed must be an integer from 0 to {}, got {seed:?}",
                u64::MAX
            ))
        })?;
        return Ok(SudokuInput {
            name: Some(GENERATED),
            seed: Some(seed),
            grid: generated(seed),
        });
    }
    match (params.get("sudoku"), params.get("grid")) {
        (Some(_), Some(_)) => Err(ApiError::bad_request(
            "give either sudoku (a built-in puzzle) or grid (a puzzle of your own), not both",
        )),
        (None, Some(grid)) => Ok(SudokuInput {
            name: None,
            seed: None,
            grid: read_grid(grid)?,
        }),
        (name, None) => {
            let name = name.unwrap_or(PUZZLES[0].name);
            let example = PUZZLES.iter().find(|p| p.name == name).ok_or_else(|| {
                let names: Vec<_> = PUZZLES.iter().map(|p| p.name).collect();
                ApiError::bad_request(format!(
                    "unknown sudoku '{name}'; the puzzles are {} (or send your own in grid)",
                    names.join(", ")
                ))
            })?;
            let grid = example
                .cells
                .parse()
                .map_err(|e: ::sudoku::Error| ApiError::internal(e.to_string()))?;
            Ok(SudokuInput {
                name: Some(example.name),
                seed: None,
                grid,
            })
        }
    }
}

/// The puzzle of `seed`: the first that `queens sudoku generate --seed
/// SEED --minimal` prints.
fn generated(seed: u64) -> Grid {
    ::sudoku::Generator::new(seed).minimal(true).puzzle(0).puzzle
}

/// What a cell may be, for the error messages.
const CELLS: &str = "a digit 1-9, or '.' or '0' for an empty cell";

/// Reads a puzzle sent in the query: exactly 81 cells, row by row, and
/// givens that do not clash. Stricter than the library's reader, which
/// also takes printed grids with spaces and separators.
fn read_grid(text: &str) -> Result<Grid, ApiError> {
    let length = text.chars().count();
    if length != 81 {
        return Err(ApiError::bad_request(format!(
            "grid must be 81 cells row by row, each {CELLS}; got {length} characters"
        )));
    }
    if let Some((i, ch)) = text
        .chars()
        .enumerate()
        .find(|&(_, c)| !matches!(c, '1'..='9' | '.' | '0'))
    {
        return Err(ApiError::bad_request(format!(
            "grid: unexpected {ch:?} at cell {} (row {}, column {}, from 0); a cell is {CELLS}",
            i + 1,
            i / 9,
            i % 9
        )));
    }
    let grid: Grid = text
        .parse()
        .map_err(|e: ::sudoku::Error| ApiError::bad_request(format!("grid: {e}")))?;
    match grid.conflict() {
        Some(clash) => Err(ApiError::bad_request(format!("the givens clash: {clash}"))),
        None => Ok(grid),
    }
}

/// The steps of the whole trace of a built-in puzzle (the number in its
/// title, checked by a test below).
fn whole_search(name: &str) -> Option<u64> {
    let example = PUZZLES.iter().find(|p| p.name == name)?;
    let digits: String = example
        .title
        .rsplit_once('(')?
        .1
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The trace of a puzzle; `limits` holds the steps asked for.
fn trace(name: Option<&str>, seed: Option<u64>, grid: &Grid, limits: &Limits) -> Result<Trace, TraceError> {
    let mut events = JsonEvents::new();
    let report = ::sudoku::trace(grid, limits, |step| {
        events.push(step);
        std::ops::ControlFlow::Continue(())
    });
    let mut input = json!({
        "sudoku": name,
        "grid": grid.to_line(),
        "givens": grid.givens(),
    });
    if let Some(seed) = seed {
        input["seed"] = seed.into();
    }
    from_report(events, &report, input)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use ::sudoku::{Outcome, StepKind};

    use super::*;

    /// Every built-in puzzle reads, is unique (or has no solution, as its
    /// name says), its trace takes the steps its title says, well within
    /// the default steps, and every step and reason it traces has a line
    /// in the listing.
    #[test]
    fn the_built_in_puzzles_and_the_listing() {
        let mut kinds = BTreeSet::new();
        for example in &PUZZLES {
            let grid: Grid = example.cells.parse().unwrap();
            assert_eq!(grid.conflict(), None, "{}", example.name);
            let unique = u64::from(example.name != "no-solution");
            assert_eq!(::sudoku::count(&grid, 2), unique, "{}", example.name);
            let report = ::sudoku::trace(&grid, &Limits::max_steps(crate::DEFAULT_STEPS), |s| {
                kinds.insert(match s.detail.and_then(|d| d.clash) {
                    Some(why) => format!("reject.{}", why.name()),
                    None => s.kind.name().to_owned(),
                });
                ControlFlow::Continue(())
            });
            assert_eq!(report.outcome, Outcome::Finished, "{}", example.name);
            assert_eq!(report.stats.solutions, unique, "{}", example.name);
            let steps = report.stats.steps.to_string();
            let thousands = match steps.len() {
                4.. => format!("{},{}", &steps[..steps.len() - 3], &steps[steps.len() - 3..]),
                _ => steps,
            };
            assert!(
                example.title.contains(&format!("({thousands} steps)")),
                "{}: {thousands} steps",
                example.name
            );
            assert_eq!(whole_search(example.name), Some(report.stats.steps));
        }
        for (lang, text) in LISTINGS {
            let code = Listing::parse_in(text, lang);
            for kind in &kinds {
                assert!(code.has(kind), "no line for {kind} in {}", lang.name());
            }
        }
        for kind in ["reject.row", "reject.column", "reject.box", "dead_end", "remove"] {
            assert!(kinds.contains(kind), "no built-in puzzle shows {kind}");
        }
        assert!(kinds.contains(StepKind::Solution.name()));
    }

    #[test]
    fn grids_are_checked_strictly() {
        let classic = PUZZLES[2].cells;
        assert_eq!(read_grid(classic).unwrap().to_line(), classic);
        assert_eq!(
            read_grid(&classic.replace('.', "0")).unwrap(),
            read_grid(classic).unwrap()
        );
        let e = read_grid(&classic[1..]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "grid must be 81 cells row by row, each a digit 1-9, or '.' or '0' for an empty cell; \
             got 80 characters"
        );
        assert!(
            read_grid("")
                .unwrap_err()
                .to_string()
                .ends_with("got 0 characters")
        );
        let e = read_grid(&format!("{classic}.")).unwrap_err();
        assert!(e.to_string().ends_with("got 82 characters"), "{e}");
        // A printed grid's spaces and bars are refused here.
        let e = read_grid(&format!("5 3{}", &classic[3..])).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("grid: unexpected ' ' at cell 2 (row 0, column 1, from 0)"),
            "{e}"
        );
        let e = read_grid(&format!("{}x", &classic[..80])).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("grid: unexpected 'x' at cell 81 (row 8, column 8"),
            "{e}"
        );
        // Non-ASCII counts as one character, and is named.
        let e = read_grid(&format!("é{}", &classic[1..])).unwrap_err();
        assert!(e.to_string().starts_with("grid: unexpected 'é' at cell 1"), "{e}");
        let e = read_grid(&format!("55{}", &classic[2..])).unwrap_err();
        assert_eq!(e.to_string(), "the givens clash: two 5s in row 1 (r1c1 and r1c2)");
    }
}

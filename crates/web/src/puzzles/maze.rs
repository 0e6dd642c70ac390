//! Mazes: `puzzles::maze::Maze`, traced by the library.
//!
//! Parameters: `maze=<name>`, one of the built-in mazes ([`MAZES`]), or
//! `grid=<rows>`, a maze of the request's own: rows of `#`, `.`, `S` and
//! `E` split by newlines or `/`, at most [`Config::max_maze_side`] rows
//! and columns. Neither: the first built-in maze.

use std::sync::Arc;

use puzzles::maze::Maze;
use puzzles::{Limits, Puzzle};
use serde_json::json;

use super::from_report;
use super::{
    AlgoInfo, ChoiceInfo, Input, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, Trace, TraceError,
};
use crate::code::{Listing, codes_of};
use crate::config::Config;
use crate::error::ApiError;

/// The one approach: depth-first search, nearest to `E` first.
const ALGO: &str = "depth-first";

const LISTING: &str = include_str!("../../assets/code/depth-first.rs");

/// A built-in maze: its name in the API, as shown, and its text.
struct Example {
    name: &'static str,
    title: &'static str,
    text: &'static str,
}

/// The built-in mazes, the default first.
const MAZES: [Example; 5] = [
    Example {
        name: "first",
        title: "first steps (7×11)",
        text: include_str!("mazes/first.txt"),
    },
    Example {
        name: "small",
        title: "small (11×17)",
        text: include_str!("mazes/small.txt"),
    },
    Example {
        name: "loops",
        title: "with loops (13×19)",
        text: include_str!("mazes/loops.txt"),
    },
    Example {
        name: "classic",
        title: "classic (17×25)",
        text: include_str!("mazes/classic.txt"),
    },
    Example {
        name: "no-way",
        title: "no way through (11×17)",
        text: include_str!("mazes/no-way.txt"),
    },
];

/// Mazes, in the registry.
pub(super) struct MazePuzzle;

impl PuzzleKind for MazePuzzle {
    fn name(&self) -> &'static str {
        "maze"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["maze", "grid"]
    }

    fn info(&self, config: &Config) -> PuzzleInfo {
        info(config)
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/maze.js")
    }

    fn input(&self, params: &Params, config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(input(params, config)?))
    }
}

/// A maze: a built-in one (its name) or one sent in the request.
#[derive(Debug)]
struct MazeInput {
    /// The built-in maze's name; `None` for a maze sent in `grid`.
    name: Option<&'static str>,
    maze: Maze,
}

impl Input for MazeInput {
    fn whole_search(&self, _algo: &str) -> Option<u64> {
        Some(most_steps(&self.maze))
    }

    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        trace(self.name, &self.maze, limits)
    }

    fn stdin(&self) -> Option<String> {
        Some(self.maze.render(&[]))
    }
}

fn info(_config: &Config) -> PuzzleInfo {
    PuzzleInfo {
        name: "maze",
        title: "Maze",
        size: None,
        options: vec![OptionInfo {
            name: "maze",
            label: "maze",
            kind: "choice",
            choices: MAZES
                .iter()
                .map(|m| ChoiceInfo {
                    value: m.name,
                    text: m.title,
                })
                .collect(),
            default: MAZES[0].name,
            only_with: None,
            own: Some("grid"),
            follows: None,
        }],
        default_algo: ALGO,
        algos: vec![AlgoInfo {
            name: ALGO,
            summary: "walk from S, trying the neighbours nearest E first; a cell backed out of \
                      leads nowhere and is never entered again",
            kind: "search",
            code: Listing::parse(LISTING),
            codes: codes_of(ALGO, LISTING),
        }],
    }
}

fn input(params: &Params, config: &Config) -> Result<MazeInput, ApiError> {
    match (params.get("maze"), params.get("grid")) {
        (Some(_), Some(_)) => Err(ApiError::bad_request(
            "give either maze (a built-in maze) or grid (a maze of your own), not both",
        )),
        (None, Some(grid)) => Ok(MazeInput {
            name: None,
            maze: read_grid(grid, config.max_maze_side)?,
        }),
        (name, None) => {
            let name = name.unwrap_or(MAZES[0].name);
            let example = MAZES.iter().find(|m| m.name == name).ok_or_else(|| {
                let names: Vec<_> = MAZES.iter().map(|m| m.name).collect();
                ApiError::bad_request(format!(
                    "unknown maze '{name}'; the mazes are {} (or send your own in grid)",
                    names.join(", ")
                ))
            })?;
            let maze = Maze::parse(example.text).map_err(|e| ApiError::internal(e.to_string()))?;
            Ok(MazeInput {
                name: Some(example.name),
                maze,
            })
        }
    }
}

/// Reads a maze sent in the query: rows split by newlines or `/`, at
/// most `max` rows and columns.
fn read_grid(grid: &str, max: usize) -> Result<Maze, ApiError> {
    let over = |what: String| {
        ApiError::over_limit(
            "grid",
            max as u64,
            format!("a maze may have at most {max} rows and {max} columns; {what}"),
        )
    };
    let text = grid.replace('/', "\n");
    // Counted before parsing, so a huge grid costs no more than a look.
    let rows = text.lines().filter(|l| !l.is_empty()).count();
    if rows > max {
        return Err(over(format!("this one has {rows} rows")));
    }
    let wide = text
        .lines()
        .map(|l| l.trim_end_matches('\r').chars().count())
        .max()
        .unwrap_or(0);
    if wide > max {
        return Err(over(format!("this one has a row of {wide} cells")));
    }
    Maze::parse(&text).map_err(|e| ApiError::bad_request(format!("the grid is not a maze: {e}")))
}

/// The most steps the search of a maze can take: it enters each cell at
/// most once and traces at most ten steps there (entering it, trying and
/// refusing its four neighbours, leaving it), and one for the end.
fn most_steps(maze: &Maze) -> u64 {
    10 * (maze.rows() * maze.cols()) as u64 + 1
}

/// The trace of a maze; `limits` holds the steps asked for.
fn trace(name: Option<&str>, maze: &Maze, limits: &Limits) -> Result<Trace, TraceError> {
    let mut events = JsonEvents::new();
    let report = maze.trace(limits, |step| {
        events.push(step);
        std::ops::ControlFlow::Continue(())
    });
    let grid: Vec<String> = maze.render(&[]).lines().map(str::to_owned).collect();
    let (sr, sc) = maze.start();
    let (er, ec) = maze.end();
    let input = json!({
        "maze": name,
        "rows": maze.rows(),
        "cols": maze.cols(),
        "grid": grid,
        "start": {"row": sr, "col": sc},
        "end": {"row": er, "col": ec},
    });
    from_report(events, &report, input)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use super::*;

    /// Every built-in maze reads, its search finishes well within the
    /// default steps, and every step and reason it traces has a line in
    /// the listing.
    #[test]
    fn the_built_in_mazes_and_the_listing() {
        let code = Listing::parse(LISTING);
        let mut kinds = BTreeSet::new();
        for example in &MAZES {
            let maze = Maze::parse(example.text).unwrap();
            let (path, _) = maze.solve(&Limits::none());
            assert_eq!(path.is_some(), example.name != "no-way", "{}", example.name);
            let report = maze.trace(&Limits::max_steps(20_000), |s| {
                kinds.insert(match s.detail.and_then(|d| d.reject) {
                    Some(why) => format!("reject.{}", why.name()),
                    None => s.kind.name().to_owned(),
                });
                ControlFlow::Continue(())
            });
            assert!(report.outcome.is_finished(), "{}", example.name);
            assert!(report.stats.steps <= most_steps(&maze), "{}", example.name);
        }
        // The worst case: every cell open, E in the far corner.
        let mut rows = vec![".".repeat(50); 50];
        rows[0].replace_range(0..1, "S");
        rows[49].replace_range(49..50, "E");
        let open = Maze::parse(&rows.join("\n")).unwrap();
        let report = open.trace(&Limits::none(), |_| ControlFlow::Continue(()));
        assert!(report.outcome.is_finished());
        assert!(report.stats.steps <= most_steps(&open), "{}", report.stats.steps);
        for kind in &kinds {
            assert!(code.has(kind), "no line for {kind}");
        }
        for reason in ["wall", "on-path", "dead"] {
            assert!(
                kinds.contains(&format!("reject.{reason}")),
                "no maze rejects for {reason}"
            );
        }
        assert!(kinds.contains("dead_end") && kinds.contains("solution"));
    }

    #[test]
    fn grids_are_bounded_and_checked() {
        assert!(read_grid("S.#/#.E", 50).is_ok());
        assert!(read_grid("S.#\n#.E\n", 50).is_ok());
        let wide = format!("S{}E", ".".repeat(49));
        let e = read_grid(&wide, 50).unwrap_err();
        assert_eq!(
            e.to_string(),
            "a maze may have at most 50 rows and 50 columns; this one has a row of 51 cells"
        );
        let tall = format!("S/{}E", "./".repeat(49));
        assert!(
            read_grid(&tall, 50)
                .unwrap_err()
                .to_string()
                .ends_with("this one has 51 rows")
        );
        let e = read_grid("S.x/..E", 50).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the grid is not a maze: line 1, column 3: expected `#`, `.`, `S` or `E`, got 'x'"
        );
    }
}

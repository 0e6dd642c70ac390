//! `queens maze [FILE|-]`: a path from `S` to `E`, printed on the maze
//! (`*` on its cells; `--json`: `{"length":…,"path":[[r,c],…],"maze":[…]}`,
//! squares from 1, the drawn rows); when there is none, nothing on
//! stdout, `no path: …` on stderr, exit status 1.

use std::io::Write;
use std::process::ExitCode;

use puzzles::maze::{MAX_MAZE_SIDE, Maze};
use puzzles::{Limits, Puzzle, Report};
use serde_json::json;

use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::MazeArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::stats::{Table, Value};

/// The most input read: the largest maze with `\r\n` line ends.
const MAX_INPUT: u64 = (MAX_MAZE_SIDE * (MAX_MAZE_SIDE + 2)) as u64;

pub fn run(args: &MazeArgs) -> anyhow::Result<ExitCode> {
    // The flags are checked before any input is read.
    args.search.check()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_INPUT, "the maze")?;
    let maze = Maze::parse(&text).map_err(|e| usage(e.to_string()))?;
    puzzle::run(&args.search, &MazeRun(maze))
}

struct MazeRun(Maze);

impl PuzzleRun for MazeRun {
    fn rows(&self) -> Table {
        let maze = &self.0;
        let mut t = Table::new();
        t.text("puzzle", "maze")
            .text("size", format!("{}×{}", maze.rows(), maze.cols()));
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self.0.trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        let (path, report) = self.0.solve(&Limits::none());
        let Some(path) = path else {
            return Ok(Solved::none(report, "no path: the walls cut E off from S"));
        };
        let mut rows = Table::new();
        rows.row("path", Value::Count(path.len() as u128));
        let drawn = self.0.render(&path);
        if answer.json {
            let squares: Vec<[usize; 2]> = path.iter().map(|&(r, c)| [r + 1, c + 1]).collect();
            let object = json!({
                "length": path.len(),
                "path": squares,
                "maze": drawn.lines().collect::<Vec<_>>(),
            });
            answer.json_line(object, &report, &rows)?;
        } else {
            answer.out.write_all(drawn.as_bytes())?;
        }
        Ok(Solved::found(report).with_rows(rows))
    }
}

//! `queens maze [FILE|-]`: a path from `S` to `E`, printed on the maze
//! (`*` on its cells); `no path: …` with exit status 1 when there is none.

use std::io::Write;
use std::process::ExitCode;

use puzzles::{Limits, MAX_MAZE_SIDE, Maze, Report};

use super::puzzle::{self, Out, Rows, Search, Tracer};
use crate::args::MazeArgs;
use crate::exit::usage;
use crate::input::read_all;

/// The most input read: the largest maze with `\r\n` line ends.
const MAX_INPUT: u64 = (MAX_MAZE_SIDE * (MAX_MAZE_SIDE + 2)) as u64;

pub fn run(args: &MazeArgs) -> anyhow::Result<ExitCode> {
    args.search.check()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_INPUT, "the maze")?;
    let maze = Maze::parse(&text).map_err(|e| usage(e.to_string()))?;
    puzzle::run(&args.search, &MazeSearch(maze))
}

struct MazeSearch(Maze);

impl Search for MazeSearch {
    fn rows(&self) -> Rows {
        let maze = &self.0;
        vec![
            ("puzzle", "maze".to_owned()),
            ("size", format!("{}×{}", maze.rows(), maze.cols())),
        ]
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self.0.trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, out: &mut Out, rows: &mut Rows) -> anyhow::Result<(ExitCode, Report)> {
        let (path, report) = self.0.solve(&Limits::none());
        let code = match path {
            Some(path) => {
                rows.push(("path", format!("{} cells", path.len())));
                out.write_all(self.0.render(&path).as_bytes())?;
                ExitCode::SUCCESS
            }
            None => {
                writeln!(out, "no path: the walls cut E off from S")?;
                ExitCode::from(1)
            }
        };
        Ok((code, report))
    }
}

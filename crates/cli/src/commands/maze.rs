//! `queens maze [FILE|-]`: a path from `S` to `E`, printed on the maze
//! (`*` on its cells); `no path: …` with exit status 1 when there is none.

use std::io::{self, Write};
use std::process::ExitCode;

use puzzles::{Limits, MAX_MAZE_SIDE, Maze};

use crate::args::MazeArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::puzzle::print_block;
use crate::output::trace::TraceWriter;

/// The most input read: the largest maze with `\r\n` line ends.
const MAX_INPUT: u64 = (MAX_MAZE_SIDE * (MAX_MAZE_SIDE + 2)) as u64;

pub fn run(args: &MazeArgs) -> anyhow::Result<ExitCode> {
    args.search.check()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_INPUT, "the maze")?;
    let maze = Maze::parse(&text).map_err(|e| usage(e.to_string()))?;
    let rows = [
        ("puzzle", "maze".to_owned()),
        ("size", format!("{}×{}", maze.rows(), maze.cols())),
    ];
    let stdout = io::stdout().lock();
    if args.search.trace {
        let mut writer = TraceWriter::new(
            io::BufWriter::with_capacity(1 << 16, stdout),
            args.search.format(),
        );
        let report = maze.trace(&Limits::max_steps(args.search.max_steps()), |s| writer.step(s));
        writer.finish()?;
        if args.search.stats {
            print_block(&rows, &report);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let (path, report) = maze.solve(&Limits::none());
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout);
    let mut rows = rows.to_vec();
    let code = match path {
        Some(path) => {
            rows.push(("path", format!("{} cells", path.len())));
            out.write_all(maze.render(&path).as_bytes())?;
            ExitCode::SUCCESS
        }
        None => {
            writeln!(out, "no path: the walls cut E off from S")?;
            ExitCode::from(1)
        }
    };
    out.flush()?;
    if args.search.stats {
        print_block(&rows, &report);
    }
    Ok(code)
}

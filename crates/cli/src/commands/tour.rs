//! `queens tour N`: a knight's tour, printed as the board of move numbers
//! (`--json`: `{"n":…,"start":[r,c],"closed":…,"board":[[…],…]}`, rows of
//! move numbers from 1); when there is none, nothing on stdout, `no tour:
//! …` on stderr, exit status 1.

use std::io::Write;
use std::process::ExitCode;

use puzzles::tour::KnightsTour;
use puzzles::{Limits, Puzzle, Report};
use serde_json::json;

use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::TourArgs;
use crate::exit::usage;
use crate::output::errln;
use crate::output::stats::{Table, Value};

pub fn run(args: &TourArgs) -> anyhow::Result<ExitCode> {
    let (row, col) = args.start.unwrap_or((1, 1));
    let tour = KnightsTour::new(args.n)?
        .start(row - 1, col - 1)
        .map_err(|e| usage(e.to_string()))?
        .closed(args.closed);
    puzzle::run(&args.search, &TourRun { args, tour, row, col })
}

struct TourRun<'a> {
    args: &'a TourArgs,
    tour: KnightsTour,
    /// The start, from 1.
    row: usize,
    col: usize,
}

impl TourRun<'_> {
    fn kind(&self) -> &'static str {
        if self.args.closed { "closed tour" } else { "tour" }
    }
}

impl PuzzleRun for TourRun<'_> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        t.text("puzzle", format!("knight's {}", self.kind()))
            .row("n", Value::Int(self.args.n as u128))
            .text("start", format!("row {} col {}", self.row, self.col));
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self.tour.trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn after_trace(&self) -> anyhow::Result<()> {
        if let Some(why) = self.tour.ruled_out() {
            errln!("no {}: {why}", self.kind())?;
        }
        Ok(())
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        let n = self.args.n;
        let found = self.tour.solve(&Limits::none());
        let mut rows = Table::new();
        rows.row("attempts", Value::Count(found.attempts.into()));
        let solved = match &found.tour {
            Some(t) if answer.json => {
                let object = json!({
                    "n": n,
                    "start": [self.row, self.col],
                    "closed": self.args.closed,
                    "board": t.grid(),
                });
                answer.json_line(object, &found.report, &rows)?;
                Solved::found(found.report)
            }
            Some(t) => {
                let width = (n * n).to_string().len();
                for line in t.grid() {
                    let cells: Vec<String> = line.iter().map(|m| format!("{m:>width$}")).collect();
                    writeln!(answer.out, "{}", cells.join(" "))?;
                }
                Solved::found(found.report)
            }
            None => {
                let why = self.tour.ruled_out().unwrap_or_else(|| {
                    if self.args.closed {
                        format!("a complete search of the {n}×{n} board found none")
                    } else {
                        format!(
                            "a complete search from row {} col {} of the {n}×{n} board found none",
                            self.row, self.col
                        )
                    }
                });
                Solved::none(found.report, format!("no {}: {why}", self.kind()))
            }
        };
        Ok(solved.with_rows(rows))
    }
}

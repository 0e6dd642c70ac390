//! `queens tour N`: a knight's tour, printed as the board of move numbers;
//! `no tour: …` with exit status 1 when there is none.

use std::io::Write;
use std::process::ExitCode;

use puzzles::{KnightsTour, Limits, Report};

use super::puzzle::{self, Out, Rows, Search, Tracer};
use crate::args::TourArgs;
use crate::exit::usage;
use crate::output::errln;

pub fn run(args: &TourArgs) -> anyhow::Result<ExitCode> {
    args.search.check()?;
    let (row, col) = args.start.unwrap_or((1, 1));
    let tour = KnightsTour::new(args.n)?
        .start(row - 1, col - 1)
        .map_err(|e| usage(e.to_string()))?
        .closed(args.closed);
    puzzle::run(&args.search, &TourSearch { args, tour, row, col })
}

struct TourSearch<'a> {
    args: &'a TourArgs,
    tour: KnightsTour,
    /// The start, from 1.
    row: usize,
    col: usize,
}

impl TourSearch<'_> {
    fn kind(&self) -> &'static str {
        if self.args.closed { "closed tour" } else { "tour" }
    }
}

impl Search for TourSearch<'_> {
    fn rows(&self) -> Rows {
        vec![
            ("puzzle", format!("knight's {}", self.kind())),
            ("n", self.args.n.to_string()),
            ("start", format!("row {} col {}", self.row, self.col)),
        ]
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

    fn solve(&self, out: &mut Out, rows: &mut Rows) -> anyhow::Result<(ExitCode, Report)> {
        let n = self.args.n;
        let found = self.tour.solve(&Limits::none());
        rows.push(("attempts", found.attempts.to_string()));
        let code = match &found.tour {
            Some(t) => {
                let width = (n * n).to_string().len();
                for line in t.grid() {
                    let cells: Vec<String> = line.iter().map(|m| format!("{m:>width$}")).collect();
                    writeln!(out, "{}", cells.join(" "))?;
                }
                ExitCode::SUCCESS
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
                writeln!(out, "no {}: {why}", self.kind())?;
                ExitCode::from(1)
            }
        };
        Ok((code, found.report))
    }
}

//! `queens tour N`: a knight's tour, printed as the board of move numbers;
//! `no tour: …` with exit status 1 when there is none.

use std::io::{self, Write};
use std::process::ExitCode;

use puzzles::{KnightsTour, Limits};

use crate::args::TourArgs;
use crate::exit::usage;
use crate::output::errln;
use crate::output::puzzle::print_block;
use crate::output::trace::TraceWriter;

pub fn run(args: &TourArgs) -> anyhow::Result<ExitCode> {
    args.search.check()?;
    let n = args.n;
    let (row, col) = args.start.unwrap_or((1, 1));
    let tour = KnightsTour::new(n)?
        .start(row - 1, col - 1)
        .map_err(|e| usage(e.to_string()))?
        .closed(args.closed);
    let kind = if args.closed { "closed tour" } else { "tour" };
    let mut rows = vec![("puzzle", format!("knight's {kind}")), ("n", n.to_string())];
    rows.push(("start", format!("row {row} col {col}")));
    let stdout = io::stdout().lock();
    if args.search.trace {
        let mut writer = TraceWriter::new(
            io::BufWriter::with_capacity(1 << 16, stdout),
            args.search.format(),
        );
        let report = tour.trace(&Limits::max_steps(args.search.max_steps()), |s| writer.step(s));
        writer.finish()?;
        if let Some(why) = tour.ruled_out() {
            errln!("no {kind}: {why}")?;
        }
        if args.search.stats {
            print_block(&rows, &report);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let found = tour.solve(&Limits::none());
    rows.push(("attempts", found.attempts.to_string()));
    let mut out = io::BufWriter::new(stdout);
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
            let why = tour.ruled_out().unwrap_or_else(|| {
                if args.closed {
                    format!("a complete search of the {n}×{n} board found none")
                } else {
                    format!("a complete search from row {row} col {col} of the {n}×{n} board found none")
                }
            });
            writeln!(out, "no {kind}: {why}")?;
            ExitCode::from(1)
        }
    };
    out.flush()?;
    if args.search.stats {
        print_block(&rows, &found.report);
    }
    Ok(code)
}

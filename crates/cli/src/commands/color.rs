//! `queens color --colors K [FILE|-]`: colour a DIMACS graph with at most
//! K colours so that joined vertices differ. Prints `colors C` (the
//! colours used) and a line with the colour (from 1) of vertex 1, 2, …;
//! `no coloring: …` with exit status 1 when it cannot be done. `--min`
//! finds the fewest colours (at most K when given).

use std::io::{self, Write};
use std::process::ExitCode;

use puzzles::{Graph, Limits, Outcome, Report, min_colors};

use crate::args::ColorArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::puzzle::print_block;
use crate::output::trace::TraceWriter;

/// The most input read.
const MAX_INPUT: u64 = 64 << 20;

/// The longest line of a graph, in bytes.
const MAX_LINE: u64 = 1 << 20;

pub fn run(args: &ColorArgs) -> anyhow::Result<ExitCode> {
    args.search.check()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_LINE, "the graph")?;
    let graph = Graph::parse_dimacs(&text).map_err(|e| usage(e.to_string()))?;
    let mut rows = vec![
        ("puzzle", "color".to_owned()),
        ("vertices", graph.vertices().to_string()),
        ("edges", graph.edges().to_string()),
    ];
    if let Some(k) = args.colors {
        rows.push(("colors", k.to_string()));
    }
    // The searches to run: one for K, or the tries of --min.
    let tries: Vec<usize>;
    let mut answer = None;
    let mut report;
    if args.min {
        let best = min_colors(&graph, args.colors, &Limits::none());
        tries = best.tries.iter().map(|&(k, _, _)| k).collect();
        let summary: Vec<String> = best
            .tries
            .iter()
            .map(|&(k, found, _)| format!("{k} {}", if found { "yes" } else { "no" }))
            .collect();
        rows.push(("clique", best.clique.to_string()));
        rows.push(("tries", summary.join(", ")));
        report = best.report;
        answer = best.colors;
    } else {
        let k = args.colors.expect("clap requires --colors without --min");
        tries = vec![k];
        if !args.search.trace {
            let (found, r) = puzzles::color(&graph, k, &Limits::none());
            answer = found;
            report = r;
        } else {
            report = Report::default();
        }
    }
    let stdout = io::stdout().lock();
    if args.search.trace {
        // Each search in turn, as one trace within one step budget.
        let mut writer = TraceWriter::new(
            io::BufWriter::with_capacity(1 << 16, stdout),
            args.search.format(),
        );
        report = Report::default();
        for k in tries {
            let first = writer.last;
            let limits = Limits::max_steps(args.search.max_steps().saturating_sub(first));
            let r = puzzles::trace_color(&graph, k, &limits, |s| {
                let mut s = *s;
                s.step += first;
                writer.step(&s)
            });
            report.add(&r);
            if r.outcome != Outcome::Finished || writer.cut {
                break;
            }
        }
        writer.finish()?;
        if args.search.stats {
            print_block(&rows, &report);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout);
    let code = match answer {
        Some(colors) => {
            let used = colors.iter().map(|&c| c + 1).max().unwrap_or(0);
            writeln!(out, "colors {used}")?;
            let line: Vec<String> = colors.iter().map(|&c| (c + 1).to_string()).collect();
            writeln!(out, "{}", line.join(" "))?;
            ExitCode::SUCCESS
        }
        None => {
            let k = args.colors.expect("only a cap can leave no colouring");
            let s = if k == 1 { "" } else { "s" };
            writeln!(out, "no coloring: the graph cannot be colored with {k} color{s}")?;
            ExitCode::from(1)
        }
    };
    out.flush()?;
    if args.search.stats {
        print_block(&rows, &report);
    }
    Ok(code)
}

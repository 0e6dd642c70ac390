//! `queens color --colors K [FILE|-]`: colour a DIMACS graph with at most
//! K colours so that joined vertices differ. Prints `colors C` (the
//! colours used) and a line with the colour (from 1) of vertex 1, 2, …;
//! `no coloring: …` with exit status 1 when it cannot be done. `--min`
//! finds the fewest colours (at most K when given).

use std::io::Write;
use std::process::ExitCode;

use puzzles::{Graph, Limits, MinColoring, Outcome, Report, min_colors};

use super::puzzle::{self, Out, Rows, Search, Tracer};
use crate::args::ColorArgs;
use crate::exit::usage;
use crate::input::read_all;

/// The most input read.
const MAX_INPUT: u64 = 64 << 20;

/// The longest line of a graph, in bytes.
const MAX_LINE: u64 = 1 << 20;

pub fn run(args: &ColorArgs) -> anyhow::Result<ExitCode> {
    args.search.check()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_LINE, "the graph")?;
    let graph = Graph::parse_dimacs(&text).map_err(|e| usage(e.to_string()))?;
    // --min: the tries, made before the trace or the answer (its rows
    // name them).
    let min = args.min.then(|| min_colors(&graph, args.colors, &Limits::none()));
    puzzle::run(&args.search, &ColorSearch { args, graph, min })
}

struct ColorSearch<'a> {
    args: &'a ColorArgs,
    graph: Graph,
    /// The fewest colours, with `--min`.
    min: Option<MinColoring>,
}

impl ColorSearch<'_> {
    /// The searches to run: one for K, or the tries of --min.
    fn tries(&self) -> Vec<usize> {
        match &self.min {
            Some(best) => best.tries.iter().map(|&(k, _, _)| k).collect(),
            None => vec![self.args.colors.expect("clap requires --colors without --min")],
        }
    }
}

impl Search for ColorSearch<'_> {
    fn rows(&self) -> Rows {
        let mut rows = vec![
            ("puzzle", "color".to_owned()),
            ("vertices", self.graph.vertices().to_string()),
            ("edges", self.graph.edges().to_string()),
        ];
        if let Some(k) = self.args.colors {
            rows.push(("colors", k.to_string()));
        }
        if let Some(best) = &self.min {
            let summary: Vec<String> = best
                .tries
                .iter()
                .map(|&(k, found, _)| format!("{k} {}", if found { "yes" } else { "no" }))
                .collect();
            rows.push(("clique", best.clique.to_string()));
            rows.push(("tries", summary.join(", ")));
        }
        rows
    }

    /// Each search in turn, as one trace within one step budget.
    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        let mut report = Report::default();
        for k in self.tries() {
            // --min runs one search per K: say where each begins.
            if self.min.is_some() && writer.section(&format!("now trying {k} colors")).is_break() {
                break;
            }
            let first = writer.last;
            let limits = Limits::max_steps(max_steps.saturating_sub(first));
            let r = puzzles::trace_color(&self.graph, k, &limits, |s| {
                let mut s = *s;
                s.step += first;
                writer.step(&s)
            });
            report.add(&r);
            if r.outcome != Outcome::Finished || writer.cut {
                break;
            }
        }
        Ok(report)
    }

    fn solve(&self, out: &mut Out, _rows: &mut Rows) -> anyhow::Result<(ExitCode, Report)> {
        let (answer, report) = match &self.min {
            Some(best) => (best.colors.clone(), best.report),
            None => puzzles::color(&self.graph, self.tries()[0], &Limits::none()),
        };
        let code = match answer {
            Some(colors) => {
                let used = colors.iter().map(|&c| c + 1).max().unwrap_or(0);
                writeln!(out, "colors {used}")?;
                let line: Vec<String> = colors.iter().map(|&c| (c + 1).to_string()).collect();
                writeln!(out, "{}", line.join(" "))?;
                ExitCode::SUCCESS
            }
            None => {
                let k = self.args.colors.expect("only a cap can leave no colouring");
                let s = if k == 1 { "" } else { "s" };
                writeln!(out, "no coloring: the graph cannot be colored with {k} color{s}")?;
                ExitCode::from(1)
            }
        };
        Ok((code, report))
    }
}

//! `queens color --colors K [FILE|-]`: colour a DIMACS graph with at most
//! K colours so that joined vertices differ. Prints `colors C` (the
//! colours used) and a line with the colour (from 1) of vertex 1, 2, …;
//! `--json`: `{"colors":C,"coloring":[…]}`. When it cannot be done:
//! nothing on stdout, `no coloring: …` on stderr, exit status 1. `--min`
//! finds the fewest colours (at most K when given).

use std::io::Write;
use std::process::ExitCode;

use puzzles::color::{Graph, MinColoring, min_colors};
use puzzles::{Limits, Outcome, Report};
use serde_json::json;

use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::ColorArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::stats::{Table, Value};

/// The most input read.
const MAX_INPUT: u64 = 64 << 20;

/// The longest line of a graph, in bytes.
const MAX_LINE: u64 = 1 << 20;

pub fn run(args: &ColorArgs) -> anyhow::Result<ExitCode> {
    // The flags are checked before any input is read.
    args.search.check()?;
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_LINE, "the graph")?;
    let graph = Graph::parse_dimacs(&text).map_err(|e| usage(e.to_string()))?;
    // --min: the tries, made before the trace or the answer (its rows
    // name them).
    let min = args.min.then(|| min_colors(&graph, args.colors, &Limits::none()));
    puzzle::run(&args.search, &ColorRun { args, graph, min })
}

struct ColorRun<'a> {
    args: &'a ColorArgs,
    graph: Graph,
    /// The fewest colours, with `--min`.
    min: Option<MinColoring>,
}

impl ColorRun<'_> {
    /// The searches to run: one for K, or the tries of --min.
    fn tries(&self) -> Vec<usize> {
        match &self.min {
            Some(best) => best.tries.iter().map(|&(k, _, _)| k).collect(),
            None => vec![self.args.colors.expect("clap requires --colors without --min")],
        }
    }
}

impl PuzzleRun for ColorRun<'_> {
    fn rows(&self) -> Table {
        let mut rows = Table::new();
        rows.text("puzzle", "color")
            .row("vertices", Value::Int(self.graph.vertices() as u128))
            .row("edges", Value::Int(self.graph.edges() as u128));
        if let Some(k) = self.args.colors {
            rows.row("colors", Value::Int(k as u128));
        }
        if let Some(best) = &self.min {
            let summary: Vec<String> = best
                .tries
                .iter()
                .map(|&(k, found, _)| format!("{k} {}", if found { "yes" } else { "no" }))
                .collect();
            rows.row("clique", Value::Int(best.clique as u128))
                .text("tries", summary.join(", "));
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
            let r = puzzles::color::trace_color(&self.graph, k, &limits, |s| {
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

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        let (found, report) = match &self.min {
            Some(best) => (best.colors.clone(), best.report),
            None => puzzles::color::color(&self.graph, self.tries()[0], &Limits::none()),
        };
        let Some(colors) = found else {
            let k = self.args.colors.expect("only a cap can leave no colouring");
            let s = if k == 1 { "" } else { "s" };
            return Ok(Solved::none(
                report,
                format!("no coloring: the graph cannot be colored with {k} color{s}"),
            ));
        };
        let used = colors.iter().map(|&c| c + 1).max().unwrap_or(0);
        let from_one: Vec<u32> = colors.iter().map(|&c| c + 1).collect();
        if answer.json {
            let object = json!({ "colors": used, "coloring": from_one });
            answer.json_line(object, &report, &Table::new())?;
        } else {
            writeln!(answer.out, "colors {used}")?;
            let line: Vec<String> = from_one.iter().map(u32::to_string).collect();
            writeln!(answer.out, "{}", line.join(" "))?;
        }
        Ok(Solved::found(report))
    }
}

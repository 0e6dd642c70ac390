//! Graph colouring as a described puzzle: `queens color [--colors C]
//! [--min] [FILE]`, the page's colouring and Python's
//! `solve_puzzle("color", …)` from one description. Its answer is the
//! colour (from 1) of vertex 1, 2, …, drawn as `colors C` and that line.

use std::ops::ControlFlow;

use engine::{
    Approach, Described, Drawn, Example, Kind, Limits, Offer, Page, Param, ParamError, Puzzle, Report,
    StepOf, Value, Written, check,
};
use serde_json::json;

use super::{ColorAt, Coloring, Graph, MAX_VERTICES, NONE, Search, color, fewest, greedy_clique, min_colors};
use crate::error::refused;

/// A colouring problem as the front ends pose it: a graph, the most
/// colours, and whether to find the fewest (at most that many).
#[derive(Debug, Clone)]
pub struct GraphColoring {
    graph: Graph,
    colors: usize,
    min: bool,
}

impl GraphColoring {
    /// Colour `graph` with at most `colors` colours, or, with `min`, with
    /// the fewest (at most `colors`).
    pub fn new(graph: Graph, colors: usize, min: bool) -> Self {
        GraphColoring { graph, colors, min }
    }
}

/// The graphs the page offers, the default first: by name, drawn small.
const GRAPHS: &[Offer] = &[
    Offer::named("petersen", "Petersen graph (10 vertices)", PETERSEN),
    Offer::named("wheel", "wheel of 6: needs 4", WHEEL),
    Offer::named("cube", "cube (8 vertices): 2 do", CUBE),
    Offer::named("k4", "K4: needs 4", K4),
    Offer::named("cycle", "5-cycle: needs 3", CYCLE),
];

const PETERSEN: &str = "p edge 10 15\ne 1 2\ne 2 3\ne 3 4\ne 4 5\ne 5 1\ne 1 6\ne 2 7\ne 3 8\ne 4 9\n\
                        e 5 10\ne 6 8\ne 8 10\ne 10 7\ne 7 9\ne 9 6\n";
const WHEEL: &str = "p edge 6 10\ne 1 2\ne 2 3\ne 3 4\ne 4 5\ne 5 1\ne 6 1\ne 6 2\ne 6 3\ne 6 4\ne 6 5\n";
const CUBE: &str = "p edge 8 12\ne 1 2\ne 1 3\ne 1 5\ne 2 4\ne 2 6\ne 3 4\ne 3 7\ne 4 8\ne 5 6\ne 5 7\n\
                    e 6 8\ne 7 8\n";
const K4: &str = "p edge 4 6\ne 1 2\ne 1 3\ne 1 4\ne 2 3\ne 2 4\ne 3 4\n";
const CYCLE: &str = "p edge 5 5\ne 1 2\ne 2 3\ne 3 4\ne 4 5\ne 5 1\n";

/// The graph's text as rows, for the input's cap: the CLI holds at most
/// their product with line ends, 64 MiB, and no line beyond it (a
/// comment may be long). A graph of [`MAX_VERTICES`] vertices, all two
/// million edges written out, takes under 30 MB.
const MAX_LINE: usize = 62;
const MAX_LINES: usize = 1 << 20;

impl Described for GraphColoring {
    const NAME: &'static str = "color";
    const TITLE: &'static str = "Graph coloring";
    const SUMMARY: &'static str = "Colour a graph (DIMACS `p edge`) so that joined vertices differ: with at most C colours, or the fewest.";
    const PARAMS: &'static [Param] = &[
        Param {
            name: "colors",
            help: "The most colors to use, 1 to 2000 (with --min, the most to allow) [default: 2000, as \
                   many as the graph needs].",
            label: "colors",
            kind: Kind::Number {
                min: 1,
                max: MAX_VERTICES as u64,
                most: None,
            },
            default: "2000",
            offered: &[
                Offer::plain("1"),
                Offer::plain("2"),
                Offer::plain("3"),
                Offer::plain("4"),
                Offer::new("2000", "as many as it needs"),
            ],
            written: Written::Optional,
            page: Page::OFFERED,
        },
        Param {
            name: "min",
            help: "Find the fewest colors (and prove one fewer cannot do).",
            label: "find",
            kind: Kind::Flag,
            default: "false",
            offered: &[
                Offer::new("false", "a coloring"),
                Offer::new("true", "the fewest colors"),
            ],
            written: Written::Option,
            page: Page::OFFERED,
        },
        Param {
            name: "graph",
            help: "The graph in DIMACS `p edge` form; `-` or nothing for stdin.",
            label: "graph",
            kind: Kind::Grid {
                max_rows: MAX_LINES,
                max_cols: MAX_LINE,
            },
            default: PETERSEN,
            offered: GRAPHS,
            written: Written::Input,
            page: Page {
                own: true,
                within: None,
                // One's own: `text=p edge 3 2/e 1 2/e 2 3`.
                own_as: Some("text"),
                only_with: None,
            },
        },
    ];
    // Small graphs, so that the help's `printf` stays one line.
    const EXAMPLES: &'static [Example] = &[
        Example {
            args: "--colors 3",
            stdin: CYCLE,
            answers: true,
        },
        Example {
            args: "--min",
            stdin: CYCLE,
            answers: true,
        },
        Example {
            args: "--colors 2",
            stdin: CYCLE,
            answers: false,
        },
        Example {
            args: "--min --colors 3",
            stdin: K4,
            answers: false,
        },
    ];
    const ANSWERS: &'static str = "colorings";
    const APPROACH: Approach = Approach {
        name: "dsatur",
        summary: "colour the vertex whose neighbours show the most colours first, trying each colour \
                  from the lowest; a colour a neighbour has is refused, and a vertex with none left \
                  sends the search back",
        listing: include_str!("../listings/color.rs"),
    };
    const DRAWS: bool = true;

    fn build(values: &[Value]) -> Result<Self, ParamError> {
        check(Self::PARAMS, values)?;
        let (Value::Number(colors), Value::Flag(min), Value::Grid(text)) =
            (&values[0], &values[1], &values[2])
        else {
            unreachable!("checked: a number, a flag and text")
        };
        let graph = Graph::parse_dimacs(text).map_err(|e| refused("graph", e))?;
        Ok(GraphColoring::new(graph, *colors as usize, *min))
    }

    fn values(&self) -> Vec<Value> {
        vec![
            Value::Number(self.colors as u64),
            Value::Flag(self.min),
            Value::Grid(self.graph.dimacs()),
        ]
    }

    /// The colour of each vertex, from 1; the report adds up every
    /// search of [`min_colors`] with `min`.
    fn answers(&self, limits: &Limits, f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        self.answers_and_rows(limits, f).0
    }

    /// With `min`, the searches made: `tries  4 yes, 3 no` (the colours
    /// each allowed, and whether it found a colouring), so that the
    /// fewest is seen to be one more than a search that failed, or a
    /// clique's size.
    fn answers_and_rows(
        &self,
        limits: &Limits,
        mut f: impl FnMut(&[i64]) -> ControlFlow<()>,
    ) -> (Report, Vec<(&'static str, Value)>) {
        let (found, report, rows) = if self.min {
            let best = min_colors(&self.graph, Some(self.colors), limits);
            let tries: Vec<String> = best
                .tries
                .iter()
                .map(|&(k, found, _)| format!("{k} {}", if found { "yes" } else { "no" }))
                .collect();
            let rows = vec![("tries", Value::Grid(tries.join(", ")))];
            (best.colors, best.report, rows)
        } else {
            let (found, report) = color(&self.graph, self.colors, limits);
            (found, report, Vec::new())
        };
        if let Some(colors) = found {
            let from_one: Vec<i64> = colors.iter().map(|&c| i64::from(c) + 1).collect();
            let _ = f(&from_one);
        }
        (report, rows)
    }

    fn no_answer(&self) -> String {
        let k = self.colors;
        let s = if k == 1 { "" } else { "s" };
        format!("no coloring: the graph cannot be colored with {k} color{s}")
    }

    /// The graph's size; with `min`, the clique found (no colouring has
    /// fewer colours, so the searches stop there).
    fn rows(&self) -> Vec<(&'static str, Value)> {
        let mut rows = vec![
            ("vertices", Value::Number(self.graph.vertices() as u64)),
            ("edges", Value::Number(self.graph.edges() as u64)),
        ];
        if self.min {
            rows.push(("clique", Value::Number(greedy_clique(&self.graph) as u64)));
        }
        rows
    }

    /// `colors C` and the colours in vertex order; in JSON
    /// `{"colors":C,"coloring":[…]}`.
    fn draw(&self, answer: &[i64]) -> Option<Drawn> {
        let n = self.graph.vertices();
        let k = self.colors.min(n.max(1)) as i64;
        if answer.len() != n || answer.iter().any(|&c| !(1..=k).contains(&c)) {
            return None;
        }
        let proper = (0..n).all(|v| {
            self.graph
                .neighbors(v)
                .iter()
                .all(|&w| answer[v] != answer[w as usize])
        });
        if !proper {
            return None;
        }
        let used = answer.iter().copied().max().unwrap_or(0);
        let line: Vec<String> = answer.iter().map(i64::to_string).collect();
        Some(Drawn {
            text: format!("colors {used}\n{}\n", line.join(" ")),
            json: json!({ "colors": used, "coloring": answer }),
            rows: Vec::new(),
        })
    }

    /// What the page's drawer reads: the number of vertices and the
    /// edges, vertices from 1 as in the trace.
    fn shown(&self) -> Vec<(&'static str, serde_json::Value)> {
        let g = &self.graph;
        let edges: Vec<[usize; 2]> = (0..g.vertices())
            .flat_map(|v| {
                g.neighbors(v)
                    .iter()
                    .filter(move |&&w| w as usize > v)
                    .map(move |&w| [v + 1, w as usize + 1])
            })
            .collect();
        vec![("vertices", g.vertices().into()), ("edges", json!(edges))]
    }
}

impl Puzzle for GraphColoring {
    type Search<'a> = Search<'a>;
    type Detail = ColorAt;

    fn search(&self) -> Option<Search<'_>> {
        Some(Search::new(&self.graph, self.colors))
    }

    fn wanted(&self) -> Option<u64> {
        Some(1)
    }

    /// One search; with `min`, each of [`min_colors`]' searches in turn,
    /// numbered on within one step budget, the first step of each
    /// naming the colours it allows.
    fn trace_from(
        &self,
        first: u64,
        limits: &Limits,
        f: &mut dyn FnMut(&StepOf<Self>) -> ControlFlow<()>,
    ) -> Report {
        if !self.min {
            return Coloring::new(&self.graph, self.colors).trace_from(first, limits, f);
        }
        let mut steps = 0;
        let best = fewest(&self.graph, Some(self.colors), |k| {
            let left = Limits {
                max_steps: limits.max_steps.map(|m| m.saturating_sub(steps)),
                ..limits.clone()
            };
            // The colouring, followed from the steps: the one at the
            // solution is the search's answer.
            let mut colors = vec![NONE; self.graph.vertices()];
            let mut found = None;
            let mut head = Some(k);
            let report = Coloring::new(&self.graph, k).trace_from(first + steps, &left, &mut |step| {
                let mut step = *step;
                if let Some(at) = step.detail.as_mut() {
                    at.trying = head.take();
                    match (step.kind, at.vertex, at.color) {
                        (engine::StepKind::Place, Some(v), Some(c)) => colors[v - 1] = c as u32 - 1,
                        (engine::StepKind::Remove, Some(v), _) => colors[v - 1] = NONE,
                        (engine::StepKind::Solution, ..) => found = Some(colors.clone()),
                        _ => {}
                    }
                }
                f(&step)
            });
            steps += report.stats.steps;
            (found.filter(|_| report.outcome.is_finished()), report)
        });
        best.report
    }
}

#[cfg(test)]
mod tests {
    use engine::{Description, Of};

    use super::*;

    fn values(colors: u64, min: bool, graph: &str) -> Vec<Value> {
        vec![
            Value::Number(colors),
            Value::Flag(min),
            Value::Grid(graph.to_owned()),
        ]
    }

    /// Each graph offered needs the colours its name says, and the
    /// answer drawn is a proper colouring.
    #[test]
    fn the_offered_graphs_need_what_they_say() {
        let puzzle = Of::<GraphColoring>::NEW;
        for (offer, fewest) in GRAPHS.iter().zip([3, 4, 2, 4, 3]) {
            let v = values(2000, true, offer.read_as());
            let mut found = Vec::new();
            puzzle
                .answers(&v, &Limits::none(), &mut |a| {
                    found.push(a.to_vec());
                    ControlFlow::Continue(())
                })
                .unwrap();
            let [colors] = found.as_slice() else {
                panic!("{}: one coloring", offer.value)
            };
            let drawn = puzzle.draw(&v, colors).unwrap().unwrap();
            assert_eq!(drawn.json["colors"], fewest, "{}", offer.value);
            assert!(drawn.text.starts_with(&format!("colors {fewest}\n")));
            let fewer = values(fewest - 1, false, offer.read_as());
            let (report, why) = puzzle
                .answers(&fewer, &Limits::none(), &mut |_| ControlFlow::Continue(()))
                .unwrap();
            assert!(report.outcome.is_finished());
            assert!(why.unwrap().starts_with("no coloring"), "{}", offer.value);
        }
    }

    /// A drawing is only of a proper colouring of this graph.
    #[test]
    fn draw_refuses_what_is_not_a_coloring() {
        let g = GraphColoring::new(CYCLE.parse().unwrap(), 3, false);
        assert!(g.draw(&[1, 2, 1, 2, 3]).is_some());
        assert!(g.draw(&[1, 2, 1, 2, 1]).is_none(), "5 and 1 are joined");
        assert!(g.draw(&[1, 2, 1, 2]).is_none());
        assert!(g.draw(&[1, 2, 1, 2, 4]).is_none(), "only 3 colours");
    }

    /// The fewest colours traced: the searches of `min_colors` one after
    /// another, numbered on, each headed by the colours it allows, and
    /// within one step budget.
    #[test]
    fn the_fewest_trace_numbers_on_and_heads_each_search() {
        let g: Graph = PETERSEN.parse().unwrap();
        let best = min_colors(&g, None, &Limits::none());
        let puzzle = GraphColoring::new(g.clone(), 2000, true);
        let (steps, report) = puzzle.trace_events(100_000);
        assert_eq!(report.stats.steps, steps.len() as u64);
        let numbers: Vec<u64> = steps.iter().map(|s| s.step).collect();
        assert_eq!(numbers, (1..=steps.len() as u64).collect::<Vec<_>>());
        let heads: Vec<String> = steps
            .iter()
            .filter_map(|s| s.detail.and_then(|d| engine::Detail::section(&d)))
            .collect();
        let tries: Vec<String> = best
            .tries
            .iter()
            .map(|(k, ..)| format!("now trying {k} colors"))
            .collect();
        assert_eq!(heads, tries);
        assert!(tries.len() >= 2);
        // In JSON too, so that the page's tree starts each from its root.
        assert!(
            steps[0].json().ends_with(r#","section":"now trying 4 colors"}"#),
            "{}",
            steps[0].json()
        );
        assert!(!steps[1].json().contains("section"));
        let (cut, _) = puzzle.trace_events(30);
        assert_eq!(cut.len(), 31);
        assert!(matches!(cut[30].kind, engine::StepKind::Cut(_)));
        // Without min: one search, and no head.
        let one = GraphColoring::new(g, 3, false).trace_events(100_000).0;
        assert!(one.iter().all(|s| s.detail.is_none_or(|d| d.trying.is_none())));
    }

    #[test]
    fn a_bad_graph_is_refused_with_its_line() {
        let puzzle = Of::<GraphColoring>::NEW;
        let e = puzzle
            .check(&values(3, false, "p edge 2 1\ne 1 3\n"))
            .unwrap_err();
        assert_eq!(e.name(), "graph");
        assert!(e.unnamed().starts_with("line 2"), "{e}");
        let e = GraphColoring::PARAMS[0].read("0", &[]).unwrap_err();
        assert_eq!(e.to_string(), "colors must be an integer from 1 to 2000, got 0");
    }
}

//! Graph colouring: give each vertex one of k colours so that joined
//! vertices differ, or show it cannot be done; and the fewest colours.
//!
//! The search is backtracking on the engine with DSatur's order (Brélaz,
//! 1979): the next vertex is the uncoloured one whose neighbours already
//! show the most different colours, then the one with the most
//! neighbours, then the lowest number. Its colours are tried from the
//! lowest, a colour held by a neighbour rejected (naming that neighbour).
//! Colours are interchangeable, so a vertex may take a colour not used
//! yet only if it is the lowest such: every colouring is found once, up
//! to renaming the colours. No more than (largest degree + 1) colours
//! are ever tried: that many always suffice.

use std::fmt;
use std::ops::ControlFlow;

use engine::{Choices, Detail, Event, EventOf, Instant, Limits, Problem, Puzzle, Report, TraceStep, Traced};
use serde::{Serialize, Serializer};

// The graph a colouring is of, read from DIMACS, is part of this puzzle.
pub use crate::graph::{Graph, MAX_VERTICES};

mod described;
pub use described::GraphColoring;

/// No colour yet.
const NONE: u32 = u32::MAX;

/// Colours the graph with at most `k` colours. Returns the colour of each
/// vertex (from 0) if that can be done, and what the search did; when the
/// report's outcome is `Finished` and there is no colouring, none exists.
///
/// ```
/// use puzzles::color::{Graph, color};
/// use puzzles::Limits;
///
/// // A 5-cycle needs 3 colours.
/// let g = Graph::new(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)])?;
/// let (two, report) = color(&g, 2, &Limits::none());
/// assert!(two.is_none() && report.outcome.is_finished());
/// let (three, _) = color(&g, 3, &Limits::none());
/// assert_eq!(three, Some(vec![0, 1, 0, 1, 2]));
/// # Ok::<(), puzzles::Error>(())
/// ```
pub fn color(graph: &Graph, k: usize, limits: &Limits) -> (Option<Vec<u32>>, Report) {
    let mut found = None;
    let report = Coloring::new(graph, k).solutions(limits, |p| {
        found = Some(p.color.clone());
        ControlFlow::Continue(())
    });
    (found, report)
}

/// Reports every step of the search for a k-colouring to `f` (at most
/// `limits.max_steps`, then a `cut` step), ending at the first
/// `solution`.
pub fn trace_color(
    graph: &Graph,
    k: usize,
    limits: &Limits,
    f: impl FnMut(&ColorStep) -> ControlFlow<()>,
) -> Report {
    Coloring::new(graph, k).trace(limits, f)
}

/// The first `max_steps` steps of [`trace_color`] (and a `cut` step if
/// the search goes on), for viewers.
pub fn color_events(graph: &Graph, k: usize, max_steps: u64) -> (Vec<ColorStep>, Report) {
    Coloring::new(graph, k).trace_events(max_steps)
}

/// The search for a colouring of a graph with at most k colours, as a
/// [`Puzzle`]: it ends at the first colouring found.
#[derive(Debug, Clone, Copy)]
pub struct Coloring<'g> {
    graph: &'g Graph,
    k: usize,
}

impl<'g> Coloring<'g> {
    /// The search for a colouring of `graph` with at most `k` colours.
    pub fn new(graph: &'g Graph, k: usize) -> Self {
        Coloring { graph, k }
    }
}

impl<'g> Puzzle for Coloring<'g> {
    type Search<'a>
        = Search<'g>
    where
        Self: 'a;
    type Detail = ColorAt;

    fn search(&self) -> Option<Search<'g>> {
        Some(Search::new(self.graph, self.k))
    }

    fn wanted(&self) -> Option<u64> {
        Some(1)
    }
}

/// What [`min_colors`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinColoring {
    /// A colouring with the fewest colours (at most the cap), if the
    /// searches finished.
    pub colors: Option<Vec<u32>>,
    /// The fewest colours (when `colors` is there).
    pub k: usize,
    /// The size of the clique found greedily: no colouring has fewer
    /// colours, so the searches stop there.
    pub clique: usize,
    /// Each search made: how many colours it allowed, whether it found a
    /// colouring, and its work.
    pub tries: Vec<(usize, bool, Report)>,
    /// All the work together; `Finished` unless a limit stopped a search.
    pub report: Report,
}

/// The fewest colours the graph needs, at most `cap` (no cap: `None`),
/// with a colouring that uses them: a first search with no limit on the
/// colours gives an upper bound, then each search allows one colour
/// fewer than the best so far, until one fails (a complete search) or
/// the size of a clique found greedily is reached. `colors` is `None` if
/// no colouring fits under the cap, or a limit stopped a search (see the
/// report's outcome).
///
/// ```
/// use puzzles::color::{Graph, min_colors};
/// use puzzles::Limits;
///
/// let wheel = Graph::new(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0),
///                             (5, 0), (5, 1), (5, 2), (5, 3), (5, 4)])?;
/// let best = min_colors(&wheel, None, &Limits::none());
/// assert_eq!(best.k, 4);
/// assert!(best.tries.iter().any(|&(k, found, _)| k == 3 && !found));
/// # Ok::<(), puzzles::Error>(())
/// ```
pub fn min_colors(graph: &Graph, cap: Option<usize>, limits: &Limits) -> MinColoring {
    fewest(graph, cap, |k| color(graph, k, limits))
}

/// [`min_colors`], each search for a colouring with at most k colours made
/// by `search` (the traced one numbers its steps on).
fn fewest(
    graph: &Graph,
    cap: Option<usize>,
    mut search: impl FnMut(usize) -> (Option<Vec<u32>>, Report),
) -> MinColoring {
    let start = Instant::now();
    let clique = greedy_clique(graph);
    let mut best = MinColoring {
        colors: None,
        k: 0,
        clique,
        tries: Vec::new(),
        report: Report::default(),
    };
    let mut k = cap.unwrap_or(usize::MAX).min(graph.max_degree() + 1);
    loop {
        let (found, report) = search(k);
        best.tries.push((k, found.is_some(), report));
        best.report.add(&report);
        match found {
            Some(colors) => {
                let used = colors.iter().map(|&c| c as usize + 1).max().unwrap_or(0);
                best.colors = Some(colors);
                best.k = used;
                if used <= clique || used == 0 {
                    break;
                }
                k = used - 1;
            }
            None => break,
        }
    }
    if !best.report.outcome.is_finished() {
        best.colors = None;
    }
    best.report.elapsed = start.elapsed();
    best
}

/// The most vertices a clique is grown from (those with the most
/// neighbours): enough for a good bound, and quick on dense graphs.
const CLIQUE_STARTS: usize = 64;

/// The size of a clique found greedily (a lower bound on the colours):
/// from each of the [`CLIQUE_STARTS`] vertices with the most neighbours,
/// keep adding the candidate with the most neighbours, the candidates
/// being the vertices joined to every one taken so far.
fn greedy_clique(graph: &Graph) -> usize {
    let degree = |v: u32| graph.neighbors(v as usize).len();
    let mut starts: Vec<u32> = (0..graph.vertices() as u32).collect();
    starts.sort_by_key(|&v| std::cmp::Reverse(degree(v)));
    let mut best = usize::from(graph.vertices() > 0);
    for &v in starts.iter().take(CLIQUE_STARTS) {
        let mut size = 1;
        let mut candidates: Vec<u32> = graph.neighbors(v as usize).to_vec();
        while let Some(&u) = candidates
            .iter()
            .max_by_key(|&&u| (degree(u), std::cmp::Reverse(u)))
        {
            size += 1;
            // Both lists are sorted: keep the candidates joined to u.
            let joined = graph.neighbors(u as usize);
            let mut k = 0;
            candidates.retain(|&w| {
                while k < joined.len() && joined[k] < w {
                    k += 1;
                }
                k < joined.len() && joined[k] == w
            });
        }
        best = best.max(size);
    }
    best
}

/// A step of a colouring trace.
pub type ColorStep = TraceStep<ColorAt>;

/// Where a colouring step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColorAt {
    /// The vertex (from 1, as in DIMACS) being coloured or uncoloured;
    /// none for `solution`.
    pub vertex: Option<usize>,
    /// The colour (from 1) tried, given or taken back.
    pub color: Option<usize>,
    /// For a rejection: the neighbour (from 1) that has the colour.
    pub conflict: Option<usize>,
    /// The vertices coloured after the step.
    pub colored: usize,
    /// On the first step of each search for the fewest colours, the
    /// colours it allows: the hand trace heads it `== now trying K colors
    /// ==` (not in JSON, whose steps only number on).
    pub trying: Option<usize>,
}

/// `"vertex"` and `"color"` when there are, for a rejection
/// `"reason":"neighbor"` and `"neighbor"` (the one with the colour), and
/// `"colored"`.
impl Serialize for ColorAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json {
            #[serde(skip_serializing_if = "Option::is_none")]
            vertex: Option<usize>,
            #[serde(skip_serializing_if = "Option::is_none")]
            color: Option<usize>,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            neighbor: Option<usize>,
            colored: usize,
        }
        Json {
            vertex: self.vertex,
            color: self.color,
            reason: self.conflict.map(|_| "neighbor"),
            neighbor: self.conflict,
            colored: self.colored,
        }
        .serialize(s)
    }
}

impl Detail for ColorAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sep = "";
        if let Some(v) = self.vertex {
            write!(f, "vertex={v}")?;
            sep = " ";
        }
        if let Some(c) = self.color {
            write!(f, "{sep}color={c}")?;
            sep = " ";
        }
        write!(f, "{sep}colored={}", self.colored)
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.conflict {
            Some(w) => write!(f, "neighbor {w} has it"),
            None => Ok(()),
        }
    }

    fn section(&self) -> Option<String> {
        self.trying.map(|k| format!("now trying {k} colors"))
    }
}

/// The engine's view of a colouring in progress.
pub struct Search<'g> {
    graph: &'g Graph,
    /// The colours a vertex may take: 0..k.
    k: usize,
    /// Per vertex: its colour, or [`NONE`].
    color: Vec<u32>,
    /// Per vertex and colour (`v * k + c`): its neighbours with that colour.
    seen: Vec<u16>,
    /// Per vertex: the different colours among its neighbours.
    saturation: Vec<u32>,
    /// The vertices coloured, in order, with the colours in use before.
    order: Vec<(u32, u32)>,
    /// The colours in use: 0..used.
    used: u32,
}

impl<'g> Search<'g> {
    fn new(graph: &'g Graph, k: usize) -> Self {
        // Degree + 1 colours always do; the graph is at most MAX_VERTICES,
        // so a vertex's neighbours of one colour fit a u16.
        let k = k.min(graph.max_degree() + 1);
        let n = graph.vertices();
        Search {
            graph,
            k,
            color: vec![NONE; n],
            seen: vec![0; n * k],
            saturation: vec![0; n],
            order: Vec::with_capacity(n),
            used: 0,
        }
    }

    /// DSatur: the most colours around, then the most neighbours.
    fn next_vertex(&self) -> Option<u32> {
        let mut best: Option<(u32, usize, u32)> = None;
        for v in 0..self.graph.vertices() {
            if self.color[v] != NONE {
                continue;
            }
            let key = (self.saturation[v], self.graph.neighbors(v).len(), v as u32);
            let better = match best {
                None => true,
                Some((s, d, _)) => (key.0, key.1) > (s, d),
            };
            if better {
                best = Some(key);
            }
        }
        best.map(|(_, _, v)| v)
    }
}

impl Problem for Search<'_> {
    type Choice = (u32, u32);
    type Reason = u32;

    fn is_complete(&self) -> bool {
        self.order.len() == self.graph.vertices()
    }

    fn choices(&mut self, out: &mut Choices<'_, (u32, u32)>) {
        let Some(v) = self.next_vertex() else { return };
        let top = (self.used as usize + 1).min(self.k) as u32;
        for c in 0..top {
            out.push((v, c));
        }
    }

    fn check(&self, (v, c): (u32, u32)) -> Result<(), u32> {
        if self.allows((v, c)) {
            return Ok(());
        }
        let by = self
            .graph
            .neighbors(v as usize)
            .iter()
            .find(|&&w| self.color[w as usize] == c);
        Err(*by.expect("a neighbor has the color"))
    }

    #[inline]
    fn allows(&self, (v, c): (u32, u32)) -> bool {
        self.seen[v as usize * self.k + c as usize] == 0
    }

    fn apply(&mut self, (v, c): (u32, u32)) {
        self.color[v as usize] = c;
        self.order.push((v, self.used));
        self.used = self.used.max(c + 1);
        for &w in self.graph.neighbors(v as usize) {
            let slot = &mut self.seen[w as usize * self.k + c as usize];
            if *slot == 0 {
                self.saturation[w as usize] += 1;
            }
            *slot += 1;
        }
    }

    fn undo(&mut self, (v, c): (u32, u32)) {
        self.color[v as usize] = NONE;
        let (_, used) = self.order.pop().expect("a vertex to uncolour");
        self.used = used;
        for &w in self.graph.neighbors(v as usize) {
            let slot = &mut self.seen[w as usize * self.k + c as usize];
            *slot -= 1;
            if *slot == 0 {
                self.saturation[w as usize] -= 1;
            }
        }
    }
}

impl Traced for Search<'_> {
    type Detail = ColorAt;

    fn detail(&self, event: &EventOf<Self>) -> ColorAt {
        let (vertex, color, conflict) = match *event {
            Event::Reject {
                choice: (v, c),
                reason,
                ..
            } => (Some(v), Some(c), Some(reason)),
            Event::Try { choice: (v, c), .. }
            | Event::Place { choice: (v, c), .. }
            | Event::Remove { choice: (v, c), .. } => (Some(v), Some(c), None),
            // The vertex with no colour left.
            Event::DeadEnd { .. } => (self.next_vertex(), None, None),
            Event::Solution { .. } => (None, None, None),
        };
        let one = |x: Option<u32>| x.map(|x| x as usize + 1);
        ColorAt {
            vertex: one(vertex),
            color: one(color),
            conflict: one(conflict),
            colored: self.order.len(),
            trying: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An independent check: every edge joins different colours below k.
    fn proper(g: &Graph, colors: &[u32], k: usize) -> bool {
        colors.len() == g.vertices()
            && colors.iter().all(|&c| (c as usize) < k)
            && (0..g.vertices()).all(|v| g.neighbors(v).iter().all(|&w| colors[v] != colors[w as usize]))
    }

    /// Whether some k-colouring exists, by trying them all.
    fn brute(g: &Graph, k: usize) -> bool {
        let n = g.vertices();
        let mut colors = vec![0u32; n];
        loop {
            if proper(g, &colors, k) {
                return true;
            }
            let mut i = 0;
            loop {
                if i == n {
                    return false;
                }
                colors[i] += 1;
                if (colors[i] as usize) < k {
                    break;
                }
                colors[i] = 0;
                i += 1;
            }
        }
    }

    fn random_graph(n: usize, p_percent: u64, seed: u64) -> Graph {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut edges = vec![];
        for u in 0..n {
            for v in u + 1..n {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                if x % 100 < p_percent {
                    edges.push((u, v));
                }
            }
        }
        Graph::new(n, &edges).unwrap()
    }

    #[test]
    fn agrees_with_brute_force_on_small_graphs() {
        for seed in 0..40 {
            let g = random_graph(7, 15 + seed % 70, seed);
            for k in 1..=4 {
                let (found, report) = color(&g, k, &Limits::none());
                assert!(report.outcome.is_finished());
                assert_eq!(found.is_some(), brute(&g, k), "seed {seed} k {k}");
                if let Some(c) = found {
                    assert!(proper(&g, &c, k));
                }
            }
            let best = min_colors(&g, None, &Limits::none());
            let c = best.colors.unwrap();
            assert!(proper(&g, &c, best.k));
            assert!(
                best.k == 0 || !brute(&g, best.k - 1),
                "seed {seed}: {} is not the fewest",
                best.k
            );
        }
    }

    #[test]
    fn edge_cases() {
        let empty = Graph::new(0, &[]).unwrap();
        assert_eq!(color(&empty, 1, &Limits::none()).0, Some(vec![]));
        assert_eq!(min_colors(&empty, None, &Limits::none()).k, 0);
        let lonely = Graph::new(3, &[]).unwrap();
        assert_eq!(min_colors(&lonely, None, &Limits::none()).k, 1);
        assert_eq!(color(&lonely, 0, &Limits::none()).0, None);
        let edge = Graph::new(2, &[(0, 1)]).unwrap();
        let capped = min_colors(&edge, Some(1), &Limits::none());
        assert_eq!(capped.colors, None);
        assert!(capped.report.outcome.is_finished());
    }

    #[test]
    fn trace_names_the_neighbor() {
        let triangle = Graph::new(3, &[(0, 1), (1, 2), (2, 0)]).unwrap();
        let (steps, _) = color_events(&triangle, 2, 100);
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(text[0], "vertex=1 color=1 colored=0: try");
        assert!(text.contains(&"vertex=2 color=1 colored=1: reject, neighbor 1 has it".to_owned()));
        assert!(text.iter().any(|t| t.ends_with("dead end")));
        assert_eq!(
            steps[1].json(),
            r#"{"step":2,"event":"place","vertex":1,"color":1,"colored":1}"#
        );
    }
}

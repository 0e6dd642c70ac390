//! Undirected graphs and their DIMACS `p edge` form.
//!
//! ```text
//! c a comment
//! p edge 3 2      (3 vertices, 2 edges)
//! e 1 2
//! e 2 3
//! ```
//!
//! Vertices are numbered from 1 in the file and from 0 in the API. An
//! edge listed twice (in either direction) counts once; the edge count of
//! the `p` line is not enforced (files disagree on whether it counts
//! repeats). `p col` is read like `p edge`. A loop (`e 3 3`) is an error:
//! no colouring could give a vertex a colour its neighbour lacks.

use std::str::FromStr;

use crate::error::{Error, Location, check_range, parse_error};

/// The most vertices a graph may have.
pub const MAX_VERTICES: usize = 2000;

/// A simple undirected graph on vertices `0..n`.
///
/// ```
/// let g: puzzles::color::Graph = "p edge 3 2\ne 1 2\ne 2 3\n".parse()?;
/// assert_eq!((g.vertices(), g.edges()), (3, 2));
/// assert_eq!(g.neighbors(1), [0, 2]);
/// assert_eq!(g.dimacs(), "p edge 3 2\ne 1 2\ne 2 3\n");
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// Per vertex: its neighbours, ascending.
    adjacent: Vec<Vec<u32>>,
    edges: usize,
}

impl Graph {
    /// The graph with `n` vertices (at most [`MAX_VERTICES`]) and these
    /// edges (vertices from 0; repeats count once).
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Result<Self, Error> {
        check_range("the number of vertices", n as u64, 0, MAX_VERTICES as u64)?;
        let mut adjacent = vec![Vec::new(); n];
        for &(u, v) in edges {
            if u >= n || v >= n {
                return Err(Error::EdgeOutside { u, v, n });
            }
            if u == v {
                return Err(Error::SelfLoop(u));
            }
            adjacent[u].push(v as u32);
            adjacent[v].push(u as u32);
        }
        Ok(Graph::from_lists(adjacent))
    }

    fn from_lists(mut adjacent: Vec<Vec<u32>>) -> Self {
        let mut twice = 0;
        for list in &mut adjacent {
            list.sort_unstable();
            list.dedup();
            twice += list.len();
        }
        Graph {
            adjacent,
            edges: twice / 2,
        }
    }

    /// Reads the DIMACS `p edge` form: a `p edge V E` line, then one
    /// `e A B` line per edge (vertices from 1), `c` lines are comments.
    /// Errors name the line and the column.
    pub fn parse_dimacs(text: &str) -> Result<Self, Error> {
        let mut adjacent: Option<Vec<Vec<u32>>> = None;
        let mut p_line = 0;
        let mut last = 0;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            last = line;
            let words: Vec<(usize, &str)> = words_with_columns(raw);
            let Some(&(col, kind)) = words.first() else {
                continue;
            };
            match kind {
                "c" => {}
                "p" => {
                    if adjacent.is_some() {
                        return Err(parse_error(
                            Location::at(line, col),
                            format!("a second `p` line (the first is line {p_line})"),
                        ));
                    }
                    let format = words.get(1).map(|w| w.1);
                    if !matches!(format, Some("edge" | "col")) {
                        let at = words.get(1).map_or(col, |w| w.0);
                        return Err(parse_error(
                            Location::at(line, at),
                            format!("expected `p edge V E`, got {}", textguard::quote(raw.trim())),
                        ));
                    }
                    expect_fields(&words, 4, line, "`p edge V E`", raw)?;
                    let n = number(words[2], line, "the number of vertices V", 1, MAX_VERTICES as u64)?;
                    number(words[3], line, "the number of edges E", 0, u64::MAX)?;
                    adjacent = Some(vec![Vec::new(); n as usize]);
                    p_line = line;
                }
                "e" => {
                    let Some(lists) = adjacent.as_mut() else {
                        return Err(parse_error(
                            Location::at(line, col),
                            "an edge before the `p edge V E` line",
                        ));
                    };
                    expect_fields(&words, 3, line, "`e U V`", raw)?;
                    let n = lists.len() as u64;
                    let u = number(words[1], line, "a vertex", 1, n)? as usize - 1;
                    let v = number(words[2], line, "a vertex", 1, n)? as usize - 1;
                    if u == v {
                        return Err(parse_error(
                            Location::at(line, words[2].0),
                            format!("vertex {} is joined to itself, so no coloring exists", u + 1),
                        ));
                    }
                    lists[u].push(v as u32);
                    lists[v].push(u as u32);
                }
                other => {
                    return Err(parse_error(
                        Location::at(line, col),
                        format!("expected a `c`, `p` or `e` line, got {}", textguard::quote(other)),
                    ));
                }
            }
        }
        match adjacent {
            Some(lists) => Ok(Graph::from_lists(lists)),
            None => Err(parse_error(
                Location::line(last + 1),
                "the input ended without a `p edge V E` line",
            )),
        }
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.adjacent.len()
    }

    /// The number of edges (each counted once).
    pub fn edges(&self) -> usize {
        self.edges
    }

    /// The neighbours of vertex `v`, ascending.
    pub fn neighbors(&self, v: usize) -> &[u32] {
        &self.adjacent[v]
    }

    /// The largest number of neighbours a vertex has.
    pub fn max_degree(&self) -> usize {
        self.adjacent.iter().map(Vec::len).max().unwrap_or(0)
    }

    /// The DIMACS form: `p edge V E`, then each edge once, `e A B` with
    /// A < B (vertices from 1), in order.
    pub fn dimacs(&self) -> String {
        use std::fmt::Write;
        let mut text = format!("p edge {} {}\n", self.vertices(), self.edges);
        for (u, list) in self.adjacent.iter().enumerate() {
            for &v in list.iter().filter(|&&v| v as usize > u) {
                // Into the one string: a line is no allocation of its own.
                let _ = writeln!(text, "e {} {}", u + 1, v + 1);
            }
        }
        text
    }

    /// Whether `u` and `v` are joined.
    pub fn is_edge(&self, u: usize, v: usize) -> bool {
        self.adjacent[u].binary_search(&(v as u32)).is_ok()
    }
}

impl FromStr for Graph {
    type Err = Error;

    /// Reads the DIMACS form ([`Graph::parse_dimacs`]).
    fn from_str(text: &str) -> Result<Self, Error> {
        Graph::parse_dimacs(text)
    }
}

/// The words of a line with their columns (from 1, in characters).
fn words_with_columns(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (col, (i, ch)) in line.char_indices().enumerate() {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some((col + 1, i)),
            (true, Some((c, s))) => {
                out.push((c, &line[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((c, s)) = start {
        out.push((c, &line[s..]));
    }
    out
}

fn expect_fields(
    words: &[(usize, &str)],
    count: usize,
    line: usize,
    shape: &str,
    raw: &str,
) -> Result<(), Error> {
    if words.len() == count {
        return Ok(());
    }
    let at = words
        .get(count)
        .map_or(Location::line(line), |w| Location::at(line, w.0));
    let what = if words.len() < count {
        "too few"
    } else {
        "too many"
    };
    Err(parse_error(
        at,
        format!(
            "{what} fields: expected {shape}, got {}",
            textguard::quote(raw.trim())
        ),
    ))
}

fn number((col, word): (usize, &str), line: usize, what: &str, min: u64, max: u64) -> Result<u64, Error> {
    let at = Location::at(line, col);
    match word.parse::<u64>() {
        Ok(v) if (min..=max).contains(&v) => Ok(v),
        Ok(_) => Err(parse_error(
            at,
            format!(
                "{what} must be from {min} to {max}, got {}",
                textguard::shown(word)
            ),
        )),
        Err(_) => Err(parse_error(
            at,
            format!(
                "{what} must be an integer from {min} to {max}, got {}",
                textguard::quote(word)
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_dimacs() {
        let g: Graph = "c triangle and a tail\n\np edge 4 4\ne 1 2\ne 2 3\ne 3 1\ne 3 4\ne 2 1\n"
            .parse()
            .unwrap();
        assert_eq!((g.vertices(), g.edges(), g.max_degree()), (4, 4, 3));
        assert_eq!(g.neighbors(2), [0, 1, 3]);
        assert!(g.is_edge(3, 2) && !g.is_edge(0, 3));
        let g: Graph = "p col 2 0\n".parse().unwrap();
        assert_eq!(g.edges(), 0);
    }

    #[test]
    fn errors_name_the_line_and_column() {
        let cases = [
            ("", "line 1: the input ended without a `p edge V E` line"),
            ("c only\n", "line 2: the input ended without a `p edge V E` line"),
            (
                "e 1 2\n",
                "line 1, column 1: an edge before the `p edge V E` line",
            ),
            (
                "p edge 3\n",
                "line 1: too few fields: expected `p edge V E`, got 'p edge 3'",
            ),
            (
                "p edge 3 1 9\n",
                "line 1, column 12: too many fields: expected `p edge V E`, got 'p edge 3 1 9'",
            ),
            (
                "p cnf 3 1\n",
                "line 1, column 3: expected `p edge V E`, got 'p cnf 3 1'",
            ),
            (
                "p edge 0 0\n",
                "line 1, column 8: the number of vertices V must be from 1 to 2000, got 0",
            ),
            (
                "p edge 2001 0\n",
                "line 1, column 8: the number of vertices V must be from 1 to 2000, got 2001",
            ),
            (
                "p edge x 0\n",
                "line 1, column 8: the number of vertices V must be an integer from 1 to 2000, got 'x'",
            ),
            (
                "p edge 3 1\np edge 3 1\n",
                "line 2, column 1: a second `p` line (the first is line 1)",
            ),
            (
                "p edge 3 1\ne 1 4\n",
                "line 2, column 5: a vertex must be from 1 to 3, got 4",
            ),
            (
                "p edge 3 1\ne 0 1\n",
                "line 2, column 3: a vertex must be from 1 to 3, got 0",
            ),
            (
                "p edge 3 1\ne 1 -2\n",
                "line 2, column 5: a vertex must be an integer from 1 to 3, got '-2'",
            ),
            (
                "p edge 3 1\ne 2 2\n",
                "line 2, column 5: vertex 2 is joined to itself, so no coloring exists",
            ),
            (
                "p edge 3 1\ne 1\n",
                "line 2: too few fields: expected `e U V`, got 'e 1'",
            ),
            (
                "p edge 3 1\n  x 1 2\n",
                "line 2, column 3: expected a `c`, `p` or `e` line, got 'x'",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(
                Graph::parse_dimacs(input).unwrap_err().to_string(),
                message,
                "{input:?}"
            );
        }
        assert!(Graph::new(2, &[(0, 2)]).is_err());
        // What is quoted of the line is escaped and cut short.
        let long = "Q".repeat(2000);
        for input in [
            "\u{1b}[2J\n".to_string(),
            format!("{long}\n"),
            format!("p {long}\n"),
            format!("p edge 3 1 {long}\n"),
        ] {
            let e = Graph::parse_dimacs(&input).unwrap_err().to_string();
            assert!(e.len() < 200 && !e.contains('\u{1b}'), "{e}");
        }
        assert!(Graph::new(2, &[(1, 1)]).is_err());
        assert!(Graph::new(MAX_VERTICES + 1, &[]).is_err());
    }
}

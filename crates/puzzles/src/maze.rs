//! Mazes: find a path from `S` to `E` through a grid of walls (`#`) and
//! open cells (`.`), moving up, down, left and right.
//!
//! The search is backtracking on the engine: from the path's last cell,
//! try the four neighbours, nearest to `E` first (ties: up, right, down,
//! left); a wall, a cell on the path, or a cell already found to lead
//! nowhere is rejected. A cell the search backs out of is marked as
//! leading nowhere and never entered again: whatever could be reached
//! from it has been tried. That mark is the one part of the state an
//! undo keeps, and it makes the search visit each cell at most once
//! (depth-first search), where plain backtracking over simple paths
//! could take exponential time on open floors. The path found is simple
//! but not always the shortest.

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use engine::{
    Approach, Choices, Described, Detail, Drawn, Event, EventOf, Example, Kind, Limits, Offer, Page, Param,
    ParamError, Problem, Puzzle, Report, TraceStep, Traced, Value, Written, check,
};
use serde::{Serialize, Serializer};

use crate::error::{Error, Invalid, Location, parse_error, refused};

/// The most rows, and the most columns, of a maze.
pub const MAX_MAZE_SIDE: usize = 2000;

/// A maze read from text.
///
/// ```
/// use puzzles::maze::Maze;
/// use puzzles::Limits;
///
/// let maze: Maze = "S.#\n#.#\n#.E\n".parse()?;
/// let (path, report) = maze.solve(&Limits::none());
/// let path = path.expect("a way through");
/// assert_eq!(path, [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)]);
/// assert_eq!(maze.render(&path), "S*#\n#*#\n#*E\n");
/// assert!(report.outcome.is_finished());
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Maze {
    rows: usize,
    cols: usize,
    /// Row by row: `true` for a wall.
    walls: Vec<bool>,
    start: (usize, usize),
    end: (usize, usize),
}

impl Maze {
    /// Reads a maze: rows of `#` (wall), `.` (open), `S` (start) and `E`
    /// (end), all of one length, at most [`MAX_MAZE_SIDE`] rows and
    /// columns, with exactly one `S` and one `E`. Line ends may be `\r\n`;
    /// blank lines after the maze are ignored. Errors name the line and
    /// column.
    pub fn parse(text: &str) -> Result<Self, Error> {
        let mut lines: Vec<&str> = text
            .split('\n')
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
            .collect();
        while lines.last().is_some_and(|l| l.is_empty()) {
            lines.pop();
        }
        if lines.is_empty() {
            return Err(Invalid::EmptyMaze.into());
        }
        if lines.len() > MAX_MAZE_SIDE {
            return Err(parse_error(
                Location::line(MAX_MAZE_SIDE + 1),
                format!("the maze has more than {MAX_MAZE_SIDE} rows"),
            ));
        }
        let cols = lines[0].chars().count();
        let mut walls = Vec::with_capacity(lines.len() * cols);
        let (mut start, mut end) = (None, None);
        for (r, text) in lines.iter().enumerate() {
            let line = r + 1;
            let mut width = 0;
            for (c, ch) in text.chars().enumerate() {
                let at = Location::at(line, c + 1);
                if c >= MAX_MAZE_SIDE {
                    return Err(parse_error(
                        at,
                        format!("a row is longer than {MAX_MAZE_SIDE} cells"),
                    ));
                }
                if c >= cols {
                    return Err(parse_error(
                        at,
                        format!("this row is longer than the first row ({cols} cells)"),
                    ));
                }
                let wall = match ch {
                    '#' => true,
                    '.' => false,
                    'S' | 'E' => {
                        let (slot, name) = if ch == 'S' {
                            (&mut start, "start")
                        } else {
                            (&mut end, "end")
                        };
                        if let Some((r0, c0)) = *slot {
                            return Err(parse_error(
                                at,
                                format!(
                                    "a second {name} `{ch}` (the first is at line {}, column {})",
                                    r0 + 1,
                                    c0 + 1
                                ),
                            ));
                        }
                        *slot = Some((r, c));
                        false
                    }
                    other => {
                        return Err(parse_error(
                            at,
                            format!("expected `#`, `.`, `S` or `E`, got {other:?}"),
                        ));
                    }
                };
                walls.push(wall);
                width += 1;
            }
            if width < cols {
                let what = if width == 0 {
                    "an empty row"
                } else {
                    "this row is shorter"
                };
                return Err(parse_error(
                    Location::at(line, width + 1),
                    format!("{what}: the first row has {cols} cells, this one {width}"),
                ));
            }
        }
        let missing = |name, symbol| Error::from(Invalid::MazeLacks { name, symbol });
        Ok(Maze {
            rows: lines.len(),
            cols,
            walls,
            start: start.ok_or_else(|| missing("start", 'S'))?,
            end: end.ok_or_else(|| missing("end", 'E'))?,
        })
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether the cell (row, column from 0) is a wall.
    pub fn is_wall(&self, row: usize, col: usize) -> bool {
        self.walls[row * self.cols + col]
    }

    /// The start cell.
    pub fn start(&self) -> (usize, usize) {
        self.start
    }

    /// The end cell.
    pub fn end(&self) -> (usize, usize) {
        self.end
    }

    /// Searches for a path from `S` to `E`: its cells in order, both ends
    /// included. `None` with a `Finished` report: there is none.
    pub fn solve(&self, limits: &Limits) -> (Option<Vec<(usize, usize)>>, Report) {
        let mut found = None;
        let report = self.solutions(limits, |p| {
            found = Some(p.path.iter().map(|&i| p.cell(i)).collect());
            ControlFlow::Continue(())
        });
        (found, report)
    }

    /// The maze as text with the cells of `path` between `S` and `E`
    /// written `*`.
    pub fn render(&self, path: &[(usize, usize)]) -> String {
        let mut grid: Vec<u8> = self.walls.iter().map(|&w| if w { b'#' } else { b'.' }).collect();
        for &(r, c) in path {
            grid[r * self.cols + c] = b'*';
        }
        grid[self.start.0 * self.cols + self.start.1] = b'S';
        grid[self.end.0 * self.cols + self.end.1] = b'E';
        let mut text = String::with_capacity(self.rows * (self.cols + 1));
        for row in grid.chunks(self.cols.max(1)).take(self.rows) {
            text.push_str(std::str::from_utf8(row).expect("ASCII"));
            text.push('\n');
        }
        text
    }
}

/// The search for a path: a trace ends at `E`.
impl Puzzle for Maze {
    type Search<'a> = Search;
    type Detail = MazeAt;

    fn search(&self) -> Option<Search> {
        Some(Search::new(self))
    }

    fn wanted(&self) -> Option<u64> {
        Some(1)
    }
}

/// The built-in mazes, the default first: the page offers them by name.
const MAZES: &[Offer] = &[
    Offer::named("first", "first steps (7×11)", include_str!("mazes/first.txt")),
    Offer::named("small", "small (11×17)", include_str!("mazes/small.txt")),
    Offer::named("loops", "with loops (13×19)", include_str!("mazes/loops.txt")),
    Offer::named("classic", "classic (17×25)", include_str!("mazes/classic.txt")),
    Offer::named(
        "no-way",
        "no way through (11×17)",
        include_str!("mazes/no-way.txt"),
    ),
];

impl Maze {
    /// The cell numbered `number` from 1 in reading order, if the maze has it.
    fn numbered(&self, number: i64) -> Option<(usize, usize)> {
        let i = usize::try_from(number).ok()?.checked_sub(1)?;
        (i < self.rows * self.cols).then(|| (i / self.cols, i % self.cols))
    }
}

/// A maze for every front end: its one answer is the path, as the cells
/// numbered from 1 in reading order, drawn on the maze.
impl Described for Maze {
    const NAME: &'static str = "maze";
    const TITLE: &'static str = "Maze";
    const SUMMARY: &'static str = "Find a path through a maze (`#` wall, `.` open, `S` start, `E` end).";
    const PARAMS: &'static [Param] = &[Param {
        name: "maze",
        help: "The maze (`#` wall, `.` open, `S` start, `E` end); `-` or nothing for stdin.",
        label: "maze",
        kind: Kind::Grid {
            max_rows: MAX_MAZE_SIDE,
            max_cols: MAX_MAZE_SIDE,
        },
        default: MAZES[0].stands_for,
        offered: MAZES,
        written: Written::Input,
        // A maze of one's own is `grid=`, as the page's links had it
        // before the mazes were described.
        page: Page {
            own: true,
            within: None,
            own_as: Some("grid"),
            only_with: None,
        },
    }];
    const EXAMPLES: &'static [Example] = &[
        Example {
            args: "",
            stdin: "S.#\n#.E\n",
            answers: true,
        },
        Example {
            args: "",
            stdin: "S#\n#E\n",
            answers: false,
        },
    ];
    const ANSWERS: &'static str = "paths";
    const APPROACH: Approach = Approach {
        name: "depth-first",
        summary: "walk from S, trying the neighbours nearest E first; a cell backed out of \
                  leads nowhere and is never entered again",
        listing: include_str!("listings/maze.rs"),
    };
    const DRAWS: bool = true;

    fn build(values: &[Value]) -> Result<Self, ParamError> {
        check(Self::PARAMS, values)?;
        let text = match &values[0] {
            Value::Grid(text) => text,
            _ => unreachable!("checked: the maze is rows of text"),
        };
        Maze::parse(text).map_err(|e| refused("maze", e))
    }

    fn values(&self) -> Vec<Value> {
        vec![Value::Grid(self.render(&[]))]
    }

    /// The path's cells, numbered from 1 in reading order.
    fn answers(&self, limits: &Limits, mut f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        let (path, report) = self.solve(limits);
        if let Some(path) = path {
            let cells: Vec<i64> = path
                .iter()
                .map(|&(r, c)| (r * self.cols + c + 1) as i64)
                .collect();
            let _ = f(&cells);
        }
        report
    }

    fn no_answer(&self) -> String {
        "no path: the walls cut E off from S".to_owned()
    }

    /// The size, as text (`3×3`).
    fn rows(&self) -> Vec<(&'static str, Value)> {
        vec![("size", Value::Grid(format!("{}×{}", self.rows, self.cols)))]
    }

    /// The maze with `*` on the path; in JSON its length, its cells (row
    /// and column from 1) and the drawn rows.
    fn draw(&self, answer: &[i64]) -> Option<Drawn> {
        let path: Vec<(usize, usize)> = answer.iter().map(|&i| self.numbered(i)).collect::<Option<_>>()?;
        let text = self.render(&path);
        let cells: Vec<[usize; 2]> = path.iter().map(|&(r, c)| [r + 1, c + 1]).collect();
        let json = serde_json::json!({
            "length": path.len(),
            "path": cells,
            "maze": text.lines().collect::<Vec<_>>(),
        });
        Some(Drawn {
            text,
            json,
            rows: vec![("path", Value::Number(path.len() as u64))],
        })
    }

    /// The maze as the page draws it: its size, its rows, and where `S`
    /// and `E` are (rows and columns from 0, as in its trace).
    fn shown(&self) -> Vec<(&'static str, serde_json::Value)> {
        let cell = |(row, col): (usize, usize)| serde_json::json!({"row": row, "col": col});
        let grid: Vec<String> = self.render(&[]).lines().map(str::to_owned).collect();
        vec![
            ("rows", self.rows.into()),
            ("cols", self.cols.into()),
            ("grid", grid.into()),
            ("start", cell(self.start)),
            ("end", cell(self.end)),
        ]
    }

    /// The search enters each cell at most once and traces at most ten
    /// steps there (entering it, trying and refusing its four
    /// neighbours, leaving it), and one for the end.
    fn whole_search(&self) -> Option<u64> {
        Some(10 * (self.rows * self.cols) as u64 + 1)
    }
}

impl FromStr for Maze {
    type Err = Error;

    /// Reads a maze ([`Maze::parse`]).
    fn from_str(text: &str) -> Result<Self, Error> {
        Maze::parse(text)
    }
}

/// A step of a maze trace.
pub type MazeStep = TraceStep<MazeAt>;

/// Where a maze step happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MazeAt {
    /// The cell's row, from 0: the cell tried, entered or left, or the
    /// path's last cell for `dead_end` and `solution`.
    pub row: usize,
    /// The cell's column, from 0.
    pub col: usize,
    /// The cells on the path after the step, `S` included.
    pub length: usize,
    /// Why the cell was not entered.
    pub reject: Option<MazeReject>,
}

/// Why a cell was not entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MazeReject {
    /// It is a wall.
    Wall,
    /// It is already on the path.
    OnPath,
    /// The search has already been there and found no way on.
    Dead,
}

impl MazeReject {
    /// The name in JSON traces: `wall`, `on-path`, `dead`.
    pub fn name(self) -> &'static str {
        match self {
            MazeReject::Wall => "wall",
            MazeReject::OnPath => "on-path",
            MazeReject::Dead => "dead",
        }
    }
}

/// `"row"`, `"col"`, `"length"`, and for a rejection `"reason"` (`wall`,
/// `on-path`, `dead`).
impl Serialize for MazeAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json {
            row: usize,
            col: usize,
            length: usize,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
        }
        Json {
            row: self.row,
            col: self.col,
            length: self.length,
            reason: self.reject.map(MazeReject::name),
        }
        .serialize(s)
    }
}

impl Detail for MazeAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row={} col={}", self.row, self.col)
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.reject {
            None => "",
            Some(MazeReject::Wall) => "wall",
            Some(MazeReject::OnPath) => "already on the path",
            Some(MazeReject::Dead) => "already known to lead nowhere",
        })
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "  length={}", self.length)
    }
}

/// A cell's mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    Open,
    Wall,
    OnPath,
    Dead,
}

/// The engine's view: the path so far and the marks.
pub struct Search {
    cols: usize,
    rows: usize,
    marks: Vec<Mark>,
    path: Vec<u32>,
    end: u32,
}

impl Search {
    fn new(maze: &Maze) -> Self {
        let marks = maze
            .walls
            .iter()
            .map(|&w| if w { Mark::Wall } else { Mark::Open })
            .collect();
        let index = |(r, c): (usize, usize)| (r * maze.cols + c) as u32;
        let mut search = Search {
            cols: maze.cols,
            rows: maze.rows,
            marks,
            path: Vec::new(),
            end: index(maze.end),
        };
        search.apply(index(maze.start));
        search
    }

    fn cell(&self, i: u32) -> (usize, usize) {
        (i as usize / self.cols, i as usize % self.cols)
    }
}

impl Problem for Search {
    type Choice = u32;
    type Reason = MazeReject;

    fn is_complete(&self) -> bool {
        self.path.last() == Some(&self.end)
    }

    fn choices(&mut self, out: &mut Choices<'_, u32>) {
        let (r, c) = self.cell(*self.path.last().expect("S is on the path"));
        let (er, ec) = self.cell(self.end);
        let mut next = [(0usize, 0u8, 0u32); 4];
        let mut count = 0;
        // Up, right, down, left.
        let steps = [
            (r > 0, -1isize, 0isize),
            (c + 1 < self.cols, 0, 1),
            (r + 1 < self.rows, 1, 0),
            (c > 0, 0, -1),
        ];
        for (order, (inside, dr, dc)) in steps.into_iter().enumerate() {
            if inside {
                let (nr, nc) = ((r as isize + dr) as usize, (c as isize + dc) as usize);
                let distance = nr.abs_diff(er) + nc.abs_diff(ec);
                next[count] = (distance, order as u8, (nr * self.cols + nc) as u32);
                count += 1;
            }
        }
        let next = &mut next[..count];
        next.sort_unstable();
        for &(_, _, cell) in next.iter() {
            out.push(cell);
        }
    }

    fn check(&self, cell: u32) -> Result<(), MazeReject> {
        match self.marks[cell as usize] {
            Mark::Open => Ok(()),
            Mark::Wall => Err(MazeReject::Wall),
            Mark::OnPath => Err(MazeReject::OnPath),
            Mark::Dead => Err(MazeReject::Dead),
        }
    }

    fn apply(&mut self, cell: u32) {
        self.marks[cell as usize] = Mark::OnPath;
        self.path.push(cell);
    }

    fn undo(&mut self, cell: u32) {
        self.path.pop();
        // Everything reachable from here was tried: never again.
        self.marks[cell as usize] = Mark::Dead;
    }
}

impl Traced for Search {
    type Detail = MazeAt;

    fn detail(&self, event: &EventOf<Self>) -> MazeAt {
        let (cell, reject) = match *event {
            Event::Reject { choice, reason, .. } => (choice, Some(reason)),
            Event::Try { choice, .. } | Event::Place { choice, .. } | Event::Remove { choice, .. } => {
                (choice, None)
            }
            Event::DeadEnd { .. } | Event::Solution { .. } => (*self.path.last().expect("S"), None),
        };
        let (row, col) = self.cell(cell);
        MazeAt {
            row,
            col,
            length: self.path.len(),
            reject,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in mazes read, have a way through but `no-way`, and are
    /// searched whole within `whole_search`'s steps, as the worst case is:
    /// every cell open, `E` in the far corner.
    #[test]
    fn the_built_in_mazes_are_searched_within_the_steps_promised() {
        let mut rows = vec![".".repeat(50); 50];
        rows[0].replace_range(0..1, "S");
        rows[49].replace_range(49..50, "E");
        let open = rows.join("\n");
        let texts = MAZES.iter().map(|o| (o.value, o.stands_for));
        for (name, text) in texts.chain([("open", open.as_str())]) {
            let maze = Maze::parse(text).unwrap();
            let (path, _) = maze.solve(&Limits::none());
            assert_eq!(path.is_some(), name != "no-way", "{name}");
            let report = maze.trace(&Limits::none(), |_| ControlFlow::Continue(()));
            assert!(report.outcome.is_finished(), "{name}");
            assert!(report.stats.steps <= maze.whole_search().unwrap(), "{name}");
        }
    }

    /// A path drawn: `*` on its cells, its length and cells from 1 in
    /// JSON; an answer not of this maze is not drawn.
    #[test]
    fn a_path_is_drawn_on_the_maze() {
        let maze: Maze = "S.#\n#.E\n".parse().unwrap();
        let mut found = Vec::new();
        Described::answers(&maze, &Limits::none(), |cells| {
            found.push(cells.to_vec());
            ControlFlow::Continue(())
        });
        assert_eq!(found, [vec![1, 2, 5, 6]]);
        let drawn = maze.draw(&found[0]).unwrap();
        assert_eq!(drawn.text, "S*#\n#*E\n");
        assert_eq!(
            drawn.json,
            serde_json::json!({"length": 4, "path": [[1, 1], [1, 2], [2, 2], [2, 3]], "maze": ["S*#", "#*E"]})
        );
        assert_eq!(maze.draw(&[0]), None);
        assert_eq!(maze.draw(&[7]), None);
    }

    /// Whether a path of open cells joins `to` to `from`, by flood fill.
    fn reachable(maze: &Maze) -> bool {
        let mut seen = vec![false; maze.rows() * maze.cols()];
        let mut stack = vec![maze.start()];
        while let Some((r, c)) = stack.pop() {
            if (r, c) == maze.end() {
                return true;
            }
            if std::mem::replace(&mut seen[r * maze.cols() + c], true) {
                continue;
            }
            let around = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            for (nr, nc) in around {
                if nr < maze.rows() && nc < maze.cols() && !maze.is_wall(nr, nc) {
                    stack.push((nr, nc));
                }
            }
        }
        false
    }

    fn valid_path(maze: &Maze, path: &[(usize, usize)]) -> bool {
        path.first() == Some(&maze.start())
            && path.last() == Some(&maze.end())
            && path.iter().all(|&(r, c)| !maze.is_wall(r, c))
            && path
                .windows(2)
                .all(|w| w[0].0.abs_diff(w[1].0) + w[0].1.abs_diff(w[1].1) == 1)
            && path.iter().collect::<std::collections::HashSet<_>>().len() == path.len()
    }

    #[test]
    fn random_mazes_agree_with_flood_fill() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for trial in 0..300 {
            let (rows, cols) = (1 + trial % 9, 2 + trial % 11);
            let mut text = String::new();
            for r in 0..rows {
                for c in 0..cols {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    text.push(match (r, c) {
                        (0, 0) => 'S',
                        _ if (r, c) == (rows - 1, cols - 1) => 'E',
                        _ if x % 100 < 35 => '#',
                        _ => '.',
                    });
                }
                text.push('\n');
            }
            let maze: Maze = text.parse().unwrap();
            let (path, report) = maze.solve(&Limits::none());
            assert!(report.outcome.is_finished());
            assert_eq!(path.is_some(), reachable(&maze), "{text}");
            if let Some(p) = path {
                assert!(valid_path(&maze, &p), "{text}{p:?}");
            }
            // Each open cell is entered at most once.
            assert!(report.stats.nodes <= (rows * cols) as u64);
        }
    }

    #[test]
    fn open_floors_stay_linear() {
        // An open 300×300 floor and a walled-in end: plain backtracking
        // over simple paths would never finish.
        let side = 300;
        let mut text = String::new();
        for r in 0..side {
            for c in 0..side {
                text.push(match (r, c) {
                    (1, 1) => 'E',
                    (0, 1) | (1, 0) | (1, 2) | (2, 1) => '#',
                    _ if (r, c) == (side - 1, side - 1) => 'S',
                    _ => '.',
                });
            }
            text.push('\n');
        }
        let (path, report) = text.parse::<Maze>().unwrap().solve(&Limits::none());
        assert!(path.is_none() && report.outcome.is_finished());
        // Every open cell once, but the corner the walls cut off.
        assert_eq!(report.stats.nodes, (side * side - 6) as u64);
    }

    #[test]
    fn parse_errors() {
        let cases = [
            ("", "the maze is empty: expected rows of `#`, `.`, `S` and `E`"),
            (
                "\n\n",
                "the maze is empty: expected rows of `#`, `.`, `S` and `E`",
            ),
            (
                "S.E\n.x.\n",
                "line 2, column 2: expected `#`, `.`, `S` or `E`, got 'x'",
            ),
            (
                "S.E\n..\n",
                "line 2, column 3: this row is shorter: the first row has 3 cells, this one 2",
            ),
            (
                "S.E\n\n...\n",
                "line 2, column 1: an empty row: the first row has 3 cells, this one 0",
            ),
            (
                "S.E\n....\n",
                "line 2, column 4: this row is longer than the first row (3 cells)",
            ),
            (
                "S.E\nS..\n",
                "line 2, column 1: a second start `S` (the first is at line 1, column 1)",
            ),
            (
                "S.E\n..E\n",
                "line 2, column 3: a second end `E` (the first is at line 1, column 3)",
            ),
            ("..E\n", "the maze has no start `S`"),
            ("S..\n", "the maze has no end `E`"),
            (
                "S E\n",
                "line 1, column 2: expected `#`, `.`, `S` or `E`, got ' '",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(Maze::parse(input).unwrap_err().to_string(), message, "{input:?}");
        }
        assert!(Maze::parse("S.E\r\n...\r\n\r\n").is_ok());
        let wide = format!("S{}E\n", ".".repeat(MAX_MAZE_SIDE));
        assert_eq!(
            Maze::parse(&wide).unwrap_err().to_string(),
            "line 1, column 2001: a row is longer than 2000 cells"
        );
        let tall = "S\n".to_owned() + &".\n".repeat(MAX_MAZE_SIDE);
        assert_eq!(
            Maze::parse(&tall).unwrap_err().to_string(),
            "line 2001: the maze has more than 2000 rows"
        );
    }

    #[test]
    fn trace_of_a_corridor() {
        let maze: Maze = "S.#\n#.E\n".parse().unwrap();
        let (steps, _) = maze.trace_events(100);
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            text,
            [
                "row=0 col=1: try  length=1",
                "row=0 col=1: place  length=2",
                "row=0 col=2: try  length=2",
                "row=0 col=2: reject, wall  length=2",
                "row=1 col=1: try  length=2",
                "row=1 col=1: place  length=3",
                "row=1 col=2: try  length=3",
                "row=1 col=2: place  length=4",
                "row=1 col=2: solution  length=4",
            ]
        );
        assert_eq!(
            steps[0].json(),
            r#"{"step":1,"event":"try","row":0,"col":1,"length":1}"#
        );
    }
}

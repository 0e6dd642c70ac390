//! The exact search behind [`complete`] and [`count_completions`].
//!
//! Each open row keeps a bitset of the squares still possible in it (free,
//! not blocked, not attacked by a queen placed so far), and each row and
//! column a count of them. Placing a queen clears, in every open row, the
//! three squares it attacks there, so a placement costs O(n).
//!
//! - **Propagation** to a fixed point: a row or column with no square left
//!   fails the branch; one with a single square left gets its queen at once
//!   (a row, or a column, must hold exactly one queen).
//! - **Branching** on the open row *or column* with the fewest squares left
//!   (rows and columns are symmetric here, and the tightest of either kind
//!   is usually far tighter than the tightest row alone).
//! - **Undo** by a trail of cleared squares, so nothing is copied per node.
//!
//! The same search counts: every branch splits on where one line's queen
//! goes, so the cases are disjoint and complete.

use super::{Puzzle, Square};

/// How much work a search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CompletionStats {
    /// Branching decisions: a line chosen and one of its squares tried.
    pub nodes: u64,
    /// Branches that ended in a row or column with no square left.
    pub fails: u64,
    /// Queens placed because their row or column had one square left.
    pub forced: u64,
}

/// The result of [`complete`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Completion {
    /// One completion as `cols` (column from 0 for each row), or `None`
    /// when the puzzle has none.
    pub solution: Option<Vec<usize>>,
    /// The work done.
    pub stats: CompletionStats,
}

/// The result of [`count_completions`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompletionCount {
    /// How many completions the puzzle has.
    pub count: u128,
    /// The work done.
    pub stats: CompletionStats,
}

/// One completion of `puzzle`, or a proof (by exhausting the search) that
/// none exists.
pub fn complete(puzzle: &Puzzle) -> Completion {
    let mut solver = Solver::new(puzzle);
    let solution = solver.start().then(|| solver.first()).flatten();
    Completion {
        solution,
        stats: solver.stats,
    }
}

/// The number of completions of `puzzle`.
pub fn count_completions(puzzle: &Puzzle) -> CompletionCount {
    let mut solver = Solver::new(puzzle);
    let count = if solver.start() { solver.count() } else { 0 };
    CompletionCount {
        count,
        stats: solver.stats,
    }
}

const NONE: u32 = u32::MAX;

/// A line that may be forced: a row or a column.
#[derive(Debug, Clone, Copy)]
enum Line {
    Row(usize),
    Col(usize),
}

struct Solver {
    n: usize,
    /// Words per row bitset.
    w: usize,
    /// `n` bitsets of `w` words: the squares still possible in each row.
    avail: Vec<u64>,
    row_count: Vec<u32>,
    col_count: Vec<u32>,
    /// The column of each row's queen, `NONE` while the row is open.
    row_queen: Vec<u32>,
    col_done: Vec<bool>,
    open_rows: usize,
    /// Squares cleared, in order, to be restored on backtracking.
    trail: Vec<(u32, u32)>,
    /// Rows given a queen, in order.
    placed: Vec<u32>,
    /// Lines that dropped to one square (or none) since the last check.
    pending: Vec<Line>,
    failed: bool,
    /// Failure weights (dom/wdeg): how often each row (0..n) and column
    /// (n..2n) ran out of squares.
    weight: Vec<u32>,
    stats: CompletionStats,
}

impl Solver {
    fn new(puzzle: &Puzzle) -> Self {
        let n = puzzle.n();
        let w = n.div_ceil(64);
        let mut s = Solver {
            n,
            w,
            avail: vec![0; n * w],
            row_count: vec![0; n],
            col_count: vec![0; n],
            row_queen: vec![NONE; n],
            col_done: vec![false; n],
            open_rows: n,
            trail: Vec::new(),
            placed: Vec::new(),
            pending: Vec::new(),
            failed: false,
            weight: vec![1; 2 * n],
            stats: CompletionStats::default(),
        };
        for r in 0..n {
            // A fixed queen is kept by making it the only square of its row.
            let fixed = (0..n).find(|&c| puzzle.square(r, c) == Square::Queen);
            for c in 0..n {
                let possible = match fixed {
                    Some(q) => c == q,
                    None => puzzle.square(r, c) == Square::Free,
                };
                if possible {
                    s.avail[r * w + c / 64] |= 1 << (c % 64);
                    s.row_count[r] += 1;
                    s.col_count[c] += 1;
                }
            }
        }
        s
    }

    #[inline]
    fn has(&self, r: usize, c: usize) -> bool {
        self.avail[r * self.w + c / 64] & (1 << (c % 64)) != 0
    }

    /// Clears square (r, c) if still possible. Most squares a queen
    /// attacks are gone already, so that test is kept apart and inlined.
    #[inline(always)]
    fn remove(&mut self, r: usize, c: usize) {
        if self.avail[r * self.w + c / 64] & (1 << (c % 64)) != 0 {
            self.clear(r, c);
        }
    }

    /// Clears a possible square, noting lines it empties or leaves with
    /// one square.
    fn clear(&mut self, r: usize, c: usize) {
        self.avail[r * self.w + c / 64] &= !(1 << (c % 64));
        self.trail.push((r as u32, c as u32));
        self.row_count[r] -= 1;
        self.col_count[c] -= 1;
        if self.row_queen[r] == NONE {
            match self.row_count[r] {
                0 => {
                    self.failed = true;
                    self.weight[r] += 1;
                }
                1 => self.pending.push(Line::Row(r)),
                _ => {}
            }
        }
        if !self.col_done[c] {
            match self.col_count[c] {
                0 => {
                    self.failed = true;
                    self.weight[self.n + c] += 1;
                }
                1 => self.pending.push(Line::Col(c)),
                _ => {}
            }
        }
    }

    /// Puts a queen on (r, c), which must be possible, and clears what it
    /// attacks.
    fn place(&mut self, r: usize, c: usize) {
        debug_assert!(self.has(r, c) && self.row_queen[r] == NONE && !self.col_done[c]);
        self.row_queen[r] = c as u32;
        self.col_done[c] = true;
        self.open_rows -= 1;
        self.placed.push(r as u32);
        // The rest of the row, and the square itself.
        for k in 0..self.w {
            let mut bits = self.avail[r * self.w + k];
            while bits != 0 {
                let c2 = k * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.remove(r, c2);
            }
        }
        // The column and both diagonals, in every open row.
        for r2 in 0..self.n {
            if self.row_queen[r2] != NONE {
                continue;
            }
            self.remove(r2, c);
            let d = r2.abs_diff(r);
            if c + d < self.n {
                self.remove(r2, c + d);
            }
            if c >= d {
                self.remove(r2, c - d);
            }
        }
    }

    /// Places every forced queen until none is left; false on a wipe-out.
    fn propagate(&mut self) -> bool {
        while let Some(line) = self.pending.pop() {
            if self.failed {
                break;
            }
            match line {
                Line::Row(r) if self.row_queen[r] == NONE && self.row_count[r] == 1 => {
                    let c = self.first_in_row(r).expect("one square left");
                    self.stats.forced += 1;
                    self.place(r, c);
                }
                Line::Col(c) if !self.col_done[c] && self.col_count[c] == 1 => {
                    let r = (0..self.n)
                        .find(|&r| self.row_queen[r] == NONE && self.has(r, c))
                        .expect("one square left");
                    self.stats.forced += 1;
                    self.place(r, c);
                }
                _ => {}
            }
        }
        self.pending.clear();
        if self.failed {
            self.stats.fails += 1;
        }
        !self.failed
    }

    fn first_in_row(&self, r: usize) -> Option<usize> {
        (0..self.w).find_map(|k| {
            let bits = self.avail[r * self.w + k];
            (bits != 0).then(|| k * 64 + bits.trailing_zeros() as usize)
        })
    }

    /// Undoes everything after the given trail and placement marks.
    fn undo(&mut self, trail_mark: usize, placed_mark: usize) {
        while self.trail.len() > trail_mark {
            let (r, c) = self.trail.pop().expect("above the mark");
            let (r, c) = (r as usize, c as usize);
            self.avail[r * self.w + c / 64] |= 1 << (c % 64);
            self.row_count[r] += 1;
            self.col_count[c] += 1;
        }
        while self.placed.len() > placed_mark {
            let r = self.placed.pop().expect("above the mark") as usize;
            self.col_done[self.row_queen[r] as usize] = false;
            self.row_queen[r] = NONE;
            self.open_rows += 1;
        }
        self.failed = false;
        self.pending.clear();
    }

    /// Places the fixed queens and propagates; false when that alone fails.
    fn start(&mut self) -> bool {
        for r in 0..self.n {
            match self.row_count[r] {
                0 => self.failed = true,
                1 => self.pending.push(Line::Row(r)),
                _ => {}
            }
        }
        for c in 0..self.n {
            match self.col_count[c] {
                0 => self.failed = true,
                1 => self.pending.push(Line::Col(c)),
                _ => {}
            }
        }
        if self.failed {
            self.stats.fails += 1;
            return false;
        }
        self.propagate()
    }

    /// The open line with the fewest squares left: (is a row, index, count).
    fn choose(&self) -> (bool, usize, u32) {
        // Smallest count / weight, compared by cross-multiplying.
        let mut best = (true, usize::MAX, u32::MAX);
        let mut best_weight = 1u64;
        let mut consider = |is_row: bool, index: usize, count: u32, weight: u32| {
            if u64::from(count) * best_weight < u64::from(best.2) * u64::from(weight) {
                best = (is_row, index, count);
                best_weight = u64::from(weight);
            }
        };
        for r in 0..self.n {
            if self.row_queen[r] == NONE {
                consider(true, r, self.row_count[r], self.weight[r]);
            }
        }
        for c in 0..self.n {
            if !self.col_done[c] {
                consider(false, c, self.col_count[c], self.weight[self.n + c]);
            }
        }
        best
    }

    /// The squares of the chosen line, as (row, col).
    fn candidates(&self, is_row: bool, index: usize) -> Vec<(usize, usize)> {
        if is_row {
            let r = index;
            let mut out = Vec::with_capacity(self.row_count[r] as usize);
            for k in 0..self.w {
                let mut bits = self.avail[r * self.w + k];
                while bits != 0 {
                    out.push((r, k * 64 + bits.trailing_zeros() as usize));
                    bits &= bits - 1;
                }
            }
            out
        } else {
            let c = index;
            (0..self.n)
                .filter(|&r| self.row_queen[r] == NONE && self.has(r, c))
                .map(|r| (r, c))
                .collect()
        }
    }

    /// The current placement as `cols`, when every row has its queen.
    fn solution(&self) -> Vec<usize> {
        self.row_queen.iter().map(|&c| c as usize).collect()
    }

    /// Depth-first search for one completion from a propagated state.
    fn first(&mut self) -> Option<Vec<usize>> {
        if self.open_rows == 0 {
            return Some(self.solution());
        }
        let (is_row, index, _) = self.choose();
        for (r, c) in self.candidates(is_row, index) {
            self.stats.nodes += 1;
            let marks = (self.trail.len(), self.placed.len());
            self.place(r, c);
            if self.propagate()
                && let Some(found) = self.first()
            {
                return Some(found);
            }
            self.undo(marks.0, marks.1);
        }
        None
    }

    /// Counts the completions below a propagated state.
    fn count(&mut self) -> u128 {
        if self.open_rows == 0 {
            return 1;
        }
        let (is_row, index, _) = self.choose();
        let mut total = 0;
        for (r, c) in self.candidates(is_row, index) {
            self.stats.nodes += 1;
            let marks = (self.trail.len(), self.placed.len());
            self.place(r, c);
            if self.propagate() {
                total += self.count();
            }
            self.undo(marks.0, marks.1);
        }
        total
    }
}

//! The enumerators `brute`, `odometer` and `permutations`: generate every
//! complete placement of their kind, then test it.
//!
//! A candidate's squares are tested in order, each against the queens of
//! the same candidate accepted before it (bit sets, one read per line),
//! stopping at the first attack: `checks` counts the squares tested.
//! Nothing is pruned: every candidate is generated, however early the
//! one before failed.

use std::ops::ControlFlow;

use engine::{Instant, Limits, Outcome, StepKind};

use super::trace::{Attack, Line, Tracer};

/// How often, in candidates, the deadline and cancel token are read.
const POLL_EVERY: u64 = 4096;

/// Where the tests of the candidates go.
pub(crate) trait Sink {
    /// Whether every candidate and test is wanted (a trace), or only the
    /// solutions.
    const STEPS: bool;
    /// A new candidate, its squares in test order.
    fn candidate(&mut self, _squares: &[(usize, usize)], _board: &[Option<usize>]) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// A square about to be tested, and its verdict.
    fn tested(
        &mut self,
        _square: (usize, usize),
        _verdict: Result<(), Attack>,
        _before: &[Option<usize>],
        _after: &[Option<usize>],
    ) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// A candidate that passed every test.
    fn solution(&mut self, cols: &[usize]) -> ControlFlow<()>;
}

/// Counts only.
pub(crate) struct Count;

impl Sink for Count {
    const STEPS: bool = false;
    #[inline]
    fn solution(&mut self, _: &[usize]) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Hands each solution on.
pub(crate) struct List<'f>(pub(crate) &'f mut dyn FnMut(&[usize]) -> ControlFlow<()>);

impl Sink for List<'_> {
    const STEPS: bool = false;
    fn solution(&mut self, cols: &[usize]) -> ControlFlow<()> {
        (self.0)(cols)
    }
}

/// Reports every step to a tracer.
pub(crate) struct Trace<'t, 'f>(pub(crate) &'t mut Tracer<'f>);

impl Sink for Trace<'_, '_> {
    const STEPS: bool = true;

    fn candidate(&mut self, squares: &[(usize, usize)], board: &[Option<usize>]) -> ControlFlow<()> {
        self.0.candidate(squares, |b| b.copy_from_slice(board))
    }

    fn tested(
        &mut self,
        (r, c): (usize, usize),
        verdict: Result<(), Attack>,
        before: &[Option<usize>],
        after: &[Option<usize>],
    ) -> ControlFlow<()> {
        self.0
            .event(StepKind::Try, Some(r), Some(c), |b| b.copy_from_slice(before))?;
        let after = |b: &mut [Option<usize>]| b.copy_from_slice(after);
        match verdict {
            Ok(()) => self.0.event(StepKind::Place, Some(r), Some(c), after),
            Err(attack) => self.0.reject(attack, r, c, after),
        }
    }

    fn solution(&mut self, cols: &[usize]) -> ControlFlow<()> {
        let last = cols.len() - 1;
        self.0
            .event(StepKind::Solution, Some(last), Some(cols[last]), |b| {
                for (slot, &c) in b.iter_mut().zip(cols) {
                    *slot = Some(c);
                }
            })
    }
}

/// What an enumeration counted.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Counts {
    pub(crate) candidates: u64,
    pub(crate) checks: u64,
    pub(crate) solutions: u64,
}

/// Tests the squares of one candidate at a time.
///
/// The lines in use are bit sets (a row or column per bit of a `u64`, a
/// diagonal per bit of a `u128`: n ≤ 64 gives at most 127 diagonals), so a
/// test is four bit reads; on an attack, the queens accepted so far (in
/// row order) are scanned for the first one on the shared line.
struct Tester {
    n: usize,
    /// Whether two squares may share a row (brute force) or a column
    /// (brute force, the odometer); permutations can only clash on
    /// diagonals.
    rows: bool,
    cols_too: bool,
    used_rows: u64,
    used_cols: u64,
    used_diags: u128,
    used_antis: u128,
    /// The accepted queens in test order, which is row order.
    placed: Vec<(usize, usize)>,
    /// The column of each row's queen, for solutions.
    cols: Vec<usize>,
    /// The accepted queens by row, and the same before the last test (for
    /// tracing only).
    board: Vec<Option<usize>>,
    before: Vec<Option<usize>>,
    squares: Vec<(usize, usize)>,
    counts: Counts,
}

impl Tester {
    fn new(n: usize, rows: bool, cols_too: bool) -> Self {
        Tester {
            n,
            rows,
            cols_too,
            used_rows: 0,
            used_cols: 0,
            used_diags: 0,
            used_antis: 0,
            placed: Vec::with_capacity(n),
            cols: vec![0; n],
            board: vec![None; n],
            before: vec![None; n],
            squares: Vec::with_capacity(n),
            counts: Counts::default(),
        }
    }

    /// Whether (r, c) is free of the queens accepted so far.
    #[inline]
    fn allows(&self, r: usize, c: usize) -> bool {
        !((self.rows && self.used_rows >> r & 1 != 0)
            || (self.cols_too && self.used_cols >> c & 1 != 0)
            || self.used_diags >> (r + self.n - 1 - c) & 1 != 0
            || self.used_antis >> (r + c) & 1 != 0)
    }

    /// The queen attacking (r, c), which [`Tester::allows`] refused: the
    /// first accepted one on a shared line, so the one in the lowest row.
    /// Only traces ask.
    fn attacker(&self, r: usize, c: usize) -> Attack {
        for &(pr, pc) in &self.placed {
            let line = if self.rows && pr == r {
                Line::Row
            } else if self.cols_too && pc == c {
                Line::Column
            } else if pr + c == r + pc {
                Line::Diagonal
            } else if pr + pc == r + c {
                Line::AntiDiagonal
            } else {
                continue;
            };
            return Attack {
                line,
                row: pr,
                col: pc,
            };
        }
        unreachable!("a used line has a queen on it")
    }

    /// Tests the candidate whose i-th square is `square(i)`.
    #[inline]
    fn test<S: Sink>(&mut self, square: impl Fn(usize) -> (usize, usize), sink: &mut S) -> ControlFlow<()> {
        self.counts.candidates += 1;
        let flow = self.test_squares(square, sink);
        self.used_rows = 0;
        self.used_cols = 0;
        self.used_diags = 0;
        self.used_antis = 0;
        if S::STEPS {
            for &(r, _) in &self.placed {
                self.board[r] = None;
            }
        }
        self.placed.clear();
        flow
    }

    #[inline]
    fn test_squares<S: Sink>(
        &mut self,
        square: impl Fn(usize) -> (usize, usize),
        sink: &mut S,
    ) -> ControlFlow<()> {
        if S::STEPS {
            self.squares.clear();
            self.squares.extend((0..self.n).map(&square));
            sink.candidate(&self.squares, &self.board)?;
        }
        for i in 0..self.n {
            let (r, c) = square(i);
            self.counts.checks += 1;
            let ok = self.allows(r, c);
            if S::STEPS {
                self.before.copy_from_slice(&self.board);
            }
            if ok {
                self.used_rows |= 1 << r;
                self.used_cols |= 1 << c;
                self.used_diags |= 1 << (r + self.n - 1 - c);
                self.used_antis |= 1 << (r + c);
                self.cols[r] = c;
                self.placed.push((r, c));
                if S::STEPS {
                    self.board[r] = Some(c);
                }
            }
            if S::STEPS {
                let verdict = if ok { Ok(()) } else { Err(self.attacker(r, c)) };
                sink.tested((r, c), verdict, &self.before, &self.board)?;
            }
            if !ok {
                return ControlFlow::Continue(());
            }
        }
        // n squares, no two sharing a row: one queen in every row.
        self.counts.solutions += 1;
        sink.solution(&self.cols)
    }
}

/// Polls the deadline and the cancel token.
pub(crate) fn interrupted(limits: &Limits) -> Option<Outcome> {
    if limits.cancel.as_ref().is_some_and(|c| c.is_cancelled()) {
        return Some(Outcome::Cancelled);
    }
    if limits.deadline.is_some_and(|d| Instant::now() >= d) {
        return Some(Outcome::Deadline);
    }
    None
}

/// Whether to poll after this many candidates.
fn poll(counts: &Counts) -> bool {
    counts.candidates.is_multiple_of(POLL_EVERY)
}

/// `brute`: every set of n squares out of n², in lexicographic order of the
/// square numbers `row * n + col` (so a candidate's squares come row by
/// row and the solutions come in lexicographic order of `cols`).
pub(crate) fn brute<S: Sink>(n: usize, limits: &Limits, sink: &mut S) -> (Counts, Outcome) {
    let squares = n * n;
    let mut t = Tester::new(n, true, true);
    // The chosen square numbers, and the same as (row, col): kept side by
    // side so the test needs no division.
    let mut pick: Vec<usize> = (0..n).collect();
    let mut at: Vec<(usize, usize)> = pick.iter().map(|&s| (s / n, s % n)).collect();
    let step = |(r, c): (usize, usize)| if c + 1 == n { (r + 1, 0) } else { (r, c + 1) };
    loop {
        if poll(&t.counts)
            && let Some(o) = interrupted(limits)
        {
            return (t.counts, o);
        }
        if t.test(|i| at[i], sink).is_break() {
            return (t.counts, Outcome::Stopped);
        }
        // The next combination: bump the last position that can still
        // grow (position i can reach squares - n + i), then restart the
        // positions after it right behind it.
        let mut i = n;
        loop {
            if i == 0 {
                return (t.counts, Outcome::Finished);
            }
            i -= 1;
            if pick[i] < squares - n + i {
                break;
            }
        }
        pick[i] += 1;
        at[i] = step(at[i]);
        for j in i + 1..n {
            pick[j] = pick[j - 1] + 1;
            at[j] = step(at[j - 1]);
        }
    }
}

/// `odometer`: every list of n columns, one per row, n^n of them, counted
/// like an odometer: the last row turns fastest.
pub(crate) fn odometer<S: Sink>(n: usize, limits: &Limits, sink: &mut S) -> (Counts, Outcome) {
    let mut t = Tester::new(n, false, true);
    let mut digits = vec![0usize; n];
    loop {
        if poll(&t.counts)
            && let Some(o) = interrupted(limits)
        {
            return (t.counts, o);
        }
        if t.test(|r| (r, digits[r]), sink).is_break() {
            return (t.counts, Outcome::Stopped);
        }
        let mut r = n;
        loop {
            if r == 0 {
                return (t.counts, Outcome::Finished);
            }
            r -= 1;
            digits[r] += 1;
            if digits[r] < n {
                break;
            }
            digits[r] = 0;
        }
    }
}

/// `permutations`: every permutation of the columns, n! of them, in
/// lexicographic order; one queen per row and column by construction, so
/// only the diagonals are tested.
pub(crate) fn permutations<S: Sink>(n: usize, limits: &Limits, sink: &mut S) -> (Counts, Outcome) {
    let mut t = Tester::new(n, false, false);
    let mut p: Vec<usize> = (0..n).collect();
    loop {
        if poll(&t.counts)
            && let Some(o) = interrupted(limits)
        {
            return (t.counts, o);
        }
        if t.test(|r| (r, p[r]), sink).is_break() {
            return (t.counts, Outcome::Stopped);
        }
        // The next permutation: the rightmost ascent p[i-1] < p[i], swap
        // p[i-1] with the last larger element, reverse the tail.
        let Some(i) = (1..n).rev().find(|&i| p[i - 1] < p[i]) else {
            return (t.counts, Outcome::Finished);
        };
        let j = (i..n)
            .rev()
            .find(|&j| p[j] > p[i - 1])
            .expect("a larger element after the ascent");
        p.swap(i - 1, j);
        p[i..].reverse();
    }
}

//! Running the row-by-row approaches on the engine: counting, listing and
//! tracing, with the mirror images `mirror` (in `mirror.rs`) lists and
//! traces.

use std::ops::ControlFlow;

use engine::{Event, Limits, Outcome, Problem, Stats, StepKind, Walk};

use super::trace::{Attack, Tracer, fill_prefix};

/// A row-by-row N-Queens problem: a choice is the column of the next row's
/// queen, a rejection names the attacker.
pub(crate) trait Rows: Problem<Choice = usize, Reason = Attack> {
    /// The board size.
    fn n(&self) -> usize;
    /// The queens placed so far, rows 0, 1, …
    fn cols(&self) -> &[usize];
}

/// Walks the whole tree, counting.
pub(crate) fn count<R: Rows>(problem: R, limits: Limits) -> (Stats, Outcome) {
    let mut walk = Walk::new(problem).with_limits(limits);
    let outcome = walk.run(&mut ());
    (*walk.stats(), outcome)
}

/// Walks the tree and hands each solution to `f`, mirrored first when
/// `reflect` is set.
pub(crate) fn solve<R: Rows>(
    problem: R,
    limits: Limits,
    reflect: bool,
    f: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> (Stats, Outcome) {
    let n = problem.n();
    let mut walk = Walk::new(problem).with_limits(limits);
    let mut image = vec![0; n];
    let outcome = walk.for_each_solution(|p| {
        if reflect {
            mirror_into(p.cols(), &mut image);
            f(&image)
        } else {
            f(p.cols())
        }
    });
    (*walk.stats(), outcome)
}

/// Walks the tree reporting every step; with `mirror_left`, a solution
/// whose first queen is in the left half is followed by its mirror image.
pub(crate) fn trace<R: Rows>(
    problem: R,
    limits: Limits,
    mirror_left: bool,
    tracer: &mut Tracer<'_>,
) -> (Stats, Outcome) {
    let n = problem.n();
    let mut walk = Walk::new(problem).with_limits(limits);
    let mut image = vec![0; n];
    let outcome = walk.run_fn(|_, event, p: &R| {
        let cols = p.cols();
        let fill = |b: &mut [Option<usize>]| fill_prefix(b, cols);
        match event {
            Event::Reject {
                depth,
                choice,
                reason,
            } => tracer.reject(reason, depth, choice, fill),
            Event::Try { depth, choice }
            | Event::Place { depth, choice }
            | Event::Remove { depth, choice } => {
                tracer.event(StepKind::of(&event), Some(depth), Some(choice), fill)
            }
            Event::DeadEnd { depth } => tracer.event(StepKind::DeadEnd, Some(depth), None, fill),
            Event::Solution { .. } => {
                let last = n - 1;
                tracer.event(StepKind::Solution, Some(last), Some(cols[last]), fill)?;
                if mirror_left && in_left_half(n, cols[0]) {
                    tracer.mirrors += 1;
                    mirror_into(cols, &mut image);
                    tracer.event(StepKind::Mirror, None, None, |b| {
                        for (slot, &c) in b.iter_mut().zip(&image) {
                            *slot = Some(c);
                        }
                    })?;
                }
                ControlFlow::Continue(())
            }
        }
    });
    (*walk.stats(), outcome)
}

/// Whether a first queen in column `col` has its mirror image elsewhere
/// (the left half, without the middle column of odd n).
pub(crate) fn in_left_half(n: usize, col: usize) -> bool {
    2 * col + 1 < n
}

pub(crate) fn mirror_into(cols: &[usize], image: &mut [usize]) {
    let n = cols.len();
    for (m, &c) in image.iter_mut().zip(cols) {
        *m = n - 1 - c;
    }
}

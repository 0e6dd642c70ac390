//! `levels`: level by level (breadth-first). Every partial board of row
//! k is built at once from all those of row k − 1, with no recursion and
//! no backtracking; the price is memory, a whole level of boards at once.

use std::ops::ControlFlow;

use engine::{Instant, Limits, Outcome, Stats, StepKind};

use super::backtrack::attacked;
use super::trace::{Attack, Tracer};
use crate::error::Error;

/// The largest n `levels` takes: its widest level at n = 14 holds
/// 6,471,872 boards (about 65 MiB at a byte a column; the test
/// `widest_levels` checks it against the limit below). The tree of
/// n = 15 is six times larger (171 million nodes against 27 million), and
/// its widest levels would pass the limit.
pub const MAX_LEVELS_N: usize = 14;

/// The bytes two levels (the one read and the one being built) may hold
/// together: every board is n bytes. Checked as the levels grow, so a
/// level that would pass it is refused before it is built, not after the
/// machine runs out of memory.
pub const MAX_LEVELS_BYTES: usize = 256 << 20;

/// What one step of the level-by-level search reports (tracing only).
pub(crate) enum Step<'a> {
    /// Square (`row`, `col`) is tested against `parent`.
    Try {
        row: usize,
        col: usize,
        parent: &'a [u8],
    },
    /// It is attacked.
    Reject {
        row: usize,
        col: usize,
        attack: Attack,
        parent: &'a [u8],
    },
    /// `parent` + `col` joins the next level.
    Place {
        row: usize,
        col: usize,
        parent: &'a [u8],
    },
    /// `parent` has no safe square in `row`.
    DeadEnd { row: usize, parent: &'a [u8] },
    /// A complete board.
    Solution { board: &'a [u8] },
}

/// What the search counted: the engine's counts, plus the boards held at
/// each level (level 0 is the empty board, level n the solutions).
pub(crate) struct Run {
    pub(crate) stats: Stats,
    pub(crate) outcome: Outcome,
    pub(crate) levels: Vec<u64>,
}

/// Builds the levels of an n×n board one after the other. `steps` asks
/// for every step to be handed to `on` (tracing); otherwise only the
/// solutions are, in lexicographic order (each level is built in order
/// from a level in order). `on` returning `Break` stops.
pub(crate) fn run(
    n: usize,
    limits: &Limits,
    steps: bool,
    on: &mut dyn FnMut(Step<'_>) -> ControlFlow<()>,
) -> Result<Run, Error> {
    check_n(n)?;
    let mut stats = Stats {
        nodes: 1,
        ..Stats::default()
    };
    let mut levels = vec![1u64];
    // Level k: its boards one after the other, k bytes each.
    let mut level: Vec<u8> = Vec::new();
    let mut count = 1usize;
    let mut polled = Instant::now();
    for row in 0..n {
        let mut next = Vec::new();
        let mut next_count = 0usize;
        for i in 0..count {
            let parent = &level[i * row..(i + 1) * row];
            let mut placed = false;
            for col in 0..n {
                stats.checks += 1;
                if steps {
                    stats.steps += 1;
                    if on(Step::Try { row, col, parent }).is_break() {
                        return Ok(stopped(stats, levels, Outcome::Stopped));
                    }
                }
                if let Some(attack) = attacked(parent.iter().map(|&c| usize::from(c)), row, col) {
                    stats.rejects += 1;
                    if steps {
                        stats.steps += 1;
                        if on(Step::Reject {
                            row,
                            col,
                            attack,
                            parent,
                        })
                        .is_break()
                        {
                            return Ok(stopped(stats, levels, Outcome::Stopped));
                        }
                    }
                    continue;
                }
                placed = true;
                next_count += 1;
                if (count * row + next_count * (row + 1)) > MAX_LEVELS_BYTES {
                    return Err(too_wide(n, row + 1));
                }
                next.extend_from_slice(parent);
                // col < n <= 64: a byte.
                next.push(col as u8);
                stats.nodes += 1;
                if steps {
                    stats.steps += 1;
                    if on(Step::Place { row, col, parent }).is_break() {
                        return Ok(stopped(stats, levels, Outcome::Stopped));
                    }
                }
                if row + 1 == n {
                    stats.solutions += 1;
                    stats.steps += u64::from(steps);
                    let board = &next[next.len() - n..];
                    if on(Step::Solution { board }).is_break() {
                        return Ok(stopped(stats, levels, Outcome::Stopped));
                    }
                }
            }
            if !placed {
                stats.dead_ends += 1;
                if steps {
                    stats.steps += 1;
                    if on(Step::DeadEnd { row, parent }).is_break() {
                        return Ok(stopped(stats, levels, Outcome::Stopped));
                    }
                }
            }
            // The clock is read now and then, not for every board.
            if i % 1024 == 0 && polled.elapsed().as_millis() >= 10 {
                polled = Instant::now();
                if let Some(why) = super::enumerate::interrupted(limits) {
                    return Ok(stopped(stats, levels, why));
                }
            }
        }
        // The boards of row k − 1 are dropped: only the new level is kept.
        level = next;
        count = next_count;
        levels.push(count as u64);
        if count == 0 {
            break;
        }
    }
    if !steps {
        // The steps a trace would take: a try per test, a reject or a
        // place for each, a dead end, a solution.
        stats.steps = 2 * stats.checks + stats.dead_ends + stats.solutions;
    }
    levels.resize(n + 1, 0);
    Ok(Run {
        stats,
        outcome: Outcome::Finished,
        levels,
    })
}

fn stopped(stats: Stats, levels: Vec<u64>, outcome: Outcome) -> Run {
    Run {
        stats,
        outcome,
        levels,
    }
}

fn check_n(n: usize) -> Result<(), Error> {
    if n > MAX_LEVELS_N {
        return Err(Error::LevelsTooWide {
            n,
            max: MAX_LEVELS_N,
            limit_mib: MAX_LEVELS_BYTES >> 20,
        });
    }
    Ok(())
}

fn too_wide(n: usize, _row: usize) -> Error {
    Error::LevelsTooWide {
        n,
        max: MAX_LEVELS_N,
        limit_mib: MAX_LEVELS_BYTES >> 20,
    }
}

/// A board's filler: `parent`, and the new queen when there is one.
fn fill_with(parent: &[u8], extra: Option<(usize, usize)>) -> impl FnOnce(&mut [Option<usize>]) + '_ {
    move |b: &mut [Option<usize>]| {
        for (r, slot) in b.iter_mut().enumerate() {
            *slot = parent.get(r).map(|&c| usize::from(c));
        }
        if let Some((row, col)) = extra {
            b[row] = Some(col);
        }
    }
}

/// Traces the search with `tracer`: the board of a step is the parent
/// board, with the new queen after a `place`.
pub(crate) fn trace(n: usize, limits: &Limits, tracer: &mut Tracer<'_>) -> Result<Run, Error> {
    run(n, limits, true, &mut |step| match step {
        Step::Try { row, col, parent } => {
            tracer.event(StepKind::Try, Some(row), Some(col), fill_with(parent, None))
        }
        Step::Reject {
            row,
            col,
            attack,
            parent,
        } => tracer.reject(attack, row, col, fill_with(parent, None)),
        Step::Place { row, col, parent } => tracer.event(
            StepKind::Place,
            Some(row),
            Some(col),
            fill_with(parent, Some((row, col))),
        ),
        Step::DeadEnd { row, parent } => {
            tracer.event(StepKind::DeadEnd, Some(row), None, fill_with(parent, None))
        }
        Step::Solution { board } => {
            let last = board.len() - 1;
            tracer.event(
                StepKind::Solution,
                Some(last),
                Some(usize::from(board[last])),
                fill_with(board, None),
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(n: usize) -> Run {
        run(n, &Limits::none(), false, &mut |_| ControlFlow::Continue(())).unwrap()
    }

    #[test]
    fn levels_sum_to_the_nodes_of_the_tree() {
        let r = count(8);
        assert_eq!(r.levels.iter().sum::<u64>(), r.stats.nodes);
        assert_eq!((r.stats.nodes, r.stats.solutions), (2057, 92));
        assert_eq!(r.levels[0], 1);
        assert_eq!(r.levels[8], 92);
        assert_eq!(r.levels[1], 8);
        // Two queens: 8 × 8 squares, less the 8 shared columns and the
        // 2 × 7 squares next to a queen on a diagonal.
        assert_eq!(r.levels[2], 64 - 8 - 14);
    }

    #[test]
    fn too_wide_boards_are_refused_before_the_search() {
        let e = run(MAX_LEVELS_N + 1, &Limits::none(), false, &mut |_| {
            ControlFlow::Continue(())
        });
        assert!(matches!(e, Err(Error::LevelsTooWide { n: 15, .. })));
    }

    /// The widest level of the largest n allowed, within the limit.
    #[test]
    #[ignore = "builds 27 million boards: a few seconds in release"]
    fn widest_levels() {
        let r = count(MAX_LEVELS_N);
        let (row, &widest) = r.levels.iter().enumerate().max_by_key(|&(_, &v)| v).unwrap();
        assert_eq!(widest, 6_471_872);
        assert!(widest as usize * row <= MAX_LEVELS_BYTES);
    }
}

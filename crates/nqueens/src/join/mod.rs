//! The join method: counting by joining half boards instead of
//! backtracking through whole ones.
//!
//! **The split.** Cut the board between rows `a − 1` and `a`, a = ⌊n/2⌋.
//! A solution is an upper half (rows `0..a`, one queen a row, in a set C
//! of a columns) and a lower half (rows `a..n`, in the other columns,
//! C̄), which are compatible exactly when no diagonal holds a queen of
//! each. Only the diagonals both halves reach matter: the n − 1 of each
//! direction that cross the middle of the board. So for each column set
//! C the count is the number of pairs (upper half on C, lower half on C̄)
//! whose *patterns*, their 2(n − 1) middle diagonals as bits, share no
//! bit. One C is one work unit.
//!
//! For odd n the middle row (row a) is set apart: a unit is its queen's
//! column m and the upper half's columns C; both halves have a rows, both
//! lists keep only the halves that miss the middle queen (which prunes
//! most of them before any pair is counted), and the patterns are the
//! n − 2 diagonals of each direction that cross the middle row.
//!
//! **The halves.** Each half is itself split by columns into two quarters
//! (columns `0..⌊n/2⌋` and the rest), whose placements are listed once
//! ([`quarters`], grouped by the rows and columns they use, a few MiB at
//! n = 18). A half on C is a pair of quarter placements, one on
//! C's left columns and some rows R, one on its right columns and the
//! other rows, with no diagonal in common: for each R, the two short
//! lists are crossed.
//!
//! **The count.** The pairs of halves are counted by the matcher
//! ([`crate::kernels::join`]): bit-sliced tables, 512 patterns to a
//! vector register. It is the only hot loop, compiled for each kernel.
//!
//! **Symmetry.** A mirror (column c ↔ n − 1 − c) maps the solutions of C
//! to those of its mirror image, and for even n turning the board upside
//! down maps them to those of C̄: each orbit of column sets is counted
//! once and weighted by its size, about a quarter of the work. The
//! unique count comes from Burnside's lemma: no solution of n > 1 is
//! fixed by a reflection, so unique = (total + 2·F90 + F180) / 8, where
//! F90 and F180 are the solutions a quarter and a half turn fix, counted
//! by a small search of their own ([`crate::rotation_fixed`]) in one extra unit.
//!
//! **Memory** is known before it is spent: the quarters are first counted
//! key by key (stopping past the budget), which gives their size and a
//! bound on every unit's half lists; [`JoinPlan::new`] refuses a plan
//! whose peak passes the budget, before any large allocation.

#![forbid(unsafe_code)]

pub(crate) mod quarters;

use std::cell::RefCell;

use crate::kernels::Chosen;
use crate::kernels::join::Scratch;
use crate::rotation_fixed::count_fixed;
use crate::symmetry::Symmetry;
use quarters::{Quarter, Rect, each_subset};

/// The version of the join's unit split; part of every checkpoint and
/// shard file of a join count.
pub const JOIN_VERSION: &str = "join-v1";

/// The largest n the join takes: a half's diagonals must fit one word
/// (the clash test between a half's two quarters), and past it the
/// quarters alone outgrow any memory.
pub const MAX_JOIN_N: usize = 22;

/// A half board's quarters: left columns and right columns.
#[derive(Debug, Clone)]
struct Half {
    rows: usize,
    west: Quarter,
    east: Quarter,
}

/// No middle queen (even n).
const NO_MIDDLE: u8 = u8::MAX;

/// One work unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum JoinUnit {
    /// The upper half's columns (a mask of a bits of n), the middle row's
    /// queen's column for odd n ([`NO_MIDDLE`] for even n), and how many
    /// such units its count stands for.
    Columns { cols: u32, middle: u8, weight: u8 },
    /// F90 and F180 for the unique count (with symmetry only).
    Fixed,
}

/// What one unit counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct JoinCount {
    /// Solutions (of one column set of the orbit), or for the fixed unit
    /// the boards a half turn fixes.
    pub solutions: u64,
    /// Half boards listed (both halves).
    pub halves: u64,
    /// Of the fixed unit: the boards a quarter turn fixes.
    pub rot90: u64,
}

/// Why a join cannot be planned within the memory budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct OverBudget {
    /// Bytes the join would need (at least).
    pub need: u64,
    /// The budget.
    pub budget: u64,
}

/// The planned join of one n.
#[derive(Debug, Clone)]
pub(crate) struct JoinPlan {
    pub n: usize,
    pub symmetry: bool,
    upper: Half,
    lower: Half,
    /// The rectangles of the two halves (for a middle queen's diagonals).
    halves: [Rect; 2],
    /// Pattern bits: twice the band's width.
    bits: u32,
    pub units: Vec<JoinUnit>,
    /// The estimated peak memory of the count, in bytes.
    pub peak: u64,
}

thread_local! {
    /// A worker's half lists and matcher tables, reused unit after unit.
    static WORK: RefCell<(Vec<u64>, Vec<u64>, Scratch)> = RefCell::default();
}

impl JoinPlan {
    /// Plans the join of n (1 ≤ n ≤ 32) for `threads` workers, or says
    /// what it would need when that passes `budget` bytes.
    pub fn new(n: usize, symmetry: bool, threads: usize, budget: u64) -> Result<JoinPlan, OverBudget> {
        assert!(
            (1..=MAX_JOIN_N).contains(&n),
            "the join takes 1 ≤ n ≤ {MAX_JOIN_N}"
        );
        let a = n / 2;
        let m = n / 2;
        // Odd n: the middle row a is its own; the lower half starts below.
        let low = if n % 2 == 1 { a + 1 } else { a };
        let rect = |r0: usize, rows: usize, c0: usize, cols: usize| Rect {
            n,
            r0,
            rows,
            c0,
            cols,
        };
        let rects = [
            rect(0, a, 0, m),
            rect(0, a, m, n - m),
            rect(low, n - low, 0, m),
            rect(low, n - low, m, n - m),
        ];
        let halves = [rect(0, a, 0, n), rect(low, n - low, 0, n)];
        // The diagonals both halves reach: from the lower half's first
        // row's (its row's d1 = row + column ≥ low) to the upper half's
        // last (≤ a − 1 + n − 1).
        let band = (low, (a + n - 1).saturating_sub(low));
        // The key tables come first and are known without counting.
        let mut need: u64 = rects.iter().map(|r| 4 * (r.keys() + 1)).sum();
        let over = |need: u64| OverBudget { need, budget };
        if need > budget {
            return Err(over(need));
        }
        // The four quarters are listed side by side on up to `threads`
        // threads, each allowed all the room left (their sum is checked).
        let room = budget.saturating_sub(need) / 16;
        let sizes = on_threads(threads, rects.to_vec(), |r| Quarter::sizes(r, room));
        let mut starts = Vec::with_capacity(4);
        for start in sizes {
            // At least this much: the keys and more placements than fit.
            let start = start.ok_or_else(|| over(need + 16 * (room + 1)))?;
            need += 16 * u64::from(*start.last().expect("keys + 1 entries"));
            starts.push(start);
        }
        if need > budget {
            return Err(over(need));
        }
        let jobs: Vec<(Rect, Vec<u32>)> = rects.into_iter().zip(starts).collect();
        let mut quarters = on_threads(threads, jobs, |(r, start)| {
            let half = Rect { c0: 0, cols: n, ..r };
            Quarter::fill(r, start, half, band)
        })
        .into_iter();
        let mut quarter = || quarters.next().expect("four quarters");
        let upper = Half {
            rows: a,
            west: quarter(),
            east: quarter(),
        };
        let lower = Half {
            rows: n - low,
            west: quarter(),
            east: quarter(),
        };
        let units = units(n, symmetry);
        // Each worker holds the two half lists of its unit, bounded here
        // by the quarter pairs before their diagonals are compared: the
        // most over every column set of either half, both halves having
        // a columns (the rest of an even board, or of an odd one but the
        // middle queen's); and the matcher's tables.
        let mut sets = Vec::new();
        each_subset(n, n - low, |cols| sets.push(cols as u32));
        // Eight chunks a thread, taken as threads come free.
        let per = sets.len().div_ceil(8 * threads.max(1)).max(1);
        let chunks: Vec<&[u32]> = sets.chunks(per).collect();
        let longest = on_threads(threads, chunks, |chunk| {
            chunk.iter().fold([0u64; 2], |[u, l], &cols| {
                [u.max(upper.bound(m, cols)), l.max(lower.bound(m, cols))]
            })
        })
        .into_iter()
        .fold([0u64; 2], |[u, l], [cu, cl]| [u.max(cu), l.max(cl)]);
        let bits = 2 * band.1 as u32;
        let worker = 8 * (longest[0] + longest[1]) + Scratch::bytes(bits);
        need += (units.len() * std::mem::size_of::<JoinUnit>()) as u64 + threads.max(1) as u64 * worker;
        if need > budget {
            return Err(over(need));
        }
        Ok(JoinPlan {
            n,
            symmetry,
            upper,
            lower,
            halves,
            bits,
            units,
            peak: need,
        })
    }

    /// Names unit `i`, in one word (checkpoint lines are split at
    /// spaces): `cols0+1+4+…x2` for the upper half's columns and weight
    /// (`mid3cols…` with a middle queen in column 3), `fixed` for F90 and
    /// F180.
    pub fn label(&self, i: usize) -> String {
        match self.units[i] {
            JoinUnit::Columns { cols, middle, weight } => {
                let list: Vec<String> = (0..self.n)
                    .filter(|c| cols >> c & 1 != 0)
                    .map(|c| c.to_string())
                    .collect();
                let mid = if middle == NO_MIDDLE {
                    String::new()
                } else {
                    format!("mid{middle}")
                };
                format!("{mid}cols{}x{weight}", list.join("+"))
            }
            JoinUnit::Fixed => "fixed".to_string(),
        }
    }

    /// Unit `i` in board terms: the upper half's columns and the middle
    /// queen's column (odd n) of a column unit; `None` for the fixed unit.
    pub fn columns(&self, i: usize) -> Option<(u32, Option<usize>)> {
        match self.units[i] {
            JoinUnit::Columns { cols, middle, .. } => {
                Some((cols, (middle != NO_MIDDLE).then_some(usize::from(middle))))
            }
            JoinUnit::Fixed => None,
        }
    }

    /// Boards unit `i`'s count stands for each (0 for the fixed unit,
    /// whose boards the column units count already).
    pub fn weight(&self, i: usize) -> u64 {
        match self.units[i] {
            JoinUnit::Columns { weight, .. } => u64::from(weight),
            JoinUnit::Fixed => 0,
        }
    }

    /// Counts unit `i` on the calling thread with `kernel`'s matcher.
    pub fn count(&self, i: usize, kernel: &Chosen) -> JoinCount {
        match self.units[i] {
            JoinUnit::Fixed => JoinCount {
                solutions: count_fixed(self.n, &[], Symmetry::Rot180),
                halves: 0,
                rot90: count_fixed(self.n, &[], Symmetry::Rot90),
            },
            JoinUnit::Columns { cols, middle, .. } => WORK.with(|work| {
                let (up, down, scratch) = &mut *work.borrow_mut();
                let n = self.n;
                let full = (1u32 << n) - 1;
                // The middle queen, as each half's diagonals (nothing for
                // even n): both lists keep only the halves that miss it.
                let (rest, mids) = if middle == NO_MIDDLE {
                    (full ^ cols, [0, 0])
                } else {
                    let (r, c) = (n / 2, usize::from(middle));
                    let (d1, d2) = (1u64 << (r + c), 1u64 << (r + n - 1 - c));
                    (
                        full ^ cols ^ (1 << c),
                        [self.halves[0].local(d1, d2), self.halves[1].local(d1, d2)],
                    )
                };
                let (lu, ld) = (
                    self.upper.list(cols, mids[0], up, kernel),
                    self.lower.list(rest, mids[1], down, kernel),
                );
                JoinCount {
                    solutions: kernel.count_disjoint(&up[..lu], &down[..ld], self.bits, scratch),
                    halves: (lu + ld) as u64,
                    rot90: 0,
                }
            }),
        }
    }
}

impl Half {
    /// The pairs of quarter placements a half on columns `cols` is made
    /// of before their diagonals are compared: a bound on its length.
    fn bound(&self, m: usize, cols: u32) -> u64 {
        let (west, east) = (cols as usize & ((1 << m) - 1), (cols >> m) as usize);
        let all = (1usize << self.rows) - 1;
        let mut total = 0u64;
        each_subset(self.rows, west.count_ones() as usize, |r| {
            total += (self.west.len(r, west) * self.east.len(all ^ r, east)) as u64;
        });
        total
    }

    /// Lists the patterns ([`Rect::pattern`]) of the halves on columns
    /// `cols` (a mask of n bits) that miss the diagonals `avoid` (as
    /// [`Rect::local`]) into `out[..len]`, returning `len`.
    fn list(&self, cols: u32, avoid: u64, out: &mut Vec<u64>, kernel: &Chosen) -> usize {
        let m = self.west.rect.cols;
        let (west, east) = (cols as usize & ((1 << m) - 1), (cols >> m) as usize);
        let all = (1usize << self.rows) - 1;
        let mut len = 0;
        each_subset(self.rows, west.count_ones() as usize, |r| {
            let w = self.west.get(r, west);
            if w.is_empty() {
                return;
            }
            let e = self.east.get(all ^ r, east);
            for &[x, xp] in w {
                if x & avoid != 0 {
                    continue;
                }
                if out.len() < len + e.len() {
                    out.resize((2 * out.len()).max(len + e.len()), 0);
                }
                // The east placement must miss the west one and `avoid`.
                len += kernel.pair_up(x | avoid, xp, e, &mut out[len..]);
            }
        });
        len
    }
}

/// `f` of each job, in order, on up to `threads` scoped threads (the
/// caller's alone for one). Jobs are handed out one at a time as threads
/// come free, not split into fixed groups: the lower quarters take about
/// twice as long to fill as the upper ones, and a fixed split gave one
/// thread both of them while the other waited (at n = 18 on two threads
/// the fill phase took 108 ms where 85 ms was the balanced share).
fn on_threads<J: Send, T: Send>(threads: usize, jobs: Vec<J>, f: impl Fn(J) -> T + Sync) -> Vec<T> {
    if threads <= 1 || jobs.len() <= 1 {
        return jobs.into_iter().map(f).collect();
    }
    let count = jobs.len();
    let queue = std::sync::Mutex::new(jobs.into_iter().enumerate());
    let f = &f;
    let queue = &queue;
    let mut done: Vec<(usize, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.min(count))
            .map(|_| {
                scope.spawn(move || {
                    let mut mine = Vec::new();
                    // The lock is held only to take the next job.
                    while let Some((i, job)) = queue.lock().map_or(None, |mut q| q.next()) {
                        mine.push((i, f(job)));
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a quarter's thread does not panic"))
            .collect()
    });
    done.sort_unstable_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, t)| t).collect()
}

/// The work units of n: the column sets of the upper half, and for odd
/// n with the middle queen's column (one per orbit under the mirror and
/// the upside-down turn, with symmetry; all of them without), then the
/// fixed unit (with symmetry).
fn units(n: usize, symmetry: bool) -> Vec<JoinUnit> {
    let a = n / 2;
    let full: u64 = (1u64 << n) - 1;
    let mirror = |c: u64| (c.reverse_bits() >> (64 - n)) & full;
    let middles: Vec<Option<usize>> = if n % 2 == 1 {
        (0..n).map(Some).collect()
    } else {
        vec![None]
    };
    let mut out = Vec::new();
    for mid in middles {
        let taken = mid.map_or(0, |m| 1u64 << m);
        // The a columns of the upper half among the others.
        let free: Vec<usize> = (0..n).filter(|&c| taken >> c & 1 == 0).collect();
        each_subset(free.len(), a, |pick| {
            let c = free
                .iter()
                .enumerate()
                .filter(|&(i, _)| pick >> i & 1 != 0)
                .fold(0u64, |m, (_, &col)| m | 1 << col);
            let middle = mid.map_or(NO_MIDDLE, |m| m as u8);
            if !symmetry {
                out.push(JoinUnit::Columns {
                    cols: c as u32,
                    middle,
                    weight: 1,
                });
                return;
            }
            // The images (middle column, upper columns) under the mirror
            // and turning the board upside down (upper ↔ lower columns).
            let key = |m: Option<usize>, c: u64| (m.map_or(0, |m| m + 1) as u64) << 32 | c;
            let flipped = full ^ c ^ taken;
            let mm = mid.map(|m| n - 1 - m);
            let mut images = vec![
                key(mid, c),
                key(mm, mirror(c)),
                key(mid, flipped),
                key(mm, mirror(flipped)),
            ];
            let me = images[0];
            if images.iter().all(|&x| me <= x) {
                images.sort_unstable();
                images.dedup();
                out.push(JoinUnit::Columns {
                    cols: c as u32,
                    middle,
                    weight: images.len() as u8,
                });
            }
        });
    }
    if symmetry {
        out.push(JoinUnit::Fixed);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Kernel;

    fn total(n: usize, symmetry: bool) -> u128 {
        let plan = JoinPlan::new(n, symmetry, 1, 1 << 30).unwrap();
        let kernel = Kernel::Scalar.select().unwrap();
        (0..plan.units.len())
            .map(|i| u128::from(plan.weight(i)) * u128::from(plan.count(i, &kernel).solutions))
            .sum()
    }

    #[test]
    fn the_join_counts_the_known_totals_with_and_without_symmetry() {
        for n in 1..=12 {
            let want = crate::reference::count_plain(n).unwrap();
            assert_eq!(total(n, true), want, "n = {n} with symmetry");
            assert_eq!(total(n, false), want, "n = {n} without");
        }
    }

    #[test]
    fn the_weights_cover_every_column_set_once() {
        for n in 1..=14 {
            let sym: u64 = units(n, true)
                .iter()
                .map(|u| match u {
                    JoinUnit::Columns { weight, .. } => u64::from(*weight),
                    JoinUnit::Fixed => 0,
                })
                .sum();
            let all = units(n, false).len() as u64;
            assert_eq!(sym, all, "n = {n}");
        }
    }

    #[test]
    fn labels_are_one_distinct_word_each() {
        let plan = JoinPlan::new(12, true, 1, 1 << 30).unwrap();
        let labels: Vec<String> = (0..plan.units.len()).map(|i| plan.label(i)).collect();
        assert!(
            labels
                .iter()
                .all(|l| !l.is_empty() && !l.contains(char::is_whitespace))
        );
        let mut sorted = labels.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), labels.len());
        assert_eq!(labels.last().map(String::as_str), Some("fixed"));
    }

    #[test]
    fn a_small_budget_is_refused_with_what_the_join_needs() {
        let err = JoinPlan::new(16, true, 2, 1 << 20).unwrap_err();
        assert_eq!(err.budget, 1 << 20);
        assert!(err.need > 1 << 20);
        let plan = JoinPlan::new(16, true, 2, 1 << 30).unwrap();
        assert!(
            plan.peak > err.budget,
            "the refusal's need is a lower bound of the peak"
        );
    }
}

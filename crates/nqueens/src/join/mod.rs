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
//! **The halves.** Each half is itself two bands of rows, a top and a
//! bottom one, each with a queen on every row ([`bands`]). Each band's
//! placements are listed once, filed by the columns they use (5.2 MB a
//! band at n = 20); a half on C is a top placement on some of C's columns
//! and a bottom one on the rest, with no diagonal in common, paired up
//! unit by unit ([`halves`]). The lower half is listed as an upper one
//! turned upside down (the same tables serve both), and its pattern
//! turned back.
//!
//! **The count.** The pairs of halves are counted by the matcher
//! ([`crate::kernels::join`]): a sieve on the diagonals both halves hold
//! most often, then bit-sliced tables, 512 patterns to a vector register.
//! It is the only hot loop, compiled for each kernel.
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
//! **Memory** is a bound, not a guess: the band tables are counted before
//! they are filled, and each worker lists a unit's halves in chunks of at
//! most [`JoinPlan::chunk`] patterns a side, so a unit with more halves
//! than that is counted chunk by chunk (the lower half's chunks listed
//! again for each of the upper half's) rather than refused. The plan
//! sizes the chunks to the budget, and refuses only a budget below its
//! smallest chunk, naming that one figure ([`OverBudget`]).

#![forbid(unsafe_code)]

pub(crate) mod bands;
pub(crate) mod halves;

use std::cell::RefCell;

use crate::kernels::Chosen;
use crate::kernels::join::{BitMap, JoinKernel, Scratch, WithJoin};
use crate::rotation_fixed::count_fixed;
use crate::symmetry::Symmetry;
use bands::{Band, BandSizes, HalfGeometry, Ranks, each_subset};
use halves::{Halves, Patterns, SLACK};

/// The version of the join's unit split; part of every checkpoint and
/// shard file of a join count. (The units, one column set each, have not
/// changed since the first join: how a unit is counted is the kernel's
/// business.)
pub const JOIN_VERSION: &str = "join-v1";

/// The largest n the join takes: a band's placements are kept as one
/// word of diagonals, 2·(rows + n − 1) bits, and a pattern has at most
/// the matcher's 46 bits.
pub const MAX_JOIN_N: usize = 24;

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

/// A unit of upper halves to count, as work generic over the CPU's
/// matcher ([`WithJoin`]).
struct Columns<'a> {
    plan: &'a JoinPlan,
    cols: u32,
    middle: u8,
}

impl WithJoin for Columns<'_> {
    type Out = JoinCount;

    fn run<J: JoinKernel>(self, join: J) -> JoinCount {
        self.plan.count_columns(self.cols, self.middle, join)
    }
}

/// What one unit counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct JoinCount {
    /// Solutions (of one column set of the orbit), or for the fixed unit
    /// the boards a half turn fixes.
    pub solutions: u64,
    /// Half boards listed (both halves, each chunk as often as listed).
    pub halves: u64,
    /// Of the fixed unit: the boards a quarter turn fixes.
    pub rot90: u64,
}

/// Why a join cannot be planned within the memory budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct OverBudget {
    /// The least memory the join of this n on this many threads can be
    /// planned in, in bytes: its fixed part and the shortest chunks.
    pub need: u64,
    /// The budget.
    pub budget: u64,
}

/// Bytes a count keeps for each unit besides the plan's own: its result
/// as the counter collects it (index and counts).
pub(crate) const RECORD_BYTES: u64 = 64;

/// The shortest chunk a worker is given, in patterns a side (it must also
/// hold one top placement's pairs: see [`Halves::fill`]).
const MIN_CHUNK: u64 = 1024;

/// The planned join of one n.
#[derive(Debug, Clone)]
pub(crate) struct JoinPlan {
    pub n: usize,
    pub symmetry: bool,
    geometry: HalfGeometry,
    ranks: Ranks,
    top: Band,
    bottom: Band,
    /// How upper and lower half words read as patterns.
    maps: [BitMap; 2],
    pub units: Vec<JoinUnit>,
    /// Patterns a side a worker lists at once.
    chunk: usize,
    /// The estimated peak memory of the count, in bytes.
    pub peak: u64,
}

thread_local! {
    /// A worker's half lists and matcher buffers, reused unit after unit.
    static WORK: RefCell<(Vec<u64>, Vec<u64>, Scratch)> = RefCell::default();
}

impl JoinPlan {
    /// Plans the join of n (1 ≤ n ≤ [`MAX_JOIN_N`]) for `threads`
    /// workers within `budget` bytes, or says the least it needs when
    /// that passes the budget.
    pub fn new(n: usize, symmetry: bool, threads: usize, budget: u64) -> Result<JoinPlan, OverBudget> {
        assert!(
            (1..=MAX_JOIN_N).contains(&n),
            "the join takes 1 ≤ n ≤ {MAX_JOIN_N}"
        );
        let threads = threads.max(1) as u64;
        let a = n / 2;
        let ranks = Ranks::new(n);
        let units = units(n, symmetry);
        let per_unit = units.len() as u64 * (std::mem::size_of::<JoinUnit>() as u64 + RECORD_BYTES);
        // A split of the half's rows, its bands counted (a walk that keeps
        // only a count per column set), so that what the plan needs is
        // known before anything large is allocated.
        let split = |h: usize| -> Split {
            let g = HalfGeometry::new(n, h);
            let shapes = vec![(0, h), (h, a - h)];
            let mut sizes = on_threads(threads as usize, shapes, |(r0, rows)| {
                Band::count(g, r0, rows, &ranks).expect("a band indexable by u32")
            })
            .into_iter();
            let (top, bottom) = (sizes.next().expect("two bands"), sizes.next().expect("two bands"));
            // The bottom band's longest list, padded, must fit a chunk
            // with the pairing's slack.
            let min_chunk = MIN_CHUNK.max(bottom.longest().next_multiple_of(8) + SLACK as u64);
            let fixed = top.bytes(1) + bottom.bytes(8) + per_unit;
            Split {
                g,
                top,
                bottom,
                fixed,
                min_chunk,
            }
        };
        // The top band of ⌊a/2⌋ rows (a − 5 when that is fewer): the
        // smallest tables, and at n ≤ 17 a bottom band of 5 rows, whose
        // longer runs to pair with paid for its larger table (at n = 17,
        // 0.84 s against 0.96 s on one thread).
        let s = split(a.saturating_sub(BOTTOM_ROWS).min(a / 2));
        let need = s.fixed + threads * worker_bytes(s.min_chunk);
        if need > budget {
            return Err(OverBudget { need, budget });
        }
        // Chunks long enough for (nearly) every unit's halves in one, as
        // far as the budget allows.
        let wanted = longest_halves(&s, &ranks, n, &units).max(s.min_chunk);
        let room = (budget - s.fixed) / threads;
        let mut chunk = wanted;
        while chunk > s.min_chunk && worker_bytes(chunk) > room {
            chunk = (chunk * 7 / 8).max(s.min_chunk);
        }
        let Split {
            g,
            top,
            bottom,
            fixed,
            ..
        } = s;
        debug_assert!(g.fits());
        let mut bands = on_threads(threads as usize, vec![(top, 1), (bottom, 8)], |(sizes, pad)| {
            Band::fill(g, sizes, &ranks, pad)
        })
        .into_iter();
        let (top, bottom) = (bands.next().expect("two bands"), bands.next().expect("two bands"));
        let low = if n % 2 == 1 { a + 1 } else { a };
        let patterns = Patterns::new(g, low);
        Ok(JoinPlan {
            n,
            symmetry,
            geometry: g,
            ranks,
            top,
            bottom,
            maps: [patterns.upper(), patterns.lower()],
            units,
            chunk: chunk as usize,
            peak: fixed + threads * worker_bytes(chunk),
        })
    }

    /// Patterns a side a worker lists at once.
    #[cfg(test)]
    pub fn chunk(&self) -> usize {
        self.chunk
    }

    /// Counts unit `i` on the calling thread with `kernel`'s matcher.
    pub fn count(&self, i: usize, kernel: &Chosen) -> JoinCount {
        match self.units[i] {
            JoinUnit::Fixed => JoinCount {
                solutions: count_fixed(self.n, &[], Symmetry::Rot180),
                halves: 0,
                rot90: count_fixed(self.n, &[], Symmetry::Rot90),
            },
            JoinUnit::Columns { cols, middle, .. } => kernel.with_join(Columns {
                plan: self,
                cols,
                middle,
            }),
        }
    }

    /// The columns left to the lower halves of a unit whose upper halves
    /// hold `cols` (and the middle queen's column), and the middle queen's
    /// diagonals as a half word (nothing for even n): both halves keep
    /// only what misses it. Upside down, the middle row stays where it is.
    fn rest_and_avoid(&self, cols: u32, middle: u8) -> (u32, u64) {
        let n = self.n;
        let full = (1u32 << n) - 1;
        if middle == NO_MIDDLE {
            return (full ^ cols, 0);
        }
        let (r, c) = (n / 2, usize::from(middle));
        (
            full ^ cols ^ (1 << c),
            self.geometry.word(1 << (r + c), 1 << (r + n - 1 - c)),
        )
    }

    /// Counts a unit of upper halves on `cols` (and a middle queen) with
    /// `join`, the matcher of the CPU chosen for the whole unit.
    fn count_columns<J: JoinKernel>(&self, cols: u32, middle: u8, join: J) -> JoinCount {
        WORK.with(|work| {
            let (up, down, scratch) = &mut *work.borrow_mut();
            for list in [&mut *up, &mut *down] {
                if list.len() != self.chunk {
                    // Zeroed memory costs nothing until it is used. The
                    // old list goes first, so that the two are never held
                    // at once.
                    *list = Vec::new();
                    *list = vec![0; self.chunk];
                }
            }
            let (rest, avoid) = self.rest_and_avoid(cols, middle);
            let halves = |cols| Halves::new(&self.top, &self.bottom, &self.ranks, cols, avoid);
            let mut count = JoinCount::default();
            let mut uppers = halves(cols);
            let mut first = true;
            // Each chunk of upper halves meets every chunk of lower
            // ones. The matcher works in place, so an upper chunk
            // that meets a second lower chunk is listed again (from
            // where its listing began).
            while !uppers.done() {
                let from = uppers.clone();
                let lu = uppers.fill(up, join);
                count.halves += lu as u64;
                let mut lowers = halves(rest);
                let mut again = false;
                while !lowers.done() {
                    let ld = lowers.fill(down, join);
                    if first {
                        count.halves += ld as u64;
                    }
                    if again {
                        from.clone().fill(up, join);
                    }
                    count.solutions += join.count_disjoint(
                        (&mut up[..lu], &self.maps[0]),
                        (&mut down[..ld], &self.maps[1]),
                        scratch,
                    );
                    again = true;
                }
                first = false;
            }
            count
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
}

/// Bytes one worker holds with chunks of `chunk` patterns a side: its
/// two lists and the matcher's buffers.
fn worker_bytes(chunk: u64) -> u64 {
    2 * 8 * chunk + Scratch::bytes(chunk)
}

/// How long the half lists of a unit may grow: the most pairs of band
/// placements (before their diagonals are compared, so at least as many
/// as the halves) over a sample of the units, both halves, plus the
/// pairing's slack.
fn longest_halves(s: &Split, ranks: &Ranks, n: usize, units: &[JoinUnit]) -> u64 {
    let full = (1u32 << n) - 1;
    let bound = |cols: u32| {
        let mut total = 0u64;
        bands::each_subset_of(cols, s.top.rows, |t| {
            total += s.top.len(ranks.rank(t)) * s.bottom.len(ranks.rank(cols ^ t));
        });
        total
    };
    let step = units.len().div_ceil(SAMPLED_UNITS).max(1);
    let mut most = 0;
    for unit in units.iter().step_by(step) {
        if let JoinUnit::Columns { cols, middle, .. } = *unit {
            let taken = if middle == NO_MIDDLE { 0 } else { 1 << middle };
            most = most.max(bound(cols)).max(bound(full ^ cols ^ taken));
        }
    }
    most + SLACK as u64
}

/// A split of a half's rows into two bands, counted but not yet filed.
struct Split {
    g: HalfGeometry,
    top: BandSizes,
    bottom: BandSizes,
    /// Bytes of the plan besides the workers': both bands, and the units.
    fixed: u64,
    /// The shortest chunk the bottom band allows.
    min_chunk: u64,
}

/// The least rows of the bottom band, where the half has them.
const BOTTOM_ROWS: usize = 5;

/// Units whose half lists [`longest_halves`] bounds.
const SAMPLED_UNITS: usize = 2048;

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
    fn a_small_budget_is_refused_with_one_figure_the_join_needs() {
        for n in [9, 16, 17] {
            let need = |budget| JoinPlan::new(n, true, 2, budget).unwrap_err().need;
            let least = need(1);
            // The same least need whatever the budget under it...
            assert_eq!(need(least / 2), least, "n = {n}");
            assert_eq!(need(least - 1), least, "n = {n}");
            // ... and at it the plan is made, its peak within the budget.
            let plan = JoinPlan::new(n, true, 2, least).unwrap();
            assert!(plan.peak <= least, "n = {n}: {} over {least}", plan.peak);
            let roomy = JoinPlan::new(n, true, 2, 1 << 30).unwrap();
            assert!(roomy.chunk() >= plan.chunk(), "n = {n}");
        }
    }
}

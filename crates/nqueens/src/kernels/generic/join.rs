//! The join's matcher in plain Rust, for every CPU: the probe loop
//! ([`Plain`]) and the half lists' pairing loop ([`pair_up`]).
//! [`crate::kernels::join`] says what they compute; the x86-64 folders
//! hold their vector forms, which must agree with these.

use crate::kernels::join::{
    self, BitMap, CHUNK_BITS, JoinKernel, Lanes, PAIR_SLACK, Probe, ROWS, Scratch, Table,
};

/// The probe loop in plain Rust, and the whole matcher with it: the
/// kernel of CPUs without the instructions the others need.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plain;

impl Probe for Plain {
    #[inline(always)]
    fn probe<const K: usize>(self, probes: &[u64], tables: &[Table; K]) -> u64 {
        probe(probes, tables)
    }

    #[inline(always)]
    fn probe2<const K: usize>(self, probes: &[u64], tables: &[[Table; K]; 2]) -> u64 {
        probe(probes, &tables[0]) + probe(probes, &tables[1])
    }
}

impl JoinKernel for Plain {
    fn count_disjoint(
        self,
        a: (&mut [u64], &BitMap),
        b: (&mut [u64], &BitMap),
        scratch: &mut Scratch,
    ) -> u64 {
        join::count_disjoint(self, a, b, scratch)
    }

    #[inline]
    fn pair_up(self, tops: &[u64], bottoms: (&[u64], usize), avoid: u64, dst: &mut [u64]) -> (usize, usize) {
        pair_up(tops, bottoms, avoid, dst)
    }
}

/// Pairs band placements into half boards: each top placement `x` of
/// `tops` that misses `avoid` with each bottom placement `y` of
/// `bottoms[..len]` that misses `x | avoid`, writing `x | y` to `dst`.
/// `bottoms` is padded to a multiple of eight entries (the padding is
/// never paired). Stops before a top placement whose pairs might not fit
/// (each needs `len` + [`PAIR_SLACK`] entries of room). Returns the
/// entries written and the top placements done. The half boards' lists
/// are made of these.
#[inline(always)]
pub(crate) fn pair_up(
    tops: &[u64],
    (bottoms, len): (&[u64], usize),
    avoid: u64,
    dst: &mut [u64],
) -> (usize, usize) {
    let bottoms = &bottoms[..len];
    let mut written = 0;
    for (done, &x) in tops.iter().enumerate() {
        if written + len + PAIR_SLACK > dst.len() {
            return (written, done);
        }
        if x & avoid != 0 {
            continue;
        }
        let test = x | avoid;
        for &y in bottoms {
            // Written always, kept when the placements do not clash: no
            // branch to mispredict on a coin toss.
            dst[written] = x | y;
            written += usize::from(test & y == 0);
        }
    }
    (written, tops.len())
}

/// Adds up, over the probes, how many of the block's patterns each misses.
#[inline(always)]
fn probe<const K: usize>(probes: &[u64], tables: &[Table; K]) -> u64 {
    let mut sums: Lanes = [0; 8];
    for &p in probes {
        let mut acc = tables[0][(p & (ROWS as u64 - 1)) as usize];
        for (c, table) in tables.iter().enumerate().skip(1) {
            let row = &table[((p >> (c as u32 * CHUNK_BITS)) & (ROWS as u64 - 1)) as usize];
            for l in 0..8 {
                acc[l] &= row[l];
            }
        }
        for l in 0..8 {
            sums[l] += u64::from(acc[l].count_ones());
        }
    }
    sums.iter().sum()
}

//! The join method's matcher: how many pairs of half-board patterns share
//! no diagonal. It is the join's hot loop ([`crate::join`]), and it shares
//! no code with the backtracking kernels, so that each method checks the
//! other.
//!
//! **What it computes.** Given two lists of patterns (bit `j` set: the
//! half board holds diagonal `j` of the band both halves can reach),
//! the number of pairs `(p, t)`, `p` from one list and `t` from the
//! other, with `p & t == 0`. The plain version it must agree with is
//! [`count_pairwise`], a double loop; the tests below and the kernel
//! tester compare them.
//!
//! **The sieve.** Most pairs clash (at n = 20 one in 7,000 does not), and
//! a few diagonals decide most of it: those both sides hold often. So the
//! two lists are first cut by `c` such bits into 2^c buckets each, by
//! their values on them, and only the buckets whose values are disjoint
//! are matched: a bit both sides hold half the time rules out a quarter
//! of the pairs. Bits no pattern of one side holds are dropped (they
//! decide nothing), and a bit every pattern of one side holds rules out
//! the other side's patterns that hold it, and is dropped too. What is
//! left of each pattern is packed into its low bits by byte tables
//! (`Packer`), with its bucket in the top byte. How many bits to cut,
//! and which side becomes the tables, is chosen per call from a sample
//! of both lists by a cost model of the loops below (`sieve`).
//! At n = 20 it cuts mostly 7 or 8 bits, at n = 24 all of [`MAX_CUT`]
//! (ARCHITECTURE.md, "The join", has the measurements).
//!
//! **Bit-sliced tables.** A bucket of the table side is cut into blocks
//! of [`BLOCK`] patterns. For a block, `planes[j]` is a 512-bit set
//! (eight `u64` words, [`Lanes`]) of the block's patterns that lack bit
//! `j`. The pattern bits are grouped into chunks of [`CHUNK_BITS`]; for
//! each chunk `c` and each value `v` of its bits, `tables[c][v]` is the
//! AND of the planes of `v`'s bits: the patterns free of all of them. A
//! probe `p` then needs one table row per chunk: the AND of
//! `tables[c][(p >> 6c) & 63]` over the chunks is the set of the block's
//! patterns disjoint from `p`, and its popcount is added up. Two blocks
//! are probed in one pass (a probe's row numbers are worked out once for
//! both), by every probe of every bucket they may pair with.
//!
//! **SIMD.** The tables are built by one body written over `[u64; 8]`;
//! the probe loop ([`Probe`]) is plain Rust for every CPU
//! (`generic/join.rs`), and intrinsics behind the CPU proofs for AVX2
//! (two 256-bit registers, popcount by nibble table, `x86_64/avx2/join.rs`)
//! and AVX-512 (one register, `vpopcntq`; a CPU with AVX-512 but without
//! VPOPCNTDQ takes the AVX2 loop, `x86_64/avx512/join.rs`). The half
//! lists' pairing loop (`generic::join::pair_up`) has an AVX-512 form
//! there too (compress). Each CPU's copy of the whole matcher is a
//! [`JoinKernel`], chosen once per unit.

/// Eight words: the 512 patterns of one block, one bit each.
pub(crate) type Lanes = [u64; 8];

/// One chunk's table: `ROWS` rows of [`Lanes`], each row on its own cache
/// line. Unaligned, a 64-byte row load straddles two lines; where the
/// heap put a thread's tables used to decide that, and with it whether
/// that thread's probe loop ran at full speed (two threads took 1.5x the
/// CPU time of one on the same work).
#[derive(Debug, Clone, Copy)]
#[repr(C, align(64))]
pub(crate) struct Table(pub(crate) [Lanes; ROWS]);

impl std::ops::Index<usize> for Table {
    type Output = Lanes;
    #[inline(always)]
    fn index(&self, row: usize) -> &Lanes {
        &self.0[row]
    }
}

impl std::ops::IndexMut<usize> for Table {
    #[inline(always)]
    fn index_mut(&mut self, row: usize) -> &mut Lanes {
        &mut self.0[row]
    }
}

/// Patterns in one block of the table side.
pub(crate) const BLOCK: usize = 512;

/// Pattern bits a table looks up at once.
pub(crate) const CHUNK_BITS: u32 = 6;

/// Rows in one chunk's table.
pub(crate) const ROWS: usize = 1 << CHUNK_BITS;

/// The most pattern bits: 2·(n − 1) for n ≤ 24, the join's largest n.
pub(crate) const MAX_BITS: u32 = 46;

/// The most chunks.
pub(crate) const MAX_CHUNKS: usize = MAX_BITS.div_ceil(CHUNK_BITS) as usize;

/// The most bits the sieve cuts: 2^10 buckets a side.
pub(super) const MAX_CUT: usize = 10;

/// Where a packed pattern keeps its bucket: the top [`MAX_CUT`] bits
/// (the packed pattern bits stay below [`MAX_BITS`]).
pub(super) const KEY_SHIFT: u32 = 54;

/// Below this many pairs, the plain double loop: tables would cost more
/// to build than they save.
pub(super) const PLAIN_PAIRS: u64 = 1 << 15;

/// From this many pairs on, the lists are cut (the sieve's choice costs
/// about as much as matching a few million pairs).
pub(super) const SIEVE_PAIRS: u64 = 1 << 25;

/// Patterns of each side the sieve's choice looks at.
pub(super) const SAMPLE: usize = 512;

/// The cost model, in probe-chunk steps (one table row ANDed in): a
/// block's planes and tables cost about as much as this many steps...
pub(super) const BUILD: f64 = 2500.0;
/// ... a pair compared one by one about this many (eight to a
/// register, with the test and the count) ...
pub(super) const PAIR: f64 = 0.2;
/// ... and each probe bucket a table block meets, this many.
pub(super) const VISIT: f64 = 60.0;

/// A worker's buffers, kept between calls so that they are allocated once.
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    planes: Vec<Lanes>,
    tables: Vec<Table>,
    /// Each side's packed patterns, bucket after bucket.
    sides: [Vec<u64>; 2],
    /// Where each bucket starts in `sides` (2^c + 1 entries).
    starts: [Vec<u32>; 2],
}

impl Scratch {
    /// Bytes the scratch holds once it has matched lists of up to `len`
    /// patterns a side.
    pub(crate) fn bytes(len: u64) -> u64 {
        let lanes = std::mem::size_of::<Lanes>() as u64;
        let tables = 2 * MAX_CHUNKS as u64 * ROWS as u64 * lanes;
        let planes = 64 * lanes;
        let starts = 2 * 4 * ((1 << MAX_CUT) + 1);
        tables + planes + starts + 2 * 8 * len
    }
}

/// The plain count: every pair compared. The tables' reference, and what
/// short lists get (inlined, so compiled with the caller's features: the
/// inner loop vectorises).
#[inline(always)]
pub(crate) fn count_pairwise(a: &[u64], b: &[u64]) -> u64 {
    let mut total = 0u64;
    for &p in a {
        total += b.iter().map(|&t| u64::from(p & t == 0)).sum::<u64>();
    }
    total
}

/// How a CPU runs the probe loop, the matcher's innermost: for each probe,
/// the AND of its `K` table rows, popcounted and added up.
pub(crate) trait Probe: Copy {
    /// The pairs of `probes` × one block that share no bit.
    fn probe<const K: usize>(self, probes: &[u64], tables: &[Table; K]) -> u64;

    /// The same for two blocks at once: a probe's row numbers are worked
    /// out once for both, which is most of a probe's instructions.
    fn probe2<const K: usize>(self, probes: &[u64], tables: &[[Table; K]; 2]) -> u64;

    /// Whether this CPU packs words with BMI2's `pext`, one fast
    /// instruction on the CPUs the AVX-512 kernel runs on (Intel, and AMD
    /// from Zen 4; AMD's earlier AVX2 CPUs take hundreds of cycles).
    const PEXT: bool = false;

    /// The bits of `w` under `mask`, packed at the low end. Called only
    /// where [`Probe::PEXT`].
    fn pext(self, w: u64, mask: u64) -> u64 {
        let _ = (w, mask);
        unreachable!("pext on a CPU without it")
    }
}

/// The join's two hot calls, compiled for one CPU. The CPU proofs
/// implement it, each in its ISA's folder (`generic/join.rs`,
/// `x86_64/join.rs`, `x86_64/avx2/join.rs`, `x86_64/avx512/join.rs`), and
/// a unit is counted by code generic over it ([`WithJoin`]), so the CPU
/// is chosen once per unit ([`crate::kernels::Chosen::with_join`]) and no
/// call asks again.
pub(crate) trait JoinKernel: Copy {
    /// [`count_disjoint`] compiled for this CPU.
    fn count_disjoint(self, a: (&mut [u64], &BitMap), b: (&mut [u64], &BitMap), scratch: &mut Scratch)
    -> u64;

    /// [`pair_up`](crate::kernels::generic::join::pair_up) compiled for
    /// this CPU: the same entries in the same order.
    fn pair_up(self, tops: &[u64], bottoms: (&[u64], usize), avoid: u64, dst: &mut [u64]) -> (usize, usize);
}

/// Work that runs on a [`JoinKernel`]: what a closure generic over the
/// kernel would be, compiled once for each.
pub(crate) trait WithJoin {
    /// What the work returns.
    type Out;
    /// Runs the work with `join`.
    fn run<J: JoinKernel>(self, join: J) -> Self::Out;
}

mod sieve;

pub(crate) use sieve::BitMap;
use sieve::{Packer, Sieve};

/// The number of pairs of `a` × `b`, read as patterns by `map_a` and
/// `map_b`, with no bit in common. Both lists are worked on in place:
/// their contents afterwards are unspecified. Inlined into each CPU's
/// compiled copy.
#[inline(always)]
pub(crate) fn count_disjoint<P: Probe>(
    cpu: P,
    (a, map_a): (&mut [u64], &BitMap),
    (b, map_b): (&mut [u64], &BitMap),
    scratch: &mut Scratch,
) -> u64 {
    if a.is_empty() || b.is_empty() {
        return 0;
    }
    let fold = |list: &[u64]| list.iter().fold((0u64, !0u64), |(or, and), &w| (or | w, and & w));
    let ((or_a, and_a), (or_b, and_b)) = (fold(a), fold(b));
    let (or_a, and_a) = (map_a.apply(or_a), map_a.apply(and_a));
    let (or_b, and_b) = (map_b.apply(or_b), map_b.apply(and_b));
    if and_a & and_b != 0 {
        // A bit every pattern of both sides holds: no pair is disjoint.
        return 0;
    }
    // A bit every pattern of one side holds rules out the other side's
    // patterns that hold it; what is left to compare are the bits both
    // sides hold somewhere, but neither everywhere.
    let live = or_a & or_b & !and_a & !and_b;
    let reject = [map_a.preimage(and_b), map_b.preimage(and_a)];
    let pairs = a.len() as u64 * b.len() as u64;
    let sieve = if pairs >= SIEVE_PAIRS {
        Sieve::choose([&*a, &*b], [map_a, map_b], live, reject)
    } else {
        Sieve::uncut(a.len(), b.len())
    };
    // The cut bits in increasing order: bucket key bit i is the i-th.
    let mut cut = sieve.cut;
    cut[..sieve.c].sort_unstable();
    let cut = &cut[..sieve.c];
    let cut_bits = cut.iter().fold(0u64, |m, &p| m | 1 << p);
    let [sa, sb] = &mut scratch.sides;
    let [ta, tb] = &mut scratch.starts;
    let (la, lb, rest);
    if P::PEXT {
        // A selection of the (swapped) word's bits, two `pext`s a word.
        let kept = live & !cut_bits;
        let (keep_a, key_a) = (map_a.selection(kept), map_a.selection(cut_bits));
        let (keep_b, key_b) = (map_b.selection(kept), map_b.selection(cut_bits));
        let pack = |map: &BitMap, keep: u64, key: u64, w: u64| {
            let w = map.swapped(w);
            cpu.pext(w, keep) | cpu.pext(w, key) << KEY_SHIFT
        };
        la = sieve.bucket(|w| pack(map_a, keep_a, key_a, w), a, reject[0], sa, ta);
        lb = sieve.bucket(|w| pack(map_b, keep_b, key_b, w), b, reject[1], sb, tb);
        rest = kept.count_ones();
    } else if pairs < SIEVE_PAIRS {
        // Short lists are packed as they are, by tables built once.
        la = sieve.bucket(|w| map_a.plain.pack(w), a, reject[0], sa, ta);
        lb = sieve.bucket(|w| map_b.plain.pack(w), b, reject[1], sb, tb);
        rest = map_a.bits.max(map_b.bits);
    } else {
        // Long ones without the bits that decide nothing, and cut.
        let (pa, pb) = (Packer::new(map_a, live, cut), Packer::new(map_b, live, cut));
        la = sieve.bucket(|w| pa.pack(w), a, reject[0], sa, ta);
        lb = sieve.bucket(|w| pb.pack(w), b, reject[1], sb, tb);
        rest = live.count_ones() - sieve.c as u32;
    }
    if la == 0 || lb == 0 {
        return 0;
    }
    if (la as u64) * (lb as u64) < PLAIN_PAIRS {
        return count_pairwise(&a[..la], &b[..lb]);
    }
    // Uncut, the packed lists are where they were packed.
    let (a, b): (&[u64], &[u64]) = if sieve.c == 0 {
        (&a[..la], &b[..lb])
    } else {
        (&sa[..la], &sb[..lb])
    };
    let whole_a = [0, la as u32];
    let whole_b = [0, lb as u32];
    let (start_a, start_b): (&[u32], &[u32]) = if sieve.c == 0 {
        (&whole_a, &whole_b)
    } else {
        (ta, tb)
    };
    let mut m = Matcher {
        cpu,
        planes: &mut scratch.planes,
        tables: &mut scratch.tables,
        bits: rest,
    };
    let (probes, table) = if sieve.table_is_b {
        (
            Buckets {
                all: a,
                start: start_a,
            },
            Buckets {
                all: b,
                start: start_b,
            },
        )
    } else {
        (
            Buckets {
                all: b,
                start: start_b,
            },
            Buckets {
                all: a,
                start: start_a,
            },
        )
    };
    match rest.div_ceil(CHUNK_BITS).max(1) {
        1 => m.sieved::<1>(&probes, &table, sieve.c),
        2 => m.sieved::<2>(&probes, &table, sieve.c),
        3 => m.sieved::<3>(&probes, &table, sieve.c),
        4 => m.sieved::<4>(&probes, &table, sieve.c),
        5 => m.sieved::<5>(&probes, &table, sieve.c),
        6 => m.sieved::<6>(&probes, &table, sieve.c),
        7 => m.sieved::<7>(&probes, &table, sieve.c),
        _ => m.sieved::<MAX_CHUNKS>(&probes, &table, sieve.c),
    }
}

/// One side's packed patterns, bucket by bucket.
struct Buckets<'a> {
    all: &'a [u64],
    start: &'a [u32],
}

impl Buckets<'_> {
    #[inline(always)]
    fn get(&self, k: usize) -> &[u64] {
        &self.all[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

/// The block loops of one call, over packed patterns of `bits` bits.
struct Matcher<'a, P> {
    cpu: P,
    planes: &'a mut Vec<Lanes>,
    tables: &'a mut Vec<Table>,
    bits: u32,
}

impl<P: Probe> Matcher<'_, P> {
    /// Every table bucket against every probe bucket disjoint from it.
    #[inline(always)]
    fn sieved<const K: usize>(&mut self, probes: &Buckets, table: &Buckets, c: usize) -> u64 {
        let all = (1usize << c) - 1;
        let mut total = 0;
        for t in 0..=all {
            let block = table.get(t);
            if block.is_empty() {
                continue;
            }
            let free = all & !t;
            let (mut p, mut visits) = (0usize, 0usize);
            each_submask(free, |s| {
                p += probes.get(s).len();
                visits += 1;
            });
            if p == 0 {
                continue;
            }
            // The tables, or each pair one by one, whichever costs less.
            let blocks = block.len().div_ceil(BLOCK) as f64;
            let tables = blocks * (BUILD + visits as f64 * VISIT + p as f64 * K as f64);
            if (p as f64) * (block.len() as f64) * PAIR < tables {
                each_submask(free, |s| total += count_pairwise(probes.get(s), block));
            } else {
                total += self.blocks::<K>(block, |f| each_submask(free, |s| f(probes.get(s))));
            }
        }
        total
    }

    /// The table patterns `table` against the probes that `each_probes`
    /// hands out, slice by slice.
    #[inline(always)]
    fn blocks<const K: usize>(&mut self, table: &[u64], each_probes: impl Fn(&mut dyn FnMut(&[u64]))) -> u64 {
        if self.tables.len() < 2 * K {
            self.tables.resize(2 * K, Table([[0; 8]; ROWS]));
        }
        if self.planes.len() < 64 {
            self.planes.resize(64, [0; 8]);
        }
        let cpu = self.cpu;
        // One array of both blocks' tables: the probe loop reaches the
        // second block's rows at a fixed distance from the first's.
        let both: &mut [[Table; K]; 2] = (self.tables[..2 * K].as_chunks_mut::<K>().0)
            .try_into()
            .expect("2K tables were made above");
        let mut total = 0u64;
        // Two blocks a pass, and the odd one on its own.
        for pair in table.chunks(2 * BLOCK) {
            if pair.len() > BLOCK {
                let (b0, b1) = pair.split_at(BLOCK);
                build(b0, self.bits, self.planes, &mut both[0]);
                build(b1, self.bits, self.planes, &mut both[1]);
                let both = &*both;
                each_probes(&mut |probes: &[u64]| {
                    if !probes.is_empty() {
                        total += cpu.probe2(probes, both);
                    }
                });
            } else {
                build(pair, self.bits, self.planes, &mut both[0]);
                let one = &both[0];
                each_probes(&mut |probes: &[u64]| {
                    if !probes.is_empty() {
                        total += cpu.probe(probes, one);
                    }
                });
            }
        }
        total
    }
}

/// Calls `f` with every submask of `mask` (itself and 0 included).
#[inline(always)]
fn each_submask(mask: usize, mut f: impl FnMut(usize)) {
    let mut s = mask;
    loop {
        f(s);
        if s == 0 {
            return;
        }
        s = (s - 1) & mask;
    }
}

/// Room a pairing keeps past the pairs it writes: the vector form
/// stores whole registers.
pub(crate) const PAIR_SLACK: usize = 8;

/// Fills the planes and the chunk tables of one block.
#[inline(always)]
fn build<const K: usize>(block: &[u64], bits: u32, planes: &mut [Lanes], tables: &mut [Table; K]) {
    // The block's patterns (padding is absent from every set).
    let mut valid: Lanes = [0; 8];
    for (w, word) in valid.iter_mut().enumerate() {
        let have = block.len().saturating_sub(64 * w).min(64);
        *word = if have == 64 { !0 } else { (1u64 << have) - 1 };
    }
    let planes = &mut planes[..bits as usize];
    // Sixty-four patterns at a time, turned into their bits' rows.
    for (w, word) in valid.iter().enumerate() {
        let have = block.len().saturating_sub(64 * w).min(64);
        if have == 0 {
            // No patterns here: the word is absent from every plane (a
            // short bucket's block skips most of its transposes).
            for plane in planes.iter_mut() {
                plane[w] = 0;
            }
            continue;
        }
        let mut square = [0u64; 64];
        square[..have].copy_from_slice(&block[64 * w..64 * w + have]);
        transpose64(&mut square);
        for (plane, row) in planes.iter_mut().zip(square) {
            plane[w] = !row & word;
        }
    }
    for (c, table) in tables.iter_mut().enumerate() {
        table[0] = valid;
        for v in 1..ROWS {
            let j = c * CHUNK_BITS as usize + v.trailing_zeros() as usize;
            // Bits past the pattern's end are never set in a probe.
            let plane = planes.get(j).copied().unwrap_or(valid);
            let rest = table[v & (v - 1)];
            table[v] = std::array::from_fn(|l| rest[l] & plane[l]);
        }
    }
}

/// Transposes a 64 × 64 bit matrix in place: afterwards bit `i` of
/// `m[j]` is what bit `j` of `m[i]` was. Six rounds, each swapping the
/// off-diagonal halves of every block of the round's size (Hacker's
/// Delight, 7-3).
#[inline(always)]
fn transpose64(m: &mut [u64; 64]) {
    let mut j = 32;
    let mut mask: u64 = 0x0000_0000_ffff_ffff;
    while j != 0 {
        let mut k = 0;
        while k < 64 {
            let t = ((m[k] >> j) ^ m[k + j]) & mask;
            m[k + j] ^= t;
            m[k] ^= t << j;
            k = (k + j + 1) & !j;
        }
        j >>= 1;
        mask ^= mask << j;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn random(rng: &mut Rng, len: usize, bits: u32, density: u32) -> Vec<u64> {
        (0..len)
            .map(|_| {
                let mut p = 0u64;
                for j in 0..bits {
                    if rng.next_u64() % 100 < u64::from(density) {
                        p |= 1 << j;
                    }
                }
                p
            })
            .collect()
    }

    #[test]
    fn pairing_up_keeps_the_placements_that_miss() {
        let mut rng = Rng::new(11);
        for (tops, len) in [
            (0usize, 5usize),
            (3, 0),
            (5, 1),
            (7, 7),
            (4, 8),
            (9, 9),
            (6, 31),
            (3, 64),
            (2, 100),
        ] {
            let tops: Vec<u64> = (0..tops)
                .map(|_| rng.next_u64() & rng.next_u64() & rng.next_u64())
                .collect();
            let mut bottoms: Vec<u64> = (0..len).map(|_| rng.next_u64() & rng.next_u64()).collect();
            // Padding that would pair with anything, were it read.
            bottoms.resize(len.next_multiple_of(8), 0);
            let avoid = 1 << (rng.next_u64() % 64);
            let want: Vec<u64> = tops
                .iter()
                .filter(|&&x| x & avoid == 0)
                .flat_map(|&x| {
                    bottoms[..len]
                        .iter()
                        .filter(move |&&y| (x | avoid) & y == 0)
                        .map(move |&y| x | y)
                })
                .collect();
            let room = tops.len() * (len + PAIR_SLACK);
            let mut dst = vec![0u64; room];
            let (written, done) =
                crate::kernels::generic::join::pair_up(&tops, (&bottoms, len), avoid, &mut dst);
            assert_eq!((&dst[..written], done), (&want[..], tops.len()), "{len}");
            // Room for one top placement's pairs: at least one is done,
            // and what is written is theirs.
            let mut dst = vec![0u64; len + PAIR_SLACK];
            let (written, done) =
                crate::kernels::generic::join::pair_up(&tops, (&bottoms, len), avoid, &mut dst);
            assert!(done >= tops.len().min(1), "{len}: progress");
            let theirs: usize = tops[..done]
                .iter()
                .filter(|&&x| x & avoid == 0)
                .map(|&x| bottoms[..len].iter().filter(|&&y| (x | avoid) & y == 0).count())
                .sum();
            assert_eq!(&dst[..written], &want[..theirs], "{len}: the first tops' pairs");
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("popcnt")
            {
                let mut fast = vec![0u64; room];
                // SAFETY: AVX-512F and POPCNT were found just above.
                let (written, done) = unsafe {
                    crate::kernels::x86_64::avx512::join::pair_up_avx512(
                        &tops,
                        (&bottoms, len),
                        avoid,
                        &mut fast,
                    )
                };
                assert_eq!((&fast[..written], done), (&want[..], tops.len()), "{len}, avx512");
            }
        }
    }

    #[test]
    fn the_transpose_swaps_rows_and_columns() {
        let mut rng = Rng::new(3);
        let before: [u64; 64] = std::array::from_fn(|_| rng.next_u64());
        let mut after = before;
        transpose64(&mut after);
        for (i, row) in before.iter().enumerate() {
            for (j, col) in after.iter().enumerate() {
                assert_eq!(col >> i & 1, row >> j & 1, "({i}, {j})");
            }
        }
    }

    /// Patterns with bits of unequal odds, as the join's are: some held
    /// by almost every pattern, some by none, most in between.
    fn skewed(rng: &mut Rng, len: usize, bits: u32, forced: u64) -> Vec<u64> {
        (0..len)
            .map(|_| {
                let mut p = forced;
                for j in 0..bits {
                    let odds = [0u64, 5, 20, 35, 50, 65, 90][j as usize % 7];
                    if rng.next_u64() % 100 < odds {
                        p |= 1 << j;
                    }
                }
                p & ((1u64 << bits) - 1)
            })
            .collect()
    }

    #[test]
    fn the_sieve_and_tables_agree_with_the_double_loop() {
        let mut rng = Rng::new(7);
        let mut scratch = Scratch::default();
        let mut check = |a: Vec<u64>, b: Vec<u64>, bits: u32, what: &str| {
            let want = count_pairwise(&a, &b);
            let map = BitMap::identity(bits);
            for (x, y) in [(&a, &b), (&b, &a)] {
                let (mut x, mut y) = (x.clone(), y.clone());
                assert_eq!(
                    count_disjoint(
                        crate::kernels::generic::join::Plain,
                        (&mut x, &map),
                        (&mut y, &map),
                        &mut scratch
                    ),
                    want,
                    "{what}: {}×{}, {bits} bits",
                    a.len(),
                    b.len()
                );
            }
        };
        for &(la, lb, bits, density) in &[
            (0usize, 5usize, 10u32, 30u32),
            (3, 1000, 17, 40),
            (96, 96, 6, 20),
            (97, 511, 12, 25),
            (200, 513, 34, 35),
            (300, 1500, 36, 30),
            (130, 1025, 46, 10),
            (1000, 700, 1, 50),
            (3000, 2500, 38, 30),
        ] {
            check(
                random(&mut rng, la, bits, density),
                random(&mut rng, lb, bits, density),
                bits,
                "even odds",
            );
        }
        for &(la, lb, bits) in &[
            (2000usize, 3000usize, 38u32),
            (5000, 700, 46),
            (1200, 1200, 20),
            (600, 9000, 34),
        ] {
            check(
                skewed(&mut rng, la, bits, 0),
                skewed(&mut rng, lb, bits, 0),
                bits,
                "skewed",
            );
            // A bit one side holds always: the other's patterns with it
            // never pair.
            check(
                skewed(&mut rng, la, bits, 1 << 3),
                skewed(&mut rng, lb, bits, 0),
                bits,
                "forced",
            );
            check(
                skewed(&mut rng, la, bits, 1 << 3),
                skewed(&mut rng, lb, bits, 1 << 3),
                bits,
                "both forced",
            );
        }
    }

    #[test]
    fn every_kernel_s_sieve_agrees_with_the_double_loop() {
        // Lists long enough to be cut, read through the identity and
        // through a map that swaps a word's fields (as the join reads its
        // lower halves), on every kernel this CPU runs.
        let bits = 40;
        let swapped = BitMap::new(
            std::array::from_fn(|j| match j {
                0..20 => (j + 20) as u8,
                20..40 => (j - 20) as u8,
                _ => BitMap::NONE,
            }),
            20,
        );
        let mut rng = Rng::new(17);
        for kernel in crate::Kernel::ALL {
            let Some(chosen) = crate::kernels::tests::require(kernel) else {
                continue;
            };
            let mut scratch = Scratch::default();
            for forced in [0, 1 << 5] {
                let a = skewed(&mut rng, 6000, bits, forced);
                let b = skewed(&mut rng, 5800, bits, 0);
                assert!(a.len() as u64 * b.len() as u64 >= SIEVE_PAIRS);
                let want = count_pairwise(&a, &b);
                let map = BitMap::identity(bits);
                let (mut x, mut y) = (a.clone(), b.clone());
                let got = chosen.count_disjoint_for_tests((&mut x, &map), (&mut y, &map), &mut scratch);
                assert_eq!(got, want, "{kernel}, forced {forced}");
                // The same patterns, the second list's words swapped.
                let swap = |p: u64| (p >> 20) | (p & 0xf_ffff) << 20;
                let (mut x, mut y) = (a.clone(), b.iter().map(|&p| swap(p)).collect::<Vec<_>>());
                assert_eq!(swapped.apply(y[0]), b[0]);
                let got = chosen.count_disjoint_for_tests((&mut x, &map), (&mut y, &swapped), &mut scratch);
                assert_eq!(got, want, "{kernel}, forced {forced}, swapped");
            }
        }
    }
}

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
//! ([`Packer`]), with its bucket in the top byte. How many bits to cut,
//! and which side becomes the tables, is chosen per call from a sample
//! of both lists by a cost model of the loops below ([`Sieve::choose`]).
//! At n = 20 it cuts 4 to 6 bits and the matcher does a third of the work
//! of the uncut lists (ARCHITECTURE.md has the measurements).
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
//! the probe loop ([`Probe`]) is plain Rust for every CPU, and intrinsics
//! behind the CPU proofs of `cpu.rs` for AVX2 (two 256-bit registers,
//! popcount by nibble table) and AVX-512 (one register, `vpopcntq`; a CPU
//! with AVX-512 but without VPOPCNTDQ takes the AVX2 loop). The half
//! lists' pairing loop ([`pair_up`]) has an AVX-512 form too (compress).

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

/// The most bits the sieve cuts: 2^8 buckets a side.
const MAX_CUT: usize = 8;

/// Where a packed pattern keeps its bucket: the top byte (the packed
/// pattern bits stay below [`MAX_BITS`]).
const KEY_SHIFT: u32 = 56;

/// Below this many pairs, the plain double loop: tables would cost more
/// to build than they save.
const PLAIN_PAIRS: u64 = 1 << 15;

/// From this many pairs on, the lists are cut (the sieve's choice costs
/// about as much as matching a few million pairs).
const SIEVE_PAIRS: u64 = 1 << 25;

/// Patterns of each side the sieve's choice looks at.
const SAMPLE: usize = 512;

/// The cost model, in probe-chunk steps (one table row ANDed in): a
/// block's planes and tables cost about as much as this many steps...
const BUILD: f64 = 2500.0;
/// ... a pair compared one by one about this many (eight to a
/// register, with the test and the count) ...
const PAIR: f64 = 0.2;
/// ... and each probe bucket a table block meets, this many.
const VISIT: f64 = 60.0;

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

/// The probe loop in plain Rust, for every CPU.
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

/// Where the bits of one side's words go in the patterns the two sides
/// are compared in: word bit `j` becomes pattern bit `to[j]`, or none
/// ([`BitMap::NONE`]). The join lists half boards in a layout of their
/// own (and the lower half upside down); the map reads them as patterns
/// while they are packed, so that no separate pass is needed.
///
/// Read with the word's two low fields of `swap` bits exchanged (none
/// when `swap` is 0), the map keeps the order of the bits it keeps: a
/// pattern is then a selection of the word's bits, which BMI2's `pext`
/// packs in one instruction.
#[derive(Clone)]
pub(crate) struct BitMap {
    to: [u8; 64],
    swap: u32,
    /// Pattern bits: one past the highest.
    bits: u32,
    /// Packs a word into its pattern as it is (no bit dropped or cut),
    /// by tables, for the lists too short to be cut: built once.
    plain: Box<Packer>,
}

impl std::fmt::Debug for BitMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BitMap")
            .field("to", &self.to)
            .field("swap", &self.swap)
            .finish()
    }
}

impl BitMap {
    /// A word bit that is no pattern bit.
    pub(crate) const NONE: u8 = u8::MAX;

    /// Word bit `j` to pattern bit `to[j]`; each pattern bit from at most
    /// one word bit, and below [`MAX_BITS`]; in increasing order once the
    /// word's fields of `swap` bits are exchanged (`2·swap` ≤ 64).
    pub(crate) fn new(to: [u8; 64], swap: u32) -> BitMap {
        assert!(2 * swap <= 64);
        assert!(to.iter().all(|&p| p == BitMap::NONE || u32::from(p) < MAX_BITS));
        let bits = to
            .iter()
            .filter(|&&p| p != BitMap::NONE)
            .map(|&p| u32::from(p) + 1)
            .max()
            .unwrap_or(0);
        let mut map = BitMap {
            to,
            swap,
            bits,
            plain: Box::new(Packer::default()),
        };
        let mut order: Vec<(u32, u8)> = (0..64)
            .filter(|&j| to[j] != BitMap::NONE)
            .map(|j| (map.swapped_bit(j as u32), to[j]))
            .collect();
        order.sort_unstable();
        assert!(
            order.windows(2).all(|w| w[0].1 < w[1].1),
            "a map that keeps the order of its bits, read swapped"
        );
        map.plain = Box::new(Packer::new(&map, (1u64 << bits) - 1, &[]));
        map
    }

    /// The low `bits` bits as they are.
    #[cfg(test)]
    pub(crate) fn identity(bits: u32) -> BitMap {
        BitMap::new(
            std::array::from_fn(|j| if (j as u32) < bits { j as u8 } else { BitMap::NONE }),
            0,
        )
    }

    /// Where word bit `j` is once the fields are exchanged.
    fn swapped_bit(&self, j: u32) -> u32 {
        match self.swap {
            0 => j,
            s if j < s => j + s,
            s if j < 2 * s => j - s,
            _ => j,
        }
    }

    /// The word with its two fields exchanged.
    #[inline(always)]
    fn swapped(&self, w: u64) -> u64 {
        match self.swap {
            0 => w,
            32 => w.rotate_left(32),
            s => {
                let field = (1u64 << s) - 1;
                (w >> s & field) | (w & field) << s | (w & !(field | field << s))
            }
        }
    }

    /// A word as a pattern (bit by bit: for a few words a call).
    pub(crate) fn apply(&self, word: u64) -> u64 {
        let mut p = 0;
        for (j, &to) in self.to.iter().enumerate() {
            if to != BitMap::NONE && word >> j & 1 != 0 {
                p |= 1 << to;
            }
        }
        p
    }

    /// The word bits that become bits of `pattern`.
    fn preimage(&self, pattern: u64) -> u64 {
        let mut w = 0;
        for (j, &to) in self.to.iter().enumerate() {
            if to != BitMap::NONE && pattern >> to & 1 != 0 {
                w |= 1 << j;
            }
        }
        w
    }

    /// [`BitMap::preimage`] in the swapped word: what `pext` selects.
    fn selection(&self, pattern: u64) -> u64 {
        let mut w = 0;
        for (j, &to) in self.to.iter().enumerate() {
            if to != BitMap::NONE && pattern >> to & 1 != 0 {
                w |= 1 << self.swapped_bit(j as u32);
            }
        }
        w
    }
}

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

/// Which bits to cut the lists by, and which list becomes the tables.
#[derive(Debug, Clone, Copy)]
struct Sieve {
    /// The cut bits (pattern positions), the most telling first.
    cut: [u8; MAX_CUT],
    c: usize,
    table_is_b: bool,
}

impl Sieve {
    /// No cut: the side that costs fewer block builds and passes becomes
    /// the tables.
    fn uncut(la: usize, lb: usize) -> Sieve {
        let cost = |table: usize, probes: usize| table.div_ceil(BLOCK) as f64 * (BUILD + probes as f64);
        Sieve {
            cut: [0; MAX_CUT],
            c: 0,
            table_is_b: cost(lb, la) <= cost(la, lb),
        }
    }

    /// Chooses from a sample of each side: the bits both sides hold most
    /// often (the chance that both hold a bit is the share of pairs it
    /// rules out), then the number of them and the orientation that the
    /// cost model finds cheapest. `reject[s]` are the word bits that rule
    /// out a word of side `s`.
    fn choose(lists: [&[u64]; 2], maps: [&BitMap; 2], live: u64, reject: [u64; 2]) -> Sieve {
        let sample = |s: usize| -> Vec<u64> {
            let list = lists[s];
            let step = list.len().div_ceil(SAMPLE).max(1);
            list.iter()
                .step_by(step)
                .copied()
                .filter(|&w| w & reject[s] == 0)
                .collect()
        };
        let samples = [sample(0), sample(1)];
        // How often each pattern bit is held in each sample.
        let counts = |s: usize| {
            let mut by_word_bit = [0u32; 64];
            for &w in &samples[s] {
                let mut bits = w;
                while bits != 0 {
                    by_word_bit[bits.trailing_zeros() as usize] += 1;
                    bits &= bits - 1;
                }
            }
            let mut count = [0u64; 64];
            for (j, &to) in maps[s].to.iter().enumerate() {
                if to != BitMap::NONE {
                    count[usize::from(to)] = u64::from(by_word_bit[j]);
                }
            }
            count
        };
        let (ca, cb) = (counts(0), counts(1));
        let mut order: Vec<usize> = (0..64).filter(|&p| live >> p & 1 != 0).collect();
        order.sort_by_key(|&p| std::cmp::Reverse(ca[p] * cb[p]));
        let most = order.len().min(MAX_CUT);
        let mut cut = [0u8; MAX_CUT];
        for (k, &p) in order[..most].iter().enumerate() {
            cut[k] = p as u8;
        }
        // Each sample's buckets on all `most` bits, scaled to its list.
        let histogram = |s: usize| -> Vec<f64> {
            let word_bit: Vec<u32> = cut[..most]
                .iter()
                .map(|&p| {
                    maps[s]
                        .to
                        .iter()
                        .position(|&to| to == p)
                        .expect("a live bit comes from a word bit") as u32
                })
                .collect();
            let mut h = vec![0f64; 1 << most];
            let sample = &samples[s];
            let scale = if sample.is_empty() {
                0.0
            } else {
                lists[s].len() as f64 / sample.len() as f64
            };
            for &w in sample {
                let key = word_bit
                    .iter()
                    .enumerate()
                    .fold(0, |k, (i, &j)| k | ((w >> j & 1) as usize) << i);
                h[key] += scale;
            }
            h
        };
        let (ha, hb) = (histogram(0), histogram(1));
        let live_bits = live.count_ones() as usize;
        let mut best = (f64::INFINITY, 0, true);
        for c in 0..=most {
            let fold = |h: &[f64]| {
                let mut f = vec![0f64; 1 << c];
                for (key, &v) in h.iter().enumerate() {
                    f[key & ((1 << c) - 1)] += v;
                }
                f
            };
            let (fa, fb) = (fold(&ha), fold(&hb));
            let chunks = (live_bits - c).div_ceil(CHUNK_BITS as usize).max(1) as f64;
            for table_is_b in [true, false] {
                let (probes, table) = if table_is_b { (&fa, &fb) } else { (&fb, &fa) };
                let cost = Sieve::cost(probes, table, c, chunks);
                if cost < best.0 {
                    best = (cost, c, table_is_b);
                }
            }
        }
        Sieve {
            cut,
            c: best.1,
            table_is_b: best.2,
        }
    }

    /// The modelled cost of matching `probes` against `table` (bucket
    /// sizes by the first `c` cut bits), `chunks` table rows a probe.
    fn cost(probes: &[f64], table: &[f64], c: usize, chunks: f64) -> f64 {
        let all = (1usize << c) - 1;
        // For each table bucket, the probes of the buckets it may pair
        // with (those disjoint from it): sums over subsets.
        let mut below = probes.to_vec();
        for bit in 0..c {
            for key in 0..=all {
                if key >> bit & 1 != 0 {
                    below[key] += below[key ^ (1 << bit)];
                }
            }
        }
        let mut cost = 0.0;
        for (t, &size) in table.iter().enumerate() {
            if size < 0.5 {
                continue;
            }
            let p = below[all & !t];
            let visits = (1u64 << (c - t.count_ones() as usize)) as f64;
            let blocks = (size / BLOCK as f64).ceil();
            let tables = blocks * (BUILD + visits * VISIT + p * chunks);
            cost += tables.min(p * size * PAIR + visits * VISIT);
        }
        cost
    }

    /// Packs the words of `list` not ruled out by `reject` into its
    /// first entries, in order, and when the lists are cut, files them
    /// bucket by bucket into `out` (`start[k]..start[k + 1]` is bucket
    /// `k`'s). Returns how many are kept.
    #[inline(always)]
    fn bucket(
        &self,
        pack: impl Fn(u64) -> u64,
        list: &mut [u64],
        reject: u64,
        out: &mut Vec<u64>,
        start: &mut Vec<u32>,
    ) -> usize {
        let buckets = 1usize << self.c;
        start.clear();
        start.resize(buckets + 1, 0);
        let mut kept = 0;
        if self.c == 0 {
            for i in 0..list.len() {
                let w = list[i];
                // Written always, kept when not ruled out: no branch.
                list[kept] = pack(w);
                kept += usize::from(w & reject == 0);
            }
            return kept;
        }
        // Four counts a bucket, taken in turn: consecutive words often
        // fall in one bucket, and one count would make each wait for the
        // last one's store.
        let mut counts = [[0u32; 1 << MAX_CUT]; 4];
        for i in 0..list.len() {
            let w = list[i];
            let q = pack(w);
            list[kept] = q;
            let keep = w & reject == 0;
            kept += usize::from(keep);
            counts[i & 3][(q >> KEY_SHIFT) as usize & 0xff] += u32::from(keep);
        }
        let mut next = [0u32; 1 << MAX_CUT];
        for k in 0..buckets {
            next[k] = start[k];
            start[k + 1] = start[k] + counts.iter().map(|c| c[k]).sum::<u32>();
        }
        if out.len() < kept {
            out.resize(kept, 0);
        }
        let out = &mut out[..kept];
        for &q in &list[..kept] {
            let k = (q >> KEY_SHIFT) as usize & 0xff;
            out[next[k] as usize] = q;
            next[k] += 1;
        }
        kept
    }
}

/// A fixed selection and reordering of a word's bits, by byte tables:
/// each word bit whose pattern bit is `live` and not cut goes to the next
/// low bit (in pattern order, the same for both sides), the `i`-th cut
/// bit to bit `KEY_SHIFT + i`, the rest nowhere. A lookup a byte of the
/// word, on any CPU (`pext` is microcoded on AMD before Zen 3, and could
/// not reorder anyway).
#[derive(Clone)]
struct Packer {
    bytes: usize,
    tables: [[u64; 256]; 8],
}

impl Default for Packer {
    fn default() -> Packer {
        Packer {
            bytes: 0,
            tables: [[0; 256]; 8],
        }
    }
}

impl Packer {
    fn new(map: &BitMap, live: u64, cut: &[u8]) -> Packer {
        // Where each pattern bit goes.
        let mut dest = [0u64; 64];
        let mut next = 0;
        for (p, d) in dest.iter_mut().enumerate() {
            if let Some(i) = cut.iter().position(|&c| usize::from(c) == p) {
                *d = 1 << (KEY_SHIFT as usize + i);
            } else if live >> p & 1 != 0 {
                *d = 1 << next;
                next += 1;
            }
        }
        let mut from_word = [0u64; 64];
        let mut top = 0;
        for (j, &to) in map.to.iter().enumerate() {
            if to != BitMap::NONE {
                from_word[j] = dest[usize::from(to)];
                if from_word[j] != 0 {
                    top = j + 1;
                }
            }
        }
        let bytes = top.div_ceil(8);
        let mut tables = [[0u64; 256]; 8];
        for (i, table) in tables.iter_mut().enumerate().take(bytes) {
            for v in 1..256usize {
                table[v] = table[v & (v - 1)] | from_word[8 * i + v.trailing_zeros() as usize];
            }
        }
        Packer { bytes, tables }
    }

    #[inline(always)]
    fn pack(&self, w: u64) -> u64 {
        let mut q = 0;
        for i in 0..self.bytes {
            q |= self.tables[i][(w >> (8 * i)) as usize & 255];
        }
        q
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
        let mut square = [0u64; 64];
        let have = block.len().saturating_sub(64 * w).min(64);
        if have > 0 {
            square[..have].copy_from_slice(&block[64 * w..64 * w + have]);
        }
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

/// The probe loops in x86-64 intrinsics. LLVM vectorises the plain loop
/// across probes with gathers, which is several times slower than one
/// register of table rows per probe, so these say it outright.
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86 {
    use std::arch::x86_64::*;

    use super::{CHUNK_BITS, Lanes, ROWS, Table};

    const LOW: u64 = ROWS as u64 - 1;

    /// One table row as a 512-bit register.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn row512(row: &Lanes) -> __m512i {
        // SAFETY: `row` is eight readable u64, 64 bytes; the load is
        // unaligned, so any address is fine.
        unsafe { _mm512_loadu_si512(row.as_ptr().cast()) }
    }

    /// With AVX-512F and VPOPCNTDQ: one register a row, one popcount.
    #[inline]
    #[target_feature(enable = "avx512f,avx512vpopcntdq")]
    pub(crate) fn probe_avx512<const K: usize>(probes: &[u64], tables: &[Table; K]) -> u64 {
        let mut sum = _mm512_setzero_si512();
        for &p in probes {
            let mut acc = row512(&tables[0][(p & LOW) as usize]);
            for (c, table) in tables.iter().enumerate().skip(1) {
                let row = &table[((p >> (c as u32 * CHUNK_BITS)) & LOW) as usize];
                acc = _mm512_and_si512(acc, row512(row));
            }
            sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(acc));
        }
        _mm512_reduce_add_epi64(sum) as u64
    }

    /// [`probe_avx512`] over two blocks, the row numbers worked out once.
    #[inline]
    #[target_feature(enable = "avx512f,avx512vpopcntdq")]
    pub(crate) fn probe2_avx512<const K: usize>(probes: &[u64], tables: &[[Table; K]; 2]) -> u64 {
        let [t0, t1] = tables;
        let mut sum = _mm512_setzero_si512();
        for &p in probes {
            let r = (p & LOW) as usize;
            let (mut a, mut b) = (row512(&t0[0][r]), row512(&t1[0][r]));
            for c in 1..K {
                let r = ((p >> (c as u32 * CHUNK_BITS)) & LOW) as usize;
                a = _mm512_and_si512(a, row512(&t0[c][r]));
                b = _mm512_and_si512(b, row512(&t1[c][r]));
            }
            sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(a));
            sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(b));
        }
        _mm512_reduce_add_epi64(sum) as u64
    }

    /// [`super::pair_up`] eight bottom placements at a time: one test
    /// and one compress of the kept words a register.
    #[inline]
    #[target_feature(enable = "avx512f,popcnt")]
    pub(crate) fn pair_up_avx512(
        tops: &[u64],
        (bottoms, len): (&[u64], usize),
        avoid: u64,
        dst: &mut [u64],
    ) -> (usize, usize) {
        assert!(bottoms.len() % 8 == 0 && len <= bottoms.len());
        let mut written = 0;
        for (done, &x) in tops.iter().enumerate() {
            if written + len + super::PAIR_SLACK > dst.len() {
                return (written, done);
            }
            if x & avoid != 0 {
                continue;
            }
            let tests = _mm512_set1_epi64((x | avoid) as i64);
            let xs = _mm512_set1_epi64(x as i64);
            for (i, chunk) in bottoms[..len.next_multiple_of(8)].chunks_exact(8).enumerate() {
                let lanes = (len - 8 * i).min(8);
                let ys = words512(chunk);
                let keep = _mm512_testn_epi64_mask(ys, tests) & ((1u16 << lanes) - 1) as u8;
                let packed = _mm512_maskz_compress_epi64(keep, _mm512_or_si512(ys, xs));
                // All eight lanes are stored; those past the kept ones are
                // overwritten next or lie in the slack.
                store512(&mut dst[written..written + 8], packed);
                written += keep.count_ones() as usize;
            }
        }
        (written, tops.len())
    }

    /// Eight words as a register.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn words512(words: &[u64]) -> __m512i {
        let words: &[u64; 8] = words.try_into().expect("eight words");
        // SAFETY: `words` is eight readable u64, 64 bytes; the load is
        // unaligned, so any address is fine.
        unsafe { _mm512_loadu_si512(words.as_ptr().cast()) }
    }

    /// A register to eight words.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn store512(words: &mut [u64], v: __m512i) {
        let words: &mut [u64; 8] = words.try_into().expect("eight words");
        // SAFETY: `words` is eight writable u64, 64 bytes; the store is
        // unaligned, so any address is fine.
        unsafe { _mm512_storeu_si512(words.as_mut_ptr().cast(), v) }
    }

    /// One half of a table row as a 256-bit register.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn half256(row: &Lanes, half: usize) -> __m256i {
        let words: &[u64; 4] = row[4 * half..4 * half + 4].try_into().expect("four words");
        // SAFETY: `words` is four readable u64, 32 bytes; the load is
        // unaligned, so any address is fine.
        unsafe { _mm256_loadu_si256(words.as_ptr().cast()) }
    }

    /// With AVX2: two registers a row, popcount by a nibble table
    /// (`vpshufb`) summed by `vpsadbw`.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn probe_avx2<const K: usize>(probes: &[u64], tables: &[Table; K]) -> u64 {
        let nibbles = _mm256_setr_epi8(
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
        );
        let low4 = _mm256_set1_epi8(0x0f);
        let zero = _mm256_setzero_si256();
        let count = |v: __m256i| {
            let lo = _mm256_shuffle_epi8(nibbles, _mm256_and_si256(v, low4));
            let hi = _mm256_shuffle_epi8(nibbles, _mm256_and_si256(_mm256_srli_epi16(v, 4), low4));
            _mm256_add_epi8(lo, hi)
        };
        let mut sum = zero;
        for &p in probes {
            let first = &tables[0][(p & LOW) as usize];
            let (mut a, mut b) = (half256(first, 0), half256(first, 1));
            for (c, table) in tables.iter().enumerate().skip(1) {
                let row = &table[((p >> (c as u32 * CHUNK_BITS)) & LOW) as usize];
                a = _mm256_and_si256(a, half256(row, 0));
                b = _mm256_and_si256(b, half256(row, 1));
            }
            // At most 16 a byte: the two halves' counts add in bytes.
            sum = _mm256_add_epi64(sum, _mm256_sad_epu8(_mm256_add_epi8(count(a), count(b)), zero));
        }
        let mut out = [0u64; 4];
        // SAFETY: `out` is four writable u64, 32 bytes; the store is
        // unaligned, so any address is fine.
        unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), sum) };
        out.iter().sum()
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
            let (written, done) = pair_up(&tops, (&bottoms, len), avoid, &mut dst);
            assert_eq!((&dst[..written], done), (&want[..], tops.len()), "{len}");
            // Room for one top placement's pairs: at least one is done,
            // and what is written is theirs.
            let mut dst = vec![0u64; len + PAIR_SLACK];
            let (written, done) = pair_up(&tops, (&bottoms, len), avoid, &mut dst);
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
                let (written, done) =
                    unsafe { x86::pair_up_avx512(&tops, (&bottoms, len), avoid, &mut fast) };
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
                    count_disjoint(Plain, (&mut x, &map), (&mut y, &map), &mut scratch),
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
                let got = chosen.count_disjoint((&mut x, &map), (&mut y, &map), &mut scratch);
                assert_eq!(got, want, "{kernel}, forced {forced}");
                // The same patterns, the second list's words swapped.
                let swap = |p: u64| (p >> 20) | (p & 0xf_ffff) << 20;
                let (mut x, mut y) = (a.clone(), b.iter().map(|&p| swap(p)).collect::<Vec<_>>());
                assert_eq!(swapped.apply(y[0]), b[0]);
                let got = chosen.count_disjoint((&mut x, &map), (&mut y, &swapped), &mut scratch);
                assert_eq!(got, want, "{kernel}, forced {forced}, swapped");
            }
        }
    }

    #[test]
    fn the_packer_moves_each_kept_bit_once() {
        let live = 0b1011_0110_1110_0101u64 | 1 << 45;
        let cut = [6u8, 2, 45];
        let packer = Packer::new(&BitMap::identity(46), live, &cut);
        let mut rng = Rng::new(5);
        for _ in 0..1000 {
            let p = rng.next_u64() & ((1 << 46) - 1);
            let q = packer.pack(p);
            let mut next = 0;
            for j in 0..46 {
                if let Some(i) = cut.iter().position(|&c| c == j as u8) {
                    assert_eq!(q >> (KEY_SHIFT as usize + i) & 1, p >> j & 1, "cut bit {j}");
                } else if live >> j & 1 != 0 {
                    assert_eq!(q >> next & 1, p >> j & 1, "kept bit {j}");
                    next += 1;
                }
            }
            assert_eq!(q & !((1 << next) - 1) & ((1 << KEY_SHIFT) - 1), 0, "nothing else");
        }
    }
}

//! The sieve in front of the join's tables: how each side's words are
//! read as patterns ([`BitMap`]), which bits cut the lists into buckets
//! and which side becomes the tables ([`Sieve`]), and the packing of
//! words into patterns with their bucket ([`Packer`], or `pext`).

use super::{BLOCK, BUILD, CHUNK_BITS, KEY_SHIFT, MAX_BITS, MAX_CUT, PAIR, SAMPLE, VISIT};

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
    pub(super) to: [u8; 64],
    swap: u32,
    /// Pattern bits: one past the highest.
    pub(super) bits: u32,
    /// Packs a word into its pattern as it is (no bit dropped or cut),
    /// by tables, for the lists too short to be cut: built once.
    pub(super) plain: Box<Packer>,
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
    pub(super) fn swapped_bit(&self, j: u32) -> u32 {
        match self.swap {
            0 => j,
            s if j < s => j + s,
            s if j < 2 * s => j - s,
            _ => j,
        }
    }

    /// The word with its two fields exchanged.
    #[inline(always)]
    pub(super) fn swapped(&self, w: u64) -> u64 {
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
    pub(super) fn preimage(&self, pattern: u64) -> u64 {
        let mut w = 0;
        for (j, &to) in self.to.iter().enumerate() {
            if to != BitMap::NONE && pattern >> to & 1 != 0 {
                w |= 1 << j;
            }
        }
        w
    }

    /// [`BitMap::preimage`] in the swapped word: what `pext` selects.
    pub(super) fn selection(&self, pattern: u64) -> u64 {
        let mut w = 0;
        for (j, &to) in self.to.iter().enumerate() {
            if to != BitMap::NONE && pattern >> to & 1 != 0 {
                w |= 1 << self.swapped_bit(j as u32);
            }
        }
        w
    }
}

/// Which bits to cut the lists by, and which list becomes the tables.
#[derive(Debug, Clone, Copy)]
pub(super) struct Sieve {
    /// The cut bits (pattern positions), the most telling first.
    pub(super) cut: [u8; MAX_CUT],
    pub(super) c: usize,
    pub(super) table_is_b: bool,
}

impl Sieve {
    /// No cut: the side that costs fewer block builds and passes becomes
    /// the tables.
    pub(super) fn uncut(la: usize, lb: usize) -> Sieve {
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
    pub(super) fn choose(lists: [&[u64]; 2], maps: [&BitMap; 2], live: u64, reject: [u64; 2]) -> Sieve {
        // A sample of each side (no allocation: this runs once a unit).
        let mut samples = [[0u64; SAMPLE]; 2];
        let mut sampled = [0usize; 2];
        for s in 0..2 {
            let step = lists[s].len().div_ceil(SAMPLE).max(1);
            for &w in lists[s].iter().step_by(step) {
                if w & reject[s] == 0 {
                    samples[s][sampled[s]] = w;
                    sampled[s] += 1;
                }
            }
        }
        // How often each pattern bit is held in each sample.
        let mut counts = [[0u64; 64]; 2];
        for s in 0..2 {
            let mut by_word_bit = [0u64; 64];
            for &w in &samples[s][..sampled[s]] {
                let mut bits = w;
                while bits != 0 {
                    by_word_bit[bits.trailing_zeros() as usize] += 1;
                    bits &= bits - 1;
                }
            }
            for (j, &to) in maps[s].to.iter().enumerate() {
                if to != BitMap::NONE {
                    counts[s][usize::from(to)] = by_word_bit[j];
                }
            }
        }
        let mut order = [0u8; 64];
        let mut live_bits = 0;
        for p in 0..64u8 {
            if live >> p & 1 != 0 {
                order[live_bits] = p;
                live_bits += 1;
            }
        }
        let both = |p: u8| counts[0][usize::from(p)] * counts[1][usize::from(p)];
        order[..live_bits].sort_unstable_by_key(|&p| std::cmp::Reverse(both(p)));
        // No more buckets than the shorter side has runs of 64 words: the
        // cost model counts comparisons, not the bucketing's own cost, and
        // below that its extra cut bits measured slower (n = 20: 3%).
        let shorter = lists[0].len().min(lists[1].len()) / 64;
        let most = live_bits.min(MAX_CUT).min(shorter.max(1).ilog2() as usize);
        let mut cut = [0u8; MAX_CUT];
        cut[..most].copy_from_slice(&order[..most]);
        // Each sample's buckets on all `most` bits, scaled to its list.
        let mut histograms = [[0f64; 1 << MAX_CUT]; 2];
        for s in 0..2 {
            let mut word_bit = [0u32; MAX_CUT];
            for (i, &p) in cut[..most].iter().enumerate() {
                word_bit[i] = maps[s]
                    .to
                    .iter()
                    .position(|&to| to == p)
                    .expect("a live bit comes from a word bit") as u32;
            }
            let scale = if sampled[s] == 0 {
                0.0
            } else {
                lists[s].len() as f64 / sampled[s] as f64
            };
            for &w in &samples[s][..sampled[s]] {
                let key = (0..most).fold(0, |k, i| k | ((w >> word_bit[i] & 1) as usize) << i);
                histograms[s][key] += scale;
            }
        }
        // For each side as the probes, the probes a table bucket may pair
        // with (those disjoint from it) are sums over subsets of its
        // complement: summed once on all `most` bits. With fewer cut bits
        // `c`, a bucket stands for every key that agrees on the low `c`
        // bits, so its complement's subsets are read with the high bits
        // set. (Once per count of cut bits, this was a few per cent of a
        // short unit's time.)
        let full = (1usize << most) - 1;
        let mut below = histograms;
        for side in &mut below {
            for bit in 0..most {
                for key in 0..=full {
                    if key >> bit & 1 != 0 {
                        side[key] += side[key ^ (1 << bit)];
                    }
                }
            }
        }
        let mut best = (f64::INFINITY, 0, true);
        // From the most cut bits down: each count folds the last one's
        // histogram in half (a cut bit fewer).
        let mut folded = histograms;
        for c in (0..=most).rev() {
            if c < most {
                for side in &mut folded {
                    for key in 0..1 << c {
                        side[key] += side[key | 1 << c];
                    }
                }
            }
            let chunks = (live_bits - c).div_ceil(CHUNK_BITS as usize).max(1) as f64;
            for table_is_b in [true, false] {
                let (probes, table) = if table_is_b {
                    (&below[0], &folded[1])
                } else {
                    (&below[1], &folded[0])
                };
                let cost = Sieve::cost(probes, full, &table[..1 << c], c, chunks);
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

    /// The modelled cost of matching the probes against `table` (bucket
    /// sizes by the first `c` cut bits), `chunks` table rows a probe.
    /// `below[key]` is the probes whose bucket on all the `full` cut bits
    /// is a subset of `key`.
    pub(super) fn cost(below: &[f64], full: usize, table: &[f64], c: usize, chunks: f64) -> f64 {
        let all = (1usize << c) - 1;
        let high = full & !all;
        let mut cost = 0.0;
        for (t, &size) in table.iter().enumerate() {
            if size < 0.5 {
                continue;
            }
            let p = below[high | (all & !t)];
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
    pub(super) fn bucket(
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
            counts[i & 3][(q >> KEY_SHIFT) as usize & ((1 << MAX_CUT) - 1)] += u32::from(keep);
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
            let k = (q >> KEY_SHIFT) as usize & ((1 << MAX_CUT) - 1);
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
pub(super) struct Packer {
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
    pub(super) fn new(map: &BitMap, live: u64, cut: &[u8]) -> Packer {
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
    pub(super) fn pack(&self, w: u64) -> u64 {
        let mut q = 0;
        for i in 0..self.bytes {
            q |= self.tables[i][(w >> (8 * i)) as usize & 255];
        }
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

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

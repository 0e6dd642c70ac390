//! Band tables: every way to put one queen on each of `rows` consecutive
//! rows of the board, filed by the set of columns the queens use.
//!
//! A half board (⌊n/2⌋ rows) is two bands, a top one and a bottom one,
//! whose queens use complementary parts of the half's column set and
//! share no diagonal. Each band is listed once, at the start of a count,
//! and the halves of a unit are paired up from the two tables
//! ([`crate::join::Halves`]). Unlike a split by columns (which must file
//! placements by the rows they use as well, most of them leaving rows
//! empty), a band has a queen on every row, which keeps the tables small:
//! 0.65 million placements a band at n = 20 (5.2 MB), 12.8 million at
//! n = 22.
//!
//! **The half word.** A placement is kept as the diagonals it holds in
//! one `u64`, the layout of its half ([`HalfGeometry`]): of each
//! direction (`r + c`, and `r + n − 1 − c`) the diagonals from the top
//! band's height `h` on, `w = a + n − 1 − h` of them (the diagonals below
//! `h` belong to the top band alone: nothing else on the board reaches
//! them). Two placements clash exactly when their words share a bit, and
//! a half's word is the OR of its bands'.

#![forbid(unsafe_code)]

/// The shape of a half board of `a` rows cut into a top band of `h` rows
/// and a bottom band of `a − h`, on a board of n columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct HalfGeometry {
    pub n: usize,
    /// Rows of the half.
    pub a: usize,
    /// Rows of the top band.
    pub h: usize,
}

impl HalfGeometry {
    /// The half of n (⌊n/2⌋ rows), its top band `h` rows.
    pub fn new(n: usize, h: usize) -> HalfGeometry {
        let a = n / 2;
        assert!(h <= a, "a top band within the half");
        HalfGeometry { n, a, h }
    }

    /// Diagonals of each direction in a half word.
    pub fn width(&self) -> usize {
        self.a + self.n - 1 - self.h
    }

    /// The half word of diagonals `d1` (bit `r + c`) and `d2` (bit
    /// `r + n − 1 − c`), rows counted from the half's first: field bit
    /// `i` of the first direction is diagonal `h + i`, of the second
    /// diagonal `h + w − 1 − i` (the second runs backwards, so that the
    /// join reads both halves' patterns as selections of their bits:
    /// [`crate::join::halves::Patterns`]).
    pub fn word(&self, d1: u64, d2: u64) -> u64 {
        let w = self.width();
        let mask = (1u64 << w) - 1;
        let back = if w == 0 {
            0
        } else {
            ((d2 >> self.h) & mask).reverse_bits() >> (64 - w)
        };
        ((d1 >> self.h) & mask) | back << w
    }

    /// Whether the half word fits one `u64`.
    pub fn fits(&self) -> bool {
        2 * self.width() <= 64
    }
}

/// The placements of one band, grouped by column set: the half words of
/// the placements whose columns have rank `k` ([`Ranks`]) are
/// `entries[start[k]..start[k] + len[k]]`, each group padded to a
/// multiple of `pad` entries (for the vector pairing, which reads whole
/// registers).
#[derive(Clone)]
pub(crate) struct Band {
    /// First row of the band in its half, and its rows.
    pub r0: usize,
    pub rows: usize,
    start: Vec<u32>,
    len: Vec<u32>,
    entries: Vec<u64>,
}

/// A band's placements counted column set by column set, before they are
/// filed ([`Band::count`]).
#[derive(Debug, Clone)]
pub(crate) struct BandSizes {
    pub r0: usize,
    pub rows: usize,
    len: Vec<u32>,
}

impl BandSizes {
    /// Bytes the band will hold, its groups padded to multiples of `pad`.
    pub fn bytes(&self, pad: usize) -> u64 {
        let entries: u64 = self
            .len
            .iter()
            .map(|&l| (l as usize).next_multiple_of(pad) as u64)
            .sum();
        8 * entries + 2 * 4 * self.len.len() as u64
    }

    /// The most placements on one column set.
    pub fn longest(&self) -> u64 {
        self.len.iter().map(|&l| u64::from(l)).max().unwrap_or(0)
    }

    /// How many placements use exactly the columns of rank `k`.
    pub fn len(&self, k: u32) -> u64 {
        u64::from(self.len[k as usize])
    }
}

impl Band {
    /// Counts the band's placements column set by column set (a walk that
    /// keeps a count a set), so that its size is known before it is
    /// filed; `None` when a column set has more than a `u32` counts.
    pub fn count(g: HalfGeometry, r0: usize, rows: usize, ranks: &Ranks) -> Option<BandSizes> {
        let mut len = vec![0u32; ranks.count(rows) as usize];
        let mut fits = true;
        each(g, r0, rows, &mut |cols, _, _| {
            let l = &mut len[ranks.rank(cols) as usize];
            *l += 1;
            fits = *l < u32::MAX;
            fits
        });
        fits.then_some(BandSizes { r0, rows, len })
    }

    /// Files the placements, given their [`Band::count`], each column
    /// set's padded to a multiple of `pad`.
    pub fn fill(g: HalfGeometry, sizes: BandSizes, ranks: &Ranks, pad: usize) -> Band {
        let BandSizes { r0, rows, len } = sizes;
        let mut start = Vec::with_capacity(len.len());
        let mut total = 0usize;
        for &l in &len {
            start.push(u32::try_from(total).expect("a band indexable by u32"));
            total += (l as usize).next_multiple_of(pad);
        }
        let mut next = start.clone();
        let mut entries = vec![0u64; total];
        each(g, r0, rows, &mut |cols, d1, d2| {
            let k = ranks.rank(cols) as usize;
            entries[next[k] as usize] = g.word(d1, d2);
            next[k] += 1;
            true
        });
        Band {
            r0,
            rows,
            start,
            len,
            entries,
        }
    }

    /// The half words of the placements on exactly the columns of rank `k`.
    pub fn get(&self, k: u32) -> &[u64] {
        let k = k as usize;
        let from = self.start[k] as usize;
        &self.entries[from..from + self.len[k] as usize]
    }

    /// [`Band::get`] with its padding, and how many of it are placements.
    pub fn padded(&self, k: u32) -> (&[u64], usize) {
        let k = k as usize;
        let (from, len) = (self.start[k] as usize, self.len[k] as usize);
        let to = self.start.get(k + 1).map_or(self.entries.len(), |&s| s as usize);
        (&self.entries[from..to], len)
    }

    /// The most placements on any one column set.
    #[cfg(test)]
    pub fn longest(&self) -> u64 {
        self.len.iter().map(|&l| u64::from(l)).max().unwrap_or(0)
    }

    /// Placements in all.
    pub fn total(&self) -> u64 {
        self.len.iter().map(|&l| u64::from(l)).sum()
    }
}

impl std::fmt::Debug for Band {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Band {{ rows {}..{}, {} placements }}",
            self.r0,
            self.r0 + self.rows,
            self.total()
        )
    }
}

/// Calls `emit(cols, d1, d2)` for every placement of one queen on each
/// of rows `r0..r0 + rows` of the half (rows counted from the half's
/// first), no two attacking: `cols` the columns used, `d1` and `d2` the
/// diagonals held (bit `r + c`, bit `r + n − 1 − c`). Stops early when
/// `emit` returns false, and returns false then.
pub(crate) fn each(
    g: HalfGeometry,
    r0: usize,
    rows: usize,
    emit: &mut impl FnMut(u32, u64, u64) -> bool,
) -> bool {
    walk(g.n, r0, r0 + rows, 0, 0, 0, emit)
}

/// One row of the band after another, a queen in each free column.
fn walk(
    n: usize,
    r: usize,
    end: usize,
    cols: u32,
    d1: u64,
    d2: u64,
    emit: &mut impl FnMut(u32, u64, u64) -> bool,
) -> bool {
    if r == end {
        return emit(cols, d1, d2);
    }
    let full = (1u64 << n) - 1;
    // Column c is attacked along d1 when bit r + c is set, along d2 when
    // bit r + n − 1 − c is: the second, read from bit r + n − 1 down.
    let from_d2 = ((d2 >> r) & full).reverse_bits() >> (64 - n);
    let mut free = full & !u64::from(cols) & !(d1 >> r) & !from_d2;
    while free != 0 {
        let c = free.trailing_zeros() as usize;
        free &= free - 1;
        let (a, b) = (1u64 << (r + c), 1u64 << (r + n - 1 - c));
        if !walk(n, r + 1, end, cols | 1 << c, d1 | a, d2 | b, emit) {
            return false;
        }
    }
    true
}

/// Ranks of column sets of k columns out of n (combinatorial number
/// system, colexicographic): a dense index for a band's table.
#[derive(Debug, Clone)]
pub(crate) struct Ranks {
    /// `binom[i][k]` = C(i, k).
    binom: Vec<[u32; 33]>,
}

impl Ranks {
    pub fn new(n: usize) -> Ranks {
        let mut binom = vec![[0u32; 33]; n + 1];
        for i in 0..=n {
            binom[i][0] = 1;
            for k in 1..=i.min(32) {
                binom[i][k] = binom[i - 1][k - 1] + if k < i { binom[i - 1][k] } else { 0 };
            }
        }
        Ranks { binom }
    }

    /// How many sets of `k` columns there are.
    pub fn count(&self, k: usize) -> u64 {
        u64::from(self.binom[self.binom.len() - 1][k])
    }

    /// The rank of a column set among those of its size.
    #[inline]
    pub fn rank(&self, cols: u32) -> u32 {
        let mut rank = 0;
        let mut rest = cols;
        let mut i = 1;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            rank += self.binom[c][i];
            i += 1;
        }
        rank
    }
}

/// Calls `f` with every subset of `0..bits` of `k` elements, as a mask,
/// in increasing order.
pub(crate) fn each_subset(bits: usize, k: usize, mut f: impl FnMut(usize)) {
    if k > bits {
        return;
    }
    if k == 0 {
        f(0);
        return;
    }
    let end = 1usize << bits;
    let mut x = (1usize << k) - 1;
    while x < end {
        f(x);
        // Gosper's hack: the next larger mask with as many bits.
        let low = x & x.wrapping_neg();
        let ripple = x + low;
        x = ripple | (((x ^ ripple) >> 2) / low);
    }
}

/// The subsets of `k` elements of the set bits of `set`, in increasing
/// order of their position masks (`pdep` of [`each_subset`]).
pub(crate) fn each_subset_of(set: u32, k: usize, mut f: impl FnMut(u32)) {
    let bits: Vec<u32> = (0..32).filter(|b| set >> b & 1 != 0).collect();
    each_subset(bits.len(), k, |pick| {
        let mut sub = 0u32;
        let mut p = pick;
        while p != 0 {
            sub |= 1 << bits[p.trailing_zeros() as usize];
            p &= p - 1;
        }
        f(sub);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_are_all_masks_of_k_bits_once() {
        for bits in 0..=10 {
            for k in 0..=bits + 1 {
                let mut seen = Vec::new();
                each_subset(bits, k, |m| seen.push(m));
                let want: Vec<usize> = (0..1usize << bits)
                    .filter(|m| m.count_ones() as usize == k)
                    .collect();
                assert_eq!(seen, want, "bits {bits}, k {k}");
            }
        }
        let mut seen = Vec::new();
        each_subset_of(0b1011_0100, 2, |m| seen.push(m));
        assert_eq!(
            seen,
            vec![
                0b0001_0100,
                0b0010_0100,
                0b0011_0000,
                0b1000_0100,
                0b1001_0000,
                0b1010_0000
            ]
        );
    }

    #[test]
    fn ranks_are_dense_and_distinct() {
        let ranks = Ranks::new(10);
        for k in 0..=10 {
            let mut seen = Vec::new();
            each_subset(10, k, |m| seen.push(ranks.rank(m as u32)));
            seen.sort_unstable();
            let want: Vec<u32> = (0..ranks.count(k) as u32).collect();
            assert_eq!(seen, want, "k {k}");
        }
    }

    #[test]
    fn a_band_files_every_placement_under_its_columns() {
        // A brute force over every choice of a column per row: the band's
        // placements, their columns and their words.
        for (n, r0, rows) in [(8, 0, 2), (8, 2, 2), (9, 1, 3), (7, 0, 3)] {
            let g = HalfGeometry::new(n, (n / 2) / 2);
            let ranks = Ranks::new(n);
            let band = Band::fill(g, Band::count(g, r0, rows, &ranks).unwrap(), &ranks, 8);
            let mut want = 0;
            for code in 0..n.pow(rows as u32) {
                let cells: Vec<(usize, usize)> =
                    (0..rows).map(|i| (r0 + i, code / n.pow(i as u32) % n)).collect();
                let ok = cells.iter().enumerate().all(|(i, &(r, c))| {
                    cells[i + 1..]
                        .iter()
                        .all(|&(r2, c2)| c != c2 && r + c != r2 + c2 && r + n - 1 - c != r2 + n - 1 - c2)
                });
                if ok {
                    want += 1;
                    let cols = cells.iter().fold(0u32, |m, &(_, c)| m | 1 << c);
                    let d1 = cells.iter().fold(0u64, |m, &(r, c)| m | 1 << (r + c));
                    let d2 = cells.iter().fold(0u64, |m, &(r, c)| m | 1 << (r + n - 1 - c));
                    assert!(band.get(ranks.rank(cols)).contains(&g.word(d1, d2)), "{cells:?}");
                }
            }
            assert_eq!(band.total(), want, "n {n} rows {r0}..{}", r0 + rows);
            for k in 0..ranks.count(rows) as u32 {
                let (padded, len) = band.padded(k);
                assert_eq!((padded.len() % 8, &padded[..len]), (0, band.get(k)));
            }
        }
    }
}

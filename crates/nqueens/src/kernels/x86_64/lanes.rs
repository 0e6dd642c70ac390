//! What the two lane kernels (AVX-512 `x86_64::avx512::lanes`, AVX2
//! `x86_64::avx2::lanes`) share besides their walk (`x86_64::walk`): the
//! limits of n, the rows left to the block counter, the room `rd` keeps
//! below the board, the per-row tables, the scalar opening that hands out
//! roots, the queue of blocks, and the frame check of edge blocks. All
//! plain Rust, no intrinsics.

#![cfg(target_arch = "x86_64")]

use crate::kernels::rows::{Reach, Search, reach};

/// The largest n the lanes take (beyond it the scalar search runs).
pub(crate) const MAX_LANE_N: usize = 23;

/// The smallest n worth it.
pub(crate) const MIN_LANE_N: usize = 10;

/// Rows the lanes leave to the block counter: four rows make 16
/// availability bits, so one 16-bit-lane compare tests all 24 orders
/// (five rows need eight compares).
pub(super) const LANE_K: usize = 4;

/// Idle lanes that make a refill worth its stores and loads.
pub(super) const REFILL: u32 = 2;

/// A prototype's per-row rules as 32-entry tables, for the opening (and
/// the AVX-512 lanes, which permute them into registers). Rows past the
/// board allow everything; the opening never reads them.
pub(super) struct Tables {
    /// The board's columns.
    pub full: u32,
    /// The last row's allowed squares.
    pub band: u32,
    pub allowed: [u32; 32],
    /// Edge mode's forward checks (all 0 but in edge mode).
    pub rc: [Reach; 32],
    /// Corner mode's column-1 masks (all ones where there is no such rule).
    pub col1: [u32; 32],
}

impl Tables {
    pub fn new<const EDGE: bool>(proto: &Search) -> Tables {
        let n = proto.n;
        let full = ((1u64 << n) - 1) as u32;
        let mut allowed = [full; 32];
        for (a, &b) in allowed.iter_mut().zip(proto.allowed.iter()).take(n) {
            *a = b as u32;
        }
        let rc = if EDGE {
            reach(proto)
        } else {
            [Reach::default(); 32]
        };
        let mut col1 = [u32::MAX; 32];
        if !EDGE && proto.col1_from > 0 {
            for (row, m) in col1.iter_mut().enumerate().take(n) {
                *m = (proto.col1_from.max(row)..n).fold(0u32, |m, j| m | 1 << (j - row + 1));
            }
        }
        Tables {
            full,
            band: allowed[n - 1],
            allowed,
            rc,
            col1,
        }
    }
}

/// Blocks waiting to be counted, one array per field: a walk queues a
/// register's worth at `len` (the lanes that go to a block packed to the
/// front), and drains the queue once it holds `cap` or more.
pub(super) struct Blocks {
    pub col: Box<[u32]>,
    pub ld: Box<[u32]>,
    pub rd: Box<[u32]>,
    pub lr: Box<[u32]>,
    pub row: Box<[u32]>,
    pub slot: Box<[u32]>,
    pub len: usize,
    /// Whether `row` is kept: blocks start on n − [`LANE_K`] but below
    /// deep roots (the walk's `DEEP`), where edge blocks also wait for
    /// both side columns.
    pub rows: bool,
}

impl Blocks {
    /// An empty queue whose arrays each hold `size` entries.
    pub fn new(size: usize, rows: bool) -> Blocks {
        let v = || vec![0u32; size].into_boxed_slice();
        Blocks {
            col: v(),
            ld: v(),
            rd: v(),
            lr: v(),
            row: v(),
            slot: v(),
            len: 0,
            rows,
        }
    }

    /// The entries every array holds (the stores and loads of whole
    /// registers are checked against it).
    pub fn size(&self) -> usize {
        [&self.col, &self.ld, &self.rd, &self.lr, &self.row, &self.slot]
            .iter()
            .map(|v| v.len())
            .min()
            .unwrap_or(0)
    }
}

/// A node handed to a lane: its attacks, untried squares, row, the side
/// queens' leaf index and the search it belongs to.
#[derive(Clone, Copy, Default)]
pub(super) struct Root {
    pub col: u32,
    pub ld: u32,
    pub rd: u32,
    pub avail: u32,
    pub row: u32,
    pub lr: u32,
    pub slot: u32,
}

/// The bits `rd` keeps below the board in a 32-bit lane.
pub(super) fn room(n: usize) -> u32 {
    (32 - n) as u32
}

/// The rows the history registers hold: 5 bits a row in two 32-bit
/// words shifted as one 64-bit register.
pub(super) const HISTORY: u32 = 12;

/// The rows a lane's walk may go below its root: as many as `rd` has
/// room for below the board, and at most [`HISTORY`].
pub(super) fn lane_room(n: usize) -> u32 {
    room(n).min(HISTORY)
}

/// The row the scalar opening stops at: two rows below the prototype's
/// first open row, and deep enough that the lanes' walks stay within the
/// room `rd` has below the board.
pub(super) fn root_row(s: &Search, room: u32) -> usize {
    // Pushed nodes lie on rows up to n - 2.
    (s.first + 2).max((s.n - 2).saturating_sub(room as usize))
}

/// The scalar opening: each search's rows from its first open row down to
/// its root row, with the dead-end tests of the row kernel, handing out
/// the nodes of the root row one at a time (so that memory stays small
/// however many roots there are).
pub(super) struct Opener<'a, const STATS: bool, const EDGE: bool> {
    batch: &'a [Search],
    tables: &'a Tables,
    room: u32,
    /// The search being opened, and its root row.
    slot: usize,
    root_row: usize,
    /// The stack, by row: attacks, untried squares, side-queen index.
    col: [u32; 33],
    ld: [u32; 33],
    rd: [u32; 33],
    avail: [u32; 33],
    lr: [u32; 33],
    row: usize,
    /// Whether the current search has been started.
    started: bool,
    /// Nodes visited, by search.
    pub nodes: Vec<u64>,
}

impl<'a, const STATS: bool, const EDGE: bool> Opener<'a, STATS, EDGE> {
    pub fn new(batch: &'a [Search], tables: &'a Tables, room: u32) -> Self {
        Opener {
            batch,
            tables,
            room,
            slot: 0,
            root_row: 0,
            col: [0; 33],
            ld: [0; 33],
            rd: [0; 33],
            avail: [0; 33],
            lr: [0; 33],
            row: 0,
            started: false,
            nodes: vec![0; batch.len()],
        }
    }

    /// The next root, or `None` when every search is opened.
    #[inline(always)]
    pub fn next_root(&mut self) -> Option<Root> {
        let t = self.tables;
        loop {
            let s = self.batch.get(self.slot)?;
            let n = s.n;
            let last = n - 1;
            let top = 1u32 << (n - 1);
            if !self.started {
                self.started = true;
                self.root_row = root_row(s, self.room);
                let full = ((1u64 << n) - 1) as u32;
                let first = s.first;
                self.row = first;
                self.col[first] = s.col as u32;
                // Masks cut to the board (ld's bits past it never return).
                self.ld[first] = (s.ld as u32) & full;
                self.rd[first] = s.rd as u32;
                self.lr[first] = s.lr as u32;
                self.avail[first] = t.allowed[first] & !(self.col[first] | self.ld[first] | self.rd[first]);
                if first == self.root_row {
                    // The search's own first row is the root row.
                    let f = self.avail[first];
                    self.avail[first] = 0;
                    return Some(self.root(first, f));
                }
            }
            let row = self.row;
            let a = self.avail[row];
            if a == 0 {
                if row == self.batch[self.slot].first {
                    self.slot += 1;
                    self.started = false;
                    continue;
                }
                self.row -= 1;
                continue;
            }
            let bit = a & a.wrapping_neg();
            self.avail[row] = a ^ bit;
            if STATS {
                self.nodes[self.slot] += 1;
            }
            let next = row + 1;
            let (c, l, r) = (
                self.col[row] | bit,
                (self.ld[row] | bit) << 1,
                (self.rd[row] | bit) >> 1,
            );
            let f = t.allowed[next] & !(c | l | r);
            let mut dead = f == 0;
            dead |= (next < last) & (t.allowed[next + 1] & !(c | (l << 1) | (r >> 1)) == 0);
            if EDGE {
                let x = t.rc[next];
                dead |= t.band & !(c | (l << x.to_last) | (r >> x.to_last)) == 0;
                dead |= (c & 1 == 0) & ((x.left as u32) & !r == 0);
                dead |= (c & top == 0) & ((x.right as u32) & !l == 0);
            } else {
                dead |= (c & 2 == 0) & (t.col1[next] & !r == 0);
            }
            if dead {
                continue;
            }
            let lr = if EDGE {
                self.lr[row] + (bit & 1) * (row * n) as u32 + (bit >> (n - 1)) * row as u32
            } else {
                0
            };
            self.col[next] = c;
            self.ld[next] = l;
            self.rd[next] = r;
            self.lr[next] = lr;
            if next == self.root_row {
                return Some(self.root(next, f));
            }
            self.avail[next] = f;
            self.row = next;
        }
    }

    fn root(&self, row: usize, free: u32) -> Root {
        Root {
            col: self.col[row],
            ld: self.ld[row],
            rd: self.rd[row],
            avail: free,
            row: row as u32,
            lr: self.lr[row],
            slot: self.slot as u32,
        }
    }
}

/// Edge mode, a block of the last four rows with a side column still
/// open (`lr`: the placed side queens' rows as `l << 8 | r`, 0 where
/// open): of the permutations in `set` (those that complete it), the
/// ones whose frame the table counts, with the open side columns' queens
/// on the rows the permutation gives them. `perm4` maps a permutation's
/// index to its columns and rows, as the block table that made `set`
/// numbers them. Both lane kernels' drains call it.
#[inline(always)]
pub(super) fn frame_count(
    n: usize,
    proto: &Search,
    perm4: impl Fn(usize) -> ([u8; 4], [u8; 4]),
    set: u32,
    free: u32,
    lr: u32,
) -> u32 {
    let block_row = n - LANE_K;
    let mut pos = [0usize; 4];
    let mut x = free;
    for p in pos.iter_mut() {
        *p = x.trailing_zeros() as usize;
        x &= x.wrapping_sub(1);
    }
    let (l, r) = ((lr >> 8) as usize, (lr & 0xff) as usize);
    // An open side column is free: column 0 the first free one, n − 1
    // the last.
    debug_assert!((l != 0 || pos[0] == 0) && (r != 0 || pos[3] == n - 1));
    let mut count = 0;
    let mut s = set;
    while s != 0 {
        let (col_of, row_of) = perm4(s.trailing_zeros() as usize);
        s &= s - 1;
        let l_row = if l != 0 { l } else { block_row + row_of[0] as usize };
        let r_row = if r != 0 { r } else { block_row + row_of[3] as usize };
        let bottom = pos[col_of[3] as usize];
        count += (proto.leaf[l_row * n + r_row] >> bottom) as u32 & 1;
    }
    count
}

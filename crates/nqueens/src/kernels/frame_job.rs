//! Counting the completions of a frame by iterative bitmask backtracking.
//!
//! **What it computes.** A [`Job`] is a board with a frame's border queens
//! placed and a list of the rows still to fill, top to bottom. [`count`] returns how many ways the
//! remaining rows can be filled so that no two queens attack: the same as
//! [`crate::reference::count_plain`] restricted to boards that extend the
//! placed queens.
//!
//! **Bit layout.** Bit c of a mask is column c. Three masks describe what
//! the placed queens attack in the current row:
//! - `col`: columns in use;
//! - `ld`: diagonals whose column grows by one a row (`col - row` fixed);
//!   shifted left when moving down;
//! - `rd`: diagonals whose column shrinks by one a row (`col + row` fixed);
//!   shifted right when moving down.
//!
//! Queens *below* the current row attack it too. Their `rd` diagonals are
//! preloaded as bits above the board (at most bit 2n-2 ≤ 62, so a `u64`
//! holds them) and slide onto the board as rows go by. Their `ld`
//! diagonals would need negative bit positions; each [`Step`] instead adds
//! the bits that reach column 0 or beyond at that row. Rows that already
//! hold a queen are skipped by shifting two or three rows at once.
//!
//! **Invariant.** At depth d the masks hold every attack on row
//! `rows[d]`; bits of `ld` past the board and bits of `rd` that slid off it
//! are harmless, as `full` masks every test.

use super::Found;
use crate::count::frames::Frame;

/// The largest number of rows a job can leave open.
pub(crate) const MAX_DEPTH: usize = 32;

/// Moving from one open row to the next.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Step {
    /// How many rows down the next open row is (1 to 3).
    pub shift: u32,
    /// `ld` bits of queens below that are on the board from that row on.
    pub add_ld: u64,
}

/// A partial board ready to be completed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Job {
    /// The board's columns: the low n bits.
    pub full: u64,
    /// The attacks on the first open row.
    pub col: u64,
    pub ld: u64,
    pub rd: u64,
    /// The open rows, top to bottom.
    pub rows: Vec<u8>,
    /// `steps[d]` moves from open row d-1 to open row d (`steps[0]` unused).
    pub steps: Vec<Step>,
}

impl Job {
    /// The free squares of the first open row.
    pub fn first_free(&self) -> u64 {
        self.full & !(self.col | self.ld | self.rd)
    }
}

/// Counts the completions of `job`. With `STATS`, also counts the nodes;
/// without, the node counter costs nothing.
pub(crate) fn count<const STATS: bool>(job: &Job) -> Found {
    let m = job.rows.len();
    let free0 = job.first_free();
    match m {
        0 => {
            return Found {
                solutions: 1,
                nodes: 0,
            };
        }
        1 => {
            let s = u64::from(free0.count_ones());
            return Found {
                solutions: s,
                nodes: if STATS { s } else { 0 },
            };
        }
        _ => {}
    }
    debug_assert!(m <= MAX_DEPTH);
    let full = job.full;
    let mut col = [0u64; MAX_DEPTH];
    let mut ld = [0u64; MAX_DEPTH];
    let mut rd = [0u64; MAX_DEPTH];
    let mut avail = [0u64; MAX_DEPTH];
    let mut steps = [Step::default(); MAX_DEPTH];
    steps[..m].copy_from_slice(&job.steps[..m]);
    col[0] = job.col;
    ld[0] = job.ld;
    rd[0] = job.rd;
    avail[0] = free0;
    // At depth `last` the next open row is the final one: its free squares
    // are counted, not visited.
    let last = m - 2;
    let mut solutions = 0u64;
    let mut nodes = 0u64;
    let mut d = 0usize;
    loop {
        if d == last {
            let Step { shift, add_ld } = steps[d + 1];
            let (c, l, r) = (col[d], ld[d], rd[d]);
            let mut a = avail[d];
            while a != 0 {
                let bit = a & a.wrapping_neg();
                a ^= bit;
                let f = full & !((c | bit) | (((l | bit) << shift) | add_ld) | ((r | bit) >> shift));
                let k = u64::from(f.count_ones());
                solutions += k;
                if STATS {
                    nodes += 1 + k;
                }
            }
            if d == 0 {
                break;
            }
            d -= 1;
            continue;
        }
        let a = avail[d];
        if a == 0 {
            if d == 0 {
                break;
            }
            d -= 1;
            continue;
        }
        let bit = a & a.wrapping_neg();
        avail[d] = a ^ bit;
        let Step { shift, add_ld } = steps[d + 1];
        let c = col[d] | bit;
        let l = ((ld[d] | bit) << shift) | add_ld;
        let r = (rd[d] | bit) >> shift;
        let f = full & !(c | l | r);
        if STATS {
            nodes += 1;
        }
        if f != 0 {
            d += 1;
            col[d] = c;
            ld[d] = l;
            rd[d] = r;
            avail[d] = f;
        }
    }
    Found { solutions, nodes }
}

/// The job that completes `frame`: its open rows and the attacks of its
/// queens, preloaded as described above.
pub(crate) fn frame_job(n: usize, frame: Frame) -> Job {
    let queens = frame.queens(n);
    let mut base = vec![u8::MAX; n];
    for &(r, c) in &queens {
        base[r] = c as u8;
    }
    let rows: Vec<u8> = (0..n).filter(|&r| base[r] == u8::MAX).map(|r| r as u8).collect();
    let full = (1u64 << n) - 1;
    let col = queens.iter().fold(0u64, |m, &(_, c)| m | 1 << c);
    // Diagonal positions relative to a row: ld column = c + row - r,
    // rd column = c + r - row (may be off the board on either side).
    let ld_at = |row: usize, (r, c): (usize, usize)| c as i64 + row as i64 - r as i64;
    let rd_at = |row: usize, (r, c): (usize, usize)| c as i64 + r as i64 - row as i64;
    let mut ld = 0u64;
    let mut rd = 0u64;
    if let Some(&first) = rows.first() {
        for &q in &queens {
            let l = ld_at(usize::from(first), q);
            if (0..64).contains(&l) {
                ld |= 1 << l;
            }
            let r = rd_at(usize::from(first), q);
            if (0..64).contains(&r) {
                rd |= 1 << r;
            }
        }
    }
    let mut steps = vec![Step::default(); rows.len()];
    for d in 1..rows.len() {
        let (prev, now) = (usize::from(rows[d - 1]), usize::from(rows[d]));
        steps[d].shift = (now - prev) as u32;
        for &q in &queens {
            let (before, after) = (ld_at(prev, q), ld_at(now, q));
            if before < 0 && after >= 0 {
                steps[d].add_ld |= 1 << after;
            }
        }
    }
    Job {
        full,
        col,
        ld,
        rd,
        rows,
        steps,
    }
}

//! The band layout's constants, its look-up tables (built at compile
//! time) and the bit tricks on 27-bit band masks (see the module docs of
//! `bands`).

/// All 27 cells of a band.
pub(super) const ALL: u32 = (1 << 27) - 1;
/// One row of a band.
pub(super) const ROW: u32 = 0x1FF;
/// One column of a band: the cells 0, 9 and 18 shifted by the column.
pub(super) const COLUMN: u32 = 1 | 1 << 9 | 1 << 18;
/// One box of a band: three minirows shifted by three times the box.
pub(super) const BOX: u32 = 0b111 * COLUMN;

/// For a 9-bit row, which of its three minirows are non-empty (3 bits).
pub(super) static SHRINK: [u8; 512] = shrink_table();
/// For the 9-bit pattern of non-empty minirows of a band (bit `3 * row +
/// box`), the cells of the minirows that lie on some row → box permutation
/// of non-empty minirows; 0 when there is none.
pub(super) static LOCKED: [u32; 512] = locked_table();
/// For the 9-bit pattern of columns a digit can use in a band, the cells
/// the other bands keep: a box with a single column claims it.
pub(super) static COLUMN_KEEP: [u32; 512] = column_keep_table();
/// For a cell of a band, the cells of the band its digit keeps when placed
/// there: all but the other cells of its row and box.
pub(super) static PLACE_KEEP: [u32; 27] = place_keep_table();
/// The number of bits set in a 9-bit value.
pub(super) static POP9: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut x = 0u32;
    while x < 512 {
        t[x as usize] = x.count_ones() as u8;
        x += 1;
    }
    t
};
/// For a byte, its eight bits as the eight bytes (0 or 1) of a word, low
/// bit first.
pub(super) static SPREAD: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut x = 0;
    while x < 256 {
        let mut i = 0;
        while i < 8 {
            t[x] |= ((x as u64 >> i) & 1) << (8 * i);
            i += 1;
        }
        x += 1;
    }
    t
};
/// The slot of digit `d` in band `b`: `3 * ((d + 9 - 3 * b) % 9) + b`. Slots
/// next to each other hold different bands and digits, so updates taken in
/// slot order rarely wait on each other (see [`State::settle`]).
pub(super) const fn slot_of(b: usize, d: usize) -> usize {
    3 * ((d + 9 - 3 * b) % 9) + b
}

/// The digit of a slot.
pub(super) const fn digit_of(slot: usize) -> usize {
    (slot / 3 + 3 * (slot % 3)) % 9
}

/// For the 9-bit set of columns a digit must take in a band (no other band
/// has them), the cells of the band it keeps: in a box with such a column,
/// only that column (none when a box has two).
pub(super) static CONFINE: [u32; 512] = {
    let mut t = [ALL; 512];
    let mut only = 0;
    while only < 512 {
        let mut bx = 0;
        while bx < 3 {
            let group = (only >> (3 * bx)) & 0b111;
            if group != 0 {
                // Keep the columns of `group` in this box (two or more leave
                // the box short of cells, which the band logic reports).
                let keep_cols = if group & (group - 1) == 0 { group } else { 0 };
                let box_cells = BOX << (3 * bx);
                let keep_cells = (keep_cols << (3 * bx)) as u32 * COLUMN;
                t[only] &= !box_cells | keep_cells;
            }
            bx += 1;
        }
        only += 1;
    }
    t
};
/// For a 9-bit set of columns of a digit in a band, the columns that are
/// the only one of their box.
pub(super) static FORCED_COLUMNS: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut x = 0;
    while x < 512 {
        let mut bx = 0;
        while bx < 3 {
            let group = (x >> (3 * bx)) & 0b111;
            if group != 0 && group & (group - 1) == 0 {
                t[x] |= (group << (3 * bx)) as u16;
            }
            bx += 1;
        }
        x += 1;
    }
    t
};
/// For minirow `3 * row + box`, the cells of a band a digit keeps when it
/// must take that minirow: all but the rest of its row and box.
pub(super) static MINIROW_KEEP: [u32; 9] = {
    let mut t = [0u32; 9];
    let mut k = 0;
    while k < 9 {
        let (row, bx) = (k / 3, k % 3);
        t[k] = (ALL & !(ROW << (9 * row) | BOX << (3 * bx))) | 0b111 << (9 * row + 3 * bx);
        k += 1;
    }
    t
};
/// The six row → box permutations of a band, as the box of each row.
pub(super) const PERMUTATIONS: [[u32; 3]; 6] =
    [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
/// For a 9-bit pattern of non-empty minirows (bit `3 * row + box`), the
/// permutations (bit p for `PERMUTATIONS[p]`) whose three minirows are all in it.
pub(super) static PERMS: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut x = 0u32;
    while x < 512 {
        let mut p = 0;
        while p < 6 {
            let q = PERMUTATIONS[p];
            if (x >> q[0]) & (x >> (3 + q[1])) & (x >> (6 + q[2])) & 1 != 0 {
                t[x as usize] |= 1 << p;
            }
            p += 1;
        }
        x += 1;
    }
    t
};
/// For a set of permutations (bit p for `PERMUTATIONS[p]`), the minirows
/// (bit `3 * row + box`) on any of them.
pub(super) static PERM_MINIROWS: [u16; 64] = perm_minirows(false);
/// For a set of permutations, the minirows on all of them (none for none).
pub(super) static PERM_FORCED: [u16; 64] = perm_minirows(true);

const fn perm_minirows(all: bool) -> [u16; 64] {
    let mut t = [0u16; 64];
    let mut set = 1;
    while set < 64 {
        let mut acc: u16 = if all { 0x1FF } else { 0 };
        let mut p = 0;
        while p < 6 {
            if (set >> p) & 1 != 0 {
                let q = PERMUTATIONS[p];
                let m = (1u16 << q[0]) | (1 << (3 + q[1])) | (1 << (6 + q[2]));
                acc = if all { acc & m } else { acc | m };
            }
            p += 1;
        }
        t[set] = acc;
        set += 1;
    }
    t
}
/// The cells of a band on permutation p's minirows.
pub(super) static PERM_CELLS: [u32; 6] = {
    let mut t = [0u32; 6];
    let mut p = 0;
    while p < 6 {
        let q = PERMUTATIONS[p];
        t[p] = 0b111 << (3 * q[0]) | 0b111 << (9 + 3 * q[1]) | 0b111 << (18 + 3 * q[2]);
        p += 1;
    }
    t
};
/// For a digit, its slots in bands 0, 1 and 2.
pub(super) static DIGIT_SLOTS: [[usize; 3]; 9] = {
    let mut t = [[0usize; 3]; 9];
    let mut d = 0;
    while d < 9 {
        t[d] = [slot_of(0, d), slot_of(1, d), slot_of(2, d)];
        d += 1;
    }
    t
};
/// For band b and a cell's byte (0 to 9), the slot of its given; for an
/// empty cell 28, the first of the last four padding lanes.
pub(super) static GIVEN_SLOT: [[u8; 16]; 3] = {
    let mut t = [[28; 16]; 3];
    let mut b = 0;
    while b < 3 {
        let mut v = 1;
        while v <= 9 {
            t[b][v] = slot_of(b, v - 1) as u8;
            v += 1;
        }
        b += 1;
    }
    t
};
/// For a 3-bit set of boxes, their cells in a band.
pub(super) static BOX_CELLS: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut x = 0;
    while x < 8 {
        let mut k = 0;
        while k < 3 {
            if (x >> k) & 1 != 0 {
                t[x] |= BOX << (3 * k);
            }
            k += 1;
        }
        x += 1;
    }
    t
};
/// For a slot: the slots of its digit in the other two bands, and its band.
/// 32 entries, as `State::cand` has lanes, so that indexing by a slot needs
/// no bounds check past that of `cand` (the padding lanes name themselves).
pub(super) static SLOT_INFO: [[u8; 3]; 32] = {
    let mut t = [[0u8; 3]; 32];
    let mut i = 27;
    while i < 32 {
        t[i] = [i as u8, i as u8, 0];
        i += 1;
    }
    let mut i = 0;
    while i < 27 {
        let (b, d) = (i % 3, digit_of(i));
        t[i] = [
            slot_of((b + 1) % 3, d) as u8,
            slot_of((b + 2) % 3, d) as u8,
            b as u8,
        ];
        i += 1;
    }
    t
};

const fn shrink_table() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 0b111 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
}

const fn locked_table() -> [u32; 512] {
    const PERMUTATIONS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut t = [0u32; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let mut p = 0;
        while p < 6 {
            let mut cells = 0u32;
            let mut all_there = true;
            let mut row = 0;
            while row < 3 {
                let bx = PERMUTATIONS[p][row];
                if (pattern >> (3 * row + bx)) & 1 == 0 {
                    all_there = false;
                }
                cells |= 0b111 << (9 * row + 3 * bx);
                row += 1;
            }
            if all_there {
                t[pattern] |= cells;
            }
            p += 1;
        }
        pattern += 1;
    }
    t
}

const fn column_keep_table() -> [u32; 512] {
    let mut t = [ALL; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut bx = 0;
        while bx < 3 {
            let group = (cols >> (3 * bx)) & 0b111;
            if group != 0 && group & (group - 1) == 0 {
                t[cols] &= !(COLUMN << (3 * bx + group.trailing_zeros() as usize));
            }
            bx += 1;
        }
        cols += 1;
    }
    t
}

const fn place_keep_table() -> [u32; 27] {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let row = ROW << (9 * (i / 9));
        let bx = BOX << (3 * (i % 9 / 3));
        t[i] = (ALL & !(row | bx)) | 1 << i;
        i += 1;
    }
    t
}

/// The givens of each slot of a grid (0 for an empty cell; a byte that
/// is no digit counts as empty), in lanes 0 to 26; the others are 0.
#[inline(always)]
pub(super) fn given_masks(cells: &[u8; 81]) -> [u32; 32] {
    #[cfg(target_arch = "x86_64")]
    {
        let mut placed = [0u32; 32];
        use std::arch::x86_64::{__m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8};
        // Sixteen cells at a time, by comparing bytes: a tenth of the
        // instructions of a step per cell (SSE2, so every x86-64 CPU).
        for b in 0..3 {
            // SAFETY: SSE2 is part of the x86_64 baseline, so the
            // intrinsics are available on every x86_64 CPU; the loads read
            // bytes 27b..27b+16 and 27b+11..27b+27 of the 81, in bounds for
            // b < 3, and unaligned loads need no alignment.
            unsafe {
                let at = cells.as_ptr().add(27 * b);
                let lo = _mm_loadu_si128(at.cast::<__m128i>());
                let hi = _mm_loadu_si128(at.add(11).cast::<__m128i>());
                for d in 0..9 {
                    let v = _mm_set1_epi8(d as i8 + 1);
                    // Cells 0–15 and 11–26 of the band: the overlap agrees.
                    let low = _mm_movemask_epi8(_mm_cmpeq_epi8(lo, v)) as u32;
                    let high = _mm_movemask_epi8(_mm_cmpeq_epi8(hi, v)) as u32;
                    placed[slot_of(b, d)] = low | high << 11;
                }
            }
        }
        placed
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        given_masks_by_cell(cells)
    }
}

/// [`given_masks`] a cell at a time, without vectors: for CPUs other than
/// x86-64 (and the tests, which compare the two there).
#[cfg_attr(target_arch = "x86_64", allow(dead_code, reason = "the tests compare it"))]
pub(super) fn given_masks_by_cell(cells: &[u8; 81]) -> [u32; 32] {
    // An empty cell (or a byte that is no digit) lands in a padding lane,
    // one of four in turn so that the stores of empty cells do not wait on
    // each other; the padding lanes are cleared after.
    let mut placed = [0u32; 32];
    for b in 0..3 {
        for cell in 0..27 {
            let c = cells[27 * b + cell];
            let v = usize::from(c) * usize::from(c <= 9);
            let slot = usize::from(GIVEN_SLOT[b][v]) | (usize::from(v == 0) * (cell & 3));
            placed[slot] |= 1 << cell;
        }
    }
    placed[27..].fill(0);
    placed
}

/// The rows of a band mask with any cell, as all their cells.
#[inline(always)]
pub(super) fn nonempty_rows(a: u32) -> u32 {
    const LOW8: u32 = 0xFF * COLUMN;
    const HIGH: u32 = 0x100 * COLUMN;
    // Bit 8 of each row: set when the row is non-zero.
    let busy = (((a & LOW8) + LOW8) | a) & HIGH;
    (busy >> 8) * ROW
}

/// The cells of `a` alone in their row. Every row of `a` must be
/// non-empty: then taking one off each 9-bit field borrows within the
/// field only, and `a & (a - COLUMN)` clears each row's lowest cell,
/// leaving the rows that had two or more.
#[inline(always)]
pub(super) fn single_rows(a: u32) -> u32 {
    let rest = a & a.wrapping_sub(COLUMN);
    a & !nonempty_rows(rest)
}

/// The 9 bits of a band mask's columns: bit c when any row has column c.
#[inline(always)]
pub(super) fn fold_rows(a: u32) -> u32 {
    (a | a >> 9 | a >> 18) & ROW
}

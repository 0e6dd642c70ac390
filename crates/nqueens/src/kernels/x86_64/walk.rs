//! The lane walk, written once for both instruction sets: `lane_walk!`
//! expands into the module of one ISA (`x86_64::avx512::lanes`,
//! `x86_64::avx2::lanes`) the batch entry `count_batch_room` and the
//! `walk` it runs, both compiled with that ISA's features, from the
//! vector operations that module defines.
//!
//! **Why a macro.** The skeleton must compile into one
//! `#[target_feature]` function per ISA so that every operation inlines
//! into it. A generic function over a trait of operations cannot do that
//! safely: a trait method cannot be a safe `#[target_feature]` function,
//! and `#[inline(always)]` cannot go with `#[target_feature]` (stable
//! Rust 1.95), so each operation would be a plain function calling its
//! intrinsic inside `unsafe` — an `unsafe` block per vector operation.
//! Expanded by the macro, the operations are the ISA module's own safe
//! `#[target_feature]` functions, called from a function with the same
//! features; `unsafe` stays around the memory accesses.
//!
//! **What the ISA module defines** (the names the expansion calls):
//! - `LANES` (searches a register holds), `BLOCK_CAP` (queued blocks
//!   that trigger a drain), `QUEUE_ALWAYS` (queue without a branch, the
//!   stores overwritten where no lane goes to a block);
//! - `V` (a register of `LANES` u32s), `M` (a lane mask: a `__mmask16`
//!   on AVX-512, an all-ones-or-zero `V` on AVX2), `Order` (how `pack`
//!   moves the chosen lanes to the front), `Fin` (the block counter);
//! - the vector operations `splat`, `and`, `or`, `xor`, `andnot(a, b)`
//!   (`!a & b`), `add`, `sub`, `min` (unsigned), `slli::<K>`,
//!   `srli::<K>`, `shift_by(k)` with `sll`/`srl` by it, `sllv`, `srlv`,
//!   `col_index` (the column of a lane's single bit), `load`, `store`;
//! - the mask operations `is_zero`, `eq`, `gt` (signed), `m_and`,
//!   `m_or`, `m_andnot(a, b)` (`!a & b`), `m_not`, `all`, `none`,
//!   `bits` (one bit a lane), `sel(a, m, b)` (`b` where `m`, else `a`),
//!   `inc_where(v, m)`, `dec_where(v, m)` (± 1 where `m`);
//! - edge mode's side-queen rows (`l << 8 | r`): `side_child(lr, b,
//!   row, top)`, the child's rows where the queen `b` on `row` goes to a
//!   side column (and what `side_apply` needs of it), and
//!   `side_apply(lr, child, descend, back, pb, prow, top)`, the rows
//!   after the step (the child's where `descend`, less the popped queen
//!   `pb`'s row where `back`);
//! - the queue's `pack_order(m, bits(m))`, `pack(v, order)` and
//!   `unsafe fn store_at(dst, at, v)` (`LANES` u32s at `dst[at..]`;
//!   `at + LANES ≤ dst.len()`);
//! - `Rules`, the per-row rules of a prototype in registers:
//!   `Rules::new(proto, &Tables)`, its `full` and `band`, `at(prow)` (what
//!   `allow` needs of the parent's row), `allow::<D, LAST, PAST>(&at)`
//!   (the allowed squares of row prow + D; `LAST`: that row may be the
//!   last, `PAST`: it may lie past the board, where it must give bit 31
//!   alone), `sides(next)` (edge mode's side-column masks) and
//!   `col1(next)` (corner mode's column-1 mask);
//! - `drain::<EDGE>(blocks, found, proto, fin)`, which counts the queue.
//!
//! The walk itself is described in `x86_64::avx512::lanes`.

#![cfg(target_arch = "x86_64")]

/// Expands `count_batch_room` and `walk` for the ISA whose features are
/// `$features`, in the module that defines the items listed in the
/// module docs.
macro_rules! lane_walk {
    ($features:literal) => {
        /// Counts every search of `batch` (one prototype, `EDGE` for edge
        /// units) with `rd` given `room` bits below the board, at most
        /// [`lane_room`]: less room means a deeper opening (tests use it to
        /// reach the deep openings of large n on small boards).
        #[target_feature(enable = $features)]
        fn count_batch_room<const STATS: bool, const EDGE: bool>(
            batch: &[Search],
            fin: &Fin,
            room: u32,
        ) -> Vec<Found> {
            let mut found = vec![Found::default(); batch.len()];
            let Some(proto) = batch.first() else {
                return found;
            };
            // One prototype: the same rules and first row (so the same
            // root row).
            assert!(
                batch
                    .iter()
                    .all(|s| s.n == proto.n && s.first == proto.first)
            );
            assert!((MIN_LANE_N..=MAX_LANE_N).contains(&proto.n) && room <= lane_room(proto.n));
            let tables = Tables::new::<EDGE>(proto);
            let mut opener = Opener::<STATS, EDGE>::new(batch, &tables, room);
            // Below deep roots (only tests make them), a lane's next row
            // may lie below the block row, and edge blocks wait for both
            // side columns; else every block starts on the block row.
            let deep = root_row(proto, room) >= proto.n - LANE_K;
            // Room for one register stored at the cap, and the padding of
            // the last register a drain counts.
            let mut blocks = Blocks::new(BLOCK_CAP + 2 * LANES, deep);
            let run = Run {
                proto,
                fin,
                tables: &tables,
                room,
            };
            if deep {
                walk::<STATS, EDGE, true>(&run, &mut opener, &mut blocks, &mut found);
            } else {
                walk::<STATS, EDGE, false>(&run, &mut opener, &mut blocks, &mut found);
            }
            found
        }

        /// What a walk reads: the batch's prototype, the block counter,
        /// the tables and the room below the board.
        struct Run<'a> {
            proto: &'a Search,
            fin: &'a Fin,
            tables: &'a Tables,
            room: u32,
        }

        /// The lanes' walk over all roots. `DEEP`: a lane's next row may
        /// lie below `block_row` (roots that deep, which only tests
        /// make); without, `next ≤ block_row`, so the look-ahead never
        /// leaves the board and a child is a block exactly when
        /// `next = block_row`.
        #[target_feature(enable = $features)]
        fn walk<const STATS: bool, const EDGE: bool, const DEEP: bool>(
            run: &Run<'_>,
            opener: &mut Opener<'_, STATS, EDGE>,
            blocks: &mut Blocks,
            found: &mut [Found],
        ) {
            const ALL: u32 = (1 << LANES) - 1;
            let Run {
                proto,
                fin,
                tables,
                room,
            } = *run;
            assert!(blocks.rows == DEEP && blocks.len == 0 && blocks.size() >= BLOCK_CAP + 2 * LANES);
            let n = proto.n;
            let last = n - 1;
            let block_row = n - LANE_K;
            let top = 1u32 << last;
            let corner_col1 = !EDGE && proto.col1_from > 0;
            let rules = Rules::new(proto, tables);
            let (v_full, v_band) = (rules.full, rules.band);
            let zero = splat(0);
            let one = splat(1);
            let two = splat(2);
            let v31 = splat(31);
            let v_top = splat(top);
            let v_sides = splat(1 | top);
            let v_last = splat(last as u32);
            // `next > block_row - 1`: AVX2 compares only for equal and
            // greater.
            let v_block1 = splat(block_row as u32 - 1);
            // Every search of the batch has its roots on this row.
            let root = root_row(proto, room) as u32;
            let v_root = splat(root);
            let shift = shift_by(room);

            // Lane state, in arrays between refills and in registers
            // between. An idle lane is one with nothing left to try on its
            // root row (so the lanes need no active mask): all start so.
            //
            // Kept in a cache-line-aligned frame, which makes the compiler
            // align this function's stack to 64 bytes: the step loop spills
            // registers (AVX2 has 16), and without it whether a spill slot
            // straddles two cache lines depends on the callers' stack depth.
            // On the AMD EPYC (Zen 4) of 2026-12-04, 35 of the AVX2 edge
            // loop's 71 spills and reloads straddled, and that kernel took
            // 8% longer than with them aligned.
            #[repr(C, align(64))]
            struct Frame([[u32; LANES]; 9]);
            let mut frame = Frame([[0u32; LANES]; 9]);
            let st = &mut frame.0;
            const C: usize = 0;
            const L: usize = 1;
            const R: usize = 2;
            const A: usize = 3;
            const ROW: usize = 4;
            const H0: usize = 5;
            const H1: usize = 6;
            const LR: usize = 7;
            const SLOT: usize = 8;
            st[ROW] = [root; LANES];
            let mut nodes = [0u32; LANES];
            let mut active: u32 = 0;
            let mut more = true;

            loop {
                // Refill idle lanes with new roots.
                let mut idle = !active & ALL;
                while idle != 0 && more {
                    let Some(r) = opener.next_root() else {
                        more = false;
                        break;
                    };
                    let i = idle.trailing_zeros() as usize;
                    idle &= idle - 1;
                    st[C][i] = r.col;
                    st[L][i] = r.ld;
                    st[R][i] = r.rd << room;
                    st[A][i] = r.avail;
                    st[ROW][i] = r.row;
                    st[H0][i] = 0;
                    st[H1][i] = 0;
                    // The side queens' rows l, r as l << 8 | r (a shift to
                    // add a row, where l·n + r needs a multiply).
                    st[LR][i] = ((r.lr / n as u32) << 8) | (r.lr % n as u32);
                    st[SLOT][i] = r.slot;
                    active |= 1 << i;
                }
                if active == 0 {
                    break;
                }
                let (mut vc, mut vl, mut vr) = (load(&st[C]), load(&st[L]), load(&st[R]));
                let (mut va, mut vrow) = (load(&st[A]), load(&st[ROW]));
                let (mut h0, mut h1, mut vlr) = (load(&st[H0]), load(&st[H1]), load(&st[LR]));
                let vslot = load(&st[SLOT]);
                let mut vnodes = load(&nodes);
                // Steps until lanes fall idle (then refill) — at most a
                // bounded number, so that queued blocks get counted.
                for _ in 0..256 {
                    // Lanes with nothing left to try (idle ones among them).
                    let empty = is_zero(va);
                    let b = and(va, sub(zero, va));
                    let a1 = xor(va, b);
                    let next = add(vrow, one);
                    let prow = sub(vrow, one);
                    let cc = or(vc, b);
                    let ll = slli::<1>(or(vl, b));
                    let rr = srli::<1>(or(vr, sll(b, shift)));
                    let rd = srl(rr, shift);
                    let taken = or(cc, or(ll, rd));
                    let at = rules.at(prow);
                    // Pushed rows are above the last, so `next` is on the
                    // board (the last row itself only below deep roots).
                    let f = andnot(taken, rules.allow::<2, DEEP, false>(&at));
                    // Look-ahead over the next rows, up to a block's worth:
                    // each keeps a free square whatever the queens between
                    // do (rows past the board, below deep roots, give bit 31
                    // alone, so they pass and cover no column: `ld` is then
                    // cut to the board so that no attack reaches bit 31);
                    // and the squares they offer, with the next row's, cover
                    // the free columns once the rest of the board is within
                    // a block.
                    let la = if DEEP { and(ll, v_full) } else { ll };
                    let ahead = |la: V, ra: V, a: V| andnot(or(cc, or(la, ra)), a);
                    let f1 = ahead(
                        slli::<1>(la),
                        srli::<1>(rd),
                        rules.allow::<3, DEEP, DEEP>(&at),
                    );
                    let f2 = ahead(
                        slli::<2>(la),
                        srli::<2>(rd),
                        rules.allow::<4, DEEP, DEEP>(&at),
                    );
                    let f3 = ahead(
                        slli::<3>(la),
                        srli::<3>(rd),
                        rules.allow::<5, true, DEEP>(&at),
                    );
                    // Every test below passes with a nonzero word: the lane
                    // is dead if their unsigned minimum is 0.
                    let mut m = min(min(f, f1), min(f2, f3));
                    let cover = or(or(f, f1), or(f2, f3));
                    let free_cols = andnot(cc, v_full);
                    let near_end = gt(next, v_block1);
                    let uncovered = andnot(cover, free_cols);
                    if EDGE {
                        let tl = sub(v_last, next);
                        let reach_band = or(cc, or(sllv(ll, tl), srlv(rd, tl)));
                        m = min(m, andnot(reach_band, v_band));
                        // A side column passes if used or with a row in reach.
                        let (lm, rm) = rules.sides(next);
                        let left_ok = or(andnot(rd, lm), and(cc, one));
                        let right_ok = or(andnot(ll, rm), and(cc, v_top));
                        m = min(m, min(left_ok, right_ok));
                    } else if corner_col1 {
                        let col1_ok = or(andnot(rd, rules.col1(next)), and(cc, two));
                        m = min(m, col1_ok);
                    }
                    let dead = m_or(is_zero(m), m_andnot(is_zero(uncovered), near_end));
                    // Lanes whose child is not kept (or that have none).
                    let drop = m_or(dead, empty);
                    if STATS {
                        // One more node where a square was tried.
                        vnodes = inc_where(vnodes, m_not(empty));
                    }
                    // The child's side-queen rows (and what the ISA keeps
                    // to apply them).
                    let child = if EDGE {
                        side_child(vlr, b, vrow, v_top)
                    } else {
                        (zero, zero)
                    };
                    let lr_child = child.0;
                    // Below deep roots, edge blocks wait for both side
                    // columns (the frame table is then a mask on the last
                    // row); else every block starts on `block_row` and the
                    // drain checks the frame of each completion of those
                    // with a side open.
                    let placed = if EDGE && DEEP {
                        eq(and(cc, v_sides), v_sides)
                    } else {
                        all()
                    };
                    let near_last = m_or(
                        m_and(near_end, placed),
                        if DEEP { eq(next, v_last) } else { none() },
                    );
                    let to_block = m_andnot(drop, near_last);
                    let descend = m_not(m_or(drop, near_last));
                    let tb = bits(to_block);
                    if QUEUE_ALWAYS || tb != 0 {
                        let at = blocks.len;
                        let order = pack_order(to_block, tb);
                        // SAFETY: `at` < BLOCK_CAP (the queue starts empty,
                        // checked on entry, and is drained as soon as it
                        // reaches BLOCK_CAP, below), and every array of
                        // `blocks` holds BLOCK_CAP + 2·LANES entries
                        // (checked on entry): each store writes LANES at `at`.
                        unsafe {
                            store_at(&mut blocks.col, at, pack(cc, order));
                            store_at(&mut blocks.ld, at, pack(ll, order));
                            store_at(&mut blocks.rd, at, pack(rd, order));
                            if EDGE {
                                store_at(&mut blocks.lr, at, pack(lr_child, order));
                            }
                            if DEEP {
                                store_at(&mut blocks.row, at, pack(next, order));
                            }
                            store_at(&mut blocks.slot, at, pack(vslot, order));
                        }
                        blocks.len += tb.count_ones() as usize;
                        if blocks.len >= BLOCK_CAP {
                            drain::<EDGE>(blocks, found, proto, fin);
                        }
                    }
                    // Returns: lanes with nothing left to try, above their
                    // root.
                    let at_root = m_and(empty, eq(vrow, v_root));
                    let back = m_andnot(at_root, empty);
                    // Push the descending lanes' column.
                    let nh1 = or(slli::<5>(h1), srli::<27>(h0));
                    let nh0 = or(slli::<5>(h0), col_index(b));
                    // Pop the returning lanes' column and undo it.
                    let pb = sllv(one, and(h0, v31));
                    let ph0 = or(srli::<5>(h0), slli::<27>(h1));
                    let ph1 = srli::<5>(h1);
                    let pc = xor(vc, pb);
                    let pl = andnot(pb, srli::<1>(vl));
                    let pr = andnot(sll(pb, shift), slli::<1>(vr));
                    let pfree = andnot(
                        or(pc, or(pl, srl(pr, shift))),
                        rules.allow::<0, false, false>(&at),
                    );
                    let above = sub(slli::<1>(pb), one);
                    let pa = andnot(above, pfree);
                    // Apply: descend, skip (tried, dead or a block), return.
                    vc = sel(sel(vc, descend, cc), back, pc);
                    vl = sel(sel(vl, descend, ll), back, pl);
                    vr = sel(sel(vr, descend, rr), back, pr);
                    // (`b` is 0 where nothing is left to try.)
                    va = sel(sel(a1, descend, f), back, pa);
                    vrow = dec_where(inc_where(vrow, descend), back);
                    h0 = sel(sel(h0, descend, nh0), back, ph0);
                    h1 = sel(sel(h1, descend, nh1), back, ph1);
                    if EDGE {
                        vlr = side_apply(vlr, child, descend, back, pb, prow, v_top);
                    }
                    let idle = bits(at_root);
                    if idle.count_ones() >= REFILL && more {
                        break;
                    }
                    if idle == ALL {
                        break;
                    }
                }
                store(&mut st[C], vc);
                store(&mut st[L], vl);
                store(&mut st[R], vr);
                store(&mut st[A], va);
                store(&mut st[ROW], vrow);
                store(&mut st[H0], h0);
                store(&mut st[H1], h1);
                store(&mut st[LR], vlr);
                store(&mut nodes, vnodes);
                // Credit the finished lanes' node counts to their searches.
                let idle = bits(m_and(is_zero(va), eq(vrow, v_root)));
                let mut done = active & idle;
                active = !idle & ALL;
                while done != 0 {
                    let i = done.trailing_zeros() as usize;
                    done &= done - 1;
                    if STATS {
                        found[st[SLOT][i] as usize].nodes += u64::from(nodes[i]);
                    }
                    nodes[i] = 0;
                }
            }
            drain::<EDGE>(blocks, found, proto, fin);
            if STATS {
                for (f, &k) in found.iter_mut().zip(&opener.nodes) {
                    f.nodes += k;
                }
            }
        }
    };
}

pub(super) use lane_walk;

//! The solver: one bitmask of candidate cells a row, propagation to a
//! fixed point, and branching on the unit with the fewest candidates.
//!
//! Branch i of a unit places a star on its i-th candidate and rules out
//! the candidates before it, so the branches split the solutions by the
//! unit's first star: each solution is found once, for any K.

use std::fmt;

use super::{MAX_SIZE, Regions, Stars};

/// The search state: candidates and stars a row, and the stars each unit
/// holds. Fixed arrays, so that a branch is a copy and not an allocation.
#[derive(Clone)]
struct State {
    cand: [u64; MAX_SIZE],
    placed: [u64; MAX_SIZE],
    rows: [u8; MAX_SIZE],
    cols: [u8; MAX_SIZE],
    regs: [u8; MAX_SIZE],
}

/// The three kinds of unit a star counts in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unit {
    Row(usize),
    Col(usize),
    Reg(usize),
}

/// What a search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Solutions counted, at most the limit.
    pub count: u64,
    /// Search nodes (the states propagated).
    pub nodes: u64,
    /// The first solutions, as many as asked to keep.
    pub solutions: Vec<Stars>,
}

impl Regions {
    fn start(&self) -> State {
        let full = if self.n == 64 {
            u64::MAX
        } else {
            (1u64 << self.n) - 1
        };
        let mut st = State {
            cand: [0; MAX_SIZE],
            placed: [0; MAX_SIZE],
            rows: [0; MAX_SIZE],
            cols: [0; MAX_SIZE],
            regs: [0; MAX_SIZE],
        };
        st.cand[..self.n].fill(full);
        st
    }

    /// Places a star at (r, c) if it is still a candidate and no unit is
    /// full, clearing the cell and its eight neighbours.
    fn place(&self, st: &mut State, r: usize, c: usize) -> bool {
        let k = self.stars as u8;
        let g = self.region(r, c);
        if st.cand[r] >> c & 1 == 0 || st.rows[r] >= k || st.cols[c] >= k || st.regs[g] >= k {
            return false;
        }
        st.placed[r] |= 1 << c;
        st.rows[r] += 1;
        st.cols[c] += 1;
        st.regs[g] += 1;
        let around = (0b111u64 << c) >> 1;
        for rr in r.saturating_sub(1)..(r + 2).min(self.n) {
            st.cand[rr] &= !around;
        }
        true
    }

    /// Propagates to a fixed point: a full unit loses its candidates, a
    /// unit with exactly the candidates it still needs takes them all.
    /// False when some unit can no longer be filled.
    fn propagate(&self, st: &mut State) -> bool {
        let (n, k) = (self.n, self.stars);
        loop {
            let (colc, regc) = self.candidate_counts(st);
            let mut changed = false;
            for i in 0..n {
                for (unit, have, left) in [
                    (Unit::Row(i), st.rows[i], st.cand[i].count_ones()),
                    (Unit::Col(i), st.cols[i], colc[i]),
                    (Unit::Reg(i), st.regs[i], regc[i]),
                ] {
                    let need = k - have as usize;
                    if (left as usize) < need {
                        return false;
                    }
                    if left == 0 {
                        continue;
                    }
                    if need == 0 {
                        self.clear(st, unit);
                    } else if left as usize == need {
                        for (r, c) in self.candidates(st, unit) {
                            if !self.place(st, r, c) {
                                return false;
                            }
                        }
                    } else {
                        continue;
                    }
                    changed = true;
                }
            }
            if !changed {
                return true;
            }
        }
    }

    fn clear(&self, st: &mut State, unit: Unit) {
        match unit {
            Unit::Row(r) => st.cand[r] = 0,
            Unit::Col(c) => st.cand[..self.n].iter_mut().for_each(|m| *m &= !(1 << c)),
            Unit::Reg(g) => (0..self.n).for_each(|r| st.cand[r] &= !self.mask(g, r)),
        }
    }

    /// A unit's candidate cells, in reading order.
    fn candidates(&self, st: &State, unit: Unit) -> Vec<(usize, usize)> {
        let mut out = vec![];
        let mut row = |r: usize, mut m: u64| {
            while m != 0 {
                out.push((r, m.trailing_zeros() as usize));
                m &= m - 1;
            }
        };
        match unit {
            Unit::Row(r) => row(r, st.cand[r]),
            Unit::Col(c) => (0..self.n).for_each(|r| row(r, st.cand[r] & 1 << c)),
            Unit::Reg(g) => (0..self.n).for_each(|r| row(r, st.cand[r] & self.mask(g, r))),
        }
        out
    }

    /// How many candidate cells each column and each region still has.
    fn candidate_counts(&self, st: &State) -> ([u32; MAX_SIZE], [u32; MAX_SIZE]) {
        let n = self.n;
        let mut colc = [0u32; MAX_SIZE];
        let mut regc = [0u32; MAX_SIZE];
        for r in 0..n {
            let mut m = st.cand[r];
            while m != 0 {
                let c = m.trailing_zeros() as usize;
                colc[c] += 1;
                regc[self.cells[r * n + c] as usize] += 1;
                m &= m - 1;
            }
        }
        (colc, regc)
    }

    /// The unit still short of stars with the fewest candidates.
    fn branch_unit(&self, st: &State) -> Option<Unit> {
        let n = self.n;
        let k = self.stars as u8;
        let (colc, regc) = self.candidate_counts(st);
        let mut best: Option<(u32, Unit)> = None;
        for i in 0..n {
            for (unit, have, left) in [
                (Unit::Row(i), st.rows[i], st.cand[i].count_ones()),
                (Unit::Col(i), st.cols[i], colc[i]),
                (Unit::Reg(i), st.regs[i], regc[i]),
            ] {
                if have < k && best.is_none_or(|(b, _)| left < b) {
                    best = Some((left, unit));
                }
            }
        }
        best.map(|(_, u)| u)
    }

    fn walk(&self, mut st: State, limit: u64, keep: usize, found: &mut Found) {
        found.nodes += 1;
        if !self.propagate(&mut st) {
            return;
        }
        let Some(unit) = self.branch_unit(&st) else {
            found.count += 1;
            if found.solutions.len() < keep {
                found.solutions.push(Stars(st.placed[..self.n].to_vec()));
            }
            return;
        };
        for (r, c) in self.candidates(&st, unit) {
            let mut next = st.clone();
            if self.place(&mut next, r, c) {
                self.walk(next, limit, keep, found);
                if found.count >= limit {
                    return;
                }
            }
            // The later branches are the solutions without a star here.
            st.cand[r] &= !(1 << c);
        }
    }

    /// Searches for up to `limit` solutions, keeping the first `keep`.
    pub fn search(&self, limit: u64, keep: usize) -> Found {
        let mut found = Found {
            count: 0,
            nodes: 0,
            solutions: vec![],
        };
        if limit > 0 {
            self.walk(self.start(), limit, keep, &mut found);
        }
        found
    }

    /// Counts the solutions, stopping at `limit` (2: is it unique?).
    pub fn count(&self, limit: u64) -> u64 {
        self.search(limit, 0).count
    }

    /// The first solution, if there is one.
    pub fn solve(&self) -> Option<Stars> {
        self.search(1, 1).solutions.pop()
    }

    /// Checks a filled grid, naming the first rule it breaks: each row,
    /// then each column and each region holds K stars, and no two touch.
    pub fn check(&self, stars: &Stars) -> Result<(), Broken> {
        let (n, k) = (self.n, self.stars);
        if stars.0.len() != n || stars.0.iter().any(|&m| n < 64 && m >> n != 0) {
            return Err(Broken::Size { n });
        }
        let word = if k == 1 { "queen" } else { "star" };
        for (r, m) in stars.0.iter().enumerate() {
            if m.count_ones() as usize != k {
                return Err(Broken::Count {
                    unit: format!("row {}", r + 1),
                    has: m.count_ones() as usize,
                    k,
                    word,
                });
            }
        }
        for c in 0..n {
            let has = stars.0.iter().filter(|&&m| m >> c & 1 == 1).count();
            if has != k {
                return Err(Broken::Count {
                    unit: format!("column {}", c + 1),
                    has,
                    k,
                    word,
                });
            }
        }
        for g in 0..n {
            let has: usize = (0..n)
                .map(|r| (stars.0[r] & self.mask(g, r)).count_ones() as usize)
                .sum();
            if has != k {
                return Err(Broken::Count {
                    unit: format!("region {}", self.symbols[g]),
                    has,
                    k,
                    word,
                });
            }
        }
        for (r, c) in stars.cells() {
            // Only the neighbours after it in reading order: each pair once.
            for (dr, dc) in [(0, 1), (1, -1), (1, 0), (1, 1)] {
                let (rr, cc) = (r + dr, c as isize + dc);
                if rr < n && (0..n as isize).contains(&cc) && stars.has(rr, cc as usize) {
                    return Err(Broken::Touch {
                        a: (r + 1, c + 1),
                        b: (rr + 1, cc as usize + 1),
                        word,
                    });
                }
            }
        }
        Ok(())
    }
}

/// The rule a filled grid breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Broken {
    /// The grid is not the puzzle's size.
    Size {
        /// The puzzle's side.
        n: usize,
    },
    /// A row, column or region holds the wrong number of stars.
    Count {
        /// `row 3`, `column 2`, `region B`.
        unit: String,
        /// Stars it holds.
        has: usize,
        /// Stars it takes.
        k: usize,
        /// `queen` or `star`.
        word: &'static str,
    },
    /// Two stars touch, by a side or a corner (row, column from 1).
    Touch {
        /// The first, in reading order.
        a: (usize, usize),
        /// The second.
        b: (usize, usize),
        /// `queen` or `star`.
        word: &'static str,
    },
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |k: usize, w: &str| {
            if k == 1 {
                format!("1 {w}")
            } else {
                format!("{k} {w}s")
            }
        };
        match self {
            Broken::Size { n } => write!(f, "the filled grid is not {n}×{n}"),
            Broken::Count { unit, has, k, word } => {
                write!(
                    f,
                    "{unit} has {}; it takes {}",
                    plural(*has, word),
                    plural(*k, word)
                )
            }
            Broken::Touch { a, b, word } => write!(
                f,
                "the {word}s at row {}, column {} and row {}, column {} touch",
                a.0, a.1, b.0, b.1
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_one_counts_and_checks() {
        let p = Regions::parse_one("AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC", 1).unwrap();
        let found = p.search(u64::MAX, 100);
        assert_eq!(found.count, 14);
        for s in &found.solutions {
            assert_eq!(p.check(s), Ok(()));
        }
        assert_eq!(p.count(2), 2);
        let mut bad = found.solutions[0].clone();
        bad.0[0] = 0;
        assert_eq!(
            p.check(&bad).unwrap_err().to_string(),
            "row 1 has 0 queens; it takes 1 queen"
        );
    }

    #[test]
    fn touching_is_named() {
        let p = Regions::parse_one("AB/AB", 1).unwrap();
        assert_eq!(p.count(10), 0);
        let e = p.check(&Stars(vec![0b01, 0b10])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the queens at row 1, column 1 and row 2, column 2 touch"
        );
    }
}

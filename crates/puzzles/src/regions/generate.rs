//! Making Queens puzzles with one solution: plant a queen placement, grow
//! one region around each queen, then reshape until the planted placement
//! is the only one.
//!
//! Each reshaping step takes a second solution the search found and moves
//! one of its queens' cells into a neighbouring region: that solution now
//! has two queens in one region and is gone, while the planted one (whose
//! cells never move) stays. A region gives a cell only if it stays
//! connected, so every region stays one piece.

use super::{Regions, Stars};
use crate::error::{Error, check_range};

/// The sides `generate` makes: below 4 no placement exists, and above 16
/// the reshaping takes long.
pub const GENERATE_SIZES: (usize, usize) = (4, 16);

/// A generated puzzle and its one solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle.
    pub puzzle: Regions,
    /// Its only solution.
    pub solution: Stars,
    /// Region maps tried before this one (each a fresh planting).
    pub restarts: u32,
}

/// SplitMix64 (Steele, Lea and Flood): a small generator whose stream is
/// fixed by the seed, so a seed always makes the same puzzle.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, k: usize) -> usize {
        (self.next() % k as u64) as usize
    }
}

/// A Queens puzzle (one queen a row, column and region) of side `n` with
/// exactly one solution and connected regions, the same for the same seed.
pub fn generate(n: usize, seed: u64) -> Result<Generated, Error> {
    check_range(
        "the size",
        n as u64,
        GENERATE_SIZES.0 as u64,
        GENERATE_SIZES.1 as u64,
    )?;
    let mut rng = Rng(seed ^ (n as u64).rotate_left(32));
    for restarts in 0.. {
        let queens = plant(n, &mut rng);
        let mut cells = grow(n, &queens, &mut rng);
        // Enough steps for the boards we make; a map that needs more is
        // dropped for a fresh one rather than walked further.
        for _ in 0..4 * n * n {
            let puzzle = Regions::new(n, 1, relabel(&cells))?;
            let found = puzzle.search(2, 2);
            if found.count == 1 {
                let solution = found.solutions.into_iter().next().expect("one solution kept");
                return Ok(Generated {
                    puzzle,
                    solution,
                    restarts,
                });
            }
            let planted = Stars(queens.iter().map(|&c| 1u64 << c).collect());
            let Some(other) = found.solutions.into_iter().find(|s| *s != planted) else {
                break;
            };
            if !reshape(n, &mut cells, &queens, &other, &mut rng) {
                break;
            }
        }
    }
    unreachable!("the loop only ends by returning")
}

/// A random placement of one queen a row and column, no two touching:
/// the column of each row's queen.
fn plant(n: usize, rng: &mut Rng) -> Vec<usize> {
    fn go(n: usize, rows: &mut Vec<usize>, rng: &mut Rng) -> bool {
        if rows.len() == n {
            return true;
        }
        let mut cols: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            cols.swap(i, rng.below(i + 1));
        }
        for c in cols {
            let free = !rows.contains(&c) && rows.last().is_none_or(|&p| p.abs_diff(c) > 1);
            if free {
                rows.push(c);
                if go(n, rows, rng) {
                    return true;
                }
                rows.pop();
            }
        }
        false
    }
    let mut rows = vec![];
    go(n, &mut rows, rng);
    rows
}

/// The four neighbours of a cell by a side.
fn sides(n: usize, i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / n, i % n);
    [
        (r > 0, i.wrapping_sub(n)),
        (r + 1 < n, i + n),
        (c > 0, i.wrapping_sub(1)),
        (c + 1 < n, i + 1),
    ]
    .into_iter()
    .filter_map(|(ok, j)| ok.then_some(j))
}

/// Grows region r from row r's queen: each step gives a random free cell
/// beside a region to that region.
fn grow(n: usize, queens: &[usize], rng: &mut Rng) -> Vec<u8> {
    const FREE: u8 = u8::MAX;
    let mut cells = vec![FREE; n * n];
    for (r, &c) in queens.iter().enumerate() {
        cells[r * n + c] = r as u8;
    }
    loop {
        let edge: Vec<(usize, u8)> = (0..n * n)
            .filter(|&i| cells[i] == FREE)
            .flat_map(|i| sides(n, i).filter(|&j| cells[j] != FREE).map(move |j| (i, j)))
            .map(|(i, j)| (i, cells[j]))
            .collect();
        if edge.is_empty() {
            return cells;
        }
        let (i, g) = edge[rng.below(edge.len())];
        cells[i] = g;
    }
}

/// Kills the solution `other` by moving one of its queens' cells (never a
/// planted queen's) to a neighbouring region that it leaves connected.
fn reshape(n: usize, cells: &mut [u8], queens: &[usize], other: &Stars, rng: &mut Rng) -> bool {
    let mut moves = vec![];
    for (r, c) in other.cells() {
        let i = r * n + c;
        if queens[r] == c {
            continue;
        }
        for j in sides(n, i) {
            if cells[j] != cells[i] && connected_without(n, cells, i) {
                moves.push((i, cells[j]));
            }
        }
    }
    if moves.is_empty() {
        return false;
    }
    let (i, g) = moves[rng.below(moves.len())];
    cells[i] = g;
    true
}

/// Whether cell i's region stays one piece without it.
fn connected_without(n: usize, cells: &[u8], i: usize) -> bool {
    let g = cells[i];
    let members: Vec<usize> = (0..n * n).filter(|&j| j != i && cells[j] == g).collect();
    let Some(&first) = members.first() else {
        return false;
    };
    let mut seen = vec![false; n * n];
    seen[first] = true;
    let mut stack = vec![first];
    let mut reached = 1;
    while let Some(j) = stack.pop() {
        for k in sides(n, j) {
            if k != i && !seen[k] && cells[k] == g {
                seen[k] = true;
                reached += 1;
                stack.push(k);
            }
        }
    }
    reached == members.len()
}

/// Numbers the regions in the order they first appear, so that the map
/// reads A, B, C… from the top left.
fn relabel(cells: &[u8]) -> Vec<u8> {
    let mut order: Vec<u8> = vec![];
    cells
        .iter()
        .map(|g| match order.iter().position(|o| o == g) {
            Some(k) => k as u8,
            None => {
                order.push(*g);
                (order.len() - 1) as u8
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unique_and_repeatable() {
        for seed in 0..5 {
            let g = generate(8, seed).unwrap();
            assert_eq!(g.puzzle.count(2), 1);
            assert_eq!(g.puzzle.check(&g.solution), Ok(()));
            assert_eq!(generate(8, seed).unwrap(), g);
        }
        assert!(generate(3, 0).is_err());
    }
}

//! Making puzzles: a random solved grid, then givens taken away, in random
//! order (in symmetric pairs when asked), as long as the solution stays
//! unique.
//!
//! Puzzle `i` of a seed is a function of the seed and `i` alone (a
//! SplitMix64 stream of our own, seeded from both, drives every random
//! choice, and the uniqueness checks are exact counts), so the same seed
//! gives the same puzzles on every platform, in any order, on any number of
//! threads.
//!
//! One pass over the cells, removing each that can go, leaves a puzzle from
//! which no further given can be removed: removing givens only adds
//! solutions, so a cell that could not go when it was tried cannot go
//! later. With a symmetry the pass removes pairs of cells, so a single
//! given may still be removable; [`Generator::minimal`] retries until the
//! result is minimal cell by cell.

use std::fmt;
use std::str::FromStr;

use crate::grid::Grid;
use crate::propagate::Board;

/// Which cells are given or blank together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Symmetry {
    /// Any pattern of givens.
    #[default]
    None,
    /// Turning the grid half a turn keeps the pattern: cell `i` (row-major)
    /// and cell `80 - i` are both given or both blank.
    Rotational,
    /// Mirroring in the main diagonal keeps the pattern: `(r, c)` and
    /// `(c, r)` are both given or both blank.
    Diagonal,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 3] = [Symmetry::None, Symmetry::Rotational, Symmetry::Diagonal];

    /// The name on the command line: `none`, `rotational`, `diagonal`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Diagonal => "diagonal",
        }
    }

    /// The cell that `index` (row-major) is paired with; itself when it is
    /// on the axis or centre.
    pub fn mirror(self, index: usize) -> usize {
        match self {
            Symmetry::None => index,
            Symmetry::Rotational => 80 - index,
            Symmetry::Diagonal => index % 9 * 9 + index / 9,
        }
    }

    /// Whether the givens of `puzzle` have this symmetry.
    pub fn holds(self, puzzle: &Grid) -> bool {
        let c = puzzle.cells();
        (0..81).all(|i| (c[i] == 0) == (c[self.mirror(i)] == 0))
    }

    /// The groups of cells given or blanked together, each listed once.
    fn orbits(self) -> Vec<(u8, u8)> {
        (0..81)
            .filter(|&i| self.mirror(i) >= i)
            .map(|i| (i as u8, self.mirror(i) as u8))
            .collect()
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    fn from_str(s: &str) -> Result<Symmetry, UnknownSymmetry> {
        Symmetry::ALL
            .into_iter()
            .find(|y| y.name() == s)
            .ok_or_else(|| UnknownSymmetry(s.to_owned()))
    }
}

/// A name that is none of [`Symmetry::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown symmetry {:?}; expected none, rotational or diagonal", textguard::shown(.0))]
pub struct UnknownSymmetry(pub String);

/// SplitMix64 (Steele, Lea and Flood): a tiny generator with a fixed
/// definition, so a seed means the same puzzles everywhere.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (from the high bits of a 128-bit product).
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    /// The stream for attempt `attempt` at puzzle `index` of `seed`.
    fn for_puzzle(seed: u64, index: u64, attempt: u32) -> SplitMix64 {
        let a = SplitMix64(seed).next();
        let b = SplitMix64(a ^ index).next();
        SplitMix64(b ^ u64::from(attempt))
    }
}

/// How many times a puzzle is remade when a pass misses the clue target.
const TARGET_ATTEMPTS: u32 = 64;

/// How many times a puzzle is remade when (with a symmetry) a pass leaves
/// a single given that could go: a few percent of symmetric passes are
/// minimal cell by cell, so this many find one all but always.
const MINIMAL_ATTEMPTS: u32 = 4096;

/// Makes puzzles with exactly one solution: a random solved grid, then
/// givens taken away in random order (in symmetric pairs with a
/// [`Symmetry`]) while the solution stays unique. Puzzle `i` is a function
/// of the seed, the settings and `i` alone (a SplitMix64 stream of its own
/// drives every choice), so it is the same on every platform and thread
/// count.
///
/// ```
/// use sudoku::{Generator, Symmetry};
/// let maker = Generator::new(7).symmetry(Symmetry::Rotational).minimal(true);
/// let p = maker.puzzle(0);
/// assert_eq!(sudoku::count(&p.puzzle, 2), 1);
/// assert!(p.minimal && sudoku::is_minimal(&p.puzzle));
/// assert!(Symmetry::Rotational.holds(&p.puzzle));
/// assert!(sudoku::check_solution(&p.puzzle, &p.solution).is_ok());
/// assert_eq!(maker.puzzle(0), p); // a function of the seed and the index
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Generator {
    seed: u64,
    symmetry: Symmetry,
    clues: Option<usize>,
    minimal: bool,
}

/// A puzzle made by [`Generator::puzzle`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: exactly one solution.
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// Its givens.
    pub clues: usize,
    /// Whether no given can be removed without a second solution.
    pub minimal: bool,
    /// Whether it has the clue count asked for (true when none was).
    pub on_target: bool,
}

impl Generator {
    /// Puzzles from `seed`, with no symmetry, as few givens as one pass
    /// leaves, not checked for minimality beyond that.
    pub fn new(seed: u64) -> Generator {
        Generator {
            seed,
            symmetry: Symmetry::None,
            clues: None,
            minimal: false,
        }
    }

    /// Keeps the pattern of givens `symmetry`-symmetric.
    pub fn symmetry(self, symmetry: Symmetry) -> Generator {
        Generator { symmetry, ..self }
    }

    /// Aims at `clues` givens: the pass stops removing at that count. A
    /// target below what a pass reaches is tried a few times, then the
    /// puzzle with the fewest givens is kept ([`Generated::on_target`]
    /// says whether it was met). With [`Generator::minimal`] the target
    /// picks among minimal puzzles the one nearest to it.
    pub fn clues(self, clues: usize) -> Generator {
        Generator {
            clues: Some(clues),
            ..self
        }
    }

    /// Only minimal puzzles: none of their givens can be removed without a
    /// second solution.
    pub fn minimal(self, minimal: bool) -> Generator {
        Generator { minimal, ..self }
    }

    /// Puzzle number `index`: a function of the seed, the settings and
    /// `index` only.
    pub fn puzzle(&self, index: u64) -> Generated {
        let mut best: Option<Generated> = None;
        let attempts = if self.minimal {
            MINIMAL_ATTEMPTS
        } else {
            TARGET_ATTEMPTS
        };
        for attempt in 0..attempts {
            let mut rng = SplitMix64::for_puzzle(self.seed, index, attempt);
            let p = self.attempt(&mut rng);
            let good = p.on_target && (p.minimal || !self.minimal);
            if good {
                return p;
            }
            let better = match &best {
                None => true,
                Some(b) => self.distance(&p) < self.distance(b),
            };
            if better {
                best = Some(p);
            }
            // The clue target is given up on sooner than minimality.
            if attempt + 1 >= TARGET_ATTEMPTS && best.is_some_and(|b| b.minimal || !self.minimal) {
                break;
            }
        }
        best.expect("at least one attempt")
    }

    /// How far a puzzle is from what was asked, for keeping the best of
    /// the attempts: minimality first (when asked), then the clue count.
    fn distance(&self, p: &Generated) -> (bool, usize) {
        let off = self.clues.map_or(0, |c| p.clues.abs_diff(c));
        (self.minimal && !p.minimal, off)
    }

    fn attempt(&self, rng: &mut SplitMix64) -> Generated {
        let solution = random_solution(rng);
        let mut cells = *solution.cells();
        let mut orbits = self.symmetry.orbits();
        rng.shuffle(&mut orbits);
        let mut clues = 81;
        // With --minimal the target only chooses among attempts: stopping
        // early would leave removable givens.
        let floor = if self.minimal { 0 } else { self.clues.unwrap_or(0) };
        for (a, b) in orbits {
            let size = if a == b { 1 } else { 2 };
            if clues < floor + size {
                continue;
            }
            let (a, b) = (usize::from(a), usize::from(b));
            let (da, db) = (cells[a], cells[b]);
            cells[a] = 0;
            cells[b] = 0;
            if crate::kernels::count(&cells, 2) == 1 {
                clues -= size;
            } else {
                cells[a] = da;
                cells[b] = db;
            }
        }
        let puzzle = Grid::from_cells(cells).expect("digits of a solution");
        Generated {
            puzzle,
            solution,
            clues,
            minimal: is_minimal(&puzzle),
            on_target: self.clues.is_none_or(|c| c == clues),
        }
    }
}

/// A solved grid: singles propagation and guesses on the cell with the
/// fewest candidates, trying its digits in random order.
fn random_solution(rng: &mut SplitMix64) -> Grid {
    fn fill(mut board: Board, rng: &mut SplitMix64) -> Option<[u8; 81]> {
        if !board.singles() {
            return None;
        }
        let Some(cell) = board.branch_cell() else {
            return Some(board.value);
        };
        let mut digits: Vec<u8> = (1..=9).filter(|d| board.cand[cell] >> (d - 1) & 1 != 0).collect();
        rng.shuffle(&mut digits);
        digits.into_iter().find_map(|d| {
            let mut next = board.clone();
            if next.place(cell, d) {
                fill(next, rng)
            } else {
                None
            }
        })
    }
    let board = Board::new(&[0; 81]).expect("the empty grid has no clash");
    let cells = fill(board, rng).expect("every partial fill of an empty grid by propagation completes");
    Grid::from_cells(cells).expect("digits")
}

/// Whether `puzzle` is minimal: it has exactly one solution, and removing
/// any one given leaves more than one.
///
/// ```
/// let easy: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// assert!(!sudoku::is_minimal(&easy));
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn is_minimal(puzzle: &Grid) -> bool {
    let unique = |cells: &[u8; 81]| crate::kernels::count(cells, 2) == 1;
    let mut cells = *puzzle.cells();
    if puzzle.conflict().is_some() || !unique(&cells) {
        return false;
    }
    (0..81).all(|i| {
        let d = cells[i];
        if d == 0 {
            return true;
        }
        cells[i] = 0;
        let removable = unique(&cells);
        cells[i] = d;
        !removable
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_fixed() {
        // SplitMix64's published first output for seed 0.
        assert_eq!(SplitMix64(0).next(), 0xE220_A839_7B1D_CDAF);
        let mut r = SplitMix64(1);
        assert!((0..1000).all(|_| r.below(7) < 7));
    }

    #[test]
    fn puzzles_are_unique_and_pinned() {
        let maker = Generator::new(1);
        let p = maker.puzzle(0);
        assert_eq!(crate::count(&p.puzzle, 2), 1);
        assert!(p.minimal, "one pass without symmetry is minimal");
        assert_eq!(crate::solve(&p.puzzle), Some(p.solution));
        assert_ne!(maker.puzzle(1).puzzle, p.puzzle);
        assert_ne!(Generator::new(2).puzzle(0).puzzle, p.puzzle);
    }

    #[test]
    fn symmetries_hold_and_targets_are_met() {
        for symmetry in Symmetry::ALL {
            for i in 0..5 {
                let p = Generator::new(3).symmetry(symmetry).minimal(true).puzzle(i);
                assert!(symmetry.holds(&p.puzzle), "{symmetry} {}", p.puzzle);
                assert!(p.minimal && is_minimal(&p.puzzle), "{symmetry} {}", p.puzzle);
                assert_eq!(p.clues, p.puzzle.givens());
            }
        }
        let p = Generator::new(3).clues(30).puzzle(0);
        assert_eq!((p.clues, p.on_target), (30, true));
        let p = Generator::new(3).clues(17).puzzle(0);
        assert!(!p.on_target && p.clues > 17);
    }

    #[test]
    fn mirror_pairs() {
        assert_eq!(Symmetry::Diagonal.mirror(1), 9);
        assert_eq!(Symmetry::Rotational.mirror(40), 40);
        assert_eq!(Symmetry::Rotational.orbits().len(), 41);
        assert_eq!(Symmetry::Diagonal.orbits().len(), 45);
        assert_eq!("diagonal".parse::<Symmetry>(), Ok(Symmetry::Diagonal));
        assert!("x".parse::<Symmetry>().is_err());
    }
}

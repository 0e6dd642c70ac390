//! Seeded generators of completion puzzles, in the text form `queens
//! complete` reads (`Q` fixed queen, `.` free, `x` blocked).
//!
//! [`blocked_board`] follows the model of Gent, Jefferson and Nightingale
//! (JAIR 2017) for random blocked n-Queens: visit the n² squares in random
//! order and block each one while its row and its column both keep more
//! than a minimum of free squares, until the board has the wanted number of
//! free squares. Around 6–7 free squares per row the instances sit near the
//! satisfiable/unsatisfiable boundary, where they are hardest.

/// A small seeded generator (splitmix64): the same seed gives the same
/// board on every platform, and it shares no code with the solvers.
#[derive(Debug, Clone)]
pub struct SplitMix(u64);

impl SplitMix {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound` > 0).
    pub fn below(&mut self, bound: usize) -> usize {
        ((u128::from(self.next_u64()) * bound as u128) >> 64) as usize
    }

    /// Shuffles `items` (Fisher and Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// A random blocked n-Queens board with about `free_per_row` free squares a
/// row (n · free_per_row in all, rounded), where no row or column is
/// blocked below `min_free` free squares; as text, one row a line.
pub fn blocked_board(n: usize, free_per_row: f64, min_free: usize, seed: u64) -> String {
    let mut rng = SplitMix::new(seed);
    let want_free = ((n as f64) * free_per_row).round() as usize;
    let mut free = n * n;
    let mut grid = vec![b'.'; n * n];
    let (mut row_free, mut col_free) = (vec![n; n], vec![n; n]);
    let mut order: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut order);
    for sq in order {
        if free <= want_free {
            break;
        }
        let (r, c) = (sq / n, sq % n);
        if row_free[r] > min_free && col_free[c] > min_free {
            grid[sq] = b'x';
            row_free[r] -= 1;
            col_free[c] -= 1;
            free -= 1;
        }
    }
    to_text(n, &grid)
}

/// A small random puzzle for cross-checking solvers: each square blocked
/// with probability `blocked`, then up to `queens` fixed queens dropped on
/// random free squares where they attack no earlier one.
pub fn random_puzzle(n: usize, blocked: f64, queens: usize, seed: u64) -> String {
    let mut rng = SplitMix::new(seed);
    let threshold = (blocked * u64::MAX as f64) as u64;
    let mut grid: Vec<u8> = (0..n * n)
        .map(|_| if rng.next_u64() < threshold { b'x' } else { b'.' })
        .collect();
    let mut placed: Vec<(usize, usize)> = Vec::new();
    for _ in 0..queens {
        let (r, c) = (rng.below(n), rng.below(n));
        let attacks = placed
            .iter()
            .any(|&(r2, c2)| r == r2 || c == c2 || r.abs_diff(r2) == c.abs_diff(c2));
        if grid[r * n + c] == b'.' && !attacks {
            grid[r * n + c] = b'Q';
            placed.push((r, c));
        }
    }
    to_text(n, &grid)
}

fn to_text(n: usize, grid: &[u8]) -> String {
    let mut text = String::with_capacity(n * (n + 1));
    for row in grid.chunks(n) {
        text.push_str(std::str::from_utf8(row).expect("ASCII"));
        text.push('\n');
    }
    text
}

/// Every completion of a puzzle in text form, by trying all n! placements
/// (n ≤ 10 or so): the oracle for the completion solver.
pub fn brute_force_completions(text: &str) -> Vec<Vec<usize>> {
    let n = text.lines().count();
    completions_among(text, crate::brute_force_solutions(n))
}

/// The placements among `solutions` (all the n-queens solutions, say from
/// [`crate::brute_force_solutions`], computed once) that complete the
/// puzzle: they keep its queens and avoid its blocked squares.
pub fn completions_among(text: &str, solutions: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    let rows: Vec<&[u8]> = text.lines().map(str::as_bytes).collect();
    solutions
        .into_iter()
        .filter(|cols| {
            rows.iter().enumerate().all(|(r, row)| {
                row[cols[r]] != b'x' && row.iter().position(|&b| b == b'Q').is_none_or(|q| q == cols[r])
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocked_boards_have_the_asked_shape() {
        let text = blocked_board(40, 6.5, 2, 1);
        assert_eq!(text, blocked_board(40, 6.5, 2, 1), "seeded");
        assert_ne!(text, blocked_board(40, 6.5, 2, 2));
        let rows: Vec<&str> = text.lines().collect();
        assert_eq!(rows.len(), 40);
        assert!(rows.iter().all(|r| r.len() == 40));
        let free = text.bytes().filter(|&b| b == b'.').count();
        assert_eq!(free, 260);
        assert!(rows.iter().all(|r| r.bytes().filter(|&b| b == b'.').count() >= 2));
    }

    #[test]
    fn brute_force_respects_blocks_and_queens() {
        assert_eq!(brute_force_completions("....\n....\n....\n....\n").len(), 2);
        assert_eq!(
            brute_force_completions(".x..\n....\n....\n....\n"),
            [vec![2, 0, 3, 1]]
        );
        assert_eq!(
            brute_force_completions("..Q.\n....\n....\n....\n"),
            [vec![2, 0, 3, 1]]
        );
        assert!(brute_force_completions("Q...\n....\n....\n....\n").is_empty());
    }
}

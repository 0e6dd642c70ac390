//! Rating a puzzle's difficulty: see [`Rating`].

use crate::grid::Grid;
use crate::kernels::Mode;
use crate::place::Conflict;
use crate::techniques::Technique;

/// About the most grids the textbook count visits before it gives up (it
/// stops after 19 engine steps a grid); a [`Rating`] then has
/// `nodes_capped` set.
pub const NODE_CAP: u64 = 10_000_000;

/// A puzzle's difficulty, from [`rate`]: three measures, each a function
/// of the puzzle alone, and a score that combines them.
///
/// - **guesses**: the guesses of the fast solver in its triads mode
///   (singles, locked candidates and minirow/minicolumn counting to a
///   fixed point, then a branch on the placements of one digit in the band
///   or stack with the fewest placements left; a branch with k ways counts
///   k − 1 guesses) over its whole search for two solutions. For a proper
///   puzzle that is the whole tree, a function of the puzzle alone. Its
///   rules and branching are those of tdoku, the fastest public solver:
///   over top1465's first 100 puzzles the two guess counts rank the
///   puzzles alike (Spearman 0.99, checked by a test against tdoku's
///   counts). 0: propagation alone solves it. (`guesses_to_first` stops
///   counting at the first solution.)
/// - **nodes**: the grids the textbook solver ([`crate::textbook`]: first
///   empty cell, digits 1 to 9) visits up to its first solution, the
///   length of the search `solve --trace` shows; capped near
///   [`NODE_CAP`] (or the cap given to [`rate_capped`]).
/// - **hardest**: the hardest technique a human-style pass with pencil
///   marks needs (hidden single, naked single, locked candidates, pairs),
///   or guessing when those stall.
///
/// The **score** is `10 × guesses + level`, the level of the hardest
/// technique being 1 (hidden singles) to 5 (guessing): the guesses rank
/// the puzzles, the technique breaks ties (among those propagation solves
/// without a guess, above all). A filled grid scores 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating {
    /// Solutions, counted up to 2 (a rating means most for 1).
    pub solutions: u64,
    /// The fast solver's guesses (triads mode) over its search for two
    /// solutions.
    pub guesses: u64,
    /// Its guesses up to the first solution.
    pub guesses_to_first: u64,
    /// The grids the textbook solver visits up to its first solution (or
    /// to the end of its search when there is none), about [`NODE_CAP`] at
    /// most.
    pub nodes: u64,
    /// Whether the textbook count stopped at [`NODE_CAP`].
    pub nodes_capped: bool,
    /// The hardest technique the human-style pass needs; `None` for a
    /// filled grid.
    pub hardest: Option<Technique>,
    /// Empty cells left when the pass stopped: 0 when logic alone solves it.
    pub left_by_logic: u8,
    /// `10 × guesses + level of the hardest technique`.
    pub score: u64,
}

/// Rates `puzzle`; an `Err` names two givens that clash.
///
/// ```
/// use sudoku::Technique;
/// let easy: sudoku::Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let r = sudoku::rate(&easy).unwrap();
/// assert_eq!((r.solutions, r.guesses, r.nodes), (1, 0, 4209));
/// assert_eq!(r.hardest, Some(Technique::HiddenSingle));
/// assert_eq!(r.score, 1);
/// // The first of magictour's top1465.
/// let hard: sudoku::Grid =
///     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........".parse()?;
/// let r = sudoku::rate(&hard).unwrap();
/// assert_eq!(r.hardest, Some(Technique::Guessing));
/// assert!(r.guesses > 0 && r.score == 10 * r.guesses + 5);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn rate(puzzle: &Grid) -> Result<Rating, Conflict> {
    rate_capped(puzzle, NODE_CAP)
}

/// [`rate`] with the textbook count stopped near `max_nodes` grids
/// instead of [`NODE_CAP`].
///
/// ```
/// let hard: sudoku::Grid =
///     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........".parse()?;
/// let r = sudoku::rate_capped(&hard, 1000).unwrap();
/// assert!(r.nodes_capped && r.nodes <= 1000);
/// assert_eq!(r.guesses, sudoku::rate(&hard).unwrap().guesses);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn rate_capped(puzzle: &Grid, max_nodes: u64) -> Result<Rating, Conflict> {
    if let Some(c) = puzzle.conflict() {
        return Err(c);
    }
    let cells = puzzle.cells();
    let count = crate::kernels::Solver::best().run(cells, 2, Mode::Triads);
    // Givens that leave a cell without candidates: no logic applies.
    let logic = crate::techniques::grade(cells).unwrap_or(crate::techniques::Logic {
        hardest: Some(Technique::Guessing),
        left: (81 - puzzle.givens()) as u8,
    });
    // About 19 engine steps a node (nine tries and verdicts, a remove).
    let limits = engine::Limits::max_steps(max_nodes.saturating_mul(19));
    let textbook = crate::textbook::search_with_limits(puzzle, 1, &limits);
    let level = logic.hardest.map_or(0, Technique::level);
    Ok(Rating {
        solutions: count.found,
        guesses: count.guesses,
        // With no solution, the whole search.
        guesses_to_first: if count.found == 0 {
            count.guesses
        } else {
            count.guesses_to_first
        },
        nodes: textbook.nodes,
        nodes_capped: textbook.search.map(|s| s.outcome) == Some(engine::Outcome::StepLimit),
        hardest: logic.hardest,
        left_by_logic: logic.left,
        score: 10 * count.guesses + u64::from(level),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mean_score(set: &str, take: usize) -> f64 {
        let puzzles = testkit::sudoku_puzzles(set);
        let scores: Vec<u64> = puzzles
            .iter()
            .take(take)
            .map(|l| rate_capped(&l.parse().unwrap(), 10_000).unwrap().score)
            .collect();
        scores.iter().sum::<u64>() as f64 / scores.len() as f64
    }

    /// Spearman's rank correlation, ties given their mean rank.
    fn spearman(a: &[f64], b: &[f64]) -> f64 {
        fn ranks(v: &[f64]) -> Vec<f64> {
            let mut order: Vec<usize> = (0..v.len()).collect();
            order.sort_by(|&i, &j| v[i].total_cmp(&v[j]));
            let mut r = vec![0.0; v.len()];
            let mut i = 0;
            while i < order.len() {
                let mut j = i;
                while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
                    j += 1;
                }
                for &k in &order[i..=j] {
                    r[k] = (i + j) as f64 / 2.0;
                }
                i = j + 1;
            }
            r
        }
        let (ra, rb) = (ranks(a), ranks(b));
        let n = a.len() as f64;
        let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
        let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
        let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
        let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
        cov / (va * vb).sqrt()
    }

    #[test]
    fn guesses_rank_top1465_as_tdoku_does() {
        let tdoku: Vec<f64> = testkit::read_lines("sudoku/top1465_first100_tdoku_guesses.txt")
            .iter()
            .map(|l| l.parse().unwrap())
            .collect();
        assert_eq!(tdoku.len(), 100);
        let ours: Vec<f64> = testkit::sudoku_puzzles("top1465.txt")[..100]
            .iter()
            .map(|l| rate_capped(&l.parse().unwrap(), 1).unwrap().guesses as f64)
            .collect();
        let rho = spearman(&ours, &tdoku);
        // Measured 0.99; the issue asks for 0.7.
        assert!(rho >= 0.9, "Spearman {rho:.3}");
        // Not merely a rank match: about as many guesses as tdoku makes.
        let ratio = ours.iter().sum::<f64>() / tdoku.iter().sum::<f64>();
        assert!((0.8..1.25).contains(&ratio), "{ratio:.3} times tdoku's guesses");
    }

    #[test]
    fn spearman_of_known_rankings() {
        assert!((spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 30.0]) - 1.0).abs() < 1e-12);
        assert!((spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
        // Ranks 0, 1, 2, 3 against 0.5, 0.5, 2, 3.
        let rho = spearman(&[1.0, 2.0, 3.0, 4.0], &[5.0, 5.0, 6.0, 7.0]);
        assert!((rho - 0.948_683).abs() < 1e-5, "{rho}");
    }

    #[test]
    fn the_hardest_set_rates_above_17_clue_puzzles() {
        let hard = mean_score("forum_hardest_1106.txt", 20);
        let easier = mean_score("17clue_every25th.txt", 20);
        assert!(hard > easier, "{hard} vs {easier}");
    }

    #[test]
    fn clashes_are_named_and_filled_grids_score_zero() {
        let bad: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        assert_eq!(
            rate(&bad).unwrap_err().to_string(),
            "two 5s in row 1 (r1c1 and r1c2)"
        );
        let full: Grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
            .parse()
            .unwrap();
        let r = rate(&full).unwrap();
        assert_eq!(
            (r.solutions, r.guesses, r.nodes, r.hardest, r.score),
            (1, 0, 1, None, 0)
        );
    }
}

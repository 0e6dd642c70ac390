//! `queens sudoku generate` and `queens sudoku rate`: their command lines.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use textguard::{quote, shown};

/// The most puzzles one `generate` run makes.
pub const MAX_GENERATE: u64 = 1_000_000;

#[derive(Debug, Args)]
pub struct SudokuGenerateArgs {
    /// How many puzzles, from 1 to 1000000.
    #[arg(short = 'n', long, value_name = "K", default_value_t = 1, value_parser = generate_count, allow_negative_numbers = true)]
    pub count: u64,
    /// The seed: the same seed (and settings) gives the same puzzles, on
    /// any machine and any number of threads.
    #[arg(long, value_name = "S", default_value_t = 0, value_parser = seed)]
    pub seed: u64,
    /// Aim at C givens, from 17 to 81. Best effort: a puzzle that cannot get
    /// down to C keeps the fewest it reached (a warning on stderr says how
    /// many missed). With --minimal, the minimal puzzle nearest to C.
    #[arg(long, value_name = "C", value_parser = clue_target, allow_negative_numbers = true)]
    pub clues: Option<usize>,
    /// Which cells are given or blank together.
    #[arg(long, value_enum, default_value_t = GenSymmetry::None)]
    pub symmetry: GenSymmetry,
    /// Only minimal puzzles: no given can be removed without a second
    /// solution (without a symmetry every puzzle is minimal anyway, unless
    /// --clues stops it early).
    #[arg(long)]
    pub minimal: bool,
    /// One JSON object per puzzle: {"puzzle":"…","clues":N,"minimal":bool}.
    #[arg(long)]
    pub json: bool,
    /// Worker threads, 1 to 1024; all cores when left out. The puzzles are
    /// the same for any number.
    #[arg(short = 'j', long, value_name = "T", value_parser = threads, allow_negative_numbers = true)]
    pub threads: Option<usize>,
}

/// `--symmetry`: the pattern of givens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GenSymmetry {
    /// Any pattern.
    None,
    /// A half turn keeps the pattern: r1c1 pairs with r9c9.
    Rotational,
    /// The main diagonal mirrors it: r1c2 pairs with r2c1.
    Diagonal,
}

impl GenSymmetry {
    /// The library's value.
    pub fn symmetry(self) -> ::sudoku::Symmetry {
        match self {
            GenSymmetry::None => ::sudoku::Symmetry::None,
            GenSymmetry::Rotational => ::sudoku::Symmetry::Rotational,
            GenSymmetry::Diagonal => ::sudoku::Symmetry::Diagonal,
        }
    }
}

#[derive(Debug, Args)]
pub struct SudokuRateArgs {
    /// Puzzles, one per line as 81 cells (1-9, '.' or '0'), or printed as
    /// grids of 9 rows; `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    /// One JSON object per puzzle, with the fields named as below.
    #[arg(long)]
    pub json: bool,
    /// Stop the textbook count near K grids, from 1 to 1000000000 (it
    /// then shows `K+`); the other measures are not affected.
    #[arg(long, value_name = "K", default_value_t = ::sudoku::NODE_CAP, value_parser = max_nodes, allow_negative_numbers = true)]
    pub max_nodes: u64,
    /// Worker threads, 1 to 1024; all cores when left out.
    #[arg(short = 'j', long, value_name = "T", value_parser = threads, allow_negative_numbers = true)]
    pub threads: Option<usize>,
}

fn max_nodes(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(k) if (1..=1_000_000_000).contains(&k) => Ok(k),
        _ => Err(format!(
            "the node cap must be an integer from 1 to 1000000000, got {}",
            quote(s)
        )),
    }
}

fn threads(s: &str) -> Result<usize, String> {
    crate::args::threads_shown_as(s, shown)
}

fn generate_count(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(k) if (1..=MAX_GENERATE).contains(&k) => Ok(k),
        _ => Err(format!(
            "the count must be an integer from 1 to {MAX_GENERATE}, got {}",
            quote(s)
        )),
    }
}

fn clue_target(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(c) if (17..=81).contains(&c) => Ok(c),
        _ => Err(format!(
            "the clue target must be an integer from 17 to 81 (no puzzle with fewer than 17 givens has one solution), got {}",
            quote(s)
        )),
    }
}

fn seed(s: &str) -> Result<u64, String> {
    s.trim().parse::<u64>().map_err(|_| {
        format!(
            "the seed must be an integer from 0 to {}, got {}",
            u64::MAX,
            quote(s)
        )
    })
}

/// Under `sudoku generate --help`.
pub const GENERATE_HELP: &str = help!(
    "queens sudoku generate                          one puzzle (seed 0)",
    "queens sudoku generate --count 100 --seed 7 --minimal > puzzles.txt",
    "queens sudoku generate --symmetry rotational --clues 26 --json",
    "queens sudoku generate --seed 3 | queens sudoku rate",
);

/// `sudoku rate --help`: what the fields mean.
pub const RATE_ABOUT: &str = "\
Rate each puzzle's difficulty, one line per puzzle in input order:

  score 75  guesses 7  nodes 38418  hardest guessing

Every measure is deterministic: the same puzzle always rates the same.

  guesses  the guesses of the fast solver with triads: singles, locked
           candidates and minirow/minicolumn counting until none applies,
           then a branch on the placements of one digit in the band or
           stack with the fewest left (k ways count k - 1 guesses), over
           its whole search for two solutions (the proof that the solution
           is unique). The rules and branching of tdoku; the counts rank
           puzzles as tdoku's do. 0: propagation alone solves the puzzle.
  nodes    the grids the textbook solver (`--algo simple`: first empty
           cell, digits 1 to 9) visits up to its first solution: the length
           of the search `solve --algo simple --trace` shows. Written `K+`
           where it stopped at --max-nodes.
  hardest  the hardest technique a human-style pass with pencil marks
           needs, trying the easiest first each time: hidden-single,
           naked-single, locked-candidates (pointing and claiming), pairs
           (naked and hidden), or guessing when those stall; none for a
           filled grid.
  score    10 x guesses + the level of the hardest technique (1
           hidden-single ... 5 guessing): the guesses rank the puzzles, the
           technique breaks ties.

With --json, one object per puzzle with these fields and line, puzzle,
solutions, guesses_to_first (the guesses up to the first solution),
nodes_capped and left_by_logic (the empty cells left when the human-style
pass stalled). A puzzle without solution or with several is not rated: its
line says `no solution` or `multiple solutions` (JSON: only line, puzzle
and solutions, 0 or 2), and the exit status is 1. A malformed puzzle, or
one whose givens clash, gets `invalid` and `error: line N: ...` on stderr,
and the exit status is 2.";

/// Under `sudoku rate --help`.
pub const RATE_HELP: &str = help!(
    "queens sudoku rate examples/puzzles.txt",
    "queens sudoku rate --json examples/puzzles.txt | jq .guesses",
    "queens sudoku generate --count 10 | queens sudoku rate",
);

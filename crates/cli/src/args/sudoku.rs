//! `queens sudoku …`: the command line of the Sudoku commands.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

#[derive(Debug, Args)]
pub struct SudokuArgs {
    #[command(subcommand)]
    pub command: SudokuCommand,
}

#[derive(Debug, Subcommand)]
pub enum SudokuCommand {
    /// Solve each puzzle: its solution (the first found), in input order.
    Solve(SudokuSolveArgs),
    /// Count each puzzle's solutions, up to a limit (a count of 1: unique).
    Count(SudokuCountArgs),
    /// Check each puzzle: valid, solvable and unique; a filled grid: solved.
    Check(SudokuCheckArgs),
}

/// What every Sudoku command shares: the input and how to run.
#[derive(Debug, Args)]
pub struct SudokuInput {
    /// Puzzles, one per line as 81 cells (1-9, '.' or '0'), or printed as
    /// grids of 9 rows; `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    /// Worker threads, 1 to 1024; all cores when left out.
    #[arg(long, value_name = "T", value_parser = threads, allow_negative_numbers = true)]
    pub threads: Option<usize>,
    /// The solver: `fast` (propagation and bitmasks) or `simple` (the
    /// textbook backtracker; slow on hard puzzles).
    #[arg(long, value_enum, default_value_t = SudokuAlgo::Fast)]
    pub algo: SudokuAlgo,
    /// Print counts, search nodes, time and speed on stderr at the end.
    #[arg(long)]
    pub stats: bool,
}

#[derive(Debug, Args)]
pub struct SudokuSolveArgs {
    #[command(flatten)]
    pub input: SudokuInput,
    /// How to write each solution.
    #[arg(long, value_enum, default_value_t = GridFormat::Line)]
    pub format: GridFormat,
}

#[derive(Debug, Args)]
pub struct SudokuCountArgs {
    #[command(flatten)]
    pub input: SudokuInput,
    /// Stop counting a puzzle at this many solutions, from 1.
    #[arg(
        long,
        value_name = "K",
        default_value_t = 2,
        value_parser = limit,
        allow_negative_numbers = true
    )]
    pub limit: u64,
}

#[derive(Debug, Args)]
pub struct SudokuCheckArgs {
    #[command(flatten)]
    pub input: SudokuInput,
}

/// How a solved grid is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GridFormat {
    /// 81 digits on one line.
    Line,
    /// 9 rows with box separators, grids separated by an empty line.
    Grid,
}

/// The Sudoku solvers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SudokuAlgo {
    /// Bitmasks with constraint propagation.
    Fast,
    /// Textbook cell-by-cell backtracking.
    Simple,
}

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 1024;

fn threads(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(t) if (1..=MAX_THREADS).contains(&t) => Ok(t),
        _ => Err(format!(
            "threads must be an integer from 1 to {MAX_THREADS}, got {s}"
        )),
    }
}

fn limit(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(k) if k >= 1 => Ok(k),
        _ => Err(format!(
            "the limit must be an integer from 1 to {}, got {s}",
            u64::MAX
        )),
    }
}

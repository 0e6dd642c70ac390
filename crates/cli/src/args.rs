//! The command line, as clap sees it. Commands validate further into the
//! settings they use.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use nqueens::{MAX_COUNT_N, MAX_SOLVE_N};

use crate::input::parse_size;

mod sudoku;
pub use self::sudoku::*;

/// N-Queens and its family of backtracking puzzles.
#[derive(Debug, Parser)]
#[command(name = "queens", version, about, long_about = None, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List solutions, streamed, in lexicographic order of their columns.
    Solve(SolveArgs),
    /// Count solutions (with no N, read N from stdin and print only the count).
    Count(CountArgs),
    /// Break the unique solutions down by the symmetry they have.
    Classes(ClassesArgs),
    /// Check boards (text or perm form): print `ok`, or which queens attack.
    Check(CheckArgs),
    /// Sudoku: solve, count or check puzzles (batches use all cores).
    Sudoku(SudokuArgs),
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Board size, 1 to 64.
    #[arg(value_parser = solve_size, allow_negative_numbers = true)]
    pub n: usize,
    /// How to write each board.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Stop after this many boards.
    #[arg(long, value_name = "K")]
    pub limit: Option<u64>,
    /// Only one board per symmetry class (the lexicographically smallest).
    #[arg(long)]
    pub unique: bool,
}

#[derive(Debug, Args)]
pub struct CountArgs {
    /// Board size, 1 to 32; read from stdin when left out.
    #[arg(value_parser = count_size, allow_negative_numbers = true)]
    pub n: Option<usize>,
    /// Count symmetry classes (unique solutions) instead; `--json` shows both.
    #[arg(long)]
    pub unique: bool,
    /// Print one JSON object: n, total, unique (with --unique), elapsed_ms.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct ClassesArgs {
    /// Board size, 1 to 32.
    #[arg(value_parser = count_size, allow_negative_numbers = true)]
    pub n: usize,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The file to read; `-` or nothing for stdin.
    pub file: Option<PathBuf>,
}

/// How boards are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// n lines of `Q` and `.`, boards separated by an empty line.
    Text,
    /// One JSON array of row strings per line.
    Json,
    /// One JSON array of boards: LeetCode 51's answer.
    Leetcode,
    /// One line per board: the column of each row, from 1.
    Perm,
}

fn solve_size(s: &str) -> Result<usize, String> {
    parse_size(s, 1, MAX_SOLVE_N)
}

fn count_size(s: &str) -> Result<usize, String> {
    parse_size(s, 1, MAX_COUNT_N)
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_consistent() {
        super::Cli::command().debug_assert();
    }
}

//! `queens sudoku …`: the command line of the Sudoku commands.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use super::{DEFAULT_MAX_STEPS, TraceFormat};
use crate::exit::usage;
use textguard::shown;

#[derive(Debug, Args)]
pub struct SudokuArgs {
    #[command(subcommand)]
    pub command: SudokuCommand,
}

#[derive(Debug, Subcommand)]
pub enum SudokuCommand {
    /// Solve each puzzle: its solution (the first found), in input order;
    /// or, with --trace, the textbook solver's search for one puzzle.
    Solve(SudokuSolveArgs),
    /// Count each puzzle's solutions, up to a limit (a count of 1: unique).
    Count(SudokuCountArgs),
    /// Check each puzzle: valid, solvable and unique; a filled grid: solved.
    Check(SudokuCheckArgs),
    /// Make puzzles with exactly one solution, the same ones for the same seed.
    #[command(after_help = crate::args::GENERATE_HELP)]
    Generate(super::SudokuGenerateArgs),
    /// Rate each puzzle's difficulty: guesses, textbook nodes, the hardest technique needed.
    #[command(long_about = crate::args::RATE_ABOUT, after_help = crate::args::RATE_HELP)]
    Rate(super::SudokuRateArgs),
}

/// What every Sudoku command shares: the input and how to run.
#[derive(Debug, Args)]
pub struct SudokuInput {
    /// Puzzles, one per line as 81 cells (1-9, '.' or '0'), or printed as
    /// grids of 9 rows; `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    /// Worker threads, 1 to 1024; all cores when left out.
    #[arg(short = 'j', long, value_name = "T", value_parser = threads, allow_negative_numbers = true)]
    pub threads: Option<usize>,
    /// The solver: `fast` (propagation and bitmasks) or `simple` (the
    /// textbook backtracker on the engine; slow on hard puzzles).
    #[arg(long, value_enum, default_value_t = SudokuAlgo::Fast)]
    pub algo: SudokuAlgo,
    /// The fast solver's kernel: auto (the fastest this CPU runs),
    /// scalar (every CPU; ARM runs it), or avx2 (x86-64 with AVX2, BMI1,
    /// BMI2, POPCNT and LZCNT). All find the same solutions through the
    /// same search; `--stats` and `--json` name the one that ran. [default:
    /// auto]
    #[arg(long, value_name = "KERNEL", value_parser = sudoku_kernel)]
    pub kernel: Option<::sudoku::Solver>,
    /// Print counts, search nodes (with --algo simple: checks, rejects,
    /// dead ends), time and speed on stderr at the end.
    #[arg(long)]
    pub stats: bool,
    /// One JSON object per puzzle: `line` and `solution`, `count` or
    /// `verdict` (or `error`); with --stats, a last `{"stats":…}`.
    #[arg(long)]
    pub json: bool,
}

/// Reads `--kernel`, refusing a kernel this CPU cannot run (naming the
/// CPU feature it lacks) before any work starts.
fn sudoku_kernel(s: &str) -> Result<::sudoku::Solver, String> {
    match kernelset::choose::<::sudoku::Kernel>(s).map_err(|e| e.to_string())? {
        None => Ok(::sudoku::Solver::best()),
        Some(kernel) => kernel.solver().map_err(|e| e.to_string()),
    }
}

impl SudokuInput {
    /// The solver to run: the textbook one, or the fast one on its kernel.
    /// `--kernel` with `--algo simple` is refused: it would be ignored.
    pub fn solver(&self) -> anyhow::Result<SudokuSolver> {
        match (self.algo, self.kernel) {
            (SudokuAlgo::Fast, k) => Ok(SudokuSolver::Fast(k.unwrap_or_else(::sudoku::Solver::best))),
            (SudokuAlgo::Simple, None) => Ok(SudokuSolver::Simple),
            (SudokuAlgo::Simple, Some(_)) => Err(usage(
                "--kernel chooses the fast solver's kernel; the textbook solver (--algo simple) has none",
            )),
        }
    }
}

/// The solver of a batch.
#[derive(Debug, Clone, Copy)]
pub enum SudokuSolver {
    Fast(::sudoku::Solver),
    Simple,
}

impl SudokuSolver {
    /// Finds up to `limit` solutions of `puzzle`.
    pub fn search(self, puzzle: &::sudoku::Grid, limit: u64) -> ::sudoku::SolveReport {
        match self {
            SudokuSolver::Fast(s) => s.search(puzzle, limit),
            SudokuSolver::Simple => ::sudoku::Algo::Simple.search(puzzle, limit),
        }
    }

    /// The algorithm.
    pub fn algo(self) -> ::sudoku::Algo {
        match self {
            SudokuSolver::Fast(_) => ::sudoku::Algo::Fast,
            SudokuSolver::Simple => ::sudoku::Algo::Simple,
        }
    }
}

#[derive(Debug, Args)]
pub struct SudokuSolveArgs {
    #[command(flatten)]
    pub input: SudokuInput,
    /// How to draw each solution: 81 digits on a line, or a grid [default: line].
    #[arg(short, long, value_enum)]
    pub format: Option<SolveFormat>,
    /// Print the textbook solver's steps (the engine's events) up to its
    /// first solution, instead of the solution: a hand trace (text, the
    /// default) or one JSON object per step. Needs --algo simple, and an
    /// input of one puzzle.
    #[arg(long, value_name = "FORMAT", value_enum, num_args = 0..=1, default_missing_value = "text")]
    pub trace: Option<TraceFormat>,
    /// With --trace: stop after this many steps; the trace then ends with a `cut` step [default: 10000].
    #[arg(long, value_name = "K", value_parser = crate::args::step_limit)]
    pub max_steps: Option<u64>,
}

/// What `sudoku solve` prints, checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolveMode {
    /// Each puzzle's solution.
    Solutions(GridFormat),
    /// The textbook solver's steps on the one puzzle.
    Trace {
        /// Text or JSON lines.
        format: TraceFormat,
        /// The most steps before a `cut`.
        max_steps: u64,
    },
}

impl SudokuSolveArgs {
    /// Checks the flags against each other: `--format` and `--json` shape
    /// solutions, `--max-steps` a trace, and only the textbook solver is
    /// traced.
    pub fn mode(&self) -> anyhow::Result<SolveMode> {
        let Some(format) = self.trace else {
            if self.max_steps.is_some() {
                return Err(usage("--max-steps shapes the trace: it needs --trace"));
            }
            if self.input.json && self.format.is_some() {
                return Err(usage(
                    "--json and --format are two forms of the solutions: choose one",
                ));
            }
            let format = match self.format {
                Some(SolveFormat::Grid) => GridFormat::Grid,
                _ => GridFormat::Line,
            };
            return Ok(SolveMode::Solutions(format));
        };
        if self.input.algo != SudokuAlgo::Simple {
            return Err(usage(
                "--trace follows the textbook solver: add --algo simple (the fast solver is not traced)",
            ));
        }
        if self.format.is_some() || self.input.json {
            return Err(usage(
                "--format and --json shape solutions: with --trace, the trace is text or json (--trace json)",
            ));
        }
        Ok(SolveMode::Trace {
            format,
            max_steps: self.max_steps.unwrap_or(DEFAULT_MAX_STEPS),
        })
    }
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

/// What `sudoku solve --format` takes: how a solution is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SolveFormat {
    /// Each solution as 81 digits on one line.
    Line,
    /// Each solution as 9 rows with box separators.
    Grid,
}

/// How a solved grid is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

fn threads(s: &str) -> Result<usize, String> {
    crate::args::threads_shown_as(s, shown)
}

fn limit(s: &str) -> Result<u64, String> {
    crate::args::positive(s, "the limit")
}

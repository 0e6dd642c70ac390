//! The arguments of the textbook puzzles: `perms`, `tour`, `subset-sum`,
//! `color`, `maze`, and the LeetCode puzzles `subsets`, `combination-sum`
//! and `word-search` ([`AnswerOpts`]).

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use super::{DEFAULT_MAX_STEPS, TraceFormat};
use crate::input::parse_size;
use engine::lines::quote;

/// `--stats` and `--trace`, shared by the puzzles.
#[derive(Debug, Args)]
pub struct SearchOpts {
    /// Print the search statistics on stderr.
    #[arg(long)]
    pub stats: bool,
    /// Print the search step by step (the engine's events) instead of the answer.
    #[arg(long)]
    pub trace: bool,
    /// How --trace writes steps: a hand trace, or one JSON object per step [default: text].
    #[arg(long, value_enum)]
    pub format: Option<TraceFormat>,
    /// With --trace: stop after this many steps; the trace then ends with a `cut` step [default: 10000].
    #[arg(long, value_name = "K", value_parser = crate::args::step_limit)]
    pub max_steps: Option<u64>,
}

impl SearchOpts {
    /// The trace's form.
    pub fn format(&self) -> TraceFormat {
        self.format.unwrap_or(TraceFormat::Text)
    }

    /// The trace's step budget.
    pub fn max_steps(&self) -> u64 {
        self.max_steps.unwrap_or(DEFAULT_MAX_STEPS)
    }

    /// `--format` and `--max-steps` only shape a trace.
    pub fn check(&self) -> anyhow::Result<()> {
        if !self.trace && (self.format.is_some() || self.max_steps.is_some()) {
            let flag = if self.format.is_some() {
                "--format"
            } else {
                "--max-steps"
            };
            return Err(crate::exit::usage(format!(
                "{flag} shapes the trace: it needs --trace"
            )));
        }
        Ok(())
    }
}

/// `--format` of the LeetCode puzzles: the answer's form, or with
/// `--trace` the trace's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AnswerFormat {
    /// Judge text: one answer a line, numbers separated by spaces (with --trace: a hand trace).
    Text,
    /// With --trace: one JSON object per step (for the answer as JSON, --json).
    Json,
    /// LeetCode's answer: a JSON list of lists, `true`/`false`, or a JSON list of words.
    Leetcode,
}

/// The options of the LeetCode puzzles (`subsets`, `combination-sum`,
/// `word-search`): [`SearchOpts`]' `--stats`, `--trace`, `--max-steps`,
/// with `--format` also taking `leetcode`, and `--json`.
#[derive(Debug, Args)]
pub struct AnswerOpts {
    /// Print the search statistics on stderr (with --json, in the object).
    #[arg(long)]
    pub stats: bool,
    /// Print one JSON object: the answer (or with --count the count) and the search statistics.
    #[arg(long)]
    pub json: bool,
    /// Print the search step by step (the engine's events) instead of the answer.
    #[arg(long)]
    pub trace: bool,
    /// The answer as judge text or as LeetCode's answer; with --trace, the trace as text or json [default: text].
    #[arg(long, value_enum)]
    pub format: Option<AnswerFormat>,
    /// With --trace: stop after this many steps; the trace then ends with a `cut` step [default: 10000].
    #[arg(long, value_name = "K", value_parser = crate::args::step_limit)]
    pub max_steps: Option<u64>,
}

impl AnswerOpts {
    /// Whether the answer is written in LeetCode's form.
    pub fn leetcode(&self) -> bool {
        self.format == Some(AnswerFormat::Leetcode)
    }

    /// The shared [`SearchOpts`] these make, checking that they go
    /// together: `--format json` and `--max-steps` shape a trace,
    /// `--format leetcode` and `--json` an answer.
    pub fn search(&self) -> anyhow::Result<SearchOpts> {
        use crate::exit::usage;
        let format = match (self.trace, self.format) {
            (true, Some(AnswerFormat::Leetcode)) => {
                return Err(usage(
                    "--format leetcode is a form of the answer: with --trace, --format is text or json",
                ));
            }
            (true, _) if self.json => {
                return Err(usage(
                    "--json is a form of the answer: with --trace, use --format json",
                ));
            }
            (false, Some(AnswerFormat::Json)) => {
                return Err(usage(
                    "--format json shapes the trace: it needs --trace (for the answer as JSON, use --json)",
                ));
            }
            (false, Some(AnswerFormat::Leetcode)) if self.json => {
                return Err(usage(
                    "--json and --format leetcode are two forms of the answer: choose one",
                ));
            }
            (true, Some(AnswerFormat::Json)) => Some(TraceFormat::Json),
            (true, Some(AnswerFormat::Text)) => Some(TraceFormat::Text),
            _ => None,
        };
        let opts = SearchOpts {
            stats: self.stats && !self.json,
            trace: self.trace,
            format,
            max_steps: self.max_steps,
        };
        opts.check()?;
        Ok(opts)
    }
}

#[derive(Debug, Args)]
pub struct SubsetsArgs {
    /// The numbers, whitespace-separated, each -10^9 to 10^9, at most 20 (repeats count as copies); `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    /// Print only how many distinct subsets there are.
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub answer: AnswerOpts,
}

#[derive(Debug, Args)]
pub struct CombinationSumArgs {
    /// The sum to reach, 1 to 10000.
    #[arg(long, value_name = "T", value_parser = combination_target, allow_negative_numbers = true)]
    pub target: u64,
    /// Take each given number at most once (LeetCode 40); else each candidate any number of times (39).
    #[arg(long)]
    pub once: bool,
    /// The candidates, whitespace-separated, each 1 to 10^9; `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    /// Print only how many combinations add up to the target.
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub answer: AnswerOpts,
}

#[derive(Debug, Args)]
pub struct WordSearchArgs {
    /// The grid: rows of letters `A`–`Z`, `a`–`z`, all of one length, at most 64×64; `-` for stdin.
    #[arg(long, value_name = "FILE")]
    pub grid: PathBuf,
    /// The words to find (one: its path; several: which the grid holds).
    #[arg(required = true, value_name = "WORD")]
    pub words: Vec<String>,
    /// Print only how many of the words the grid holds.
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub answer: AnswerOpts,
}

#[derive(Debug, Args)]
pub struct PermsArgs {
    /// The judge input (T, then T lines of N from 1 to 10); `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub search: SearchOpts,
}

#[derive(Debug, Args)]
pub struct TourArgs {
    /// Board size, 1 to 100.
    #[arg(value_parser = tour_size, allow_negative_numbers = true)]
    pub n: usize,
    /// The start square, row and column from 1 [default: 1,1].
    #[arg(long, value_name = "R,C", value_parser = square)]
    pub start: Option<(usize, usize)>,
    /// Ask for a closed tour: the last square a knight's move from the first.
    #[arg(long)]
    pub closed: bool,
    #[command(flatten)]
    pub search: SearchOpts,
}

#[derive(Debug, Args)]
pub struct SubsetSumArgs {
    /// The sum to reach, 0 to 10^15.
    #[arg(long, value_name = "T", value_parser = subset_target, allow_negative_numbers = true)]
    pub target: u64,
    /// The numbers, each 0 to 10^15, at most 10000 of them (repeats count as copies).
    #[arg(value_name = "NUMBERS", value_parser = subset_number, allow_negative_numbers = true)]
    pub numbers: Vec<u64>,
    /// Print only how many subsets add up to the target.
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub search: SearchOpts,
}

#[derive(Debug, Args)]
pub struct ColorArgs {
    /// The graph in DIMACS `p edge` form; `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    /// The most colors to use, 1 or more (with --min, the most to allow).
    #[arg(long, value_name = "K", value_parser = color_count, required_unless_present = "min", allow_negative_numbers = true)]
    pub colors: Option<usize>,
    /// Find the fewest colors (and prove one fewer cannot do).
    #[arg(long)]
    pub min: bool,
    #[command(flatten)]
    pub search: SearchOpts,
}

#[derive(Debug, Args)]
pub struct MazeArgs {
    /// The maze (`#` wall, `.` open, `S` start, `E` end); `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub search: SearchOpts,
}

fn tour_size(s: &str) -> Result<usize, String> {
    parse_size(s, 1, puzzles::MAX_TOUR_N)
}

/// `R,C`, both from 1.
fn square(s: &str) -> Result<(usize, usize), String> {
    let bad = || {
        format!(
            "expected the row and column from 1 as R,C (like 1,1), got {}",
            quote(s)
        )
    };
    let (r, c) = s.split_once(',').ok_or_else(bad)?;
    let one = |t: &str| t.trim().parse::<usize>().ok().filter(|&v| v >= 1);
    match (one(r), one(c)) {
        (Some(r), Some(c)) => Ok((r, c)),
        _ => Err(bad()),
    }
}

fn subset_number(s: &str) -> Result<u64, String> {
    up_to_max(s).ok_or_else(|| format!("each number must be an integer from 0 to 10^15, got {}", quote(s)))
}

fn subset_target(s: &str) -> Result<u64, String> {
    up_to_max(s).ok_or_else(|| format!("the target must be an integer from 0 to 10^15, got {}", quote(s)))
}

fn up_to_max(s: &str) -> Option<u64> {
    s.trim().parse::<u64>().ok().filter(|&v| v <= puzzles::MAX_VALUE)
}

fn combination_target(s: &str) -> Result<u64, String> {
    let max = puzzles::MAX_TARGET;
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|&v| (1..=max).contains(&v))
        .ok_or_else(|| format!("the target must be an integer from 1 to {max}, got {}", quote(s)))
}

fn color_count(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(k) if k >= 1 => Ok(k),
        _ => Err(format!(
            "the number of colors must be an integer from 1 up, got {}",
            quote(s)
        )),
    }
}

//! The arguments of the textbook puzzles: `perms`, `color`, and
//! the LeetCode puzzle `word-search` ([`AnswerOpts`], which the described
//! puzzles' commands take too: `commands/described.rs`; a puzzle that
//! draws its one answer, the maze, takes only the [`SearchOpts`]).

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use super::{DEFAULT_MAX_STEPS, TraceFormat};

/// `--stats`, `--json` and `--trace`, shared by the puzzles.
#[derive(Debug, Args)]
pub struct SearchOpts {
    /// Print the search statistics on stderr (with --json, in the object).
    #[arg(long)]
    pub stats: bool,
    /// Print the answer as one JSON object (see JSON.md).
    #[arg(long)]
    pub json: bool,
    /// Print the search step by step (the engine's events) instead of the
    /// answer: a hand trace (text, the default) or one JSON object per step.
    #[arg(long, value_name = "FORMAT", value_enum, num_args = 0..=1, default_missing_value = "text")]
    pub trace: Option<TraceFormat>,
    /// With --trace: stop after this many steps; the trace then ends with a `cut` step [default: 10000].
    #[arg(long, value_name = "K", value_parser = crate::args::step_limit)]
    pub max_steps: Option<u64>,
}

impl SearchOpts {
    /// The trace's step budget.
    pub fn max_steps(&self) -> u64 {
        self.max_steps.unwrap_or(DEFAULT_MAX_STEPS)
    }

    /// `--max-steps` only shapes a trace, `--json` only an answer.
    pub fn check(&self) -> anyhow::Result<()> {
        if self.trace.is_none() && self.max_steps.is_some() {
            return Err(crate::exit::usage(
                "--max-steps shapes the trace: it needs --trace",
            ));
        }
        if self.trace.is_some() && self.json {
            return Err(crate::exit::usage(
                "--json is a form of the answer: for the trace as JSON, use --trace json",
            ));
        }
        Ok(())
    }
}

/// `--format` of the LeetCode puzzles: how the answer is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AnswerFormat {
    /// Judge text: one answer a line, numbers separated by spaces.
    Text,
    /// LeetCode's answer: a JSON list of lists, `true`/`false`, or a JSON list of words.
    Leetcode,
}

/// The options of the LeetCode puzzles (`word-search`, and every
/// described puzzle: `subsets`, `combination-sum`, `kings`, …):
/// [`SearchOpts`], and `--format text|leetcode`.
#[derive(Debug, Args)]
pub struct AnswerOpts {
    #[command(flatten)]
    pub search: SearchOpts,
    /// The answer as judge text or as LeetCode's answer [default: text].
    #[arg(short, long, value_enum)]
    pub format: Option<AnswerFormat>,
}

impl AnswerOpts {
    /// Whether the answer is written in LeetCode's form.
    pub fn leetcode(&self) -> bool {
        self.format == Some(AnswerFormat::Leetcode)
    }

    /// The shared [`SearchOpts`], checking that these go together:
    /// `--format` and `--json` shape an answer, not a trace.
    pub fn search(&self) -> anyhow::Result<&SearchOpts> {
        use crate::exit::usage;
        if self.format.is_some() && self.search.trace.is_some() {
            return Err(usage(
                "--format draws the answer: with --trace, the trace is text or json (--trace json)",
            ));
        }
        if self.leetcode() && self.search.json {
            return Err(usage(
                "--json and --format leetcode are two forms of the answer: choose one",
            ));
        }
        self.search.check()?;
        Ok(&self.search)
    }
}

/// Find words in a grid of letters: one word's path (LeetCode 79), or which of several it holds (212).
#[derive(Debug, Args)]
#[command(after_help = help!(
    "queens word-search --grid examples/word-grid.txt ABCCED",
    "queens word-search --grid examples/word-grid-212.txt oath pea eat rain",
))]
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

/// Judge task: T, then T lines of N; all permutations of 1..N in lexicographic order.
#[derive(Debug, Args)]
#[command(after_help = help!("printf '2\\n2\\n3\\n' | queens perms"))]
pub struct PermsArgs {
    /// The judge input (T, then T lines of N from 1 to 10); `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub search: SearchOpts,
}

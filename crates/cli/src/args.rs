//! The command line, as clap sees it. Commands validate further into the
//! settings they use.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use nqueens::{
    Algo,
    board::MAX_SOLVE_N,
    count::{MAX_COUNT_N, Method as CountMethod, Sample, Shard},
    kernels::Device,
};

use textguard::quote;

mod size;
pub use self::size::parse_size;
mod sudoku;
pub use self::sudoku::*;

/// The exit statuses, shown under every command's `--help` (the policy is
/// `crate::exit`'s).
macro_rules! exit_statuses {
    () => {
        "Exit status:\n  0  done (a closed output pipe counts as done)\n  1  the answer is no (not a solution, none \
         exists), or the run failed (a write error)\n  2  bad usage or malformed input (a value out of range, a missing \
         or unreadable file, a damaged checkpoint)"
    };
}

/// `Examples:` then the lines given, then the exit statuses.
macro_rules! help {
    ($($line:literal),+ $(,)?) => {
        concat!("Examples:\n", $("  ", $line, "\n",)+ "\n", exit_statuses!())
    };
}

// After the macros: their help texts use `help!`.
mod described;
pub use self::described::{Given, Simple};
mod puzzles;
pub use self::puzzles::{HandCommand, PuzzleCommand};
mod puzzle;
pub use puzzle::{AnswerOpts, PermsArgs, SearchOpts, WordSearchArgs};
mod sudoku_gen;
pub use self::sudoku_gen::*;
mod judge;
pub use self::judge::JudgeArgs;
mod regions;
pub use self::regions::*;

/// N-Queens and its family of backtracking puzzles.
#[derive(Debug, Parser)]
#[command(name = "queens", version, about, long_about = None, arg_required_else_help = true,
    after_help = help!("queens count 12", "queens solve 8 --format perm | queens check", "queens sudoku solve examples/puzzles.txt"))]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List solutions, streamed, in lexicographic order of their columns.
    #[command(after_help = help!(
        "queens solve 4                     two boards of Q and .",
        "queens solve 8 --format perm       one line of columns per board",
        "queens solve 8 --unique --limit 3  the first 3 of the 12 unique boards",
    ))]
    Solve(SolveArgs),
    /// Count solutions (with no N, read N from stdin and print only the count).
    #[command(after_help = help!(
        "queens count 12                    14200",
        "echo 12 | queens count             the judge form: N on stdin",
        "queens count 16 --unique --json    total, unique and time as JSON",
        "queens count 18 --checkpoint c.ckpt --progress",
        "queens count 16 --shard 0/4 --output shard-0.json   then: queens merge shard-*.json",
    ))]
    Count(CountArgs),
    /// Break the unique solutions down by the symmetry they have.
    #[command(after_help = help!("queens classes 8", "queens classes 12 --json"))]
    Classes(ClassesArgs),
    /// Check boards (text or perm form): print `ok`, or which queens attack.
    #[command(after_help = help!("echo 2 4 1 3 | queens check", "queens solve 8 --format perm | queens check"))]
    Check(CheckArgs),
    /// One solution for a board of any size, up to 10^9 (construction or local search).
    #[command(after_help = help!("queens one 8", "queens one 1000000 --format perm | queens check"))]
    One(OneArgs),
    /// Complete a board (`Q` queen that stays, `.` free, `x` blocked), or show none exists.
    #[command(after_help = help!("printf 'Q...\\n....\\n....\\n....\\n' | queens complete", "queens complete examples/board.txt --count"))]
    Complete(CompleteArgs),
    /// Show a search step by step: every square tried, rejected, placed, removed.
    #[command(after_help = help!("queens trace 4", "queens trace 6 --algo bitmask --format json --max-steps 50"))]
    Trace(TraceArgs),
    /// Run the classic approaches side by side: solutions, work, time.
    #[command(after_help = help!("queens compare 8", "queens compare 10 --algo backtrack,bitmask"))]
    Compare(CompareArgs),
    /// Judge your own Python, C++ or Java program on a lesson's task, as an online judge does.
    #[command(after_help = help!(
        "queens judge flags.py                  the task told from the name: count",
        "queens judge Boards.java --task boards",
        "queens judge sol.cpp --task count --time-limit 2 --lang vi",
    ))]
    Judge(JudgeArgs),
    /// Add up the results of `count --shard`, refusing missing, duplicate or foreign shards.
    #[command(after_help = help!("queens merge shard-*.json", "queens merge --json shard-*.json"))]
    Merge(MergeArgs),
    /// Re-count the units of checkpoints or shard files independently; name every unit that differs.
    #[command(after_help = help!(
        "queens verify c.ckpt                 every unit",
        "queens verify shard-*.json --sample 5% --seed 7",
        "queens verify c.ckpt --sample 200 --json",
    ))]
    Verify(VerifyArgs),
    /// Sudoku: solve, count, check, generate or rate puzzles (batches use all cores).
    #[command(after_help = help!("queens sudoku solve examples/puzzles.txt", "queens sudoku count --limit 2 examples/puzzles.txt"))]
    Sudoku(SudokuArgs),
    /// Queens with regions (LinkedIn Queens, Star Battle): solve, count, check, generate, rate, hint.
    #[command(after_help = help!(
        "queens regions solve levels.txt",
        "queens regions generate --size 9 --count 5 | queens regions rate",
    ))]
    Regions(RegionsArgs),
    /// The puzzle commands, `perms` to the described ones: their list is
    /// [`PuzzleCommand`].
    #[command(flatten)]
    Puzzle(PuzzleCommand),
    /// Serve the visualizer: watch a search step by step in the browser.
    #[command(after_help = help!("queens serve --open", "queens serve --addr localhost:0"))]
    Serve(ServeArgs),
    /// Write the visualizer as a static folder (the engine in WebAssembly) any web host serves.
    #[command(after_help = help!(
        "queens site out/ && python3 -m http.server -d out/",
        "queens site docs/visualizer/   then publish docs/ (GitHub Pages)",
    ))]
    Site(SiteArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    #[command(after_help = help!(
        "queens completions bash > ~/.local/share/bash-completion/completions/queens",
        "queens completions zsh > \"${fpath[1]}/_queens\"",
        "queens completions fish > ~/.config/fish/completions/queens.fish",
    ))]
    Completions(CompletionsArgs),
    /// Print the man page (roff).
    #[command(after_help = help!("queens man > queens.1 && man ./queens.1"))]
    Man,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to write the script for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Board size, 1 to 64; read from stdin when left out.
    #[arg(value_parser = solve_size, allow_negative_numbers = true)]
    pub n: Option<usize>,
    /// How to draw each board.
    #[arg(short, long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// One JSON object per board: `board` (its rows) and `cols` (the
    /// column of each row, from 1); with --stats, a last `{"stats":…}`.
    #[arg(long, conflicts_with = "format")]
    pub json: bool,
    /// Stop after this many boards (1 or more).
    #[arg(short = 'n', long, value_name = "K", value_parser = board_limit)]
    pub limit: Option<u64>,
    /// Only one board per symmetry class (the lexicographically smallest).
    #[arg(long)]
    pub unique: bool,
    /// The approach that finds the boards (all list the same boards in the same order).
    #[arg(long, value_parser = algo_parser(), default_value = "fast")]
    pub algo: Algo,
    /// Print the search statistics on stderr.
    #[arg(long)]
    pub stats: bool,
}

impl SolveArgs {
    /// How boards are written: `--format`, or `--json`.
    pub fn board_format(&self) -> Format {
        if self.json { Format::Json } else { self.format }
    }
}

#[derive(Debug, Args)]
pub struct CountArgs {
    /// Board size, 1 to 32; read from stdin when left out.
    #[arg(value_parser = count_size, allow_negative_numbers = true)]
    pub n: Option<usize>,
    /// Count symmetry classes (unique solutions) instead; `--json` shows both.
    #[arg(long)]
    pub unique: bool,
    /// Print one JSON object: n, total, unique (with --unique), elapsed_ms
    /// (and the statistics with --stats).
    #[arg(long)]
    pub json: bool,
    /// Worker threads, 1 to 1024 [default: one per core].
    #[arg(short = 'j', long, value_name = "T", value_parser = thread_count)]
    pub threads: Option<usize>,
    /// Show a progress bar on stderr: on a terminal (auto), always, never.
    #[arg(long, value_enum, default_value_t = ProgressMode::Auto)]
    pub progress: ProgressMode,
    /// The approach that counts (`fast` is the production counter).
    #[arg(long, value_parser = algo_parser(), default_value = "fast")]
    pub algo: Algo,
    /// Print the search statistics (on stderr, or as fields with --json).
    #[arg(long)]
    pub stats: bool,
    /// Record each finished work unit in FILE; run the same command again
    /// after a crash or Ctrl-C to resume where it stopped.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// Count only shard I of K (0 ≤ I < K) and print its result as JSON, for `queens merge`.
    #[arg(long, value_name = "I/K", value_parser = shard_parser, allow_hyphen_values = true)]
    pub shard: Option<Shard>,
    /// Write the shard's JSON result to FILE (whole, or not at all) instead of stdout.
    #[arg(long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Split the work by the queens of S more rows (0 to 4): more, smaller
    /// units for long runs (n ≥ 22), so a checkpoint loses less on a stop.
    /// Shards and checkpoints record it; all shards must use the same S.
    #[arg(long, value_name = "S", value_parser = split_rows, default_value_t = nqueens::count::DEFAULT_SPLIT)]
    pub split: u8,
    /// The counting kernel: auto (the fastest this CPU runs), scalar
    /// (portable, what ARM runs), avx2, avx512, or gpu (any Vulkan, Metal
    /// or DX12 adapter, software ones included; never picked by auto). All
    /// give the same counts; `--stats` and `--json` name the one that ran
    /// (and the GPU adapter). [default: auto]
    #[arg(long, value_name = "KERNEL", value_parser = kernel_choice)]
    pub kernel: Option<KernelChoice>,
    /// How to count: auto (the join from n = 16 to 24 when it fits
    /// --memory, backtracking otherwise), join (list the half boards of
    /// each column split and count the pairs that share no diagonal), or
    /// backtrack (the kernels' search). All give the same counts; `--stats`
    /// and `--json` name the one that ran, and shards record it.
    #[arg(long, value_name = "METHOD", value_parser = method_choice, default_value = "auto")]
    pub method: CountMethod,
    /// The most memory the join may use: bytes, or a number with K, M, G
    /// or T (binary units) [default: half of this machine's RAM]. Past it
    /// --method join is refused and auto backtracks.
    #[arg(long, value_name = "SIZE", value_parser = memory_size)]
    pub memory: Option<u64>,
    /// Re-count a share P of the units (`10%`, or a number of units such as
    /// `200`) with the independent recount as the count goes, and fail
    /// (exit 1, naming the units) on any disagreement; with --checkpoint,
    /// units recorded before are re-counted too.
    #[arg(long, value_name = "P", value_parser = sample_parser)]
    pub verify: Option<Sample>,
}

impl CountArgs {
    /// Why the flags are refused with `--algo` other than fast: those
    /// that only the production counter takes.
    pub fn refused_for_algo(&self) -> Option<String> {
        let algo = self.algo.name();
        if self.checkpoint.is_some() || self.shard.is_some() {
            return Some(format!(
                "--checkpoint and --shard work only with the production counter (--algo fast), not --algo {algo}"
            ));
        }
        if self.kernel.is_some() {
            return Some(format!(
                "--kernel chooses the production counter's kernel (--algo fast), not --algo {algo}'s"
            ));
        }
        if self.verify.is_some() {
            return Some(format!(
                "--verify re-counts the production counter's units (--algo fast), not --algo {algo}'s"
            ));
        }
        if self.method != CountMethod::Auto || self.memory.is_some() {
            return Some(format!(
                "--method and --memory choose how the production counter (--algo fast) counts, not --algo {algo}"
            ));
        }
        None
    }
}

/// Reads `--verify` and `--sample`: `P%` or a number of units.
fn sample_parser(s: &str) -> Result<Sample, nqueens::count::BadSample> {
    s.trim().parse()
}

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Checkpoints (`count --checkpoint`) or shard results (`count --shard`).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Re-count only a sample of the units: a share (`5%`) or a number
    /// (`200`), picked by --seed, the same units on any thread count
    /// [default: every unit].
    #[arg(long, value_name = "P|K", value_parser = sample_parser)]
    pub sample: Option<Sample>,
    /// The seed that picks the sample.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Worker threads, 1 to 1024 [default: one per core].
    #[arg(short = 'j', long, value_name = "T", value_parser = thread_count)]
    pub threads: Option<usize>,
    /// Show a progress bar on stderr: on a terminal (auto), always, never.
    #[arg(long, value_enum, default_value_t = ProgressMode::Auto)]
    pub progress: ProgressMode,
    /// Print one JSON object: the files, checked, agreed, disagreed, total
    /// and every disagreement.
    #[arg(long)]
    pub json: bool,
}

/// Reads `--method`.
fn method_choice(s: &str) -> Result<CountMethod, nqueens::count::UnknownMethod> {
    s.trim().parse()
}

/// Reads `--memory`: a whole number of bytes, optionally with a binary
/// unit (K, M, G, T, also written KiB, KB, ...).
fn memory_size(s: &str) -> Result<u64, String> {
    let bad = || {
        format!(
            "a memory size is a whole number of bytes, or one with K, M, G or T (binary units), from 1 byte to 16 EiB, got {}",
            quote(s)
        )
    };
    let t = s.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = t.split_at(digits);
    let shift = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" | "KIB" => 10,
        "M" | "MB" | "MIB" => 20,
        "G" | "GB" | "GIB" => 30,
        "T" | "TB" | "TIB" => 40,
        _ => return Err(bad()),
    };
    let value: u64 = number.parse().map_err(|_| bad())?;
    let bytes = value.checked_mul(1u64 << shift).ok_or_else(bad)?;
    if bytes == 0 {
        return Err(bad());
    }
    Ok(bytes)
}

/// `--kernel`: let the CPU decide, or count with one kernel (or on the
/// GPU).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KernelChoice {
    Auto,
    Only(Device),
}

impl KernelChoice {
    /// The library's form: `None` for auto.
    pub fn device(self) -> Option<Device> {
        match self {
            KernelChoice::Auto => None,
            KernelChoice::Only(k) => Some(k),
        }
    }
}

/// Reads `--kernel`, refusing a kernel this CPU cannot run (naming the
/// CPU feature it lacks), or a GPU there is not, before any work starts.
fn kernel_choice(s: &str) -> Result<KernelChoice, kernelset::ChoiceError<Device>> {
    Ok(kernelset::choose::<Device>(s)?.map_or(KernelChoice::Auto, KernelChoice::Only))
}

#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The results of `queens count N --shard I/K`, one file per shard.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print the unique solutions (symmetry classes) instead; `--json` shows both.
    #[arg(long)]
    pub unique: bool,
    /// Print one JSON object, as `count --json`: n, total, unique, elapsed_ms
    /// (the shards' times added up).
    #[arg(long)]
    pub json: bool,
}

/// When to draw a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ProgressMode {
    /// Only when stderr is a terminal.
    Auto,
    /// Always (on stderr).
    Always,
    /// Never.
    Never,
}

#[derive(Debug, Args)]
pub struct TraceArgs {
    /// Board size, 1 to 64.
    #[arg(value_parser = solve_size, allow_negative_numbers = true)]
    pub n: usize,
    /// The approach to trace (not `fast`: its kernels keep no steps; trace `bitmask`).
    #[arg(long, value_parser = algo_parser(), default_value = "flags")]
    pub algo: Algo,
    /// A hand trace (`row=1 col=2: place  queens=[0, 2, -1, -1]`) or one JSON object per step.
    #[arg(short, long, value_enum, default_value_t = TraceFormat::Text)]
    pub format: TraceFormat,
    /// Stop after this many steps; the trace then ends with a `cut` step.
    #[arg(long, value_name = "K", default_value_t = DEFAULT_MAX_STEPS, allow_negative_numbers = true, value_parser = step_limit)]
    pub max_steps: u64,
    /// Show the approach's code in this language (the page's listing,
    /// numbered) before a text trace, and under each step the lines it runs.
    #[arg(long, value_enum, value_name = "LANG")]
    pub code: Option<CodeLang>,
    /// Print the search statistics on stderr.
    #[arg(long)]
    pub stats: bool,
}

/// The languages of the page's listings (`queens trace --code`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CodeLang {
    /// Python 3.
    Py,
    /// C++17.
    Cpp,
    /// Java 17.
    Java,
    /// Rust.
    Rust,
}

impl From<CodeLang> for web::Lang {
    fn from(lang: CodeLang) -> web::Lang {
        match lang {
            CodeLang::Py => web::Lang::Py,
            CodeLang::Cpp => web::Lang::Cpp,
            CodeLang::Java => web::Lang::Java,
            CodeLang::Rust => web::Lang::Rust,
        }
    }
}

/// `queens trace` stops after this many steps unless told otherwise: the
/// whole of n = 7 with `flags` (about 8,000 steps), the start of larger
/// boards.
pub const DEFAULT_MAX_STEPS: u64 = 10_000;

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// Board size, 1 to 32.
    #[arg(value_parser = count_size, allow_negative_numbers = true)]
    pub n: usize,
    /// The approaches to run, comma-separated (all of them by default).
    #[arg(long, value_parser = algo_parser(), value_delimiter = ',', value_name = "A,B,…")]
    pub algos: Vec<Algo>,
    /// Also run the approaches whose estimated time is over the budget.
    #[arg(long)]
    pub all: bool,
    /// One JSON object per approach: the `--stats` fields of one that
    /// ran, or `skipped` and its `estimate`.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on, IP:PORT or HOST:PORT (localhost:8080); port 0 picks a free port.
    #[arg(long, default_value = "127.0.0.1:8080", value_parser = socket_addr)]
    pub addr: SocketAddr,
    /// The port to listen on, on 127.0.0.1: short for `--addr 127.0.0.1:PORT`.
    #[arg(long, conflicts_with = "addr", value_name = "PORT")]
    pub port: Option<u16>,
    /// Open the page in the default browser once the server listens.
    #[arg(long)]
    pub open: bool,
}

#[derive(Debug, Args)]
pub struct SiteArgs {
    /// The folder to write: made if missing; files of the same names in it are replaced.
    pub dir: PathBuf,
}

/// How `queens trace` writes steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TraceFormat {
    /// One line per step, like a hand trace.
    Text,
    /// One JSON object per step (NDJSON).
    Json,
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
    /// Print no verdicts: the exit status says it (malformed boards are
    /// still named on stderr).
    #[arg(short, long)]
    pub quiet: bool,
    /// One JSON object per board: `board` (its number, from 1), `ok`,
    /// and `why` (not a solution) or `error` (malformed).
    #[arg(long, conflicts_with = "quiet")]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct OneArgs {
    /// Board size, 1 to 1000000000 (2 and 3 have no solution).
    #[arg(value_parser = one_size, allow_negative_numbers = true)]
    pub n: usize,
    /// How to find the solution.
    #[arg(long, value_enum, default_value_t = Method::Construct)]
    pub method: Method,
    /// Seed of the local search: each seed gives its own solution [default: 0].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// How to draw the board (text only up to n = 10000).
    #[arg(short, long, value_enum, default_value_t = OneFormat::Perm)]
    pub format: OneFormat,
    /// One JSON object: `n` and `cols`, the column of each row from 1.
    #[arg(long, conflicts_with = "format")]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CompleteArgs {
    /// The board to read; `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    /// Count all completions instead (small boards).
    #[arg(long)]
    pub count: bool,
    /// Print the search effort (nodes, fails, forced queens, time) on stderr.
    #[arg(long)]
    pub stats: bool,
    /// One JSON object: `board` (the rows) and `cols` (from 1), or with
    /// --count `count`; with --stats, `stats`.
    #[arg(long)]
    pub json: bool,
}

/// How `one` finds its solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Method {
    /// The explicit construction (Hoffman, Loessi and Moore): O(n), no memory.
    Construct,
    /// Randomized local search (Sosič and Gu): a different board per seed.
    Search,
}

/// How `one` writes its board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OneFormat {
    /// One line: the column of each row, from 1.
    Perm,
    /// n lines of `Q` and `.`.
    Text,
    /// `--json`: one JSON object.
    #[value(skip)]
    Json,
}

/// How boards are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// n lines of `Q` and `.`, boards separated by an empty line.
    Text,
    /// `--json`: one JSON object per board.
    #[value(skip)]
    Json,
    /// One JSON array of boards: LeetCode 51's answer.
    Leetcode,
    /// One line per board: the column of each row, from 1.
    Perm,
}

/// `--algo` takes the names of [`Algo`], listed in help and errors.
fn algo_parser() -> impl TypedValueParser<Value = Algo> {
    PossibleValuesParser::new(Algo::ALL.map(|a| PossibleValue::new(a.name()).help(a.summary())))
        .map(|name| name.parse::<Algo>().expect("clap accepts only listed names"))
}

fn solve_size(s: &str) -> Result<usize, String> {
    parse_size(s, 1, MAX_SOLVE_N)
}

fn one_size(s: &str) -> Result<usize, String> {
    parse_size(s, 1, nqueens::huge::MAX_ONE_N)
}

/// The most worker threads `--threads` accepts, in every command.
pub(crate) const MAX_THREADS: usize = 1024;

fn thread_count(s: &str) -> Result<usize, String> {
    threads_shown_as(s, quote)
}

/// A `--threads` value, 1 to [`MAX_THREADS`]; `show` writes the refused
/// value in the message.
pub(crate) fn threads_shown_as(s: &str, show: fn(&str) -> String) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(t) if (1..=MAX_THREADS).contains(&t) => Ok(t),
        _ => Err(format!(
            "threads must be an integer from 1 to {MAX_THREADS}, got {}",
            show(s)
        )),
    }
}

/// A whole number from 1 up: 0 would ask for nothing at all. (Ranges in
/// errors are written one way, `from 1 to 32`; with no real top,
/// `from 1 up`.)
pub(crate) fn positive(s: &str, what: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(k) if k >= 1 => Ok(k),
        _ => Err(format!("{what} must be an integer from 1 up, got {}", quote(s))),
    }
}

/// `--split`: 0 to [`nqueens::count::MAX_SPLIT`] more rows.
fn split_rows(s: &str) -> Result<u8, String> {
    let max = nqueens::count::MAX_SPLIT;
    s.trim()
        .parse::<u8>()
        .ok()
        .filter(|&v| v <= max)
        .ok_or_else(|| format!("the split must be an integer from 0 to {max}, got {}", quote(s)))
}

fn board_limit(s: &str) -> Result<u64, String> {
    positive(s, "the limit")
}

pub(crate) fn step_limit(s: &str) -> Result<u64, String> {
    positive(s, "the step limit")
}

fn shard_parser(s: &str) -> Result<Shard, String> {
    s.parse().map_err(|e: nqueens::count::BadShard| e.to_string())
}

/// IP:PORT, or HOST:PORT resolved now (`localhost:0`); of the addresses a
/// host has, IPv4 first, as browsers try `localhost`.
fn socket_addr(s: &str) -> Result<SocketAddr, String> {
    use std::net::ToSocketAddrs;
    let bad = || {
        format!(
            "the address must be IP:PORT or HOST:PORT, e.g. 127.0.0.1:8080 or localhost:0 (port 0 picks a free port), got {}",
            quote(s)
        )
    };
    let s = s.trim();
    if let Ok(addr) = s.parse() {
        return Ok(addr);
    }
    // Only HOST:PORT with a numeric port is looked up: a name alone would
    // otherwise be a DNS query with no port.
    let (host, port) = s.rsplit_once(':').ok_or_else(bad)?;
    if host.is_empty() || port.parse::<u16>().is_err() {
        return Err(bad());
    }
    let mut addrs: Vec<SocketAddr> = s
        .to_socket_addrs()
        .map_err(|e| format!("cannot resolve {}: {e}", quote(host)))?
        .collect();
    addrs.sort_by_key(|a| !a.is_ipv4());
    addrs.first().copied().ok_or_else(bad)
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

    /// Why the value parser refused `args`.
    fn refusal(args: &[&str]) -> String {
        use clap::Parser;
        let e = super::Cli::try_parse_from(args).unwrap_err();
        std::error::Error::source(&e)
            .expect("a value parser's refusal")
            .to_string()
    }

    #[test]
    fn refused_values_are_quoted_short() {
        let long = "x".repeat(3000);
        // Each echoed the value raw and whole: an ESC, a newline, 3000
        // letters.
        for args in [
            ["queens", "subset-sum", "--target", "x\u{1b}[2J", "1"],
            ["queens", "combination-sum", "--target", "3\n2", "-"],
            ["queens", "color", "--colors", &long, "-"],
            ["queens", "count", "8", "--threads", &long],
            ["queens", "tour", "5", "--start", "1\n1"],
            ["queens", "sudoku", "count", "--limit", &long],
            ["queens", "sudoku", "check", "--threads", "a\u{7}"],
        ] {
            let why = refusal(&args);
            assert!(why.len() < 200 && !why.chars().any(char::is_control), "{why}");
        }
        assert!(refusal(&["queens", "combination-sum", "--target", "-2"]).ends_with("got '-2'"));
    }
}

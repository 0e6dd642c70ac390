//! `queens regions …`: the command line of Queens with regions (LinkedIn
//! Queens, Star Battle).

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

#[derive(Debug, Args)]
pub struct RegionsArgs {
    #[command(subcommand)]
    pub command: RegionsCommand,
}

#[derive(Debug, Subcommand)]
pub enum RegionsCommand {
    /// Solve each puzzle: its map with `Q` (`*` with --stars 2 or more) on the stars.
    #[command(after_help = help!(
        "queens regions solve levels.txt",
        "echo AAB/ACB/CCB | queens regions solve",
    ))]
    Solve(RegionsInput),
    /// Count each puzzle's solutions, all of them or up to --limit (2: is it unique?).
    #[command(after_help = help!(
        "queens regions count levels.txt",
        "queens regions count --limit 2 levels.txt",
    ))]
    Count(RegionsCountArgs),
    /// Check filled grids: each puzzle's map followed by the grid with its stars (`Q` or `*`).
    #[command(after_help = help!("queens regions check answers.txt"))]
    Check(RegionsInput),
    /// Make Queens puzzles with one solution and connected regions, the same ones for the same seed.
    #[command(after_help = help!("queens regions generate --size 9 --seed 7 --count 3"))]
    Generate(RegionsGenerateArgs),
    /// Rate each puzzle by the human techniques it needs: easy, medium, hard, expert or beyond.
    #[command(after_help = help!("queens regions rate levels.txt"))]
    Rate(RegionsInput),
    /// The next deduction a person can make, and why (--all: every one to the end).
    #[command(after_help = help!(
        "queens regions hint levels.txt",
        "queens regions hint --all --lang vi levels.txt",
    ))]
    Hint(RegionsHintArgs),
}

/// What the commands that read puzzles share.
#[derive(Debug, Args)]
pub struct RegionsInput {
    /// Puzzles: n lines of n region symbols (letters, digits), or one line
    /// with the rows joined by `/`; blank lines and `#` comments between
    /// them. `-` or nothing for stdin.
    pub file: Option<PathBuf>,
    /// Stars in each row, column and region (1: Queens; 2 or more: Star Battle).
    #[arg(long, value_name = "K", default_value_t = 1, value_parser = stars)]
    pub stars: usize,
    /// One JSON object per puzzle.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct RegionsCountArgs {
    #[command(flatten)]
    pub input: RegionsInput,
    /// Stop counting a puzzle at this many solutions, from 1 [default: no limit].
    #[arg(long, value_name = "K", value_parser = limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,
}

#[derive(Debug, Args)]
pub struct RegionsGenerateArgs {
    /// The side, from 4 to 16.
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = size)]
    pub size: usize,
    /// The first seed; puzzle i is made from seed S + i.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// How many puzzles, from 1.
    #[arg(long, value_name = "C", default_value_t = 1, value_parser = count, allow_negative_numbers = true)]
    pub count: u64,
    /// Keep only puzzles `rate` puts at this level, from seeds S, S + 1, …
    /// in order (a few in a hundred are easy or beyond: those take longer).
    #[arg(long, value_enum)]
    pub level: Option<GenLevel>,
    /// One JSON object per puzzle.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct RegionsHintArgs {
    #[command(flatten)]
    pub input: RegionsInput,
    /// Every deduction in order, to the end or to where the techniques stop.
    #[arg(long)]
    pub all: bool,
    /// The language of the reasons.
    #[arg(long, value_enum, default_value_t = HintLang::En)]
    pub lang: HintLang,
}

/// What `generate --level` takes: `rate`'s levels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GenLevel {
    /// Singles alone.
    Easy,
    /// A region or line confined to one line or region.
    Medium,
    /// A cell whose queen would empty a unit.
    Hard,
    /// k regions or lines confined together.
    Expert,
    /// The techniques stop short: trial and error.
    Beyond,
}

impl GenLevel {
    /// The library's level.
    pub fn level(self) -> puzzles::regions::Level {
        use puzzles::regions::Level;
        match self {
            GenLevel::Easy => Level::Easy,
            GenLevel::Medium => Level::Medium,
            GenLevel::Hard => Level::Hard,
            GenLevel::Expert => Level::Expert,
            GenLevel::Beyond => Level::Beyond,
        }
    }
}

/// What `--lang` takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HintLang {
    /// English.
    En,
    /// Vietnamese.
    Vi,
}

fn stars(s: &str) -> Result<usize, String> {
    let k = crate::args::positive(s, "stars")?;
    if k > 15 {
        return Err(format!("stars must be an integer from 1 to 15, got '{k}'"));
    }
    Ok(k as usize)
}

fn limit(s: &str) -> Result<u64, String> {
    crate::args::positive(s, "the limit")
}

fn count(s: &str) -> Result<u64, String> {
    crate::args::positive(s, "the count")
}

fn size(s: &str) -> Result<usize, String> {
    let (lo, hi) = puzzles::regions::GENERATE_SIZES;
    crate::args::parse_size(s, lo, hi).map_err(|e| match e.strip_prefix("n ") {
        Some(rest) => format!("the size {rest}"),
        None => e,
    })
}

//! `queens kings N K`: every placement of K kings on an N×N board with no
//! two touching, one a line: its squares numbered 1 to N² in reading
//! order, ascending, separated by spaces; the placements in
//! lexicographic order. `--count` only how many; `--json` one object
//! (`{"placements":[[…],…],"count":…}`, or `{"count":…}`). When there is
//! none (more kings than fit), nothing on stdout, `no placement: …` on
//! stderr, exit status 1; a count of 0 is an answer.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;
use textguard::quote;
use puzzles::kings::{Kings, MAX_KINGS_N};
use puzzles::{Limits, Puzzle, Report};

use super::answers::{ListForm, ListWriter, write_count_json, write_each};
use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::SearchOpts;
use crate::exit::usage;
use crate::input::parse_size;
use crate::output::stats::{Table, Value};

/// Place K kings on an N×N board, no two touching: every placement, or how many.
#[derive(Debug, Args)]
#[command(after_help = help!("queens kings 3 4", "queens kings 7 9 --count"))]
pub struct KingsArgs {
    /// Board size, 1 to 7.
    #[arg(value_parser = board_size, allow_negative_numbers = true)]
    pub n: usize,
    /// How many kings, 0 to N².
    #[arg(value_parser = kings, allow_negative_numbers = true)]
    pub k: usize,
    /// Print only how many placements there are.
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub search: SearchOpts,
}

fn board_size(s: &str) -> Result<usize, String> {
    parse_size(s, 1, MAX_KINGS_N)
}

/// At most the squares of the largest board; [`Kings::new`] checks K
/// against the board asked for.
fn kings(s: &str) -> Result<usize, String> {
    let max = MAX_KINGS_N * MAX_KINGS_N;
    let t = s.trim();
    match t.parse::<i128>() {
        Ok(k) if (0..=max as i128).contains(&k) => Ok(k as usize),
        // A number is shown as it is, anything else quoted (as for N).
        Ok(_) => Err(format!("k must be an integer from 0 to {max}, got {t}")),
        Err(_) => Err(format!("k must be an integer from 0 to {max}, got {}", quote(s))),
    }
}

pub fn run(args: &KingsArgs) -> anyhow::Result<ExitCode> {
    let kings = Kings::new(args.n, args.k).map_err(|e| usage(e.to_string()))?;
    puzzle::run(&args.search, &KingsRun { args, kings })
}

struct KingsRun<'a> {
    args: &'a KingsArgs,
    kings: Kings,
}

impl PuzzleRun for KingsRun<'_> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        t.text("puzzle", "non-attacking kings")
            .row("n", Value::Int(self.args.n as u128))
            .row("kings", Value::Int(self.args.k as u128));
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self
            .kings
            .trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        // Fewer than 13 million placements on a 7×7 board: no step limit
        // needed.
        if self.args.count {
            let (count, report) = self.kings.count(&Limits::none());
            if answer.json {
                write_count_json(answer.out, count, answer.stats.of(&report, &Table::new()))?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let form = if answer.json {
            ListForm::Json("placements")
        } else {
            ListForm::Text
        };
        let mut writer = ListWriter::new(answer.out, form);
        let mut numbers = Vec::with_capacity(self.args.k);
        let report = write_each(&mut writer, |f| {
            self.kings.each(&Limits::none(), |squares| {
                numbers.clear();
                numbers.extend(squares.iter().map(|&s| s + 1));
                f(&numbers)
            })
        })?;
        if writer.written() == 0 {
            let (n, k) = (self.args.n, self.args.k);
            return Ok(Solved::none(
                report,
                format!("no placement: {k} kings do not fit on a {n}×{n} board without two touching"),
            ));
        }
        writer.finish(answer.stats.of(&report, &Table::new()))?;
        Ok(Solved::found(report))
    }
}

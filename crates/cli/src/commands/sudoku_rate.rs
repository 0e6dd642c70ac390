//! `queens sudoku rate`: each puzzle's difficulty (`sudoku::rate`), one line
//! per puzzle in input order, rated on all cores a chunk at a time.
//!
//! Exit status: 2 when any puzzle is invalid (malformed, or its givens
//! clash: `invalid`, and `error: line N: …` on stderr); otherwise 1 when
//! one has no solution or several (not rated: `no solution`, `multiple
//! solutions`); otherwise 0.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use ::sudoku::{Grid, PuzzleReader, Rating, ReadError};
use rayon::prelude::*;
use serde::Serialize;

use crate::args::SudokuRateArgs;
use crate::exit::batch_status;
use crate::input::{open, read_failed};
use crate::output::write_failed;

/// One puzzle's answer.
enum Rated {
    /// Not a puzzle, or its givens clash: where, the whole message (`line
    /// N: …`) and the reason alone (for `--json`).
    Invalid {
        line: usize,
        message: String,
        why: String,
        column: Option<usize>,
    },
    Rated {
        line: usize,
        puzzle: Grid,
        rating: Rating,
    },
}

/// The `--json` form of a rated puzzle.
#[derive(Serialize)]
struct Json<'a> {
    line: usize,
    puzzle: &'a str,
    solutions: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    guesses: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    guesses_to_first: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes_capped: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hardest: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    left_by_logic: Option<u8>,
}

fn rate(item: Result<::sudoku::Puzzle, ::sudoku::ParseError>, max_nodes: u64) -> Rated {
    match item {
        Err(e) => Rated::Invalid {
            line: e.line,
            message: e.to_string(),
            why: e.message.clone(),
            column: e.column,
        },
        Ok(p) => match ::sudoku::rate_capped(&p.grid, max_nodes) {
            Err(conflict) => Rated::Invalid {
                line: p.line,
                message: format!("line {}: {conflict}", p.line),
                why: conflict.to_string(),
                column: None,
            },
            Ok(rating) => Rated::Rated {
                line: p.line,
                puzzle: p.grid,
                rating,
            },
        },
    }
}

/// Totals for the exit status.
#[derive(Default)]
struct Tally {
    puzzles: u64,
    invalid: u64,
    not_unique: u64,
}

fn write(out: &mut impl Write, r: &Rated, json: bool, tally: &mut Tally) -> io::Result<()> {
    tally.puzzles += 1;
    let (line, puzzle, rating) = match r {
        Rated::Invalid {
            line,
            message,
            why,
            column,
        } => {
            tally.invalid += 1;
            out.flush()?;
            writeln!(io::stderr(), "error: {message}")?;
            if json {
                // As the other Sudoku batches write it.
                serde_json::to_writer(&mut *out, &super::sudoku_batch::invalid_json(*line, *column, why))
                    .map_err(io::Error::other)?;
                return writeln!(out);
            }
            return writeln!(out, "invalid");
        }
        Rated::Rated { line, puzzle, rating } => (*line, puzzle, rating),
    };
    let unique = rating.solutions == 1;
    if !unique {
        tally.not_unique += 1;
    }
    let hardest = rating.hardest.map_or("none", |t| t.name());
    if json {
        let text = puzzle.to_line();
        let rated = |v| if unique { Some(v) } else { None };
        let j = Json {
            line,
            puzzle: &text,
            solutions: rating.solutions,
            score: rated(rating.score),
            guesses: rated(rating.guesses),
            guesses_to_first: rated(rating.guesses_to_first),
            nodes: rated(rating.nodes),
            nodes_capped: unique.then_some(rating.nodes_capped),
            hardest: unique.then_some(hardest),
            left_by_logic: unique.then_some(rating.left_by_logic),
        };
        serde_json::to_writer(&mut *out, &j).map_err(io::Error::other)?;
        return writeln!(out);
    }
    match rating.solutions {
        0 => writeln!(out, "no solution"),
        1 => {
            let capped = if rating.nodes_capped { "+" } else { "" };
            writeln!(
                out,
                "score {}  guesses {}  nodes {}{capped}  hardest {hardest}",
                rating.score, rating.guesses, rating.nodes
            )
        }
        _ => writeln!(out, "multiple solutions"),
    }
}

pub fn run(args: &SudokuRateArgs) -> anyhow::Result<ExitCode> {
    let threads = super::workers::threads_or_cores(args.threads);
    let pool = super::workers::pool(threads)?;
    // The textbook count can take a second on a hard puzzle (it stops
    // near --max-nodes grids), so answers are written a few at a time.
    let chunk_size = 16 * threads;
    let mut puzzles = PuzzleReader::new(open(args.file.as_deref())?);
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut tally = Tally::default();
    loop {
        let mut chunk = Vec::with_capacity(chunk_size);
        let mut read_error = None;
        for item in puzzles.by_ref() {
            match item {
                Ok(p) => chunk.push(Ok(p)),
                Err(ReadError::Parse(e)) => chunk.push(Err(e)),
                Err(ReadError::Io(e)) => {
                    read_error = Some(e);
                    break;
                }
            }
            if chunk.len() == chunk_size {
                break;
            }
        }
        let done = chunk.len() < chunk_size;
        let rated: Vec<Rated> = pool.install(|| {
            chunk
                .into_par_iter()
                .map(|item| rate(item, args.max_nodes))
                .collect()
        });
        for r in &rated {
            write(&mut out, r, args.json, &mut tally).map_err(write_failed)?;
        }
        out.flush().map_err(write_failed)?;
        if let Some(e) = read_error {
            return Err(read_failed(e, "the puzzles"));
        }
        if done {
            break;
        }
    }
    if tally.puzzles == 0 {
        return Err(super::sudoku_batch::empty_input());
    }
    Ok(batch_status(tally.invalid, tally.not_unique))
}

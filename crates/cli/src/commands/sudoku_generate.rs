//! `queens sudoku generate`: puzzles with exactly one solution, made on all
//! cores and written in order. Puzzle `i` depends on the seed, the settings
//! and `i` only (see `sudoku::Generator`), so the output is the same for
//! any `--threads`.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use ::sudoku::{Generated, Generator};
use rayon::prelude::*;

use crate::args::SudokuGenerateArgs;
use crate::output::{errln, write_failed};

/// Puzzles made between writes: enough to keep every core busy, few
/// enough that the first lines come quickly.
const CHUNK: u64 = 256;

pub fn run(args: &SudokuGenerateArgs) -> anyhow::Result<ExitCode> {
    let mut generator = Generator::new(args.seed)
        .symmetry(args.symmetry.symmetry())
        .minimal(args.minimal);
    if let Some(c) = args.clues {
        generator = generator.clues(c);
    }
    let threads = super::workers::threads_or_cores(args.threads);
    let pool = super::workers::pool(threads)?;
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut missed = Missed::default();
    let mut start = 0;
    while start < args.count {
        let end = (start + CHUNK).min(args.count);
        let made: Vec<Generated> = pool.install(|| {
            (start..end)
                .into_par_iter()
                .map(|i| generator.puzzle(i))
                .collect()
        });
        for p in &made {
            missed.add(p, args.minimal);
            write(&mut out, p, args.json).map_err(write_failed)?;
        }
        start = end;
    }
    out.flush().map_err(write_failed)?;
    drop(out);
    if let Some(target) = args.clues
        && missed.target > 0
    {
        let range = if missed.fewest == missed.most {
            missed.fewest.to_string()
        } else {
            format!("{} to {}", missed.fewest, missed.most)
        };
        errln!(
            "warning: --clues {target}: {} of {} puzzles missed it (they have {range} givens)",
            missed.target,
            args.count,
        )?;
    }
    if missed.minimal > 0 {
        errln!(
            "warning: --minimal: {} of {} puzzles are not minimal (no minimal one was found in their tries)",
            missed.minimal,
            args.count
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The puzzles that missed what was asked.
#[derive(Default)]
struct Missed {
    target: u64,
    fewest: usize,
    most: usize,
    minimal: u64,
}

impl Missed {
    fn add(&mut self, p: &Generated, minimal: bool) {
        if !p.on_target {
            if self.target == 0 {
                (self.fewest, self.most) = (p.clues, p.clues);
            }
            self.target += 1;
            self.fewest = self.fewest.min(p.clues);
            self.most = self.most.max(p.clues);
        }
        if minimal && !p.minimal {
            self.minimal += 1;
        }
    }
}

fn write(out: &mut impl Write, p: &Generated, json: bool) -> io::Result<()> {
    let mut line = [0u8; 81];
    p.puzzle.write_line(&mut line);
    let line = std::str::from_utf8(&line).expect("ASCII");
    if json {
        writeln!(
            out,
            r#"{{"puzzle":"{line}","clues":{},"minimal":{}}}"#,
            p.clues, p.minimal
        )
    } else {
        writeln!(out, "{line}")
    }
}

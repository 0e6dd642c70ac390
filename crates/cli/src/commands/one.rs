//! `queens one N`: one solution, for boards far beyond what search lists.
//!
//! `construct` computes each row's column by formula while writing, so a
//! board of 10^8 queens needs no memory for the board at all; `search` keeps
//! the board (4 bytes a queen plus two diagonal counters) and runs a seeded
//! local search.

use std::io::{self, Write};
use std::process::ExitCode;

use nqueens::{Error, huge::MAX_SEARCH_N};

use crate::args::{Method, OneArgs, OneFormat};
use crate::exit::usage;
use crate::output::errln;
use crate::output::long_perm::PermLineWriter;
use crate::output::write_failed;

/// The largest n written as a text board (n² characters: 100 MB here).
pub const MAX_TEXT_N: usize = 10_000;

pub fn run(args: &OneArgs) -> anyhow::Result<ExitCode> {
    let n = args.n;
    if args.seed.is_some() && args.method != Method::Search {
        return Err(usage(
            "--seed only applies to --method search (the construction has no randomness)",
        ));
    }
    if args.method == Method::Search && n > MAX_SEARCH_N {
        return Err(usage(format!(
            "n must be an integer from 1 to {MAX_SEARCH_N} with --method search, got {n} \
             (--method construct goes further)"
        )));
    }
    if args.format == OneFormat::Text && n > MAX_TEXT_N {
        return Err(usage(format!(
            "--format text is for n up to {MAX_TEXT_N} (n² characters); use --format perm for n = {n}"
        )));
    }
    let format = if args.json { OneFormat::Json } else { args.format };
    let stdout = io::stdout().lock();
    let result = match args.method {
        Method::Construct => nqueens::construct(n).map(|board| write(stdout, format, n, board.columns())),
        Method::Search => nqueens::huge::search(n, args.seed.unwrap_or(0))
            .map(|cols| write(stdout, format, n, cols.iter().map(|&c| c as usize))),
    };
    match result {
        Ok(written) => {
            written.map_err(write_failed)?;
            Ok(ExitCode::SUCCESS)
        }
        Err(Error::NoSolution { n }) => {
            // The one "no answer" rule: nothing on stdout, why on stderr.
            errln!("no solution: a {n}×{n} board has none")?;
            Ok(ExitCode::from(1))
        }
        Err(e) => Err(usage(e.to_string())),
    }
}

/// Writes the board row by row as the columns come.
fn write<W: Write>(
    out: W,
    format: OneFormat,
    n: usize,
    columns: impl Iterator<Item = usize>,
) -> io::Result<()> {
    match format {
        OneFormat::Perm => {
            let mut line = PermLineWriter::new(out);
            for c in columns {
                line.push(c as u64 + 1)?;
            }
            line.finish()?;
        }
        OneFormat::Text => {
            let mut out = io::BufWriter::with_capacity(1 << 16, out);
            let mut row = vec![b'.'; n + 1];
            row[n] = b'\n';
            for c in columns {
                row[c] = b'Q';
                out.write_all(&row)?;
                row[c] = b'.';
            }
            out.flush()?;
        }
        OneFormat::Json => {
            // Streamed like the perm line: 10^9 columns are never held.
            let mut out = io::BufWriter::with_capacity(1 << 16, out);
            write!(out, "{{\"n\":{n},\"cols\":[")?;
            for (i, c) in columns.enumerate() {
                if i > 0 {
                    out.write_all(b",")?;
                }
                write!(out, "{}", c + 1)?;
            }
            out.write_all(b"]}\n")?;
            out.flush()?;
        }
    }
    Ok(())
}

//! `queens complete`: finish a board whose queens must stay and whose
//! blocked squares stay empty, or say that it cannot be done.
//!
//! Exit 0 with the completed board (text form, so it pipes into `queens
//! check`), 1 with `no completion: …` on stderr (nothing on stdout) when
//! none exists, 2 for a malformed
//! board. `--count` prints the number of completions instead (exit 0).

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use nqueens::complete::{CompletionStats, Puzzle};

use crate::args::CompleteArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::errln;
use crate::output::stats::{Table, Value};
use serde_json::json;

/// The most input read: a board of the largest size with line ends.
const MAX_INPUT: u64 = 4 << 20;

/// The longest line read: a row of the largest board is a few KB, in any
/// of its forms.
const MAX_LINE: u64 = 64 << 10;

pub fn run(args: &CompleteArgs) -> anyhow::Result<ExitCode> {
    let text = read_all(args.file.as_deref(), MAX_INPUT, MAX_LINE, "the board")?;
    let puzzle = Puzzle::parse(&text).map_err(|e| usage(e.to_string()))?;
    let start = Instant::now();
    let mut out = io::stdout().lock();
    let code = if args.count {
        let counted = nqueens::complete::count_completions(&puzzle);
        let stats = table(&counted.stats, start);
        if args.json {
            let mut object = json!({ "count": counted.count });
            if args.stats {
                object["stats"] = stats.json();
            }
            writeln!(out, "{object}")?;
        } else {
            writeln!(out, "{}", counted.count)?;
            if args.stats {
                stats.print();
            }
        }
        ExitCode::SUCCESS
    } else {
        let found = nqueens::complete(&puzzle);
        let stats = table(&found.stats, start);
        if args.stats && !(args.json && found.solution.is_some()) {
            stats.print();
        }
        match found.solution {
            Some(cols) if args.json => {
                let n = cols.len();
                let rows: Vec<String> = cols
                    .iter()
                    .map(|&c| (0..n).map(|i| if i == c { 'Q' } else { '.' }).collect())
                    .collect();
                let ones: Vec<usize> = cols.iter().map(|c| c + 1).collect();
                let mut object = json!({ "board": rows, "cols": ones });
                if args.stats {
                    object["stats"] = stats.json();
                }
                writeln!(out, "{object}")?;
                ExitCode::SUCCESS
            }
            Some(cols) => {
                let n = cols.len();
                let mut row = vec![b'.'; n + 1];
                row[n] = b'\n';
                for c in cols {
                    row[c] = b'Q';
                    out.write_all(&row)?;
                    row[c] = b'.';
                }
                ExitCode::SUCCESS
            }
            None => {
                // The one "no answer" rule: nothing on stdout, why on stderr.
                errln!("no completion: no way to finish this board")?;
                ExitCode::from(1)
            }
        }
    };
    out.flush()?;
    Ok(code)
}

/// The `--stats` rows: the search's effort and the time since `start`.
fn table(stats: &CompletionStats, start: Instant) -> Table {
    let mut t = Table::new();
    t.row("nodes", Value::Count(stats.nodes.into()))
        .row("fails", Value::Count(stats.fails.into()))
        .row("forced", Value::Count(stats.forced.into()))
        .row("time", Value::Time(start.elapsed()));
    t
}

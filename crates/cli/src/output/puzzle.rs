//! The textbook puzzles' `--stats` block (their traces are written by
//! [`super::trace::TraceWriter`]).

use std::io::{self, Write};

use engine::Report;

use super::stats::{elapsed, grouped};

/// The `--stats` block of a puzzle search: its own rows first (the
/// puzzle, its size), then the engine's counts.
pub fn write_block<W: Write>(out: &mut W, rows: &[(&str, String)], r: &Report) -> io::Result<()> {
    let s = &r.stats;
    let counts = [
        ("solutions", grouped(s.solutions.into())),
        ("nodes", grouped(s.nodes.into())),
        ("checks", grouped(s.checks.into())),
        ("rejects", grouped(s.rejects.into())),
        ("dead ends", grouped(s.dead_ends.into())),
        ("steps", grouped(s.steps.into())),
        ("time", elapsed(r.elapsed)),
    ];
    for (name, value) in rows
        .iter()
        .map(|(n, v)| (*n, v.as_str()))
        .chain(counts.iter().map(|(n, v)| (*n, v.as_str())))
    {
        writeln!(out, "{name:<11} {value}")?;
    }
    if !r.outcome.is_finished() {
        writeln!(out, "{:<11} {}", "stopped", r.outcome.name())?;
    }
    Ok(())
}

/// Prints the `--stats` block on stderr.
pub fn print_block(rows: &[(&str, String)], r: &Report) {
    // Statistics that cannot be written are not worth failing over.
    let _ = write_block(&mut io::stderr().lock(), rows, r);
}

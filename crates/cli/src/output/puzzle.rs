//! The engine's counts as `--stats` rows, for the textbook puzzles (their
//! traces are written by [`super::trace::TraceWriter`]).

use engine::Report;

use super::stats::{Table, Value};

/// The engine's counts of a search, then its time (and `stopped` when it
/// did not finish).
pub fn engine_table(r: &Report) -> Table {
    let s = &r.stats;
    let mut t = Table::new();
    t.row("solutions", Value::Count(s.solutions.into()))
        .row("nodes", Value::Count(s.nodes.into()))
        .row("checks", Value::Count(s.checks.into()))
        .row("rejects", Value::Count(s.rejects.into()))
        .row("dead ends", Value::Count(s.dead_ends.into()))
        .row("steps", Value::Count(s.steps.into()))
        .row("time", Value::Time(r.elapsed));
    if !r.outcome.is_finished() {
        t.text("stopped", r.outcome.name());
    }
    t
}

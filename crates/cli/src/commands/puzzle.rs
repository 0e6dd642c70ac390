//! The skeleton every puzzle command shares (`tour`, `maze`,
//! `subset-sum`, `color`, `perms`, and the LeetCode puzzles `subsets`,
//! `combination-sum` and `word-search`, whose answers' forms are in [`super::answers`]): with `--trace`, the search step by
//! step through the one [`TraceWriter`] (`--format`, `--max-steps`);
//! otherwise the answer, solved or counted; then, with `--stats`, the
//! block of [`print_block`] on stderr. A puzzle command reads its input,
//! builds a [`Search`] and hands it to [`run`].

use std::io::{self, Write};
use std::process::ExitCode;

use engine::Report;

use crate::args::SearchOpts;
use crate::output::puzzle::print_block;
use crate::output::trace::TraceWriter;

/// Where a puzzle command writes its answer: stdout, buffered.
pub type Out = io::BufWriter<io::StdoutLock<'static>>;

/// Where a puzzle command writes its trace.
pub type Tracer = TraceWriter<Out>;

/// The rows of a `--stats` block before the engine's counts.
pub type Rows = Vec<(&'static str, String)>;

/// One puzzle command's search, as [`run`] drives it.
pub trait Search {
    /// The rows of its `--stats` block (the puzzle, its size), before
    /// the engine's counts.
    fn rows(&self) -> Rows;

    /// Traces the search within `max_steps`, each step to `writer`.
    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report>;

    /// Said on stderr once the trace is written (the tour: why it has
    /// none); nothing by default.
    fn after_trace(&self) -> anyhow::Result<()> {
        Ok(())
    }

    /// Solves (or counts) and writes the answer to `out`, adding the
    /// answer's own rows to `rows`; the exit status and the search's
    /// report.
    fn solve(&self, out: &mut Out, rows: &mut Rows) -> anyhow::Result<(ExitCode, Report)>;
}

/// Runs a puzzle command: its trace or its answer, then `--stats`.
pub fn run(opts: &SearchOpts, search: &impl Search) -> anyhow::Result<ExitCode> {
    let mut rows = search.rows();
    let stdout = io::stdout().lock();
    if opts.trace {
        let mut writer = TraceWriter::new(io::BufWriter::with_capacity(1 << 16, stdout), opts.format());
        let report = search.trace(opts.max_steps(), &mut writer)?;
        writer.finish()?;
        search.after_trace()?;
        if opts.stats {
            print_block(&rows, &report);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout);
    let (code, report) = search.solve(&mut out, &mut rows)?;
    out.flush()?;
    if opts.stats {
        print_block(&rows, &report);
    }
    Ok(code)
}

//! The skeleton every puzzle command shares (`tour`, `maze`,
//! `subset-sum`, `color`, `perms`, and the LeetCode puzzles `subsets`,
//! `combination-sum` and `word-search`, whose answers' forms are in
//! [`super::answers`]): with `--trace [text|json]`, the search step by
//! step through the one [`TraceWriter`] (within `--max-steps`);
//! otherwise the answer, solved or counted, as text or with `--json` one
//! JSON object; then, with `--stats`, the one [`Table`] on stderr (with
//! `--json`, the object's `stats`). A puzzle command reads its input,
//! builds a [`PuzzleRun`] and hands it to [`run`].
//!
//! The one "no answer" rule lives here: a search that finds none writes
//! nothing on stdout, says why on stderr and exits 1.

use std::io::{self, Write};
use std::process::ExitCode;

use engine::Report;
use serde_json::Value;

use crate::args::SearchOpts;
use crate::output::errln;
use crate::output::puzzle::engine_table;
use crate::output::stats::Table;
use crate::output::trace::TraceWriter;

/// Where a puzzle command writes its answer: stdout, buffered.
pub type Out = io::BufWriter<io::StdoutLock<'static>>;

/// Where a puzzle command writes its trace.
pub type Tracer = TraceWriter<Out>;

/// How a search's answer is to be written, and the `--stats` rows known
/// before it.
pub struct Answer<'a> {
    /// Stdout.
    pub out: &'a mut Out,
    /// `--json`: one object.
    pub json: bool,
    /// What `--json` adds as `stats`.
    pub stats: JsonStats<'a>,
}

/// The `stats` of `--json`, when `--stats` asks for them.
pub struct JsonStats<'a> {
    wanted: bool,
    table: &'a Table,
}

impl JsonStats<'_> {
    /// With `--stats`: the puzzle's rows, `extra`, then the engine's
    /// counts, as one object.
    pub fn of(&self, report: &Report, extra: &Table) -> Option<Value> {
        self.wanted.then(|| full_table(self.table, extra, report).json())
    }
}

impl Answer<'_> {
    /// Writes `object` as one line, with `stats` added when asked for.
    pub fn json_line(&mut self, mut object: Value, report: &Report, extra: &Table) -> io::Result<()> {
        if let Some(stats) = self.stats.of(report, extra) {
            object["stats"] = stats;
        }
        writeln!(self.out, "{object}")
    }
}

/// What a search's answer came to.
pub struct Solved {
    /// The search's counts.
    pub report: Report,
    /// The answer's own `--stats` rows (a path's length, the attempts).
    pub rows: Table,
    /// `Some(why)` when there is no answer: nothing was written to stdout
    /// (or, in LeetCode's form, its empty answer), and `why` goes to
    /// stderr with exit status 1.
    pub none: Option<String>,
}

impl Solved {
    /// An answer, written.
    pub fn found(report: Report) -> Self {
        Solved {
            report,
            rows: Table::new(),
            none: None,
        }
    }

    /// No answer, for the reason given (`no tour: …`).
    pub fn none(report: Report, why: impl Into<String>) -> Self {
        Solved {
            report,
            rows: Table::new(),
            none: Some(why.into()),
        }
    }

    /// Adds the answer's own `--stats` rows.
    pub fn with_rows(mut self, rows: Table) -> Self {
        self.rows = rows;
        self
    }
}

/// One puzzle command's search, as [`run`] drives it.
pub trait PuzzleRun {
    /// The rows of its `--stats` block (the puzzle, its size), before
    /// the engine's counts.
    fn rows(&self) -> Table;

    /// Traces the search within `max_steps`, each step to `writer`.
    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report>;

    /// Said on stderr once the trace is written (the tour: why it has
    /// none); nothing by default.
    fn after_trace(&self) -> anyhow::Result<()> {
        Ok(())
    }

    /// Solves (or counts) and writes the answer, as `answer` says.
    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved>;
}

/// The whole `--stats` table: the puzzle's rows, the answer's, the
/// engine's counts.
fn full_table(rows: &Table, extra: &Table, report: &Report) -> Table {
    let mut t = rows.clone();
    t.extend(extra.clone()).extend(engine_table(report));
    t
}

/// Runs a puzzle command: its trace or its answer, then `--stats`.
pub fn run(opts: &SearchOpts, search: &impl PuzzleRun) -> anyhow::Result<ExitCode> {
    opts.check()?;
    let rows = search.rows();
    let stdout = io::stdout().lock();
    if let Some(format) = opts.trace {
        let mut writer = TraceWriter::new(io::BufWriter::with_capacity(1 << 16, stdout), format);
        let report = search.trace(opts.max_steps(), &mut writer)?;
        writer.finish()?;
        search.after_trace()?;
        if opts.stats {
            full_table(&rows, &Table::new(), &report).print();
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout);
    let solved = search.solve(&mut Answer {
        out: &mut out,
        json: opts.json,
        stats: JsonStats {
            wanted: opts.stats,
            table: &rows,
        },
    })?;
    out.flush()?;
    if opts.stats && !opts.json {
        full_table(&rows, &solved.rows, &solved.report).print();
    }
    match solved.none {
        None => Ok(ExitCode::SUCCESS),
        Some(why) => {
            errln!("{why}")?;
            Ok(ExitCode::from(1))
        }
    }
}

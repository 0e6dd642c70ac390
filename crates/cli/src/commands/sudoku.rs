//! `queens sudoku solve|count|check`: one answer per puzzle, in input order.
//!
//! Puzzles are read in chunks; each chunk is answered on all cores (rayon
//! keeps the order) and written before the next is read, so memory stays
//! flat however long the input.
//!
//! A bad puzzle never stops a batch: it gets `error: line N: …` on stderr
//! and `invalid` in the output. Exit status: 2 when any puzzle is invalid
//! (malformed, or its givens clash); otherwise 1 when `solve` met a puzzle
//! without solution or `check` one that is not a proper puzzle (no
//! solution, or several); otherwise 0. `count` answers 0 for a puzzle
//! without solution: that is its count, not a failure.
//!
//! `--json` writes one object per puzzle instead: `line`, and `solution`
//! (81 digits, or null), `count` or `verdict`, or `error` for a bad
//! puzzle; with `--stats`, a last `{"stats":…}`.
//!
//! `solve --algo simple --trace [text|json]` prints the textbook solver's
//! steps on one puzzle instead (exit status 0 whether or not it has a
//! solution; 2 for a bad puzzle or more than one).

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use ::sudoku::{Algo, Grid, Limits, ParseError, Puzzle, PuzzleReader, ReadError, Stats, Verdict};
use rayon::prelude::*;

use super::sudoku_batch::{empty_input, invalid_json};
use crate::args::{GridFormat, SolveMode, SudokuArgs, SudokuCommand, SudokuInput, SudokuSolver, TraceFormat};
use crate::exit::{batch_status, usage};
use crate::input::{open, read_failed};
use crate::output::puzzle::engine_table;
use crate::output::stats::{Table, Value};
use crate::output::trace::TraceWriter;
use serde_json::json;

/// What to compute for each puzzle.
#[derive(Clone, Copy)]
enum Task {
    Solve(GridFormat),
    Count(u64),
    Check,
}

impl Task {
    fn name(self) -> &'static str {
        match self {
            Task::Solve(_) => "solve",
            Task::Count(_) => "count",
            Task::Check => "check",
        }
    }
}

/// The answer for one puzzle.
enum Answer {
    /// Not a puzzle: the full message (`line N: …`, for stderr) and the
    /// reason alone (for `--json`, whose object has the line, and the
    /// column when one character is to blame).
    Invalid {
        message: String,
        why: String,
        column: Option<usize>,
    },
    Solved(Grid),
    /// `solve`: no solution.
    NoSolution,
    Count(u64),
    /// `check`'s verdict (the library's, which Python's `sudoku_check`
    /// gives too).
    Checked(Verdict),
}

/// One puzzle's answer with where it came from and what it cost.
struct Outcome {
    line: usize,
    answer: Answer,
    nodes: u64,
    /// The engine's counts (the textbook solver).
    stats: Option<Stats>,
}

fn answer(task: Task, solver: SudokuSolver, item: &Item) -> Outcome {
    let puzzle = match item {
        Ok(p) => p,
        Err(e) => {
            return Outcome {
                line: e.line,
                answer: Answer::Invalid {
                    message: e.to_string(),
                    why: e.message.clone(),
                    column: e.column,
                },
                nodes: 0,
                stats: None,
            };
        }
    };
    let outcome = |answer, r: Option<::sudoku::SolveReport>| Outcome {
        line: puzzle.line,
        answer,
        nodes: r.map_or(0, |r| r.nodes),
        stats: r.and_then(|r| r.search).map(|s| s.stats),
    };
    if let Some(conflict) = puzzle.grid.conflict() {
        let why = conflict.to_string();
        let message = format!("line {}: {why}", puzzle.line);
        return outcome(
            Answer::Invalid {
                message,
                why,
                column: None,
            },
            None,
        );
    }
    match task {
        Task::Solve(_) => {
            let r = solver.search(&puzzle.grid, 1);
            match r.first {
                Some(g) => outcome(Answer::Solved(g), Some(r)),
                None => outcome(Answer::NoSolution, Some(r)),
            }
        }
        Task::Count(limit) => {
            let r = solver.search(&puzzle.grid, limit);
            outcome(Answer::Count(r.solutions), Some(r))
        }
        Task::Check => {
            let (verdict, r) = Verdict::find(&puzzle.grid, |g, limit| solver.search(g, limit));
            outcome(Answer::Checked(verdict), r)
        }
    }
}

/// One puzzle as read, or why it is not one.
type Item = Result<Puzzle, ParseError>;

/// Reads up to `size` puzzles; stops early at the end or at a read error,
/// which it leaves in `error` (and reads nothing more after one).
fn read_chunk<R: io::BufRead>(
    puzzles: &mut PuzzleReader<R>,
    size: usize,
    error: &mut Option<io::Error>,
) -> Vec<Item> {
    let mut chunk = Vec::with_capacity(size);
    if error.is_some() {
        return chunk;
    }
    for item in puzzles.by_ref() {
        match item {
            Ok(p) => chunk.push(Ok(p)),
            Err(ReadError::Parse(e)) => chunk.push(Err(e)),
            Err(ReadError::Io(e)) => {
                *error = Some(e);
                break;
            }
        }
        if chunk.len() == size {
            break;
        }
    }
    chunk
}

/// Running totals for the exit status and `--stats`.
#[derive(Default)]
struct Tally {
    puzzles: u64,
    invalid: u64,
    /// `solve`: no solution; `check`: not exactly one.
    failed: u64,
    nodes: u64,
    /// The textbook solver's counts, summed.
    engine: Stats,
}

/// Writes answers in order, each error on stderr as it comes.
struct Writer<W: Write> {
    out: W,
    task: Task,
    written: u64,
    /// `--json`: one object per puzzle.
    json: bool,
}

impl<W: Write> Writer<W> {
    fn write(&mut self, o: &Outcome, tally: &mut Tally) -> io::Result<()> {
        tally.puzzles += 1;
        tally.nodes += o.nodes;
        if let Some(s) = o.stats {
            tally.engine += s;
        }
        if self.json {
            return self.write_json(o, tally);
        }
        let grid_format = matches!(self.task, Task::Solve(GridFormat::Grid));
        if grid_format && self.written > 0 {
            self.out.write_all(b"\n")?;
        }
        self.written += 1;
        let marker: &str = match (&o.answer, self.task) {
            (Answer::Invalid { message, .. }, _) => {
                tally.invalid += 1;
                // Keep stderr in step with stdout on a terminal.
                self.out.flush()?;
                writeln!(io::stderr(), "error: {message}")?;
                "invalid"
            }
            (Answer::Solved(g), Task::Solve(GridFormat::Line)) => {
                let mut line = [0u8; 82];
                g.write_line((&mut line[..81]).try_into().expect("81 cells"));
                line[81] = b'\n';
                return self.out.write_all(&line);
            }
            (Answer::Solved(g), _) => return self.out.write_all(g.to_printed().as_bytes()),
            (Answer::NoSolution, _) => {
                tally.failed += 1;
                self.out.flush()?;
                writeln!(io::stderr(), "error: line {}: no solution", o.line)?;
                "no solution"
            }
            (Answer::Count(n), _) => return writeln!(self.out, "{n}"),
            (Answer::Checked(v), _) => {
                if !v.passes() {
                    tally.failed += 1;
                }
                v.name()
            }
        };
        writeln!(self.out, "{marker}")
    }

    /// `--json`'s object for one puzzle (errors still go to stderr too).
    fn write_json(&mut self, o: &Outcome, tally: &mut Tally) -> io::Result<()> {
        let line = o.line;
        let object = match (&o.answer, self.task) {
            (Answer::Invalid { message, why, column }, _) => {
                tally.invalid += 1;
                self.out.flush()?;
                writeln!(io::stderr(), "error: {message}")?;
                invalid_json(line, *column, why)
            }
            (Answer::Solved(g), _) => {
                let mut cells = [0u8; 81];
                g.write_line(&mut cells);
                json!({ "line": line, "solution": String::from_utf8_lossy(&cells) })
            }
            (Answer::NoSolution, _) => {
                tally.failed += 1;
                json!({ "line": line, "solution": null })
            }
            (Answer::Count(n), _) => json!({ "line": line, "count": n }),
            (Answer::Checked(v), _) => {
                if !v.passes() {
                    tally.failed += 1;
                }
                json!({ "line": line, "verdict": v.name() })
            }
        };
        writeln!(self.out, "{object}")
    }
}

pub fn run(args: &SudokuArgs) -> anyhow::Result<ExitCode> {
    let (task, input): (Task, &SudokuInput) = match &args.command {
        SudokuCommand::Solve(a) => match a.mode()? {
            SolveMode::Solutions(format) => (Task::Solve(format), &a.input),
            SolveMode::Trace { format, max_steps } => return trace(&a.input, format, max_steps),
        },
        SudokuCommand::Count(a) => (Task::Count(a.limit), &a.input),
        SudokuCommand::Check(a) => (Task::Check, &a.input),
        SudokuCommand::Generate(a) => return super::sudoku_generate::run(a),
        SudokuCommand::Rate(a) => return super::sudoku_rate::run(a),
    };
    let solver = input.solver()?;
    let algo = solver.algo();
    let threads = super::workers::threads_or_cores(input.threads);
    let pool = super::workers::pool(threads)?;
    // Big chunks keep every core busy; the textbook solver can take seconds
    // a puzzle, so its answers are written a few at a time.
    let chunk_size = match algo {
        Algo::Fast => 4096,
        Algo::Simple => 4 * threads,
    };

    let start = Instant::now();
    let mut puzzles = PuzzleReader::new(open(input.file.as_deref())?);
    let mut writer = Writer {
        out: BufWriter::with_capacity(1 << 16, io::stdout().lock()),
        task,
        written: 0,
        json: input.json,
    };
    let mut tally = Tally::default();
    let mut read_error = None;
    let solve = |chunk: &[Item]| -> Vec<Outcome> {
        if threads == 1 {
            chunk.iter().map(|item| answer(task, solver, item)).collect()
        } else {
            pool.install(|| chunk.par_iter().map(|item| answer(task, solver, item)).collect())
        }
    };
    let mut chunk = read_chunk(&mut puzzles, chunk_size, &mut read_error);
    if threads == 1 {
        // One thread means one: no reading ahead.
        while !chunk.is_empty() {
            for o in &solve(&chunk) {
                writer.write(o, &mut tally)?;
            }
            chunk = read_chunk(&mut puzzles, chunk_size, &mut read_error);
        }
    } else {
        // While the workers answer one chunk, this thread writes the answers
        // of the one before and reads the one after.
        let mut answered: Vec<Outcome> = Vec::new();
        while !chunk.is_empty() {
            let (outcomes, next, written) = std::thread::scope(|s| {
                let worker = s.spawn(|| solve(&chunk));
                let written = answered.iter().try_for_each(|o| writer.write(o, &mut tally));
                let next = read_chunk(&mut puzzles, chunk_size, &mut read_error);
                (
                    worker.join().expect("the solver thread does not panic"),
                    next,
                    written,
                )
            });
            written?;
            answered = outcomes;
            chunk = next;
        }
        for o in &answered {
            writer.write(o, &mut tally)?;
        }
    }
    if input.stats {
        let stats = stats_table(task, solver, threads, &tally, start.elapsed());
        if input.json {
            writeln!(writer.out, "{}", json!({ "stats": stats.json() }))?;
        } else {
            writer.out.flush()?;
            stats.print();
        }
    }
    writer.out.flush()?;
    if let Some(e) = read_error {
        return Err(read_failed(e, "the puzzles"));
    }
    if tally.puzzles == 0 {
        return Err(empty_input());
    }
    Ok(batch_status(tally.invalid, tally.failed))
}

/// The `--stats` rows of a batch.
fn stats_table(
    task: Task,
    solver: SudokuSolver,
    threads: usize,
    tally: &Tally,
    time: std::time::Duration,
) -> Table {
    let algo = solver.algo();
    let mut t = Table::new();
    t.text("task", task.name()).text("solver", algo.name());
    if let SudokuSolver::Fast(s) = solver {
        t.text("kernel", s.kernel().name());
    }
    t.row("puzzles", Value::Count(tally.puzzles.into()))
        .row("invalid", Value::Count(tally.invalid.into()));
    match task {
        Task::Solve(_) => t.row("no solution", Value::Count(tally.failed.into())),
        Task::Check => t.row("not unique", Value::Count(tally.failed.into())),
        Task::Count(_) => &mut t,
    };
    t.row("nodes", Value::Count(tally.nodes.into()));
    // The textbook solver runs on the engine, which counts more.
    if algo == Algo::Simple {
        let e = &tally.engine;
        t.row("checks", Value::Count(e.checks.into()))
            .row("rejects", Value::Count(e.rejects.into()))
            .row("dead ends", Value::Count(e.dead_ends.into()))
            .row("solutions", Value::Count(e.solutions.into()));
    }
    let rate = tally.puzzles as f64 / time.as_secs_f64().max(1e-9);
    t.row("threads", Value::Int(threads as u128))
        .row("time", Value::Time(time))
        .row("puzzles/s", Value::Count(rate.round() as u128));
    t
}

/// `solve --algo simple --trace`: the textbook solver's steps on the one
/// puzzle of the input, up to its first solution or `max_steps`.
fn trace(input: &SudokuInput, format: TraceFormat, max_steps: u64) -> anyhow::Result<ExitCode> {
    // Refuses --kernel, which the textbook solver would ignore.
    input.solver()?;
    let mut puzzles = PuzzleReader::new(open(input.file.as_deref())?);
    let puzzle = match puzzles.next() {
        None => {
            return Err(usage(
                "empty input: --trace expects one puzzle, as 81 cells (1-9, '.' or '0') or a grid of 9 rows",
            ));
        }
        Some(Ok(p)) => p,
        Some(Err(ReadError::Parse(e))) => return Err(usage(e.to_string())),
        Some(Err(ReadError::Io(e))) => return Err(read_failed(e, "the puzzles")),
    };
    if let Some(conflict) = puzzle.grid.conflict() {
        return Err(usage(format!("line {}: {conflict}", puzzle.line)));
    }
    // Whatever follows, a puzzle or not, is one too many.
    let another = match puzzles.next() {
        None => None,
        Some(Ok(p)) => Some(p.line),
        Some(Err(ReadError::Parse(e))) => Some(e.line),
        Some(Err(ReadError::Io(e))) => return Err(read_failed(e, "the puzzles")),
    };
    if let Some(line) = another {
        return Err(usage(format!(
            "--trace follows one puzzle, and line {line} starts another: trace them one at a time"
        )));
    }
    let mut writer = TraceWriter::new(BufWriter::with_capacity(1 << 16, io::stdout().lock()), format);
    let report = ::sudoku::trace(&puzzle.grid, &Limits::max_steps(max_steps), |s| writer.step(s));
    writer.finish()?;
    if input.stats {
        let mut t = Table::new();
        t.text("puzzle", format!("sudoku (line {})", puzzle.line))
            .row("givens", Value::Int(puzzle.grid.givens() as u128))
            .text("solver", Algo::Simple.name())
            .extend(engine_table(&report));
        t.print();
    }
    Ok(ExitCode::SUCCESS)
}

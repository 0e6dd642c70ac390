//! `queens check`: is each board a solution, and if not, why not.
//!
//! Exit 0 when every board is a solution, 1 when one is not, 2 when a
//! board is malformed (each malformed board is reported; the rest are still
//! checked).

use std::io::{self, Write};
use std::process::ExitCode;

use nqueens::board::{BoardReader, ReadError};
use serde_json::json;

use crate::args::CheckArgs;
use crate::exit::{batch_status, usage};
use crate::input::{open, read_failed};
use crate::output::errln;
use crate::output::write_failed;

pub fn run(args: &CheckArgs) -> anyhow::Result<ExitCode> {
    if args.json {
        return json(args);
    }
    let reader = open(args.file.as_deref())?;
    let mut out: Box<dyn Write> = if args.quiet {
        Box::new(io::sink())
    } else {
        Box::new(io::stdout().lock())
    };
    let (mut boards, mut failed, mut malformed) = (0u64, 0u64, 0u64);
    // A verdict is held back until we know whether more boards follow: a
    // single board is reported bare, one of many with its number.
    let mut pending: Option<String> = None;
    for item in BoardReader::new(reader) {
        boards += 1;
        if let Some(msg) = pending.take() {
            writeln!(out, "board 1: {msg}").map_err(write_failed)?;
        }
        let label = if boards == 1 {
            String::new()
        } else {
            format!("board {boards}: ")
        };
        match item {
            Ok(board) => {
                let verdict = board.verdict();
                if !verdict.is_solution() {
                    failed += 1;
                    if boards == 1 {
                        pending = Some(verdict.to_string());
                    } else {
                        writeln!(out, "{label}{verdict}").map_err(write_failed)?;
                    }
                }
            }
            Err(ReadError::Io(e)) => return Err(read_failed(e, "the board")),
            Err(ReadError::Parse(e)) => {
                malformed += 1;
                errln!("error: {label}{e}")?;
            }
        }
    }
    if let Some(msg) = pending {
        writeln!(out, "{msg}").map_err(write_failed)?;
    }
    if boards == 0 {
        return Err(usage(
            "empty input: expected a board as rows of 'Q' and '.', or as a line of columns like '2 4 1 3'",
        ));
    }
    if failed == 0 && malformed == 0 {
        if boards == 1 {
            writeln!(out, "ok").map_err(write_failed)?;
        } else {
            writeln!(out, "ok: {boards} boards").map_err(write_failed)?;
        }
    } else if boards > 1 {
        let good = boards - failed - malformed;
        writeln!(out, "{good} of {boards} boards are solutions").map_err(write_failed)?;
    }
    out.flush().map_err(write_failed)?;
    Ok(batch_status(malformed, failed))
}

/// `--json`: one object per board, as it is read.
fn json(args: &CheckArgs) -> anyhow::Result<ExitCode> {
    let reader = open(args.file.as_deref())?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let (mut boards, mut failed, mut malformed) = (0u64, 0u64, 0u64);
    for item in BoardReader::new(reader) {
        boards += 1;
        let object = match item {
            Ok(board) => {
                let verdict = board.verdict();
                if verdict.is_solution() {
                    json!({ "board": boards, "ok": true })
                } else {
                    failed += 1;
                    json!({ "board": boards, "ok": false, "why": verdict.to_string() })
                }
            }
            Err(ReadError::Io(e)) => return Err(read_failed(e, "the board")),
            Err(ReadError::Parse(e)) => {
                malformed += 1;
                errln!("error: board {boards}: {e}")?;
                json!({ "board": boards, "ok": false, "error": e.to_string() })
            }
        };
        writeln!(out, "{object}").map_err(write_failed)?;
    }
    out.flush().map_err(write_failed)?;
    if boards == 0 {
        return Err(usage(
            "empty input: expected a board as rows of 'Q' and '.', or as a line of columns like '2 4 1 3'",
        ));
    }
    Ok(batch_status(malformed, failed))
}

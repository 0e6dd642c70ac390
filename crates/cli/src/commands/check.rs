//! `queens check`: is each board a solution, and if not, why not.
//!
//! Exit 0 when every board is a solution, 1 when one is not, 2 when a
//! board is malformed (each malformed board is reported; the rest are still
//! checked).

use std::io::{self, Write};
use std::process::ExitCode;

use nqueens::{BoardReader, ReadError};

use crate::args::CheckArgs;
use crate::exit::usage;
use crate::input::{open, read_failed};
use crate::output::errln;
use crate::output::write_failed;

pub fn run(args: &CheckArgs) -> anyhow::Result<ExitCode> {
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
    Ok(if malformed > 0 {
        ExitCode::from(2)
    } else if failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

//! `queens solve`: stream solutions in the chosen format.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use nqueens::{Algo, Solutions, UniqueSolutions};

use crate::args::SolveArgs;
use crate::output::BoardSink;
use crate::output::errln;
use crate::output::write_failed;

pub fn run(args: &SolveArgs) -> anyhow::Result<ExitCode> {
    if args.algo != Algo::Fast || args.stats {
        return super::approach::solve(args);
    }
    let stdout = io::stdout().lock();
    let mut sink = BoardSink::new(io::BufWriter::with_capacity(1 << 16, stdout), args.format, args.n);
    let limit = args.limit.unwrap_or(u64::MAX);
    let mut written = 0u64;
    if args.unique {
        let mut boards = UniqueSolutions::new(args.n)?;
        while written < limit {
            let Some(cols) = boards.advance() else { break };
            sink.board(cols).map_err(write_failed)?;
            written += 1;
        }
    } else {
        let mut boards = Solutions::new(args.n)?;
        while written < limit {
            let Some(cols) = boards.advance() else { break };
            sink.board(cols).map_err(write_failed)?;
            written += 1;
        }
    }
    sink.finish().and_then(|mut w| w.flush()).map_err(write_failed)?;
    if written == 0 && args.limit != Some(0) && io::stderr().is_terminal() {
        errln!("note: a {0}×{0} board has no solutions", args.n)?;
    }
    Ok(ExitCode::SUCCESS)
}

//! N-Queens: LeetCode's two, checking a board, one solution of any size,
//! and completing a board.

use nqueens::{
    Error, Solutions,
    board::{BoardReader, ReadError},
    complete::Puzzle,
    count::MAX_COUNT_N,
    huge::{MAX_ONE_N, MAX_SEARCH_N},
    validate::Verdict,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::args::{self, BoardArg, value_error};
use crate::count;

/// An attack: `((row, col), (row, col), line, message)`, rows and columns
/// from 0, the message as the CLI's `check` prints it.
type AttackTuple = ((usize, usize), (usize, usize), &'static str, String);

/// What the CLI's `check` says of empty input.
const EMPTY_BOARD: &str =
    "empty input: expected a board as rows of 'Q' and '.', or as a line of columns like '2 4 1 3'";

/// LeetCode 52: the number of solutions, 1 ≤ n ≤ 32 (counted on every
/// core, interruptible).
#[pyfunction]
pub fn total_n_queens(py: Python<'_>, n: &Bound<'_, PyAny>) -> PyResult<u128> {
    let n = args::size(n, 1, MAX_COUNT_N)?;
    Ok(count::run(py, n, nqueens::count::CountOptions::default())?.total)
}

/// LeetCode 51: every solution as rows of `Q` and `.`, lexicographic.
#[pyfunction]
pub fn solve_n_queens(py: Python<'_>, n: &Bound<'_, PyAny>) -> PyResult<Vec<Vec<String>>> {
    let n = args::size(n, 1, nqueens::board::MAX_SOLVE_N)?;
    let mut all = Solutions::new(n).map_err(value_error)?;
    Ok(py.detach(|| {
        let mut boards = Vec::new();
        while let Some(cols) = all.advance() {
            boards.push(nqueens::board::render_board(cols));
        }
        boards
    }))
}

/// The first attack of a board, `None` for a solution; a `ValueError`
/// for a board that is malformed, has an empty row or a queen off it.
#[pyfunction]
pub fn check(board: &Bound<'_, PyAny>) -> PyResult<Option<AttackTuple>> {
    let verdict = match args::board(board)? {
        BoardArg::Cols(cols) if cols.is_empty() => return Err(PyValueError::new_err(EMPTY_BOARD)),
        BoardArg::Cols(cols) => nqueens::validate(&cols),
        BoardArg::Text(text) => {
            let mut boards = BoardReader::new(text.as_bytes());
            let first = match boards.next() {
                None => return Err(PyValueError::new_err(EMPTY_BOARD)),
                Some(Ok(b)) => b,
                Some(Err(ReadError::Parse(e))) => return Err(value_error(e)),
                Some(Err(e)) => return Err(value_error(e)),
            };
            if boards.next().is_some() {
                return Err(PyValueError::new_err(
                    "expected one board, found more (text boards are separated by blank lines)",
                ));
            }
            first.verdict()
        }
    };
    match verdict {
        Verdict::Solution => Ok(None),
        Verdict::Attack(c) => Ok(Some((c.first, c.second, c.line.name(), c.to_string()))),
        other => Err(value_error(other)),
    }
}

/// One solution for any n from 1 to 10^9 (columns from 0), by
/// construction or by seeded local search.
#[pyfunction]
#[pyo3(signature = (n, method = "construct", seed = None))]
pub fn one(
    py: Python<'_>,
    n: &Bound<'_, PyAny>,
    method: &str,
    seed: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<usize>> {
    let n = args::size(n, 1, MAX_ONE_N)?;
    let seed = match seed {
        Some(s) if !s.is_none() => args::whole(s, "seed", 0, u64::MAX)?,
        _ => 0,
    };
    let found = match method {
        "construct" => {
            if seed != 0 {
                return Err(PyValueError::new_err(
                    "seed only applies to method='search' (the construction has no randomness)",
                ));
            }
            py.detach(|| nqueens::construct(n).map(|b| b.columns().collect()))
        }
        "search" => {
            if n > MAX_SEARCH_N {
                return Err(PyValueError::new_err(format!(
                    "n must be an integer from 1 to {MAX_SEARCH_N} with method='search', got {n} \
                     (method='construct' goes further)"
                )));
            }
            py.detach(|| {
                nqueens::huge::search(n, seed).map(|cols| cols.into_iter().map(|c| c as usize).collect())
            })
        }
        other => {
            return Err(PyValueError::new_err(format!(
                "unknown method {}; the methods are construct, search",
                quote(other)
            )));
        }
    };
    found.map_err(|e: Error| value_error(e))
}

/// A board to complete: text rows of `Q` (stays), `.` (free), `x`
/// (blocked).
fn puzzle(board: &Bound<'_, PyAny>) -> PyResult<Puzzle> {
    let text = match args::board(board)? {
        BoardArg::Text(t) => t,
        BoardArg::Cols(_) => {
            return Err(pyo3::exceptions::PyTypeError::new_err(
                "a board to complete is text: rows of 'Q' (stays), '.' (free) and 'x' (blocked)",
            ));
        }
    };
    Puzzle::parse(&text).map_err(value_error)
}

/// Completes a board: the columns of a solution keeping its queens and
/// avoiding its blocked squares, or `None` when there is none.
#[pyfunction]
pub fn complete(py: Python<'_>, board: &Bound<'_, PyAny>) -> PyResult<Option<Vec<usize>>> {
    let puzzle = puzzle(board)?;
    Ok(py.detach(|| nqueens::complete(&puzzle).solution))
}

/// The number of ways to complete a board.
#[pyfunction]
pub fn count_completions(py: Python<'_>, board: &Bound<'_, PyAny>) -> PyResult<u128> {
    let puzzle = puzzle(board)?;
    Ok(py.detach(|| nqueens::complete::count_completions(&puzzle).count))
}

/// A name quoted as the CLI quotes it in errors.
pub fn quote(s: &str) -> String {
    textguard::quote(s)
}

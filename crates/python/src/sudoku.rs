//! Sudoku: one grid, or batches on every core. Grids travel as text (a
//! line of 81 cells, or a printed grid); answers go back as 81-cell lines.

use pyo3::prelude::*;
use rayon::prelude::*;
use sudoku::Grid;

use crate::args::{self, value_error};

/// Reads one puzzle and refuses clashing givens, in the CLI's words.
fn grid(text: &str) -> Result<Grid, String> {
    let grid: Grid = text.parse().map_err(|e: sudoku::Error| e.to_string())?;
    match grid.conflict() {
        Some(c) => Err(c.to_string()),
        None => Ok(grid),
    }
}

/// Reads a batch, naming the first bad puzzle by its place (from 0).
fn grids(texts: &[String]) -> PyResult<Vec<Grid>> {
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| grid(t).map_err(|e| value_error(format!("grid {i}: {e}"))))
        .collect()
}

/// A puzzle read and checked, as its 81-cell line.
#[pyfunction]
pub fn sudoku_parse(text: &str) -> PyResult<String> {
    grid(text).map(|g| g.to_line()).map_err(value_error)
}

/// The solution (the first found when there are several), or `None`.
#[pyfunction]
pub fn sudoku_solve(py: Python<'_>, text: &str) -> PyResult<Option<String>> {
    let g = grid(text).map_err(value_error)?;
    Ok(py.detach(|| sudoku::solve(&g)).map(|s| s.to_line()))
}

/// The number of solutions, counted up to `limit` (≥ 1).
#[pyfunction]
#[pyo3(signature = (text, limit = None))]
pub fn sudoku_count(py: Python<'_>, text: &str, limit: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    let limit = limit_arg(limit)?;
    let g = grid(text).map_err(value_error)?;
    Ok(py.detach(|| sudoku::count(&g, limit)))
}

/// `solved`, `unique`, `multiple solutions` or `no solution`.
#[pyfunction]
pub fn sudoku_check(py: Python<'_>, text: &str) -> PyResult<&'static str> {
    let g = grid(text).map_err(value_error)?;
    Ok(py.detach(|| sudoku::verdict(&g).name()))
}

/// [`sudoku_solve`] of each, in order, on every core.
#[pyfunction]
pub fn sudoku_solve_batch(py: Python<'_>, texts: Vec<String>) -> PyResult<Vec<Option<String>>> {
    let gs = grids(&texts)?;
    Ok(py.detach(|| {
        gs.par_iter()
            .map(|g| sudoku::solve(g).map(|s| s.to_line()))
            .collect()
    }))
}

/// [`sudoku_count`] of each, in order, on every core.
#[pyfunction]
#[pyo3(signature = (texts, limit = None))]
pub fn sudoku_count_batch(
    py: Python<'_>,
    texts: Vec<String>,
    limit: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<u64>> {
    let limit = limit_arg(limit)?;
    let gs = grids(&texts)?;
    Ok(py.detach(|| gs.par_iter().map(|g| sudoku::count(g, limit)).collect()))
}

/// [`sudoku_check`] of each, in order, on every core.
#[pyfunction]
pub fn sudoku_check_batch(py: Python<'_>, texts: Vec<String>) -> PyResult<Vec<&'static str>> {
    let gs = grids(&texts)?;
    Ok(py.detach(|| gs.par_iter().map(|g| sudoku::verdict(g).name()).collect()))
}

/// `limit=`: 1 and up, 2 by default (the CLI's `--limit`).
fn limit_arg(limit: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    match limit {
        Some(l) if !l.is_none() => args::whole(l, "the limit", 1, u64::MAX),
        _ => Ok(2),
    }
}

//! The native part of the Python module `queens` (`queens._queens`): thin
//! bindings over the `nqueens`, `sudoku`, `puzzles` and `judge` libraries. The
//! Python package (`python/queens`, with `queens.sudoku` and `queens.regions`)
//! wraps what this returns in its own
//! types (`Board`, `CountResult`, `Grid`) and holds the docs.
//!
//! Every search runs with the GIL released ([`Python::detach`]); counts
//! run on a worker and stop on Ctrl-C ([`count::run`]). Bad arguments are
//! `ValueError`/`TypeError` with the libraries' own messages, which are
//! what the CLI prints.

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

use pyo3::prelude::*;

mod args;
mod count;
mod described;
mod judging;
mod queens;
mod regions;
mod stream;
mod sudoku;
mod trace;

/// The module `queens._queens`.
#[pymodule]
fn _queens(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(queens::total_n_queens, m)?)?;
    m.add_function(wrap_pyfunction!(queens::solve_n_queens, m)?)?;
    m.add_function(wrap_pyfunction!(queens::check, m)?)?;
    m.add_function(wrap_pyfunction!(queens::one, m)?)?;
    m.add_function(wrap_pyfunction!(queens::complete, m)?)?;
    m.add_function(wrap_pyfunction!(queens::count_completions, m)?)?;
    m.add_function(wrap_pyfunction!(count::count, m)?)?;
    m.add_function(wrap_pyfunction!(count::classes, m)?)?;
    m.add_function(wrap_pyfunction!(count::kernels, m)?)?;
    m.add_function(wrap_pyfunction!(count::verify, m)?)?;
    m.add_function(wrap_pyfunction!(judging::judge, m)?)?;
    m.add_class::<stream::Solutions>()?;
    m.add_class::<stream::Perms>()?;
    m.add_class::<trace::Trace>()?;
    m.add_function(wrap_pyfunction!(sudoku::sudoku_parse, m)?)?;
    m.add_function(wrap_pyfunction!(sudoku::sudoku_solve, m)?)?;
    m.add_function(wrap_pyfunction!(sudoku::sudoku_count, m)?)?;
    m.add_function(wrap_pyfunction!(sudoku::sudoku_check, m)?)?;
    m.add_function(wrap_pyfunction!(sudoku::sudoku_solve_batch, m)?)?;
    m.add_function(wrap_pyfunction!(sudoku::sudoku_count_batch, m)?)?;
    m.add_function(wrap_pyfunction!(sudoku::sudoku_check_batch, m)?)?;
    m.add_function(wrap_pyfunction!(regions::regions_parse, m)?)?;
    m.add_function(wrap_pyfunction!(regions::regions_solve, m)?)?;
    m.add_function(wrap_pyfunction!(regions::regions_count, m)?)?;
    m.add_function(wrap_pyfunction!(regions::regions_check, m)?)?;
    m.add_function(wrap_pyfunction!(regions::regions_generate, m)?)?;
    m.add_function(wrap_pyfunction!(regions::regions_rate, m)?)?;
    m.add_function(wrap_pyfunction!(regions::regions_hint, m)?)?;
    m.add_function(wrap_pyfunction!(described::puzzles, m)?)?;
    m.add_function(wrap_pyfunction!(described::solve_puzzle, m)?)?;
    m.add_function(wrap_pyfunction!(described::count_puzzle, m)?)?;
    m.add("MAX_COUNT_N", nqueens::count::MAX_COUNT_N)?;
    m.add("MAX_SOLVE_N", nqueens::board::MAX_SOLVE_N)?;
    m.add("MAX_ONE_N", nqueens::huge::MAX_ONE_N)?;
    Ok(())
}

//! Reading Python arguments: whole numbers in a range, thread counts and
//! boards, with the CLI's wording for what is refused.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyString};

/// The most worker threads `threads=` accepts (the CLI's `--threads` limit).
pub const MAX_THREADS: usize = 1024;

/// A `ValueError` with a library error's message.
pub fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// Reads `what` as a whole number from `min` to `max`: a `TypeError` for
/// anything but an `int` (a `bool` included), a `ValueError` worded as
/// the libraries word it (`n must be an integer from 1 to 32, got 0`).
pub fn whole(obj: &Bound<'_, PyAny>, what: &str, min: u64, max: u64) -> PyResult<u64> {
    if obj.is_instance_of::<PyBool>() || !obj.is_instance_of::<PyInt>() {
        return Err(PyTypeError::new_err(format!(
            "{what} must be an int, not {}",
            obj.get_type().name()?
        )));
    }
    match obj.extract::<i128>() {
        Ok(v) if v >= i128::from(min) && v <= i128::from(max) => Ok(v as u64),
        _ => Err(PyValueError::new_err(format!(
            "{what} must be an integer from {min} to {max}, got {}",
            obj.str()?
        ))),
    }
}

/// A board size from `min` to `max`.
pub fn size(obj: &Bound<'_, PyAny>, min: usize, max: usize) -> PyResult<usize> {
    whole(obj, "n", min as u64, max as u64).map(|n| n as usize)
}

/// `threads=`: `None` for one per core (0 to the libraries), else 1 to
/// [`MAX_THREADS`].
pub fn threads(obj: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    match obj {
        None => Ok(0),
        Some(t) if t.is_none() => Ok(0),
        Some(t) => whole(t, "threads", 1, MAX_THREADS as u64).map(|t| t as usize),
    }
}

/// A string argument, or a `TypeError` naming it.
pub fn string(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    match obj.cast::<PyString>() {
        Ok(s) => Ok(s.to_cow()?.into_owned()),
        Err(_) => Err(PyTypeError::new_err(format!(
            "{what} must be a str, not {}",
            obj.get_type().name()?
        ))),
    }
}

/// A board as the Python side may give it.
pub enum BoardArg {
    /// Text: rows of `Q` and `.` (and `x` for `complete`), or a perm line.
    Text(String),
    /// Columns from 0, one per row.
    Cols(Vec<usize>),
}

/// Reads a board: a `str` (rows separated by newlines, or a line of
/// columns from 1 like `"2 4 1 3"`), a sequence of row strings, or a
/// sequence of columns from 0.
pub fn board(obj: &Bound<'_, PyAny>) -> PyResult<BoardArg> {
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(BoardArg::Text(s.to_cow()?.into_owned()));
    }
    let items: Vec<Bound<'_, PyAny>> = match obj.try_iter() {
        Ok(it) => it.collect::<PyResult<_>>()?,
        Err(_) => {
            return Err(PyTypeError::new_err(format!(
                "a board is a str, a list of row strings or a list of columns, not {}",
                obj.get_type().name()?
            )));
        }
    };
    if !items.is_empty() && items.iter().all(|i| i.is_instance_of::<PyString>()) {
        let rows: Vec<String> = items
            .iter()
            .map(|i| Ok(i.cast::<PyString>()?.to_cow()?.into_owned()))
            .collect::<PyResult<_>>()?;
        return Ok(BoardArg::Text(rows.join("\n")));
    }
    let n = items.len() as u64;
    let mut cols = Vec::with_capacity(items.len());
    for (r, item) in items.iter().enumerate() {
        if item.is_instance_of::<PyString>() {
            return Err(PyTypeError::new_err(
                "a board is all row strings or all columns, not a mix",
            ));
        }
        if !item.is_instance_of::<PyInt>() || item.is_instance_of::<PyBool>() {
            return Err(PyTypeError::new_err(format!(
                "row {}: a column must be an int, not {}",
                r + 1,
                item.get_type().name()?
            )));
        }
        match item.extract::<i128>() {
            // A column past n is reported by the check as off the board.
            Ok(c) if (0..1 << 40).contains(&c) => cols.push(c as usize),
            // ... one far past it here, in the check's words (which count from 1).
            Ok(c) if c >= 0 => {
                return Err(PyValueError::new_err(format!(
                    "row {} has a queen off the board at col {}",
                    r + 1,
                    c + 1
                )));
            }
            _ => {
                return Err(PyValueError::new_err(format!(
                    "row {}: columns count from 0 to {}, got {}",
                    r + 1,
                    n.saturating_sub(1),
                    item.str()?
                )));
            }
        }
    }
    Ok(BoardArg::Cols(cols))
}

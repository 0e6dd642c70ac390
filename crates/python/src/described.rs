//! Every described puzzle of the library's one list (`puzzles::ALL`:
//! kings, rooks, …), by name: `puzzles()` says what each takes,
//! `solve_puzzle(name, **params)` and `count_puzzle(name, **params)`
//! answer it. A new described puzzle needs no line here.

use engine::{Description, Kind, Limits, Param};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString};

use crate::args::value_error;

/// What a parameter takes, as Python reads it.
fn kind_name(param: &Param) -> &'static str {
    match param.kind {
        Kind::Size { .. } => "size",
        Kind::Number { .. } => "number",
        Kind::Numbers { .. } => "numbers",
        Kind::Grid { .. } => "grid",
        Kind::Square { .. } => "square",
        Kind::Choice { .. } => "choice",
        Kind::Flag => "flag",
    }
}

/// Every described puzzle: its name, title, summary, what its answers
/// are called, and its parameters (name, kind, help, default, and the
/// range or the names allowed).
#[pyfunction]
pub fn puzzles<'py>(py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
    ::puzzles::ALL
        .iter()
        .map(|p| {
            let d = PyDict::new(py);
            d.set_item("name", p.name())?;
            d.set_item("title", p.title())?;
            d.set_item("summary", p.summary())?;
            d.set_item("answers", p.answers_noun())?;
            // A puzzle that draws its one answer (the maze: its path).
            d.set_item("draws", p.draws())?;
            let params = PyList::empty(py);
            for param in p.params() {
                let q = PyDict::new(py);
                q.set_item("name", param.name)?;
                q.set_item("kind", kind_name(param))?;
                q.set_item("help", param.help)?;
                q.set_item("default", param.default)?;
                match param.kind {
                    Kind::Size { min, max } => {
                        q.set_item("min", min)?;
                        q.set_item("max", max)?;
                    }
                    Kind::Number { min, max, .. } => {
                        q.set_item("min", min)?;
                        q.set_item("max", max)?;
                    }
                    Kind::Numbers {
                        max_len, min, max, ..
                    } => {
                        q.set_item("min", min)?;
                        q.set_item("max", max)?;
                        q.set_item("max_len", max_len)?;
                    }
                    Kind::Grid { max_rows, max_cols } => {
                        q.set_item("max_rows", max_rows)?;
                        q.set_item("max_cols", max_cols)?;
                    }
                    // The board side bounds it: `max` is the largest side.
                    Kind::Square { max } => q.set_item("max", max)?,
                    Kind::Choice { values } => q.set_item("values", values.to_vec())?,
                    Kind::Flag => {}
                }
                params.append(q)?;
            }
            d.set_item("params", params)?;
            Ok(d)
        })
        .collect()
}

/// A keyword argument's value as text, as the CLI would read it: an
/// `int`, a `str`, a list of `int`s (separated by spaces; a square's
/// row and column, `(3, 4)`, as `3,4`), or for a flag a `bool`.
fn text_of(param: &Param, obj: &Bound<'_, PyAny>) -> PyResult<String> {
    let name = param.name;
    if obj.is_instance_of::<PyBool>() {
        if matches!(param.kind, Kind::Flag) {
            return Ok(obj.extract::<bool>()?.to_string());
        }
        return Err(PyTypeError::new_err(format!(
            "{name} must be an int, a str or a list of ints, not bool"
        )));
    }
    if obj.is_instance_of::<PyInt>() {
        return Ok(obj.extract::<i128>()?.to_string());
    }
    if obj.is_instance_of::<PyString>() {
        return obj.extract::<String>();
    }
    let gap = if matches!(param.kind, Kind::Square { .. }) {
        ","
    } else {
        " "
    };
    match obj.extract::<Vec<i128>>() {
        Ok(list) => Ok(list.iter().map(i128::to_string).collect::<Vec<_>>().join(gap)),
        Err(_) => Err(PyTypeError::new_err(format!(
            "{name} must be an int, a str or a list of ints, not {}",
            obj.get_type().name()?
        ))),
    }
}

/// The puzzle named `name` and its values read from `params` (one left
/// out takes its default, but the board side must be given).
fn read(
    name: &str,
    params: Option<&Bound<'_, PyDict>>,
) -> PyResult<(&'static dyn Description, Vec<engine::Value>)> {
    let Some(p) = ::puzzles::find(name) else {
        let names: Vec<&str> = ::puzzles::ALL.iter().map(|p| p.name()).collect();
        return Err(PyValueError::new_err(format!(
            "no puzzle named '{name}'; the puzzles are {}",
            names.join(", ")
        )));
    };
    let mut texts = vec![None; p.params().len()];
    if let Some(params) = params {
        for (key, value) in params.iter() {
            let key: String = key.extract()?;
            let Some(at) = p.params().iter().position(|q| q.name == key) else {
                let names: Vec<&str> = p.params().iter().map(|q| q.name).collect();
                return Err(PyTypeError::new_err(format!(
                    "{name} takes no parameter '{key}'; it takes {}",
                    names.join(", ")
                )));
            };
            texts[at] = Some(text_of(&p.params()[at], &value)?);
        }
    }
    if let Some(size) = p
        .params()
        .iter()
        .zip(&texts)
        .find(|(q, t)| q.is_size() && t.is_none())
    {
        return Err(PyTypeError::new_err(format!("{name} needs {}", size.0.name)));
    }
    let texts: Vec<Option<&str>> = texts.iter().map(Option::as_deref).collect();
    let values = p.read(&texts).map_err(value_error)?;
    p.check(&values).map_err(value_error)?;
    Ok((p, values))
}

/// The most steps a search of a puzzle that can explode may take (as the
/// CLI's limit for solving: about a second or two); past it the call
/// raises `ValueError` rather than run for years.
pub const SOLVE_STEPS: u64 = 100_000_000;

/// The limits of a search: none where the ranges keep it short, else
/// [`SOLVE_STEPS`].
fn limits_of(p: &dyn Description) -> Limits {
    if p.explosive() {
        Limits::max_steps(SOLVE_STEPS)
    } else {
        Limits::none()
    }
}

/// A search stopped by [`SOLVE_STEPS`], as `ValueError`.
fn check_limit(p: &dyn Description, report: &engine::Report) -> PyResult<()> {
    if report.outcome == engine::Outcome::StepLimit {
        return Err(PyValueError::new_err(format!(
            "the search for {} stopped after {SOLVE_STEPS} steps without finishing; the input is too \
             big to search whole",
            p.answers_noun()
        )));
    }
    Ok(())
}

/// The most answers [`solve_puzzle`] returns as a list: about 200 MB at
/// most; a puzzle with more is refused (count it, or list it with the
/// CLI, which streams), never cut short in silence.
pub const MAX_LISTED: usize = 1 << 20;

/// Every answer of the puzzle `name` for `params`, each a list of
/// integers as the CLI prints them (kings: the squares, from 1); `[]`
/// when there is none. More than [`MAX_LISTED`] answers raise
/// `ValueError`.
#[pyfunction]
#[pyo3(signature = (name, **params))]
pub fn solve_puzzle(
    py: Python<'_>,
    name: &str,
    params: Option<&Bound<'_, PyDict>>,
) -> PyResult<Vec<Vec<i64>>> {
    let (p, values) = read(name, params)?;
    let (all, more, report) = py
        .detach(|| {
            let (mut all, mut more) = (vec![], false);
            p.answers(&values, &limits_of(p), &mut |a| {
                if all.len() == MAX_LISTED {
                    more = true;
                    return std::ops::ControlFlow::Break(());
                }
                all.push(a.to_vec());
                std::ops::ControlFlow::Continue(())
            })
            .map(|(report, _)| (all, more, report))
        })
        .map_err(value_error)?;
    check_limit(p, &report)?;
    if more {
        return Err(PyValueError::new_err(format!(
            "{name} has more than {MAX_LISTED} {} for these values, too many to return as a list; \
             count them with count_puzzle",
            p.answers_noun()
        )));
    }
    Ok(all)
}

/// How many answers the puzzle `name` has for `params`; a search that
/// can explode (combination sum) raises `ValueError` past [`SOLVE_STEPS`].
#[pyfunction]
#[pyo3(signature = (name, **params))]
pub fn count_puzzle(py: Python<'_>, name: &str, params: Option<&Bound<'_, PyDict>>) -> PyResult<u64> {
    let (p, values) = read(name, params)?;
    let (count, report) = py
        .detach(|| p.count(&values, &limits_of(p)))
        .map_err(value_error)?;
    check_limit(p, &report)?;
    Ok(count)
}

//! Queens with regions (LinkedIn's Queens, Star Battle): one map at a
//! time, as text (n lines of region symbols, or one line with its rows
//! joined by `/`); filled grids go back as rows with `Q` (one star a
//! unit) or `*` in the starred cells, as the CLI prints them.

use puzzles::regions::{self, Lang, Regions, Stars};
use pyo3::prelude::*;

use crate::args::{self, value_error};

/// Reads one map with `stars` stars a unit, in the CLI's words.
fn map(text: &str, stars: usize) -> PyResult<Regions> {
    if stars == 0 {
        return Err(value_error("stars must be at least 1"));
    }
    Regions::parse_one(text, stars).map_err(value_error)
}

/// Reads a filled grid over `puzzle` (`Q` or `*` a star, anything else
/// empty).
fn filled(puzzle: &Regions, text: &str) -> PyResult<Stars> {
    let blocks = regions::blocks(text);
    match blocks.as_slice() {
        [one] => puzzle.stars_from(one).map_err(value_error),
        _ => Err(value_error(format!(
            "expected one filled grid, found {}",
            blocks.len()
        ))),
    }
}

/// `lang=`: `en` or `vi`.
fn lang(name: &str) -> PyResult<Lang> {
    match name {
        "en" => Ok(Lang::En),
        "vi" => Ok(Lang::Vi),
        other => Err(value_error(format!("lang must be 'en' or 'vi', got '{other}'"))),
    }
}

/// The map read and checked, on one line (rows joined by `/`).
#[pyfunction]
#[pyo3(signature = (text, stars = 1))]
pub fn regions_parse(text: &str, stars: usize) -> PyResult<String> {
    map(text, stars).map(|p| p.line())
}

/// The first solution's rows, or `None`.
#[pyfunction]
#[pyo3(signature = (text, stars = 1))]
pub fn regions_solve(py: Python<'_>, text: &str, stars: usize) -> PyResult<Option<Vec<String>>> {
    let p = map(text, stars)?;
    Ok(py.detach(|| p.solve()).map(|s| p.rows_with(Some(&s))))
}

/// The number of solutions, counted up to `limit` (≥ 1; `None`: all).
#[pyfunction]
#[pyo3(signature = (text, stars = 1, limit = None))]
pub fn regions_count(
    py: Python<'_>,
    text: &str,
    stars: usize,
    limit: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let limit = match limit {
        Some(l) if !l.is_none() => args::whole(l, "the limit", 1, u64::MAX)?,
        _ => u64::MAX,
    };
    let p = map(text, stars)?;
    Ok(py.detach(|| p.count(limit)))
}

/// `None` when the filled grid solves the map, else the rule it breaks.
#[pyfunction]
#[pyo3(signature = (text, grid, stars = 1))]
pub fn regions_check(text: &str, grid: &str, stars: usize) -> PyResult<Option<String>> {
    let p = map(text, stars)?;
    let s = filled(&p, grid)?;
    Ok(p.check(&s).err().map(|b| b.to_string()))
}

/// A map of side `n` with one solution, the same for the same seed: the
/// map on one line and its solution's rows.
#[pyfunction]
pub fn regions_generate(py: Python<'_>, n: &Bound<'_, PyAny>, seed: u64) -> PyResult<(String, Vec<String>)> {
    let (min, max) = regions::GENERATE_SIZES;
    let n = args::size(n, min, max)?;
    let g = py.detach(|| regions::generate(n, seed)).map_err(value_error)?;
    Ok((g.puzzle.line(), g.puzzle.rows_with(Some(&g.solution))))
}

/// The map's level (`easy` … `beyond`) and the deductions that solve
/// it, each as (technique, the deduction in words).
#[pyfunction]
#[pyo3(signature = (text, stars = 1, lang = "en"))]
pub fn regions_rate(
    py: Python<'_>,
    text: &str,
    stars: usize,
    lang: &str,
) -> PyResult<(&'static str, Vec<(&'static str, String)>)> {
    let lang = self::lang(lang)?;
    let p = map(text, stars)?;
    let r = py.detach(|| regions::rate(&p));
    let steps = r
        .steps
        .iter()
        .map(|d| (d.technique.name(), d.say(lang)))
        .collect();
    Ok((r.level.name(), steps))
}

/// The next deduction from a filled-in grid (`None`: the empty map), as
/// (technique, the deduction in words), or `None` where no technique
/// finds one.
#[pyfunction]
#[pyo3(signature = (text, grid = None, stars = 1, lang = "en"))]
pub fn regions_hint(
    text: &str,
    grid: Option<&str>,
    stars: usize,
    lang: &str,
) -> PyResult<Option<(&'static str, String)>> {
    let lang = self::lang(lang)?;
    let p = map(text, stars)?;
    let progress = grid.map(|g| filled(&p, g)).transpose()?;
    Ok(regions::hint(&p, progress.as_ref()).map(|d| (d.technique.name(), d.say(lang))))
}

//! Iterators that stream: every solution, and permutations, one at a
//! time with O(n) memory, each step taken with the GIL released.

use std::sync::Mutex;

use nqueens::{Solutions as All, symmetry::UniqueSolutions};
use puzzles::perms::{Lexicographic, PermutationSearch};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::args::{self, value_error};

/// The lister behind [`Solutions`].
enum Lister {
    All(All),
    Unique(UniqueSolutions),
}

/// Every solution of n (1 ≤ n ≤ 64) in lexicographic order, or one of
/// each symmetry class (`unique`), as tuples of columns from 0.
#[pyclass(module = "queens._queens")]
pub struct Solutions {
    lister: Mutex<Lister>,
}

#[pymethods]
impl Solutions {
    #[new]
    #[pyo3(signature = (n, unique = false))]
    fn new(n: &Bound<'_, PyAny>, unique: bool) -> PyResult<Self> {
        let n = args::size(n, 1, nqueens::board::MAX_SOLVE_N)?;
        let lister = if unique {
            Lister::Unique(UniqueSolutions::new(n).map_err(value_error)?)
        } else {
            Lister::All(All::new(n).map_err(value_error)?)
        };
        Ok(Solutions {
            lister: Mutex::new(lister),
        })
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyTuple>>> {
        let next = py.detach(|| {
            let mut lister = self.lister.lock().unwrap_or_else(|p| p.into_inner());
            match &mut *lister {
                Lister::All(l) => l.advance().map(<[usize]>::to_vec),
                Lister::Unique(l) => l.advance().map(<[usize]>::to_vec),
            }
        });
        next.map(|cols| PyTuple::new(py, cols)).transpose()
    }
}

/// The permutations of 1..=n (1 ≤ n ≤ 16) in lexicographic order, as
/// tuples.
#[pyclass(module = "queens._queens")]
pub struct Perms {
    perms: Mutex<Lexicographic<u8>>,
}

#[pymethods]
impl Perms {
    #[new]
    fn new(n: &Bound<'_, PyAny>) -> PyResult<Self> {
        let n = args::size(n, 1, puzzles::perms::MAX_SEARCH_N)?;
        // The library's own check (and wording) of the range.
        PermutationSearch::new(n).map_err(value_error)?;
        let items: Vec<u8> = (1..=n as u8).collect();
        Ok(Perms {
            perms: Mutex::new(Lexicographic::new(items)),
        })
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyTuple>>> {
        let next = py.detach(|| {
            let mut perms = self.perms.lock().unwrap_or_else(|p| p.into_inner());
            perms.advance().map(<[u8]>::to_vec)
        });
        next.map(|p| PyTuple::new(py, p)).transpose()
    }
}

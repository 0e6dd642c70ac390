//! `queens.trace`: a search step by step, as the dicts of the JSON trace.
//!
//! The search runs on a worker thread and hands its steps over in
//! batches through a bounded channel, so it runs only as far ahead as
//! the reader; when the iterator is dropped the channel closes and the
//! search stops at its next step.

use std::collections::VecDeque;
use std::ops::ControlFlow;
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, SyncSender};

use nqueens::{
    approaches::{Algo, Limits},
    board::MAX_SOLVE_N,
};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use serde_json::Value;

use crate::args::{self, value_error};

/// Steps handed over at a time.
const BATCH: usize = 256;

/// A batch of steps, or how the search failed.
type Batch = Result<Vec<Value>, String>;

/// The steps of one approach's search on n (1 ≤ n ≤ 64), each a dict with
/// the fields of `queens trace --format json`; ends with a `cut` step
/// when `max_steps` stops it (`None`: no limit; the Python side's
/// default is the CLI's 10,000).
#[pyclass(module = "queens._queens")]
pub struct Trace {
    state: Mutex<State>,
}

struct State {
    steps: Receiver<Batch>,
    ready: VecDeque<Value>,
}

#[pymethods]
impl Trace {
    #[new]
    #[pyo3(signature = (n, algo = "flags", max_steps = None))]
    fn new(n: &Bound<'_, PyAny>, algo: &str, max_steps: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let n = args::size(n, 1, MAX_SOLVE_N)?;
        let algo: Algo = algo.parse().map_err(value_error)?;
        // An approach the library will not trace (`fast`) is refused here,
        // in the library's words, rather than at the first step: a trace
        // of one step on the smallest board fails the same way at once.
        algo.trace(1, &Limits::max_steps(1), |_| ControlFlow::Break(()))
            .map_err(value_error)?;
        let limits = match max_steps {
            Some(k) if !k.is_none() => Limits::max_steps(args::whole(k, "the step limit", 1, u64::MAX)?),
            _ => Limits::none(),
        };
        let (tx, rx) = mpsc::sync_channel(4);
        std::thread::Builder::new()
            .name("queens-trace".into())
            .spawn(move || search(algo, n, &limits, &tx))
            .map_err(|e| PyRuntimeError::new_err(format!("cannot start a tracing thread: {e}")))?;
        Ok(Trace {
            state: Mutex::new(State {
                steps: rx,
                ready: VecDeque::new(),
            }),
        })
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let next: Result<Option<Value>, String> = py.detach(|| {
            let mut state = self.state.lock().unwrap_or_else(|p| p.into_inner());
            loop {
                if let Some(v) = state.ready.pop_front() {
                    return Ok(Some(v));
                }
                match state.steps.recv() {
                    Ok(Ok(batch)) => state.ready.extend(batch),
                    Ok(Err(e)) => return Err(e),
                    // The search is over and every step was read.
                    Err(_) => return Ok(None),
                }
            }
        });
        match next {
            Ok(Some(v)) => to_python(py, &v).map(Some),
            Ok(None) => Ok(None),
            Err(e) => Err(PyValueError::new_err(e)),
        }
    }
}

/// Runs the trace, sending its steps in batches until the reader goes.
fn search(algo: Algo, n: usize, limits: &Limits, tx: &SyncSender<Batch>) {
    let mut batch = Vec::with_capacity(BATCH);
    let mut gone = false;
    let traced = algo.trace(n, limits, |step| {
        match serde_json::to_value(step) {
            Ok(v) => batch.push(v),
            Err(e) => {
                gone = tx.send(Err(e.to_string())).is_err();
                return ControlFlow::Break(());
            }
        }
        if batch.len() == BATCH {
            let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
            if tx.send(Ok(full)).is_err() {
                gone = true;
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    if gone {
        return;
    }
    if !batch.is_empty() && tx.send(Ok(batch)).is_err() {
        return;
    }
    if let Err(e) = traced {
        let _ = tx.send(Err(e.to_string()));
    }
}

/// A JSON value as the Python object `json.loads` would give.
pub fn to_python<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => pyo3::types::PyBool::new(py, *b).to_owned().into_any(),
        Value::Number(x) => {
            if let Some(i) = x.as_u64() {
                i.into_pyobject(py)?.into_any()
            } else if let Some(i) = x.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else {
                x.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any()
            }
        }
        Value::String(s) => s.into_pyobject(py)?.into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_python(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(fields) => {
            let d = PyDict::new(py);
            for (k, item) in fields {
                d.set_item(k, to_python(py, item)?)?;
            }
            d.into_any()
        }
    })
}

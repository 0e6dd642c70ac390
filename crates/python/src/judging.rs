//! `queens.judge(path)`: the learner's program judged on a lesson's task
//! (the `judge` library does the work), on a worker with the GIL
//! released; Ctrl-C stops the program being run, removes the work folder
//! and raises `KeyboardInterrupt`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use ::judge::{Error, Judge, Locale, Options, Task};
use pyo3::exceptions::{PyOSError, PyRuntimeError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::args::value_error;
use crate::trace::to_python;

/// How often a running judging looks for Ctrl-C (and other signals
/// Python handles), holding the GIL only for the look.
const POLL: Duration = Duration::from_millis(100);

/// Judges the program at `path`: a dict with `tests` (one dict a test,
/// its CPU time, wall time and peak memory included), `summary` (what
/// `queens judge --json` writes last) and `text` (the report as `queens
/// judge` prints it, in `lang`). A file that cannot be read is an
/// `OSError`; a bad extension, task, limit or a missing compiler a
/// `ValueError`, worded as the command line words it.
#[pyfunction]
#[pyo3(signature = (path, task = None, time_limit = 1.0, memory_limit = 256 << 20, lang = "en"))]
pub fn judge<'py>(
    py: Python<'py>,
    path: std::path::PathBuf,
    task: Option<&str>,
    time_limit: f64,
    memory_limit: u64,
    lang: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let locale: Locale = lang.parse().map_err(value_error)?;
    let task: Option<Task> = task.map(str::parse).transpose().map_err(value_error)?;
    if !(0.01..=60.0).contains(&time_limit) {
        return Err(value_error(format!(
            "the time limit must be from 0.01 to 60 seconds, got {time_limit}"
        )));
    }
    if !(1 << 20..=64 << 30).contains(&memory_limit) {
        return Err(value_error(format!(
            "the memory limit must be from 1 MiB to 64 GiB in bytes, got {memory_limit}"
        )));
    }
    let options = Options {
        task,
        time_limit: Duration::from_secs_f64(time_limit),
        memory_limit,
        ..Options::default()
    };
    let judge = Judge::new(&path, options).map_err(|e| match e {
        Error::Read { .. } => PyOSError::new_err(e.to_string()),
        e => value_error(e),
    })?;
    let cancel = AtomicBool::new(false);
    let mut raised: Option<PyErr> = None;
    let ran = py.detach(|| {
        std::thread::scope(|s| {
            let (tx, rx) = mpsc::channel();
            let (judge, cancel) = (&judge, &cancel);
            let worker = s.spawn(move || {
                let report = judge.run(cancel, |_| {});
                let _ = tx.send(());
                report
            });
            // Waits for the worker, looking for signals every POLL with
            // the GIL held only for the look.
            while let Err(mpsc::RecvTimeoutError::Timeout) = rx.recv_timeout(POLL) {
                if let Err(e) = Python::attach(|py| py.check_signals()) {
                    raised = Some(e);
                    cancel.store(true, Ordering::SeqCst);
                    break;
                }
            }
            worker.join().expect("the judge's worker does not panic")
        })
    });
    if let Some(e) = raised {
        return Err(e);
    }
    let report = ran.map_err(|e| match e {
        Error::Io { .. } | Error::Cancelled => PyRuntimeError::new_err(e.to_string()),
        e => value_error(e),
    })?;
    let d = PyDict::new(py);
    let tests = pyo3::types::PyList::empty(py);
    for t in &report.tests {
        tests.append(to_python(py, &t.json(locale, true))?)?;
    }
    d.set_item("tests", tests)?;
    d.set_item("summary", to_python(py, &report.summary_json(locale))?)?;
    let mut lines = report.heading(locale);
    lines.extend(report.tests.iter().map(|t| t.line(locale, false)));
    lines.extend(report.summary(locale));
    d.set_item("text", lines.join("\n"))?;
    Ok(d)
}

//! Counting with the production counter: on a worker thread, the GIL
//! released, stopped by Ctrl-C.

use std::sync::Arc;
use std::time::Duration;

use nqueens::{
    count::{
        CountOptions, Job, MAX_COUNT_N, Method, Outcome, Recorded, Report, RunError, Sample, Stop, UnitCount,
    },
    kernels::Device,
    symmetry::Classes,
};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::args::{self, value_error};

/// How often a running count looks for Ctrl-C (and other signals Python
/// handles), holding the GIL only for the look.
const POLL: Duration = Duration::from_millis(100);

/// How long units already running may take to finish after Ctrl-C; past
/// it the exception is raised and the worker finishes them on its own
/// (no new unit starts), as the CLI drops them after its grace second.
const GRACE: Duration = Duration::from_millis(500);

/// Plans and counts n with the library's run of a count
/// ([`nqueens::count::Job`]) with the GIL released, polling for signals
/// every [`POLL`]: a signal handler that raises (Ctrl-C's
/// `KeyboardInterrupt`) stops the count and the exception is raised here.
/// The plan is made on a worker too (the join's quarter tables take
/// seconds at n = 20), so Ctrl-C is answered while it is made.
pub fn run(py: Python<'_>, n: usize, options: CountOptions) -> PyResult<Report> {
    let stop = Stop {
        poll: POLL,
        ..Stop::new(GRACE)
    };
    let mut raised: Option<PyErr> = None;
    let ended = py.detach(|| {
        Job::new(n, options).run(
            &stop,
            &mut || {
                // The GIL only for the look.
                Python::attach(|py| py.check_signals())
                    .map_err(|e| raised = Some(e))
                    .is_err()
            },
            Arc::new(()),
        )
    });
    if let Some(e) = raised {
        return Err(e);
    }
    match ended {
        Ok(Outcome::Done(report)) => Ok(*report),
        // Only a raised signal stops the count, and that returned above.
        Ok(Outcome::Stopped { .. }) => Err(PyRuntimeError::new_err("the count was stopped")),
        // A plan refused (n, the join's memory): the caller's values.
        Err(RunError::Count(e)) => Err(value_error(e)),
        Err(e) => Err(PyRuntimeError::new_err(e.to_string())),
    }
}

/// Reads `kernel=`: `"auto"` or a kernel's name (`"gpu"` included),
/// refused (naming the CPU feature it lacks) when this machine cannot run
/// it.
fn kernel(obj: &Bound<'_, PyAny>) -> PyResult<Option<Device>> {
    let name = args::string(obj, "kernel")?;
    kernelset::choose::<Device>(&name).map_err(value_error)
}

/// The classes as a dict: `all` (only n = 1 has one), `rot90`, `rot180`,
/// `none`, `unique`, `total`.
fn classes_dict<'py>(py: Python<'py>, c: &Classes) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("n", c.n)?;
    d.set_item("all", c.full)?;
    d.set_item("rot90", c.rot90)?;
    d.set_item("rot180", c.rot180)?;
    d.set_item("none", c.none)?;
    d.set_item("unique", c.unique())?;
    d.set_item("total", c.total())?;
    Ok(d)
}

/// Counts the solutions of 1 ≤ n ≤ 32 on `threads` threads (`None`: one
/// per core) with `kernel` and `method` (`"auto"`, `"join"`,
/// `"backtrack"`; `memory`: the join's budget in bytes); a dict of `n`,
/// `total`, `unique` and `classes` (when `unique`), `nodes` (when
/// `stats`), `kernel`, `method`, `threads`, `units`, `seconds`.
#[pyfunction]
#[pyo3(signature = (n, threads = None, unique = false, kernel = None, stats = false, method = None, memory = None))]
#[allow(clippy::too_many_arguments)]
pub fn count<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
    unique: bool,
    kernel: Option<&Bound<'py, PyAny>>,
    stats: bool,
    method: Option<&Bound<'py, PyAny>>,
    memory: Option<u64>,
) -> PyResult<Bound<'py, PyDict>> {
    let n = args::size(n, 1, MAX_COUNT_N)?;
    let threads = args::threads(threads)?;
    let kernel = match kernel {
        Some(k) => self::kernel(k)?,
        None => None,
    };
    let method: Method = match method {
        Some(m) => args::string(m, "method")?.parse().map_err(value_error)?,
        None => Method::Auto,
    };
    if memory == Some(0) {
        return Err(value_error(
            "memory must be a number of bytes of at least 1, got 0",
        ));
    }
    let options = CountOptions {
        threads,
        stats,
        device: kernel,
        method,
        memory,
        ..CountOptions::default()
    };
    let report = run(py, n, options)?;
    let d = PyDict::new(py);
    d.set_item("n", n)?;
    d.set_item("total", report.total)?;
    let classes = report.classes.filter(|_| unique);
    d.set_item("unique", classes.map(|c| c.unique()))?;
    match classes {
        Some(c) => d.set_item("classes", classes_dict(py, &c)?)?,
        None => d.set_item("classes", py.None())?,
    }
    d.set_item("nodes", report.nodes)?;
    d.set_item("kernel", report.device.name())?;
    d.set_item("method", report.method.name())?;
    d.set_item("threads", engine::threads_or_cores(threads))?;
    d.set_item("units", report.units)?;
    d.set_item("seconds", report.elapsed.as_secs_f64())?;
    Ok(d)
}

/// The symmetry classes of 1 ≤ n ≤ 32, as a dict (see [`classes_dict`]).
#[pyfunction]
#[pyo3(signature = (n, threads = None))]
pub fn classes<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let n = args::size(n, 1, MAX_COUNT_N)?;
    let options = CountOptions {
        threads: args::threads(threads)?,
        ..CountOptions::default()
    };
    // Counting with symmetry always yields the classes.
    let c = run(py, n, options)?.classes.unwrap_or(Classes {
        n,
        ..Classes::default()
    });
    classes_dict(py, &c)
}

/// The kernels this CPU runs, slowest first (`auto` picks the last).
#[pyfunction]
pub fn kernels() -> Vec<&'static str> {
    Device::ALL
        .into_iter()
        .filter(|k| k.is_available())
        .map(Device::name)
        .collect()
}

/// One unit's counts as a dict: `solutions`, `all`, `rot90`, `rot180`.
fn unit_dict<'py>(py: Python<'py>, c: &UnitCount) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("solutions", c.solutions)?;
    d.set_item("all", c.fixed_by_all)?;
    d.set_item("rot90", c.fixed_by_rot90)?;
    d.set_item("rot180", c.fixed_by_rot180)?;
    Ok(d)
}

/// Re-counts the units a checkpoint or a shard result records with the
/// independent recount, all of them or a sample (`"5%"`, or a number of
/// units) picked by `seed`, on `threads` threads, the GIL released; a
/// dict of `recorded`, `checked`, `agreed`, `disagreed`, `total` (the
/// solutions the re-counted units stand for, by the recount) and
/// `disagreements` (each `unit`, `label`, `by`, `recorded`, `recounted`).
/// An unreadable file is a `ValueError`.
#[pyfunction]
#[pyo3(signature = (path, sample = None, seed = 0, threads = None))]
pub fn verify<'py>(
    py: Python<'py>,
    path: std::path::PathBuf,
    sample: Option<&Bound<'py, PyAny>>,
    seed: u64,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let threads = args::threads(threads)?;
    let sample = match sample {
        None => Sample::All,
        Some(s) if s.is_instance_of::<pyo3::types::PyInt>() => {
            let k = args::whole(s, "sample", 1, u64::MAX)?;
            Sample::Units(usize::try_from(k).unwrap_or(usize::MAX))
        }
        Some(s) => args::string(s, "sample")?.parse().map_err(value_error)?,
    };
    let shown = path.display().to_string();
    let v = py
        .detach(|| {
            let recorded = Recorded::load(&path, threads).map_err(|e| e.to_string())?;
            recorded.verify(sample, seed, &|| {}).map_err(|e| e.to_string())
        })
        .map_err(|e| value_error(format!("{shown}: {e}")))?;
    let d = PyDict::new(py);
    d.set_item("recorded", v.recorded)?;
    d.set_item("checked", v.checked)?;
    d.set_item("agreed", v.agreed)?;
    d.set_item("disagreed", v.disagreed.len())?;
    d.set_item("total", v.total)?;
    let list = pyo3::types::PyList::empty(py);
    for x in &v.disagreed {
        let item = PyDict::new(py);
        item.set_item("unit", x.record.unit)?;
        item.set_item("label", &x.record.label)?;
        item.set_item("by", &x.record.by)?;
        item.set_item("recorded", unit_dict(py, &x.record.count)?)?;
        item.set_item("recounted", unit_dict(py, &x.recounted)?)?;
        list.append(item)?;
    }
    d.set_item("disagreements", list)?;
    Ok(d)
}

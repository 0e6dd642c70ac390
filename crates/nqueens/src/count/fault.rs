//! Test builds only (the cargo feature `fault-injection`, which only the
//! CLI's tests turn on; release builds never compile this): a kernel made
//! wrong on one unit, to prove that `queens verify` and `count --verify`
//! catch it. With `QUEENS_FAULT=LABEL` (or `LABEL@KERNEL`, for one
//! kernel only) in the environment, the unit so labelled gets 2 solutions
//! too many whenever the production counter counts it.

use crate::count::counter::{Counter, UnitCount};

/// Adds the fault to the units of `counted` it names.
pub(crate) fn inject(counter: &Counter, counted: &mut [(usize, UnitCount)]) {
    let Ok(spec) = std::env::var("QUEENS_FAULT") else {
        return;
    };
    let (label, kernel) = match spec.split_once('@') {
        Some((label, kernel)) => (label, Some(kernel)),
        None => (spec.as_str(), None),
    };
    if kernel.is_some_and(|k| k != counter.kernel().name()) {
        return;
    }
    for (i, r) in counted.iter_mut() {
        if counter.unit_label(*i) == label {
            r.solutions += 2;
        }
    }
}

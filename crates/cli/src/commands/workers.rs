//! Worker threads: how many a command runs (`--threads`, or one per
//! core), and the rayon pool of the batch commands (`sudoku`, `sudoku
//! generate`, `sudoku rate`).

use anyhow::Context;

/// `--threads` when given, else one per core (the libraries' rule, which
/// the Python module's `threads=` follows too).
pub fn threads_or_cores(threads: Option<usize>) -> usize {
    engine::threads_or_cores(threads.unwrap_or(0))
}

/// A pool of `threads` workers.
pub fn pool(threads: usize) -> anyhow::Result<rayon::ThreadPool> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .context("cannot start the worker threads")
}

//! Worker threads: how many a command runs (`--threads`, or one per
//! core), and the rayon pool of the batch commands (`sudoku`, `sudoku
//! generate`, `sudoku rate`).

use anyhow::Context;

/// `--threads` when given, else one per core.
pub fn threads_or_cores(threads: Option<usize>) -> usize {
    threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// A pool of `threads` workers.
pub fn pool(threads: usize) -> anyhow::Result<rayon::ThreadPool> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .context("cannot start the worker threads")
}

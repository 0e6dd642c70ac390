//! How many worker threads a front end runs when it is not told: one per
//! core. The CLI (`--threads`) and the Python module (`threads=`) both ask
//! here, so that "not given" means the same number in both.

/// `threads` when given (not 0), else one per core (1 when the system
/// cannot say how many cores it has). 0 is the libraries' word for "one
/// per core" (as `CountOptions::threads` has it).
pub fn threads_or_cores(threads: usize) -> usize {
    match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        t => t,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_given_is_kept_and_zero_is_one_per_core() {
        assert_eq!(threads_or_cores(3), 3);
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(threads_or_cores(0), cores);
        assert!(threads_or_cores(0) >= 1);
    }
}

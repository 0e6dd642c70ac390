//! What one request may ask for, and how much of the machine the traces
//! may take.

use std::time::Duration;

/// The limits of a server. [`Config::default`] is what `queens serve` uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The largest N-Queens board a trace may be asked for.
    pub max_n: usize,
    /// The largest knight's tour board a trace may be asked for.
    pub max_tour_n: usize,
    /// The most rows, and the most columns, of a maze sent in a request
    /// (`grid=`).
    pub max_maze_side: usize,
    /// The most steps one trace may be asked for (`max_steps`).
    pub max_steps: u64,
    /// The steps a trace gets when `max_steps` is left out.
    pub default_steps: u64,
    /// How long one trace may run once it has started; a trace still
    /// running then is abandoned and the request gets a 400 naming this
    /// limit.
    pub time_limit: Duration,
    /// How many traces run at once; the others wait their turn.
    pub workers: usize,
    /// How long a request may wait for its turn before it gets a 503.
    pub queue_wait: Duration,
}

/// n = 12 still draws a readable board; the tree view stops at 10.
pub const MAX_N: usize = 12;

/// Move numbers up to 256 still fit their squares; every open tour from
/// 8 to 16 is found within a few hundred steps.
pub const MAX_TOUR_N: usize = 16;

/// A maze of 50 × 50 cells still draws cells of a few pixels; its search
/// enters each cell at most once, at most ten steps a cell (25,000 in
/// all, within the default steps).
pub const MAX_MAZE_SIDE: usize = 50;

/// The whole search of n = 8 with `flags` (34,000 steps) fits in the
/// default; a response at the maximum is at most a few tens of MB.
pub const MAX_STEPS: u64 = 200_000;

/// The steps a trace gets unless the request says otherwise.
pub const DEFAULT_STEPS: u64 = 100_000;

impl Default for Config {
    fn default() -> Self {
        Config {
            max_n: MAX_N,
            max_tour_n: MAX_TOUR_N,
            max_maze_side: MAX_MAZE_SIDE,
            max_steps: MAX_STEPS,
            default_steps: DEFAULT_STEPS,
            time_limit: Duration::from_secs(2),
            workers: std::thread::available_parallelism().map_or(2, |n| n.get()),
            queue_wait: Duration::from_secs(20),
        }
    }
}

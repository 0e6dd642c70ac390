//! What one request may ask for, how much of the machine the traces
//! may take, and how long a connection may hold the server.

use std::time::Duration;

/// The limits of a server. [`Config::default`] is what `queens serve` uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The largest N-Queens board a trace may be asked for, and the
    /// largest board of the described puzzles whose page has no bound of
    /// its own (the knight's tour's is 16, `puzzles::tour::PAGE_MAX_N`).
    pub max_n: usize,
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
    /// How many traces of any cost run at once (besides the
    /// [`Config::cheap_workers`]); the others wait their turn.
    pub workers: usize,
    /// How long a request may wait for its turn (a worker and room in
    /// [`Config::response_memory`]) before it gets a 503.
    pub queue_wait: Duration,
    /// A trace that cannot take more than this many steps is *cheap*: it
    /// asks for no more (`max_steps`), or its whole search is known to be
    /// shorter (N-Queens on a small board, a small maze, a built-in
    /// Sudoku). Cheap traces may also run on the
    /// [`Config::cheap_workers`], so they never queue behind the long
    /// ones.
    pub cheap_steps: u64,
    /// Workers kept for cheap traces, on top of [`Config::workers`]
    /// (which take traces of any cost).
    pub cheap_workers: usize,
    /// The most bytes of trace responses the server holds at once, being
    /// made or waiting for their clients to take them. A trace reserves
    /// room for its response before it starts (an upper bound from its
    /// steps) and keeps what it needs until the response is sent or its
    /// connection dropped; a request that finds no room within
    /// [`Config::queue_wait`] gets a 503. An eighth of it is kept for
    /// cheap traces; a response bigger than the part its trace may take
    /// (the other seven eighths, for a long trace) can never be sent and
    /// gets a 400 naming `response_bytes`.
    pub response_memory: usize,
    /// How long a new connection may take to send a complete request head
    /// (method, path and headers); a connection that sends nothing, or
    /// half a head, is closed then.
    pub header_timeout: Duration,
    /// How long a connection may stay open between requests (keep-alive):
    /// the next request's head must be complete within this of the end
    /// of the last response.
    pub idle_timeout: Duration,
    /// How long, in all, the server waits for a client to take the bytes
    /// of one response (the time its writes are blocked on a full
    /// socket, added up from the request on); past it the connection is
    /// dropped. A client that reads nothing holds its response this long
    /// at most.
    pub write_timeout: Duration,
    /// The most connections open at once. A connection beyond it is let
    /// in by closing the one that has waited longest with no request in
    /// flight (kept alive since its last response, or still sending its
    /// first head): idle sockets cost a client nothing, so they must not
    /// lock newcomers out. A connection answering a request is never
    /// closed for this; when all are, the newcomer is accepted, sent a
    /// 503 (if the socket takes it at once) and closed at once: it holds
    /// a descriptor for no longer than that.
    pub max_connections: usize,
    /// On shutdown, how long the responses under way get to finish; the
    /// connections that are idle, or have not sent a whole request yet,
    /// are closed at once, and every connection still open after this is
    /// dropped.
    pub shutdown_grace: Duration,
}

/// n = 12 still draws a readable board; the tree view stops at 10.
pub const MAX_N: usize = 12;

/// A maze of 50 × 50 cells still draws cells of a few pixels; its search
/// enters each cell at most once, at most ten steps a cell (25,000 in
/// all, within the default steps).
pub const MAX_MAZE_SIDE: usize = 50;

/// The whole search of n = 8 with `flags` (34,000 steps) fits in the
/// default; a response at the maximum is at most a few tens of MB.
pub const MAX_STEPS: u64 = 200_000;

/// The steps a trace gets unless the request says otherwise.
pub const DEFAULT_STEPS: u64 = 100_000;

/// The whole search of n = 8 with the three classic searches (34,232
/// steps, about 3 MB of JSON) is still cheap; n = 9 (156,085) is not.
pub const CHEAP_STEPS: u64 = 40_000;

/// Room for six responses of [`MAX_STEPS`] (about 21 MB each) being
/// made or sent at once.
pub const RESPONSE_MEMORY: usize = 128 << 20;

/// Well above what the most connections a browser opens to one server
/// (six), far below the descriptors a process may have (1,024 by
/// default).
pub const MAX_CONNECTIONS: usize = 256;

impl Default for Config {
    fn default() -> Self {
        Config {
            max_n: MAX_N,
            max_maze_side: MAX_MAZE_SIDE,
            max_steps: MAX_STEPS,
            default_steps: DEFAULT_STEPS,
            time_limit: Duration::from_secs(2),
            workers: std::thread::available_parallelism().map_or(2, |n| n.get()),
            queue_wait: Duration::from_secs(20),
            cheap_steps: CHEAP_STEPS,
            cheap_workers: 1,
            response_memory: RESPONSE_MEMORY,
            header_timeout: Duration::from_secs(5),
            idle_timeout: Duration::from_secs(10),
            write_timeout: Duration::from_secs(10),
            max_connections: MAX_CONNECTIONS,
            shutdown_grace: Duration::from_secs(3),
        }
    }
}

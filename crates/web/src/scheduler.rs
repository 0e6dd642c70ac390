//! Who traces next, and how much memory responses may hold.
//!
//! Two resources, each split in two: the workers ([`Config::workers`]
//! for any trace, [`Config::cheap_workers`] kept for cheap ones) and the
//! response memory ([`Config::response_memory`], an eighth of it kept
//! for cheap traces). A trace is cheap when it cannot take more than
//! [`Config::cheap_steps`] steps ([`TraceRequest::most_steps`]); a cheap
//! trace takes whichever part frees first, a long one only the shared
//! part, so cheap traces never wait behind long ones.
//!
//! A trace first reserves room for its response, an upper bound from its
//! steps, then waits for a worker; once made, the response keeps the room
//! it needs, and gives the rest back, until it is sent or its connection
//! dropped.

use std::sync::Arc;

use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, timeout_at};

use crate::config::Config;
use crate::error::ApiError;
use crate::puzzles::TraceRequest;

/// The most bytes of JSON one step of a trace writes (the longest event
/// of any puzzle is about 140 bytes) …
const BYTES_PER_STEP: u64 = 160;

/// … and the most of the rest of the response: the head, the stats, the
/// input (a 50 × 50 maze's rows are 2.6 KB).
const HEAD_BYTES: u64 = 64 << 10;

/// Memory is counted in KiB, so that any budget fits a semaphore's
/// permits.
const UNIT: u64 = 1 << 10;

fn units(bytes: u64) -> usize {
    usize::try_from(bytes.div_ceil(UNIT)).unwrap_or(usize::MAX)
}

/// A resource in two parts: one any trace may take, one kept for the
/// cheap ones.
struct Split {
    any: Arc<Semaphore>,
    cheap: Arc<Semaphore>,
    any_size: usize,
    cheap_size: usize,
}

impl Split {
    fn new(any: usize, cheap: usize) -> Self {
        Split {
            any: Arc::new(Semaphore::new(any)),
            cheap: Arc::new(Semaphore::new(cheap)),
            any_size: any,
            cheap_size: cheap,
        }
    }

    /// The most one trace can take at once.
    fn largest(&self, cheap: bool) -> usize {
        if cheap {
            self.any_size.max(self.cheap_size)
        } else {
            self.any_size
        }
    }

    fn try_take(&self, n: usize, cheap: bool) -> Option<(OwnedSemaphorePermit, Arc<Semaphore>)> {
        let n = u32::try_from(n).ok()?;
        let mut parts = vec![&self.any];
        if cheap {
            parts.push(&self.cheap);
        }
        parts.into_iter().find_map(|part| {
            part.clone()
                .try_acquire_many_owned(n)
                .ok()
                .map(|permit| (permit, part.clone()))
        })
    }
}

/// The workers and the response memory of one server.
pub(crate) struct Scheduler {
    workers: Split,
    memory: Split,
    /// Woken whenever memory is given back.
    freed: Arc<Notify>,
    cheap_steps: u64,
    response_memory: usize,
    queue_wait_ms: u64,
    workers_count: usize,
}

/// Room for one response in the memory budget, given back when dropped.
pub(crate) struct Room {
    permit: OwnedSemaphorePermit,
    part: Arc<Semaphore>,
    freed: Arc<Notify>,
}

impl Drop for Room {
    fn drop(&mut self) {
        // The permits go back before the waiters are woken, so that they
        // find them.
        drop(self.permit.split(self.permit.num_permits()));
        self.freed.notify_waiters();
    }
}

impl Room {
    /// Keeps exactly the room `bytes` need: gives back what is left over,
    /// or takes more (only if it is free now). `None` when more is needed
    /// and not free.
    pub(crate) fn fit(mut self, bytes: u64) -> Option<Room> {
        let need = units(bytes);
        let have = self.permit.num_permits();
        if need < have {
            drop(self.permit.split(have - need));
            self.freed.notify_waiters();
        } else if need > have {
            let more = u32::try_from(need - have).ok()?;
            let extra = self.part.clone().try_acquire_many_owned(more).ok()?;
            self.permit.merge(extra);
        }
        Some(self)
    }
}

impl Scheduler {
    pub(crate) fn new(config: &Config) -> Self {
        let memory = units(u64::try_from(config.response_memory).unwrap_or(u64::MAX)).max(1);
        let kept = memory / 8;
        Scheduler {
            workers: Split::new(config.workers.max(1), config.cheap_workers),
            memory: Split::new(memory - kept, kept),
            freed: Arc::new(Notify::new()),
            cheap_steps: config.cheap_steps,
            response_memory: config.response_memory,
            queue_wait_ms: crate::answer::millis(config.queue_wait),
            workers_count: config.workers.max(1),
        }
    }

    /// Whether `request` is a cheap trace.
    pub(crate) fn is_cheap(&self, request: &TraceRequest) -> bool {
        request.most_steps() <= self.cheap_steps
    }

    /// The response of a trace that is `bytes` long cannot be sent: it is
    /// larger than the memory it may take.
    pub(crate) fn too_big(&self, bytes: u64, cheap: bool) -> Option<ApiError> {
        let largest = self.memory.largest(cheap) as u64 * UNIT;
        (bytes > largest).then(|| {
            ApiError::over_limit(
                "response_bytes",
                largest,
                format!(
                    "the response would be {bytes} bytes, more than the {largest} this server holds \
                     for one response; ask for fewer steps (max_steps) or a smaller puzzle"
                ),
            )
        })
    }

    /// Reserves room for the response of `request` (an upper bound from
    /// its steps), waiting for it until `deadline`.
    pub(crate) async fn room(
        &self,
        request: &TraceRequest,
        cheap: bool,
        deadline: Instant,
    ) -> Result<Room, ApiError> {
        let bound = request
            .most_steps()
            .saturating_add(1)
            .saturating_mul(BYTES_PER_STEP)
            + HEAD_BYTES;
        let want = units(bound).min(self.memory.largest(cheap));
        loop {
            let freed = self.freed.notified();
            tokio::pin!(freed);
            freed.as_mut().enable();
            if let Some((permit, part)) = self.memory.try_take(want, cheap) {
                return Ok(Room {
                    permit,
                    part,
                    freed: self.freed.clone(),
                });
            }
            if timeout_at(deadline, freed).await.is_err() {
                return Err(ApiError::busy(format!(
                    "the server is busy: its {} MiB for responses are taken (by responses being made \
                     or not yet read) and this request waited {} ms",
                    self.response_memory >> 20,
                    self.queue_wait_ms
                )));
            }
        }
    }

    /// Waits for a worker until `deadline`: a shared one, or for a cheap
    /// trace one of those kept for cheap traces, whichever frees first.
    pub(crate) async fn worker(
        &self,
        cheap: bool,
        deadline: Instant,
    ) -> Result<OwnedSemaphorePermit, ApiError> {
        let any = self.workers.any.clone().acquire_owned();
        let permit = if cheap && self.workers.cheap_size > 0 {
            let kept = self.workers.cheap.clone().acquire_owned();
            timeout_at(deadline, async {
                tokio::select! {
                    permit = any => permit,
                    permit = kept => permit,
                }
            })
            .await
        } else {
            timeout_at(deadline, any).await
        };
        permit
            .map_err(|_| {
                ApiError::busy(format!(
                    "the server is busy: {} traces are running and this one waited {} ms",
                    self.workers_count, self.queue_wait_ms
                ))
            })?
            .map_err(|_| ApiError::internal("the server is shutting down"))
    }
}

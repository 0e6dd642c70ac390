//! The production counter: canonical frames as work units, counted by the
//! frame kernel on every core.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use crate::count::MAX_COUNT_N;
use crate::count::units::Fnv;
use crate::count::units::{DEFAULT_SPLIT, MAX_SPLIT, Plan, SPLIT_VERSION, UnitRef};
use crate::error::{Error, check_size};
use crate::join::{JOIN_VERSION, JoinPlan, JoinUnit, MAX_JOIN_N};
use crate::symmetry::Classes;

// The tally: unit results added up, and checked as they are.
mod tally;
use crate::kernels::{Device, Opened, frame_job};
pub(crate) use tally::Tallying;

pub use super::method::{JOIN_FROM, Method, UnknownMethod};
pub use super::unit_count::UnitCount;

/// The memory a join may use unless told otherwise: half of the
/// machine's RAM (read from `/proc/meminfo`; 4 GiB where it cannot be
/// read).
pub fn default_memory_budget() -> u64 {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|text| {
            let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
            let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
            Some(kib * 1024 / 2)
        })
        .unwrap_or(4 << 30)
}

/// How to count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountOptions {
    /// Worker threads; 0 means one per core.
    pub threads: usize,
    /// Search each symmetry class about once and weight it (the unique
    /// count and the classes come for free). Off: search every solution;
    /// no classes are reported.
    pub symmetry: bool,
    /// Split the work further by the queens of the next `split` rows
    /// (0 to [`MAX_SPLIT`]): more, smaller units.
    pub split: u8,
    /// Count the nodes visited (a little slower).
    pub stats: bool,
    /// Where to count: a CPU kernel, or the GPU; `None` (auto) picks the
    /// fastest kernel this CPU runs ([`Device::best`]). Every device gives
    /// the same results.
    pub device: Option<Device>,
    /// Backtracking or the join ([`Method`]).
    pub method: Method,
    /// The most memory the join may use, in bytes; `None`:
    /// [`default_memory_budget`]. Past it `Join` is refused and `Auto`
    /// backtracks.
    pub memory: Option<u64>,
}

impl Default for CountOptions {
    fn default() -> Self {
        CountOptions {
            threads: 0,
            symmetry: true,
            split: DEFAULT_SPLIT,
            stats: false,
            device: None,
            method: Method::Auto,
            memory: None,
        }
    }
}

/// What [`Counter::counted_by`] names as the kernel of a unit that no
/// kernel counts: the frame units' search and the join's fixed unit are
/// plain code whatever the kernel.
pub const PLAIN_KERNEL: &str = "plain";

/// What names the independent recount ([`Counter::recount_unit`]) in
/// reports.
pub const RECOUNT: &str = "reference";

/// Totals over a set of units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// Solutions the units stand for (orbits included).
    pub total: u128,
    /// The classes, when counting with symmetry.
    pub classes: Option<Classes>,
    /// Partial boards visited.
    pub nodes: u128,
    /// Units tallied.
    pub units: usize,
    /// For the join with symmetry: the boards a quarter turn and a half
    /// turn fix, `[F90, F180]`, as far as the tallied units hold them
    /// (the fixed unit has them all; the others none). The classes follow
    /// from them and the total once every unit is in.
    pub fixed: Option<[u128; 2]>,
}

/// A count's work units, planned for the method that counts them: each
/// of the counter's questions (how many units, their labels, who counts
/// them, the recount, the tally) is one match on this, with no empty
/// plan of the other method beside it.
#[derive(Debug, Clone)]
enum Units {
    /// Backtracking: frame units, and search units by prototype and
    /// prefix.
    Rows(Plan),
    /// The join: column sets of half boards, and the fixed unit.
    Join(Arc<JoinPlan>),
}

/// Counts the solutions of one n: plans the work units, counts them in
/// parallel and adds them up. Everything except the thread count fixes
/// the unit list; the result never depends on threads.
///
/// ```
/// use nqueens::count::{CountOptions, Counter};
/// let report = Counter::new(10, CountOptions::default())?.run()?;
/// assert_eq!(report.total, 724);
/// assert_eq!(report.classes.unwrap().unique(), 92);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Counter {
    options: CountOptions,
    device: Opened,
    units: Units,
    /// Test builds only: a unit to count wrong on purpose.
    #[cfg(any(test, feature = "fault-injection"))]
    fault: Option<crate::count::fault::Fault>,
}

impl Counter {
    /// Plans a count for 1 ≤ n ≤ 32 on the device asked for (checked
    /// here, once: the CPU's features, or the GPU opened).
    pub fn new(n: usize, options: CountOptions) -> Result<Counter, Error> {
        check_size(n, 1, MAX_COUNT_N)?;
        if options.split > MAX_SPLIT {
            return Err(Error::SplitTooFine {
                split: options.split,
                max: MAX_SPLIT,
            });
        }
        let device = options.device.unwrap_or_else(Device::best).open()?;
        let units = match Counter::plan_join(n, &options, &device)? {
            Some(join) => Units::Join(Arc::new(join)),
            None => Units::Rows(Plan::new(n, options.symmetry, options.split)),
        };
        Ok(Counter {
            options,
            device,
            units,
            #[cfg(any(test, feature = "fault-injection"))]
            fault: None,
        })
    }

    /// Test builds only: this counter with `fault`, which makes it count
    /// one unit wrong (to show that verification catches a faulty kernel).
    #[cfg(any(test, feature = "fault-injection"))]
    pub fn with_fault(self, fault: crate::count::fault::Fault) -> Counter {
        Counter {
            fault: Some(fault),
            ..self
        }
    }

    /// The counter of a count whose unit split is named `split` (as
    /// [`Counter::split_name`] names it, in checkpoints and shard files),
    /// for `threads` workers: to re-read and re-count what it recorded.
    pub fn for_split(n: usize, split: &str, threads: usize) -> Result<Counter, SplitError> {
        let unknown = || SplitError::Unknown(split.to_owned());
        let parts: Vec<&str> = split.split('/').collect();
        let symmetry = match parts.get(1) {
            Some(&"sym") => true,
            Some(&"all") => false,
            _ => return Err(unknown()),
        };
        let (method, depth) = match (parts[0], parts.len()) {
            (v, 3) if v == SPLIT_VERSION => {
                let k = parts[2]
                    .strip_prefix("split")
                    .and_then(|k| k.parse::<u8>().ok())
                    .ok_or_else(unknown)?;
                (Method::Backtrack, k)
            }
            (v, 2) if v == JOIN_VERSION => (Method::Join, DEFAULT_SPLIT),
            _ => return Err(unknown()),
        };
        let options = CountOptions {
            threads,
            symmetry,
            split: depth,
            method,
            ..CountOptions::default()
        };
        Counter::new(n, options).map_err(SplitError::Count)
    }

    /// The join's plan when the method (or `auto`) joins: refused with
    /// the reason for `join` when it cannot (the GPU, n past
    /// [`MAX_JOIN_N`], over the memory budget), `None` for backtracking.
    fn plan_join(n: usize, options: &CountOptions, device: &Opened) -> Result<Option<JoinPlan>, Error> {
        let threads = match options.threads {
            0 => std::thread::available_parallelism().map_or(1, |t| t.get()),
            t => t,
        };
        let budget = options.memory.unwrap_or_else(default_memory_budget);
        match options.method {
            Method::Backtrack => Ok(None),
            Method::Auto => {
                if device.device() == Device::Gpu || !(JOIN_FROM..=MAX_JOIN_N).contains(&n) {
                    return Ok(None);
                }
                Ok(JoinPlan::new(n, options.symmetry, threads, budget).ok())
            }
            Method::Join => {
                if device.device() == Device::Gpu {
                    return Err(Error::JoinOnGpu);
                }
                if n > MAX_JOIN_N {
                    return Err(Error::JoinTooLarge { n, max: MAX_JOIN_N });
                }
                JoinPlan::new(n, options.symmetry, threads, budget)
                    .map(Some)
                    .map_err(|e| Error::JoinMemory {
                        n,
                        threads,
                        need: e.need,
                        budget: e.budget,
                    })
            }
        }
    }

    /// The method that counts (what `auto` chose, or the one asked for).
    pub fn method(&self) -> Method {
        match self.units {
            Units::Rows(_) => Method::Backtrack,
            Units::Join(_) => Method::Join,
        }
    }

    /// The join's estimated peak memory in bytes (`None` when
    /// backtracking).
    pub fn peak_memory(&self) -> Option<u64> {
        match &self.units {
            Units::Rows(_) => None,
            Units::Join(j) => Some(j.peak),
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        match &self.units {
            Units::Rows(p) => p.n,
            Units::Join(j) => j.n,
        }
    }

    /// The options.
    pub fn options(&self) -> CountOptions {
        self.options
    }

    /// Where it counts (what `auto` chose, or the device asked for).
    pub fn device(&self) -> Device {
        self.device.device()
    }

    /// The GPU adapter that counts (name, backend, type), when the device
    /// is [`Device::Gpu`].
    pub fn adapter(&self) -> Option<&'static str> {
        self.device.adapter()
    }

    /// What failed on the GPU, when the GPU counted and its device
    /// failed: the counts are still complete, the rest counted by the
    /// best CPU kernel ([`Kernel::best`](crate::Kernel::best)).
    pub fn gpu_failure(&self) -> Option<&'static crate::kernels::GpuFailure> {
        self.device.gpu_failure()
    }

    /// The number of work units.
    pub fn units(&self) -> usize {
        match &self.units {
            Units::Rows(p) => p.len(),
            Units::Join(j) => j.units.len(),
        }
    }

    /// Names the unit split: version (which says the method), symmetry
    /// and split depth.
    pub fn split_name(&self) -> String {
        let symmetry = if self.options.symmetry { "sym" } else { "all" };
        match &self.units {
            Units::Rows(p) => format!("{SPLIT_VERSION}/{symmetry}/split{}", p.split),
            Units::Join(_) => format!("{JOIN_VERSION}/{symmetry}"),
        }
    }

    /// A fingerprint of the unit list (16 hex digits).
    pub fn fingerprint(&self) -> String {
        let hash = match &self.units {
            Units::Join(j) => {
                let mut h = Fnv::new();
                h.write(self.split_name().as_bytes());
                h.write(&[j.n as u8]);
                for i in 0..j.units.len() {
                    h.write(j.label(i).as_bytes());
                    h.write(b";");
                }
                h.finish()
            }
            Units::Rows(p) => p.fingerprint(),
        };
        format!("{hash:016x}")
    }

    /// Names unit `i` (its prototype and prefix, or its frame; for the
    /// join, its column set).
    pub fn unit_label(&self, i: usize) -> String {
        match &self.units {
            Units::Rows(p) => p.label(i),
            Units::Join(j) => j.label(i),
        }
    }

    /// Who counts unit `i`, as checkpoints and shard files record it:
    /// `METHOD/KERNEL`, such as `backtrack/avx512` or `join/avx2`;
    /// `backtrack/gpu@ADAPTER` on a GPU (its name, spaces as `_`);
    /// `METHOD/plain` for a unit no kernel counts ([`PLAIN_KERNEL`]).
    /// After a GPU failure, the CPU kernel that took over.
    pub fn counted_by(&self, i: usize) -> String {
        let method = self.method().name();
        let plain = match &self.units {
            Units::Rows(p) => p.is_frame(i),
            Units::Join(j) => j.columns(i).is_none(),
        };
        if plain {
            return format!("{method}/{PLAIN_KERNEL}");
        }
        match (self.device(), self.adapter()) {
            (Device::Gpu, Some(adapter)) if self.gpu_failure().is_none() => {
                let adapter: String = adapter
                    .chars()
                    .map(|c| {
                        if c.is_whitespace() || c.is_control() {
                            '_'
                        } else {
                            c
                        }
                    })
                    .collect();
                format!("{method}/gpu@{adapter}")
            }
            // A CPU kernel, or the one that took over from the GPU.
            _ => format!("{method}/{}", self.device.cpu().kernel().name()),
        }
    }

    /// Counts unit `i` again, on the calling thread, with the independent
    /// recount ([`RECOUNT`]): a plain backtracker that shares no code with
    /// the kernels or the join, whatever counted the unit first. `nodes`
    /// is 0.
    pub fn recount_unit(&self, i: usize) -> UnitCount {
        match &self.units {
            Units::Rows(p) => p.recount(i),
            Units::Join(j) => match j.columns(i) {
                Some((cols, middle)) => crate::count::recount::column_unit(j.n, cols, middle),
                None => crate::count::recount::fixed_unit(j.n),
            },
        }
    }

    /// [`Counter::recount_unit`] of each unit of `which` on the counter's
    /// threads, calling `on_unit` as each finishes; sorted by index.
    pub fn recount_units(
        &self,
        which: &[usize],
        on_unit: &(dyn Fn(usize, &UnitCount) + Sync),
    ) -> Result<Vec<(usize, UnitCount)>, Error> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.options.threads)
            .build()
            .map_err(|e| Error::ThreadStart {
                what: "worker threads",
                reason: e.to_string(),
            })?;
        let mut order = which.to_vec();
        order.sort_by_key(|&i| scramble(i as u64));
        let mut results: Vec<(usize, UnitCount)> = pool.install(|| {
            order
                .par_iter()
                .with_max_len(1)
                .map(|&i| {
                    let r = self.recount_unit(i);
                    on_unit(i, &r);
                    (i, r)
                })
                .collect()
        });
        results.sort_unstable_by_key(|&(i, _)| i);
        Ok(results)
    }

    /// Counts one unit on the calling thread.
    pub fn count_unit(&self, i: usize) -> UnitCount {
        let stats = self.options.stats;
        let plan = match &self.units {
            Units::Rows(plan) => plan,
            Units::Join(j) => {
                let c = j.count(i, self.device.cpu());
                return match j.units[i] {
                    JoinUnit::Fixed => UnitCount {
                        fixed_by_rot90: c.rot90,
                        fixed_by_rot180: c.solutions - c.rot90,
                        ..UnitCount::default()
                    },
                    JoinUnit::Columns { .. } => UnitCount {
                        solutions: c.solutions,
                        nodes: if stats { c.halves } else { 0 },
                        ..UnitCount::default()
                    },
                };
            }
        };
        match plan.unit(i) {
            UnitRef::Search { proto, prefix } => {
                let search = plan.search(proto, &prefix);
                let mode = plan.protos[proto as usize].mode;
                let found = if stats {
                    self.device.count::<true>(&search, mode)
                } else {
                    self.device.count::<false>(&search, mode)
                };
                UnitCount {
                    solutions: found.solutions,
                    nodes: found.nodes,
                    ..UnitCount::default()
                }
            }
            UnitRef::Frame { frame: f } => {
                let unit = &plan.frames[f as usize];
                let found = if stats {
                    frame_job::count::<true>(&unit.job)
                } else {
                    frame_job::count::<false>(&unit.job)
                };
                let mut out = UnitCount {
                    solutions: found.solutions,
                    nodes: found.nodes,
                    ..UnitCount::default()
                };
                crate::count::frames::classify(plan.n, unit.frame, unit.stabilizer, &mut out);
                out
            }
        }
    }

    /// Counts the units `which` on the counter's threads, calling `on_unit`
    /// as each finishes (from worker threads, in no particular order).
    /// Stops starting new units once `cancel` is set. Returns the units
    /// that finished, sorted by index.
    ///
    /// Units run in a fixed scrambled order: the costly ones (near the
    /// corners) spread over the whole run, which keeps threads busy to the
    /// end and makes progress rates and ETAs honest.
    pub fn run_units(
        &self,
        which: &[usize],
        on_unit: &(dyn Fn(usize, &UnitCount) + Sync),
        cancel: Option<&AtomicBool>,
    ) -> Result<Vec<(usize, UnitCount)>, Error> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.options.threads)
            .build()
            .map_err(|e| Error::ThreadStart {
                what: "worker threads",
                reason: e.to_string(),
            })?;
        if !self.lanes() {
            // One unit a task, straight from the scrambled order: no
            // batches to hold, and the results collected into one vector
            // of known length (the join's plan counts on a few dozen
            // bytes a unit: `RECORD_BYTES`).
            let mut order = which.to_vec();
            order.sort_unstable_by_key(|&i| scramble(i as u64));
            let mut counted: Vec<Option<(usize, UnitCount)>> = Vec::with_capacity(order.len());
            pool.install(|| {
                order
                    .par_iter()
                    .with_max_len(1)
                    .map(|&i| {
                        if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                            return None;
                        }
                        #[allow(unused_mut)]
                        let mut one = [(i, self.count_unit(i))];
                        #[cfg(any(test, feature = "fault-injection"))]
                        if let Some(fault) = &self.fault {
                            self.inject(fault, &mut one);
                        }
                        let (i, r) = one[0];
                        on_unit(i, &r);
                        Some((i, r))
                    })
                    .collect_into_vec(&mut counted)
            });
            drop(order);
            let mut results: Vec<(usize, UnitCount)> = counted.into_iter().flatten().collect();
            results.sort_unstable_by_key(|&(i, _)| i);
            return Ok(results);
        }
        let batches = self.batches(which);
        let mut results: Vec<(usize, UnitCount)> = pool.install(|| {
            batches
                .par_iter()
                .with_max_len(1)
                .flat_map_iter(|batch| {
                    if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                        return Vec::new();
                    }
                    #[allow(unused_mut)]
                    let mut counted = self.count_batch(batch);
                    #[cfg(any(test, feature = "fault-injection"))]
                    if let Some(fault) = &self.fault {
                        self.inject(fault, &mut counted);
                    }
                    for (i, r) in &counted {
                        on_unit(*i, r);
                    }
                    counted
                })
                .collect()
        });
        results.sort_unstable_by_key(|&(i, _)| i);
        Ok(results)
    }

    /// Groups units for the workers. Search units of one prototype go
    /// together (the SIMD lanes walk a batch at once, the GPU takes one in
    /// a dispatch); every batch, like
    /// every unit, runs in a fixed scrambled order.
    fn batches(&self, which: &[usize]) -> Vec<Vec<usize>> {
        let batch_len = self.device.batch_len();
        let mut order = which.to_vec();
        order.sort_by_key(|&i| scramble(i as u64));
        let plan = match &self.units {
            Units::Rows(plan) if self.lanes() => plan,
            _ => return order.into_iter().map(|i| vec![i]).collect(),
        };
        // Gather each prototype's units (in scrambled order), cut them
        // into batches, and scramble the batches.
        let mut by_proto: Vec<Vec<usize>> = vec![Vec::new(); plan.protos.len() + 1];
        for &i in &order {
            match plan.proto_of(i) {
                Some(proto) => by_proto[proto as usize].push(i),
                None => by_proto[plan.protos.len()].push(i),
            }
        }
        let mut batches: Vec<Vec<usize>> = Vec::new();
        for (p, units) in by_proto.into_iter().enumerate() {
            if p == plan.protos.len() {
                batches.extend(units.into_iter().map(|i| vec![i]));
            } else {
                batches.extend(units.chunks(batch_len).map(<[usize]>::to_vec));
            }
        }
        batches.sort_by_key(|b| scramble(b[0] as u64 ^ 0x5eed));
        batches
    }

    /// Whether the kernel takes search units in batches (its vector
    /// lanes walk several at once).
    fn lanes(&self) -> bool {
        match &self.units {
            Units::Rows(plan) => plan.protos.iter().any(|p| self.device.batches(&p.search)),
            Units::Join(_) => false,
        }
    }

    /// Counts one batch: units of one prototype go to the kernel together,
    /// frame units one by one.
    fn count_batch(&self, batch: &[usize]) -> Vec<(usize, UnitCount)> {
        let Units::Rows(plan) = &self.units else {
            return batch.iter().map(|&i| (i, self.count_unit(i))).collect();
        };
        if let Some(proto) = batch.first().and_then(|&i| plan.proto_of(i))
            && batch.len() > 1
        {
            let searches: Vec<_> = batch
                .iter()
                .map(|&i| match plan.unit(i) {
                    UnitRef::Search { proto, prefix } => plan.search(proto, &prefix),
                    UnitRef::Frame { .. } => unreachable!("batches hold one kind of unit"),
                })
                .collect();
            let mode = plan.protos[proto as usize].mode;
            let found = if self.options.stats {
                self.device.count_batch::<true>(&searches, mode)
            } else {
                self.device.count_batch::<false>(&searches, mode)
            };
            return batch
                .iter()
                .zip(found)
                .map(|(&i, f)| {
                    let count = UnitCount {
                        solutions: f.solutions,
                        nodes: f.nodes,
                        ..UnitCount::default()
                    };
                    (i, count)
                })
                .collect();
        }
        batch.iter().map(|&i| (i, self.count_unit(i))).collect()
    }
}

#[cfg(any(test, feature = "fault-injection"))]
impl Counter {
    /// Adds 2 to the solutions of the units of `counted` that `fault`
    /// names, unless it is for another kernel than this counter's.
    fn inject(&self, fault: &crate::count::fault::Fault, counted: &mut [(usize, UnitCount)]) {
        if !fault.is_for(self.device().name()) {
            return;
        }
        for (i, r) in counted.iter_mut() {
            if self.unit_label(*i) == fault.label() {
                r.solutions += 2;
            }
        }
    }
}

/// A fixed bijection on u64 (SplitMix64's finalizer), for execution order.
fn scramble(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Why [`Counter::for_split`] cannot make the counter of a recorded split.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SplitError {
    /// The split is none that this version plans.
    #[error(
        "the split {} is not one this queens plans ({v}/sym/splitK, {v}/all/splitK, {j}/sym, {j}/all)",
        textguard::shown(.0),
        v = SPLIT_VERSION,
        j = JOIN_VERSION
    )]
    Unknown(String),
    /// The split is known, but no counter of it can be made for this n.
    #[error("{0}")]
    Count(Error),
}

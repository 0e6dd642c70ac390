//! The GPU (cargo feature `gpu`; [`Device::Gpu`]): a WGSL compute shader through
//! `wgpu`, on any Vulkan, Metal or DX12 adapter, Mesa's software Vulkan
//! (lavapipe) included.
//!
//! **What it computes.** The same as every kernel: the completions of a
//! search unit ([`Search`]), in every [`Mode`] — plain, corner and edge —
//! the raw count only. Weighting by symmetry, the classes and the frame
//! units (solutions looked at one by one) stay on the host, as with the
//! CPU kernels: the counter tallies what the GPU returns exactly as it
//! tallies what a CPU kernel returns, and the unit list is the same, so
//! checkpoints, shards and merges do not know which kernel counted.
//!
//! **How.** The host cuts each unit finer: it places queens in the unit's
//! next rows until at most [`rows`]`(n)` rows are left open (never more
//! than [`MAX_ROWS`] = 12), and uploads each of these sub-searches as
//! four `u32`s, `(col, ld, rd, lr | first << 16)`. One invocation
//! searches one sub-search to the end, bit by bit with its stack in
//! private memory (`gpu.wgsl`), and writes two `u32`s: its completions and
//! the queens it placed. The host adds them up per unit in `u64`. The
//! per-row rules of the unit's prototype (allowed squares, the edge
//! mode's leaf table) go in one small buffer per dispatch. The corner
//! mode's forward check on column 1 is only a prune, so the shader leaves
//! it out; its `allowed` rows already restrict column 1.
//!
//! **Why a `u32` cannot wrap.** A sub-search has m ≤ 12 open rows and
//! exactly m free columns (each filled row used one), so it has at most
//! m! ≤ 12! = 479,001,600 completions, and places at most
//! Σₖ m!/(m−k)! < e·12! < 1.31·10⁹ queens: both below 2³².
//!
//! **Adapters.** The first call opens the adapter once for the process:
//! the best of what wgpu finds on Vulkan, Metal and DX12 (discrete, then
//! integrated, virtual, other, and last a CPU adapter such as lavapipe).
//! [`GpuOptions::adapter`] picks the first adapter whose name contains
//! its text. A software adapter is accepted because the GPU kernel is
//! only ever run when asked for by name: `auto` ([`Device::best`]) never
//! picks it.
//!
//! **When the GPU fails.** A lost device (a driver reset, an unplugged
//! card) or any error wgpu reports ends the GPU's part: every batch from
//! then on, the one that failed included, is counted on the best CPU
//! kernel (the `fallback` of `Opened::Gpu`), so the count still completes, and [`Gpu::failure`] says what
//! went wrong for the caller to report. wgpu's default for an error it
//! cannot hand back is to panic; [`open`] installs handlers that record it
//! instead. In test builds (cargo feature `fault-injection`),
//! [`GpuOptions::lose_after`] destroys the device after `k` dispatches,
//! for testing that path on any adapter.
//!
//! [`Device::Gpu`]: super::Device::Gpu
//! [`Device::best`]: super::Device::best

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, OnceLock};

use super::gpu_options::{GPU_OPTIONS, GpuFailure};
use super::rows::{Mode, Search, side_rows};
use super::{Found, GpuOptions};

/// The most open rows one invocation searches (the bound that keeps its
/// counts inside a `u32`, see the module docs).
pub(crate) const MAX_ROWS: usize = GpuOptions::MAX_ROWS;

/// Sub-searches in one dispatch at most (16 bytes each up, 8 down).
const CHUNK: usize = 1 << 20;

/// Units of one prototype the counter hands over at once.
const BATCH: usize = 256;

/// The shader's workgroup size (`@workgroup_size` in `gpu.wgsl`).
const GROUP: usize = 64;

/// Where the allowed rows and the leaf table start in the rules buffer.
const ALLOWED: usize = 4;
const LEAF: usize = 36;

/// The open rows each invocation searches for board size n: about half
/// the board (so the host's share of the search stays small), at most
/// [`MAX_ROWS`]. [`GpuOptions::rows`] (1 to 12, checked when applied)
/// overrides it, for tuning; it changes the speed, never the counts or the
/// unit list.
pub(crate) fn rows(n: usize) -> usize {
    GpuOptions::current()
        .rows
        .unwrap_or((n - n / 2 + 1).min(MAX_ROWS))
}

impl GpuOptions {
    /// The process's options, the defaults unless [`GpuOptions::apply`]
    /// came first.
    fn current() -> &'static GpuOptions {
        GPU_OPTIONS.get_or_init(GpuOptions::default)
    }
}

/// An opened adapter with the compiled shader: what [`get`] returns.
pub(crate) struct Gpu {
    device: wgpu::Device,
    queue: wgpu::Queue,
    pipeline: wgpu::ComputePipeline,
    layout: wgpu::BindGroupLayout,
    name: String,
    /// The first failure the device reported: once set, nothing more is
    /// sent to it.
    failure: Arc<OnceLock<GpuFailure>>,
    /// Dispatches started, for `QUEENS_GPU_LOSE_AFTER` (test builds).
    dispatches: AtomicU64,
    lose_after: Option<u64>,
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gpu").field("adapter", &self.name).finish()
    }
}

/// Why the GPU could not be opened.
#[derive(Debug, thiserror::Error)]
enum OpenError {
    /// No adapter's name contains the text [`GpuOptions::adapter`] asks for.
    #[error(
        "no GPU adapter found (none whose name contains {want:?}; wgpu found: {})",
        if found.is_empty() { "none".to_string() } else { found.join(", ") }
    )]
    NoneNamed {
        /// The text asked for.
        want: String,
        /// The adapters wgpu found.
        found: Vec<String>,
    },
    /// wgpu found no adapter at all.
    #[error(
        "no GPU adapter found (wgpu found no Vulkan, Metal or DX12 device; \
         on Linux without a GPU, Mesa's lavapipe is one: mesa-vulkan-drivers)"
    )]
    NoAdapter,
    /// The adapter found refused to open a device.
    #[error("the GPU adapter {name} could not be opened ({source})")]
    Device {
        /// The adapter.
        name: String,
        /// What wgpu said.
        source: wgpu::RequestDeviceError,
    },
}

/// The process's GPU, opened on the first call; the error says why there
/// is none (`no GPU adapter found (…)`, or what failed on the one found).
/// It is kept as text: a kernel's [`super::Unavailable`] carries its reason
/// as a `&'static str`, for the CPU features and the GPU alike.
pub(crate) fn get() -> Result<&'static Gpu, &'static str> {
    static GPU: OnceLock<Result<Gpu, String>> = OnceLock::new();
    GPU.get_or_init(|| open().map_err(|e| e.to_string()))
        .as_ref()
        .map_err(String::as_str)
}

fn rank(t: wgpu::DeviceType) -> u8 {
    match t {
        wgpu::DeviceType::DiscreteGpu => 0,
        wgpu::DeviceType::IntegratedGpu => 1,
        wgpu::DeviceType::VirtualGpu => 2,
        wgpu::DeviceType::Other => 3,
        wgpu::DeviceType::Cpu => 4,
    }
}

fn open() -> Result<Gpu, OpenError> {
    let backends = wgpu::Backends::VULKAN | wgpu::Backends::METAL | wgpu::Backends::DX12;
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle();
    desc.backends = backends;
    // No validation layers, whatever the build: they only slow the search.
    desc.flags = wgpu::InstanceFlags::empty();
    let instance = wgpu::Instance::new(desc.with_env());
    let mut adapters = pollster::block_on(instance.enumerate_adapters(backends));
    if let Some(want) = &GpuOptions::current().adapter {
        let names: Vec<String> = adapters.iter().map(|a| a.get_info().name).collect();
        adapters.retain(|a| a.get_info().name.contains(want.as_str()));
        if adapters.is_empty() {
            return Err(OpenError::NoneNamed {
                want: want.clone(),
                found: names,
            });
        }
    }
    adapters.sort_by_key(|a| rank(a.get_info().device_type));
    let Some(adapter) = adapters.into_iter().next() else {
        return Err(OpenError::NoAdapter);
    };
    let info = adapter.get_info();
    let name = info.name.clone();
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("queens"),
        required_features: wgpu::Features::empty(),
        required_limits: wgpu::Limits::downlevel_defaults(),
        ..Default::default()
    }))
    .map_err(|source| OpenError::Device {
        name: name.clone(),
        source,
    })?;
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("queens count"),
        source: wgpu::ShaderSource::Wgsl(include_str!("gpu.wgsl").into()),
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some("queens count"),
        layout: None,
        module: &module,
        entry_point: Some("main"),
        compilation_options: Default::default(),
        cache: None,
    });
    let layout = pipeline.get_bind_group_layout(0);
    let failure = Arc::new(OnceLock::new());
    let record = Arc::clone(&failure);
    device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
        let _ = record.set(GpuFailure::Uncaptured(one_line(&e.to_string())));
    }));
    let record = Arc::clone(&failure);
    device.set_device_lost_callback(move |reason, message| {
        let _ = record.set(GpuFailure::Lost {
            reason: format!("{reason:?}"),
            message: one_line(&message),
        });
    });
    Ok(Gpu {
        device,
        queue,
        pipeline,
        layout,
        name: format!("{name} ({:?}, {:?})", info.backend, info.device_type),
        failure,
        dispatches: AtomicU64::new(0),
        lose_after: lose_after(),
    })
}

/// Destroy the device after this many dispatches ([`GpuOptions::lose_after`]):
/// only test builds (the CLI's dev-dependency turns `fault-injection` on)
/// honour it; release builds cannot be told to lose their device.
fn lose_after() -> Option<u64> {
    if cfg!(feature = "fault-injection") {
        GpuOptions::current().lose_after
    } else {
        None
    }
}

/// wgpu's error text (a headline, then "Caused by:" and an indented
/// chain) on one line, for a one-line warning.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// One sub-search as the shader reads it.
type Sub = [u32; 4];

/// Sub-searches of one prototype's units, waiting for a dispatch, with
/// the unit each belongs to.
struct Pending<'a> {
    gpu: &'a Gpu,
    rules: Vec<u32>,
    subs: Vec<Sub>,
    owner: Vec<u32>,
    found: Vec<Found>,
}

impl Pending<'_> {
    fn push(&mut self, unit: usize, sub: Sub) -> Result<(), GpuFailure> {
        self.subs.push(sub);
        self.owner.push(unit as u32);
        if self.subs.len() == CHUNK {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<(), GpuFailure> {
        if self.subs.is_empty() {
            return Ok(());
        }
        let out = self.gpu.dispatch(&mut self.rules, &self.subs)?;
        for (&unit, [solutions, nodes]) in self.owner.iter().zip(out) {
            let f = &mut self.found[unit as usize];
            f.solutions += u64::from(solutions);
            f.nodes += u64::from(nodes);
        }
        self.subs.clear();
        self.owner.clear();
        Ok(())
    }
}

impl Gpu {
    /// The adapter's name, its backend and its type.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Units of one prototype the counter hands over at once ([`BATCH`]).
    pub fn batch_len(&self) -> usize {
        BATCH
    }

    /// What failed on the device, once something has: from then on every
    /// [`Gpu::count_batch`] is an error (see the module docs).
    pub fn failure(&self) -> Option<&GpuFailure> {
        self.failure.get()
    }

    /// Counts the units of `batch` (all of one prototype, so one mode and
    /// the same rules), in the batch's order. Node counts include the
    /// queens the host placed to cut the units finer. An error says what
    /// failed on the device, now or before; nothing of the batch counts.
    pub fn count_batch<const STATS: bool>(
        &self,
        batch: &[Search],
        mode: Mode,
    ) -> Result<Vec<Found>, GpuFailure> {
        let Some(proto) = batch.first() else {
            return Ok(Vec::new());
        };
        let n = proto.n;
        let edge = mode == Mode::Edge;
        let mut rules = vec![0u32; LEAF];
        rules[0] = n as u32;
        rules[1] = u32::from(edge);
        for (row, slot) in rules[ALLOWED..LEAF].iter_mut().enumerate() {
            *slot = proto.allowed[row] as u32;
        }
        if edge {
            rules.extend(proto.leaf.iter().map(|&m| m as u32));
        }
        let mut pending = Pending {
            gpu: self,
            rules,
            subs: Vec::new(),
            owner: Vec::new(),
            found: vec![Found::default(); batch.len()],
        };
        let keep = rows(n);
        for (unit, s) in batch.iter().enumerate() {
            debug_assert!(s.n == n && s.allowed == proto.allowed && (!edge || s.leaf == proto.leaf));
            if s.first >= n {
                pending.found[unit].solutions += 1;
                continue;
            }
            let depth = (n - s.first).saturating_sub(keep);
            let mut nodes = 0u64;
            let mut failed = Ok(());
            expand(
                s,
                s.first,
                depth,
                [s.col, s.ld, s.rd, s.lr as u64],
                &mut nodes,
                &mut |sub| {
                    if failed.is_ok() {
                        failed = pending.push(unit, sub);
                    }
                },
            );
            failed?;
            if STATS {
                pending.found[unit].nodes += nodes;
            }
        }
        pending.flush()?;
        let mut found = pending.found;
        if !STATS {
            for f in &mut found {
                f.nodes = 0;
            }
        }
        Ok(found)
    }

    /// The failure recorded, as an error.
    fn check(&self) -> Result<(), GpuFailure> {
        self.failure().map_or(Ok(()), |why| Err(why.clone()))
    }

    /// Records `why` as the failure (unless one came first) and returns
    /// the one recorded.
    fn fail(&self, why: GpuFailure) -> GpuFailure {
        self.failure.get_or_init(|| why).clone()
    }

    /// Runs the shader on `subs` and reads back (completions, queens
    /// placed) for each. `rules[2]` is set to the count here.
    fn dispatch(&self, rules: &mut [u32], subs: &[Sub]) -> Result<Vec<[u32; 2]>, GpuFailure> {
        if self.lose_after == Some(self.dispatches.fetch_add(1, Ordering::Relaxed)) {
            self.device.destroy();
        }
        self.check()?;
        rules[2] = subs.len() as u32;
        let bytes =
            |words: &mut dyn Iterator<Item = u32>| -> Vec<u8> { words.flat_map(u32::to_le_bytes).collect() };
        let sub_bytes = bytes(&mut subs.iter().flatten().copied());
        let rule_bytes = bytes(&mut rules.iter().copied());
        let storage = wgpu::BufferUsages::STORAGE;
        // Created empty and filled by the queue, not `create_buffer_init`:
        // that one panics when the device is lost, these report to `open`'s
        // handlers.
        let upload = |label, contents: &[u8]| {
            let buf = self.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some(label),
                size: contents.len() as u64,
                usage: storage | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            self.queue.write_buffer(&buf, 0, contents);
            buf
        };
        let subs_buf = upload("sub-searches", &sub_bytes);
        let rules_buf = upload("rules", &rule_bytes);
        let out_size = (subs.len() * 8) as u64;
        let out_buf = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("counts"),
            size: out_size,
            usage: storage | wgpu::BufferUsages::COPY_SRC,
            mapped_at_creation: false,
        });
        let read_buf = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("counts, read back"),
            size: out_size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let bind = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("queens count"),
            layout: &self.layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: subs_buf.as_entire_binding(),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: rules_buf.as_entire_binding(),
                },
                wgpu::BindGroupEntry {
                    binding: 2,
                    resource: out_buf.as_entire_binding(),
                },
            ],
        });
        let mut encoder = self
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("queens count"),
            });
        {
            let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                label: Some("queens count"),
                timestamp_writes: None,
            });
            pass.set_pipeline(&self.pipeline);
            pass.set_bind_group(0, &bind, &[]);
            // CHUNK / GROUP workgroups at most: inside the 65535 of one
            // dimension.
            pass.dispatch_workgroups(subs.len().div_ceil(GROUP) as u32, 1, 1);
        }
        encoder.copy_buffer_to_buffer(&out_buf, 0, &read_buf, 0, out_size);
        let index = self.queue.submit([encoder.finish()]);
        let (tx, rx) = mpsc::channel();
        read_buf.map_async(wgpu::MapMode::Read, .., move |r| {
            let _ = tx.send(r);
        });
        self.device
            .poll(wgpu::PollType::Wait {
                submission_index: Some(index),
                timeout: None,
            })
            .map_err(|e| self.fail(GpuFailure::Wait(one_line(&e.to_string()))))?;
        // The callback runs on a poll (this one or another thread's), or
        // is dropped unrun, which ends the wait too.
        match rx.recv() {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return Err(self.fail(GpuFailure::ReadBack(one_line(&e.to_string())))),
            Err(_) => return Err(self.fail(GpuFailure::Dropped)),
        }
        // An error wgpu could not hand back to a call above (a lost device
        // among them) went to the handlers of `open`.
        self.check()?;
        let view = read_buf
            .get_mapped_range(..)
            .map_err(|e| self.fail(GpuFailure::Map(one_line(&e.to_string()))))?;
        let out = view
            .chunks_exact(8)
            .map(|c| {
                [
                    u32::from_le_bytes([c[0], c[1], c[2], c[3]]),
                    u32::from_le_bytes([c[4], c[5], c[6], c[7]]),
                ]
            })
            .collect();
        drop(view);
        read_buf.unmap();
        Ok(out)
    }
}

/// Calls `each` with every placement of queens in the `depth` open rows
/// from `row` (attacks `[col, ld, rd, lr]` on it), as a sub-search; counts
/// the queens placed in `nodes`. Dead ends (a next row with no square)
/// are dropped here.
fn expand(s: &Search, row: usize, depth: usize, at: [u64; 4], nodes: &mut u64, each: &mut dyn FnMut(Sub)) {
    let [col, ld, rd, lr] = at;
    if depth == 0 {
        each([col as u32, ld as u32, rd as u32, lr as u32 | (row as u32) << 16]);
        return;
    }
    let mut free = s.allowed[row] & !(col | ld | rd);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        *nodes += 1;
        let next = [
            col | bit,
            (ld | bit) << 1,
            (rd | bit) >> 1,
            lr + side_rows(s.n, bit, row) as u64,
        ];
        if s.allowed[row + 1] & !(next[0] | next[1] | next[2]) == 0 {
            continue;
        }
        expand(s, row + 1, depth - 1, next, nodes, each);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::units::{Plan, UnitRef};
    use crate::kernels::rows::search_portable;
    use crate::kernels::tests::skip;
    use crate::kernels::{Device, Opened};

    /// The GPU opened, if this machine has one (a skip otherwise, as for
    /// the CPU kernels).
    fn require_gpu() -> Option<Opened> {
        Device::Gpu.open().map_err(|e| skip("gpu", &e)).ok()
    }

    #[test]
    fn rows_keep_counts_inside_u32() {
        // m! completions and Σ m!/(m−k)! queens for the most open rows.
        let m = MAX_ROWS as u64;
        let fact: u64 = (1..=m).product();
        let placed: u64 = (1..=m).map(|k| (m - k + 1..=m).product::<u64>()).sum();
        assert!(fact < 1 << 32 && placed < 1 << 32, "{fact} {placed}");
        for n in 1..=32 {
            assert!((1..=MAX_ROWS).contains(&rows(n)), "n={n}");
        }
    }

    /// Every unit of every small board (symmetry on and off, all splits),
    /// counted on the GPU prototype by prototype, has the portable
    /// kernel's count.
    #[test]
    fn every_unit_counts_as_on_the_cpu() {
        let Some(gpu) = require_gpu() else {
            return;
        };
        for n in 1..=11 {
            for symmetry in [true, false] {
                for split in [0, 2, crate::count::units::MAX_SPLIT] {
                    let plan = Plan::new(n, symmetry, split);
                    for proto in 0..plan.protos.len() {
                        let searches: Vec<Search> = plan
                            .units()
                            .filter_map(|u| match u {
                                UnitRef::Search { proto: p, prefix } if p as usize == proto => {
                                    Some(plan.search(p, &prefix))
                                }
                                _ => None,
                            })
                            .collect();
                        let mode = plan.protos[proto].mode;
                        let counts = gpu.count_batch::<true>(&searches, mode);
                        for (s, g) in searches.iter().zip(&counts) {
                            let cpu = search_portable::<false>(s, mode);
                            assert_eq!(
                                g.solutions, cpu.solutions,
                                "n={n} sym={symmetry} split={split} {s:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}

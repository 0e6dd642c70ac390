//! Where a count runs: on the CPU with one of its [`Kernel`]s, or on the
//! GPU. `--kernel` (and Python's `kernel=`) chooses a [`Device`]: the GPU
//! is named beside the CPU kernels (`gpu`), but it is not one of them, so
//! the CPU kernels' code knows nothing of it.
//!
//! Counting code holds an [`Opened`] device, which [`Device::open`]
//! returns after the check: a CPU kernel whose proof was made
//! ([`Chosen`]), or the process's GPU with the CPU kernel that takes over
//! when the GPU fails. A build without the cargo feature `gpu` has the
//! same code: its `gpu` module (`gpu/absent.rs`) cannot be opened, and
//! says so in the words of [`NO_GPU_FEATURE`].

use kernelset::KernelSet;
use std::fmt;
use std::str::FromStr;

use super::gpu_options::{GpuFailure, NO_GPU_FEATURE};
use super::rows::{Mode, Search};
use super::{Chosen, Found, Kernel, gpu};

/// Where a count runs: on the CPU, with one of its kernels, or on the
/// GPU. Every device gives the same totals, unique counts and classes.
///
/// ```
/// use nqueens::kernels::{Device, Kernel};
/// // `auto` picks the fastest CPU kernel; the GPU only runs when named.
/// assert_eq!(Device::best(), Device::Cpu(Kernel::best()));
/// assert_eq!("gpu".parse::<Device>(), Ok(Device::Gpu));
/// assert_eq!("avx2".parse::<Device>(), Ok(Device::Cpu(Kernel::Avx2)));
/// assert_eq!(Device::Gpu.to_string(), "gpu");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Device {
    /// The CPU, counting with this kernel.
    Cpu(Kernel),
    /// Any GPU wgpu can open (Vulkan, Metal, DX12), software adapters such
    /// as lavapipe included: a compute shader, one sub-search per
    /// invocation. Needs the cargo feature `gpu`; never picked by `auto`.
    Gpu,
}

/// A device this machine cannot count on, and the first thing it lacks:
/// `missing` is the CPU feature a CPU kernel needs (`"x86_64"` off
/// x86-64), or for the GPU why there is none (`no GPU adapter found (…)`,
/// or [`NO_GPU_FEATURE`]).
pub type Unavailable = kernelset::Unavailable<Device>;

impl Device {
    /// Every device, as `--kernel` names them: the CPU kernels of
    /// [`Kernel::ALL`], slowest first, then the GPU.
    pub const ALL: [Device; Kernel::ALL.len() + 1] = {
        let mut all = [Device::Gpu; Kernel::ALL.len() + 1];
        let mut i = 0;
        while i < Kernel::ALL.len() {
            all[i] = Device::Cpu(Kernel::ALL[i]);
            i += 1;
        }
        all
    };

    /// The device's name, as `--kernel` takes it: the CPU kernel's, or
    /// `gpu`.
    pub fn name(self) -> &'static str {
        KernelSet::name(self)
    }

    /// The CPU kernel that counts; `None` for the GPU.
    pub fn kernel(self) -> Option<Kernel> {
        match self {
            Device::Cpu(kernel) => Some(kernel),
            Device::Gpu => None,
        }
    }

    /// What this machine lacks to count on the device (see
    /// [`Unavailable::missing`]); `None` when it can. Asking about the
    /// GPU opens it, once per process.
    pub fn missing_feature(self) -> Option<&'static str> {
        kernelset::missing(self)
    }

    /// `Ok` when this machine counts on the device, else why not (the
    /// error says what is missing, and which kernels this CPU runs).
    pub fn check(self) -> Result<(), Unavailable> {
        KernelSet::check(self)
    }

    /// Whether this machine counts on the device.
    pub fn is_available(self) -> bool {
        self.check().is_ok()
    }

    /// The CPU kernels this CPU runs, slowest first (the GPU is not
    /// asked about: that would open it).
    pub fn available() -> Vec<Device> {
        kernelset::available()
    }

    /// The fastest CPU kernel this CPU runs: what `auto` picks. Never the
    /// GPU, which counts only when asked for by name.
    pub fn best() -> Device {
        kernelset::best()
    }

    /// Checks the device once and returns it ready to count, or why it
    /// cannot: the one place that opens the GPU.
    pub(crate) fn open(self) -> Result<Opened, Unavailable> {
        let unavailable = |missing| Unavailable {
            kernel: self,
            missing,
        };
        match self {
            Device::Cpu(kernel) => kernel
                .select()
                .map(Opened::Cpu)
                .map_err(|e| unavailable(e.missing)),
            Device::Gpu => Ok(Opened::Gpu {
                gpu: gpu::get().map_err(unavailable)?,
                fallback: Chosen::best(),
            }),
        }
    }
}

impl From<Kernel> for Device {
    fn from(kernel: Kernel) -> Device {
        Device::Cpu(kernel)
    }
}

/// `--kernel` names a device: the CPU kernels by their names, and `gpu`;
/// its vocabulary (parsing, availability, `auto`, the [`Unavailable`]
/// error) is `kernelset`'s, as the CPU kernels' is.
impl KernelSet for Device {
    const ALL: &'static [Device] = &Device::ALL;
    /// The CPU kernels: `auto` never picks the GPU.
    const AUTO: &'static [Device] = Device::ALL.split_at(Kernel::ALL.len()).0;

    fn name(self) -> &'static str {
        match self {
            Device::Cpu(kernel) => kernel.name(),
            Device::Gpu => "gpu",
        }
    }

    fn check(self) -> Result<(), Unavailable> {
        self.open().map(|_| ())
    }

    /// The GPU's reasons are not a CPU's.
    fn explain(self, missing: &'static str) -> Option<String> {
        match self {
            Device::Gpu if missing == NO_GPU_FEATURE => Some(format!(
                "the gpu kernel is not in this build: it was built without {NO_GPU_FEATURE}"
            )),
            Device::Gpu => Some(format!("{missing}; the gpu kernel needs one")),
            Device::Cpu(_) => None,
        }
    }
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Device {
    type Err = kernelset::UnknownKernel;

    /// Reads a device's name (`scalar`, `avx2`, `avx512`, `gpu`).
    fn from_str(s: &str) -> Result<Device, kernelset::UnknownKernel> {
        kernelset::parse(s)
    }
}

/// A device checked and ready to count: what the counter holds.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Opened {
    /// A CPU kernel whose features were checked.
    Cpu(Chosen),
    /// The process's GPU, and the CPU kernel (the best this CPU runs)
    /// that counts what the GPU was to count once the GPU has failed.
    Gpu {
        gpu: &'static gpu::Gpu,
        fallback: Chosen,
    },
}

impl Opened {
    /// The device.
    pub fn device(&self) -> Device {
        match self {
            Opened::Cpu(chosen) => Device::Cpu(chosen.kernel()),
            Opened::Gpu { .. } => Device::Gpu,
        }
    }

    /// The CPU kernel of the device: the one chosen, or the GPU's
    /// fallback (the join, which has no GPU form, is refused the GPU
    /// before it would count on it).
    pub fn cpu(&self) -> &Chosen {
        match self {
            Opened::Cpu(chosen) | Opened::Gpu { fallback: chosen, .. } => chosen,
        }
    }

    /// What failed on the GPU, when the GPU counts and its device failed:
    /// the counts are complete (the fallback kernel took over from the
    /// batch that failed on), but the GPU did not count all of them.
    pub fn gpu_failure(&self) -> Option<&'static GpuFailure> {
        match self {
            Opened::Gpu { gpu, .. } => gpu.failure(),
            Opened::Cpu(_) => None,
        }
    }

    /// The GPU adapter that counts (its name, backend and type).
    pub fn adapter(&self) -> Option<&'static str> {
        match self {
            Opened::Gpu { gpu, .. } => Some(gpu.name()),
            Opened::Cpu(_) => None,
        }
    }

    /// Units of one prototype the counter hands to
    /// [`Opened::count_batch`] at once, where [`Opened::batches`].
    pub fn batch_len(&self) -> usize {
        match self {
            Opened::Gpu { gpu, .. } => gpu.batch_len(),
            Opened::Cpu(_) => 16,
        }
    }

    /// Whether search units of prototype `s` go to the device in batches
    /// ([`Opened::count_batch`]) rather than one by one: always on the
    /// GPU, on the CPU where the vector lanes take them.
    pub fn batches(&self, s: &Search) -> bool {
        match self {
            Opened::Gpu { .. } => true,
            Opened::Cpu(chosen) => chosen.batches(s),
        }
    }

    /// Counts the completions of one search unit.
    pub fn count<const STATS: bool>(&self, s: &Search, mode: Mode) -> Found {
        match self {
            Opened::Gpu { .. } => self.count_batch::<STATS>(std::slice::from_ref(s), mode)[0],
            Opened::Cpu(chosen) => chosen.count::<STATS>(s, mode),
        }
    }

    /// Counts a batch of search units of one prototype, in the batch's
    /// order: on the GPU all at once, and once the GPU has failed on its
    /// fallback kernel.
    pub fn count_batch<const STATS: bool>(&self, batch: &[Search], mode: Mode) -> Vec<Found> {
        match self {
            Opened::Gpu { gpu, fallback } => gpu
                .count_batch::<STATS>(batch, mode)
                .unwrap_or_else(|_| fallback.count_batch::<STATS>(batch, mode)),
            Opened::Cpu(chosen) => chosen.count_batch::<STATS>(batch, mode),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gpu_is_only_run_by_name() {
        assert_ne!(Device::best(), Device::Gpu);
        assert!(!Device::available().contains(&Device::Gpu));
        assert_eq!("gpu".parse::<Device>(), Ok(Device::Gpu));
        assert_eq!(Device::Gpu.kernel(), None);
        assert_eq!(Device::from(Kernel::Avx2).kernel(), Some(Kernel::Avx2));
        if let Err(e) = Device::Gpu.check() {
            if cfg!(feature = "gpu") {
                assert!(e.to_string().contains("the gpu kernel needs one"), "{e}");
            } else {
                assert_eq!(e.missing, NO_GPU_FEATURE);
                assert_eq!(
                    e.to_string(),
                    "the gpu kernel is not in this build: it was built without the cargo feature gpu"
                );
            }
        }
        assert!(cfg!(feature = "gpu") || Device::Gpu.check().is_err());
    }

    #[test]
    fn a_device_is_named_and_checked_as_its_kernel() {
        for device in Device::ALL {
            assert!(
                testkit::kernels::KERNEL_NAMES.contains(&device.name()),
                "{device}"
            );
            assert_eq!(device.name().parse::<Device>(), Ok(device));
            assert_eq!(device.open().is_ok(), device.is_available());
            if let Err(e) = device.check() {
                assert!(e.to_string().contains(e.missing), "{e}");
                assert_eq!(device.missing_feature(), Some(e.missing));
            }
            if let Some(kernel) = device.kernel() {
                assert_eq!(device.name(), kernel.name());
                assert_eq!(device.check(), kernel.check());
            }
        }
        assert_eq!(
            Device::available(),
            Kernel::available()
                .into_iter()
                .map(Device::Cpu)
                .collect::<Vec<_>>()
        );
        assert_eq!(
            "neon".parse::<Device>().unwrap_err().to_string(),
            "unknown kernel 'neon'; the kernels are auto, scalar, avx2, avx512, gpu"
        );
        // A newline is escaped, a long name cut.
        let e = "avx\n512".parse::<Device>().unwrap_err().to_string();
        assert!(e.starts_with(r#"unknown kernel "avx\n512";"#), "{e}");
        assert!(
            "x".repeat(10_000)
                .parse::<Device>()
                .unwrap_err()
                .to_string()
                .len()
                < 200
        );
    }
}

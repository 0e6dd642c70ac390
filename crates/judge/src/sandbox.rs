//! One run of a program with limits, as an online judge runs it: in a
//! process group of its own (so that its children end with it), its input
//! written and closed, its output kept up to a cap, and stopped — the
//! whole group killed — when it passes its CPU time, its memory, its
//! output or the wall-clock guard, or when the caller cancels (Ctrl-C).
//!
//! The limits are the kernel's where it has them (`prlimit` right after
//! the program starts: CPU seconds a second past the limit, address
//! space, file size, no core dumps) and a watch besides: every
//! millisecond or few it reads the program's CPU time and resident
//! memory from `/proc`, and stops it at the limit itself. The CPU time
//! judged is read once the program has ended (a zombie not yet reaped
//! keeps its times in `/proc/PID/stat`, its threads' and its waited-for
//! children's included); the peak memory is the high-water mark
//! (`VmHWM`) last read while it ran, so growth in its last moments can be
//! missed. Linux only: elsewhere [`run`] says so.

use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// What a run may use.
#[derive(Debug, Clone)]
pub(crate) struct Limits {
    /// CPU time, user and system, every thread and waited-for child.
    pub cpu: Duration,
    /// Wall-clock time: a program that sleeps or waits uses no CPU.
    pub wall: Duration,
    /// Resident memory at which the program is stopped; `None`: not
    /// watched.
    pub memory: Option<u64>,
    /// The kernel's cap on its address space (`RLIMIT_AS`); `None`: none
    /// (the JVM reserves far more than it uses).
    pub address_space: Option<u64>,
    /// Bytes of standard output kept; past them the program is stopped.
    pub output: u64,
    /// The largest file it may write (`RLIMIT_FSIZE`): never the disk.
    pub file_size: u64,
}

/// Why the watch stopped a program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stop {
    /// Its CPU time passed the limit.
    Cpu,
    /// The wall-clock guard.
    Wall,
    /// Its resident memory passed the limit.
    Memory,
    /// Its output passed the cap.
    Output,
}

/// A run that ended.
#[derive(Debug)]
pub(crate) struct Finished {
    /// Why the watch stopped it, if it did.
    pub stop: Option<Stop>,
    /// How it ended (a stopped one: killed by `SIGKILL`).
    pub status: ExitStatus,
    /// Its CPU time.
    pub cpu: Duration,
    /// Its wall-clock time.
    pub wall: Duration,
    /// Its peak resident memory, bytes, as last read.
    pub peak_memory: Option<u64>,
    /// Its standard output, at most the cap.
    pub stdout: Vec<u8>,
    /// The first [`STDERR_KEPT`] bytes of its standard error.
    pub stderr: Vec<u8>,
}

/// Why a run gave no result.
#[derive(Debug)]
pub(crate) enum RunError {
    /// The program could not be started.
    Spawn(io::Error),
    /// The caller cancelled: the program was stopped.
    Cancelled,
    /// Its limits could not be set, or it could not be watched.
    Io(io::Error),
}

/// How much of standard error is kept (the rest is read and dropped).
pub(crate) const STDERR_KEPT: usize = 64 << 10;

/// How long the readers may go on after the group is gone (a process that
/// left the group may hold the pipes): then what they have is taken.
const READER_GRACE: Duration = Duration::from_millis(500);

/// Runs `command` on `input` within `limits`, stopping it early when
/// `cancel` is set.
pub(crate) fn run(
    command: &mut Command,
    input: &[u8],
    limits: &Limits,
    cancel: &AtomicBool,
) -> Result<Finished, RunError> {
    if !cfg!(target_os = "linux") {
        return Err(RunError::Io(io::Error::new(
            io::ErrorKind::Unsupported,
            "the judge runs programs on Linux only (it sets their limits with prlimit and reads /proc)",
        )));
    }
    command
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let started = Instant::now();
    let child = command.spawn().map_err(RunError::Spawn)?;
    let mut watched = Watched { child, reaped: false };
    watched.set_limits(limits).map_err(RunError::Io)?;

    // Input: written by a thread (a program that never reads it must not
    // block the watch), then closed.
    let mut stdin = watched.child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    thread::spawn(move || {
        // A program that ends without reading its input closes the pipe.
        let _ = stdin.write_all(&input);
    });
    let out = Reader::start(
        watched.child.stdout.take().expect("stdout is piped"),
        limits.output as usize,
    );
    let err = Reader::start(watched.child.stderr.take().expect("stderr is piped"), STDERR_KEPT);

    let pid = watched.pid();
    let mut peak = None;
    let mut stop = None;
    let mut pause = Duration::from_millis(1);
    loop {
        if exited(pid).map_err(RunError::Io)? {
            break;
        }
        if cancel.load(Ordering::SeqCst) {
            watched.kill();
            return Err(RunError::Cancelled);
        }
        let memory = read_memory(pid);
        if let Some(m) = &memory {
            peak = peak.max(Some(m.peak));
        }
        stop = if read_cpu(pid).is_some_and(|cpu| cpu > limits.cpu) {
            Some(Stop::Cpu)
        } else if memory.is_some_and(|m| limits.memory.is_some_and(|limit| m.now > limit)) {
            Some(Stop::Memory)
        } else if out.over.load(Ordering::SeqCst) {
            Some(Stop::Output)
        } else if started.elapsed() > limits.wall {
            Some(Stop::Wall)
        } else {
            None
        };
        if stop.is_some() {
            watched.kill();
            break;
        }
        thread::sleep(pause);
        // Quick programs are watched closely; longer ones every 5 ms.
        if started.elapsed() > Duration::from_millis(50) {
            pause = Duration::from_millis(5);
        }
    }
    // Ended (or killed): its times are final while it is a zombie.
    let cpu = read_cpu(pid).unwrap_or_default();
    let status = watched.reap().map_err(RunError::Io)?;
    let wall = started.elapsed();
    let stdout = out.finish();
    let stderr = err.finish();
    Ok(Finished {
        stop,
        status,
        cpu,
        wall,
        peak_memory: peak,
        stdout,
        stderr,
    })
}

/// A started program whose group is killed if it is dropped before it is
/// reaped (an error, a panic, a cancel): none is left running.
struct Watched {
    child: Child,
    reaped: bool,
}

impl Watched {
    fn pid(&self) -> rustix::process::Pid {
        rustix::process::Pid::from_child(&self.child)
    }

    #[cfg(target_os = "linux")]
    fn set_limits(&self, limits: &Limits) -> io::Result<()> {
        use rustix::process::{Resource, Rlimit, prlimit};
        let pid = Some(self.pid());
        let set = |resource, current: u64, maximum: u64| {
            prlimit(
                pid,
                resource,
                Rlimit {
                    current: Some(current),
                    maximum: Some(maximum),
                },
            )
            .map(|_| ())
            .map_err(io::Error::from)
        };
        // The watch stops it at the limit; the kernel's SIGXCPU a second
        // later, and SIGKILL a second after that, if the watch cannot.
        let seconds = limits.cpu.as_secs() + 2;
        set(Resource::Cpu, seconds, seconds + 1)?;
        set(Resource::Fsize, limits.file_size, limits.file_size)?;
        set(Resource::Core, 0, 0)?;
        if let Some(bytes) = limits.address_space {
            set(Resource::As, bytes, bytes)?;
        }
        Ok(())
    }

    #[cfg(not(target_os = "linux"))]
    fn set_limits(&self, _: &Limits) -> io::Result<()> {
        Err(io::Error::new(io::ErrorKind::Unsupported, "prlimit is Linux's"))
    }

    /// Kills the whole group.
    fn kill(&mut self) {
        // Gone already (ESRCH) is fine: there is nothing left to stop.
        let _ = rustix::process::kill_process_group(self.pid(), rustix::process::Signal::KILL);
    }

    /// Kills what is left of the group and reaps the program.
    fn reap(&mut self) -> io::Result<ExitStatus> {
        self.kill();
        let status = self.child.wait()?;
        self.reaped = true;
        Ok(status)
    }
}

impl Drop for Watched {
    fn drop(&mut self) {
        if !self.reaped {
            self.kill();
            let _ = self.child.wait();
        }
    }
}

/// Whether the program has ended (it stays a zombie, unreaped, so that
/// its times can still be read).
fn exited(pid: rustix::process::Pid) -> io::Result<bool> {
    use rustix::process::{WaitId, WaitIdOptions, waitid};
    let options = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
    match waitid(WaitId::Pid(pid), options) {
        Ok(status) => Ok(status.is_some()),
        Err(rustix::io::Errno::INTR) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// The CPU time of a process so far: user and system, of all its threads
/// and of the children it waited for (`/proc/PID/stat`).
fn read_cpu(pid: rustix::process::Pid) -> Option<Duration> {
    let text = std::fs::read_to_string(format!("/proc/{}/stat", pid.as_raw_nonzero())).ok()?;
    cpu_of_stat(&text)
}

/// The CPU time in a `/proc/PID/stat` line.
fn cpu_of_stat(text: &str) -> Option<Duration> {
    // After the command name (in parentheses, which may hold anything),
    // the fields from the third, `state`: utime is the 14th, then stime,
    // cutime, cstime.
    let rest = &text[text.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields
        .get(11..15)?
        .iter()
        .map(|f| f.parse::<u64>().ok())
        .sum::<Option<u64>>()?;
    let per_second = rustix::param::clock_ticks_per_second().max(1);
    Some(Duration::from_nanos(
        (u128::from(ticks) * 1_000_000_000 / u128::from(per_second)) as u64,
    ))
}

/// Resident memory now and at its peak, bytes.
struct Memory {
    now: u64,
    peak: u64,
}

fn read_memory(pid: rustix::process::Pid) -> Option<Memory> {
    let text = std::fs::read_to_string(format!("/proc/{}/status", pid.as_raw_nonzero())).ok()?;
    memory_of_status(&text)
}

/// `VmRSS` and `VmHWM` of a `/proc/PID/status` (a zombie has neither).
fn memory_of_status(text: &str) -> Option<Memory> {
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .map(|kb| kb * 1024)
    };
    Some(Memory {
        now: field("VmRSS:")?,
        peak: field("VmHWM:")?,
    })
}

/// A pipe read to its end by a thread: the first `keep` bytes kept, the
/// rest read and dropped, `over` set once there was more.
struct Reader {
    kept: Arc<Mutex<Vec<u8>>>,
    over: Arc<AtomicBool>,
    done: mpsc::Receiver<()>,
}

impl Reader {
    fn start(mut pipe: impl Read + Send + 'static, keep: usize) -> Reader {
        let kept = Arc::new(Mutex::new(Vec::new()));
        let over = Arc::new(AtomicBool::new(false));
        let (tx, done) = mpsc::channel();
        let (k, o) = (kept.clone(), over.clone());
        thread::spawn(move || {
            let mut buf = vec![0u8; 64 << 10];
            loop {
                match pipe.read(&mut buf) {
                    Ok(0) => break,
                    Ok(got) => {
                        let mut kept = k.lock().unwrap_or_else(|p| p.into_inner());
                        let room = keep.saturating_sub(kept.len());
                        kept.extend_from_slice(&buf[..got.min(room)]);
                        if got > room {
                            o.store(true, Ordering::SeqCst);
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = tx.send(());
        });
        Reader { kept, over, done }
    }

    /// What was kept, once the pipe ended or after a grace.
    fn finish(self) -> Vec<u8> {
        let _ = self.done.recv_timeout(READER_GRACE);
        std::mem::take(&mut *self.kept.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_lines_give_the_cpu_time() {
        let per_second = rustix::param::clock_ticks_per_second();
        // utime 150, stime 50, cutime 7, cstime 3 ticks; a name with a
        // parenthesis and spaces in it.
        let line = "4242 (a) b (c) R 1 4242 4242 0 -1 4194304 100 0 0 0 150 50 7 3 20 0 1 0 5 1000 100";
        let cpu = cpu_of_stat(line).unwrap();
        assert_eq!(cpu, Duration::from_nanos(210 * 1_000_000_000 / per_second));
        assert_eq!(cpu_of_stat("4242 (x) Z"), None);
    }

    #[test]
    fn status_gives_resident_memory() {
        let status = "Name:\tpython3\nVmPeak:\t  30000 kB\nVmHWM:\t    9000 kB\nVmRSS:\t    8000 kB\n";
        let m = memory_of_status(status).unwrap();
        assert_eq!((m.now, m.peak), (8000 * 1024, 9000 * 1024));
        assert!(memory_of_status("Name:\tzombie\nState:\tZ (zombie)\n").is_none());
    }

    fn limits() -> Limits {
        Limits {
            cpu: Duration::from_secs(1),
            wall: Duration::from_secs(10),
            memory: Some(256 << 20),
            address_space: Some(1 << 30),
            output: 1 << 20,
            file_size: 1 << 20,
        }
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn a_program_runs_on_its_input() {
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "read a; echo got $a; echo oops >&2; exit 3"]);
        let f = run(&mut cmd, b"7\n", &limits(), &AtomicBool::new(false)).unwrap();
        assert_eq!(f.stop, None);
        assert_eq!(f.status.code(), Some(3));
        assert_eq!(f.stdout, b"got 7\n");
        assert_eq!(f.stderr, b"oops\n");
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn the_watch_stops_cpu_wall_and_output_and_kills_the_group() {
        let mut l = limits();
        l.cpu = Duration::from_millis(200);
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "while :; do :; done"]);
        let f = run(&mut cmd, b"", &l, &AtomicBool::new(false)).unwrap();
        assert_eq!(f.stop, Some(Stop::Cpu));
        assert!(f.cpu >= Duration::from_millis(200), "{:?}", f.cpu);

        // A sleeper, whose child sleeps too: the wall guard ends both.
        l.wall = Duration::from_millis(300);
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "sleep 30 & sleep 30"]);
        let t = Instant::now();
        let f = run(&mut cmd, b"", &l, &AtomicBool::new(false)).unwrap();
        assert_eq!(f.stop, Some(Stop::Wall));
        assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());

        l.wall = Duration::from_secs(10);
        l.output = 1000;
        let mut cmd = Command::new("yes");
        let f = run(&mut cmd, b"", &l, &AtomicBool::new(false)).unwrap();
        assert_eq!(f.stop, Some(Stop::Output));
        assert_eq!(f.stdout.len(), 1000);
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn a_cancel_stops_the_run() {
        let cancel = Arc::new(AtomicBool::new(false));
        let c = cancel.clone();
        thread::spawn(move || {
            thread::sleep(Duration::from_millis(100));
            c.store(true, Ordering::SeqCst);
        });
        let mut cmd = Command::new("sleep");
        cmd.arg("30");
        assert!(matches!(
            run(&mut cmd, b"", &limits(), &cancel),
            Err(RunError::Cancelled)
        ));
    }
}

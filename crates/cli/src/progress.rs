//! Progress on stderr, never on stdout: an indicatif bar on a terminal, or
//! plain periodic lines when asked for off a terminal (logs, cluster jobs).

use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::args::ProgressMode;

/// Progress over a known number of work units.
pub struct Progress {
    bar: Option<ProgressBar>,
    lines: Option<Lines>,
}

struct Lines {
    done: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
    printer: JoinHandle<()>,
}

impl Progress {
    /// Progress over `units` units of `what`, shown according to `mode`.
    /// `already` units are done before the run starts (a resumed run).
    pub fn new(mode: ProgressMode, units: u64, already: u64, what: &str) -> Progress {
        let terminal = std::io::stderr().is_terminal();
        let show = match mode {
            ProgressMode::Always => true,
            ProgressMode::Never => false,
            ProgressMode::Auto => terminal,
        };
        if !show {
            return Progress {
                bar: None,
                lines: None,
            };
        }
        if terminal {
            let bar = ProgressBar::with_draw_target(Some(units), ProgressDrawTarget::stderr());
            let style = ProgressStyle::with_template(
                "{prefix} [{elapsed_precise}] {wide_bar} {pos}/{len} units, {per_sec}, ETA {eta}",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar.set_prefix(what.to_string());
            bar.set_position(already);
            bar.enable_steady_tick(Duration::from_millis(200));
            return Progress {
                bar: Some(bar),
                lines: None,
            };
        }
        let done = Arc::new(AtomicU64::new(already));
        let stop = Arc::new(AtomicBool::new(false));
        let (d, s, what) = (done.clone(), stop.clone(), what.to_string());
        let printer = std::thread::spawn(move || print_lines(&what, units, already, &d, &s));
        Progress {
            bar: None,
            lines: Some(Lines { done, stop, printer }),
        }
    }

    /// One more unit is done.
    pub fn inc(&self) {
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
        if let Some(lines) = &self.lines {
            lines.done.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Removes the bar and stops the lines now, before a message that ends
    /// the program (a later `finish` does nothing more).
    pub fn clear(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        if let Some(lines) = &self.lines {
            lines.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Removes the bar, or stops the lines.
    pub fn finish(self) {
        if let Some(bar) = self.bar {
            bar.finish_and_clear();
        }
        if let Some(lines) = self.lines {
            lines.stop.store(true, Ordering::Relaxed);
            lines.printer.thread().unpark();
            let _ = lines.printer.join();
        }
    }
}

/// Prints "what: done/total units, rate, ETA" every few seconds.
fn print_lines(what: &str, total: u64, already: u64, done: &AtomicU64, stop: &AtomicBool) {
    let start = Instant::now();
    let mut last = Instant::now();
    while !stop.load(Ordering::Relaxed) {
        std::thread::park_timeout(Duration::from_millis(250));
        if last.elapsed() < Duration::from_secs(2) || stop.load(Ordering::Relaxed) {
            continue;
        }
        last = Instant::now();
        let d = done.load(Ordering::Relaxed);
        let secs = start.elapsed().as_secs_f64();
        let rate = (d - already) as f64 / secs.max(1e-9);
        let eta = if rate > 0.0 {
            format!("{:.0}s", (total - d) as f64 / rate)
        } else {
            "?".into()
        };
        // Progress that cannot be shown is not worth stopping a count for.
        let _ = writeln!(
            std::io::stderr(),
            "{what}: {d}/{total} units, {rate:.1} units/s, ETA {eta}"
        );
    }
}

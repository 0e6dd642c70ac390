//! The production counter against the plain reference, in one criterion
//! group, then the ratio of their medians for each n.
//!
//! `cargo bench -p nqueens --bench count` (n = 14..=16; set `COUNT_BENCH_N`
//! to e.g. `12,13` for a quick run). Every kernel this CPU runs is timed
//! on one thread, like the reference (`engine-scalar`, `engine-avx2`,
//! `engine-avx512`); `engine-all-threads` (auto kernel) shows what every
//! core adds. The CPU model is printed with the ratios.

use std::path::PathBuf;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion};
use nqueens::{
    count::{CountOptions, Counter},
    kernels::{Device, Kernel},
    reference,
};

fn sizes() -> Vec<usize> {
    std::env::var("COUNT_BENCH_N")
        .ok()
        .map(|v| v.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![14, 15, 16])
}

fn engine(n: usize, threads: usize, kernel: Option<Kernel>) -> u128 {
    let options = CountOptions {
        threads,
        device: kernel.map(Device::Cpu),
        ..CountOptions::default()
    };
    Counter::new(n, options)
        .and_then(|c| c.run())
        .map(|r| r.total)
        .unwrap_or(0)
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group.sample_size(10).warm_up_time(Duration::from_millis(500));
    for n in sizes() {
        // Long enough for ten samples of the slowest entry.
        let secs = match n {
            0..=14 => 3,
            15 => 8,
            _ => 40,
        };
        group.measurement_time(Duration::from_secs(secs));
        group.bench_with_input(BenchmarkId::new("reference", n), &n, |b, &n| {
            b.iter(|| reference::count_mirror(n).unwrap_or(0))
        });
        for kernel in Kernel::available() {
            group.bench_with_input(BenchmarkId::new(format!("engine-{kernel}"), n), &n, |b, &n| {
                b.iter(|| engine(n, 1, Some(kernel)))
            });
        }
        group.bench_with_input(BenchmarkId::new("engine-all-threads", n), &n, |b, &n| {
            b.iter(|| engine(n, 0, None))
        });
    }
    group.finish();
}

/// Criterion's median for one entry, in nanoseconds, read back from the
/// estimates it just wrote.
fn median_ns(id: &str, n: usize) -> Option<f64> {
    let roots = [
        std::env::var_os("CRITERION_HOME").map(PathBuf::from),
        std::env::var_os("CARGO_TARGET_DIR").map(|d| PathBuf::from(d).join("criterion")),
        Some(PathBuf::from("../../target/criterion")),
        Some(PathBuf::from("target/criterion")),
    ];
    roots.into_iter().flatten().find_map(|root| {
        let path = root.join(format!("count/{id}/{n}/new/estimates.json"));
        let text = std::fs::read_to_string(path).ok()?;
        let json: serde_json::Value = serde_json::from_str(&text).ok()?;
        json["median"]["point_estimate"].as_f64()
    })
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c);
    c.final_summary();
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| t.lines().find(|l| l.starts_with("model name")).map(str::to_owned))
        .and_then(|l| l.split(':').nth(1).map(|m| m.trim().to_owned()))
        .unwrap_or_else(|| std::env::consts::ARCH.to_owned());
    println!("\nCPU: {cpu}; medians (one thread unless noted) and ratios to the reference:");
    let mut columns: Vec<String> = Kernel::available()
        .iter()
        .map(|k| format!("engine-{k}"))
        .collect();
    columns.push("engine-all-threads".into());
    print!("{:>3} {:>12}", "n", "reference");
    for c in &columns {
        print!(" {c:>20} {:>7}", "ratio");
    }
    println!();
    for n in sizes() {
        let Some(r) = median_ns("reference", n) else {
            println!("{n:>3} (no estimates found; run the whole bench)");
            continue;
        };
        print!("{n:>3} {:>10.1}ms", r / 1e6);
        for c in &columns {
            let e = median_ns(c, n).unwrap_or(f64::NAN);
            print!(" {:>18.1}ms {:>6.2}x", e / 1e6, r / e);
        }
        println!();
    }
}

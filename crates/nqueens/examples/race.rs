//! Times the plain reference and the production counter on one thread,
//! alternating them, and prints CPU-time medians and their ratio:
//! `cargo run --release -p nqueens --example race -- 16 [rounds] [kernels]`
//! (kernels: a comma-separated list of scalar, avx2 and avx512; the
//! fastest this CPU has by default).
//!
//! The process's CPU time (Linux `/proc/self/stat`, in 10 ms ticks) is
//! much less disturbed by other processes than wall time.

use nqueens::{
    count::{CountOptions, Counter},
    kernels::Device,
    reference,
};

fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name (which ends with ')'): utime is the
    // 12th and stime the 13th, in clock ticks of 1/100 s.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(f64::NAN))
        .collect();
    f.get(11)
        .zip(f.get(12))
        .map_or(f64::NAN, |(u, s)| (u + s) / 100.0)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let n = args.first().copied().unwrap_or(15);
    let rounds = args.get(1).copied().unwrap_or(3);
    // Kernels (or gpu), comma-separated; each round runs the reference
    // once, then every kernel, so all are timed in the same stretch of the
    // run.
    let kernels: Vec<Device> = match std::env::args().nth(3) {
        Some(list) => list
            .split(',')
            .map(|name| name.parse().unwrap_or_else(|e| panic!("{e}")))
            .collect(),
        None => vec![Device::best()],
    };
    let mut tr = Vec::new();
    let mut te = vec![Vec::new(); kernels.len()];
    for _ in 0..rounds {
        let t = cpu_seconds();
        let r = reference::count_mirror(n).unwrap();
        tr.push(cpu_seconds() - t);
        for (times, &kernel) in te.iter_mut().zip(&kernels) {
            let options = CountOptions {
                threads: 1,
                device: Some(kernel),
                ..CountOptions::default()
            };
            let t = cpu_seconds();
            let e = Counter::new(n, options).unwrap().run().unwrap().total;
            times.push(cpu_seconds() - t);
            assert_eq!(r, e, "{kernel}");
        }
    }
    let r = median(tr);
    for (times, kernel) in te.into_iter().zip(&kernels) {
        let e = median(times);
        println!(
            "n={n} reference {r:.3}s engine ({kernel}) {e:.3}s ratio {:.2}x (CPU-time medians of {rounds})",
            r / e
        );
    }
}

//! Times the plain reference and the production counter on one thread:
//! `cargo run --release -p nqueens --example race -- 14 16`.

use std::time::Instant;

use nqueens::{CountOptions, Counter, reference};

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (lo, hi) = match args[..] {
        [a, b] => (a, b),
        [a] => (a, a),
        _ => (12, 15),
    };
    for n in lo..=hi {
        let t = Instant::now();
        let r = reference::count_mirror(n).unwrap();
        let tr = t.elapsed().as_secs_f64();
        let options = CountOptions {
            threads: 1,
            ..CountOptions::default()
        };
        let t = Instant::now();
        let report = Counter::new(n, options).unwrap().run().unwrap();
        let tf = t.elapsed().as_secs_f64();
        assert_eq!(report.total, r);
        println!(
            "n={n:2} total={r:>12} reference {tr:8.3}s  engine {tf:8.3}s  ratio {:5.2}x  units {}",
            tr / tf,
            report.units
        );
    }
}

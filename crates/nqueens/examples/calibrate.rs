//! Measures each approach's time per candidate or node, to check the cost
//! model behind `Algo::estimate` (and so `queens compare`'s budget):
//!
//! ```sh
//! cargo run --release -p nqueens --example calibrate -- 7 9 12
//! ```
//!
//! The arguments are the board sizes for `brute`, the other enumerators,
//! and the searches. Each run is timed three times, keeping the best.

use nqueens::approaches::{Algo, Limits};

fn main() -> std::process::ExitCode {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("board sizes"))
        .collect();
    let [brute, enumerators, searches] = sizes[..] else {
        eprintln!("usage: calibrate BRUTE_N ENUMERATORS_N SEARCHES_N");
        return std::process::ExitCode::from(2);
    };
    for algo in Algo::ALL {
        let n = match algo {
            Algo::Brute => brute,
            a if a.is_enumerator() => enumerators,
            _ => searches,
        };
        if algo == Algo::Levels && n > nqueens::approaches::MAX_LEVELS_N {
            println!(
                "{:<13} n={n:<3} not run: it holds a whole level, n <= {}",
                algo.name(),
                nqueens::approaches::MAX_LEVELS_N
            );
            continue;
        }
        let runs: Vec<_> = (0..3).map(|_| algo.count(n, &Limits::none()).unwrap()).collect();
        let best = runs.iter().map(|r| r.elapsed).min().unwrap();
        let estimate = algo.estimate(n).unwrap();
        let units = runs[0].candidates.or(runs[0].nodes);
        let per_unit = units.map_or("-".to_owned(), |u| {
            format!("{:.1}", best.as_secs_f64() * 1e9 / u as f64)
        });
        println!(
            "{:<13} n={n:<3} best {:>10.4} s   estimated {:>10.4} s   ns per unit {per_unit:>8}   units {:?} (estimated {:.3e})",
            algo.name(),
            best.as_secs_f64(),
            estimate.seconds,
            units,
            estimate.amount,
        );
    }
    std::process::ExitCode::SUCCESS
}

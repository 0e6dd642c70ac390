//! Puzzles per second over puzzle files, one thread, with the median of
//! several passes: the quick measure behind `benchsuite/sudoku.sh` and
//! kernel comparisons.
//!
//! ```text
//! cargo run --release -p sudoku --example rate -- [--algo fast|simple] [--kernel K] [--take N] [--passes P] LIMIT FILE...
//! ```
//! LIMIT 1 solves (first solution), 2 counts up to two solutions. The fast
//! solver runs on `--kernel` (scalar, avx2; the best this CPU runs when
//! not given).

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let (mut algo, mut take, mut passes) = (sudoku::Algo::Fast, usize::MAX, 11usize);
    let mut solver = sudoku::Solver::best();
    while let Some(flag) = args.next_if(|a| a.starts_with("--")) {
        let value = args.next().expect("a value after the flag");
        match flag.as_str() {
            "--algo" => algo = value.parse().expect("fast or simple"),
            "--take" => take = value.parse().expect("a count"),
            "--kernel" => {
                let kernel: sudoku::Kernel = value.parse().expect("portable or avx2");
                solver = kernel.solver().expect("a kernel this CPU runs");
            }
            "--passes" => passes = value.parse().expect("a count"),
            other => panic!("unknown flag {other}"),
        }
    }
    let limit: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .expect("usage: rate [--algo A] [--take N] [--passes P] LIMIT FILE...");
    for path in args {
        let text = std::fs::read_to_string(&path).expect("a readable file");
        let puzzles: Vec<sudoku::Grid> = sudoku::PuzzleReader::new(text.as_bytes())
            .map(|p| p.expect("a valid puzzle").grid)
            .take(take)
            .collect();
        let mut rates = Vec::with_capacity(passes);
        let (mut solutions, mut nodes) = (0, 0);
        for _ in 0..passes {
            let start = Instant::now();
            (solutions, nodes) = (0, 0);
            for p in &puzzles {
                let r = match algo {
                    sudoku::Algo::Fast => solver.search(std::hint::black_box(p), limit),
                    sudoku::Algo::Simple => algo.search(std::hint::black_box(p), limit),
                };
                solutions += r.solutions;
                nodes += r.nodes;
            }
            rates.push(puzzles.len() as f64 / start.elapsed().as_secs_f64());
        }
        rates.sort_by(f64::total_cmp);
        let n = puzzles.len() as f64;
        println!(
            "{path}: {} puzzles, limit {limit}, {}: median {:.0} puzzles/s (min {:.0}, max {:.0}, {passes} passes), \
             {solutions} solutions, {:.2} nodes/puzzle",
            puzzles.len(),
            match algo {
                sudoku::Algo::Fast => format!("fast/{}", solver.kernel()),
                sudoku::Algo::Simple => "simple".to_string(),
            },
            rates[passes / 2],
            rates[0],
            rates[passes - 1],
            nodes as f64 / n
        );
    }
}

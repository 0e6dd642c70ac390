//! Puzzles per second over puzzle files, one thread, for quick kernel
//! comparisons: `cargo run --release -p sudoku --example rate -- LIMIT FILE...`
//! (LIMIT 1 solves, 2 counts to two). Prints the best of five passes.

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let limit: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .expect("usage: rate LIMIT FILE...");
    for path in args {
        let text = std::fs::read_to_string(&path).expect("readable file");
        let puzzles: Vec<sudoku::Grid> = sudoku::PuzzleReader::new(text.as_bytes())
            .map(|p| p.expect("valid puzzle").grid)
            .collect();
        let mut best = f64::INFINITY;
        let (mut solutions, mut nodes) = (0, 0);
        for _ in 0..5 {
            let start = Instant::now();
            (solutions, nodes) = (0, 0);
            for p in &puzzles {
                let r = sudoku::Algo::Fast.search(p, limit);
                solutions += r.solutions;
                nodes += r.nodes;
            }
            best = best.min(start.elapsed().as_secs_f64());
        }
        let n = puzzles.len() as f64;
        println!(
            "{path}: {} puzzles, {:.0} puzzles/s, {:.2} us/puzzle, {solutions} solutions, {:.2} nodes/puzzle",
            puzzles.len(),
            n / best,
            best * 1e6 / n,
            nodes as f64 / n
        );
    }
}

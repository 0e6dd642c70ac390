fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args[1].parse().unwrap();
    let free: f64 = args[2].parse().unwrap();
    let minf: usize = args[3].parse().unwrap();
    let seeds: u64 = args[4].parse().unwrap();
    for seed in 0..seeds {
        let text = testkit::blocked_board(n, free, minf, seed);
        let p: nqueens::Puzzle = text.parse().unwrap();
        let t = std::time::Instant::now();
        let c = nqueens::complete(&p);
        println!("n={n} free={free} min={minf} seed={seed} sat={} nodes={} time={:.3}s", c.solution.is_some(), c.stats.nodes, t.elapsed().as_secs_f64());
    }
}

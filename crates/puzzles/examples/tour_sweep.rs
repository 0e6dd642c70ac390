//! Runs the knight's tour search from every start square of each board
//! size in a range and reports, per size, the starts with no tour, the
//! starts where the search was stopped, the slowest start and the most
//! nodes: the check behind `MAX_TOUR_N`.
//!
//! `cargo run --release -p puzzles --example tour_sweep -- FROM TO [open|closed] [STEP] [MAX_STEPS]`
//! (STEP: every STEP-th row and column; MAX_STEPS: a budget per start).

use std::time::Instant;

use puzzles::Limits;
use puzzles::tour::KnightsTour;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let from = arg(0, 5) as usize;
    let to = arg(1, from as u64) as usize;
    let closed = args.get(2).is_some_and(|a| a == "closed");
    let step = arg(3, 1) as usize;
    let limits = match arg(4, 0) {
        0 => Limits::none(),
        max => Limits::max_steps(max),
    };
    for n in from..=to {
        let (mut none, mut stopped) = (vec![], vec![]);
        let (mut slowest, mut slowest_at, mut most_nodes) = (0.0f64, (0, 0), 0u64);
        let clock = Instant::now();
        for r in (0..n).step_by(step) {
            for c in (0..n).step_by(step) {
                let tour = KnightsTour::new(n).unwrap().start(r, c).unwrap().closed(closed);
                let t = Instant::now();
                let found = tour.solve(&limits);
                let s = t.elapsed().as_secs_f64();
                if found.tour.is_none() && tour.ruled_out().is_none() {
                    if found.report.outcome.is_finished() {
                        &mut none
                    } else {
                        &mut stopped
                    }
                    .push((r, c));
                }
                if s > slowest {
                    (slowest, slowest_at) = (s, (r, c));
                }
                most_nodes = most_nodes.max(found.report.stats.nodes);
            }
        }
        println!(
            "n={n:3} {} none from {none:?} stopped at {stopped:?} slowest {slowest:.4} s at {slowest_at:?} most nodes {most_nodes} all {:.2} s",
            if closed { "closed" } else { "open" },
            clock.elapsed().as_secs_f64()
        );
    }
}

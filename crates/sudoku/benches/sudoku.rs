//! Puzzles per second, one thread: solving (first solution) and counting up
//! to two solutions, on the shared benchmark sets. Criterion's throughput
//! is in elements per second, and one element is one puzzle.
//!
//! The textbook solver runs in the same groups as the baseline, on the
//! first puzzles of top1465 only: it needs about 50 ms a puzzle there (and
//! far longer on the 17-clue and forum sets), so a whole set would take
//! minutes a sample.
//!
//! `cargo bench -p sudoku` runs it all; `cargo bench -p sudoku -- count2`
//! only the counting group.

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main, measurement::WallTime,
};
use sudoku::{Algo, Grid};

/// How many top1465 puzzles the textbook solver gets.
const SIMPLE_SUBSET: usize = 10;

fn load(name: &str) -> Vec<Grid> {
    testkit::sudoku_puzzles(name)
        .iter()
        .map(|l| l.parse().expect("a valid puzzle"))
        .collect()
}

fn run_set(group: &mut BenchmarkGroup<'_, WallTime>, algo: Algo, set: &str, puzzles: &[Grid], limit: u64) {
    group.throughput(Throughput::Elements(puzzles.len() as u64));
    group.bench_function(format!("{algo}/{set}"), |b| {
        b.iter(|| {
            let mut solutions = 0;
            for p in puzzles {
                solutions += algo.search(black_box(p), limit).solutions;
            }
            solutions
        })
    });
}

fn bench(c: &mut Criterion) {
    let sets = [
        ("top1465", load("top1465.txt")),
        ("forum_hardest_1106", load("forum_hardest_1106.txt")),
        ("17clue_every25th", load("17clue_every25th.txt")),
    ];
    let serg = load("serg_benchmark_all.txt");
    let subset = &sets[0].1[..SIMPLE_SUBSET];

    for (group_name, limit) in [("solve", 1), ("count2", 2)] {
        let mut group = c.benchmark_group(group_name);
        group.measurement_time(Duration::from_secs(5));
        for (name, puzzles) in &sets {
            run_set(&mut group, Algo::Fast, name, puzzles, limit);
        }
        if limit == 2 {
            run_set(&mut group, Algo::Fast, "serg", &serg, limit);
        }
        run_set(
            &mut group,
            Algo::Fast,
            &format!("top1465_first{SIMPLE_SUBSET}"),
            subset,
            limit,
        );
        group.sample_size(10).measurement_time(Duration::from_secs(20));
        run_set(
            &mut group,
            Algo::Simple,
            &format!("top1465_first{SIMPLE_SUBSET}"),
            subset,
            limit,
        );
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! `blocked-board N FREE_PER_ROW MIN_FREE SEED`: prints one random blocked
//! n-Queens board (see `testkit::blocked_board`), for the benchmark set.

// No kernels here: unsafe code belongs only in the kernel crates' `kernels`
// modules, and the compiler keeps it out of this crate.
#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: blocked-board N FREE_PER_ROW MIN_FREE SEED (e.g. 40 7 1 3)";
    let [n, free, min_free, seed] = args.as_slice() else {
        eprintln!("error: {usage}");
        return std::process::ExitCode::from(2);
    };
    let parsed = (
        n.parse::<usize>(),
        free.parse::<f64>(),
        min_free.parse::<usize>(),
        seed.parse::<u64>(),
    );
    let (Ok(n), Ok(free), Ok(min_free), Ok(seed)) = parsed else {
        eprintln!("error: {usage}");
        return std::process::ExitCode::from(2);
    };
    if !(1..=1024).contains(&n) || !(0.0..=n as f64).contains(&free) {
        eprintln!("error: N must be 1 to 1024 and FREE_PER_ROW 0 to N");
        return std::process::ExitCode::from(2);
    }
    print!("{}", testkit::blocked_board(n, free, min_free, seed));
    std::process::ExitCode::SUCCESS
}

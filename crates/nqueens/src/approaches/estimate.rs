//! How much work an approach would do, before running it: exact formulas
//! for the enumerators, Knuth's random-probe estimate for the searches.

use super::Algo;

/// What an approach's work estimate counts.
pub(crate) enum Work {
    /// Complete placements, exactly: the amount and its formula.
    Candidates(fn(usize) -> (f64, String)),
    /// Nodes of the bitmask tree whose first row may hold the columns of
    /// this mask (Knuth's estimate).
    Nodes { first_row: fn(usize) -> u64 },
}

/// What a work estimate counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WorkUnit {
    /// Complete placements generated (the enumerators).
    Candidates,
    /// Partial boards visited (the searches).
    Nodes,
}

impl WorkUnit {
    /// `candidates` or `nodes`.
    pub fn name(self) -> &'static str {
        match self {
            WorkUnit::Candidates => "candidates",
            WorkUnit::Nodes => "nodes",
        }
    }
}

/// The work an approach would do on an n×n board.
#[derive(Debug, Clone, PartialEq)]
pub struct Estimate {
    /// What `amount` counts.
    pub unit: WorkUnit,
    /// How many: exact for the enumerators, estimated for the searches.
    pub amount: f64,
    /// Where the amount comes from: `C(100, 10)`, `10^10`, `10!`, or
    /// `Knuth estimate` for the searches.
    pub formula: String,
    /// A rough running time in seconds, from a fixed cost per unit
    /// measured once on one busy core: good to a factor of a few, enough
    /// to decide what is worth running.
    pub seconds: f64,
}

/// The estimate for `algo` on an n×n board, 1 ≤ n ≤ 64.
pub(crate) fn estimate(algo: Algo, n: usize) -> Estimate {
    let approach = algo.approach();
    let (unit, amount, formula) = match approach.work {
        Work::Candidates(exact) => {
            let (amount, formula) = exact(n);
            (WorkUnit::Candidates, amount, formula)
        }
        Work::Nodes { first_row } => (
            WorkUnit::Nodes,
            knuth_nodes(n, first_row(n)),
            "Knuth estimate".to_owned(),
        ),
    };
    let ns = (approach.ns_per_unit)(n as f64);
    Estimate {
        unit,
        amount,
        formula,
        seconds: amount * ns * 1e-9,
    }
}

/// C(m, k) as a float (it overflows every integer type for large boards).
pub(super) fn binomial(m: usize, k: usize) -> f64 {
    (1..=k).map(|i| (m - k + i) as f64 / i as f64).product()
}

/// Knuth's estimate of the nodes of the bitmask search tree (Knuth, 1975,
/// "Estimating the efficiency of backtrack programs"): follow random paths
/// from the root; along each, the product of the branching factors seen so
/// far estimates the nodes of that level, and the sum over levels, averaged
/// over the probes, estimates the tree without bias. Deterministic: the
/// random numbers come from a fixed seed.
fn knuth_nodes(n: usize, first_row: u64) -> f64 {
    const PROBES: u32 = 2000;
    let full = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15 ^ n as u64);
    let mut sum = 0.0;
    for _ in 0..PROBES {
        let (mut cols, mut left, mut right) = (0u64, 0u64, 0u64);
        let (mut estimate, mut weight) = (1.0, 1.0);
        for row in 0..n {
            let mut free = full & !(cols | left | right);
            if row == 0 {
                free &= first_row;
            }
            let branches = free.count_ones();
            if branches == 0 {
                break;
            }
            weight *= f64::from(branches);
            estimate += weight;
            for _ in 0..rng.below(branches) {
                free &= free - 1;
            }
            let bit = free & free.wrapping_neg();
            cols |= bit;
            left = (left | bit) << 1;
            right = (right | bit) >> 1;
        }
        sum += estimate;
    }
    sum / f64::from(PROBES)
}

/// A tiny xorshift generator: enough for probes, no dependency.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, bound: u32) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % u64::from(bound)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas() {
        let b = estimate(Algo::Brute, 4);
        assert_eq!(
            (b.amount, b.formula.as_str(), b.unit),
            (1820.0, "C(16, 4)", WorkUnit::Candidates)
        );
        assert_eq!(estimate(Algo::Odometer, 5).amount, 3125.0);
        assert_eq!(estimate(Algo::Permutations, 6).amount, 720.0);
        assert!((estimate(Algo::Brute, 10).amount - 17_310_309_456_440.0).abs() < 1e3);
    }

    #[test]
    fn knuth_is_close_to_the_real_tree() {
        // n = 8 has 2,057 nodes and n = 12 has 856,189.
        let e8 = estimate(Algo::Flags, 8).amount;
        assert!((1500.0..2700.0).contains(&e8), "{e8}");
        let e12 = estimate(Algo::Bitmask, 12).amount;
        assert!((600_000.0..1_200_000.0).contains(&e12), "{e12}");
        let half = estimate(Algo::Mirror, 12).amount;
        assert!(half < 0.7 * e12, "{half} vs {e12}");
        assert!(estimate(Algo::Fast, 64).amount.is_finite());
    }
}

//! Which units a verification re-counts: all of them, a share, or a
//! number, picked by a seed. A unit's pick depends only on the seed and
//! its index, never on the threads or the order units finish in.

use std::fmt;
use std::str::FromStr;

/// How many of the units to re-count.
///
/// ```
/// use nqueens::count::Sample;
/// let units: Vec<usize> = (0..1000).collect();
/// assert_eq!(Sample::All.pick(&units, 7).len(), 1000);
/// assert_eq!("200".parse::<Sample>()?.pick(&units, 7).len(), 200);
/// let five = "5%".parse::<Sample>()?.pick(&units, 7);
/// assert!((30..=70).contains(&five.len()));
/// assert_eq!(five, "5%".parse::<Sample>()?.pick(&units, 7));
/// assert_ne!(five, "5%".parse::<Sample>()?.pick(&units, 8));
/// # Ok::<(), nqueens::count::BadSample>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum Sample {
    /// Every unit.
    #[default]
    All,
    /// Each unit with this probability (0 < p ≤ 1), decided by the seed.
    Share(f64),
    /// This many units (all, when there are fewer), those the seed ranks
    /// first.
    Units(usize),
}

impl Sample {
    /// The units of `units` this sample re-counts with `seed`, in the
    /// order given.
    pub fn pick(&self, units: &[usize], seed: u64) -> Vec<usize> {
        let mut picker = Picker::new(*self, seed);
        for &i in units {
            picker.offer(i, ());
        }
        let chosen: std::collections::HashSet<usize> = picker.finish().into_iter().map(|(i, ())| i).collect();
        units.iter().copied().filter(|i| chosen.contains(i)).collect()
    }
}

/// A sample's units picked from units offered one at a time, each with
/// what goes with it (`T`): it holds only the units picked, so units that
/// are never all held together (a large checkpoint is read in windows)
/// are picked as [`Sample::pick`] picks them from a list.
pub(crate) struct Picker<T> {
    sample: Sample,
    seed: u64,
    /// A share: the ranks below this are picked.
    cut: u64,
    /// Every unit offered, or a share's.
    picked: Vec<(usize, T)>,
    /// A number of units: the best ranked so far, the worst on top.
    best: std::collections::BinaryHeap<Ranked<T>>,
}

/// A unit, ordered by its rank and then its index.
struct Ranked<T>(u64, usize, T);

impl<T> PartialEq for Ranked<T> {
    fn eq(&self, other: &Self) -> bool {
        (self.0, self.1) == (other.0, other.1)
    }
}

impl<T> Eq for Ranked<T> {}

impl<T> PartialOrd for Ranked<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl<T> Ord for Ranked<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.0, self.1).cmp(&(other.0, other.1))
    }
}

impl<T> Picker<T> {
    pub(crate) fn new(sample: Sample, seed: u64) -> Picker<T> {
        // p of the 2^64 ranks: exact enough for any share written with a
        // few digits.
        let cut = match sample {
            Sample::Share(p) if p < 1.0 => (p * 2f64.powi(64)) as u64,
            _ => u64::MAX,
        };
        Picker {
            sample,
            seed,
            cut,
            picked: Vec::new(),
            best: std::collections::BinaryHeap::new(),
        }
    }

    /// Offers unit `i` (each unit once).
    pub(crate) fn offer(&mut self, i: usize, with: T) {
        match self.sample {
            Sample::All => self.picked.push((i, with)),
            Sample::Share(p) if p >= 1.0 => self.picked.push((i, with)),
            Sample::Share(_) => {
                if rank(self.seed, i) < self.cut {
                    self.picked.push((i, with));
                }
            }
            Sample::Units(k) => {
                let unit = Ranked(rank(self.seed, i), i, with);
                if self.best.len() < k {
                    self.best.push(unit);
                } else if self.best.peek().is_some_and(|worst| unit < *worst) {
                    self.best.pop();
                    self.best.push(unit);
                }
            }
        }
    }

    /// The units picked, by index.
    pub(crate) fn finish(self) -> Vec<(usize, T)> {
        let mut picked = self.picked;
        picked.extend(self.best.into_iter().map(|Ranked(_, i, with)| (i, with)));
        picked.sort_unstable_by_key(|&(i, _)| i);
        picked
    }
}

/// A unit's place in the seed's order: SplitMix64 of the seed and index.
fn rank(seed: u64, i: usize) -> u64 {
    let mut x = seed
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(i as u64)
        .wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl fmt::Display for Sample {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sample::All => f.write_str("100%"),
            Sample::Share(p) => write!(f, "{}%", p * 100.0),
            Sample::Units(k) => write!(f, "{k}"),
        }
    }
}

impl FromStr for Sample {
    type Err = BadSample;

    /// `P%` (a share, 0 < P ≤ 100) or `K` (a number of units, K ≥ 1).
    fn from_str(s: &str) -> Result<Sample, BadSample> {
        let bad = || BadSample(s.to_owned());
        if let Some(p) = s.strip_suffix('%') {
            let p: f64 = p.trim().parse().map_err(|_| bad())?;
            if !(p > 0.0 && p <= 100.0) {
                return Err(bad());
            }
            return Ok(if p == 100.0 {
                Sample::All
            } else {
                Sample::Share(p / 100.0)
            });
        }
        match s.trim().parse::<usize>() {
            Ok(k) if k >= 1 => Ok(Sample::Units(k)),
            _ => Err(bad()),
        }
    }
}

/// Text that is neither a share nor a number of units.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "expected a share of the units such as 5% (more than 0, at most 100) or a number of units such as 200, got {}",
    textguard::quote(.0)
)]
pub struct BadSample(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_depends_on_the_seed_and_the_unit_only() {
        let units: Vec<usize> = (0..300).collect();
        let odd: Vec<usize> = units.iter().copied().filter(|i| i % 2 == 1).collect();
        let share = Sample::Share(0.1).pick(&units, 5);
        // The same units are picked among any subset that holds them.
        let share_odd = Sample::Share(0.1).pick(&odd, 5);
        assert_eq!(
            share_odd,
            share.iter().copied().filter(|i| i % 2 == 1).collect::<Vec<_>>()
        );
        assert_eq!(Sample::Units(17).pick(&units, 5).len(), 17);
        assert_eq!(Sample::Units(500).pick(&units, 5), units);
    }

    #[test]
    fn bad_samples_are_refused_with_what_is_allowed() {
        for bad in ["0%", "101%", "-5%", "0", "x", "", "5 %%"] {
            let e = bad.parse::<Sample>().unwrap_err().to_string();
            assert!(e.contains("such as 5%"), "{bad}: {e}");
        }
        assert_eq!("100%".parse::<Sample>(), Ok(Sample::All));
        assert_eq!("2.5%".parse::<Sample>(), Ok(Sample::Share(0.025)));
    }
}

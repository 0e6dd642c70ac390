//! Adding up unit results into a count's totals and classes, checking
//! on the way that they can be a count's (results read back from a file
//! may be forged or damaged).

use super::{Counter, Tally, UnitCount, Units};
use crate::error::{Error, Inconsistency};
use crate::join::{JoinPlan, JoinUnit};
use crate::symmetry::Classes;

impl Counter {
    /// Adds up unit results into totals and classes. Results read back
    /// from a file are checked as they are added: a unit outside the
    /// plan, symmetry counts above a unit's solutions, or (for the whole
    /// join) fixed boards that cannot be those of the total are
    /// [`Error::Inconsistent`], never a wrapped sum or a silent zero.
    pub fn tally<'a>(
        &self,
        results: impl IntoIterator<Item = &'a (usize, UnitCount)>,
    ) -> Result<Tally, Error> {
        let mut tallying = Tallying::new(self);
        for &(i, ref r) in results {
            tallying.add(i, r)?;
        }
        tallying.finish()
    }
}

/// [`Counter::tally`] a unit at a time, for units that are never all
/// held together (`verify` reads a large checkpoint in windows of units).
/// Each unit must be added once. The sums are u128 of u64 results times
/// at most 8, over at most 2^32 units: they cannot overflow, and are
/// checked all the same, as everything read back from a file is.
#[derive(Debug)]
pub(crate) struct Tallying<'c> {
    counter: &'c Counter,
    total: u128,
    nodes: u128,
    units: usize,
    /// Rows: class counts times 8, so that a solution of a frame with a
    /// stabilizer of size h can add its share |fixed|/h exactly. The
    /// join: F90 and F180 in the first two.
    x8: [u128; 4],
    /// The join: whether its fixed unit was added.
    fixed: bool,
}

impl<'c> Tallying<'c> {
    pub(crate) fn new(counter: &'c Counter) -> Tallying<'c> {
        Tallying {
            counter,
            total: 0,
            nodes: 0,
            units: 0,
            x8: [0; 4],
            fixed: false,
        }
    }

    /// Adds unit `i`'s result.
    pub(crate) fn add(&mut self, i: usize, r: &UnitCount) -> Result<(), Error> {
        let units = self.counter.units();
        if i >= units {
            return Err(Inconsistency::NotInPlan { unit: i, units }.into());
        }
        let (weight, x8) = match &self.counter.units {
            Units::Rows(plan) => {
                let orbit = u128::from(plan.weight(i));
                (orbit, rows_x8(i, r, orbit)?)
            }
            Units::Join(j) => (u128::from(j.weight(i)), self.join_fixed(j, i, r)),
        };
        let overflow = || Error::from(Inconsistency::Overflow { unit: i });
        self.total = weight
            .checked_mul(u128::from(r.solutions))
            .and_then(|s| self.total.checked_add(s))
            .ok_or_else(overflow)?;
        self.nodes = self.nodes.checked_add(u128::from(r.nodes)).ok_or_else(overflow)?;
        self.units += 1;
        for (sum, add) in self.x8.iter_mut().zip(x8) {
            *sum = sum.checked_add(add).ok_or_else(overflow)?;
        }
        Ok(())
    }

    /// The join's fixed unit holds F90 and F180 − F90 of the whole board;
    /// the others no fixed boards.
    fn join_fixed(&mut self, j: &JoinPlan, i: usize, r: &UnitCount) -> [u128; 4] {
        if j.units[i] != JoinUnit::Fixed {
            return [0; 4];
        }
        self.fixed = true;
        let (q, h) = (u128::from(r.fixed_by_rot90), u128::from(r.fixed_by_rot180));
        [q, q + h, 0, 0]
    }

    /// The totals of the units added.
    pub(crate) fn finish(self) -> Result<Tally, Error> {
        let (total, x8) = (self.total, self.x8);
        let mut tally = Tally {
            total,
            classes: None,
            nodes: self.nodes,
            units: self.units,
            fixed: None,
        };
        match &self.counter.units {
            Units::Rows(plan) => {
                tally.classes = plan.symmetry.then(|| Classes {
                    n: plan.n,
                    full: x8[0] / 8,
                    rot90: x8[1] / 8,
                    rot180: x8[2] / 8,
                    none: x8[3] / 8,
                });
            }
            // Each column unit stands for its weight in column sets; the
            // classes follow from the total and the fixed unit's F90 and
            // F180 by Burnside's lemma, so they are given only for the
            // whole count.
            Units::Join(j) => {
                let [f90, f180, ..] = x8;
                let whole = self.units == j.units.len() && self.fixed;
                if j.symmetry && whole {
                    tally.classes = Classes::from_fixed(j.n, total, f90, f180);
                    if tally.classes.is_none() {
                        return Err(Inconsistency::Fixed { f90, f180, total }.into());
                    }
                }
                tally.fixed = j.symmetry.then_some([f90, f180]);
            }
        }
        Ok(tally)
    }
}

/// A rows unit's share of the classes, times 8: its solutions fixed by
/// every symmetry, a quarter turn, a half turn, and none.
fn rows_x8(i: usize, r: &UnitCount, orbit: u128) -> Result<[u128; 4], Error> {
    let s = u128::from(r.solutions);
    let (all, q, h) = (
        u128::from(r.fixed_by_all),
        u128::from(r.fixed_by_rot90),
        u128::from(r.fixed_by_rot180),
    );
    let Some(rest) = s.checked_sub(all + q + h) else {
        return Err(Inconsistency::MoreFixed {
            unit: i,
            solutions: s,
            fixed: all + q + h,
        }
        .into());
    };
    Ok([all * 8 * orbit, q * 4 * orbit, h * 2 * orbit, rest * orbit])
}

//! Adding up unit results into a count's totals and classes, checking
//! on the way that they can be a count's (results read back from a file
//! may be forged or damaged).

use super::{Counter, Tally, UnitCount, Units};
use crate::classes::Classes;
use crate::error::Error;
use crate::join::{JoinPlan, JoinUnit};

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
        let plan = match &self.units {
            Units::Rows(plan) => plan,
            Units::Join(j) => return self.tally_join(j, results),
        };
        let mut total = 0u128;
        let mut nodes = 0u128;
        let mut units = 0;
        // Class counts times 8, so that a solution of a frame with a
        // stabilizer of size h can add its share |fixed|/h exactly.
        let mut x8 = [0u128; 4];
        for &(i, ref r) in results {
            if i >= self.units() {
                return Err(Error::Inconsistent(format!(
                    "unit {i} is not in the plan of {} units",
                    self.units()
                )));
            }
            let orbit = u128::from(plan.weight(i));
            let s = u128::from(r.solutions);
            total += s * orbit;
            nodes += u128::from(r.nodes);
            units += 1;
            let (all, q, h) = (
                u128::from(r.fixed_by_all),
                u128::from(r.fixed_by_rot90),
                u128::from(r.fixed_by_rot180),
            );
            let Some(rest) = s.checked_sub(all + q + h) else {
                return Err(Error::Inconsistent(format!(
                    "unit {i} has {s} solutions, but {} of them fixed by a symmetry",
                    all + q + h
                )));
            };
            x8[0] += all * 8 * orbit;
            x8[1] += q * 4 * orbit;
            x8[2] += h * 2 * orbit;
            x8[3] += rest * orbit;
        }
        let classes = plan.symmetry.then(|| Classes {
            n: plan.n,
            full: x8[0] / 8,
            rot90: x8[1] / 8,
            rot180: x8[2] / 8,
            none: x8[3] / 8,
        });
        Ok(Tally {
            total,
            classes,
            nodes,
            units,
            fixed: None,
        })
    }

    /// The join's totals: each column unit stands for its weight in
    /// column sets; the classes follow from the total and the fixed
    /// unit's F90 and F180 by Burnside's lemma, so they are given only
    /// for a tally of the whole plan (a shard's or a part's would not be
    /// whole numbers).
    fn tally_join<'a>(
        &self,
        j: &JoinPlan,
        results: impl IntoIterator<Item = &'a (usize, UnitCount)>,
    ) -> Result<Tally, Error> {
        let (mut total, mut nodes, mut units) = (0u128, 0u128, 0usize);
        let (mut f90, mut f180, mut fixed) = (0u128, 0u128, false);
        for &(i, ref r) in results {
            if i >= j.units.len() {
                return Err(Error::Inconsistent(format!(
                    "unit {i} is not in the plan of {} units",
                    j.units.len()
                )));
            }
            total += u128::from(j.weight(i)) * u128::from(r.solutions);
            nodes += u128::from(r.nodes);
            units += 1;
            if j.units[i] == JoinUnit::Fixed {
                fixed = true;
                f90 += u128::from(r.fixed_by_rot90);
                f180 += u128::from(r.fixed_by_rot90) + u128::from(r.fixed_by_rot180);
            }
        }
        let whole = units == j.units.len() && fixed;
        let classes = if j.symmetry && whole {
            let classes = Classes::from_fixed(j.n, total, f90, f180);
            if classes.is_none() {
                return Err(Error::Inconsistent(format!(
                    "{f90} boards fixed by a quarter turn and {f180} by a half turn cannot be those of {total} solutions"
                )));
            }
            classes
        } else {
            None
        };
        Ok(Tally {
            total,
            classes,
            nodes,
            units,
            fixed: j.symmetry.then_some([f90, f180]),
        })
    }
}

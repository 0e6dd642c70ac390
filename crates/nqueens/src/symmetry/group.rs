//! The symmetry group itself: the 8 symmetries of the square acting on
//! placements, canonical forms and orbit sizes (the classes built on
//! them are `classes.rs`, beside it).

use crate::error::Error;

/// One of the 8 symmetries of the square (the dihedral group D4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Symmetry {
    /// Leaves the board as it is.
    Identity,
    /// A quarter turn clockwise.
    Rot90,
    /// A half turn.
    Rot180,
    /// Three quarter turns clockwise (a quarter turn anticlockwise).
    Rot270,
    /// Mirror left to right (column c goes to n-1-c).
    FlipColumns,
    /// Mirror top to bottom (row r goes to n-1-r).
    FlipRows,
    /// Reflect in the main diagonal (row and column swap).
    Transpose,
    /// Reflect in the other diagonal.
    AntiTranspose,
}

impl Symmetry {
    /// All 8 symmetries, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rot90,
        Symmetry::Rot180,
        Symmetry::Rot270,
        Symmetry::FlipColumns,
        Symmetry::FlipRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where the square at (row, col) of an n×n board goes.
    pub fn map_square(self, n: usize, row: usize, col: usize) -> (usize, usize) {
        let m = n - 1;
        match self {
            Symmetry::Identity => (row, col),
            Symmetry::Rot90 => (col, m - row),
            Symmetry::Rot180 => (m - row, m - col),
            Symmetry::Rot270 => (m - col, row),
            Symmetry::FlipColumns => (row, m - col),
            Symmetry::FlipRows => (m - row, col),
            Symmetry::Transpose => (col, row),
            Symmetry::AntiTranspose => (m - col, m - row),
        }
    }

    /// Applies the symmetry to a placement.
    ///
    /// ```
    /// use nqueens::symmetry::Symmetry;
    /// assert_eq!(Symmetry::FlipColumns.apply(&[1, 3, 0, 2])?, [2, 0, 3, 1]);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn apply(self, cols: &[usize]) -> Result<Vec<usize>, Error> {
        check_permutation(cols)?;
        let mut out = vec![0; cols.len()];
        self.apply_into(cols, &mut out);
        Ok(out)
    }

    /// Applies the symmetry to a permutation, writing into `out` (same
    /// length). The caller guarantees `cols` is a permutation.
    pub(crate) fn apply_into(self, cols: &[usize], out: &mut [usize]) {
        let n = cols.len();
        for (r, &c) in cols.iter().enumerate() {
            let (r2, c2) = self.map_square(n, r, c);
            out[r2] = c2;
        }
    }
}

/// How much symmetry a placement has, which fixes how many distinct boards
/// its class holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SymmetryType {
    /// Fixed by all 8 symmetries: only the 1×1 board (1 board in its class).
    Full,
    /// Fixed by a quarter turn (2 boards in its class).
    Rot90,
    /// Fixed by a half turn but not a quarter turn (4 boards).
    Rot180,
    /// Fixed by a reflection and no rotation. Never a solution for n > 1,
    /// but possible for other permutations (4 boards or fewer).
    Reflection,
    /// No symmetry (8 boards).
    None,
}

/// Facts about a placement's orbit under the 8 symmetries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Orbit {
    /// The lexicographically smallest placement in the orbit.
    pub canonical: Vec<usize>,
    /// How many distinct placements the orbit holds (1, 2, 4 or 8).
    pub size: usize,
    /// The kind of symmetry the placement has.
    pub kind: SymmetryType,
}

/// Examines the orbit of a placement under the 8 symmetries.
///
/// ```
/// let orbit = nqueens::symmetry::orbit(&[2, 0, 3, 1])?;
/// assert_eq!(orbit.canonical, [1, 3, 0, 2]);
/// assert_eq!(orbit.size, 2);
/// assert_eq!(orbit.kind, nqueens::symmetry::SymmetryType::Rot90);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn orbit(cols: &[usize]) -> Result<Orbit, Error> {
    check_permutation(cols)?;
    Ok(orbit_unchecked(cols))
}

/// The canonical form of a placement: the lexicographically smallest
/// `cols` among its 8 images.
pub fn canonical(cols: &[usize]) -> Result<Vec<usize>, Error> {
    orbit(cols).map(|o| o.canonical)
}

/// The number of distinct placements in the orbit of `cols`.
pub fn orbit_size(cols: &[usize]) -> Result<usize, Error> {
    orbit(cols).map(|o| o.size)
}

pub(crate) fn orbit_unchecked(cols: &[usize]) -> Orbit {
    let n = cols.len();
    let mut canonical = cols.to_vec();
    let mut image = vec![0; n];
    let mut fixed = [false; 8];
    for (i, sym) in Symmetry::ALL.into_iter().enumerate() {
        sym.apply_into(cols, &mut image);
        fixed[i] = image == cols;
        if image < canonical {
            canonical.copy_from_slice(&image);
        }
    }
    let stabilizer = fixed.iter().filter(|&&f| f).count();
    let kind = if stabilizer == 8 {
        SymmetryType::Full
    } else if fixed[1] {
        SymmetryType::Rot90
    } else if fixed[2] {
        SymmetryType::Rot180
    } else if stabilizer > 1 {
        SymmetryType::Reflection
    } else {
        SymmetryType::None
    };
    Orbit {
        canonical,
        size: 8 / stabilizer,
        kind,
    }
}

/// Whether `cols` is the canonical (smallest) member of its orbit. Cheaper
/// than [`orbit`]: it stops at the first smaller image.
pub(crate) fn is_canonical_unchecked(cols: &[usize], scratch: &mut Vec<usize>) -> bool {
    scratch.resize(cols.len(), 0);
    Symmetry::ALL[1..].iter().all(|sym| {
        sym.apply_into(cols, scratch);
        scratch.as_slice() >= cols
    })
}

fn check_permutation(cols: &[usize]) -> Result<(), Error> {
    let n = cols.len();
    let mut seen = vec![false; n];
    for (row, &c) in cols.iter().enumerate() {
        if c >= n {
            return Err(Error::NotAPermutation {
                n,
                reason: format!("row {row} has column {c}"),
            });
        }
        if std::mem::replace(&mut seen[c], true) {
            return Err(Error::NotAPermutation {
                n,
                reason: format!("column {c} is used twice"),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_laws() {
        let p = [1, 3, 0, 2, 4, 6, 5];
        let r90 = Symmetry::Rot90.apply(&p).unwrap();
        let r180 = Symmetry::Rot90.apply(&r90).unwrap();
        assert_eq!(r180, Symmetry::Rot180.apply(&p).unwrap());
        let r270 = Symmetry::Rot90.apply(&r180).unwrap();
        assert_eq!(r270, Symmetry::Rot270.apply(&p).unwrap());
        assert_eq!(Symmetry::Rot90.apply(&r270).unwrap(), p);
        for sym in Symmetry::ALL {
            // Reflections are their own inverse; rotations compose back.
            let twice = sym.apply(&sym.apply(&p).unwrap()).unwrap();
            let expect_identity = !matches!(sym, Symmetry::Rot90 | Symmetry::Rot270);
            assert_eq!(twice == p, expect_identity, "{sym:?}");
        }
    }

    #[test]
    fn single_square_is_fully_symmetric() {
        let o = orbit(&[0]).unwrap();
        assert_eq!((o.size, o.kind), (1, SymmetryType::Full));
    }

    #[test]
    fn permutations_can_have_reflection_symmetry() {
        // Swapping rows 0 and 1 is its own transpose, and nothing else.
        let o = orbit(&[1, 0, 2]).unwrap();
        assert_eq!(o.kind, SymmetryType::Reflection);
        assert_eq!(o.size, 4);
        // The identity is fixed by both diagonal reflections and the half turn.
        assert_eq!(orbit(&[0, 1, 2]).unwrap().size, 2);
    }

    #[test]
    fn rejects_non_permutations() {
        assert!(Symmetry::Rot90.apply(&[0, 0]).is_err());
        assert!(orbit(&[0, 5]).is_err());
    }
}

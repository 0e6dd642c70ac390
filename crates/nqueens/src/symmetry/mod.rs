//! The 8 symmetries of the square acting on placements, canonical forms and
//! orbit sizes.
//!
//! A placement is written as `cols` (`cols[r]` is the column of row r's
//! queen) and must be a permutation of `0..n` for a rotation to be a
//! placement again; every solution is one. The functions here check that
//! and return [`crate::Error::NotAPermutation`] otherwise.
//!
//! The solutions reduced to symmetry classes ([`Classes`],
//! [`UniqueSolutions`], [`census_by_enumeration`]) are built on the
//! group: two files, the classes over the group, neither importing the
//! other back.

mod classes;
mod group;

pub use classes::{Classes, UniqueSolutions, census_by_enumeration};
pub use group::{Orbit, Symmetry, SymmetryType, canonical, orbit, orbit_size};

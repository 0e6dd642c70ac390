//! Property tests for the symmetry group and the validator.

use nqueens::{
    Solutions,
    symmetry::{Symmetry, canonical, orbit},
    validate::{Verdict, validate},
};
use proptest::prelude::*;
use testkit::{grid_images, is_queens_solution};

fn permutation(max_n: usize) -> impl Strategy<Value = Vec<usize>> {
    (1..=max_n).prop_flat_map(|n| Just((0..n).collect::<Vec<_>>()).prop_shuffle())
}

/// A solution chosen among all solutions of some n in 4..=10.
fn solution() -> impl Strategy<Value = Vec<usize>> {
    (4usize..=10, any::<prop::sample::Index>()).prop_map(|(n, i)| {
        let all: Vec<_> = Solutions::new(n).unwrap().collect();
        all[i.index(all.len())].clone()
    })
}

proptest! {
    #[test]
    fn symmetries_map_solutions_to_solutions(s in solution()) {
        for sym in Symmetry::ALL {
            let image = sym.apply(&s).unwrap();
            prop_assert!(is_queens_solution(&image), "{sym:?} of {s:?}");
            prop_assert_eq!(canonical(&image).unwrap(), canonical(&s).unwrap());
        }
    }

    #[test]
    fn images_match_the_grid_oracle(p in permutation(9)) {
        let mut ours: Vec<_> = Symmetry::ALL.iter().map(|s| s.apply(&p).unwrap()).collect();
        let mut oracle = grid_images(&p);
        ours.sort();
        oracle.sort();
        prop_assert_eq!(&ours, &oracle);
        oracle.dedup();
        let o = orbit(&p).unwrap();
        prop_assert_eq!(o.size, oracle.len());
        prop_assert_eq!(&o.canonical, &oracle[0]);
    }

    #[test]
    fn validator_agrees_with_pairwise_check(p in permutation(9)) {
        let verdict = validate(&p);
        prop_assert_eq!(verdict.is_solution(), is_queens_solution(&p));
        if let Verdict::Attack(c) = verdict {
            let ((r1, c1), (r2, c2)) = (c.first, c.second);
            prop_assert!(r1 < r2);
            prop_assert_eq!((p[r1], p[r2]), (c1, c2));
            prop_assert!(c1 == c2 || c1.abs_diff(c2) == r2 - r1);
            // No earlier row pair attacks: the reported second row is the first.
            let attack = |i: usize, j: usize| p[i] == p[j] || p[i].abs_diff(p[j]) == j - i;
            prop_assert!((0..r2).all(|j| (0..j).all(|i| !attack(i, j))));
            // ... and the reported first row is the earliest that row attacks.
            prop_assert!((0..r1).all(|i| !attack(i, r2)));
        }
    }
}

/// Classes times orbit sizes add up to the total, for every n that
/// enumerates quickly.
#[test]
fn orbit_sizes_add_up_to_total() {
    for n in 1..=10 {
        let all: Vec<_> = Solutions::new(n).unwrap().collect();
        let mut reps: Vec<_> = all.iter().map(|s| orbit(s).unwrap()).collect();
        reps.sort_by(|a, b| a.canonical.cmp(&b.canonical));
        reps.dedup_by(|a, b| a.canonical == b.canonical);
        let sum: usize = reps.iter().map(|o| o.size).sum();
        assert_eq!(sum, all.len(), "n={n}");
        let c = nqueens::census(n).unwrap();
        assert_eq!(c.unique(), reps.len() as u128, "n={n}");
    }
}

//! Frames: the four queens on the border lines of the board.
//!
//! Every solution (n ≥ 2) has exactly one queen in the top row, the bottom
//! row, the left column and the right column. Those (three or four) queens
//! are the solution's *frame*, so frames partition the solutions. The 8
//! symmetries of the square map frames to frames, and solutions with frame
//! F to solutions with frame g·F, so counting the solutions of one frame
//! per orbit and weighting by the orbit's size gives the total; which
//! solutions a symmetric frame's own symmetries fix gives the classes.

use crate::count::unit_count::UnitCount;
use crate::rotation_fixed::count_fixed;
use crate::symmetry::Symmetry;

/// A frame: where the border lines' queens are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Frame {
    /// Column of the queen in row 0.
    pub top: u8,
    /// Column of the queen in row n-1.
    pub bottom: u8,
    /// Row of the queen in column 0.
    pub left: u8,
    /// Row of the queen in column n-1.
    pub right: u8,
}

impl Frame {
    /// The distinct queens of the frame as (row, col); a corner queen
    /// serves two border lines and appears once.
    pub fn queens(self, n: usize) -> Vec<(usize, usize)> {
        let (q, k) = self.queen_array(n);
        q[..k].to_vec()
    }

    /// The distinct queens without allocating: the first `k` entries.
    fn queen_array(self, n: usize) -> ([(usize, usize); 4], usize) {
        let m = n - 1;
        let all = [
            (0, usize::from(self.top)),
            (m, usize::from(self.bottom)),
            (usize::from(self.left), 0),
            (usize::from(self.right), m),
        ];
        let mut out = [(0, 0); 4];
        let mut k = 0;
        for q in all {
            if !out[..k].contains(&q) {
                out[k] = q;
                k += 1;
            }
        }
        (out, k)
    }

    /// Whether the frame can occur in a solution: corners are shared
    /// consistently and no two of its queens attack each other.
    pub fn is_valid(self, n: usize) -> bool {
        let m = n - 1;
        let (t, b, l, r) = (
            usize::from(self.top),
            usize::from(self.bottom),
            usize::from(self.left),
            usize::from(self.right),
        );
        if t > m || b > m || l > m || r > m {
            return false;
        }
        // A queen in a corner lies on two border lines: both must say so.
        if (t == 0) != (l == 0) || (t == m) != (r == 0) || (b == 0) != (l == m) || (b == m) != (r == m) {
            return false;
        }
        let (q, k) = self.queen_array(n);
        let q = &q[..k];
        q.iter().enumerate().all(|(i, &(r1, c1))| {
            q[i + 1..]
                .iter()
                .all(|&(r2, c2)| r1 != r2 && c1 != c2 && r1.abs_diff(r2) != c1.abs_diff(c2))
        })
    }

    /// The frame of g·S for any solution S with this frame.
    pub fn image(self, n: usize, g: Symmetry) -> Frame {
        let m = n - 1;
        let mut out = self;
        let (q, k) = self.queen_array(n);
        for &(r, c) in &q[..k] {
            let (r2, c2) = g.map_square(n, r, c);
            // Sizes are at most 32, so the casts are exact.
            if r2 == 0 {
                out.top = c2 as u8;
            }
            if r2 == m {
                out.bottom = c2 as u8;
            }
            if c2 == 0 {
                out.left = r2 as u8;
            }
            if c2 == m {
                out.right = r2 as u8;
            }
        }
        out
    }

    /// The symmetries that map the frame to itself, as a bit set over
    /// [`Symmetry::ALL`] (bit 0, the identity, is always set).
    pub fn stabilizer(self, n: usize) -> u8 {
        Symmetry::ALL
            .iter()
            .enumerate()
            .filter(|&(_, &g)| self.image(n, g) == self)
            .fold(0, |acc, (i, _)| acc | 1 << i)
    }

    /// Whether the frame is the smallest of its images.
    pub fn is_canonical(self, n: usize) -> bool {
        Symmetry::ALL.iter().all(|&g| self.image(n, g) >= self)
    }
}

/// Every valid frame of an n×n board, n ≥ 2, in increasing order.
#[cfg(test)]
pub fn all_frames(n: usize) -> Vec<Frame> {
    let n8 = n as u8;
    let mut out = Vec::new();
    for top in 0..n8 {
        for bottom in 0..n8 {
            for left in 0..n8 {
                for right in 0..n8 {
                    let f = Frame {
                        top,
                        bottom,
                        left,
                        right,
                    };
                    if f.is_valid(n) {
                        out.push(f);
                    }
                }
            }
        }
    }
    out
}

/// One frame per orbit (the smallest), in increasing order, n ≥ 2.
#[cfg(test)]
pub fn canonical_frames(n: usize) -> Vec<Frame> {
    all_frames(n).into_iter().filter(|f| f.is_canonical(n)).collect()
}

/// The canonical frames a half turn fixes, in increasing order. A half
/// turn maps (top, bottom, left, right) to (n-1-bottom, n-1-top,
/// n-1-right, n-1-left), so these are the frames with bottom = n-1-top and
/// right = n-1-left: n² candidates, not n⁴.
pub fn half_turn_frames(n: usize) -> Vec<Frame> {
    let n8 = n as u8;
    let mut out = Vec::new();
    for top in 0..n8 {
        for left in 0..n8 {
            let f = Frame {
                top,
                bottom: n8 - 1 - top,
                left,
                right: n8 - 1 - left,
            };
            if f.is_valid(n) && f.is_canonical(n) {
                out.push(f);
            }
        }
    }
    out
}

/// Counts the solutions of a frame a half turn fixes that the frame's
/// rotations fix too (the others have no symmetry: no solution of n > 1
/// is its own mirror image). `stabilizer` is the frame's, over
/// [`Symmetry::ALL`].
pub(crate) fn classify(n: usize, frame: Frame, stabilizer: u8, out: &mut UnitCount) {
    let given = frame.queens(n);
    if n == 1 {
        out.fixed_by_all = 1;
        return;
    }
    let quarter = if stabilizer & (1 << 1) != 0 {
        count_fixed(n, &given, Symmetry::Rot90)
    } else {
        0
    };
    let half = count_fixed(n, &given, Symmetry::Rot180);
    out.fixed_by_rot90 = quarter;
    out.fixed_by_rot180 = half - quarter;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solutions;

    fn frame_of(cols: &[usize]) -> Frame {
        let n = cols.len();
        Frame {
            top: cols[0] as u8,
            bottom: cols[n - 1] as u8,
            left: cols.iter().position(|&c| c == 0).unwrap() as u8,
            right: cols.iter().position(|&c| c == n - 1).unwrap() as u8,
        }
    }

    #[test]
    fn frames_follow_solutions_under_symmetry() {
        for n in 4..=8 {
            for s in Solutions::new(n).unwrap() {
                let f = frame_of(&s);
                assert!(f.is_valid(n));
                for g in Symmetry::ALL {
                    assert_eq!(f.image(n, g), frame_of(&g.apply(&s).unwrap()), "n={n} {g:?}");
                }
            }
        }
    }

    #[test]
    fn half_turn_frames_are_the_fixed_canonical_ones() {
        for n in 1..=10 {
            let expected: Vec<Frame> = canonical_frames(n)
                .into_iter()
                .filter(|f| f.stabilizer(n) & (1 << 2) != 0)
                .collect();
            assert_eq!(half_turn_frames(n), expected, "n={n}");
        }
    }

    #[test]
    fn orbits_partition_the_frames() {
        for n in 4..=9 {
            let all = all_frames(n);
            let canon = canonical_frames(n);
            let covered: usize = canon
                .iter()
                .map(|f| 8 / f.stabilizer(n).count_ones() as usize)
                .sum();
            assert_eq!(covered, all.len(), "n={n}");
        }
    }
}

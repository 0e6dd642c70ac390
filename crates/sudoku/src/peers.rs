//! The grid's 27 units and each cell's 20 peers, as tables, for the plain
//! candidate-mask code of [`crate::rate`](mod@crate::rate) and [`crate::generate`].

/// The cells of each unit: rows 0–8, then columns (9–17), then boxes
/// (18–26), each box in reading order.
pub(crate) const UNITS: [[u8; 9]; 27] = units();

/// The 20 other cells that share a unit with each cell.
pub(crate) const PEERS: [[u8; 20]; 81] = peers();

/// All nine digits as a candidate mask: bit `d - 1` for digit `d`.
pub(crate) const ALL_DIGITS: u16 = 0x1FF;

const fn units() -> [[u8; 9]; 27] {
    let mut t = [[0u8; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut j = 0;
        while j < 9 {
            t[k][j] = (k * 9 + j) as u8;
            t[9 + k][j] = (j * 9 + k) as u8;
            let (top, left) = (k / 3 * 3, k % 3 * 3);
            t[18 + k][j] = ((top + j / 3) * 9 + left + j % 3) as u8;
            j += 1;
        }
        k += 1;
    }
    t
}

const fn peers() -> [[u8; 20]; 81] {
    let mut t = [[0u8; 20]; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        let mut n = 0;
        let mut j = 0;
        while j < 81 {
            let (r2, c2) = (j / 9, j % 9);
            let same_box = r / 3 == r2 / 3 && c / 3 == c2 / 3;
            if j != i && (r == r2 || c == c2 || same_box) {
                t[i][n] = j as u8;
                n += 1;
            }
            j += 1;
        }
        i += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_twenty_distinct_peers_and_three_units() {
        for (i, peers) in PEERS.iter().enumerate() {
            let mut p = peers.to_vec();
            p.sort_unstable();
            p.dedup();
            assert_eq!(p.len(), 20);
            assert!(!p.contains(&(i as u8)));
        }
        // Every cell is in exactly 3 units.
        let mut seen = [0; 81];
        for u in UNITS {
            for c in u {
                seen[usize::from(c)] += 1;
            }
        }
        assert!(seen.iter().all(|&s| s == 3));
    }
}

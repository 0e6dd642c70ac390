//! Oracles that share no code with the solvers: a pairwise attack check on
//! rendered boards, and brute force over all permutations.

/// Whether `cols` places n non-attacking queens, by checking every pair.
pub fn is_queens_solution(cols: &[usize]) -> bool {
    let n = cols.len();
    (0..n)
        .all(|i| cols[i] < n && (i + 1..n).all(|j| cols[i] != cols[j] && cols[i].abs_diff(cols[j]) != j - i))
}

/// Reads rendered rows (`.Q..`) back into `cols`, insisting on a square
/// board with exactly one `Q` a row and nothing but `Q` and `.`.
pub fn board_rows_to_cols<S: AsRef<str>>(rows: &[S]) -> Result<Vec<usize>, String> {
    let n = rows.len();
    rows.iter()
        .enumerate()
        .map(|(r, row)| {
            let row = row.as_ref();
            if row.len() != n || row.chars().any(|ch| ch != 'Q' && ch != '.') {
                return Err(format!("row {r} is not {n} squares of Q and .: {row:?}"));
            }
            match (row.find('Q'), row.rfind('Q')) {
                (Some(a), Some(b)) if a == b => Ok(a),
                _ => Err(format!("row {r} does not have exactly one queen: {row:?}")),
            }
        })
        .collect()
}

/// All permutations of `0..n` in lexicographic order (n! of them).
pub fn all_permutations(n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut p: Vec<usize> = (0..n).collect();
    loop {
        out.push(p.clone());
        // Next permutation: the classic pivot-and-reverse step.
        let Some(i) = (1..n).rev().find(|&i| p[i - 1] < p[i]) else {
            return out;
        };
        let j = (i..n)
            .rev()
            .find(|&j| p[j] > p[i - 1])
            .expect("pivot has a larger successor");
        p.swap(i - 1, j);
        p[i..].reverse();
    }
}

/// Every solution, by checking all n! permutations; lexicographic order.
pub fn brute_force_solutions(n: usize) -> Vec<Vec<usize>> {
    all_permutations(n)
        .into_iter()
        .filter(|p| is_queens_solution(p))
        .collect()
}

/// The 8 images of a placement under the symmetries of the square, made by
/// turning and flipping a grid of booleans: no shared code with the
/// library's symmetry module.
pub fn grid_images(cols: &[usize]) -> Vec<Vec<usize>> {
    let n = cols.len();
    let mut grid = vec![vec![false; n]; n];
    for (r, &c) in cols.iter().enumerate() {
        grid[r][c] = true;
    }
    let turn = |g: &Vec<Vec<bool>>| -> Vec<Vec<bool>> {
        // Quarter turn clockwise: new[r][c] = old[n-1-c][r].
        (0..n)
            .map(|r| (0..n).map(|c| g[n - 1 - c][r]).collect())
            .collect()
    };
    let mirror = |g: &Vec<Vec<bool>>| -> Vec<Vec<bool>> {
        g.iter().map(|row| row.iter().rev().copied().collect()).collect()
    };
    let read = |g: &Vec<Vec<bool>>| -> Vec<usize> {
        g.iter()
            .map(|row| row.iter().position(|&q| q).expect("a queen in every row"))
            .collect()
    };
    let mut images = Vec::new();
    let mut g = grid;
    for _ in 0..4 {
        images.push(read(&g));
        images.push(read(&mirror(&g)));
        g = turn(&g);
    }
    images
}

/// Whether `cols` is the smallest of its 8 images.
pub fn is_canonical(cols: &[usize]) -> bool {
    grid_images(cols).iter().all(|img| img.as_slice() >= cols)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations_are_complete_and_sorted() {
        let p = all_permutations(4);
        assert_eq!(p.len(), 24);
        assert!(p.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn oracle_spots_attacks() {
        assert!(is_queens_solution(&[1, 3, 0, 2]));
        assert!(!is_queens_solution(&[0, 2, 1, 3]));
        assert!(!is_queens_solution(&[1, 1]));
        assert_eq!(board_rows_to_cols(&[".Q", "Q."]), Ok(vec![1, 0]));
        assert!(board_rows_to_cols(&["QQ", ".."]).is_err());
    }
}

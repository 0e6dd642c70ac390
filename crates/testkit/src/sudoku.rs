//! Sudoku test support: the benchmark sets in `data/sudoku`, and a
//! solution checker that shares no code with the `sudoku` crate.

/// The sets whose every puzzle has exactly one solution.
pub const SUDOKU_UNIQUE_SETS: [&str; 3] = ["top1465.txt", "forum_hardest_1106.txt", "17clue_every25th.txt"];

/// The set whose every puzzle has two or more solutions.
pub const SUDOKU_MULTIPLE_SET: &str = "serg_benchmark_all.txt";

/// The puzzles of `data/sudoku/<name>`, one 81-character line each.
///
/// # Panics
/// When the file cannot be read or a line is not 81 characters.
pub fn sudoku_puzzles(name: &str) -> Vec<String> {
    let lines = crate::read_lines(&format!("sudoku/{name}"));
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l.len(), 81, "{name} line {}: not 81 characters", i + 1);
    }
    lines
}

/// Checks that `solution` (81 digits) solves `puzzle` (81 cells, `.` or `0`
/// for empty): every given kept, and every row, column and box holding 1–9
/// exactly once. The error says what is wrong.
pub fn check_sudoku_solution(puzzle: &str, solution: &str) -> Result<(), String> {
    let p: Vec<char> = puzzle.chars().collect();
    let s: Vec<u32> = solution
        .chars()
        .map(|c| {
            c.to_digit(10)
                .filter(|&d| d >= 1)
                .ok_or(format!("not a digit 1-9: {c:?}"))
        })
        .collect::<Result<_, _>>()?;
    if p.len() != 81 || s.len() != 81 {
        return Err(format!("lengths {} and {}, expected 81", p.len(), s.len()));
    }
    for i in 0..81 {
        if let Some(g) = p[i].to_digit(10).filter(|&g| g != 0)
            && g != s[i]
        {
            return Err(format!("cell {i}: given {g}, solution has {}", s[i]));
        }
    }
    let groups: Vec<(String, Vec<usize>)> = (0..9)
        .flat_map(|k| {
            [
                (format!("row {k}"), (0..9).map(|j| 9 * k + j).collect()),
                (format!("column {k}"), (0..9).map(|j| 9 * j + k).collect()),
                (
                    format!("box {k}"),
                    (0..9)
                        .map(|j| 9 * (k / 3 * 3 + j / 3) + k % 3 * 3 + j % 3)
                        .collect(),
                ),
            ]
        })
        .collect();
    for (name, cells) in groups {
        let mut digits: Vec<u32> = cells.iter().map(|&i| s[i]).collect();
        digits.sort_unstable();
        if digits != (1..=9).collect::<Vec<_>>() {
            return Err(format!("{name} holds {digits:?}"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn checker_catches_each_fault() {
        let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert_eq!(check_sudoku_solution(puzzle, SOLUTION), Ok(()));
        assert!(check_sudoku_solution(&puzzle.replace('5', "4"), SOLUTION).is_err());
        let swapped = format!("{}{}{}", &SOLUTION[1..2], &SOLUTION[0..1], &SOLUTION[2..]);
        assert!(check_sudoku_solution(&".".repeat(81), &swapped).is_err());
        assert!(check_sudoku_solution(&".".repeat(81), &SOLUTION[1..]).is_err());
        assert!(check_sudoku_solution(&".".repeat(81), &SOLUTION.replace('9', "0")).is_err());
    }

    #[test]
    fn sets_are_there() {
        for name in SUDOKU_UNIQUE_SETS {
            assert!(!sudoku_puzzles(name).is_empty());
        }
        assert_eq!(sudoku_puzzles(SUDOKU_MULTIPLE_SET).len(), 10_000);
    }
}

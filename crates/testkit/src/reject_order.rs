//! Which test of an N-Queens approach's code a square fails first,
//! worked out from the code as the page shows it
//! (`crates/web/assets/code/<approach>.rs`), written apart from the
//! approaches themselves: a trace's `reject` must name this test and the
//! queen on its line.

/// The line names of the traces.
const COLUMN: &str = "column";
const DIAGONAL: &str = "diagonal";
const ANTI: &str = "anti-diagonal";

/// The first test that square (`row`, `col`) fails under the queens of
/// `cols` (the column of each row's queen, `None` for an empty row), in
/// the order of approach `algo`'s code, as (line, queen's row, queen's
/// column); `None` when it passes them all. Approaches: `backtrack` and
/// `levels` (for each queen from row 0: column, diagonal, anti-diagonal),
/// `sets` and `flags` (the column, then the `r − c` diagonal, then the
/// `r + c` anti-diagonal, each over every queen), `board` (walk up the
/// column, then up-left, then up-right, from the row above). Panics on
/// another name.
pub fn first_failed_test(
    algo: &str,
    cols: &[Option<usize>],
    row: usize,
    col: usize,
) -> Option<(&'static str, usize, usize)> {
    let queens: Vec<(usize, usize)> = cols
        .iter()
        .take(row)
        .enumerate()
        .filter_map(|(r, c)| c.map(|c| (r, c)))
        .collect();
    let (row, col) = (row as i64, col as i64);
    let at = |r: i64, c: i64| queens.iter().any(|&(qr, qc)| (qr as i64, qc as i64) == (r, c));
    match algo {
        "backtrack" | "levels" => queens.iter().find_map(|&(r, c)| {
            let (ri, ci) = (r as i64, c as i64);
            let rise = row - ri;
            let line = if ci == col {
                COLUMN
            } else if ci + rise == col {
                DIAGONAL
            } else if col + rise == ci {
                ANTI
            } else {
                return None;
            };
            Some((line, r, c))
        }),
        "sets" | "flags" => {
            let on = |line: &'static str, same: &dyn Fn(i64, i64) -> bool| {
                queens
                    .iter()
                    .find(|&&(r, c)| same(r as i64, c as i64))
                    .map(|&(r, c)| (line, r, c))
            };
            on(COLUMN, &|_, c| c == col)
                .or_else(|| on(DIAGONAL, &|r, c| r - c == row - col))
                .or_else(|| on(ANTI, &|r, c| r + c == row + col))
        }
        "board" => {
            let walk = |line: &'static str, dc: i64| {
                let (mut r, mut c) = (row - 1, col + dc);
                while r >= 0 && (0..64).contains(&c) {
                    if at(r, c) {
                        return Some((line, r as usize, c as usize));
                    }
                    r -= 1;
                    c += dc;
                }
                None
            };
            walk(COLUMN, 0)
                .or_else(|| walk(DIAGONAL, -1))
                .or_else(|| walk(ANTI, 1))
        }
        other => panic!("no model of {other}'s test order"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The square of issue 18: (2,2) under queens at (0,0) and (1,2).
    #[test]
    fn the_orders_differ_where_two_queens_attack() {
        let cols = [Some(0), Some(2), None, None];
        assert_eq!(
            first_failed_test("backtrack", &cols, 2, 2),
            Some((DIAGONAL, 0, 0))
        );
        assert_eq!(first_failed_test("flags", &cols, 2, 2), Some((COLUMN, 1, 2)));
        assert_eq!(first_failed_test("sets", &cols, 2, 2), Some((COLUMN, 1, 2)));
        assert_eq!(first_failed_test("board", &cols, 2, 2), Some((COLUMN, 1, 2)));
        assert_eq!(first_failed_test("board", &cols, 2, 3), Some((DIAGONAL, 1, 2)));
        assert_eq!(first_failed_test("board", &cols, 2, 1), Some((ANTI, 1, 2)));
        assert_eq!(first_failed_test("board", &cols, 2, 0), Some((COLUMN, 0, 0)));
        assert_eq!(first_failed_test("backtrack", &cols, 3, 1), None);
        assert_eq!(first_failed_test("flags", &[Some(1), None], 1, 3), None);
    }
}

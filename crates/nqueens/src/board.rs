//! Boards: reading them ([`BoardReader`], in text or permutation form),
//! rendering a placement as rows of `Q` and `.`, and the size the
//! solution lister takes.

pub use crate::parse::{
    Board, BoardFormat, BoardReader, MAX_PERM_LINE, MAX_PERM_ROWS, MAX_TEXT_LINE, ParseError, ReadError,
};

/// The largest n the solution lister accepts: it keeps a row in a `u64`.
pub const MAX_SOLVE_N: usize = 64;

/// The largest n the counters accept: the search keeps a row in a `u32`.
pub const MAX_COUNT_N: usize = 32;

/// Renders one row of a board: `Q` in column `col`, `.` elsewhere.
///
/// ```
/// assert_eq!(nqueens::board::render_row(4, 1), ".Q..");
/// ```
pub fn render_row(n: usize, col: usize) -> String {
    let mut row = vec![b'.'; n];
    if let Some(square) = row.get_mut(col) {
        *square = b'Q';
    }
    // Only ASCII was written.
    String::from_utf8(row).expect("ASCII row")
}

/// Renders a placement as LeetCode 51's list of row strings.
///
/// ```
/// assert_eq!(nqueens::board::render_board(&[1, 3, 0, 2]), [".Q..", "...Q", "Q...", "..Q."]);
/// ```
pub fn render_board(cols: &[usize]) -> Vec<String> {
    cols.iter().map(|&c| render_row(cols.len(), c)).collect()
}

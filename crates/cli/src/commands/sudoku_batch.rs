//! What the Sudoku batch commands (`sudoku solve|count|check` and `sudoku
//! rate`) say alike: the refusal of an input without a puzzle, and the
//! `--json` object of a line that is not one. Its own file, below both,
//! so neither command imports the other for them.

use serde_json::json;

use crate::exit::usage;

/// `--json`'s object for a puzzle that is not one: its line, the column
/// when one character is to blame, and the reason (`sudoku rate` writes
/// the same).
pub fn invalid_json(line: usize, column: Option<usize>, why: &str) -> serde_json::Value {
    match column {
        Some(column) => json!({ "line": line, "column": column, "error": why }),
        None => json!({ "line": line, "error": why }),
    }
}

/// The error of a Sudoku batch that read no puzzle.
pub(super) fn empty_input() -> anyhow::Error {
    usage("empty input: expected puzzles, one per line as 81 cells (1-9, '.' or '0'), or grids of 9 rows")
}

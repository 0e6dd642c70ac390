//! `leetcode`: one JSON array of boards on one line, LeetCode 51's answer.
//! Streamed: the opening bracket goes out with the first board.

use std::io::{self, Write};

pub fn board<W: Write>(out: &mut W, row: &mut [u8], cols: &[usize], first: bool) -> io::Result<()> {
    out.write_all(if first { b"[[" } else { b",[" })?;
    super::json_rows(out, row, cols)?;
    out.write_all(b"]")
}

pub fn finish<W: Write>(out: &mut W, empty: bool) -> io::Result<()> {
    out.write_all(if empty { b"[]\n" } else { b"]\n" })
}

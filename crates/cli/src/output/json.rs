//! `json`: one JSON array of row strings per line (NDJSON).

use std::io::{self, Write};

pub fn board<W: Write>(out: &mut W, row: &mut [u8], cols: &[usize]) -> io::Result<()> {
    out.write_all(b"[")?;
    super::json_rows(out, row, cols)?;
    out.write_all(b"]\n")
}

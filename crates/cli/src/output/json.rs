//! `--json`: one JSON object per board (NDJSON): `board`, its rows, and
//! `cols`, the column of each row from 1.

use std::io::{self, Write};

pub fn board<W: Write>(out: &mut W, row: &mut [u8], cols: &[usize]) -> io::Result<()> {
    out.write_all(b"{\"board\":[")?;
    super::json_rows(out, row, cols)?;
    out.write_all(b"],\"cols\":[")?;
    for (i, &c) in cols.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        write!(out, "{}", c + 1)?;
    }
    out.write_all(b"]}\n")
}

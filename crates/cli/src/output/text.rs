//! `text`: n lines of `Q` and `.`, boards separated by one empty line.

use std::io::{self, Write};

pub fn board<W: Write>(out: &mut W, row: &mut [u8], cols: &[usize], first: bool) -> io::Result<()> {
    if !first {
        out.write_all(b"\n")?;
    }
    for &c in cols {
        row[c] = b'Q';
        out.write_all(row)?;
        out.write_all(b"\n")?;
        row[c] = b'.';
    }
    Ok(())
}

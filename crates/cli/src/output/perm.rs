//! `perm`: one line per board, the column of each row from 1 (`2 4 1 3`).

use std::io::{self, Write};

pub fn board<W: Write>(out: &mut W, cols: &[usize]) -> io::Result<()> {
    // Columns are at most 64: two digits at most, written by hand.
    let mut line = [0u8; 64 * 3];
    let mut len = 0;
    for (i, &c) in cols.iter().enumerate() {
        if i > 0 {
            line[len] = b' ';
            len += 1;
        }
        let v = c + 1;
        if v >= 10 {
            line[len] = b'0' + (v / 10) as u8;
            len += 1;
        }
        line[len] = b'0' + (v % 10) as u8;
        len += 1;
    }
    line[len] = b'\n';
    out.write_all(&line[..=len])
}

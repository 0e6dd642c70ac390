// bitmask: the columns and diagonals attacked in this row as
// the bits of three words; all safe squares in one operation,
// and the search jumps from one safe column to the next.
fn solve(row: usize, c: u64, l: u64, r: u64, cols: &mut Vec<usize>, n: usize) { //@ shape{rows} call{row,c=mask.cols,l=mask.left,r=mask.right} local{free,bit}
    if row == n {
        report(cols); // a queen in every row        //@ solution
        return;
    }
    let full = (1u64 << n) - 1;
    let mut free = full & !(c | l | r); // the safe squares
    if free == 0 {
        return; // dead end: every square attacked  //@ dead_end
    }
    while free != 0 {
        let bit = free & free.wrapping_neg(); // lowest safe column
        free ^= bit;
        cols.push(bit.trailing_zeros() as usize);    //@ place
        // the lines this queen attacks, seen from the next row
        solve(row + 1, c | bit, (l | bit) << 1, (r | bit) >> 1, cols, n);
        cols.pop();                                  //@ remove
    }
}

// mirror: bitmask with the first queen in the left half only
// (and the middle column of odd n): every solution found with
// its queen in the left half stands for its mirror image too.
fn solve(row: usize, c: u64, l: u64, r: u64, cols: &mut Vec<usize>, n: usize) { //@ shape{rows,half} call{row,c=mask.cols,l=mask.left,r=mask.right} local{free,bit}
    if row == n {
        report(cols); // a queen in every row        //@ solution
        if 2 * cols[0] + 1 < n {
            // the mirror image: column c -> n - 1 - c
            report(&cols.iter().map(|&c| n - 1 - c).collect()); //@ mirror
        }
        return;
    }
    let full = (1u64 << n) - 1;
    let mut free = full & !(c | l | r); // the safe squares
    if row == 0 {
        free &= (1u64 << n.div_ceil(2)) - 1; // left half and middle
    }
    if free == 0 {
        return; // dead end: every square attacked  //@ dead_end
    }
    while free != 0 {
        let bit = free & free.wrapping_neg(); // lowest safe column
        free ^= bit;
        cols.push(bit.trailing_zeros() as usize);    //@ place
        solve(row + 1, c | bit, (l | bit) << 1, (r | bit) >> 1, cols, n);
        cols.pop();                                  //@ remove
    }
}

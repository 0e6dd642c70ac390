// row by row: place the rooks top to bottom, each in a row below the
// last one's, leaving a row for each rook still to place. A rook holds
// its row alone, so only a column can be taken already.
fn place(n: usize, k: usize, column: &mut [bool], rooks: &mut Vec<(usize, usize)>, count: &mut u64) { //@ call{rooks=[row;col]|[]} local{row,col}
    if rooks.len() == k {
        *count += 1; // k rooks, none attacking               //@ solution
        return;
    }
    let first = rooks.last().map_or(0, |&(r, _)| r + 1); // below the last rook
    let rows = (n + rooks.len() + 1).saturating_sub(k); // a row for each of the rest
    let mut placed = false;
    for row in first..rows {
        for col in 0..n {                                     //@ try
            if column[col] {
                continue; // a rook holds this column           //@ reject.attacked
            }
            column[col] = true;
            rooks.push((row, col)); // a rook on the square   //@ place
            placed = true;
            place(n, k, column, rooks, count);
            rooks.pop(); // take it off again                 //@ remove
            column[col] = false;
        }
    }
    if !placed {
        return; // dead end: no square left for the next rook  //@ dead_end
    }
}

// row by row: place the rooks top to bottom, each in a row below the
// last one's, leaving a row for each rook still to place. A rook holds
// its row alone, so only a column can be taken already.
fn place(n: usize, k: usize, column: &mut [bool], rooks: &mut Vec<(usize, usize)>, out: &mut Vec<Vec<(usize, usize)>>) {
    if rooks.len() == k {
        out.push(rooks.clone()); // k rooks, none attacking   //@ solution
        return;
    }
    let first = rooks.last().map_or(0, |&(r, _)| r + 1);
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
            place(n, k, column, rooks, out);
            rooks.pop(); // take it off again                 //@ remove
            column[col] = false;
        }
    }
    if !placed {
        // dead end: no square left for the next rook         //@ dead_end
    }
}

// reading order: place the kings row by row, left to right, each on a
// square after the last one, leaving a square for each king still to
// place. Only the square to the left and the three above can hold a
// king already placed, so each placement is found once.
fn place(n: usize, k: usize, board: &mut Board, kings: &mut Vec<(usize, usize)>, count: &mut u64) { //@ call{kings=[row;col]|[]} local{row,col}
    if kings.len() == k {
        *count += 1; // k kings, none touching               //@ solution
        return;
    }
    let first = kings.last().map_or(0, |&(r, c)| r * n + c + 1); // after the last king
    let end = n * n + kings.len() + 1 - k; // room for the rest
    let mut placed = false;
    for s in first..end {                                    //@ try
        let (row, col) = (s / n, s % n);
        if board.next_to_a_king(row, col) {
            continue; // a king touches it                     //@ reject.attacked
        }
        board.set(row, col, true);
        kings.push((row, col)); // a king on the square       //@ place
        placed = true;
        place(n, k, board, kings, count);
        kings.pop(); // take it off again                     //@ remove
        board.set(row, col, false);
    }
    if !placed {
        return; // dead end: no square left for the next king  //@ dead_end
    }
}

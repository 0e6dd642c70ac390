// reading order: place the kings row by row, left to right, each on a
// square after the last one, leaving a square for each king still to
// place. Only the square to the left and the three above can hold a
// king already placed, so each placement is found once.
fn place(n: usize, k: usize, board: &mut [bool], kings: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    if kings.len() == k {
        out.push(kings.clone()); // k kings, none touching    //@ solution
        return;
    }
    let from = kings.last().map_or(0, |&s| s + 1);
    let end = n * n + kings.len() + 1 - k; // room for the rest
    let mut placed = false;
    for s in from..end {                                     //@ try
        if next_to_a_king(board, n, s / n, s % n) {
            continue; // a king touches it                     //@ reject.attacked
        }
        board[s] = true;
        kings.push(s); // a king on the square                //@ place
        placed = true;
        place(n, k, board, kings, out);
        kings.pop(); // take it off again                     //@ remove
        board[s] = false;
    }
    if !placed {
        // dead end: no square left for the next king         //@ dead_end
    }
}

// board: the data-structures course's N-Queens. The board is a
// grid of strings, "." or "Q"; is_safe walks up from the square:
// the column, then the upper-left, then the upper-right diagonal.
fn solve(row: usize, board: &mut Vec<Vec<&str>>, n: usize) { //@ shape{rows} call{row} local{col,placed}
    if row == n {
        report(board); // a queen in every row      //@ solution
        return;
    }
    let mut placed = false;
    for col in 0..n {
        if !is_safe(board, row, col, n) {          //@ try
            continue; // reject the square          //@ reject
        }
        board[row][col] = "Q"; // place the queen   //@ place
        placed = true;
        solve(row + 1, board, n);
        board[row][col] = "."; // take it back      //@ remove
    }
    if !placed {
        return; // dead end: no safe square         //@ dead_end
    }
}

fn is_safe(board: &[Vec<&str>], row: usize, col: usize, n: usize) -> bool { //@ shape{blame} call{row,col} local{r=by.row,c=by.col}
    // up the column
    for r in (0..row).rev() {
        if board[r][col] == "Q" {
            return false; // a queen up the column  //@ reject.column
        }
    }
    // up the upper-left diagonal
    let (mut r, mut c) = (row, col);
    while r > 0 && c > 0 {
        (r, c) = (r - 1, c - 1);
        if board[r][c] == "Q" {
            return false; // on the diagonal        //@ reject.diagonal
        }
    }
    // up the upper-right diagonal
    let (mut r, mut c) = (row, col);
    while r > 0 && c + 1 < n {
        (r, c) = (r - 1, c + 1);
        if board[r][c] == "Q" {
            return false; // on the anti-diagonal   //@ reject.anti-diagonal
        }
    }
    true
}

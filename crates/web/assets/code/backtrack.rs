// backtrack: queens row by row; a square is tested by
// scanning the queens above it, one by one: O(row).
fn solve(row: usize, cols: &mut Vec<usize>, n: usize) { //@ shape{rows} call{row,cols} local{col,placed}
    if row == n {
        report(cols); // a queen in every row   //@ solution
        return;
    }
    let mut placed = false;
    for col in 0..n {
        if attacked(cols, row, col) {           //@ try
            continue; // reject the square      //@ reject
        }
        cols.push(col); // place the queen      //@ place
        placed = true;
        solve(row + 1, cols, n);
        cols.pop(); // take it back             //@ remove
    }
    if !placed {
        return; // dead end: no safe square     //@ dead_end
    }
}

fn attacked(cols: &[usize], row: usize, col: usize) -> bool { //@ shape{blame} call{row,col} local{r=by.row,c=by.col}
    for (r, &c) in cols.iter().enumerate() {
        let rise = row - r;
        if c == col {
            return true; // same column         //@ reject.column
        }
        if c + rise == col {
            return true; // same diagonal       //@ reject.diagonal
        }
        if col + rise == c {
            return true; // same anti-diagonal  //@ reject.anti-diagonal
        }
    }
    false
}

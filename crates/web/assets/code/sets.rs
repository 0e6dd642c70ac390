// sets: hash sets of the columns, diagonals (r - c) and
// anti-diagonals (r + c) in use; a test is three lookups.
fn solve(row: usize, s: &mut Sets, n: usize) {      //@ shape{rows} call{row} local{col,d=diag,a=anti,placed}
    if row == n {
        report(&s.cols); // a queen in every row     //@ solution
        return;
    }
    let mut placed = false;
    for col in 0..n {
        let (d, a) = (row as i64 - col as i64, row + col);
        if s.columns.contains(&col)                  //@ try reject.column
            || s.diagonals.contains(&d)              //@ reject.diagonal
            || s.antidiagonals.contains(&a)          //@ reject.anti-diagonal
        {
            continue; // reject the square           //@ reject
        }
        s.columns.insert(col);                       //@ place
        s.diagonals.insert(d);                       //@ place
        s.antidiagonals.insert(a);                   //@ place
        s.cols.push(col);                            //@ place
        placed = true;
        solve(row + 1, s, n);
        s.cols.pop();                                //@ remove
        s.columns.remove(&col);                      //@ remove
        s.diagonals.remove(&d);                      //@ remove
        s.antidiagonals.remove(&a);                  //@ remove
    }
    if !placed {
        return; // dead end: no safe square          //@ dead_end
    }
}

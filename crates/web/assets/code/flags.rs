// flags: one flag per column, per diagonal (r - c + n - 1)
// and per anti-diagonal (r + c); a test is three reads.
fn solve(row: usize, f: &mut Flags, n: usize) {     //@ shape{rows} call{row} local{col,d=diag.n,a=anti,placed}
    if row == n {
        report(&f.cols); // a queen in every row     //@ solution
        return;
    }
    let mut placed = false;
    for col in 0..n {
        let (d, a) = (row + n - 1 - col, row + col);
        if f.column[col]                             //@ try reject.column
            || f.diagonal[d]                         //@ reject.diagonal
            || f.antidiagonal[a]                     //@ reject.anti-diagonal
        {
            continue; // reject the square           //@ reject
        }
        f.column[col] = true;                        //@ place
        f.diagonal[d] = true;                        //@ place
        f.antidiagonal[a] = true;                    //@ place
        f.cols.push(col);                            //@ place
        placed = true;
        solve(row + 1, f, n);
        f.cols.pop();                                //@ remove
        f.column[col] = false;                       //@ remove
        f.diagonal[d] = false;                       //@ remove
        f.antidiagonal[a] = false;                   //@ remove
    }
    if !placed {
        return; // dead end: no safe square          //@ dead_end
    }
}

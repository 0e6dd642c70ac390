// permutations: every order of the columns (n! of them):
// one queen per row and per column by construction, so only
// the diagonals are tested, square by square.
fn permutations(n: usize) {                         //@ shape{candidates} call{n}
    let mut p: Vec<usize> = (0..n).collect(); // row r: column p[r]
    loop {
        test(&p, n); // the next candidate           //@ candidate
        if !next_permutation(&mut p) {
            return; // p is n-1 … 1 0: done
        }
    }
}

fn test(p: &[usize], n: usize) {                    //@ shape{candidate} call{p=columns} local{row,col}
    let mut board = Board::empty(n);
    for row in 0..n {
        let col = p[row];
        // on a diagonal of a queen kept so far?
        if board.attacked_diagonally(row, col) {     //@ try
            return; // the candidate fails           //@ reject
        }
        board.place(row, col); // keep the queen     //@ place
    }
    report(p); // n queens, none attacked            //@ solution
}

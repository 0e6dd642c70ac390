// brute: every set of n squares out of n² (C(n², n) sets),
// numbered row * n + col, each set tested square by square.
fn brute(n: usize) {                                //@ shape{candidates} call{n}
    let mut pick: Vec<usize> = (0..n).collect();
    loop {
        test(&pick, n); // the next candidate        //@ candidate
        if !next_combination(&mut pick, n * n) {
            return; // every set was tested
        }
    }
}

fn test(pick: &[usize], n: usize) {                 //@ shape{candidate} call{pick=squares} local{row,col}
    let mut board = Board::empty(n);
    for &square in pick {
        let (row, col) = (square / n, square % n);
        // same row, column or diagonal as a queen kept so far?
        if board.attacked(row, col) {                //@ try
            return; // the candidate fails           //@ reject
        }
        board.place(row, col); // keep the queen     //@ place
    }
    report(&board); // n queens, none attacked       //@ solution
}

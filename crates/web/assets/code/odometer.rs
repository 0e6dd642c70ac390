// odometer: every list of one column per row (n^n lists),
// counted like an odometer, each tested square by square.
fn odometer(n: usize) {                             //@ shape{candidates} call{n}
    let mut digits = vec![0; n]; // row r: column digits[r]
    loop {
        test(&digits, n); // the next candidate      //@ candidate
        if !turn(&mut digits, n) {
            return; // past n-1 n-1 … n-1: done
        }
    }
}

fn test(digits: &[usize], n: usize) {               //@ shape{candidate} call{digits=columns} local{row,col}
    let mut board = Board::empty(n);
    for row in 0..n {
        let col = digits[row];
        // same column or diagonal as a queen kept so far?
        if board.attacked(row, col) {                //@ try
            return; // the candidate fails           //@ reject
        }
        board.place(row, col); // keep the queen     //@ place
    }
    report(digits); // n queens, none attacked       //@ solution
}

fn turn(digits: &mut [usize], n: usize) -> bool {
    for d in digits.iter_mut().rev() {
        *d += 1; // the last row turns fastest
        if *d < n {
            return true;
        }
        *d = 0;
    }
    false
}

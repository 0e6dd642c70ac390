// row by row: one queen a row, tried left to right. A square is
// refused when its column holds a queen, its region holds one, or
// the queen of the row above touches it, even diagonally.
fn place(rows: &[Vec<u8>], column: &mut [bool], region: &mut Vec<u8>, queens: &mut Vec<usize>, count: &mut u64) { //@ call{queens=[col]|[]} local{row,col}
    let (n, row) = (rows.len(), queens.len());
    if row == n {
        *count += 1; // a queen in every row, column and region  //@ solution
        return;
    }
    let mut placed = false;
    for col in 0..n {
        let letter = rows[row][col];
        if column[col] {                                  //@ try
            continue; // its column holds a queen         //@ reject.column
        }
        if region.contains(&letter) {
            continue; // its region holds a queen         //@ reject.region
        }
        if row > 0 && queens[row - 1].abs_diff(col) <= 1 {
            continue; // the queen above touches it       //@ reject.touch
        }
        column[col] = true;
        region.push(letter);
        queens.push(col); // a queen on the square        //@ place
        placed = true;
        place(rows, column, region, queens, count);
        queens.pop(); // take it off again                //@ remove
        region.pop();
        column[col] = false;
    }
    if !placed {
        return; // dead end: no square left in the row    //@ dead_end
    }
}

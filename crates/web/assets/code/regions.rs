// row by row: one queen a row, tried left to right. A square is
// refused when its column holds a queen, its region holds one, or
// the queen of the row above touches it, even diagonally.
struct Search {
    rows: Vec<Vec<u8>>,
    column: Vec<bool>, // a queen holds the column
    region: Vec<u8>,   // the regions holding a queen
    count: u64,
}

impl Search {
    fn place(&mut self, queens: &mut Vec<usize>) { //@ call{queens=[col]|[]} local{row,col}
        let (n, row) = (self.rows.len(), queens.len());
        if row == n {
            self.count += 1; // a queen in every row, column and region  //@ solution
            return;
        }
        let mut placed = false;
        for col in 0..n {
            let letter = self.rows[row][col];
            if self.column[col] {                             //@ try
                continue; // its column holds a queen         //@ reject.column
            }
            if self.region.contains(&letter) {
                continue; // its region holds a queen         //@ reject.region
            }
            if row > 0 && queens[row - 1].abs_diff(col) <= 1 {
                continue; // the queen above touches it       //@ reject.touch
            }
            self.column[col] = true;
            self.region.push(letter);
            queens.push(col); // a queen on the square        //@ place
            placed = true;
            self.place(queens);
            queens.pop(); // take it off again                //@ remove
            self.region.pop();
            self.column[col] = false;
        }
        if !placed {
            return; // dead end: no square left in the row    //@ dead_end
        }
    }
}

// row by row: k stars a row (k = 1: Queens), each row's stars left to
// right, the next right of the last. A square is refused when its column
// holds its k stars, its region does, or a star touches it, even
// diagonally (only the row above and the square's left hold stars yet).
struct Search {
    k: usize,
    rows: Vec<Vec<u8>>,
    column: Vec<usize>,            // the stars in each column
    region: HashMap<u8, usize>,    // the stars in each region
    count: u64,
}

impl Search {
    fn place(&mut self, stars: &mut Vec<(usize, usize)>) { //@ call{stars=[row;col]|[]} local{row,col}
        let (n, k) = (self.rows.len(), self.k);
        if stars.len() == n * k {
            self.count += 1; // k stars in every row, column and region  //@ solution
            return;
        }
        let row = stars.len() / k;
        let first = match stars.last() {
            Some(&(r, c)) if r == row => c + 1, // right of the row's last
            _ => 0,
        };
        let mut placed = false;
        for col in first..n {
            let letter = self.rows[row][col];
            if self.column[col] == k {                        //@ try
                continue; // its column holds its stars       //@ reject.column
            }
            if self.region.get(&letter) == Some(&k) {
                continue; // its region holds its stars       //@ reject.region
            }
            if stars.iter().any(|&(r, c)| r + 1 >= row && c.abs_diff(col) <= 1) {
                continue; // a star touches it                //@ reject.touch
            }
            self.column[col] += 1;
            *self.region.entry(letter).or_default() += 1;
            stars.push((row, col)); // a star on the square   //@ place
            placed = true;
            self.place(stars);
            stars.pop(); // take it off again                 //@ remove
            *self.region.entry(letter).or_default() -= 1;
            self.column[col] -= 1;
        }
        if !placed {
            return; // dead end: no square left in the row   //@ dead_end
        }
    }
}

// simple: the textbook Sudoku solver. Fill the first empty cell with
// each digit that its row, column and box allow, go on to the next
// empty cell, and take the digit back if that leads nowhere.
type Grid = [[u8; 9]; 9]; // 0: an empty cell

// isValid: may `digit` go in (row, col)? Not if a unit has it.
fn is_valid(grid: &Grid, row: usize, col: usize, digit: u8) -> bool {
    if (0..9).any(|c| grid[row][c] == digit) {        //@ reject.row
        return false; // the row has it                //@ reject.row
    }
    if (0..9).any(|r| grid[r][col] == digit) {        //@ reject.column
        return false; // the column has it             //@ reject.column
    }
    let (top, left) = (row / 3 * 3, col / 3 * 3);
    if (top..top + 3).any(|r| (left..left + 3).any(|c| grid[r][c] == digit)) { //@ reject.box
        return false; // the box has it                //@ reject.box
    }
    true
}

fn solve(grid: &mut Grid) -> bool { //@ call{grid=_} local{row,col,digit}
    let Some((row, col)) = first_empty(grid) else {
        return true; // every cell filled: solved       //@ solution
    };
    let mut placed = false;
    for digit in 1..=9 {
        if !is_valid(grid, row, col, digit) {           //@ try
            continue; // a unit has it: reject          //@ reject
        }
        grid[row][col] = digit; // write it in          //@ place
        placed = true;
        if solve(grid) {
            return true;
        }
        grid[row][col] = 0; // take it back             //@ remove
    }
    if !placed {
        return false; // dead end: no digit fits this cell  //@ dead_end
    }
    false
}

fn first_empty(grid: &Grid) -> Option<(usize, usize)> {
    (0..81).map(|i| (i / 9, i % 9)).find(|&(r, c)| grid[r][c] == 0)
}

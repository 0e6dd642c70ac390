// levels: level by level (breadth-first). Every board of row k
// is built at once from all the boards of row k - 1: no
// recursion and no backtracking, but a whole level in memory.
fn levels(n: usize) -> usize {                      //@ shape{levels} call{n} local{row,level,next,board,col}
    let mut level: Vec<Vec<usize>> = vec![vec![]]; // the empty board
    let mut solutions = 0;
    for row in 0..n {
        let mut next = Vec::new();
        for board in &level {
            let mut placed = false;
            for col in 0..n {
                if attacked(board, row, col) {          //@ try
                    continue; // reject the square      //@ reject
                }
                let mut child = board.clone();
                child.push(col);
                next.push(child); // into the next level //@ place
                placed = true;
                if row + 1 == n {
                    solutions += 1; // a complete board //@ solution
                }
            }
            if !placed {
                continue; // dead end: no child in the next level  //@ dead_end
            }
        }
        level = next; // the level above is dropped
    }
    solutions
}

fn attacked(board: &[usize], row: usize, col: usize) -> bool {
    for (r, &c) in board.iter().enumerate() {
        let rise = row - r;
        if c == col {
            return true; // same column             //@ reject.column
        }
        if c + rise == col {
            return true; // same diagonal           //@ reject.diagonal
        }
        if col + rise == c {
            return true; // same anti-diagonal      //@ reject.anti-diagonal
        }
    }
    false
}

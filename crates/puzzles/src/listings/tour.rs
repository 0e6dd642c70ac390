// warnsdorff: a knight's tour by backtracking. The moves are tried
// in Warnsdorff's order: the square with the fewest onward moves
// first. Two tests refuse a move before it is made.
fn tour(board: &mut Board, r: usize, c: usize, moves: usize) -> bool { //@ call{r=row|from.row,c=col|from.col,moves=move|1} local{row,col,next=move}
    if moves == board.squares() {
        return true; // every square visited: a tour  //@ solution
    }
    let mut moved = false;
    let next = moves + 1; // the number of the next move
    for (row, col) in board.free_knight_moves(r, c).fewest_onward_first() {  //@ try
        let left = board.squares() - next; // squares free after it
        if left == 0 {
            if board.closed && !knight_move((row, col), board.start) {
                continue; // a closed tour ends next to the start  //@ reject.not-closing
            }
        } else if board.onward(row, col) == 0 {
            continue; // no way on from there                      //@ reject.no-way-on
        } else if left > 1 && board.free_knight_moves(row, col)
            .any(|(a, b)| board.onward(a, b) == 1) {
            continue; // it would cut a square off (its last way in)  //@ reject.cuts-off
        } else if board.closed && board.free_neighbours(board.start) == 1
            && knight_move((row, col), board.start) {
            continue; // keep the start's last neighbour for the end  //@ reject.closes-off
        }
        board.visit(row, col, next); // move the knight        //@ place
        moved = true;
        if tour(board, row, col, next) {
            return true;
        }
        board.unvisit(row, col); // take the move back          //@ remove
    }
    if !moved {
        return false; // dead end: no move from here is allowed  //@ dead_end
    }
    false
}

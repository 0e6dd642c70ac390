// warnsdorff: a knight's tour by backtracking. The moves are tried
// in Warnsdorff's order: the square with the fewest onward moves
// first. Two tests refuse a move before it is made.
fn tour(board: &mut Board, at: Square, moves: usize) -> bool {
    if moves == board.squares() {
        return true; // every square visited: a tour  //@ solution
    }
    let mut moved = false;
    for to in board.free_knight_moves(at).fewest_onward_first() {  //@ try
        let left = board.squares() - moves - 1; // squares after `to`
        if left == 0 {
            if board.closed && !knight_move(to, board.start) {
                continue; // a closed tour ends next to the start  //@ reject.not-closing
            }
        } else if board.onward(to) == 0 {
            continue; // no way on from there                      //@ reject.no-way-on
        } else if left > 1 && board.free_knight_moves(to)
            .any(|u| board.onward(u) == 1) {
            continue; // it would cut u off (its last way in is `to`)  //@ reject.cuts-off
        } else if board.closed && board.onward(board.start) == 1
            && knight_move(to, board.start) {
            continue; // keep the start's last neighbour for the end  //@ reject.closes-off
        }
        board.visit(to, moves + 1); // move the knight          //@ place
        moved = true;
        if tour(board, to, moves + 1) {
            return true;
        }
        board.unvisit(to); // take the move back                //@ remove
    }
    if !moved {
        // dead end: no move from here is allowed               //@ dead_end
    }
    false
}

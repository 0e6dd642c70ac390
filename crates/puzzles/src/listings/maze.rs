// depth-first: walk from S, trying the neighbours nearest E first.
// A cell the walk backs out of leads nowhere: it is marked dead and
// never entered again, so each cell is entered at most once.
fn walk(maze: &mut Maze, r: usize, c: usize) -> bool { //@ call{r=row|start.row,c=col|start.col} local{row,col}
    if (r, c) == maze.end {
        return true; // reached E                            //@ solution
    }
    let mut entered = false;
    for (row, col) in maze.neighbours(r, c).nearest_end_first() {  //@ try
        match maze.mark(row, col) {
            Mark::Wall => continue,   // a wall               //@ reject.wall
            Mark::OnPath => continue, // already on the path  //@ reject.on-path
            Mark::Dead => continue,   // leads nowhere        //@ reject.dead
            Mark::Open => {}
        }
        maze.set(row, col, Mark::OnPath); // step into the cell  //@ place
        entered = true;
        if walk(maze, row, col) {
            return true;
        }
        maze.set(row, col, Mark::Dead); // nothing beyond it  //@ remove
    }
    if !entered {
        return false; // dead end: every neighbour refused   //@ dead_end
    }
    false
}

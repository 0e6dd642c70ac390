// depth-first: walk from S, trying the neighbours nearest E first.
// A cell the walk backs out of leads nowhere: it is marked dead and
// never entered again, so each cell is entered at most once.
fn walk(maze: &mut Maze, path: &mut Vec<Cell>) -> bool {
    let here = *path.last().unwrap();
    if here == maze.end {
        return true; // reached E                            //@ solution
    }
    let mut entered = false;
    for next in maze.neighbours(here).nearest_end_first() {  //@ try
        match maze.mark(next) {
            Mark::Wall => continue,   // a wall               //@ reject.wall
            Mark::OnPath => continue, // already on the path  //@ reject.on-path
            Mark::Dead => continue,   // leads nowhere        //@ reject.dead
            Mark::Open => {}
        }
        maze.set(next, Mark::OnPath);
        path.push(next); // step into the cell               //@ place
        entered = true;
        if walk(maze, path) {
            return true;
        }
        path.pop();
        maze.set(next, Mark::Dead); // nothing beyond it      //@ remove
    }
    if !entered {
        // dead end: every neighbour refused                 //@ dead_end
    }
    false
}

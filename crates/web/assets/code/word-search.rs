// word search: the words go into a trie; a path grows from each square
// in reading order, then moves up, right, down, left. The trie node of
// the path says which letters go on; a word found is marked for good.
fn grow(grid: &Grid, trie: &mut Trie, path: &mut Vec<Square>, node: Node, found: &mut Vec<String>) {
    if trie.word(node).is_some() && !trie.found(node) {
        trie.mark_found(node); // the path spells a word  //@ solution
        found.push(trie.word(node).unwrap());
    }
    let mut entered = false;
    for next in path.last().neighbours() {  // up, right, down, left  //@ try
        let Some(square) = grid.inside(next) else {
            continue; // off the grid                      //@ reject.outside
        };
        if path.contains(&square) {
            continue; // each square once                  //@ reject.used
        }
        let Some(child) = trie.child(node, grid.letter(square)) else {
            continue; // spells no prefix of a word        //@ reject.mismatch
        };
        if trie.all_found_below(child) {
            continue; // only words already found          //@ reject.found
        }
        path.push(square); // step onto the letter         //@ place
        entered = true;
        grow(grid, trie, path, child, found);
        path.pop(); // step back                           //@ remove
    }
    if !entered {
        // dead end: no neighbour goes on with a word     //@ dead_end
    }
}

// word search: the words go into a trie; a path grows from each square
// in reading order, then moves up, right, down, left. The trie node of
// the path says which letters go on; a word found is marked for good,
// and the search stops once every word is found.
fn grow(grid: &Grid, trie: &mut Trie, path: &mut Vec<Square>, node: Node) { //@ call{path=[row;col]|[]} local{row,col}
    let here = trie.word(node).is_some() && !trie.found(node);
    if here && trie.live(node) == 1 {
        trie.answer(node); // a word, and nothing sought beyond  //@ solution
        return;
    }
    let mut entered = false;
    if here {
        trie.answer(node); // `end`: the path spells a word, a prefix of others  //@ try.end try place.end place solution
        if trie.all_found() {
            return; // every word is found
        }
        entered = true; // and the path goes on          //@ remove.end remove
    }
    for (dir, next) in grid.next_squares(path) {  // the start: every square; then up, right, down, left  //@ try
        let Some((row, col)) = grid.inside(next) else {
            continue; // off the grid                      //@ reject.outside
        };
        if path.contains(&(row, col)) {
            continue; // each square once                  //@ reject.used
        }
        let Some(child) = trie.child(node, grid.letter(row, col)) else {
            continue; // spells no prefix of a word        //@ reject.mismatch
        };
        if trie.live(child) == 0 {
            continue; // only words already found          //@ reject.found
        }
        path.push((row, col)); // step onto the letter     //@ place
        entered = true;
        grow(grid, trie, path, child);
        if trie.all_found() {
            return; // every word is found
        }
        path.pop(); // step back                           //@ remove
    }
    if !entered {
        return; // dead end: no square goes on with a word  //@ dead_end
    }
}

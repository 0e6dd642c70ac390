// dsatur: colour the graph vertex by vertex, always the vertex whose
// neighbours show the most different colours (then the one with the
// most neighbours, then the lowest number): it is the hardest to colour,
// so a dead end shows up early. Its colours are tried from the lowest,
// and a colour not used yet only if it is the lowest such: colours are
// interchangeable, so each colouring is found once.
fn search(g: &mut Coloring, colored: usize, used: usize) -> bool { //@ call{colored=colored|0} local{vertex,color}
    if colored == g.n {
        return true; // every vertex has a colour              //@ solution
    }
    let vertex = next_vertex(g);
    let mut placed = false;
    // colours 1..used are in use: of the new ones only used + 1
    for color in 1..=(used + 1).min(g.k) {                    //@ try
        if g.neighbor_with(vertex, color).is_some() {
            continue; // a neighbour has this colour           //@ reject.neighbor
        }
        g.paint(vertex, color); // colour the vertex          //@ place
        placed = true;
        if search(g, colored + 1, used.max(color)) {
            return true; // the first colouring found will do
        }
        g.unpaint(vertex, color); // take the colour back      //@ remove
    }
    if !placed {
        return false; // dead end: no colour fits this vertex  //@ dead_end
    }
    false // every colour led nowhere: back up
}

// the uncoloured vertex with the most different colours around it
// (kept up to date by paint and unpaint), then the most neighbours
fn next_vertex(g: &Coloring) -> usize {
    let mut best = 0;
    for v in 1..=g.n {
        let here = (g.saturation[v], g.adj[v].len());
        // a tie keeps the lower number
        if g.color_of[v] == 0 && (best == 0 || here > (g.saturation[best], g.adj[best].len())) {
            best = v;
        }
    }
    best
}

// With min, each search allows one colour fewer than the last colouring
// used, until one fails or the size of a clique is reached.
fn fewest(graph: &Graph, k: usize) -> Option<Vec<usize>> {
    let clique = greedy_clique(graph); // no colouring has fewer colours
    let (mut k, mut best) = (k, None);
    loop {
        let mut g = Coloring::new(graph, k);
        if !search(&mut g, 0, 0) {
            return best; // none with k colours: the last one found is the fewest
        }
        let used = g.color_of.iter().copied().max().unwrap_or(0);
        best = Some(g.color_of[1..].to_vec());
        if used <= clique {
            return best;
        }
        k = used - 1; // try one colour fewer
    }
}

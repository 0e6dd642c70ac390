// perms: every permutation of 1..n in lexicographic order (LeetCode 46),
// built position by position: each value not yet used, smallest first.
// The judge task runs it once for each n of its input.
fn grow(n: usize, used: &mut [bool], perm: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) { //@ call{perm=perm|[]} local{pos,value}
    let pos = perm.len();
    if pos == n {
        out.push(perm.clone()); // every position filled    //@ solution
        return;
    }
    for value in 1..=n {
        if used[value] {                                    //@ try
            continue; // already in the permutation         //@ reject.used reject
        }
        used[value] = true;
        perm.push(value); // put it at pos                  //@ place
        grow(n, used, perm, out);
        perm.pop(); // take it back                         //@ remove
        used[value] = false;
    }
}

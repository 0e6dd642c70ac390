// subsets: grow a subset one number at a time, over the sorted values.
// At each node: first `end` (the subset as it stands is an answer), then
// each value from the last one taken on; the last one again only while
// copies of it are left. Every subset is reached exactly once.
fn grow(values: &[(i64, u32)], used: &mut [u32], from: usize, subset: &mut Vec<i64>, out: &mut Vec<Vec<i64>>) { //@ call{subset=subset|[]} local{value}
    out.push(subset.clone()); // `end`: the subset so far is an answer  //@ try.end try place.end place solution remove.end remove
    for g in from..values.len() {                   //@ try
        let (value, copies) = values[g];
        if used[g] == copies {
            continue; // every copy is in the subset  //@ reject.used-up
        }
        used[g] += 1;
        subset.push(value); // take it               //@ place
        grow(values, used, g, subset, out);
        subset.pop(); // put it back                  //@ remove
        used[g] -= 1;
    }
}

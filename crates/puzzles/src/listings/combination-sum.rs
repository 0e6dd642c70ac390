// combination sum: grow a combination in ascending order over the sorted
// values. At each node try the values from the last one taken on (that
// one again while copies are left); the first value that would pass the
// target is the last one tried, used up or not.
fn grow(values: &[(u64, u32)], used: &mut [u32], from: usize, sum: u64, target: u64, //@ call{sum=sum|0,combination=[value]|[]} local{value}
        combination: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if sum == target {
        out.push(combination.clone()); // an answer     //@ solution
        return;
    }
    let mut took = false;
    for g in from..values.len() {                        //@ try
        let (value, copies) = values[g];
        if g > from && sum + values[g - 1].0 > target {
            break; // the value before passed the target: sorted, so do the rest
        }
        if used[g] == copies {
            continue; // with --once: every copy is taken  //@ reject.used-up
        }
        if sum + value > target {
            continue; // over the target                   //@ reject.over
        }
        used[g] += 1;
        combination.push(value); // take it              //@ place
        took = true;
        grow(values, used, g, sum + value, target, combination, out);
        combination.pop(); // put it back                 //@ remove
        used[g] -= 1;
    }
    if !took {
        return; // dead end: no value fits under the target  //@ dead_end
    }
}

// subset sum: decide the sorted values in turn, how many copies of each
// to take, the most first (so the answers come in lexicographic order).
// suffix[g] is the sum of every copy of the values from g on: a choice
// whose rest they cannot make up, or whose rest is below the next value
// (and so below every value after it), is cut before it is taken.
fn decide(values: &[(u64, u32)], suffix: &[u64], g: usize, sum: u64, target: u64, //@ call{sum=sum|0} local{value,copies=take}
          subset: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if sum == target {
        out.push(subset.clone()); // an answer: the values after it left out  //@ solution
        return;
    }
    let (value, copies) = values[g];
    let mut took = false;
    for k in (0..=copies).rev() {                                  //@ try
        let with = sum + value * k as u64;
        if with > target {
            continue; // over the target                            //@ reject.over
        }
        let rest = target - with;
        if rest > 0 && suffix[g + 1] < rest {
            continue; // the values left cannot make up the rest    //@ reject.too-few
        }
        if rest > 0 && values[g + 1].0 > rest {
            continue; // the next value is already more than the rest  //@ reject.next-too-big
        }
        subset.extend(std::iter::repeat_n(value, k as usize)); // take k copies  //@ place
        took = true;
        decide(values, suffix, g + 1, with, target, subset, out);
        subset.truncate(subset.len() - k as usize); // put them back  //@ remove
    }
    if !took {
        return; // dead end: no number of copies fits               //@ dead_end
    }
}

// subsets: grow a subset one number at a time, over the sorted values.
// At each node: first `end` (the subset as it stands is an answer), then
// each value from the last one taken on; the last one again only while
// copies of it are left. Every subset is reached exactly once.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.TreeMap;

class Solution {
    private final List<List<Integer>> out = new ArrayList<>();

    public List<List<Integer>> subsetsWithDup(int[] nums) {
        Map<Integer, Integer> count = new TreeMap<>();
        for (int x : nums) {
            count.merge(x, 1, Integer::sum);
        }
        int[][] values = new int[count.size()][]; // {value, copies}, ascending
        int i = 0;
        for (Map.Entry<Integer, Integer> e : count.entrySet()) {
            values[i++] = new int[] {e.getKey(), e.getValue()};
        }
        grow(values, new int[values.length], 0, new ArrayList<>());
        return out;
    }

    private void grow(int[][] values, int[] used, int start, List<Integer> subset) { //@ call{subset=subset|[]} local{value}
        out.add(new ArrayList<>(subset)); // `end`: the subset so far is an answer  //@ try.end try place.end place solution remove.end remove
        for (int g = start; g < values.length; g++) {
            int value = values[g][0], copies = values[g][1];
            if (used[g] == copies) {                         //@ try{value}
                continue; // every copy is in the subset  //@ reject.used-up reject{value}
            }
            used[g]++;
            subset.add(value); // take it                 //@ place{value}
            grow(values, used, g, subset);
            subset.remove(subset.size() - 1); // put it back  //@ remove{value}
            used[g]--;
        }
    }
}

public class Subsets {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        List<Integer> nums = new ArrayList<>();
        while (in.hasNextInt()) {
            nums.add(in.nextInt());
        }
        List<List<Integer>> answer = new Solution().subsetsWithDup(nums.stream().mapToInt(x -> x).toArray());
        System.out.println(answer.toString().replace(" ", ""));
    }
}

// combination sum: grow a combination in ascending order over the sorted
// values. At each node try the values from the last one taken on (that
// one again while copies are left); the first value that would pass the
// target is the last one tried.
// Input: the target, then the numbers; `--once` uses each number once
// (LeetCode 40), else each as often as it fits (LeetCode 39).
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.TreeMap;

class Solution {
    private final List<List<Integer>> out = new ArrayList<>();

    public List<List<Integer>> combinationSum(int[] candidates, int target, boolean once) {
        Map<Integer, Integer> count = new TreeMap<>();
        for (int x : candidates) {
            count.merge(x, 1, Integer::sum);
        }
        int[][] values = new int[count.size()][]; // {value, copies}, ascending
        int i = 0;
        for (Map.Entry<Integer, Integer> e : count.entrySet()) {
            // without once: a value never runs out
            values[i++] = new int[] {e.getKey(), once ? e.getValue() : Integer.MAX_VALUE};
        }
        grow(values, new int[values.length], 0, 0, target, new ArrayList<>());
        return out;
    }

    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        return combinationSum(candidates, target, false);
    }

    public List<List<Integer>> combinationSum2(int[] candidates, int target) {
        return combinationSum(candidates, target, true);
    }

    private void grow(int[][] values, int[] used, int start, int sum, int target, List<Integer> combination) { //@ call{sum=sum|0,combination=[value]|[]} local{value}
        if (sum == target) {
            out.add(new ArrayList<>(combination)); // an answer  //@ solution
            return;
        }
        boolean took = false;
        for (int g = start; g < values.length; g++) {
            int value = values[g][0], copies = values[g][1];
            if (g > start && sum + values[g - 1][0] > target) {
                break; // the value before passed the target: sorted, so do the rest
            }
            if (used[g] == copies) {                           //@ try{value}
                continue; // with --once: every copy is taken   //@ reject.used-up reject{value}
            }
            if (sum + value > target) {
                continue; // over the target                    //@ reject.over reject{value}
            }
            used[g]++;
            combination.add(value); // take it                    //@ place{value}
            took = true;
            grow(values, used, g, sum + value, target, combination);
            combination.remove(combination.size() - 1); // put it back  //@ remove{value}
            used[g]--;
        }
        if (!took) {
            return; // dead end: no value fits under the target  //@ dead_end{sum}
        }
    }
}

public class CombinationSum {
    public static void main(String[] args) {
        boolean once = Arrays.asList(args).contains("--once");
        Scanner in = new Scanner(System.in);
        int target = in.nextInt();
        List<Integer> candidates = new ArrayList<>();
        while (in.hasNextInt()) {
            candidates.add(in.nextInt());
        }
        int[] nums = candidates.stream().mapToInt(x -> x).toArray();
        System.out.println(new Solution().combinationSum(nums, target, once).toString().replace(" ", ""));
    }
}

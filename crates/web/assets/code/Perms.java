// perms: every permutation of 1..n in lexicographic order (LeetCode 46),
// built position by position: each value not yet used, smallest first.
// Input (the judge task): T, then T numbers n; for each n one line, every
// permutation written as its numbers run together, separated by spaces.
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Solution {
    private final List<List<Integer>> out = new ArrayList<>();

    public List<List<Integer>> permute(int[] nums) {
        grow(nums, new boolean[nums.length], new ArrayList<>());
        return out;
    }

    private void grow(int[] nums, boolean[] used, List<Integer> perm) { //@ call{perm=perm|[]} local{pos,value}
        int pos = perm.size();
        if (pos == nums.length) {
            out.add(new ArrayList<>(perm)); // every position filled  //@ solution
            return;
        }
        for (int i = 0; i < nums.length; i++) {
            int value = nums[i];
            if (used[i]) {                                  //@ try{pos,value}
                continue; // already in the permutation     //@ reject.used reject{pos,value}
            }
            used[i] = true;
            perm.add(value); // put it at pos               //@ place{pos,value}
            grow(nums, used, perm);
            perm.remove(perm.size() - 1); // take it back   //@ remove{pos,value}
            used[i] = false;
        }
    }
}

public class Perms {
    public static void main(String[] args) throws IOException {
        Scanner in = new Scanner(System.in);
        BufferedWriter w = new BufferedWriter(new OutputStreamWriter(System.out));
        int t = in.nextInt();
        while (t-- > 0) {
            int n = in.nextInt();
            int[] nums = new int[n];
            for (int v = 1; v <= n; v++) {
                nums[v - 1] = v;
            }
            StringBuilder line = new StringBuilder();
            for (List<Integer> p : new Solution().permute(nums)) {
                if (line.length() > 0) {
                    line.append(' ');
                }
                for (int v : p) {
                    line.append(v);
                }
            }
            w.write(line.toString());
            w.newLine();
        }
        w.flush();
    }
}

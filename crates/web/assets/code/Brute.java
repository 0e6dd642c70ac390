// brute: every set of n squares out of n² (C(n², n) sets),
// numbered row * n + col, each set tested square by square.
import java.util.HashSet;
import java.util.Scanner;
import java.util.Set;

class Solution {
    public int totalNQueens(int n) {                //@ shape{candidates} call{n} local{count}
        int[] pick = new int[n];
        for (int i = 0; i < n; i++) {
            pick[i] = i; // the first set: 0 1 … n-1
        }
        int count = 0;
        do {
            count += test(pick, n); // the next candidate  //@ candidate
        } while (nextCombination(pick, n * n));
        return count;
    }

    private int test(int[] pick, int n) {           //@ shape{candidate} call{pick=squares} local{row,col}
        Set<Integer> rows = new HashSet<>(), cols = new HashSet<>();
        Set<Integer> diagonals = new HashSet<>(), antidiagonals = new HashSet<>();
        for (int square : pick) {
            int row = square / n, col = square % n;
            // same row, column or diagonal as a queen kept so far?
            if (rows.contains(row) || cols.contains(col)  //@ try{row,col}
                    || diagonals.contains(row - col) || antidiagonals.contains(row + col)) {
                return 0; // the candidate fails         //@ reject{row,col}
            }
            rows.add(row); // keep the queen             //@ place{row,col}
            cols.add(col);                               //@ place
            diagonals.add(row - col);                    //@ place
            antidiagonals.add(row + col);                //@ place
        }
        return 1; // n queens, none attacked             //@ solution
    }

    // The next set in lexicographic order; false after the last.
    private boolean nextCombination(int[] pick, int m) {
        int k = pick.length, i = k - 1;
        while (i >= 0 && pick[i] == m - k + i) {
            i--;
        }
        if (i < 0) {
            return false; // every set was tested
        }
        pick[i]++;
        for (int j = i + 1; j < k; j++) {
            pick[j] = pick[j - 1] + 1;
        }
        return true;
    }
}

public class Brute {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().totalNQueens(n));
    }
}

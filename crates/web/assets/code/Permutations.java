// permutations: every order of the columns (n! of them):
// one queen per row and per column by construction, so only
// the diagonals are tested, square by square.
import java.util.HashSet;
import java.util.Scanner;
import java.util.Set;

class Solution {
    public int totalNQueens(int n) {                //@ shape{candidates} call{n} local{count}
        int[] p = new int[n]; // row r: column p[r]
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        int count = 0;
        do {
            count += test(p, n); // the next candidate     //@ candidate
        } while (nextPermutation(p));
        return count;
    }

    private int test(int[] p, int n) {              //@ shape{candidate} call{p=columns} local{row,col}
        Set<Integer> diagonals = new HashSet<>(), antidiagonals = new HashSet<>();
        for (int row = 0; row < n; row++) {
            int col = p[row];
            // on a diagonal of a queen kept so far?
            if (diagonals.contains(row - col) || antidiagonals.contains(row + col)) { //@ try{row,col}
                return 0; // the candidate fails           //@ reject{row,col}
            }
            diagonals.add(row - col); // keep the queen    //@ place{row,col}
            antidiagonals.add(row + col);                  //@ place
        }
        return 1; // n queens, none attacked               //@ solution
    }

    // The next order in lexicographic order; false after n-1 … 1 0.
    private boolean nextPermutation(int[] p) {
        int i = p.length - 2;
        while (i >= 0 && p[i] >= p[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = p.length - 1;
        while (p[j] <= p[i]) {
            j--;
        }
        swap(p, i, j);
        for (int a = i + 1, b = p.length - 1; a < b; a++, b--) {
            swap(p, a, b);
        }
        return true;
    }

    private static void swap(int[] p, int i, int j) {
        int t = p[i];
        p[i] = p[j];
        p[j] = t;
    }
}

public class Permutations {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().totalNQueens(n));
    }
}

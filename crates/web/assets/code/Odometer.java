// odometer: every list of one column per row (n^n lists),
// counted like an odometer, each tested square by square.
import java.util.HashSet;
import java.util.Scanner;
import java.util.Set;

class Solution {
    public int totalNQueens(int n) {                //@ shape{candidates} call{n} local{count}
        int[] digits = new int[n]; // row r: column digits[r]
        int count = 0;
        do {
            count += test(digits, n); // the next candidate  //@ candidate
        } while (turn(digits, n));
        return count;
    }

    private int test(int[] digits, int n) {         //@ shape{candidate} call{digits=columns} local{row,col}
        Set<Integer> cols = new HashSet<>(), diagonals = new HashSet<>(), antidiagonals = new HashSet<>();
        for (int row = 0; row < n; row++) {
            int col = digits[row];
            // same column or diagonal as a queen kept so far?
            if (cols.contains(col) || diagonals.contains(row - col) || antidiagonals.contains(row + col)) { //@ try{row,col}
                return 0; // the candidate fails           //@ reject{row,col}
            }
            cols.add(col); // keep the queen               //@ place{row,col}
            diagonals.add(row - col);                      //@ place
            antidiagonals.add(row + col);                  //@ place
        }
        return 1; // n queens, none attacked               //@ solution
    }

    // Turns the odometer; false once past n-1 n-1 … n-1.
    private boolean turn(int[] digits, int n) {
        for (int r = n - 1; r >= 0; r--) {
            digits[r]++; // the last row turns fastest
            if (digits[r] < n) {
                return true;
            }
            digits[r] = 0;
        }
        return false;
    }
}

public class Odometer {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().totalNQueens(n));
    }
}

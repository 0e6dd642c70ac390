// flags: one flag per column, per diagonal (r - c + n - 1)
// and per anti-diagonal (r + c); a test is three reads.
import java.util.Scanner;

class Solution {
    private boolean[] column, diagonal, antidiagonal;
    private int count = 0;

    public int totalNQueens(int n) {
        column = new boolean[n];
        diagonal = new boolean[2 * n - 1];
        antidiagonal = new boolean[2 * n - 1];
        solve(0, n);
        return count;
    }

    private void solve(int row, int n) {            //@ shape{rows} call{row} local{col,d=diag.n,a=anti,placed}
        if (row == n) {
            count++; // a queen in every row             //@ solution
            return;
        }
        boolean placed = false;
        for (int col = 0; col < n; col++) {
            int d = row - col + n - 1, a = row + col;
            if (column[col]) {                          //@ try{row,col}
                continue; // the column is taken        //@ reject.column reject{row,col}
            }
            if (diagonal[d]) {
                continue; // the diagonal is taken      //@ reject.diagonal reject{row,col}
            }
            if (antidiagonal[a]) {
                continue; // the anti-diagonal is taken //@ reject.anti-diagonal reject{row,col}
            }
            column[col] = true; // place the queen      //@ place{row,col}
            diagonal[d] = true;                         //@ place
            antidiagonal[a] = true;                     //@ place
            placed = true;
            solve(row + 1, n);
            column[col] = false; // take it back        //@ remove{row,col}
            diagonal[d] = false;                        //@ remove
            antidiagonal[a] = false;                    //@ remove
        }
        if (!placed) {
            return; // dead end: no safe square         //@ dead_end{row}
        }
    }
}

public class Flags {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().totalNQueens(n));
    }
}

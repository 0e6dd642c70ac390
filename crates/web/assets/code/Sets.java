// sets: hash sets of the columns, diagonals (r - c) and
// anti-diagonals (r + c) in use; a test is three lookups.
import java.util.HashSet;
import java.util.Scanner;
import java.util.Set;

class Solution {
    private final Set<Integer> columns = new HashSet<>();
    private final Set<Integer> diagonals = new HashSet<>();
    private final Set<Integer> antidiagonals = new HashSet<>();
    private int count = 0;

    public int totalNQueens(int n) {
        solve(0, n);
        return count;
    }

    private void solve(int row, int n) {            //@ shape{rows} call{row} local{col,d=diag,a=anti,placed}
        if (row == n) {
            count++; // a queen in every row             //@ solution
            return;
        }
        boolean placed = false;
        for (int col = 0; col < n; col++) {
            int d = row - col, a = row + col;
            if (columns.contains(col)) {                //@ try{row,col}
                continue; // the column is taken        //@ reject.column reject{row,col}
            }
            if (diagonals.contains(d)) {
                continue; // the diagonal is taken      //@ reject.diagonal reject{row,col}
            }
            if (antidiagonals.contains(a)) {
                continue; // the anti-diagonal is taken //@ reject.anti-diagonal reject{row,col}
            }
            columns.add(col); // place the queen        //@ place{row,col}
            diagonals.add(d);                           //@ place
            antidiagonals.add(a);                       //@ place
            placed = true;
            solve(row + 1, n);
            columns.remove(col); // take it back        //@ remove{row,col}
            diagonals.remove(d);                        //@ remove
            antidiagonals.remove(a);                    //@ remove
        }
        if (!placed) {
            return; // dead end: no safe square         //@ dead_end{row}
        }
    }
}

public class Sets {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().totalNQueens(n));
    }
}

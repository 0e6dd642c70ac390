// backtrack: queens row by row; a square is tested by
// scanning the queens above it, one by one: O(row).
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Solution {
    private int count = 0;

    public int totalNQueens(int n) {
        solve(0, new ArrayList<>(), n); // row r: column cols.get(r)
        return count;
    }

    private void solve(int row, List<Integer> cols, int n) { //@ shape{rows} call{row,cols} local{col,placed}
        if (row == n) {
            count++; // a queen in every row             //@ solution
            return;
        }
        boolean placed = false;
        for (int col = 0; col < n; col++) {
            if (attacked(cols, row, col)) {             //@ try{row,col}
                continue; // reject the square          //@ reject{row,col}
            }
            cols.add(col); // place the queen           //@ place{row,col}
            placed = true;
            solve(row + 1, cols, n);
            cols.remove(cols.size() - 1); // take it back  //@ remove{row,col}
        }
        if (!placed) {
            return; // dead end: no safe square         //@ dead_end{row}
        }
    }

    private boolean attacked(List<Integer> cols, int row, int col) { //@ shape{blame} call{row,col} local{r=by.row,c=by.col}
        for (int r = 0; r < cols.size(); r++) {
            int c = cols.get(r), rise = row - r;
            if (c == col) {
                return true; // same column             //@ reject.column
            }
            if (c + rise == col) {
                return true; // same diagonal           //@ reject.diagonal
            }
            if (col + rise == c) {
                return true; // same anti-diagonal      //@ reject.anti-diagonal
            }
        }
        return false;
    }
}

public class Backtrack {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().totalNQueens(n));
    }
}

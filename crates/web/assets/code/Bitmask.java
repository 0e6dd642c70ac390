// bitmask: the columns and diagonals attacked in this row as
// the bits of three ints; all safe squares in one operation,
// and the search jumps from one safe column to the next.
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Solution {
    private int full, count = 0;
    private final List<Integer> queens = new ArrayList<>(); // row r: column queens.get(r)

    public int totalNQueens(int n) {
        full = (1 << n) - 1;
        solve(0, 0, 0, 0, n);
        return count;
    }

    private void solve(int row, int cols, int left, int right, int n) { //@ shape{rows} call{row,cols=mask.cols,left=mask.left,right=mask.right} local{free,bit,col}
        if (row == n) {
            count++; // a queen in every row              //@ solution
            return;
        }
        int free = full & ~(cols | left | right); // the safe squares
        if (free == 0) {
            return; // dead end: every square attacked   //@ dead_end{row}
        }
        while (free != 0) {
            int bit = free & -free; // lowest safe column
            free ^= bit;
            int col = Integer.numberOfTrailingZeros(bit);
            queens.add(col); // place the queen          //@ place{row,col}
            // the lines this queen attacks, seen from the next row
            solve(row + 1, cols | bit, (left | bit) << 1, (right | bit) >>> 1, n);
            queens.remove(queens.size() - 1); // take it back  //@ remove{row,col}
        }
    }
}

public class Bitmask {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().totalNQueens(n));
    }
}

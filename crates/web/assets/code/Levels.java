// levels: level by level (breadth-first). Every board of row k
// is built at once from all the boards of row k - 1: no
// recursion and no backtracking, but a whole level in memory.
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Solution {
    public int totalNQueens(int n) {                //@ shape{levels} call{n} local{row,level,next,board,col}
        List<List<Integer>> level = new ArrayList<>();
        level.add(new ArrayList<>()); // the empty board
        int solutions = 0;
        for (int row = 0; row < n; row++) {
            List<List<Integer>> next = new ArrayList<>();
            for (List<Integer> board : level) {
                boolean placed = false;
                for (int col = 0; col < n; col++) {
                    if (attacked(board, row, col)) {      //@ try{row,col}
                        continue; // reject the square    //@ reject{row,col}
                    }
                    List<Integer> child = new ArrayList<>(board);
                    child.add(col);
                    next.add(child); // into the next level  //@ place{row,col}
                    placed = true;
                    if (row + 1 == n) {
                        solutions++; // a complete board  //@ solution
                    }
                }
                if (!placed) {
                    continue; // dead end: no child in next level  //@ dead_end{row}
                }
            }
            level = next; // the level above is dropped
        }
        return solutions;
    }

    private boolean attacked(List<Integer> board, int row, int col) {
        for (int r = 0; r < board.size(); r++) {
            int c = board.get(r), rise = row - r;
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

public class Levels {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().totalNQueens(n));
    }
}

// board: the data-structures course's N-Queens. The board is a
// grid of chars, '.' or 'Q'; isSafe walks up from the square:
// the column, then the upper-left, then the upper-right diagonal.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Scanner;

class Solution {
    private final List<List<String>> solutions = new ArrayList<>();

    public List<List<String>> solveNQueens(int n) {
        char[][] board = new char[n][n];
        for (char[] line : board) {
            Arrays.fill(line, '.');
        }
        solve(0, board, n);
        return solutions;
    }

    private void solve(int row, char[][] board, int n) { //@ shape{rows} call{row} local{col,placed}
        if (row == n) {
            List<String> solution = new ArrayList<>(); // a queen in every row  //@ solution
            for (char[] line : board) {
                solution.add(new String(line));
            }
            solutions.add(solution);
            return;
        }
        boolean placed = false;
        for (int col = 0; col < n; col++) {
            if (!isSafe(board, row, col, n)) {        //@ try{row,col}
                continue; // reject the square        //@ reject{row,col}
            }
            board[row][col] = 'Q'; // place the queen //@ place{row,col}
            placed = true;
            solve(row + 1, board, n);
            board[row][col] = '.'; // take it back    //@ remove{row,col}
        }
        if (!placed) {
            return; // dead end: no safe square       //@ dead_end{row}
        }
    }

    private boolean isSafe(char[][] board, int row, int col, int n) { //@ shape{blame} call{row,col} local{r=by.row,c=by.col}
        // up the column
        for (int r = row - 1; r >= 0; r--) {
            if (board[r][col] == 'Q') {
                return false; // a queen up the column  //@ reject.column
            }
        }
        // up the upper-left diagonal
        for (int r = row - 1, c = col - 1; r >= 0 && c >= 0; r--, c--) {
            if (board[r][c] == 'Q') {
                return false; // on the diagonal        //@ reject.diagonal
            }
        }
        // up the upper-right diagonal
        for (int r = row - 1, c = col + 1; r >= 0 && c < n; r--, c++) {
            if (board[r][c] == 'Q') {
                return false; // on the anti-diagonal   //@ reject.anti-diagonal
            }
        }
        return true;
    }
}

public class Board {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        System.out.println(new Solution().solveNQueens(n).size());
    }
}

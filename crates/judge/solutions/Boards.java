// boards: every solution of n queens as rows of Q and . (LeetCode 51),
// found row by row with flag arrays for columns and both diagonals.
// Input: n; output: the boards, each n rows, separated by a blank line.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Scanner;

class Solution {
    private boolean[] column, diagonal, antidiagonal;
    private char[][] board;
    private final List<List<String>> boards = new ArrayList<>();

    public List<List<String>> solveNQueens(int n) {
        column = new boolean[n];
        diagonal = new boolean[2 * n - 1];
        antidiagonal = new boolean[2 * n - 1];
        board = new char[n][n];
        for (char[] line : board) {
            Arrays.fill(line, '.');
        }
        solve(0, n);
        return boards;
    }

    private void solve(int row, int n) {
        if (row == n) {
            List<String> copy = new ArrayList<>();
            for (char[] line : board) {
                copy.add(new String(line));
            }
            boards.add(copy);
            return;
        }
        for (int col = 0; col < n; col++) {
            int d = row - col + n - 1, a = row + col;
            if (column[col] || diagonal[d] || antidiagonal[a]) {
                continue; // attacked
            }
            column[col] = diagonal[d] = antidiagonal[a] = true;
            board[row][col] = 'Q'; // place the queen
            solve(row + 1, n);
            board[row][col] = '.'; // take it back
            column[col] = diagonal[d] = antidiagonal[a] = false;
        }
    }
}

public class Boards {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        List<List<String>> boards = new Solution().solveNQueens(n);
        StringBuilder out = new StringBuilder();
        for (int b = 0; b < boards.size(); b++) {
            if (b > 0) {
                out.append('\n');
            }
            for (String row : boards.get(b)) {
                out.append(row).append('\n');
            }
        }
        System.out.print(out);
    }
}

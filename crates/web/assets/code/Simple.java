// simple: the textbook Sudoku solver (LeetCode 37). Fill the first empty
// cell with each digit that its row, column and box allow, go on to the
// next empty cell, and take the digit back if that leads nowhere.
// Input: the 81 cells row by row, '.' or '0' for an empty one (spaces
// and line breaks are skipped); output: the solved grid on one line.
import java.io.IOException;

class Solution {
    public boolean solveSudoku(char[][] board) {
        return solve(board);
    }

    // isValid: may `digit` go in (row, col)? Not if a unit has it.
    private boolean isValid(char[][] board, int row, int col, char digit) {
        for (int c = 0; c < 9; c++) {
            if (board[row][c] == digit) {
                return false; // the row has it               //@ reject.row
            }
        }
        for (int r = 0; r < 9; r++) {
            if (board[r][col] == digit) {
                return false; // the column has it            //@ reject.column
            }
        }
        int top = row / 3 * 3, left = col / 3 * 3;
        for (int r = top; r < top + 3; r++) {
            for (int c = left; c < left + 3; c++) {
                if (board[r][c] == digit) {
                    return false; // the box has it           //@ reject.box
                }
            }
        }
        return true;
    }

    private boolean solve(char[][] board) { //@ call{board=_} local{row,col,digit}
        int[] empty = firstEmpty(board);
        if (empty == null) {
            return true; // every cell filled: solved         //@ solution
        }
        int row = empty[0], col = empty[1];
        boolean placed = false;
        for (char digit = '1'; digit <= '9'; digit++) {
            if (!isValid(board, row, col, digit)) {           //@ try{row,col,digit}
                continue; // a unit has it: reject            //@ reject{row,col,digit}
            }
            board[row][col] = digit; // write it in           //@ place{row,col,digit}
            placed = true;
            if (solve(board)) {
                return true;
            }
            board[row][col] = '.'; // take it back            //@ remove{row,col,digit}
        }
        if (!placed) {
            return false; // dead end: no digit fits this cell //@ dead_end{row,col}
        }
        return false;
    }

    private int[] firstEmpty(char[][] board) {
        for (int i = 0; i < 81; i++) {
            if (board[i / 9][i % 9] == '.') {
                return new int[] {i / 9, i % 9};
            }
        }
        return null;
    }
}

public class Simple {
    public static void main(String[] args) throws IOException {
        char[][] board = new char[9][9];
        for (int i = 0; i < 81; ) {
            int ch = System.in.read();
            if (ch < 0) {
                break;
            }
            if (!Character.isWhitespace(ch)) {
                board[i / 9][i % 9] = ch == '0' ? '.' : (char) ch;
                i++;
            }
        }
        if (new Solution().solveSudoku(board)) {
            StringBuilder line = new StringBuilder();
            for (char[] row : board) {
                line.append(row);
            }
            System.out.println(line);
        } else {
            System.out.println("no solution");
        }
    }
}

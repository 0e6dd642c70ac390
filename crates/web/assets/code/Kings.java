// reading order: place the kings row by row, left to right, each on a
// square after the last one, leaving a square for each king still to
// place. Only the square to the left and the three above can hold a
// king already placed, so each placement is found once.
// Input: n and k; output: how many placements there are.
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Placer {
    long count = 0;
    private final int n, k;
    private final boolean[][] board;

    Placer(int n, int k) {
        this.n = n;
        this.k = k;
        board = new boolean[n][n];
    }

    void place(List<int[]> kings) { //@ call{kings=[row;col]|[]} local{row,col}
        if (kings.size() == k) {
            count++; // k kings, none touching                     //@ solution
            return;
        }
        int[] last = kings.isEmpty() ? null : kings.get(kings.size() - 1);
        int first = last == null ? 0 : last[0] * n + last[1] + 1; // after the last king
        int end = n * n + kings.size() + 1 - k; // room for the rest
        boolean placed = false;
        for (int s = first; s < end; s++) {
            int row = s / n, col = s % n;
            if (nextToAKing(row, col)) {                           //@ try{row,col}
                continue; // a king touches it                     //@ reject.attacked reject{row,col}
            }
            board[row][col] = true;
            kings.add(new int[] {row, col}); // a king on the square  //@ place{row,col}
            placed = true;
            place(kings);
            kings.remove(kings.size() - 1); // take it off again   //@ remove{row,col}
            board[row][col] = false;
        }
        if (!placed) {
            return; // dead end: no square left for the next king  //@ dead_end
        }
    }

    // the squares before (row, col) in reading order that touch it:
    // up and left, up, up and right, left
    private boolean nextToAKing(int row, int col) {
        int[][] near = {{row - 1, col - 1}, {row - 1, col}, {row - 1, col + 1}, {row, col - 1}};
        for (int[] s : near) {
            if (s[0] >= 0 && s[1] >= 0 && s[1] < n && board[s[0]][s[1]]) {
                return true;
            }
        }
        return false;
    }
}

public class Kings {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        Placer kings = new Placer(in.nextInt(), in.nextInt());
        kings.place(new ArrayList<>());
        System.out.println(kings.count);
    }
}

// warnsdorff: a knight's tour by backtracking. The moves are tried in
// Warnsdorff's order: the square with the fewest free neighbours first,
// the one farther from the centre on a tie. Two tests refuse a move
// before it is made. A closed tour is a cycle: it is searched from the
// square nearest the centre, then numbered from the start asked for.
// Input: n, the start as R,C from 1, true for a closed tour (else false);
// output: the board of move numbers, or "no tour".
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Scanner;

class Board {
    static final int[][] MOVES = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};

    final int n;
    final int[] start;
    final boolean closed;
    final int[][] number; // the move number, 0 while free
    private final int[][] free; // free neighbours of each square
    private final int[][] nearStart; // a closed tour's start is next to it

    Board(int n, int[] start, boolean closed) {
        this.n = n;
        this.start = start;
        this.closed = closed;
        number = new int[n][n];
        free = new int[n][n];
        nearStart = new int[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                free[r][c] = around(r, c).size();
            }
        }
        if (closed) {
            // The start stays free for its neighbours: the tour comes back
            // to it at the end, so they are left for late.
            number[start[0]][start[1]] = 1;
            for (int[] s : around(start[0], start[1])) {
                nearStart[s[0]][s[1]] = 1;
            }
        } else {
            visit(start[0], start[1], 1);
        }
    }

    boolean tour(int r, int c, int moves) { //@ call{r=row|from.row,c=col|from.col,moves=move|1} local{row,col,move}
        if (moves == n * n) {
            return true; // every square visited: a tour                 //@ solution
        }
        boolean moved = false;
        int move = moves + 1; // the number of the next move
        for (int[] to : fewestOnwardFirst(r, c)) {
            int row = to[0], col = to[1];
            int left = n * n - move; // the squares still free after this move  //@ try{move,row,col}
            if (left == 0) {
                if (closed && !nextTo(row, col, start)) {
                    continue; // a closed tour ends a move from the start    //@ reject.not-closing reject{move,row,col}
                }
            } else if (onward(row, col) == 0) {
                continue; // no way on from there                           //@ reject.no-way-on reject{move,row,col}
            } else if (left > 1 && cutsOff(row, col)) {
                continue; // it would cut a square off (its last way in)    //@ reject.cuts-off reject{move,row,col}
            } else if (closed && free[start[0]][start[1]] == 1 && nextTo(row, col, start)) {
                continue; // keep the start's last neighbour for the end    //@ reject.closes-off reject{move,row,col}
            }
            visit(row, col, move); // move the knight                      //@ place{move,row,col}
            moved = true;
            if (tour(row, col, move)) {
                return true;
            }
            unvisit(row, col); // take the move back                       //@ remove{move,row,col}
        }
        if (!moved) {
            return false; // dead end: no move from here is allowed        //@ dead_end
        }
        return false; // every move led nowhere: back up
    }

    private List<int[]> around(int r, int c) {
        List<int[]> out = new ArrayList<>();
        for (int[] m : MOVES) {
            int a = r + m[0], b = c + m[1];
            if (a >= 0 && a < n && b >= 0 && b < n) {
                out.add(new int[] {a, b});
            }
        }
        return out;
    }

    private List<int[]> freeAround(int r, int c) {
        List<int[]> out = new ArrayList<>();
        for (int[] s : around(r, c)) {
            if (number[s[0]][s[1]] == 0) {
                out.add(s);
            }
        }
        return out;
    }

    private boolean nextTo(int r, int c, int[] square) {
        for (int[] s : around(r, c)) {
            if (s[0] == square[0] && s[1] == square[1]) {
                return true;
            }
        }
        return false;
    }

    // the free squares a knight goes on to from (r, c); a closed tour's
    // start only at the very end, so it does not count
    private int onward(int r, int c) {
        return free[r][c] - nearStart[r][c];
    }

    // whether a free neighbour of (r, c) has (r, c) as its last way in
    private boolean cutsOff(int r, int c) {
        for (int[] s : freeAround(r, c)) {
            if (onward(s[0], s[1]) == 1) {
                return true;
            }
        }
        return false;
    }

    private int spread(int[] s) { // from the centre
        int a = 2 * s[0] - n + 1, b = 2 * s[1] - n + 1;
        return a * a + b * b;
    }

    private List<int[]> fewestOnwardFirst(int r, int c) {
        List<int[]> out = freeAround(r, c);
        // List.sort is stable: equal squares keep the order of MOVES
        out.sort(Comparator.<int[]>comparingInt(s -> free[s[0]][s[1]]).thenComparingInt(s -> -spread(s)));
        return out;
    }

    private void visit(int r, int c, int move) {
        number[r][c] = move;
        for (int[] s : around(r, c)) {
            free[s[0]][s[1]]--;
        }
    }

    private void unvisit(int r, int c) {
        number[r][c] = 0;
        for (int[] s : around(r, c)) {
            free[s[0]][s[1]]++;
        }
    }
}

public class Tour {
    // A knight changes colour with every move: on an odd board a tour
    // starts on the corners' colour, and no tour is closed.
    static boolean ruledOut(int n, int[] start, boolean closed) {
        if (closed && n == 1) {
            return true;
        }
        if (n % 2 == 1 && n > 1) {
            return closed || (start[0] + start[1]) % 2 == 1;
        }
        return false;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        String[] square = in.next().split(",");
        boolean closed = in.next().equals("true");
        int row = Integer.parseInt(square[0]) - 1, col = Integer.parseInt(square[1]) - 1;
        int[] start = {row, col};
        if (ruledOut(n, start, closed)) {
            System.out.println("no tour");
            return;
        }
        if (closed) {
            // the square nearest the centre
            int best = Integer.MAX_VALUE;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    int off = (2 * r - n + 1) * (2 * r - n + 1) + (2 * c - n + 1) * (2 * c - n + 1);
                    if (off < best) {
                        best = off;
                        start = new int[] {r, c};
                    }
                }
            }
        }
        Board board = new Board(n, start, closed);
        if (!board.tour(start[0], start[1], 1)) {
            System.out.println("no tour");
            return;
        }
        int first = board.number[row][col] - 1; // a closed tour is read from the start asked for
        StringBuilder out = new StringBuilder();
        for (int[] line : board.number) {
            for (int c = 0; c < n; c++) {
                out.append(c > 0 ? " " : "").append(Math.floorMod(line[c] - 1 - first, n * n) + 1);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}

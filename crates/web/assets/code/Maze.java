// depth-first: walk from S, trying the neighbours nearest E first (ties:
// up, right, down, left). A cell the walk backs out of leads nowhere: it
// is marked dead and never entered again, so each cell is entered at
// most once.
// Input: the maze's rows (`#` wall, `.` open, `S` start, `E` end);
// output: the maze with the path drawn in `*`, or "no way".
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Scanner;

public class Maze {
    static final int[][] STEPS = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}}; // up, right, down, left

    final int rows, cols;
    int[] start, end;
    // a mark per cell: `#` a wall, `.` open, `*` on the path, `x` dead
    final char[][] mark;

    Maze(List<String> lines) {
        rows = lines.size();
        cols = lines.get(0).length();
        mark = new char[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                char ch = lines.get(r).charAt(c);
                if (ch == 'S') {
                    start = new int[] {r, c};
                } else if (ch == 'E') {
                    end = new int[] {r, c};
                }
                mark[r][c] = ch == '#' ? '#' : '.';
            }
        }
        mark[start[0]][start[1]] = '*';
    }

    boolean walk(int r, int c) { //@ call{r=row|start.row,c=col|start.col} local{row,col}
        if (r == end[0] && c == end[1]) {
            return true; // reached E                                //@ solution
        }
        boolean entered = false;
        for (int[] next : nearestEndFirst(r, c)) {
            int row = next[0], col = next[1];
            char m = mark[row][col];                                //@ try{row,col}
            if (m == '#') {
                continue; // a wall                                  //@ reject.wall reject{row,col}
            }
            if (m == '*') {
                continue; // already on the path                     //@ reject.on-path reject{row,col}
            }
            if (m == 'x') {
                continue; // leads nowhere                           //@ reject.dead reject{row,col}
            }
            mark[row][col] = '*'; // step into the cell              //@ place{row,col}
            entered = true;
            if (walk(row, col)) {
                return true;
            }
            mark[row][col] = 'x'; // nothing beyond it: dead         //@ remove{row,col}
        }
        if (!entered) {
            return false; // dead end: every neighbour refused       //@ dead_end
        }
        return false;
    }

    private List<int[]> nearestEndFirst(int r, int c) {
        List<int[]> cells = new ArrayList<>();
        for (int[] s : STEPS) {
            int a = r + s[0], b = c + s[1];
            if (a >= 0 && a < rows && b >= 0 && b < cols) {
                cells.add(new int[] {a, b});
            }
        }
        // List.sort is stable: equal distances keep up, right, down, left
        cells.sort(Comparator.comparingInt(x -> Math.abs(x[0] - end[0]) + Math.abs(x[1] - end[1])));
        return cells;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        List<String> lines = new ArrayList<>();
        while (in.hasNext()) {
            lines.add(in.next());
        }
        Maze maze = new Maze(lines);
        if (!maze.walk(maze.start[0], maze.start[1])) {
            System.out.println("no way");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < maze.rows; r++) {
            for (int c = 0; c < maze.cols; c++) {
                char ch = lines.get(r).charAt(c);
                out.append(maze.mark[r][c] == '*' && ch == '.' ? '*' : ch);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}

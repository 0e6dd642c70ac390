// row by row: place the rooks top to bottom, each in a row below the
// last one's, leaving a row for each rook still to place. A rook holds
// its row alone, so only a column can be taken already.
// Input: n and k; output: how many placements there are.
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Placer {
    long count = 0;
    private final int n, k;
    private final boolean[] column; // a rook holds the column

    Placer(int n, int k) {
        this.n = n;
        this.k = k;
        column = new boolean[n];
    }

    void place(List<int[]> rooks) { //@ call{rooks=[row;col]|[]} local{row,col}
        if (rooks.size() == k) {
            count++; // k rooks, none attacking                    //@ solution
            return;
        }
        int first = rooks.isEmpty() ? 0 : rooks.get(rooks.size() - 1)[0] + 1; // below the last rook
        int rows = n + rooks.size() + 1 - k; // a row for each of the rest
        boolean placed = false;
        for (int row = first; row < rows; row++) {
            for (int col = 0; col < n; col++) {
                if (column[col]) {                                 //@ try{row,col}
                    continue; // a rook holds this column          //@ reject.attacked reject{row,col}
                }
                column[col] = true;
                rooks.add(new int[] {row, col}); // a rook on the square  //@ place{row,col}
                placed = true;
                place(rooks);
                rooks.remove(rooks.size() - 1); // take it off again  //@ remove{row,col}
                column[col] = false;
            }
        }
        if (!placed) {
            return; // dead end: no square left for the next rook  //@ dead_end
        }
    }
}

public class Rooks {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        Placer rooks = new Placer(in.nextInt(), in.nextInt());
        rooks.place(new ArrayList<>());
        System.out.println(rooks.count);
    }
}

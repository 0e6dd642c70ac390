// row by row: one queen a row, tried left to right. A square is
// refused when its column holds a queen, its region holds one, or
// the queen of the row above touches it, even diagonally.
// Input: the map, n rows of n region letters; output: how many answers.
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Scanner;
import java.util.Set;

class Queens {
    long count = 0;
    private final List<String> rows;
    private final int n;
    private final boolean[] column; // a queen holds the column
    private final Set<Character> region = new HashSet<>(); // the regions holding a queen

    Queens(List<String> rows) {
        this.rows = rows;
        n = rows.size();
        column = new boolean[n];
    }

    void place(List<Integer> queens) { //@ call{queens=[col]|[]} local{row,col}
        int row = queens.size();
        if (row == n) {
            count++; // a queen in every row, column and region   //@ solution
            return;
        }
        boolean placed = false;
        for (int col = 0; col < n; col++) {
            char letter = rows.get(row).charAt(col);
            if (column[col]) {                                 //@ try{row,col}
                continue; // its column holds a queen          //@ reject.column reject{row,col}
            }
            if (region.contains(letter)) {
                continue; // its region holds a queen          //@ reject.region reject{row,col}
            }
            if (row > 0 && Math.abs(queens.get(row - 1) - col) <= 1) {
                continue; // the queen above touches it        //@ reject.touch reject{row,col}
            }
            column[col] = true;
            region.add(letter);
            queens.add(col); // a queen on the square          //@ place{row,col}
            placed = true;
            place(queens);
            queens.remove(queens.size() - 1); // take it off again  //@ remove{row,col}
            region.remove(letter);
            column[col] = false;
        }
        if (!placed) {
            return; // dead end: no square left in the row     //@ dead_end
        }
    }
}

public class Regions {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        List<String> rows = new ArrayList<>();
        while (in.hasNext()) {
            rows.add(in.next());
        }
        Queens queens = new Queens(rows);
        queens.place(new ArrayList<>());
        System.out.println(queens.count);
    }
}

// row by row: k stars a row (k = 1: Queens), each row's stars left to
// right, the next right of the last. A square is refused when its column
// holds its k stars, its region does, or a star touches it, even
// diagonally (only the row above and the square's left hold stars yet).
// Input: k, then the map, n rows of n region letters; output: how many answers.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Scanner;

class Stars {
    long count = 0;
    private final int k;
    private final List<String> rows;
    private final int n;
    private final int[] column; // the stars in each column
    private final Map<Character, Integer> region = new HashMap<>(); // the stars in each region

    Stars(int k, List<String> rows) {
        this.k = k;
        this.rows = rows;
        n = rows.size();
        column = new int[n];
    }

    void place(List<int[]> stars) { //@ call{stars=[row;col]|[]} local{row,col}
        if (stars.size() == n * k) {
            count++; // k stars in every row, column and region   //@ solution
            return;
        }
        int row = stars.size() / k;
        int[] last = stars.isEmpty() ? null : stars.get(stars.size() - 1);
        int first = last != null && last[0] == row ? last[1] + 1 : 0; // right of the row's last
        boolean placed = false;
        for (int col = first; col < n; col++) {
            char letter = rows.get(row).charAt(col);
            if (column[col] == k) {                            //@ try{row,col}
                continue; // its column holds its stars        //@ reject.column reject{row,col}
            }
            if (region.getOrDefault(letter, 0) == k) {
                continue; // its region holds its stars        //@ reject.region reject{row,col}
            }
            if (touches(stars, row, col)) {
                continue; // a star touches it                 //@ reject.touch reject{row,col}
            }
            column[col]++;
            region.merge(letter, 1, Integer::sum);
            stars.add(new int[] {row, col}); // a star on the square  //@ place{row,col}
            placed = true;
            place(stars);
            stars.remove(stars.size() - 1); // take it off again  //@ remove{row,col}
            region.merge(letter, -1, Integer::sum);
            column[col]--;
        }
        if (!placed) {
            return; // dead end: no square left in the row     //@ dead_end
        }
    }

    private static boolean touches(List<int[]> stars, int row, int col) {
        for (int[] s : stars) {
            if (s[0] >= row - 1 && Math.abs(s[1] - col) <= 1) return true;
        }
        return false;
    }
}

public class Regions {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int k = in.nextInt();
        List<String> rows = new ArrayList<>();
        while (in.hasNext()) {
            rows.add(in.next());
        }
        Stars stars = new Stars(k, rows);
        stars.place(new ArrayList<>());
        System.out.println(stars.count);
    }
}

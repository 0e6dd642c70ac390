// word search: the words go into a trie; a path grows from each square
// in reading order, then moves up, right, down, left. The trie node of
// the path says which letters go on; a word found is marked for good,
// and the search stops once every word is found (LeetCode 79, 212).
// Input: the grid's rows, an empty line, then the words; output: the
// words the grid holds, sorted, as LeetCode writes them.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

class Node {
    final Map<Character, Node> children = new HashMap<>();
    Node parent;
    String word; // the word that ends here, if any
    int live = 0; // the words at or below this node not found yet
}

class Solution {
    private static final String[] DIRS = {"up", "right", "down", "left"};
    private static final int[] DR = {-1, 0, 1, 0}, DC = {0, 1, 0, -1};

    private char[][] board;
    private int rows, cols;
    private final Node root = new Node();
    private final List<String> found = new ArrayList<>();
    private boolean[][] used;
    private boolean done;

    public List<String> findWords(char[][] board, String[] words) {
        this.board = board;
        rows = board.length;
        cols = board[0].length;
        Map<Character, Integer> have = new HashMap<>();
        for (char[] line : board) {
            for (char letter : line) {
                have.merge(letter, 1, Integer::sum);
            }
        }
        for (String word : new LinkedHashSet<>(List.of(words))) { // each word once
            Map<Character, Integer> need = new HashMap<>();
            boolean fits = word.length() <= rows * cols;
            for (char letter : word.toCharArray()) {
                fits = fits && need.merge(letter, 1, Integer::sum) <= have.getOrDefault(letter, 0);
            }
            if (!fits) {
                continue; // it cannot fit: never sought
            }
            Node node = root;
            for (char letter : word.toCharArray()) {
                Node parent = node;
                node = node.children.computeIfAbsent(letter, k -> new Node());
                node.parent = parent;
            }
            node.word = word;
            mark(node, 1);
        }
        done = root.live == 0;
        used = new boolean[rows][cols];
        grow(new ArrayList<>(), root);
        Collections.sort(found);
        return found;
    }

    private void mark(Node node, int by) {
        for (; node != null; node = node.parent) {
            node.live += by;
        }
    }

    private void answer(Node node) {
        found.add(node.word); // the path spells a word
        mark(node, -1); // found for good
        done = root.live == 0;
    }

    private void grow(List<int[]> path, Node node) { //@ call{path=[row;col]|[]} local{row,col}
        boolean here = node.word != null && !found.contains(node.word);
        if (here && node.live == 1) {
            answer(node); // a word, and nothing sought beyond  //@ solution
            return;
        }
        boolean entered = false;
        if (here) {
            answer(node); // `end`: the path spells a word, a prefix of others  //@ try.end try place.end place solution
            if (done) {
                return; // every word is found
            }
            entered = true; // and the path goes on               //@ remove.end remove
        }
        List<Object[]> squares = new ArrayList<>(); // {dir, row, col}
        if (!path.isEmpty()) {
            int[] last = path.get(path.size() - 1);
            for (int d = 0; d < 4; d++) {
                squares.add(new Object[] {DIRS[d], last[0] + DR[d], last[1] + DC[d]});
            }
        } else if (root.live > 0) { // the start: every square in reading order
            for (int i = 0; i < rows * cols; i++) {
                squares.add(new Object[] {"", i / cols, i % cols});
            }
        }
        for (Object[] square : squares) {
            String dir = (String) square[0];
            int row = (int) square[1], col = (int) square[2];
            if (row < 0 || row >= rows || col < 0 || col >= cols) {  //@ try
                continue; // off the grid                          //@ reject.outside reject{dir}
            }
            if (used[row][col]) {
                continue; // each square once                      //@ reject.used reject{row,col}
            }
            Node child = node.children.get(board[row][col]);
            if (child == null) {
                continue; // spells no prefix of a word            //@ reject.mismatch reject{row,col}
            }
            if (child.live == 0) {
                continue; // only words already found              //@ reject.found reject{row,col}
            }
            used[row][col] = true;
            path.add(new int[] {row, col}); // step onto the letter  //@ place{row,col}
            entered = true;
            grow(path, child);
            if (done) {
                return; // every word is found
            }
            path.remove(path.size() - 1); // step back             //@ remove{row,col}
            used[row][col] = false;
        }
        if (!entered) {
            return; // dead end: no square goes on with a word     //@ dead_end
        }
    }
}

public class WordSearch {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        List<char[]> grid = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null && !line.isEmpty()) {
            grid.add(line.toCharArray());
        }
        List<String> words = new ArrayList<>();
        while ((line = in.readLine()) != null) {
            for (String word : line.trim().split("\\s+")) {
                if (!word.isEmpty()) {
                    words.add(word);
                }
            }
        }
        List<String> found = new Solution().findWords(grid.toArray(new char[0][]), words.toArray(new String[0]));
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < found.size(); i++) {
            out.append(i > 0 ? "," : "").append('"').append(found.get(i)).append('"');
        }
        System.out.println(out.append(']'));
    }
}

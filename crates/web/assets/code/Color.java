// dsatur: colour the graph vertex by vertex, always the vertex whose
// neighbours show the most different colours (then the one with the
// most neighbours, then the lowest number): it is the hardest to colour,
// so a dead end shows up early. Its colours are tried from the lowest,
// and a colour not used yet only if it is the lowest such: colours are
// interchangeable, so each colouring is found once. More than (the most
// neighbours + 1) colours are never needed.
// With MIN, each search allows one colour fewer than the last colouring
// used, until one fails or the size of a clique is reached.
// Input: K and MIN (true or false) on the first line, then the graph in
// DIMACS form (`p edge N M`, then `e U V` lines, vertices from 1);
// output: "colors C" and the colour of each vertex, or "no coloring".
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

class Coloring {
    final int n, k;
    final int[][] adj;
    final int[] colorOf; // 0 while uncoloured
    final int[][] seen; // seen[v][c]: how many neighbours of v have colour c
    final int[] saturation; // the different colours around v

    Coloring(int[][] adj, int k) {
        this.n = adj.length - 1;
        this.k = k;
        this.adj = adj;
        colorOf = new int[n + 1];
        seen = new int[n + 1][k + 1];
        saturation = new int[n + 1];
    }

    boolean search(int colored, int used) { //@ call{colored=colored|0} local{vertex,color}
        if (colored == n) {
            return true; // every vertex has a colour              //@ solution
        }
        int vertex = nextVertex();
        boolean placed = false;
        // colours 1..used are in use: of the new ones only used + 1
        for (int color = 1; color <= Math.min(used + 1, k); color++) {
            int neighbor = neighborWith(vertex, color);          //@ try{vertex,color,colored}
            if (neighbor != 0) {
                continue; // a neighbour has this colour           //@ reject.neighbor reject{vertex,color,neighbor,colored}
            }
            paint(vertex, color, 1); // colour the vertex         //@ place{vertex,color}
            placed = true;
            if (search(colored + 1, Math.max(used, color))) {
                return true; // the first colouring found will do
            }
            paint(vertex, color, -1); // take the colour back      //@ remove{vertex,color,colored}
        }
        if (!placed) {
            return false; // dead end: no colour fits this vertex  //@ dead_end{vertex,colored}
        }
        return false; // every colour led nowhere: back up
    }

    private int nextVertex() {
        int best = 0;
        for (int v = 1; v <= n; v++) {
            // a tie keeps the lower number
            if (colorOf[v] == 0 && (best == 0 || saturation[v] > saturation[best]
                    || (saturation[v] == saturation[best] && adj[v].length > adj[best].length))) {
                best = v;
            }
        }
        return best;
    }

    // the first neighbour of v that has colour c, or 0
    private int neighborWith(int v, int c) {
        return Arrays.stream(adj[v]).filter(w -> colorOf[w] == c).findFirst().orElse(0);
    }

    // colour v with c (step 1), or take c off again (step -1)
    private void paint(int v, int c, int step) {
        colorOf[v] = step > 0 ? c : 0;
        for (int w : adj[v]) {
            int before = seen[w][c];
            seen[w][c] += step;
            if (before == 0 || seen[w][c] == 0) { // c is new around w, or gone from it
                saturation[w] += step;
            }
        }
    }
}

public class Color {
    // Vertices joined to each other all need different colours: grow a
    // clique from each of the 64 vertices with the most neighbours, each
    // time taking the candidate with the most neighbours.
    static int greedyClique(int[][] adj) {
        List<Integer> starts = IntStream.range(1, adj.length).boxed().collect(Collectors.toList());
        starts.sort((a, b) -> adj[b].length - adj[a].length); // List.sort is stable
        int best = 1;
        for (int v : starts.subList(0, Math.min(starts.size(), 64))) {
            int size = 1;
            int[] candidates = adj[v];
            while (candidates.length > 0) {
                int u = candidates[0]; // on a tie, the lower number
                for (int w : candidates) {
                    u = adj[w].length > adj[u].length ? w : u;
                }
                size++;
                int[] joined = adj[u];
                candidates = Arrays.stream(candidates)
                        .filter(w -> Arrays.binarySearch(joined, w) >= 0) // joined to all so far
                        .toArray();
            }
            best = Math.max(best, size);
        }
        return best;
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String[] first = in.readLine().trim().split("\\s+");
        int k = Integer.parseInt(first[0]);
        boolean fewest = first[1].equals("true");
        List<TreeSet<Integer>> edges = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] words = line.trim().split("\\s+");
            if (words[0].equals("p")) {
                for (int v = 0; v <= Integer.parseInt(words[2]); v++) {
                    edges.add(new TreeSet<>());
                }
            } else if (words[0].equals("e")) {
                int u = Integer.parseInt(words[1]), v = Integer.parseInt(words[2]);
                edges.get(u).add(v); // a repeated edge counts once
                edges.get(v).add(u);
            }
        }
        int[][] adj = new int[edges.size()][];
        int most = 0; // the most neighbours of a vertex
        for (int v = 0; v < adj.length; v++) {
            adj[v] = edges.get(v).stream().mapToInt(Integer::intValue).toArray(); // in order
            most = Math.max(most, adj[v].length);
        }
        k = Math.min(k, most + 1); // (the most neighbours + 1) colours always do
        int clique = fewest ? greedyClique(adj) : 0;
        int[] best = null;
        int used = 0;
        while (true) {
            Coloring coloring = new Coloring(adj, k);
            if (!coloring.search(0, 0)) {
                break; // none with k colours: the last one found is the fewest
            }
            best = Arrays.copyOfRange(coloring.colorOf, 1, adj.length);
            used = Arrays.stream(best).max().getAsInt();
            if (!fewest || used <= clique) {
                break;
            }
            k = used - 1; // try one colour fewer
        }
        if (best == null) {
            System.out.println("no coloring");
            return;
        }
        System.out.println("colors " + used);
        System.out.println(Arrays.stream(best).mapToObj(String::valueOf).collect(Collectors.joining(" ")));
    }
}

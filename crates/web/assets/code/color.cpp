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
#include <algorithm>
#include <iostream>
#include <iterator>
#include <numeric>
#include <set>
#include <string>
#include <vector>
using namespace std;

class Coloring {
public:
    int n, k;
    const vector<vector<int>>& adj;
    vector<int> colorOf;           // 0 while uncoloured
    vector<vector<int>> seen;      // seen[v][c]: how many neighbours of v have colour c
    vector<int> saturation;        // the different colours around v

    Coloring(const vector<vector<int>>& adj, int k)
        : n(adj.size() - 1), k(k), adj(adj), colorOf(n + 1), seen(n + 1, vector<int>(k + 1)), saturation(n + 1) {}

    bool search(int colored, int used) { //@ call{colored=colored|0} local{vertex,color}
        if (colored == n) {
            return true; // every vertex has a colour              //@ solution
        }
        int vertex = nextVertex();
        bool placed = false;
        // colours 1..used are in use: of the new ones only used + 1
        for (int color = 1; color <= min(used + 1, k); color++) {
            int neighbor = neighborWith(vertex, color);          //@ try{vertex,color,colored}
            if (neighbor != 0) {
                continue; // a neighbour has this colour           //@ reject.neighbor reject{vertex,color,neighbor,colored}
            }
            paint(vertex, color, 1); // colour the vertex         //@ place{vertex,color}
            placed = true;
            if (search(colored + 1, max(used, color))) {
                return true; // the first colouring found will do
            }
            paint(vertex, color, -1); // take the colour back      //@ remove{vertex,color,colored}
        }
        if (!placed) {
            return false; // dead end: no colour fits this vertex  //@ dead_end{vertex,colored}
        }
        return false; // every colour led nowhere: back up
    }

private:
    int nextVertex() const {
        int best = 0;
        for (int v = 1; v <= n; v++) {
            pair<int, int> here = {saturation[v], adj[v].size()};
            // a tie keeps the lower number
            if (colorOf[v] == 0 && (best == 0 || here > make_pair(saturation[best], (int)adj[best].size()))) {
                best = v;
            }
        }
        return best;
    }

    // the first neighbour of v that has colour c, or 0
    int neighborWith(int v, int c) const {
        auto w = find_if(adj[v].begin(), adj[v].end(), [&](int w) { return colorOf[w] == c; });
        return w == adj[v].end() ? 0 : *w;
    }

    // colour v with c (step 1), or take c off again (step -1)
    void paint(int v, int c, int step) {
        colorOf[v] = step > 0 ? c : 0;
        for (int w : adj[v]) {
            int before = seen[w][c];
            seen[w][c] += step;
            if (before == 0 || seen[w][c] == 0) { // c is new around w, or gone from it
                saturation[w] += step;
            }
        }
    }
};

// Vertices joined to each other all need different colours: grow a
// clique from each of the 64 vertices with the most neighbours, each
// time taking the candidate with the most neighbours.
int greedyClique(const vector<vector<int>>& adj) {
    vector<int> starts(adj.size() - 1);
    iota(starts.begin(), starts.end(), 1);
    stable_sort(starts.begin(), starts.end(), [&](int a, int b) { return adj[a].size() > adj[b].size(); });
    starts.resize(min((int)starts.size(), 64));
    int best = 1;
    for (int v : starts) {
        int size = 1;
        vector<int> candidates = adj[v];
        while (!candidates.empty()) {
            // the first with the most neighbours: on a tie, the lower number
            int u = *max_element(candidates.begin(), candidates.end(),
                                 [&](int a, int b) { return adj[a].size() < adj[b].size(); });
            size++;
            vector<int> joined; // joined to all so far
            copy_if(candidates.begin(), candidates.end(), back_inserter(joined),
                    [&](int w) { return binary_search(adj[u].begin(), adj[u].end(), w); });
            candidates = joined;
        }
        best = max(best, size);
    }
    return best;
}

int main() {
    int k, n = 0;
    string fewestWord, word;
    cin >> k >> fewestWord;
    bool fewest = fewestWord == "true";
    vector<set<int>> edges;
    while (cin >> word) {
        if (word == "p") {
            cin >> word >> n >> word; // `edge`, N, M
            edges.assign(n + 1, set<int>());
        } else if (word == "e") {
            int u, v;
            cin >> u >> v;
            edges[u].insert(v); // a repeated edge counts once
            edges[v].insert(u);
        } else {
            getline(cin, word); // a comment
        }
    }
    vector<vector<int>> adj;
    int most = 0; // the most neighbours of a vertex
    for (const auto& e : edges) {
        adj.push_back(vector<int>(e.begin(), e.end())); // in order
        most = max(most, (int)e.size());
    }
    k = min(k, most + 1); // (the most neighbours + 1) colours always do
    int clique = fewest ? greedyClique(adj) : 0;
    vector<int> best;
    int used = 0;
    while (true) {
        Coloring coloring(adj, k);
        if (!coloring.search(0, 0)) {
            break; // none with k colours: the last one found is the fewest
        }
        best.assign(coloring.colorOf.begin() + 1, coloring.colorOf.end());
        used = *max_element(best.begin(), best.end());
        if (!fewest || used <= clique) {
            break;
        }
        k = used - 1; // try one colour fewer
    }
    if (best.empty()) {
        cout << "no coloring\n";
        return 0;
    }
    cout << "colors " << used << '\n';
    for (int v = 0; v < n; v++) {
        cout << (v > 0 ? " " : "") << best[v];
    }
    cout << '\n';
}

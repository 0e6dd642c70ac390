# dsatur: colour the graph vertex by vertex, always the vertex whose
# neighbours show the most different colours (then the one with the
# most neighbours, then the lowest number): it is the hardest to colour,
# so a dead end shows up early. Its colours are tried from the lowest,
# and a colour not used yet only if it is the lowest such: colours are
# interchangeable, so each colouring is found once. More than (the most
# neighbours + 1) colours are never needed.
# With MIN, each search allows one colour fewer than the last colouring
# used, until one fails or the size of a clique is reached.
# Input: K and MIN (true or false) on the first line, then the graph in
# DIMACS form (`p edge N M`, then `e U V` lines, vertices from 1);
# output: "colors C" and the colour of each vertex, or "no coloring".
import sys


class Coloring:
    def __init__(self, adj: list[list[int]], k: int) -> None:
        self.n, self.adj = len(adj) - 1, adj  # vertices 1..n
        self.k = min(k, max(len(a) for a in adj) + 1)  # (the most neighbours + 1) colours always do
        self.color_of = [0] * (self.n + 1)  # 0 while uncoloured
        # seen[v][c]: how many neighbours of v have colour c
        self.seen = [[0] * (self.k + 1) for _ in range(self.n + 1)]
        self.saturation = [0] * (self.n + 1)  # the different colours around v

    def next_vertex(self) -> int:
        best, most = 0, (-1, -1)
        for v in range(1, self.n + 1):
            here = (self.saturation[v], len(self.adj[v]))
            if self.color_of[v] == 0 and here > most:  # a tie keeps the lower number
                best, most = v, here
        return best

    def neighbor_with(self, v: int, c: int) -> int:
        # the first neighbour of v that has colour c, or 0
        return next((w for w in self.adj[v] if self.color_of[w] == c), 0)

    def paint(self, v: int, c: int, step: int) -> None:
        # colour v with c (step 1), or take c off again (step -1)
        self.color_of[v] = c if step > 0 else 0
        for w in self.adj[v]:
            before = self.seen[w][c]
            self.seen[w][c] += step
            if before == 0 or self.seen[w][c] == 0:  # c is new around w, or gone from it
                self.saturation[w] += step

    def search(self, colored: int, used: int) -> bool:  #@ call{colored=colored|0} local{vertex,color}
        if colored == self.n:
            return True  # every vertex has a colour              #@ solution
        vertex = self.next_vertex()
        placed = False
        # colours 1..used are in use: of the new ones only used + 1
        for color in range(1, min(used + 1, self.k) + 1):
            neighbor = self.neighbor_with(vertex, color)  #@ try{vertex,color,colored}
            if neighbor:
                continue  # a neighbour has this colour           #@ reject.neighbor reject{vertex,color,neighbor,colored}
            self.paint(vertex, color, 1)  # colour the vertex     #@ place{vertex,color}
            placed = True
            if self.search(colored + 1, max(used, color)):
                return True  # the first colouring found will do
            self.paint(vertex, color, -1)  # take the colour back  #@ remove{vertex,color,colored}
        if not placed:
            return False  # dead end: no colour fits this vertex  #@ dead_end{vertex,colored}
        return False  # every colour led nowhere: back up


def greedy_clique(adj: list[list[int]]) -> int:
    # Vertices joined to each other all need different colours: grow a
    # clique from each of the 64 vertices with the most neighbours, each
    # time taking the candidate with the most neighbours.
    degree = lambda v: len(adj[v])
    starts = sorted(range(1, len(adj)), key=lambda v: -degree(v))[:64]  # sorted is stable
    best = 1
    for v in starts:
        size, candidates = 1, adj[v]
        while candidates:
            u = max(candidates, key=lambda u: (degree(u), -u))
            size += 1
            joined = set(adj[u])
            candidates = [w for w in candidates if w in joined]  # joined to all so far
        best = max(best, size)
    return best


def main() -> None:
    lines = sys.stdin.read().split("\n")
    k, fewest = int(lines[0].split()[0]), lines[0].split()[1] == "true"
    adj: list[set[int]] = []
    for line in lines[1:]:
        words = line.split()
        if words and words[0] == "p":
            adj = [set() for _ in range(int(words[2]) + 1)]
        elif words and words[0] == "e":
            u, v = int(words[1]), int(words[2])
            adj[u].add(v)  # a repeated edge counts once
            adj[v].add(u)
    neighbors = [sorted(a) for a in adj]
    sys.setrecursionlimit(10 * len(adj) + 1000)  # one call per vertex
    clique = greedy_clique(neighbors) if fewest else 0
    best = None
    while True:
        coloring = Coloring(neighbors, k)
        if not coloring.search(0, 0):
            break  # none with k colours: the last one found is the fewest
        best = coloring.color_of[1:]
        if not fewest or max(best) <= clique:
            break
        k = max(best) - 1  # try one colour fewer
    if best is None:
        print("no coloring")
        return
    print("colors", max(best))
    print(" ".join(map(str, best)))


if __name__ == "__main__":
    main()

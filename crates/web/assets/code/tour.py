# warnsdorff: a knight's tour by backtracking. The moves are tried in
# Warnsdorff's order: the square with the fewest free neighbours first,
# the one farther from the centre on a tie. Two tests refuse a move
# before it is made. A closed tour is a cycle: it is searched from the
# square nearest the centre, then numbered from the start asked for.
# Input: n, the start as R,C from 1, true for a closed tour (else false);
# output: the board of move numbers, or "no tour".
import sys

MOVES = [(-2, 1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1)]


class Board:
    def __init__(self, n: int, start: tuple[int, int], closed: bool) -> None:
        self.n, self.start, self.closed = n, start, closed
        self.move = [[0] * n for _ in range(n)]  # the move number, 0 while free
        self.free = [[len(self.around(r, c)) for c in range(n)] for r in range(n)]
        self.near_start = [[False] * n for _ in range(n)]
        r, c = start
        if closed:
            # The start stays free for its neighbours: the tour comes back
            # to it at the end, so they are left for late.
            self.move[r][c] = 1
            for a, b in self.around(r, c):
                self.near_start[a][b] = True
        else:
            self.visit(r, c, 1)

    def around(self, r: int, c: int) -> list[tuple[int, int]]:
        n = self.n
        return [(r + dr, c + dc) for dr, dc in MOVES if 0 <= r + dr < n and 0 <= c + dc < n]

    def free_around(self, r: int, c: int) -> list[tuple[int, int]]:
        return [(a, b) for a, b in self.around(r, c) if self.move[a][b] == 0]

    def onward(self, r: int, c: int) -> int:
        # the free squares a knight goes on to from (r, c); a closed tour's
        # start only at the very end, so it does not count
        return self.free[r][c] - self.near_start[r][c]

    def fewest_onward_first(self, r: int, c: int) -> list[tuple[int, int]]:
        n = self.n
        spread = lambda a, b: (2 * a - n + 1) ** 2 + (2 * b - n + 1) ** 2  # from the centre
        return sorted(self.free_around(r, c), key=lambda s: (self.free[s[0]][s[1]], -spread(*s)))

    def visit(self, r: int, c: int, move: int) -> None:
        self.move[r][c] = move
        for a, b in self.around(r, c):
            self.free[a][b] -= 1

    def unvisit(self, r: int, c: int) -> None:
        self.move[r][c] = 0
        for a, b in self.around(r, c):
            self.free[a][b] += 1

    def tour(self, r: int, c: int, moves: int) -> bool:  #@ call{r=row|from.row,c=col|from.col,moves=move|1} local{row,col,move}
        n = self.n
        if moves == n * n:
            return True  # every square visited: a tour                 #@ solution
        moved = False
        move = moves + 1  # the number of the next move
        sr, sc = self.start
        for row, col in self.fewest_onward_first(r, c):
            left = n * n - move  # the squares still free after this move  #@ try{move,row,col}
            if left == 0:
                if self.closed and (row, col) not in self.around(sr, sc):
                    continue  # a closed tour ends a move from the start    #@ reject.not-closing reject{move,row,col}
            elif self.onward(row, col) == 0:
                continue  # no way on from there                           #@ reject.no-way-on reject{move,row,col}
            elif left > 1 and any(self.onward(a, b) == 1 for a, b in self.free_around(row, col)):
                continue  # it would cut a square off (its last way in)    #@ reject.cuts-off reject{move,row,col}
            elif self.closed and self.free[sr][sc] == 1 and (row, col) in self.around(sr, sc):
                continue  # keep the start's last neighbour for the end    #@ reject.closes-off reject{move,row,col}
            self.visit(row, col, move)  # move the knight                  #@ place{move,row,col}
            moved = True
            if self.tour(row, col, move):
                return True
            self.unvisit(row, col)  # take the move back                   #@ remove{move,row,col}
        if not moved:
            return False  # dead end: no move from here is allowed         #@ dead_end
        return False  # every move led nowhere: back up


def ruled_out(n: int, start: tuple[int, int], closed: bool) -> bool:
    # A knight changes colour with every move: on an odd board a tour
    # starts on the corners' colour, and no tour is closed.
    if closed and n == 1:
        return True
    if n % 2 == 1 and n > 1:
        return closed or sum(start) % 2 == 1
    return False


def main() -> None:
    words = sys.stdin.read().split()
    n, closed = int(words[0]), words[2] == "true"
    row, col = (int(v) - 1 for v in words[1].split(","))
    start = (row, col)
    if ruled_out(n, start, closed):
        print("no tour")
        return
    if closed:
        # the square nearest the centre
        off = lambda v: (2 * v - n + 1) ** 2
        start = min(((r, c) for r in range(n) for c in range(n)), key=lambda s: (off(s[0]) + off(s[1]), s))
    board = Board(n, start, closed)
    if not board.tour(start[0], start[1], 1):
        print("no tour")
        return
    first = board.move[row][col] - 1  # a closed tour is read from the start asked for
    for line in board.move:
        print(" ".join(str((m - 1 - first) % (n * n) + 1) for m in line))


if __name__ == "__main__":
    main()

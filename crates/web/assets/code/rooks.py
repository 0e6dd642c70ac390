# row by row: place the rooks top to bottom, each in a row below the
# last one's, leaving a row for each rook still to place. A rook holds
# its row alone, so only a column can be taken already.
# Input: n and k; output: how many placements there are.
import sys


class Rooks:
    def __init__(self, n: int, k: int) -> None:
        self.n, self.k = n, k
        self.column = [False] * n  # a rook holds the column
        self.count = 0

    def place(self, rooks: list[tuple[int, int]]) -> None:  #@ call{rooks=[row;col]|[]} local{row,col}
        n, k = self.n, self.k
        if len(rooks) == k:
            self.count += 1  # k rooks, none attacking             #@ solution
            return
        first = rooks[-1][0] + 1 if rooks else 0  # below the last rook
        rows = n + len(rooks) + 1 - k  # a row for each of the rest
        placed = False
        for row in range(first, rows):
            for col in range(n):
                if self.column[col]:                              #@ try{row,col}
                    continue  # a rook holds this column           #@ reject.attacked reject{row,col}
                self.column[col] = True
                rooks.append((row, col))  # a rook on the square  #@ place{row,col}
                placed = True
                self.place(rooks)
                rooks.pop()  # take it off again                  #@ remove{row,col}
                self.column[col] = False
        if not placed:
            return  # dead end: no square left for the next rook  #@ dead_end


if __name__ == "__main__":
    n, k = map(int, sys.stdin.read().split())
    rooks = Rooks(n, k)
    rooks.place([])
    print(rooks.count)

# reading order: place the kings row by row, left to right, each on a
# square after the last one, leaving a square for each king still to
# place. Only the square to the left and the three above can hold a
# king already placed, so each placement is found once.
# Input: n and k; output: how many placements there are.
import sys


class Kings:
    def __init__(self, n: int, k: int) -> None:
        self.n, self.k = n, k
        self.board = [[False] * n for _ in range(n)]
        self.count = 0

    def next_to_a_king(self, row: int, col: int) -> bool:
        # the squares before (row, col) in reading order that touch it:
        # up and left, up, up and right, left
        near = [(row - 1, col - 1), (row - 1, col), (row - 1, col + 1), (row, col - 1)]
        return any(r >= 0 and 0 <= c < self.n and self.board[r][c] for r, c in near)

    def place(self, kings: list[tuple[int, int]]) -> None:  #@ call{kings=[row;col]|[]} local{row,col}
        n, k = self.n, self.k
        if len(kings) == k:
            self.count += 1  # k kings, none touching              #@ solution
            return
        first = kings[-1][0] * n + kings[-1][1] + 1 if kings else 0  # after the last king
        end = n * n + len(kings) + 1 - k  # room for the rest
        placed = False
        for s in range(first, end):
            row, col = s // n, s % n
            if self.next_to_a_king(row, col):                     #@ try{row,col}
                continue  # a king touches it                      #@ reject.attacked reject{row,col}
            self.board[row][col] = True
            kings.append((row, col))  # a king on the square      #@ place{row,col}
            placed = True
            self.place(kings)
            kings.pop()  # take it off again                      #@ remove{row,col}
            self.board[row][col] = False
        if not placed:
            return  # dead end: no square left for the next king  #@ dead_end


if __name__ == "__main__":
    n, k = map(int, sys.stdin.read().split())
    kings = Kings(n, k)
    kings.place([])
    print(kings.count)

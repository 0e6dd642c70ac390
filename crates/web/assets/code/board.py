# board: the data-structures course's N-Queens. The board is a
# grid of strings, "." or "Q"; is_safe walks up from the square:
# the column, then the upper-left, then the upper-right diagonal.
import sys


class Solution:
    def solveNQueens(self, n: int) -> list[list[str]]:
        board = [["."] * n for _ in range(n)]
        solutions: list[list[str]] = []
        self.solve(0, board, n, solutions)
        return solutions

    def solve(self, row: int, board: list[list[str]], n: int, solutions: list[list[str]]) -> None: #@ shape{rows} call{row} local{col,placed}
        if row == n:
            solutions.append(["".join(line) for line in board])  #@ solution
            return
        placed = False
        for col in range(n):
            if not self.is_safe(board, row, col, n):  #@ try{row,col}
                continue  # reject the square         #@ reject{row,col}
            board[row][col] = "Q"  # place the queen  #@ place{row,col}
            placed = True
            self.solve(row + 1, board, n, solutions)
            board[row][col] = "."  # take it back     #@ remove{row,col}
        if not placed:
            return  # dead end: no safe square        #@ dead_end{row}

    def is_safe(self, board: list[list[str]], row: int, col: int, n: int) -> bool: #@ shape{blame} call{row,col} local{r=by.row,c=by.col}
        # up the column
        for r in range(row - 1, -1, -1):
            if board[r][col] == "Q":
                return False  # a queen up the column  #@ reject.column
        # up the upper-left diagonal
        r, c = row - 1, col - 1
        while r >= 0 and c >= 0:
            if board[r][c] == "Q":
                return False  # on the diagonal        #@ reject.diagonal
            r, c = r - 1, c - 1
        # up the upper-right diagonal
        r, c = row - 1, col + 1
        while r >= 0 and c < n:
            if board[r][c] == "Q":
                return False  # on the anti-diagonal   #@ reject.anti-diagonal
            r, c = r - 1, c + 1
        return True


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(len(Solution().solveNQueens(n)))

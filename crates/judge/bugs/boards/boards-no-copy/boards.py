# boards: every solution of n queens as rows of Q and . (LeetCode 51),
# found row by row with flag arrays for columns and both diagonals.
# Input: n; output: the boards, each n rows, separated by a blank line.
import sys


class Solution:
    def solveNQueens(self, n: int) -> list[list[list[str]]]:
        self.column = [False] * n
        self.diagonal = [False] * (2 * n - 1)
        self.antidiagonal = [False] * (2 * n - 1)
        self.board = [["."] * n for _ in range(n)]
        self.boards: list[list[list[str]]] = []
        self.solve(0, n)
        return self.boards

    def solve(self, row: int, n: int) -> None:
        if row == n:
            self.boards.append(self.board)
            return
        for col in range(n):
            d, a = row - col + n - 1, row + col
            if self.column[col] or self.diagonal[d] or self.antidiagonal[a]:
                continue  # attacked
            self.column[col] = self.diagonal[d] = self.antidiagonal[a] = True
            self.board[row][col] = "Q"  # place the queen
            self.solve(row + 1, n)
            self.board[row][col] = "."  # take it back
            self.column[col] = self.diagonal[d] = self.antidiagonal[a] = False


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    boards = Solution().solveNQueens(n)
    print("\n\n".join("\n".join("".join(line) for line in board) for board in boards))

# simple: the textbook Sudoku solver (LeetCode 37). Fill the first empty
# cell with each digit that its row, column and box allow, go on to the
# next empty cell, and take the digit back if that leads nowhere.
# Input: the 81 cells row by row, "." or "0" for an empty one (spaces
# and line breaks are skipped); output: the solved grid on one line.
import sys


class Solution:
    def solveSudoku(self, board: list[list[str]]) -> bool:
        return self.solve(board)

    # isValid: may `digit` go in (row, col)? Not if a unit has it.
    def is_valid(self, board: list[list[str]], row: int, col: int, digit: str) -> bool:
        if any(board[row][c] == digit for c in range(9)):
            return False  # the row has it                  #@ reject.row
        if any(board[r][col] == digit for r in range(9)):
            return False  # the column has it               #@ reject.column
        top, left = row // 3 * 3, col // 3 * 3
        if any(board[r][c] == digit for r in range(top, top + 3) for c in range(left, left + 3)):
            return False  # the box has it                  #@ reject.box
        return True

    def solve(self, board: list[list[str]]) -> bool:  #@ call{board=_} local{row,col,digit}
        empty = self.first_empty(board)
        if empty is None:
            return True  # every cell filled: solved         #@ solution
        row, col = empty
        placed = False
        for digit in "123456789":
            if not self.is_valid(board, row, col, digit):    #@ try{row,col,digit}
                continue  # a unit has it: reject             #@ reject{row,col,digit}
            board[row][col] = digit  # write it in           #@ place{row,col,digit}
            placed = True
            if self.solve(board):
                return True
            board[row][col] = "."  # take it back            #@ remove{row,col,digit}
        if not placed:
            return False  # dead end: no digit fits this cell #@ dead_end{row,col}
        return False

    def first_empty(self, board: list[list[str]]) -> tuple[int, int] | None:
        for i in range(81):
            if board[i // 9][i % 9] == ".":
                return i // 9, i % 9
        return None


if __name__ == "__main__":
    cells = [ch for ch in sys.stdin.read() if not ch.isspace()][:81]
    board = [[("." if ch == "0" else ch) for ch in cells[r * 9 : r * 9 + 9]] for r in range(9)]
    if Solution().solveSudoku(board):
        print("".join("".join(line) for line in board))
    else:
        print("no solution")

# levels: level by level (breadth-first). Every board of row k
# is built at once from all the boards of row k - 1: no
# recursion and no backtracking, but a whole level in memory.
import sys


class Solution:
    def totalNQueens(self, n: int) -> int:          #@ shape{levels} call{n} local{row,level,next_level=next,board,col}
        level: list[list[int]] = [[]]  # the empty board
        solutions = 0
        for row in range(n):
            next_level: list[list[int]] = []
            for board in level:
                placed = False
                for col in range(n):
                    if self.attacked(board, row, col):      #@ try{row,col}
                        continue  # reject the square       #@ reject{row,col}
                    next_level.append(board + [col])  # into the next level  #@ place{row,col}
                    placed = True
                    if row + 1 == n:
                        solutions += 1  # a complete board  #@ solution
                if not placed:
                    continue  # dead end: no child next level  #@ dead_end{row}
            level = next_level  # the level above is dropped
        return solutions

    def attacked(self, board: list[int], row: int, col: int) -> bool:
        for r, c in enumerate(board):
            rise = row - r
            if c == col:
                return True  # same column                 #@ reject.column
            if c + rise == col:
                return True  # same diagonal               #@ reject.diagonal
            if col + rise == c:
                return True  # same anti-diagonal          #@ reject.anti-diagonal
        return False


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

# backtrack: queens row by row; a square is tested by
# scanning the queens above it, one by one: O(row).
import sys


class Solution:
    def totalNQueens(self, n: int) -> int:
        self.count = 0
        self.solve(0, [], n)
        return self.count

    def solve(self, row: int, cols: list[int], n: int) -> None: #@ shape{rows} call{row,cols} local{col,placed}
        if row == n:
            self.count += 1  # a queen in every row     #@ solution
            return
        placed = False
        for col in range(n):
            if self.attacked(cols, row, col):           #@ try{row,col}
                continue  # reject the square           #@ reject{row,col}
            cols.append(col)  # place the queen         #@ place{row,col}
            placed = True
            self.solve(row + 1, cols, n)
            cols.pop()  # take it back                  #@ remove{row,col}
        if not placed:
            return  # dead end: no safe square          #@ dead_end{row}

    def attacked(self, cols: list[int], row: int, col: int) -> bool: #@ shape{blame} call{row,col} local{r=by.row,c=by.col}
        for r, c in enumerate(cols):
            rise = row - r
            if c == col:
                return True  # same column              #@ reject.column
            if c + rise == col:
                return True  # same diagonal            #@ reject.diagonal
            if col + rise == c:
                return True  # same anti-diagonal       #@ reject.anti-diagonal
        return False


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

# sets: sets of the columns, diagonals (r - c) and
# anti-diagonals (r + c) in use; a test is three lookups.
import sys


class Solution:
    def totalNQueens(self, n: int) -> int:
        self.columns: set[int] = set()
        self.diagonals: set[int] = set()
        self.antidiagonals: set[int] = set()
        self.count = 0
        self.solve(0, n)
        return self.count

    def solve(self, row: int, n: int) -> None:      #@ shape{rows} call{row} local{col,d=diag,a=anti,placed}
        if row == n:
            self.count += 1  # a queen in every row        #@ solution
            return
        placed = False
        for col in range(n):
            d, a = row - col, row + col
            if col in self.columns:                        #@ try{row,col}
                continue  # the column is taken            #@ reject.column reject{row,col}
            if d in self.diagonals:
                continue  # the diagonal is taken          #@ reject.diagonal reject{row,col}
            if a in self.antidiagonals:
                continue  # the anti-diagonal is taken     #@ reject.anti-diagonal reject{row,col}
            self.columns.add(col)  # place the queen       #@ place{row,col}
            self.diagonals.add(d)                          #@ place
            self.antidiagonals.add(a)                      #@ place
            placed = True
            self.solve(row + 1, n)
            self.columns.remove(col)  # take it back       #@ remove{row,col}
            self.diagonals.remove(d)                       #@ remove
            self.antidiagonals.remove(a)                   #@ remove
        if not placed:
            return  # dead end: no safe square             #@ dead_end{row}


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

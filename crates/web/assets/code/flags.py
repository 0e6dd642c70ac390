# flags: one flag per column, per diagonal (r - c + n - 1)
# and per anti-diagonal (r + c); a test is three reads.
import sys


class Solution:
    def totalNQueens(self, n: int) -> int:
        self.column = [False] * n
        self.diagonal = [False] * (2 * n - 1)
        self.antidiagonal = [False] * (2 * n - 1)
        self.count = 0
        self.solve(0, n)
        return self.count

    def solve(self, row: int, n: int) -> None:      #@ shape{rows} call{row} local{col,d=diag.n,a=anti,placed}
        if row == n:
            self.count += 1  # a queen in every row        #@ solution
            return
        placed = False
        for col in range(n):
            d, a = row - col + n - 1, row + col
            if self.column[col]:                           #@ try{row,col}
                continue  # the column is taken            #@ reject.column reject{row,col}
            if self.diagonal[d]:
                continue  # the diagonal is taken          #@ reject.diagonal reject{row,col}
            if self.antidiagonal[a]:
                continue  # the anti-diagonal is taken     #@ reject.anti-diagonal reject{row,col}
            self.column[col] = True  # place the queen     #@ place{row,col}
            self.diagonal[d] = True                        #@ place
            self.antidiagonal[a] = True                    #@ place
            placed = True
            self.solve(row + 1, n)
            self.column[col] = False  # take it back       #@ remove{row,col}
            self.diagonal[d] = False                       #@ remove
            self.antidiagonal[a] = False                   #@ remove
        if not placed:
            return  # dead end: no safe square             #@ dead_end{row}


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

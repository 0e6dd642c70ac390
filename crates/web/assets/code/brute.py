# brute: every set of n squares out of n² (C(n², n) sets),
# numbered row * n + col, each set tested square by square.
import sys
from itertools import combinations


class Solution:
    def totalNQueens(self, n: int) -> int:          #@ shape{candidates} call{n} local{count}
        count = 0
        for pick in combinations(range(n * n), n):  # in lexicographic order
            count += self.test(pick, n)  # the next candidate   #@ candidate
        return count

    def test(self, pick: tuple[int, ...], n: int) -> int: #@ shape{candidate} call{pick=squares} local{row,col}
        rows, cols, diagonals, antidiagonals = set(), set(), set(), set()
        for square in pick:
            row, col = divmod(square, n)
            # same row, column or diagonal as a queen kept so far?
            if (row in rows or col in cols                    #@ try{row,col}
                    or row - col in diagonals or row + col in antidiagonals):
                return 0  # the candidate fails                 #@ reject{row,col}
            rows.add(row)  # keep the queen                     #@ place{row,col}
            cols.add(col)                                       #@ place
            diagonals.add(row - col)                            #@ place
            antidiagonals.add(row + col)                        #@ place
        return 1  # n queens, none attacked                     #@ solution


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

# permutations: every order of the columns (n! of them):
# one queen per row and per column by construction, so only
# the diagonals are tested, square by square.
import sys
from itertools import permutations


class Solution:
    def totalNQueens(self, n: int) -> int:          #@ shape{candidates} call{n} local{count}
        count = 0
        # row r: column p[r], in lexicographic order
        for p in permutations(range(n)):
            count += self.test(p, n)  # the next candidate   #@ candidate
        return count

    def test(self, p: tuple[int, ...], n: int) -> int: #@ shape{candidate} call{p=columns} local{row,col}
        diagonals, antidiagonals = set(), set()
        for row in range(n):
            col = p[row]
            # on a diagonal of a queen kept so far?
            if row - col in diagonals or row + col in antidiagonals:  #@ try{row,col}
                return 0  # the candidate fails               #@ reject{row,col}
            diagonals.add(row - col)  # keep the queen        #@ place{row,col}
            antidiagonals.add(row + col)                      #@ place
        return 1  # n queens, none attacked                   #@ solution


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

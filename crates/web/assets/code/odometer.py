# odometer: every list of one column per row (n^n lists),
# counted like an odometer, each tested square by square.
import sys
from itertools import product


class Solution:
    def totalNQueens(self, n: int) -> int:          #@ shape{candidates} call{n} local{count}
        count = 0
        # row r: column digits[r]; the last row turns fastest
        for digits in product(range(n), repeat=n):
            count += self.test(digits, n)  # the next candidate  #@ candidate
        return count

    def test(self, digits: tuple[int, ...], n: int) -> int: #@ shape{candidate} call{digits=columns} local{row,col}
        cols, diagonals, antidiagonals = set(), set(), set()
        for row in range(n):
            col = digits[row]
            # same column or diagonal as a queen kept so far?
            if col in cols or row - col in diagonals or row + col in antidiagonals:  #@ try{row,col}
                return 0  # the candidate fails                   #@ reject{row,col}
            cols.add(col)  # keep the queen                       #@ place{row,col}
            diagonals.add(row - col)                              #@ place
            antidiagonals.add(row + col)                          #@ place
        return 1  # n queens, none attacked                       #@ solution


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

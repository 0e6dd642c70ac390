# bitmask: the columns and diagonals attacked in this row as
# the bits of three ints; all safe squares in one operation,
# and the search jumps from one safe column to the next.
import sys


class Solution:
    def totalNQueens(self, n: int) -> int:
        self.full = (1 << n) - 1
        self.count = 0
        self.queens: list[int] = []  # row r: column queens[r]
        self.solve(0, 0, 0, 0, n)
        return self.count

    def solve(self, row: int, cols: int, left: int, right: int, n: int) -> None: #@ shape{rows} call{row,cols=mask.cols,left=mask.left,right=mask.right} local{free,bit,col}
        if row == n:
            self.count += 1  # a queen in every row            #@ solution
            return
        free = self.full & ~(cols | left | right)  # the safe squares
        if free == 0:
            return  # dead end: every square attacked         #@ dead_end{row}
        while free:
            bit = free & -free  # lowest safe column
            free ^= bit
            col = bit.bit_length() - 1
            self.queens.append(col)  # place the queen         #@ place{row,col}
            # the lines this queen attacks, seen from the next row
            self.solve(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1, n)
            self.queens.pop()  # take it back                  #@ remove{row,col}


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

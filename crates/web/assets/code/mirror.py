# mirror: bitmask with the first queen in the left half only
# (and the middle column of odd n): every solution found with
# its queen in the left half stands for its mirror image too.
import sys


class Solution:
    def totalNQueens(self, n: int) -> int:
        self.full = (1 << n) - 1
        self.count = 0
        self.queens: list[int] = []  # row r: column queens[r]
        self.solve(0, 0, 0, 0, n)
        return self.count

    def solve(self, row: int, cols: int, left: int, right: int, n: int) -> None: #@ shape{rows,half} call{row,cols=mask.cols,left=mask.left,right=mask.right} local{free,bit,col}
        if row == n:
            self.count += 1  # a queen in every row            #@ solution
            if 2 * self.queens[0] + 1 < n:  # column c -> n - 1 - c
                self.count += 1  # and its mirror image        #@ mirror
            return
        free = self.full & ~(cols | left | right)  # the safe squares
        if row == 0:
            free &= (1 << ((n + 1) // 2)) - 1  # left half and middle
        if free == 0:
            return  # dead end: every square attacked         #@ dead_end{row}
        while free:
            bit = free & -free  # lowest safe column
            free ^= bit
            col = bit.bit_length() - 1
            self.queens.append(col)  # place the queen         #@ place{row,col}
            self.solve(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1, n)
            self.queens.pop()  # take it back                  #@ remove{row,col}


if __name__ == "__main__":
    n = int(sys.stdin.readline())
    print(Solution().totalNQueens(n))

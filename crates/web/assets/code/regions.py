# row by row: one queen a row, tried left to right. A square is
# refused when its column holds a queen, its region holds one, or
# the queen of the row above touches it, even diagonally.
# Input: the map, n rows of n region letters; output: how many answers.
import sys


class Regions:
    def __init__(self, rows: list[str]) -> None:
        self.rows = rows
        self.n = len(rows)
        self.column = [False] * self.n  # a queen holds the column
        self.region: set[str] = set()  # the regions holding a queen
        self.count = 0

    def place(self, queens: list[int]) -> None:  #@ call{queens=[col]|[]} local{row,col}
        n, row = self.n, len(queens)
        if row == n:
            self.count += 1  # a queen in every row, column and region  #@ solution
            return
        placed = False
        for col in range(n):
            letter = self.rows[row][col]
            if self.column[col]:                          #@ try{row,col}
                continue  # its column holds a queen      #@ reject.column reject{row,col}
            if letter in self.region:
                continue  # its region holds a queen      #@ reject.region reject{row,col}
            if row > 0 and abs(queens[-1] - col) <= 1:
                continue  # the queen above touches it    #@ reject.touch reject{row,col}
            self.column[col] = True
            self.region.add(letter)
            queens.append(col)  # a queen on the square   #@ place{row,col}
            placed = True
            self.place(queens)
            queens.pop()  # take it off again             #@ remove{row,col}
            self.region.remove(letter)
            self.column[col] = False
        if not placed:
            return  # dead end: no square left in the row  #@ dead_end


if __name__ == "__main__":
    regions = Regions(sys.stdin.read().split())
    regions.place([])
    print(regions.count)

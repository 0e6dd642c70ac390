# row by row: k stars a row (k = 1: Queens), each row's stars left to
# right, the next right of the last. A square is refused when its column
# holds its k stars, its region does, or a star touches it, even
# diagonally (only the row above and the square's left hold stars yet).
# Input: k, then the map, n rows of n region letters; output: how many answers.
import sys


class Regions:
    def __init__(self, k: int, rows: list[str]) -> None:
        self.k, self.rows, self.n = k, rows, len(rows)
        self.column = [0] * self.n  # the stars in each column
        self.region: dict[str, int] = {}  # the stars in each region
        self.count = 0

    def place(self, stars: list[tuple[int, int]]) -> None:  #@ call{stars=[row;col]|[]} local{row,col}
        n, k = self.n, self.k
        if len(stars) == n * k:
            self.count += 1  # k stars in every row, column and region  #@ solution
            return
        row = len(stars) // k
        first = stars[-1][1] + 1 if stars and stars[-1][0] == row else 0  # right of the row's last
        placed = False
        for col in range(first, n):
            letter = self.rows[row][col]
            if self.column[col] == k:                             #@ try{row,col}
                continue  # its column holds its stars            #@ reject.column reject{row,col}
            if self.region.get(letter, 0) == k:
                continue  # its region holds its stars            #@ reject.region reject{row,col}
            if any(r >= row - 1 and abs(c - col) <= 1 for r, c in stars):
                continue  # a star touches it                     #@ reject.touch reject{row,col}
            self.column[col] += 1
            self.region[letter] = self.region.get(letter, 0) + 1
            stars.append((row, col))  # a star on the square      #@ place{row,col}
            placed = True
            self.place(stars)
            stars.pop()  # take it off again                      #@ remove{row,col}
            self.region[letter] -= 1
            self.column[col] -= 1
        if not placed:
            return  # dead end: no square left in the row         #@ dead_end


if __name__ == "__main__":
    k, *rows = sys.stdin.read().split()
    regions = Regions(int(k), rows)
    regions.place([])
    print(regions.count)

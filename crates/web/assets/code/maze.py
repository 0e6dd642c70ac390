# depth-first: walk from S, trying the neighbours nearest E first (ties:
# up, right, down, left). A cell the walk backs out of leads nowhere: it
# is marked dead and never entered again, so each cell is entered at
# most once.
# Input: the maze's rows (`#` wall, `.` open, `S` start, `E` end);
# output: the maze with the path drawn in `*`, or "no way".
import sys

STEPS = [(-1, 0), (0, 1), (1, 0), (0, -1)]  # up, right, down, left


class Maze:
    def __init__(self, lines: list[str]) -> None:
        self.rows, self.cols = len(lines), len(lines[0])
        # a mark per cell: `#` a wall, `.` open, `*` on the path, `x` dead
        self.mark = [["#" if ch == "#" else "." for ch in line] for line in lines]
        for r, line in enumerate(lines):
            for c, ch in enumerate(line):
                if ch == "S":
                    self.start = (r, c)
                elif ch == "E":
                    self.end = (r, c)
        self.mark[self.start[0]][self.start[1]] = "*"

    def nearest_end_first(self, r: int, c: int) -> list[tuple[int, int]]:
        er, ec = self.end
        cells = [(r + dr, c + dc) for dr, dc in STEPS]
        inside = [(a, b) for a, b in cells if 0 <= a < self.rows and 0 <= b < self.cols]
        return sorted(inside, key=lambda cell: abs(cell[0] - er) + abs(cell[1] - ec))

    def walk(self, r: int, c: int) -> bool:  #@ call{r=row|start.row,c=col|start.col} local{row,col}
        if (r, c) == self.end:
            return True  # reached E                              #@ solution
        entered = False
        for row, col in self.nearest_end_first(r, c):
            mark = self.mark[row][col]                           #@ try{row,col}
            if mark == "#":
                continue  # a wall                                #@ reject.wall reject{row,col}
            if mark == "*":
                continue  # already on the path                   #@ reject.on-path reject{row,col}
            if mark == "x":
                continue  # leads nowhere                         #@ reject.dead reject{row,col}
            self.mark[row][col] = "*"  # step into the cell       #@ place{row,col}
            entered = True
            if self.walk(row, col):
                return True
            self.mark[row][col] = "x"  # nothing beyond it: dead  #@ remove{row,col}
        if not entered:
            return False  # dead end: every neighbour refused     #@ dead_end
        return False


def main() -> None:
    lines = [line.strip() for line in sys.stdin.read().split("\n") if line.strip()]
    maze = Maze(lines)
    if not maze.walk(*maze.start):
        print("no way")
        return
    for r, line in enumerate(lines):
        drawn = ["*" if maze.mark[r][c] == "*" and ch == "." else ch for c, ch in enumerate(line)]
        print("".join(drawn))


if __name__ == "__main__":
    main()

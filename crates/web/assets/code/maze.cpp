// depth-first: walk from S, trying the neighbours nearest E first (ties:
// up, right, down, left). A cell the walk backs out of leads nowhere: it
// is marked dead and never entered again, so each cell is entered at
// most once.
// Input: the maze's rows (`#` wall, `.` open, `S` start, `E` end);
// output: the maze with the path drawn in `*`, or "no way".
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

using Cell = pair<int, int>;
const int STEPS[4][2] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}}; // up, right, down, left

class Maze {
public:
    int rows, cols;
    Cell start, end;
    // a mark per cell: `#` a wall, `.` open, `*` on the path, `x` dead
    vector<string> mark;

    explicit Maze(const vector<string>& lines) : rows(lines.size()), cols(lines[0].size()), mark(lines) {
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (lines[r][c] == 'S') {
                    start = {r, c};
                } else if (lines[r][c] == 'E') {
                    end = {r, c};
                }
                if (mark[r][c] != '#') {
                    mark[r][c] = '.';
                }
            }
        }
        mark[start.first][start.second] = '*';
    }

    bool walk(int r, int c) { //@ call{r=row|start.row,c=col|start.col} local{row,col}
        if (Cell(r, c) == end) {
            return true; // reached E                                //@ solution
        }
        bool entered = false;
        for (Cell next : nearestEndFirst(r, c)) {
            int row = next.first, col = next.second;
            char m = mark[row][col];                                //@ try{row,col}
            if (m == '#') {
                continue; // a wall                                  //@ reject.wall reject{row,col}
            }
            if (m == '*') {
                continue; // already on the path                     //@ reject.on-path reject{row,col}
            }
            if (m == 'x') {
                continue; // leads nowhere                           //@ reject.dead reject{row,col}
            }
            mark[row][col] = '*'; // step into the cell              //@ place{row,col}
            entered = true;
            if (walk(row, col)) {
                return true;
            }
            mark[row][col] = 'x'; // nothing beyond it: dead         //@ remove{row,col}
        }
        if (!entered) {
            return false; // dead end: every neighbour refused       //@ dead_end
        }
        return false;
    }

private:
    vector<Cell> nearestEndFirst(int r, int c) const {
        vector<Cell> cells;
        for (const auto& s : STEPS) {
            int a = r + s[0], b = c + s[1];
            if (a >= 0 && a < rows && b >= 0 && b < cols) {
                cells.push_back({a, b});
            }
        }
        auto distance = [&](Cell x) { return abs(x.first - end.first) + abs(x.second - end.second); };
        stable_sort(cells.begin(), cells.end(), [&](Cell x, Cell y) { return distance(x) < distance(y); });
        return cells;
    }
};

int main() {
    vector<string> lines;
    string line;
    while (cin >> line) {
        lines.push_back(line);
    }
    Maze maze(lines);
    if (!maze.walk(maze.start.first, maze.start.second)) {
        cout << "no way\n";
        return 0;
    }
    for (int r = 0; r < maze.rows; r++) {
        for (int c = 0; c < maze.cols; c++) {
            bool path = maze.mark[r][c] == '*' && lines[r][c] == '.';
            cout << (path ? '*' : lines[r][c]);
        }
        cout << '\n';
    }
}

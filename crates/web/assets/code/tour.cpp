// warnsdorff: a knight's tour by backtracking. The moves are tried in
// Warnsdorff's order: the square with the fewest free neighbours first,
// the one farther from the centre on a tie. Two tests refuse a move
// before it is made. A closed tour is a cycle: it is searched from the
// square nearest the centre, then numbered from the start asked for.
// Input: n, the start as R,C from 1, true for a closed tour (else false);
// output: the board of move numbers, or "no tour".
#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

using Square = pair<int, int>;
const int MOVES[8][2] = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};

class Board {
public:
    int n;
    Square start;
    bool closed;
    vector<vector<int>> number; // the move number, 0 while free

    Board(int n, Square start, bool closed)
        : n(n), start(start), closed(closed), number(n, vector<int>(n, 0)), free(n, vector<int>(n, 0)),
          nearStart(n, vector<int>(n, 0)) {
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                free[r][c] = around(r, c).size();
            }
        }
        if (closed) {
            // The start stays free for its neighbours: the tour comes back
            // to it at the end, so they are left for late.
            number[start.first][start.second] = 1;
            for (Square s : around(start.first, start.second)) {
                nearStart[s.first][s.second] = 1;
            }
        } else {
            visit(start.first, start.second, 1);
        }
    }

    bool tour(int r, int c, int moves) { //@ call{r=row|from.row,c=col|from.col,moves=move|1} local{row,col,move}
        if (moves == n * n) {
            return true; // every square visited: a tour                 //@ solution
        }
        bool moved = false;
        int move = moves + 1; // the number of the next move
        for (Square to : fewestOnwardFirst(r, c)) {
            int row = to.first, col = to.second;
            int left = n * n - move; // the squares still free after this move  //@ try{move,row,col}
            if (left == 0) {
                if (closed && !nextTo(to, start)) {
                    continue; // a closed tour ends a move from the start    //@ reject.not-closing reject{move,row,col}
                }
            } else if (onward(row, col) == 0) {
                continue; // no way on from there                           //@ reject.no-way-on reject{move,row,col}
            } else if (left > 1 && cutsOff(row, col)) {
                continue; // it would cut a square off (its last way in)    //@ reject.cuts-off reject{move,row,col}
            } else if (closed && free[start.first][start.second] == 1 && nextTo(to, start)) {
                continue; // keep the start's last neighbour for the end    //@ reject.closes-off reject{move,row,col}
            }
            visit(row, col, move); // move the knight                      //@ place{move,row,col}
            moved = true;
            if (tour(row, col, move)) {
                return true;
            }
            unvisit(row, col); // take the move back                       //@ remove{move,row,col}
        }
        if (!moved) {
            return false; // dead end: no move from here is allowed        //@ dead_end
        }
        return false; // every move led nowhere: back up
    }

private:
    vector<vector<int>> free;      // free neighbours of each square
    vector<vector<int>> nearStart; // a closed tour's start is next to it

    vector<Square> around(int r, int c) const {
        vector<Square> out;
        for (const auto& m : MOVES) {
            int a = r + m[0], b = c + m[1];
            if (a >= 0 && a < n && b >= 0 && b < n) {
                out.push_back({a, b});
            }
        }
        return out;
    }

    vector<Square> freeAround(int r, int c) const {
        vector<Square> out;
        for (Square s : around(r, c)) {
            if (number[s.first][s.second] == 0) {
                out.push_back(s);
            }
        }
        return out;
    }

    bool nextTo(Square a, Square b) const {
        for (Square s : around(a.first, a.second)) {
            if (s == b) {
                return true;
            }
        }
        return false;
    }

    // the free squares a knight goes on to from (r, c); a closed tour's
    // start only at the very end, so it does not count
    int onward(int r, int c) const {
        return free[r][c] - nearStart[r][c];
    }

    // whether a free neighbour of (r, c) has (r, c) as its last way in
    bool cutsOff(int r, int c) const {
        for (Square s : freeAround(r, c)) {
            if (onward(s.first, s.second) == 1) {
                return true;
            }
        }
        return false;
    }

    int spread(Square s) const { // from the centre
        int a = 2 * s.first - n + 1, b = 2 * s.second - n + 1;
        return a * a + b * b;
    }

    vector<Square> fewestOnwardFirst(int r, int c) const {
        vector<Square> out = freeAround(r, c);
        stable_sort(out.begin(), out.end(), [&](Square a, Square b) {
            int fa = free[a.first][a.second], fb = free[b.first][b.second];
            return fa != fb ? fa < fb : spread(a) > spread(b);
        });
        return out;
    }

    void visit(int r, int c, int move) {
        number[r][c] = move;
        for (Square s : around(r, c)) {
            free[s.first][s.second]--;
        }
    }

    void unvisit(int r, int c) {
        number[r][c] = 0;
        for (Square s : around(r, c)) {
            free[s.first][s.second]++;
        }
    }
};

// A knight changes colour with every move: on an odd board a tour
// starts on the corners' colour, and no tour is closed.
bool ruledOut(int n, Square start, bool closed) {
    if (closed && n == 1) {
        return true;
    }
    if (n % 2 == 1 && n > 1) {
        return closed || (start.first + start.second) % 2 == 1;
    }
    return false;
}

int main() {
    int n, row, col;
    string closedWord;
    char comma;
    cin >> n >> row >> comma >> col >> closedWord;
    bool closed = closedWord == "true";
    row--, col--;
    Square start = {row, col};
    if (ruledOut(n, start, closed)) {
        cout << "no tour\n";
        return 0;
    }
    if (closed) {
        // the square nearest the centre
        auto off = [&](int v) { return (2 * v - n + 1) * (2 * v - n + 1); };
        start = {0, 0};
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (off(r) + off(c) < off(start.first) + off(start.second)) {
                    start = {r, c};
                }
            }
        }
    }
    Board board(n, start, closed);
    if (!board.tour(start.first, start.second, 1)) {
        cout << "no tour\n";
        return 0;
    }
    int first = board.number[row][col] - 1; // a closed tour is read from the start asked for
    for (const auto& line : board.number) {
        for (int c = 0; c < n; c++) {
            cout << (c ? " " : "") << ((line[c] - 1 - first) % (n * n) + n * n) % (n * n) + 1;
        }
        cout << '\n';
    }
}

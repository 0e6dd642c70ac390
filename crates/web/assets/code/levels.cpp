// levels: level by level (breadth-first). Every board of row k
// is built at once from all the boards of row k - 1: no
// recursion and no backtracking, but a whole level in memory.
#include <iostream>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {                       //@ shape{levels} call{n} local{row,level,next,board,col}
        vector<vector<int>> level = {{}}; // the empty board
        int solutions = 0;
        for (int row = 0; row < n; row++) {
            vector<vector<int>> next;
            for (const vector<int>& board : level) {
                bool placed = false;
                for (int col = 0; col < n; col++) {
                    if (attacked(board, row, col)) {      //@ try{row,col}
                        continue; // reject the square    //@ reject{row,col}
                    }
                    vector<int> child = board;
                    child.push_back(col);
                    next.push_back(child); // into the next level  //@ place{row,col}
                    placed = true;
                    if (row + 1 == n) {
                        solutions++; // a complete board  //@ solution
                    }
                }
                if (!placed) {
                    continue; // dead end: no child in next level  //@ dead_end{row}
                }
            }
            level = next; // the level above is dropped
        }
        return solutions;
    }

private:
    bool attacked(const vector<int>& board, int row, int col) {
        for (int r = 0; r < (int)board.size(); r++) {
            int c = board[r], rise = row - r;
            if (c == col) {
                return true; // same column             //@ reject.column
            }
            if (c + rise == col) {
                return true; // same diagonal           //@ reject.diagonal
            }
            if (col + rise == c) {
                return true; // same anti-diagonal      //@ reject.anti-diagonal
            }
        }
        return false;
    }
};

int main() {
    int n;
    cin >> n;
    cout << Solution().totalNQueens(n) << '\n';
}

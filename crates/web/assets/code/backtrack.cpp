// backtrack: queens row by row; a square is tested by
// scanning the queens above it, one by one: O(row).
#include <iostream>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {
        vector<int> cols; // row r: column cols[r]
        solve(0, cols, n);
        return count;
    }

private:
    int count = 0;

    void solve(int row, vector<int>& cols, int n) { //@ shape{rows} call{row,cols} local{col,placed}
        if (row == n) {
            count++; // a queen in every row             //@ solution
            return;
        }
        bool placed = false;
        for (int col = 0; col < n; col++) {
            if (attacked(cols, row, col)) {             //@ try{row,col}
                continue; // reject the square          //@ reject{row,col}
            }
            cols.push_back(col); // place the queen     //@ place{row,col}
            placed = true;
            solve(row + 1, cols, n);
            cols.pop_back(); // take it back            //@ remove{row,col}
        }
        if (!placed) {
            return; // dead end: no safe square         //@ dead_end{row}
        }
    }

    bool attacked(const vector<int>& cols, int row, int col) { //@ shape{blame} call{row,col} local{r=by.row,c=by.col}
        for (int r = 0; r < (int)cols.size(); r++) {
            int c = cols[r], rise = row - r;
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

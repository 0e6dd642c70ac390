// sets: hash sets of the columns, diagonals (r - c) and
// anti-diagonals (r + c) in use; a test is three lookups.
#include <iostream>
#include <unordered_set>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {
        solve(0, n);
        return count;
    }

private:
    unordered_set<int> columns, diagonals, antidiagonals;
    int count = 0;

    void solve(int row, int n) {                    //@ shape{rows} call{row} local{col,d=diag,a=anti,placed}
        if (row == n) {
            count++; // a queen in every row             //@ solution
            return;
        }
        bool placed = false;
        for (int col = 0; col < n; col++) {
            int d = row - col, a = row + col;
            if (columns.count(col)) {                   //@ try{row,col}
                continue; // the column is taken        //@ reject.column reject{row,col}
            }
            if (diagonals.count(d)) {
                continue; // the diagonal is taken      //@ reject.diagonal reject{row,col}
            }
            if (antidiagonals.count(a)) {
                continue; // the anti-diagonal is taken //@ reject.anti-diagonal reject{row,col}
            }
            columns.insert(col); // place the queen     //@ place{row,col}
            diagonals.insert(d);                        //@ place
            antidiagonals.insert(a);                    //@ place
            placed = true;
            solve(row + 1, n);
            columns.erase(col); // take it back         //@ remove{row,col}
            diagonals.erase(d);                         //@ remove
            antidiagonals.erase(a);                     //@ remove
        }
        if (!placed) {
            return; // dead end: no safe square         //@ dead_end{row}
        }
    }
};

int main() {
    int n;
    cin >> n;
    cout << Solution().totalNQueens(n) << '\n';
}

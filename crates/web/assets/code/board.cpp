// board: the data-structures course's N-Queens. The board is a
// grid of strings, "." or "Q"; isSafe walks up from the square:
// the column, then the upper-left, then the upper-right diagonal.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<string> board(n, string(n, '.'));
        solve(0, board, n);
        return solutions;
    }

private:
    vector<vector<string>> solutions;

    void solve(int row, vector<string>& board, int n) { //@ shape{rows} call{row} local{col,placed}
        if (row == n) {
            solutions.push_back(board); // a queen in every row  //@ solution
            return;
        }
        bool placed = false;
        for (int col = 0; col < n; col++) {
            if (!isSafe(board, row, col, n)) {        //@ try{row,col}
                continue; // reject the square        //@ reject{row,col}
            }
            board[row][col] = 'Q'; // place the queen //@ place{row,col}
            placed = true;
            solve(row + 1, board, n);
            board[row][col] = '.'; // take it back    //@ remove{row,col}
        }
        if (!placed) {
            return; // dead end: no safe square       //@ dead_end{row}
        }
    }

    bool isSafe(const vector<string>& board, int row, int col, int n) { //@ shape{blame} call{row,col} local{r=by.row,c=by.col}
        // up the column
        for (int r = row - 1; r >= 0; r--) {
            if (board[r][col] == 'Q') {
                return false; // a queen up the column  //@ reject.column
            }
        }
        // up the upper-left diagonal
        for (int r = row - 1, c = col - 1; r >= 0 && c >= 0; r--, c--) {
            if (board[r][c] == 'Q') {
                return false; // on the diagonal        //@ reject.diagonal
            }
        }
        // up the upper-right diagonal
        for (int r = row - 1, c = col + 1; r >= 0 && c < n; r--, c++) {
            if (board[r][c] == 'Q') {
                return false; // on the anti-diagonal   //@ reject.anti-diagonal
            }
        }
        return true;
    }
};

int main() {
    int n;
    cin >> n;
    cout << Solution().solveNQueens(n).size() << '\n';
}

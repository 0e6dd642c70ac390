// boards: every solution of n queens as rows of Q and . (LeetCode 51),
// found row by row with flag arrays for columns and both diagonals.
// Input: n; output: the boards, each n rows, separated by a blank line.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        column.assign(n, false);
        diagonal.assign(2 * n - 1, false);
        antidiagonal.assign(2 * n - 1, false);
        board.assign(n, string(n, '.'));
        solve(0, n);
        return boards;
    }

private:
    vector<bool> column, diagonal, antidiagonal;
    vector<string> board;
    vector<vector<string>> boards;

    void solve(int row, int n) {
        if (row == n) {
            boards.push_back(board); // a copy
            return;
        }
        for (int col = 0; col < n; col++) {
            int d = row - col + n - 1, a = row + col;
            if (column[col] || diagonal[d] || antidiagonal[a]) {
                continue; // attacked
            }
            column[col] = diagonal[d] = antidiagonal[a] = true;
            board[row][col] = 'Q'; // place the queen
            solve(row + 1, n);
            board[row][col] = '.'; // take it back
            column[col] = diagonal[d] = antidiagonal[a] = false;
        }
    }
};

int main() {
    int n;
    cin >> n;
    vector<vector<string>> boards = Solution().solveNQueens(n);
    for (size_t b = 0; b < boards.size(); b++) {
        if (b > 0) {
            cout << '\n';
        }
        for (const string& row : boards[b]) {
            cout << row << '\n';
        }
    }
}

// permutations: every order of the columns (n! of them):
// one queen per row and per column by construction, so only
// the diagonals are tested, square by square.
#include <algorithm>
#include <iostream>
#include <numeric>
#include <set>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {                       //@ shape{candidates} call{n} local{count}
        vector<int> p(n); // row r: column p[r]
        iota(p.begin(), p.end(), 0);
        int count = 0;
        do {
            count += test(p, n); // the next candidate     //@ candidate
        } while (next_permutation(p.begin(), p.end()));
        return count;
    }

private:
    int test(const vector<int>& p, int n) {         //@ shape{candidate} call{p=columns} local{row,col}
        set<int> diagonals, antidiagonals;
        for (int row = 0; row < n; row++) {
            int col = p[row];
            // on a diagonal of a queen kept so far?
            if (diagonals.count(row - col) || antidiagonals.count(row + col)) { //@ try{row,col}
                return 0; // the candidate fails           //@ reject{row,col}
            }
            diagonals.insert(row - col); // keep the queen //@ place{row,col}
            antidiagonals.insert(row + col);               //@ place
        }
        return 1; // n queens, none attacked               //@ solution
    }
};

int main() {
    int n;
    cin >> n;
    cout << Solution().totalNQueens(n) << '\n';
}

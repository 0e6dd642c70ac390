// brute: every set of n squares out of n² (C(n², n) sets),
// numbered row * n + col, each set tested square by square.
#include <iostream>
#include <numeric>
#include <set>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {                       //@ shape{candidates} call{n} local{count}
        vector<int> pick(n);
        iota(pick.begin(), pick.end(), 0); // the first set: 0 1 … n-1
        int count = 0;
        do {
            count += test(pick, n); // the next candidate  //@ candidate
        } while (nextCombination(pick, n * n));
        return count;
    }

private:
    int test(const vector<int>& pick, int n) {      //@ shape{candidate} call{pick=squares} local{row,col}
        set<int> rows, cols, diagonals, antidiagonals;
        for (int square : pick) {
            int row = square / n, col = square % n;
            // same row, column or diagonal as a queen kept so far?
            if (rows.count(row) || cols.count(col)        //@ try{row,col}
                || diagonals.count(row - col) || antidiagonals.count(row + col)) {
                return 0; // the candidate fails         //@ reject{row,col}
            }
            rows.insert(row); // keep the queen          //@ place{row,col}
            cols.insert(col);                            //@ place
            diagonals.insert(row - col);                 //@ place
            antidiagonals.insert(row + col);             //@ place
        }
        return 1; // n queens, none attacked             //@ solution
    }

    // The next set in lexicographic order; false after the last.
    bool nextCombination(vector<int>& pick, int m) {
        int k = pick.size(), i = k - 1;
        while (i >= 0 && pick[i] == m - k + i) {
            i--;
        }
        if (i < 0) {
            return false; // every set was tested
        }
        pick[i]++;
        for (int j = i + 1; j < k; j++) {
            pick[j] = pick[j - 1] + 1;
        }
        return true;
    }
};

int main() {
    int n;
    cin >> n;
    cout << Solution().totalNQueens(n) << '\n';
}

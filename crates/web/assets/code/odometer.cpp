// odometer: every list of one column per row (n^n lists),
// counted like an odometer, each tested square by square.
#include <iostream>
#include <set>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {                       //@ shape{candidates} call{n} local{count}
        vector<int> digits(n, 0); // row r: column digits[r]
        int count = 0;
        do {
            count += test(digits, n); // the next candidate  //@ candidate
        } while (turn(digits, n));
        return count;
    }

private:
    int test(const vector<int>& digits, int n) {    //@ shape{candidate} call{digits=columns} local{row,col}
        set<int> cols, diagonals, antidiagonals;
        for (int row = 0; row < n; row++) {
            int col = digits[row];
            // same column or diagonal as a queen kept so far?
            if (cols.count(col) || diagonals.count(row - col) || antidiagonals.count(row + col)) { //@ try{row,col}
                return 0; // the candidate fails           //@ reject{row,col}
            }
            cols.insert(col); // keep the queen            //@ place{row,col}
            diagonals.insert(row - col);                   //@ place
            antidiagonals.insert(row + col);               //@ place
        }
        return 1; // n queens, none attacked               //@ solution
    }

    // Turns the odometer; false once past n-1 n-1 … n-1.
    bool turn(vector<int>& digits, int n) {
        for (int r = n - 1; r >= 0; r--) {
            digits[r]++; // the last row turns fastest
            if (digits[r] < n) {
                return true;
            }
            digits[r] = 0;
        }
        return false;
    }
};

int main() {
    int n;
    cin >> n;
    cout << Solution().totalNQueens(n) << '\n';
}

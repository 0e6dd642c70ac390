// mirror: bitmask with the first queen in the left half only
// (and the middle column of odd n): every solution found with
// its queen in the left half stands for its mirror image too.
#include <iostream>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {
        full = (1u << n) - 1;
        solve(0, 0, 0, 0, n);
        return count;
    }

private:
    unsigned full = 0;
    int count = 0;
    vector<int> queens; // row r: column queens[r]

    void solve(int row, unsigned cols, unsigned left, unsigned right, int n) { //@ shape{rows,half} call{row,cols=mask.cols,left=mask.left,right=mask.right} local{free,bit,col}
        if (row == n) {
            count++; // a queen in every row              //@ solution
            if (2 * queens[0] + 1 < n) { // column c -> n - 1 - c
                count++; // and its mirror image         //@ mirror
            }
            return;
        }
        unsigned free = full & ~(cols | left | right); // the safe squares
        if (row == 0) {
            free &= (1u << ((n + 1) / 2)) - 1; // left half and middle
        }
        if (free == 0) {
            return; // dead end: every square attacked   //@ dead_end{row}
        }
        while (free != 0) {
            unsigned bit = free & -free; // lowest safe column
            free ^= bit;
            int col = __builtin_ctz(bit);
            queens.push_back(col); // place the queen    //@ place{row,col}
            solve(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1, n);
            queens.pop_back(); // take it back           //@ remove{row,col}
        }
    }
};

int main() {
    int n;
    cin >> n;
    cout << Solution().totalNQueens(n) << '\n';
}

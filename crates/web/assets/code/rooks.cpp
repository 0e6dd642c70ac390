// row by row: place the rooks top to bottom, each in a row below the
// last one's, leaving a row for each rook still to place. A rook holds
// its row alone, so only a column can be taken already.
// Input: n and k; output: how many placements there are.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

class Rooks {
public:
    long long count = 0;

    Rooks(int n, int k) : n(n), k(k), column(n, false) {}

    void place(vector<pair<int, int>>& rooks) { //@ call{rooks=[row;col]|[]} local{row,col}
        if ((int)rooks.size() == k) {
            count++; // k rooks, none attacking                    //@ solution
            return;
        }
        int first = rooks.empty() ? 0 : rooks.back().first + 1; // below the last rook
        int rows = n + rooks.size() + 1 - k; // a row for each of the rest
        bool placed = false;
        for (int row = first; row < rows; row++) {
            for (int col = 0; col < n; col++) {
                if (column[col]) {                                 //@ try{row,col}
                    continue; // a rook holds this column          //@ reject.attacked reject{row,col}
                }
                column[col] = true;
                rooks.push_back({row, col}); // a rook on the square  //@ place{row,col}
                placed = true;
                place(rooks);
                rooks.pop_back(); // take it off again             //@ remove{row,col}
                column[col] = false;
            }
        }
        if (!placed) {
            return; // dead end: no square left for the next rook  //@ dead_end
        }
    }

private:
    int n, k;
    vector<bool> column; // a rook holds the column
};

int main() {
    int n, k;
    cin >> n >> k;
    Rooks rooks(n, k);
    vector<pair<int, int>> placed;
    rooks.place(placed);
    cout << rooks.count << '\n';
}

// reading order: place the kings row by row, left to right, each on a
// square after the last one, leaving a square for each king still to
// place. Only the square to the left and the three above can hold a
// king already placed, so each placement is found once.
// Input: n and k; output: how many placements there are.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

class Kings {
public:
    long long count = 0;

    Kings(int n, int k) : n(n), k(k), board(n, vector<bool>(n, false)) {}

    void place(vector<pair<int, int>>& kings) { //@ call{kings=[row;col]|[]} local{row,col}
        if ((int)kings.size() == k) {
            count++; // k kings, none touching                     //@ solution
            return;
        }
        int first = kings.empty() ? 0 : kings.back().first * n + kings.back().second + 1; // after the last king
        int end = n * n + kings.size() + 1 - k; // room for the rest
        bool placed = false;
        for (int s = first; s < end; s++) {
            int row = s / n, col = s % n;
            if (nextToAKing(row, col)) {                           //@ try{row,col}
                continue; // a king touches it                     //@ reject.attacked reject{row,col}
            }
            board[row][col] = true;
            kings.push_back({row, col}); // a king on the square  //@ place{row,col}
            placed = true;
            place(kings);
            kings.pop_back(); // take it off again                 //@ remove{row,col}
            board[row][col] = false;
        }
        if (!placed) {
            return; // dead end: no square left for the next king  //@ dead_end
        }
    }

private:
    int n, k;
    vector<vector<bool>> board;

    // the squares before (row, col) in reading order that touch it:
    // up and left, up, up and right, left
    bool nextToAKing(int row, int col) const {
        const int near[4][2] = {{row - 1, col - 1}, {row - 1, col}, {row - 1, col + 1}, {row, col - 1}};
        for (const auto& s : near) {
            if (s[0] >= 0 && s[1] >= 0 && s[1] < n && board[s[0]][s[1]]) {
                return true;
            }
        }
        return false;
    }
};

int main() {
    int n, k;
    cin >> n >> k;
    Kings kings(n, k);
    vector<pair<int, int>> placed;
    kings.place(placed);
    cout << kings.count << '\n';
}

// row by row: k stars a row (k = 1: Queens), each row's stars left to
// right, the next right of the last. A square is refused when its column
// holds its k stars, its region does, or a star touches it, even
// diagonally (only the row above and the square's left hold stars yet).
// Input: k, then the map, n rows of n region letters; output: how many answers.
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>
using namespace std;

class Regions {
public:
    long long count = 0;

    Regions(int k, const vector<string>& rows) : k(k), rows(rows), n(rows.size()), column(n, 0) {}

    void place(vector<pair<int, int>>& stars) { //@ call{stars=[row;col]|[]} local{row,col}
        if ((int)stars.size() == n * k) {
            count++; // k stars in every row, column and region   //@ solution
            return;
        }
        int row = stars.size() / k;
        int first = !stars.empty() && stars.back().first == row ? stars.back().second + 1 : 0; // right of the row's last
        bool placed = false;
        for (int col = first; col < n; col++) {
            char letter = rows[row][col];
            if (column[col] == k) {                            //@ try{row,col}
                continue; // its column holds its stars        //@ reject.column reject{row,col}
            }
            if (region[letter] == k) {
                continue; // its region holds its stars        //@ reject.region reject{row,col}
            }
            if (touches(stars, row, col)) {
                continue; // a star touches it                 //@ reject.touch reject{row,col}
            }
            column[col]++;
            region[letter]++;
            stars.push_back({row, col}); // a star on the square  //@ place{row,col}
            placed = true;
            place(stars);
            stars.pop_back(); // take it off again             //@ remove{row,col}
            region[letter]--;
            column[col]--;
        }
        if (!placed) {
            return; // dead end: no square left in the row     //@ dead_end
        }
    }

private:
    int k;
    vector<string> rows;
    int n;
    vector<int> column; // the stars in each column
    map<char, int> region; // the stars in each region

    static bool touches(const vector<pair<int, int>>& stars, int row, int col) {
        for (auto [r, c] : stars) {
            if (r >= row - 1 && abs(c - col) <= 1) return true;
        }
        return false;
    }
};

int main() {
    int k;
    cin >> k;
    vector<string> rows;
    string row;
    while (cin >> row) rows.push_back(row);
    Regions regions(k, rows);
    vector<pair<int, int>> stars;
    regions.place(stars);
    cout << regions.count << '\n';
}

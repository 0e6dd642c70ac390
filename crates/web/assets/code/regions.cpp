// row by row: one queen a row, tried left to right. A square is
// refused when its column holds a queen, its region holds one, or
// the queen of the row above touches it, even diagonally.
// Input: the map, n rows of n region letters; output: how many answers.
#include <cstdlib>
#include <iostream>
#include <set>
#include <string>
#include <vector>
using namespace std;

class Regions {
public:
    long long count = 0;

    explicit Regions(const vector<string>& rows) : rows(rows), n(rows.size()), column(n, false) {}

    void place(vector<int>& queens) { //@ call{queens=[col]|[]} local{row,col}
        int row = queens.size();
        if (row == n) {
            count++; // a queen in every row, column and region   //@ solution
            return;
        }
        bool placed = false;
        for (int col = 0; col < n; col++) {
            char letter = rows[row][col];
            if (column[col]) {                                 //@ try{row,col}
                continue; // its column holds a queen          //@ reject.column reject{row,col}
            }
            if (region.count(letter)) {
                continue; // its region holds a queen          //@ reject.region reject{row,col}
            }
            if (row > 0 && abs(queens.back() - col) <= 1) {
                continue; // the queen above touches it        //@ reject.touch reject{row,col}
            }
            column[col] = true;
            region.insert(letter);
            queens.push_back(col); // a queen on the square    //@ place{row,col}
            placed = true;
            place(queens);
            queens.pop_back(); // take it off again            //@ remove{row,col}
            region.erase(letter);
            column[col] = false;
        }
        if (!placed) {
            return; // dead end: no square left in the row     //@ dead_end
        }
    }

private:
    vector<string> rows;
    int n;
    vector<bool> column; // a queen holds the column
    set<char> region; // the regions holding a queen
};

int main() {
    vector<string> rows;
    string row;
    while (cin >> row) rows.push_back(row);
    Regions regions(rows);
    vector<int> queens;
    regions.place(queens);
    cout << regions.count << '\n';
}

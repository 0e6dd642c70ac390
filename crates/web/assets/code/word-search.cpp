// word search: the words go into a trie; a path grows from each square
// in reading order, then moves up, right, down, left. The trie node of
// the path says which letters go on; a word found is marked for good,
// and the search stops once every word is found (LeetCode 79, 212).
// Input: the grid's rows, an empty line, then the words; output: the
// words the grid holds, sorted, as LeetCode writes them.
#include <algorithm>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>
using namespace std;

struct Node {
    map<char, unique_ptr<Node>> children;
    Node* parent = nullptr;
    string word; // the word that ends here, if any
    int live = 0; // the words at or below this node not found yet
};

const string DIRS[4] = {"up", "right", "down", "left"};
const int DR[4] = {-1, 0, 1, 0}, DC[4] = {0, 1, 0, -1};

class Solution {
public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        this->board = &board;
        rows = board.size();
        cols = board[0].size();
        map<char, int> have;
        for (auto& line : board) {
            for (char letter : line) {
                have[letter]++;
            }
        }
        set<string> seen;
        for (const string& word : words) {
            if (!seen.insert(word).second) {
                continue; // each word once
            }
            map<char, int> need;
            bool fits = (int)word.size() <= rows * cols;
            for (char letter : word) {
                fits = fits && ++need[letter] <= have[letter];
            }
            if (!fits) {
                continue; // it cannot fit: never sought
            }
            Node* node = &root;
            for (char letter : word) {
                auto& child = node->children[letter];
                if (!child) {
                    child = make_unique<Node>();
                    child->parent = node;
                }
                node = child.get();
            }
            node->word = word;
            mark(node, 1);
        }
        done = root.live == 0;
        used.assign(rows, vector<bool>(cols, false));
        vector<pair<int, int>> path;
        grow(path, &root);
        sort(found.begin(), found.end());
        return found;
    }

private:
    vector<vector<char>>* board = nullptr;
    int rows = 0, cols = 0;
    Node root;
    vector<string> found;
    vector<vector<bool>> used;
    bool done = false;

    void mark(Node* node, int by) {
        for (; node != nullptr; node = node->parent) {
            node->live += by;
        }
    }

    void answer(Node* node) {
        found.push_back(node->word); // the path spells a word
        mark(node, -1); // found for good
        done = root.live == 0;
    }

    bool isFound(const string& word) {
        return find(found.begin(), found.end(), word) != found.end();
    }

    void grow(vector<pair<int, int>>& path, Node* node) { //@ call{path=[row;col]|[]} local{row,col}
        bool here = !node->word.empty() && !isFound(node->word);
        if (here && node->live == 1) {
            answer(node); // a word, and nothing sought beyond  //@ solution
            return;
        }
        bool entered = false;
        if (here) {
            answer(node); // `end`: the path spells a word, a prefix of others  //@ try.end try place.end place solution
            if (done) {
                return; // every word is found
            }
            entered = true; // and the path goes on               //@ remove.end remove
        }
        vector<pair<string, pair<int, int>>> squares;
        if (!path.empty()) {
            auto [r, c] = path.back();
            for (int d = 0; d < 4; d++) {
                squares.push_back({DIRS[d], {r + DR[d], c + DC[d]}});
            }
        } else if (root.live > 0) { // the start: every square in reading order
            for (int i = 0; i < rows * cols; i++) {
                squares.push_back({"", {i / cols, i % cols}});
            }
        }
        for (auto& [dir, square] : squares) {
            auto [row, col] = square;
            if (row < 0 || row >= rows || col < 0 || col >= cols) {  //@ try
                continue; // off the grid                          //@ reject.outside reject{dir}
            }
            if (used[row][col]) {
                continue; // each square once                      //@ reject.used reject{row,col}
            }
            auto it = node->children.find((*board)[row][col]);
            if (it == node->children.end()) {
                continue; // spells no prefix of a word            //@ reject.mismatch reject{row,col}
            }
            Node* child = it->second.get();
            if (child->live == 0) {
                continue; // only words already found              //@ reject.found reject{row,col}
            }
            used[row][col] = true;
            path.push_back({row, col}); // step onto the letter   //@ place{row,col}
            entered = true;
            grow(path, child);
            if (done) {
                return; // every word is found
            }
            path.pop_back(); // step back                          //@ remove{row,col}
            used[row][col] = false;
        }
        if (!entered) {
            return; // dead end: no square goes on with a word     //@ dead_end
        }
    }
};

int main() {
    vector<vector<char>> board;
    string line;
    while (getline(cin, line) && !line.empty()) {
        board.push_back(vector<char>(line.begin(), line.end()));
    }
    vector<string> words;
    for (string word; cin >> word;) {
        words.push_back(word);
    }
    vector<string> found = Solution().findWords(board, words);
    cout << '[';
    for (size_t i = 0; i < found.size(); i++) {
        cout << (i ? "," : "") << '"' << found[i] << '"';
    }
    cout << "]\n";
}

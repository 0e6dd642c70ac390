// combination sum: grow a combination in ascending order over the sorted
// values. At each node try the values from the last one taken on (that
// one again while copies are left); the first value that would pass the
// target is the last one tried.
// Input: the target, then the numbers; `--once` uses each number once
// (LeetCode 40), else each as often as it fits (LeetCode 39).
#include <climits>
#include <cstring>
#include <iostream>
#include <map>
#include <utility>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<int>> combinationSum(vector<int>& candidates, int target, bool once = false) {
        map<int, int> count;
        for (int x : candidates) {
            count[x]++;
        }
        vector<pair<int, int>> values; // (value, copies), ascending
        for (auto [value, copies] : count) {
            values.push_back({value, once ? copies : INT_MAX}); // without once: never runs out
        }
        vector<int> used(values.size(), 0), combination;
        grow(values, used, 0, 0, target, combination);
        return out;
    }

    vector<vector<int>> combinationSum2(vector<int>& candidates, int target) {
        return combinationSum(candidates, target, true);
    }

private:
    vector<vector<int>> out;

    void grow(const vector<pair<int, int>>& values, vector<int>& used, int start, int sum, int target,
              vector<int>& combination) { //@ call{sum=sum|0,combination=[value]|[]} local{value}
        if (sum == target) {
            out.push_back(combination); // an answer           //@ solution
            return;
        }
        bool took = false;
        for (int g = start; g < (int)values.size(); g++) {
            auto [value, copies] = values[g];
            if (g > start && sum + values[g - 1].first > target) {
                break; // the value before passed the target: sorted, so do the rest
            }
            if (used[g] == copies) {                           //@ try{value}
                continue; // with --once: every copy is taken   //@ reject.used-up reject{value}
            }
            if (sum + value > target) {
                continue; // over the target                    //@ reject.over reject{value}
            }
            used[g]++;
            combination.push_back(value); // take it            //@ place{value}
            took = true;
            grow(values, used, g, sum + value, target, combination);
            combination.pop_back(); // put it back              //@ remove{value}
            used[g]--;
        }
        if (!took) {
            return; // dead end: no value fits under the target //@ dead_end{sum}
        }
    }
};

int main(int argc, char** argv) {
    bool once = argc > 1 && strcmp(argv[1], "--once") == 0;
    int target;
    cin >> target;
    vector<int> candidates;
    for (int x; cin >> x;) {
        candidates.push_back(x);
    }
    vector<vector<int>> answer = Solution().combinationSum(candidates, target, once);
    cout << '[';
    for (size_t i = 0; i < answer.size(); i++) {
        cout << (i ? ",[" : "[");
        for (size_t j = 0; j < answer[i].size(); j++) {
            cout << (j ? "," : "") << answer[i][j];
        }
        cout << ']';
    }
    cout << "]\n";
}

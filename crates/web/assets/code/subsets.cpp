// subsets: grow a subset one number at a time, over the sorted values.
// At each node: first `end` (the subset as it stands is an answer), then
// each value from the last one taken on; the last one again only while
// copies of it are left. Every subset is reached exactly once.
#include <iostream>
#include <map>
#include <utility>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<int>> subsetsWithDup(vector<int>& nums) {
        map<int, int> count;
        for (int x : nums) {
            count[x]++;
        }
        vector<pair<int, int>> values(count.begin(), count.end()); // (value, copies), ascending
        vector<int> used(values.size(), 0), subset;
        grow(values, used, 0, subset);
        return out;
    }

private:
    vector<vector<int>> out;

    void grow(const vector<pair<int, int>>& values, vector<int>& used, int start, vector<int>& subset) { //@ call{subset=subset|[]} local{value}
        out.push_back(subset); // `end`: the subset so far is an answer  //@ try.end try place.end place solution remove.end remove
        for (int g = start; g < (int)values.size(); g++) {
            auto [value, copies] = values[g];
            if (used[g] == copies) {                      //@ try{value}
                continue; // every copy is in the subset  //@ reject.used-up reject{value}
            }
            used[g]++;
            subset.push_back(value); // take it           //@ place{value}
            grow(values, used, g, subset);
            subset.pop_back(); // put it back             //@ remove{value}
            used[g]--;
        }
    }
};

int main() {
    vector<int> nums;
    for (int x; cin >> x;) {
        nums.push_back(x);
    }
    vector<vector<int>> answer = Solution().subsetsWithDup(nums);
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

// perms: every permutation of 1..n in lexicographic order (LeetCode 46),
// built position by position: each value not yet used, smallest first.
// Input (the judge task): T, then T numbers n; for each n one line, every
// permutation written as its numbers run together, separated by spaces.
#include <iostream>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<int>> permute(vector<int>& nums) {
        vector<bool> used(nums.size(), false);
        vector<int> perm;
        grow(nums, used, perm);
        return out;
    }

private:
    vector<vector<int>> out;

    void grow(const vector<int>& nums, vector<bool>& used, vector<int>& perm) { //@ call{perm=perm|[]} local{pos,value}
        int pos = perm.size();
        if (pos == (int)nums.size()) {
            out.push_back(perm); // every position filled   //@ solution
            return;
        }
        for (size_t i = 0; i < nums.size(); i++) {
            int value = nums[i];
            if (used[i]) {                                  //@ try{pos,value}
                continue; // already in the permutation     //@ reject.used reject{pos,value}
            }
            used[i] = true;
            perm.push_back(value); // put it at pos         //@ place{pos,value}
            grow(nums, used, perm);
            perm.pop_back(); // take it back                //@ remove{pos,value}
            used[i] = false;
        }
    }
};

int main() {
    ios::sync_with_stdio(false);
    int t;
    cin >> t;
    while (t-- > 0) {
        int n;
        cin >> n;
        vector<int> nums;
        for (int v = 1; v <= n; v++) {
            nums.push_back(v);
        }
        vector<vector<int>> perms = Solution().permute(nums);
        for (size_t i = 0; i < perms.size(); i++) {
            cout << (i ? " " : "");
            for (int v : perms[i]) {
                cout << v;
            }
        }
        cout << '\n';
    }
}

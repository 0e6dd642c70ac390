# subsets: grow a subset one number at a time, over the sorted values.
# At each node: first `end` (the subset as it stands is an answer), then
# each value from the last one taken on; the last one again only while
# copies of it are left. Every subset is reached exactly once.
import sys
from collections import Counter


class Solution:
    def subsetsWithDup(self, nums: list[int]) -> list[list[int]]:
        values = sorted(Counter(nums).items())  # (value, copies), ascending
        used = [0] * len(values)
        out: list[list[int]] = []
        self.grow(values, used, 0, [], out)
        return out

    def grow(self, values, used, start, subset, out) -> None:  #@ call{subset=subset|[]} local{value}
        out.append(subset[:])  # `end`: the subset so far is an answer  #@ try.end try place.end place solution remove.end remove
        for g in range(start, len(values)):
            value, copies = values[g]
            if used[g] == copies:                          #@ try{value}
                continue  # every copy is in the subset    #@ reject.used-up reject{value}
            used[g] += 1
            subset.append(value)  # take it                #@ place{value}
            self.grow(values, used, g, subset, out)
            subset.pop()  # put it back                    #@ remove{value}
            used[g] -= 1


if __name__ == "__main__":
    nums = [int(word) for word in sys.stdin.read().split()]
    answer = Solution().subsetsWithDup(nums)
    print("[" + ",".join("[" + ",".join(map(str, s)) + "]" for s in answer) + "]")

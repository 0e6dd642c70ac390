# combination sum: grow a combination in ascending order over the sorted
# values. At each node try the values from the last one taken on (that
# one again while copies are left); the first value that would pass the
# target is the last one tried.
# Input: the target, then the numbers; `--once` uses each number once
# (LeetCode 40), else each as often as it fits (LeetCode 39).
import sys
from collections import Counter


class Solution:
    def combinationSum(self, candidates: list[int], target: int, once: bool = False) -> list[list[int]]:
        # (value, copies), ascending; without `once` a value never runs out
        values = [(v, c if once else float("inf")) for v, c in sorted(Counter(candidates).items())]
        used = [0] * len(values)
        out: list[list[int]] = []
        self.grow(values, used, 0, 0, target, [], out)
        return out

    def combinationSum2(self, candidates: list[int], target: int) -> list[list[int]]:
        return self.combinationSum(candidates, target, once=True)

    def grow(self, values, used, start, sum, target, combination, out) -> None:  #@ call{sum=sum|0,combination=[value]|[]} local{value}
        if sum == target:
            out.append(combination[:])  # an answer              #@ solution
            return
        took = False
        for g in range(start, len(values)):
            value, copies = values[g]
            if g > start and sum + values[g - 1][0] > target:
                break  # the value before passed the target: sorted, so do the rest
            if used[g] == copies:                                #@ try{value}
                continue  # with --once: every copy is taken     #@ reject.used-up reject{value}
            if sum + value > target:
                continue  # over the target                      #@ reject.over reject{value}
            used[g] += 1
            combination.append(value)  # take it                 #@ place{value}
            took = True
            self.grow(values, used, g, sum + value, target, combination, out)
            combination.pop()  # put it back                     #@ remove{value}
            used[g] -= 1
        if not took:
            return  # dead end: no value fits under the target   #@ dead_end{sum}


if __name__ == "__main__":
    target, *candidates = [int(word) for word in sys.stdin.read().split()]
    answer = Solution().combinationSum(candidates, target, once="--once" in sys.argv)
    print("[" + ",".join("[" + ",".join(map(str, c)) + "]" for c in answer) + "]")

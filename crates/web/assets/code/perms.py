# perms: every permutation of 1..n in lexicographic order (LeetCode 46),
# built position by position: each value not yet used, smallest first.
# Input (the judge task): T, then T numbers n; for each n one line, every
# permutation written as its numbers run together, separated by spaces.
import sys


class Solution:
    def permute(self, nums: list[int]) -> list[list[int]]:
        used = [False] * len(nums)
        out: list[list[int]] = []
        self.grow(nums, used, [], out)
        return out

    def grow(self, nums: list[int], used: list[bool], perm: list[int], out: list[list[int]]) -> None:  #@ call{perm=perm|[]} local{pos,value}
        pos = len(perm)
        if pos == len(nums):
            out.append(perm[:])  # every position filled      #@ solution
            return
        for i, value in enumerate(nums):
            if used[i]:                                      #@ try{pos,value}
                continue  # already in the permutation        #@ reject.used reject{pos,value}
            used[i] = True
            perm.append(value)  # put it at pos               #@ place{pos,value}
            self.grow(nums, used, perm, out)
            perm.pop()  # take it back                        #@ remove{pos,value}
            used[i] = False


if __name__ == "__main__":
    t, *ns = [int(word) for word in sys.stdin.read().split()]
    for n in ns[:t]:
        perms = Solution().permute(list(range(1, n + 1)))
        print(" ".join("".join(map(str, p)) for p in perms))

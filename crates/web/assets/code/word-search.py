# word search: the words go into a trie; a path grows from each square
# in reading order, then moves up, right, down, left. The trie node of
# the path says which letters go on; a word found is marked for good,
# and the search stops once every word is found (LeetCode 79, 212).
# Input: the grid's rows, an empty line, then the words; output: the
# words the grid holds, sorted, as LeetCode writes them.
import sys
from collections import Counter

MOVES = [("up", -1, 0), ("right", 0, 1), ("down", 1, 0), ("left", 0, -1)]


class Node:
    def __init__(self, parent: "Node | None" = None) -> None:
        self.children: dict[str, Node] = {}
        self.parent = parent
        self.word: str | None = None  # the word that ends here
        self.live = 0  # the words at or below this node not found yet


class Solution:
    def findWords(self, board: list[list[str]], words: list[str]) -> list[str]:
        self.board, self.rows, self.cols = board, len(board), len(board[0])
        self.root = Node()
        have = Counter(letter for line in board for letter in line)
        for word in dict.fromkeys(words):  # each word once
            need = Counter(word)
            if len(word) > self.rows * self.cols or any(need[x] > have[x] for x in need):
                continue  # it cannot fit: never sought
            node = self.root
            for letter in word:
                node = node.children.setdefault(letter, Node(node))
            node.word = word
            self.mark(node, 1)
        self.found: list[str] = []
        self.done = self.root.live == 0
        self.used = [[False] * self.cols for _ in range(self.rows)]
        self.grow([], self.root)
        return sorted(self.found)

    def mark(self, node: "Node | None", by: int) -> None:
        while node is not None:
            node.live += by
            node = node.parent

    def answer(self, node: Node) -> None:
        self.found.append(node.word)  # the path spells a word
        self.mark(node, -1)  # found for good
        self.done = self.root.live == 0

    def grow(self, path: list[tuple[int, int]], node: Node) -> None:  #@ call{path=[row;col]|[]} local{row,col}
        here = node.word is not None and node.word not in self.found
        if here and node.live == 1:
            self.answer(node)  # a word, and nothing sought beyond  #@ solution
            return
        entered = False
        if here:
            self.answer(node)  # `end`: the path spells a word, a prefix of others  #@ try.end try place.end place solution
            if self.done:
                return  # every word is found
            entered = True  # and the path goes on                     #@ remove.end remove
        if path:
            r, c = path[-1]
            squares = [(dir, r + dr, c + dc) for dir, dr, dc in MOVES]
        elif self.root.live > 0:  # the start: every square in reading order
            squares = [(None, row, col) for row in range(self.rows) for col in range(self.cols)]
        else:
            squares = []
        for dir, row, col in squares:
            if not (0 <= row < self.rows and 0 <= col < self.cols):  #@ try
                continue  # off the grid                               #@ reject.outside reject{dir}
            if self.used[row][col]:
                continue  # each square once                           #@ reject.used reject{row,col}
            child = node.children.get(self.board[row][col])
            if child is None:
                continue  # spells no prefix of a word                 #@ reject.mismatch reject{row,col}
            if child.live == 0:
                continue  # only words already found                   #@ reject.found reject{row,col}
            self.used[row][col] = True
            path.append((row, col))  # step onto the letter           #@ place{row,col}
            entered = True
            self.grow(path, child)
            if self.done:
                return  # every word is found
            path.pop()  # step back                                    #@ remove{row,col}
            self.used[row][col] = False
        if not entered:
            return  # dead end: no square goes on with a word          #@ dead_end


if __name__ == "__main__":
    text = sys.stdin.read().split("\n\n", 1)
    board = [list(line.strip()) for line in text[0].split("\n") if line.strip()]
    words = text[1].split() if len(text) > 1 else []
    found = Solution().findWords(board, words)
    print("[" + ",".join(f'"{w}"' for w in found) + "]")

# N-Queens II, a learner's solution: the number of ways to place n queens
# (n on stdin). It has the lesson's classic bug: `queens judge
# examples/nqueens.py` names it.
n = int(input())
cols = [False] * n
diag = [False] * (2 * n - 1)  # row - col + n - 1
anti = [False] * (2 * n - 1)  # row + col


def place(row):
    if row == n:
        return 1
    ways = 0
    for col in range(n):
        if cols[col] or diag[row - col + n - 1] or anti[row + col]:
            continue
        cols[col] = diag[row - col + n - 1] = anti[row + col] = True
        ways += place(row + 1)
    return ways


print(place(0))

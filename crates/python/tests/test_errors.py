"""Bad arguments: ValueError or TypeError in the CLI's words, never a panic."""

import pytest

import queens
from queens import sudoku


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: queens.total_n_queens(0), "n must be an integer from 1 to 32, got 0"),
        (lambda: queens.total_n_queens(33), "n must be an integer from 1 to 32, got 33"),
        (lambda: queens.total_n_queens(-1), "n must be an integer from 1 to 32, got -1"),
        (lambda: queens.total_n_queens(10**30), f"n must be an integer from 1 to 32, got {10**30}"),
        (lambda: queens.count(0), "n must be an integer from 1 to 32, got 0"),
        (lambda: queens.classes(40), "n must be an integer from 1 to 32, got 40"),
        (lambda: queens.solve_n_queens(0), "n must be an integer from 1 to 64, got 0"),
        (lambda: queens.solutions(65), "n must be an integer from 1 to 64, got 65"),
        (lambda: queens.trace(0), "n must be an integer from 1 to 64, got 0"),
        (lambda: queens.one(0), "n must be an integer from 1 to 1000000000, got 0"),
        (lambda: queens.one(2), "a 2×2 board has no solution"),
        (lambda: queens.one(3, method="search"), "a 3×3 board has no solution"),
        (
            lambda: queens.one(8, seed=3),
            "seed only applies to method='search' (the construction has no randomness)",
        ),
        (lambda: queens.one(8, method="guess"), "unknown method 'guess'; the methods are construct, search"),
        (lambda: queens.count(8, threads=0), "threads must be an integer from 1 to 1024, got 0"),
        (
            lambda: queens.count(8, kernel="quick"),
            "unknown kernel 'quick'; the kernels are auto, scalar, avx2, avx512, gpu",
        ),
        (lambda: queens.trace(4, algo="quick"), "unknown approach 'quick'; the approaches are "),
        (lambda: queens.trace(4, algo="fast"), "fast cannot be traced: "),
        (lambda: queens.trace(4, max_steps=0), "the step limit must be an integer from 1 to "),
        (lambda: queens.perms(0), "n must be an integer from 1 to 16, got 0"),
        (lambda: queens.perms(17), "n must be an integer from 1 to 16, got 17"),
        (lambda: queens.check([]), "empty input: expected a board as rows of 'Q' and '.'"),
        (lambda: queens.check(""), "empty input: expected a board as rows of 'Q' and '.'"),
        (lambda: queens.check(["Q..", ".Z.", "..Q"]), "line 2, column 2: "),
        (lambda: queens.check([1, 3, 0, 7]), "row 4 has a queen off the board at col 8"),
        (lambda: queens.check(["Q...", "....", ".Q..", "...Q"]), "row 2 has no queen"),
        (lambda: queens.check([0, -1]), "row 2: columns count from 0 to 1, got -1"),
        (lambda: queens.check([0, 10**30]), f"row 2 has a queen off the board at col {10**30 + 1}"),
        (lambda: queens.complete(["Q..", ".Q"]), "line 2"),
        (lambda: sudoku.Grid("55" + "." * 79), "two 5s in row 1 (r1c1 and r1c2)"),
        (lambda: sudoku.solve("123"), "line 1: expected 81 cells, found 3"),
        (lambda: sudoku.solve(""), "no puzzle: expected 81 cells on a line, or a grid of 9 rows of 9"),
        (lambda: sudoku.count("." * 81, limit=0), "the limit must be an integer from 1 to "),
        (lambda: list(sudoku.solve_many(["." * 81, "1"])), "grid 1: line 1: expected 81 cells, found 1"),
        (lambda: sudoku.Grid([[10] * 9] * 9), "a cell is a digit 1 to 9, or 0 or None when empty, got 10"),
    ],
)
def test_value_errors(call, message):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value).startswith(message), str(e.value)


def test_the_messages_are_the_libraries_own():
    # Exactly what `queens count 0` prints after "error: ".
    with pytest.raises(ValueError, match=r"^n must be an integer from 1 to 32, got 0$"):
        queens.total_n_queens(0)
    # The unknown approach lists them all, quoted on one line.
    with pytest.raises(ValueError) as e:
        queens.trace(4, algo="a\nb")
    assert "\n" not in str(e.value)


@pytest.mark.parametrize(
    "call",
    [
        lambda: queens.total_n_queens("8"),
        lambda: queens.total_n_queens(8.0),
        lambda: queens.total_n_queens(None),
        lambda: queens.total_n_queens(True),
        lambda: queens.count(8, threads="2"),
        lambda: queens.count(8, kernel=1),
        lambda: queens.count(8, unique="yes"),
        lambda: queens.solutions("8"),
        lambda: queens.check(12),
        lambda: queens.check([1, "2"]),
        lambda: queens.check([1.0, 2.0]),
        lambda: queens.complete([1, 3, 0, 2]),
        lambda: queens.one(8, seed="x"),
        lambda: sudoku.solve(81),
    ],
)
def test_type_errors(call):
    with pytest.raises(TypeError):
        call()


def test_type_error_names_the_argument():
    with pytest.raises(TypeError, match="^n must be an int, not str$"):
        queens.total_n_queens("8")

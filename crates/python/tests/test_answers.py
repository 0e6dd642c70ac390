"""Answers against the known tables, and LeetCode's shapes."""

import itertools

import pytest

import queens
from queens import sudoku

from known import counts, sudoku_puzzles, symmetry

COUNTS = counts()
SYMMETRY = symmetry()

LEETCODE_51_N4 = [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]


def test_done_when_totals():
    assert queens.total_n_queens(12) == 14200
    assert queens.solve_n_queens(4) == LEETCODE_51_N4


@pytest.mark.parametrize("n", range(1, 15))
def test_total_n_queens_against_the_table(n):
    assert queens.total_n_queens(n) == COUNTS[n][0]


@pytest.mark.parametrize("n", range(1, 15))
def test_count_against_the_table(n):
    r = queens.count(n, unique=True)
    assert (r.n, r.total, r.unique, int(r)) == (n, COUNTS[n][0], COUNTS[n][1], COUNTS[n][0])
    assert r.classes is not None and r.classes.total == r.total and r.classes.unique == r.unique
    assert r.kernel in queens.kernels()
    assert r.seconds >= 0 and r.threads >= 1


def test_count_leaves_out_what_was_not_asked():
    r = queens.count(8)
    assert (r.total, r.unique, r.classes, r.nodes) == (92, None, None, None)
    assert queens.count(8, stats=True).nodes > 0


@pytest.mark.parametrize("kernel", queens.kernels())
@pytest.mark.parametrize("threads", [1, 2, 3])
def test_every_kernel_and_thread_count_agree(kernel, threads):
    r = queens.count(13, threads=threads, kernel=kernel, unique=True)
    assert (r.total, r.unique, r.kernel, r.threads) == (73712, 9233, kernel, threads)


@pytest.mark.parametrize("kernel", queens.kernels())
@pytest.mark.parametrize("method", ["join", "backtrack"])
def test_both_methods_agree_through_every_kernel(kernel, method):
    r = queens.count(14, kernel=kernel, method=method, unique=True)
    assert (r.total, r.unique, r.kernel, r.method) == (365596, 45752, kernel, method)


def test_a_join_over_its_memory_budget_is_a_value_error():
    with pytest.raises(ValueError, match="over the budget"):
        queens.count(16, method="join", memory=1 << 16)
    assert queens.count(16, memory=1 << 16).method == "backtrack"
    with pytest.raises(ValueError, match="unknown method"):
        queens.count(8, method="joins")


@pytest.mark.parametrize("n", sorted(SYMMETRY)[:12])
def test_classes_against_the_table(n):
    c = queens.classes(n)
    assert (c.rot90, c.rot180, c.none, c.unique, c.total) == SYMMETRY[n]
    assert c.all == 0


def test_classes_of_one_square():
    c = queens.classes(1)
    assert (c.all, c.unique, c.total) == (1, 1, 1)


def test_classes_print_as_the_cli_table():
    assert str(queens.classes(12)) == (
        "n = 12\n"
        "symmetry                 classes     x  boards\n"
        "quarter turn (rot90)           4     2       8\n"
        "half turn only (rot180)       18     4      72\n"
        "none                        1765     8   14120\n"
        "unique, total               1787         14200"
    )


@pytest.mark.parametrize("n", range(1, 11))
def test_solutions_stream_every_board_in_order(n):
    boards = list(queens.solutions(n))
    assert len(boards) == COUNTS[n][0]
    assert boards == sorted(boards)
    assert len(set(boards)) == len(boards)
    for b in boards:
        assert isinstance(b, queens.Board) and b.n == n
        assert queens.check(b) is None
    assert len(list(queens.solutions(n, unique=True))) == COUNTS[n][1]


@pytest.mark.parametrize("n", range(1, 9))
def test_solve_n_queens_is_leetcode_shaped_and_in_cli_order(n):
    answer = queens.solve_n_queens(n)
    assert answer == [b.rows() for b in queens.solutions(n)]
    for board in answer:
        assert len(board) == n
        assert all(len(row) == n and row.count("Q") == 1 and set(row) <= {"Q", "."} for row in board)


def test_board_draws():
    b = queens.Board((1, 3, 0, 2))
    assert b.draw() == ".Q..\n...Q\nQ...\n..Q."
    assert queens.check(b.draw()) is None
    assert queens.check(b.rows()) is None
    assert queens.check("2 4 1 3") is None


def test_check_names_the_first_attack():
    a = queens.check([0, 2, 1, 3])
    assert a == ((1, 2), (2, 1), "anti-diagonal", "queens at row 2 col 3 and row 3 col 2 share a diagonal")
    assert (a.first, a.second, a.line) == ((1, 2), (2, 1), "anti-diagonal")
    assert str(a) == "queens at row 2 col 3 and row 3 col 2 share a diagonal"
    column = queens.check(["Q...", "Q...", "....", "...."])
    assert column is not None and column.line == "column" and column.first == (0, 0)


@pytest.mark.parametrize("n", [1, 4, 5, 8, 9, 100, 1001, 100_000])
def test_one_constructs_a_solution(n):
    b = queens.one(n)
    assert len(b) == n and queens.check(b) is None


@pytest.mark.parametrize("n", [4, 8, 50, 1000])
def test_one_searches_a_solution_the_same_for_a_seed(n):
    b = queens.one(n, method="search", seed=3)
    assert queens.check(b) is None
    assert b == queens.one(n, method="search", seed=3)


def test_complete():
    assert queens.complete(["..x.", "...Q", "....", "...."]) == (1, 3, 0, 2)
    assert queens.complete("..x.\n...Q\n....\n....\n") == (1, 3, 0, 2)
    assert queens.complete(["Q...", "....", "....", "...."]) is None
    assert queens.count_completions(["." * 8] * 8) == 92
    assert queens.count_completions(["Q" + "." * 7] + ["." * 8] * 7) == 4


def test_trace_has_the_json_trace_fields():
    steps = list(queens.trace(4, algo="flags", max_steps=None))
    assert [s["step"] for s in steps] == list(range(1, len(steps) + 1))
    assert {s["event"] for s in steps} <= {"try", "reject", "place", "remove", "dead_end", "solution"}
    solutions = [s["cols"] for s in steps if s["event"] == "solution"]
    assert solutions == [[1, 3, 0, 2], [2, 0, 3, 1]]
    first = steps[0]
    assert first == {"step": 1, "event": "try", "row": 0, "col": 0, "cols": [None] * 4}
    rejects = [s for s in steps if s["event"] == "reject"]
    assert rejects[0] == {
        "step": 4, "event": "reject", "row": 1, "col": 0, "cols": [0, None, None, None],
        "reason": "column", "by": {"row": 0, "col": 0},
    }


def test_trace_stops_at_max_steps_with_a_cut():
    steps = list(queens.trace(8, algo="backtrack", max_steps=10))
    assert len(steps) == 11
    assert steps[-1]["event"] == "cut" and steps[-1]["reason"] == "max-steps" and steps[-1]["steps"] == 10
    assert len(list(queens.trace(8))) == 10_001  # the CLI's default limit, and its cut


@pytest.mark.parametrize("algo", ["brute", "odometer", "permutations", "board", "sets", "levels", "bitmask", "mirror"])
def test_trace_every_approach(algo):
    steps = list(queens.trace(4, algo=algo, max_steps=None))
    assert sum(s["event"] == "solution" for s in steps) in (1, 2)  # mirror: 1 + its image
    assert all(s["event"] != "cut" for s in steps)


@pytest.mark.parametrize("n", range(1, 8))
def test_perms_in_lexicographic_order(n):
    assert list(queens.perms(n)) == list(itertools.permutations(range(1, n + 1)))


def test_perms_stream():
    assert sum(1 for _ in queens.perms(9)) == 362_880


EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
EASY_SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


def test_sudoku_solve_count_check():
    g = sudoku.solve(EASY)
    assert g is not None and g.line == EASY_SOLVED
    assert sudoku.count(EASY) == 1
    assert sudoku.count("." * 81, limit=7) == 7
    assert sudoku.check(EASY) == "unique"
    assert sudoku.check(EASY_SOLVED) == "solved"
    assert sudoku.check("." * 81) == "multiple solutions"
    # Givens that agree but admit no solution.
    impossible = "12345678." + "........9" + "." * 63
    assert sudoku.solve(impossible) is None
    assert sudoku.check(impossible) == "no solution"
    assert sudoku.count(impossible) == 0


def test_sudoku_grid_forms_agree():
    g = sudoku.Grid(EASY)
    rows = g.rows()
    assert sudoku.Grid(rows) == g
    assert sudoku.Grid([EASY[i : i + 9] for i in range(0, 81, 9)]) == g
    assert sudoku.Grid(str(g)) == g
    assert sudoku.Grid([[d or None for d in r] for r in rows]) == g
    assert g.givens == 30 and rows[0][:2] == [5, 3]


def test_sudoku_batches_agree_with_one_at_a_time():
    puzzles = sudoku_puzzles()[:300]
    solved = list(sudoku.solve_many(puzzles))
    assert len(solved) == len(puzzles)
    for p, s in zip(puzzles, solved):
        assert s is not None and s == sudoku.solve(p)
        assert all(a == "." or a == b for a, b in zip(p.replace("0", "."), s.line))
        assert sudoku.check(s) == "solved"
    assert list(sudoku.count_many(puzzles)) == [1] * len(puzzles)
    assert list(sudoku.check_many(puzzles)) == ["unique"] * len(puzzles)


def test_sudoku_batches_stream_past_one_chunk():
    n = sudoku.CHUNK * 2 + 5
    counted = sudoku.count_many(("." * 81 for _ in range(n)), limit=1)
    assert sum(counted) == n

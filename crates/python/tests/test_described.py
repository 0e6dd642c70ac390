"""The described puzzles through the library's one list: every puzzle
listed, each example of the CLI's answered the same way, and refusals
in the library's words."""

import os

import pytest

import queens


def test_every_described_puzzle_is_listed_with_typed_parameters():
    names = [p["name"] for p in queens.puzzles()]
    assert {"kings", "rooks"} <= set(names)
    assert len(names) == len(set(names))
    kinds = {"size", "number", "numbers", "grid", "square", "choice", "flag"}
    for p in queens.puzzles():
        assert p["title"] and p["summary"] and p["answers"]
        for q in p["params"]:
            assert q["kind"] in kinds, q


def test_answers_agree_with_counts_and_a_brute_force():
    # Rooks: k of n rows, then an arrangement of k of n columns.
    for n in range(1, 5):
        for k in range(0, n + 1):
            answers = queens.solve_puzzle("rooks", n=n, k=k)
            assert len(answers) == queens.count_puzzle("rooks", n=n, k=k)
            for squares in answers:
                rows = [(s - 1) // n for s in squares]
                cols = [(s - 1) % n for s in squares]
                assert len(set(rows)) == k and len(set(cols)) == k
    assert queens.count_puzzle("kings", n=4, k=4) == 79
    assert queens.solve_puzzle("kings", n=3, k=4) == [[1, 3, 7, 9]]


def test_refusals_name_the_parameter():
    with pytest.raises(ValueError, match="^k must be an integer from 0 to 9, got 10$"):
        queens.count_puzzle("kings", n=3, k=10)
    with pytest.raises(ValueError, match="no puzzle named 'bishops'"):
        queens.count_puzzle("bishops", n=3)
    with pytest.raises(TypeError, match="takes no parameter 'm'"):
        queens.count_puzzle("kings", n=3, m=1)
    with pytest.raises(TypeError, match="kings needs n"):
        queens.count_puzzle("kings", k=1)
    with pytest.raises(TypeError):
        queens.count_puzzle("kings", n=3.5, k=1)


def test_too_many_answers_for_a_list_are_refused_not_cut_short():
    # 3,324,193 placements of 8 kings on 7x7: more than the list holds.
    assert queens.count_puzzle("kings", n=7, k=8) == 3324193
    with pytest.raises(ValueError, match="^kings has more than 1048576 placements"):
        queens.solve_puzzle("kings", n=7, k=8)


def test_subsets_take_a_list_and_answer_negative_numbers():
    # LeetCode 90: equal numbers are copies of one value, each subset once.
    assert queens.solve_puzzle("subsets", numbers=[1, 2, 2]) == [
        [], [1], [1, 2], [1, 2, 2], [2], [2, 2],
    ]
    assert queens.solve_puzzle("subsets", numbers="-1 5") == [[], [-1], [-1, 5], [5]]
    assert queens.count_puzzle("subsets", numbers=list(range(20))) == 1 << 20
    # Left out, the page's first example: LeetCode 78's.
    assert queens.count_puzzle("subsets") == 8
    (numbers,) = [p for p in queens.puzzles() if p["name"] == "subsets"][0]["params"]
    assert (numbers["kind"], numbers["max_len"]) == ("numbers", 20)
    with pytest.raises(ValueError, match="^the number of numbers must be an integer from 0 to 20, got 21$"):
        queens.count_puzzle("subsets", numbers=[1] * 21)
    with pytest.raises(ValueError, match="line 1, column 3: expected an integer, got 'x'"):
        queens.count_puzzle("subsets", numbers="1 x")


def test_combination_sum_takes_its_flag_as_a_bool():
    # LeetCode 39, then 40 with each given number at most once.
    assert queens.solve_puzzle("combination-sum", candidates=[2, 3, 6, 7], target=7) == [[2, 2, 3], [7]]
    assert queens.solve_puzzle("combination-sum", candidates=[10, 1, 2, 7, 6, 1, 5], target=8, once=True) == [
        [1, 1, 6], [1, 2, 5], [1, 7], [2, 6],
    ]
    assert queens.count_puzzle("combination-sum", candidates=[2], target=1, once=False) == 0
    (flag,) = [q for p in queens.puzzles() if p["name"] == "combination-sum" for q in p["params"] if q["name"] == "once"]
    assert flag["kind"] == "flag"
    with pytest.raises(ValueError, match="^target must be an integer from 1 to 10000, got 0$"):
        queens.count_puzzle("combination-sum", candidates=[2], target=0)
    with pytest.raises(TypeError, match="not bool"):
        queens.count_puzzle("combination-sum", candidates=[2], target=True)
    # 1 2 ... 100 with target 10000: more combinations than atoms; refused
    # after the step limit rather than searched for years.
    with pytest.raises(ValueError, match="^the search for combinations stopped after 100000000 steps"):
        queens.count_puzzle("combination-sum", candidates=list(range(1, 101)), target=10000)


def test_subset_sum_takes_its_numbers_as_a_list_and_a_target():
    # Equal numbers are copies of one value: each distinct subset once.
    assert queens.solve_puzzle("subset-sum", numbers=[8, 6, 7, 5, 3, 10, 9], target=15) == [
        [3, 5, 7], [5, 10], [6, 9], [7, 8],
    ]
    assert queens.count_puzzle("subset-sum", numbers="2 2 3 1", target=4) == 2
    # Target 0: the empty subset is the one answer.
    assert queens.solve_puzzle("subset-sum", numbers=[0, 4], target=0) == [[], [0]]
    assert queens.count_puzzle("subset-sum", numbers=[1, 2, 3], target=100) == 0
    # Left out, the page's first example.
    assert queens.count_puzzle("subset-sum") == 4
    (p,) = [p for p in queens.puzzles() if p["name"] == "subset-sum"]
    assert [q["name"] for q in p["params"]] == ["numbers", "target"]
    with pytest.raises(ValueError, match="a number must be from 0 to 1000000000000000, got '-2'"):
        queens.count_puzzle("subset-sum", numbers=[1, -2], target=3)
    with pytest.raises(ValueError, match="^target must be an integer from 0 to 1000000000000000"):
        queens.count_puzzle("subset-sum", numbers=[1], target=10**15 + 1)


def test_a_maze_answers_its_path_as_cells_numbered_from_one():
    # S at cell 1, E at cell 6 of a 2x3 maze: the one path the search finds.
    assert queens.solve_puzzle("maze", maze="S.#\n#.E\n") == [[1, 2, 5, 6]]
    assert queens.count_puzzle("maze", maze="S.#\n#.E\n") == 1
    assert queens.solve_puzzle("maze", maze="S#\n#E\n") == []
    (p,) = [p for p in queens.puzzles() if p["name"] == "maze"]
    (grid,) = p["params"]
    assert (p["draws"], grid["kind"], grid["max_rows"]) == (True, "grid", 2000)
    # Left out, the page's first built-in maze, which has a way through.
    assert queens.count_puzzle("maze") == 1
    with pytest.raises(ValueError, match="^maze: line 2, column 2: expected `#`, `.`, `S` or `E`, got 'x'$"):
        queens.solve_puzzle("maze", maze="S.E\n.x.\n")


def test_a_knights_tour_visits_every_square_from_its_start():
    def cell(i, n):
        return divmod(i - 1, n)

    for n, closed, start in [(5, False, (3, 3)), (6, True, "2,3"), (8, False, [1, 1])]:
        (tour,) = queens.solve_puzzle("tour", n=n, closed=closed, start=start)
        assert sorted(tour) == list(range(1, n * n + 1))
        squares = [cell(i, n) for i in tour]
        r, c = (start if not isinstance(start, str) else map(int, start.split(",")))
        assert squares[0] == (r - 1, c - 1)
        moves = zip(squares, squares[1:] + (squares[:1] if closed else []))
        assert all(sorted((abs(a - x), abs(b - y))) == [1, 2] for (a, b), (x, y) in moves)
    (p,) = [p for p in queens.puzzles() if p["name"] == "tour"]
    start = [q for q in p["params"] if q["name"] == "start"][0]
    assert (p["draws"], start["kind"], start["default"]) == (True, "square", "1,1")
    # None: a complete search, or ruled out by colours.
    assert queens.solve_puzzle("tour", n=4) == []
    assert queens.count_puzzle("tour", n=5, closed=True) == 0
    with pytest.raises(ValueError, match=r"^the start row 6 col 1 is off the 5×5 board \(rows and columns 1 to 5\)$"):
        queens.solve_puzzle("tour", n=5, start=(6, 1))


PETERSEN = open(os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples", "petersen.col")).read()


def test_a_graph_coloring_gives_joined_vertices_different_colors():
    edges = [tuple(map(int, line.split()[1:])) for line in PETERSEN.splitlines() if line.startswith("e ")]
    (coloring,) = queens.solve_puzzle("color", graph=PETERSEN, colors=3)
    assert len(coloring) == 10 and set(coloring) <= {1, 2, 3}
    assert all(coloring[u - 1] != coloring[v - 1] for u, v in edges)
    # The fewest: the Petersen graph has odd cycles, so 3, and 2 do not do.
    (fewest,) = queens.solve_puzzle("color", graph=PETERSEN, min=True)
    assert max(fewest) == 3
    assert queens.solve_puzzle("color", graph=PETERSEN, colors=2) == []
    (p,) = [p for p in queens.puzzles() if p["name"] == "color"]
    assert p["draws"] is True
    assert [q["name"] for q in p["params"]] == ["colors", "min", "graph"]
    with pytest.raises(ValueError, match=r"^colors must be an integer from 1 to 2000, got 0$"):
        queens.solve_puzzle("color", graph=PETERSEN, colors=0)
    with pytest.raises(ValueError, match=r"line 2"):
        queens.solve_puzzle("color", graph="p edge 2 1\ne 1 3\n", colors=2)

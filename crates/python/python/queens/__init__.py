"""N-Queens from Rust: every solution, fast counts, symmetry classes,
one board of any size, completing a board; with Sudoku and permutations.

LeetCode's two:

>>> import queens
>>> queens.solve_n_queens(4)
[['.Q..', '...Q', 'Q...', '..Q.'], ['..Q.', 'Q...', '...Q', '.Q..']]
>>> queens.total_n_queens(8)
92

Every search runs with the GIL released; a long ``count`` stops on
Ctrl-C with ``KeyboardInterrupt``. Bad arguments raise ``ValueError`` or
``TypeError`` with the words the ``queens`` command line uses.
"""

from __future__ import annotations

import html
import os
from dataclasses import dataclass
from typing import Any, Dict, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union

from . import _html, _queens
from . import regions, sudoku

__all__ = [
    "Attack",
    "Board",
    "Classes",
    "CountResult",
    "JudgeResult",
    "MAX_COUNT_N",
    "MAX_ONE_N",
    "MAX_SOLVE_N",
    "check",
    "classes",
    "complete",
    "count",
    "count_completions",
    "count_puzzle",
    "judge",
    "kernels",
    "one",
    "perms",
    "puzzles",
    "regions",
    "solutions",
    "solve_n_queens",
    "solve_puzzle",
    "sudoku",
    "total_n_queens",
    "trace",
    "verify",
]

#: The largest n that ``count``, ``classes`` and ``total_n_queens`` take.
MAX_COUNT_N: int = _queens.MAX_COUNT_N
#: The largest n that ``solutions``, ``solve_n_queens`` and ``trace`` take.
MAX_SOLVE_N: int = _queens.MAX_SOLVE_N
#: The largest n that ``one`` takes.
MAX_ONE_N: int = _queens.MAX_ONE_N

#: The largest board ``Board._repr_html_`` draws.
_MAX_HTML_N = 64

BoardLike = Union[str, Sequence[str], Sequence[int]]


class Board(Tuple[int, ...]):
    """A placement: ``board[r]`` is the column (from 0) of row r's queen.

    A tuple, so it compares, hashes and unpacks as one; it also draws.

    >>> import queens
    >>> b = queens.Board((1, 3, 0, 2))
    >>> b == (1, 3, 0, 2)
    True
    >>> b.rows()
    ['.Q..', '...Q', 'Q...', '..Q.']
    >>> print(b.draw())
    .Q..
    ...Q
    Q...
    ..Q.
    """

    __slots__ = ()

    @property
    def n(self) -> int:
        """The board size."""
        return len(self)

    def rows(self) -> List[str]:
        """The board as LeetCode 51 writes it: rows of ``Q`` and ``.``."""
        n = len(self)
        return ["." * c + "Q" + "." * (n - c - 1) for c in self]

    def draw(self) -> str:
        """The board as text, one row a line (what ``queens check`` reads)."""
        return "\n".join(self.rows())

    def __repr__(self) -> str:
        return f"Board({tuple(self)!r})"

    def _repr_html_(self) -> Optional[str]:
        n = len(self)
        if n > _MAX_HTML_N:
            return None
        cell = "width:1.6em;height:1.6em;text-align:center;padding:0;font-size:1.2em;"
        rows = []
        for r, c in enumerate(self):
            tds = []
            for x in range(n):
                shade = "#f0d9b5" if (r + x) % 2 == 0 else "#b58863"
                queen = "&#9819;" if x == c else ""
                tds.append(f'<td style="{cell}background:{shade}">{queen}</td>')
            rows.append(tds)
        return _html.table(rows, repr(self))


class Attack(NamedTuple):
    """Two queens that attack each other; rows and columns from 0.

    ``str()`` gives the message ``queens check`` prints (counting from 1).
    """

    first: Tuple[int, int]
    second: Tuple[int, int]
    line: str
    message: str

    def __str__(self) -> str:
        return self.message


def _table(rows: Sequence[Tuple[str, Any]]) -> str:
    width = max(len(k) for k, _ in rows)
    return "\n".join(f"{k:<{width}}  {v}" for k, v in rows)


def _html_table(rows: Sequence[Tuple[str, Any]]) -> str:
    body = "".join(
        f'<tr><th style="text-align:left">{html.escape(str(k))}</th>'
        f'<td style="text-align:right">{html.escape(str(v))}</td></tr>'
        for k, v in rows
    )
    return f"<table>{body}</table>"


@dataclass(frozen=True)
class Classes:
    """The unique solutions of n, split by the symmetry they have.

    ``all``: classes every symmetry fixes (only n = 1 has one); ``rot90``:
    fixed by a quarter turn (2 boards each); ``rot180``: by a half turn
    only (4 each); ``none``: no symmetry (8 each).
    """

    n: int
    all: int
    rot90: int
    rot180: int
    none: int
    unique: int
    total: int

    def _rows(self) -> List[Tuple[str, int, int]]:
        rows = [("all 8 symmetries (1x1)", self.all, 1)] if self.all else []
        rows += [
            ("quarter turn (rot90)", self.rot90, 2),
            ("half turn only (rot180)", self.rot180, 4),
            ("none", self.none, 8),
        ]
        return rows

    def __str__(self) -> str:
        """The table ``queens classes`` prints."""
        w = max(len(str(self.total)), 7)
        lines = [f"n = {self.n}", f"{'symmetry':<24} {'classes':>{w}} {'x':>5} {'boards':>{w}}"]
        for name, classes, each in self._rows():
            lines.append(f"{name:<24} {classes:>{w}} {each:>5} {classes * each:>{w}}")
        lines.append(f"{'unique, total':<24} {self.unique:>{w}} {'':>5} {self.total:>{w}}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = "<tr><th>symmetry</th><th>classes</th><th>x</th><th>boards</th></tr>"
        body = "".join(
            f"<tr><td>{name}</td><td>{c}</td><td>{each}</td><td>{c * each}</td></tr>"
            for name, c, each in self._rows()
        )
        foot = f"<tr><th>unique, total</th><td>{self.unique}</td><td></td><td>{self.total}</td></tr>"
        return f"<table><caption>n = {self.n}</caption>{head}{body}{foot}</table>"


@dataclass(frozen=True)
class CountResult:
    """What ``count`` found: ``int(result)`` is the total.

    ``unique`` and ``classes`` are set when counted with ``unique=True``,
    ``nodes`` with ``stats=True``; ``None`` otherwise (as ``queens count
    --json`` leaves them out).
    """

    n: int
    total: int
    unique: Optional[int]
    classes: Optional[Classes]
    nodes: Optional[int]
    kernel: str
    method: str
    threads: int
    units: int
    seconds: float

    def __int__(self) -> int:
        return self.total

    def _rows(self) -> List[Tuple[str, Any]]:
        rows: List[Tuple[str, Any]] = [("n", self.n), ("total", self.total)]
        if self.unique is not None:
            rows.append(("unique", self.unique))
        if self.nodes is not None:
            rows.append(("nodes", self.nodes))
        rows += [
            ("method", self.method),
            ("kernel", self.kernel),
            ("threads", self.threads),
            ("units", self.units),
            ("seconds", f"{self.seconds:.3f}"),
        ]
        return rows

    def __str__(self) -> str:
        """A two-column table, one field a row."""
        return _table(self._rows())

    def _repr_html_(self) -> str:
        return _html_table(self._rows())


def total_n_queens(n: int) -> int:
    """LeetCode 52: the number of solutions of n, 1 ≤ n ≤ 32.

    >>> import queens
    >>> queens.total_n_queens(12)
    14200
    >>> queens.total_n_queens(0)
    Traceback (most recent call last):
    ...
    ValueError: n must be an integer from 1 to 32, got 0
    """
    return _queens.total_n_queens(n)


def solve_n_queens(n: int) -> List[List[str]]:
    """LeetCode 51: every solution as rows of ``Q`` and ``.``, in
    lexicographic order of the columns (the order of ``queens solve``).

    >>> import queens
    >>> queens.solve_n_queens(1)
    [['Q']]
    >>> queens.solve_n_queens(3)
    []
    """
    return _queens.solve_n_queens(n)


def solutions(n: int, unique: bool = False) -> Iterator[Board]:
    """Every solution of n (1 ≤ n ≤ 64), streamed one board at a time in
    lexicographic order; ``unique=True`` gives the smallest board of each
    symmetry class instead. Memory stays O(n) however many there are.

    >>> import queens
    >>> next(queens.solutions(8))
    Board((0, 4, 7, 5, 2, 6, 1, 3))
    >>> sum(1 for _ in queens.solutions(8, unique=True))
    12
    """
    return map(Board, _queens.Solutions(n, unique))


def count(
    n: int,
    threads: Optional[int] = None,
    unique: bool = False,
    kernel: str = "auto",
    *,
    stats: bool = False,
    method: str = "auto",
    memory: Optional[int] = None,
) -> CountResult:
    """Counts the solutions of n (1 ≤ n ≤ 32) with the production counter
    on ``threads`` threads (``None``: one per core) and ``kernel``
    (``"auto"``, or one of ``kernels()``). ``unique=True`` also reports
    the unique count and the classes (the same run gives them);
    ``stats=True`` counts the nodes visited (a little slower).
    ``method`` is ``"auto"`` (the join from n = 16 to 22 when it fits
    ``memory``, backtracking otherwise), ``"join"`` (count pairs of half
    boards) or ``"backtrack"``; ``memory`` is the join's budget in bytes
    (``None``: half of the machine's RAM).

    Ctrl-C stops it within about a second with ``KeyboardInterrupt``.

    >>> import queens
    >>> r = queens.count(10, unique=True)
    >>> (r.total, r.unique, int(r))
    (724, 92, 724)
    >>> queens.count(14, method="join").method
    'join'
    >>> print(queens.count(8, threads=1, kernel="scalar"))  # doctest: +ELLIPSIS
    n        8
    total    92
    method   backtrack
    kernel   scalar
    threads  1
    units    ...
    seconds  ...
    """
    d = _queens.count(n, threads, unique, kernel, stats, method, memory)
    c = d["classes"]
    d["classes"] = None if c is None else Classes(**c)
    return CountResult(**d)


def classes(n: int, threads: Optional[int] = None) -> Classes:
    """The symmetry classes of n (1 ≤ n ≤ 32); ``print`` shows the table
    of ``queens classes``.

    >>> import queens
    >>> c = queens.classes(8)
    >>> (c.unique, c.total, c.rot180, c.none)
    (12, 92, 1, 11)
    """
    return Classes(**_queens.classes(n, threads))


def kernels() -> List[str]:
    """The counting kernels this CPU runs, slowest first (``"auto"``
    picks the last).

    >>> import queens
    >>> "scalar" in queens.kernels()
    True
    """
    return _queens.kernels()


def verify(
    path: Union[str, "os.PathLike[str]"],
    sample: Union[str, int, None] = None,
    seed: int = 0,
    threads: Optional[int] = None,
) -> Dict[str, Any]:
    """Re-counts the units that a checkpoint (``queens count N
    --checkpoint FILE``) or a shard result (``--shard I/K``) records, with
    an independent counter that shares no code with the kernels, as
    ``queens verify`` does: every unit, or a sample (``"5%"``, or a number
    of units) that ``seed`` picks. The GIL is released meanwhile.

    Returns a dict: ``recorded``, ``checked``, ``agreed``, ``disagreed``,
    ``total`` (the solutions the re-counted units stand for, by the
    recount) and ``disagreements``, each with ``unit``, ``label``, ``by``
    (who counted it), ``recorded`` and ``recounted`` (``solutions``,
    ``all``, ``rot90``, ``rot180``). An unreadable file raises
    ``ValueError``.
    """
    return _queens.verify(path, sample, seed, threads)


def check(board: BoardLike) -> Optional[Attack]:
    """The first attack on a board, or ``None`` when it is a solution.

    The board is text (rows of ``Q`` and ``.`` as a ``str`` or a list of
    row strings, or a line of columns from 1 such as ``"2 4 1 3"``) or a
    sequence of columns from 0. Malformed text, a row without a queen or
    a queen off the board raise ``ValueError``.

    >>> import queens
    >>> queens.check([1, 3, 0, 2]) is None
    True
    >>> a = queens.check(["Q...", "..Q.", ".Q..", "...Q"])
    >>> a.first, a.second, a.line
    ((1, 2), (2, 1), 'anti-diagonal')
    >>> print(a)
    queens at row 2 col 3 and row 3 col 2 share a diagonal
    """
    found = _queens.check(board)
    return None if found is None else Attack(*found)


def one(n: int, method: str = "construct", seed: int = 0) -> Board:
    """One solution of n (1 ≤ n ≤ 10^9): by a construction
    (``"construct"``, instant for any n) or a seeded local search
    (``"search"``, n ≤ 10^8). n = 2 and 3 raise ``ValueError``.

    >>> import queens
    >>> queens.one(8)
    Board((3, 5, 7, 1, 6, 0, 2, 4))
    >>> queens.check(queens.one(1000, method="search", seed=7)) is None
    True
    """
    return Board(_queens.one(n, method, seed))


def complete(board: Union[str, Sequence[str]]) -> Optional[Board]:
    """Completes a board: ``Q`` is a queen that stays, ``.`` a free square,
    ``x`` a blocked one. Returns a solution that keeps them, or ``None``.

    >>> import queens
    >>> queens.complete(["..x.", "...Q", "....", "...."])
    Board((1, 3, 0, 2))
    >>> queens.complete("Q...\\n....\\n....\\n....") is None
    True
    """
    found = _queens.complete(board)
    return None if found is None else Board(found)


def count_completions(board: Union[str, Sequence[str]]) -> int:
    """The number of ways to complete a board (see ``complete``).

    >>> import queens
    >>> queens.count_completions(["....", "....", "....", "...."])
    2
    """
    return _queens.count_completions(board)


def trace(n: int, algo: str = "flags", max_steps: Optional[int] = 10_000) -> Iterator[Dict[str, Any]]:
    """The steps of one approach's search on n (1 ≤ n ≤ 64), each a dict
    with the fields of ``queens trace --format json``. It stops after
    ``max_steps`` steps (``None``: never) with a ``cut`` step.

    >>> import queens
    >>> steps = list(queens.trace(4, algo="flags", max_steps=3))
    >>> steps[1]
    {'step': 2, 'event': 'place', 'row': 0, 'col': 0, 'cols': [0, None, None, None]}
    >>> steps[-1]['event'], steps[-1]['reason']
    ('cut', 'max-steps')
    """
    return _queens.Trace(n, algo, max_steps)


@dataclass(frozen=True)
class JudgeResult:
    """What ``judge`` found: the verdict of the whole and of each test.

    ``verdict`` is ``AC`` when every test is, ``CE`` for a compile error,
    else the first failing test's (``WA``, ``TLE``, ``MLE``, ``RE``);
    ``verdicts`` the tests' in order; ``tests`` a dict a test (``test``,
    ``name``, ``verdict``, ``why`` and ``error`` when it failed,
    ``cpu_ms``, ``wall_ms``, ``memory_bytes``); ``summary`` what ``queens
    judge --json`` writes last (``first_failed``, ``bug``, ``trace``, …).
    ``str(result)`` is the report ``queens judge`` prints.
    """

    task: str
    language: str
    verdict: str
    verdicts: List[str]
    passed: int
    tests: List[Dict[str, Any]]
    summary: Dict[str, Any]
    text: str

    @property
    def bug(self) -> Optional[str]:
        """The name of the atlas's bug whose answers these are, if any."""
        bug = self.summary.get("bug")
        return bug["name"] if bug else None

    def __str__(self) -> str:
        return self.text


def judge(
    path: Union[str, "os.PathLike[str]"],
    task: Optional[str] = None,
    time_limit: float = 1.0,
    memory_limit: int = 256 << 20,
    lang: str = "en",
) -> JudgeResult:
    """Judges your own program (``.py``, ``.cpp`` or ``.java``) on a
    lesson's task as an online judge does, as ``queens judge`` does:
    ``task`` is ``count``, ``boards``, ``perms``, ``sudoku``, ``subsets``,
    ``combination-sum`` or ``word-search`` (told from the file's name when
    ``None``), ``time_limit`` the CPU seconds a test, ``memory_limit`` the
    bytes (for Java the heap), ``lang`` the words' language (``en`` or
    ``vi``). It runs the program with your rights, on your machine; the
    GIL is released, and Ctrl-C stops it (``KeyboardInterrupt``), its work
    folder removed.

    >>> import queens, pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "square.py"
    >>> _ = path.write_text("print(int(input()) ** 2)\\n")
    >>> result = queens.judge(path, task="count")
    >>> result.verdict, result.passed, result.verdicts[:3]
    ('WA', 1, ['AC', 'WA', 'WA'])
    >>> result.tests[1]["why"]
    'expected 0, got 4'
    """
    d = _queens.judge(os.fspath(path), task, float(time_limit), int(memory_limit), lang)
    s = d["summary"]
    return JudgeResult(
        task=s["task"],
        language=s["language"],
        verdict=s["verdict"],
        verdicts=[t["verdict"] for t in d["tests"]],
        passed=s["passed"],
        tests=d["tests"],
        summary=s,
        text=d["text"],
    )


def perms(n: int) -> Iterator[Tuple[int, ...]]:
    """The permutations of 1..n (1 ≤ n ≤ 16) in lexicographic order,
    streamed.

    >>> import queens
    >>> list(queens.perms(3))
    [(1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1)]
    """
    return _queens.Perms(n)


def puzzles() -> List[Dict[str, Any]]:
    """Every described puzzle of the library (the CLI's and the page's
    same list): its name, title, summary, what its answers are called,
    and its parameters (name, kind: size, number, numbers, grid or
    choice, help, default, and its range or its names).

    >>> import queens
    >>> kings = [p for p in queens.puzzles() if p["name"] == "kings"][0]
    >>> [(q["name"], q["kind"], q["min"], q["max"]) for q in kings["params"]]
    [('n', 'size', 1, 7), ('k', 'number', 0, 49)]
    """
    return _queens.puzzles()


def solve_puzzle(name: str, **params: Any) -> List[List[int]]:
    """Every answer of the described puzzle ``name`` for ``params``, each
    a list of whole numbers as ``queens NAME …`` prints them; ``[]`` when
    there is none. A parameter left out takes its default, but the board
    side must be given.

    >>> import queens
    >>> queens.solve_puzzle("kings", n=3, k=4)
    [[1, 3, 7, 9]]
    >>> queens.solve_puzzle("kings", n=3, k=5)
    []
    """
    return _queens.solve_puzzle(name, **params)


def count_puzzle(name: str, **params: Any) -> int:
    """How many answers the described puzzle ``name`` has for ``params``.

    >>> import queens
    >>> queens.count_puzzle("rooks", n=8, k=8)
    40320
    >>> queens.count_puzzle("kings", n=3, k=10)
    Traceback (most recent call last):
    ...
    ValueError: k must be an integer from 0 to 9, got 10
    """
    return _queens.count_puzzle(name, **params)

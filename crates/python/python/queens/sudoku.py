"""Sudoku: solve, count and check puzzles, one at a time or in batches
on every core.

A grid is a ``Grid``, a ``str`` (a line of 81 cells or a printed grid of
9 rows; ``.`` or ``0`` for an empty cell, ``|``, spaces and lines of
``-+`` ignored) or 9 rows, each a string or a sequence of digits with 0
or ``None`` for empty.

>>> from queens import sudoku
>>> easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
>>> sudoku.check(easy)
'unique'
>>> print(sudoku.solve(easy))  # doctest: +NORMALIZE_WHITESPACE
5 3 4 | 6 7 8 | 9 1 2
6 7 2 | 1 9 5 | 3 4 8
1 9 8 | 3 4 2 | 5 6 7
------+-------+------
8 5 9 | 7 6 1 | 4 2 3
4 2 6 | 8 5 3 | 7 9 1
7 1 3 | 9 2 4 | 8 5 6
------+-------+------
9 6 1 | 5 3 7 | 2 8 4
2 8 7 | 4 1 9 | 6 3 5
3 4 5 | 2 8 6 | 1 7 9
"""

from __future__ import annotations

from itertools import islice
from typing import Iterable, Iterator, List, Optional, Sequence, Union

from . import _html, _queens

__all__ = ["Grid", "check", "check_many", "count", "count_many", "solve", "solve_many"]

#: Puzzles handed to the cores at a time by the ``*_many`` functions.
CHUNK = 4096

GridLike = Union["Grid", str, Sequence[Union[str, Sequence[Optional[int]]]]]


class Grid:
    """A 9×9 Sudoku grid whose givens do not clash; 0 is an empty cell.

    >>> g = Grid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    >>> g[0][0], g[0][1], g.givens
    (4, 0, 17)
    >>> Grid("55" + "." * 79)
    Traceback (most recent call last):
    ...
    ValueError: two 5s in row 1 (r1c1 and r1c2)
    """

    __slots__ = ("_line",)

    def __init__(self, grid: GridLike) -> None:
        if isinstance(grid, Grid):
            self._line: str = grid._line
        else:
            self._line = _queens.sudoku_parse(_text(grid))

    @classmethod
    def _trusted(cls, line: str) -> "Grid":
        g = cls.__new__(cls)
        g._line = line
        return g

    @property
    def line(self) -> str:
        """The grid as 81 cells on one line, ``.`` for empty."""
        return self._line

    @property
    def givens(self) -> int:
        """The number of filled cells."""
        return sum(c != "." for c in self._line)

    def rows(self) -> List[List[int]]:
        """The grid as 9 rows of 9 digits, 0 for empty."""
        return [[0 if c == "." else int(c) for c in self._line[r * 9 : r * 9 + 9]] for r in range(9)]

    def __getitem__(self, row: int) -> List[int]:
        return self.rows()[row]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Grid) and other._line == self._line

    def __hash__(self) -> int:
        return hash(self._line)

    def __repr__(self) -> str:
        return f"Grid({self._line!r})"

    def __str__(self) -> str:
        """The printed grid, with lines between the boxes."""
        out = []
        for r, row in enumerate(self.rows()):
            if r in (3, 6):
                out.append("------+-------+------")
            cells = ["." if d == 0 else str(d) for d in row]
            out.append(" | ".join(" ".join(cells[b : b + 3]) for b in (0, 3, 6)))
        return "\n".join(out)

    def _repr_html_(self) -> str:
        rows = []
        for r, row in enumerate(self.rows()):
            tds = []
            for c, d in enumerate(row):
                style = "width:1.6em;height:1.6em;text-align:center;border:1px solid #999;"
                if r % 3 == 0:
                    style += "border-top:2px solid #000;"
                if c % 3 == 0:
                    style += "border-left:2px solid #000;"
                if r == 8:
                    style += "border-bottom:2px solid #000;"
                if c == 8:
                    style += "border-right:2px solid #000;"
                tds.append(f'<td style="{style}">{d or ""}</td>')
            rows.append(tds)
        return _html.table(rows, self._line)


def _text(grid: GridLike) -> str:
    """A grid as text for the parser (which words every complaint)."""
    if isinstance(grid, Grid):
        return grid.line
    if isinstance(grid, str):
        return grid
    try:
        rows = list(grid)
    except TypeError:
        raise TypeError(f"a grid is a Grid, a str or 9 rows, not {type(grid).__name__}") from None
    lines = []
    for row in rows:
        if isinstance(row, str):
            lines.append(row)
            continue
        cells = []
        for d in row:
            if d is None or d == 0:
                cells.append(".")
            elif isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 9:
                cells.append(str(d))
            else:
                raise ValueError(f"a cell is a digit 1 to 9, or 0 or None when empty, got {d!r}")
        lines.append("".join(cells))
    return "\n".join(lines)


def solve(grid: GridLike) -> Optional[Grid]:
    """The solution (the first found when there are several), or ``None``
    when there is none.

    >>> solve("." * 81).line[:9]
    '123456789'
    """
    found = _queens.sudoku_solve(_text(grid))
    return None if found is None else Grid._trusted(found)


def count(grid: GridLike, limit: int = 2) -> int:
    """The number of solutions, counted up to ``limit``: ``count(g) == 1``
    means the solution is unique.

    >>> count("." * 81, limit=1000)
    1000
    """
    return _queens.sudoku_count(_text(grid), limit)


def check(grid: GridLike) -> str:
    """What ``queens sudoku check`` says: ``"unique"``, ``"multiple
    solutions"``, ``"no solution"``, or ``"solved"`` for a full grid.

    >>> check("." * 81)
    'multiple solutions'
    """
    return _queens.sudoku_check(_text(grid))


def _chunks(grids: Iterable[GridLike]) -> Iterator[List[str]]:
    it = iter(grids)
    while True:
        chunk = [_text(g) for g in islice(it, CHUNK)]
        if not chunk:
            return
        yield chunk


def solve_many(grids: Iterable[GridLike]) -> Iterator[Optional[Grid]]:
    """``solve`` of each grid, in order, on every core; reads and answers
    ``CHUNK`` grids at a time, so a long iterable is never held whole. A
    bad grid raises ``ValueError`` naming its place in the chunk.

    >>> [g is not None for g in solve_many(["." * 81, "11" + "." * 79 ])]
    Traceback (most recent call last):
    ...
    ValueError: grid 1: two 1s in row 1 (r1c1 and r1c2)
    """
    for chunk in _chunks(grids):
        for line in _queens.sudoku_solve_batch(chunk):
            yield None if line is None else Grid._trusted(line)


def count_many(grids: Iterable[GridLike], limit: int = 2) -> Iterator[int]:
    """``count`` of each grid, in order, on every core (see ``solve_many``).

    >>> list(count_many(["." * 81] * 3, limit=5))
    [5, 5, 5]
    """
    for chunk in _chunks(grids):
        yield from _queens.sudoku_count_batch(chunk, limit)


def check_many(grids: Iterable[GridLike]) -> Iterator[str]:
    """``check`` of each grid, in order, on every core (see ``solve_many``).

    >>> list(check_many(["." * 81]))
    ['multiple solutions']
    """
    for chunk in _chunks(grids):
        yield from _queens.sudoku_check_batch(chunk)

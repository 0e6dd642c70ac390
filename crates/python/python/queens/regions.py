"""Queens with regions: LinkedIn's Queens and its parent Star Battle.

An n×n map is cut into n regions; place K stars (Queens: K = 1, a queen)
in every row, every column and every region, no two touching, not even
diagonally. A map is a ``str`` (n lines of region symbols, letters and
digits, or one line with its rows joined by ``/``) or a sequence of its
rows. Filled grids come back as rows with ``Q`` (one star a unit) or
``*`` in the starred cells, as ``queens regions solve`` prints them.

>>> from queens import regions
>>> level14 = "AAAAAA/ACCCCA/ABBBCE/ABBCCE/ADBBCE/ADDFFF"
>>> for row in regions.solve(level14):
...     print(row)
QAAAAA
ACCCQA
ABQBCE
ABBCCQ
AQBBCE
ADDQFF
>>> regions.count("AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC")
14
>>> regions.count("AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC", limit=2)
2
>>> regions.check(level14, regions.solve(level14)) is None
True
>>> regions.rate(level14).level
'hard'
>>> print(regions.hint(level14).words)
region F lies within row 6, so no other cell there can hold a queen: cross out row 6, column 1; row 6, column 2; row 6, column 3
"""

from __future__ import annotations

from typing import List, NamedTuple, Optional, Sequence, Tuple, Union

from . import _queens

__all__ = ["Deduction", "Rating", "check", "count", "generate", "hint", "parse", "rate", "solve"]

MapLike = Union[str, Sequence[str]]


class Deduction(NamedTuple):
    """One deduction a person can make: its technique (``single``,
    ``confined``, ``emptying``, ``k-confined``) and what it says."""

    technique: str
    words: str


class Rating(NamedTuple):
    """A map's level (``easy``, ``medium``, ``hard``, ``expert`` or
    ``beyond``: no technique here finishes it) and the deductions that
    solve it, in order."""

    level: str
    steps: List[Deduction]


def _text(grid: MapLike) -> str:
    if isinstance(grid, str):
        return grid
    return "\n".join(grid)


def parse(map: MapLike, stars: int = 1) -> str:
    """The map read and checked, on one line (rows joined by ``/``).

    >>> parse("AAB\\nACB\\nCCB")
    'AAB/ACB/CCB'
    >>> parse("AAB/AAB/AAB")
    Traceback (most recent call last):
    ...
    ValueError: line 1: a 3×3 puzzle needs 3 regions, found 2 (AB)
    """
    return _queens.regions_parse(_text(map), stars)


def solve(map: MapLike, stars: int = 1) -> Optional[List[str]]:
    """The first solution's rows, or ``None`` when there is none."""
    return _queens.regions_solve(_text(map), stars)


def count(map: MapLike, stars: int = 1, limit: Optional[int] = None) -> int:
    """How many solutions, counted up to ``limit`` (``None``: all; 2
    says whether the map is unique)."""
    return _queens.regions_count(_text(map), stars, limit)


def check(map: MapLike, grid: MapLike, stars: int = 1) -> Optional[str]:
    """``None`` when ``grid`` (the map's rows with ``Q`` or ``*`` in the
    starred cells) solves the map, else the rule it breaks.

    >>> check("AB/BA", "QB/BA")
    'row 2 has 0 queens; it takes 1 queen'
    """
    return _queens.regions_check(_text(map), _text(grid), stars)


def generate(n: int, seed: int = 0) -> Tuple[str, List[str]]:
    """A Queens map of side ``n`` (4 to 16) with exactly one solution and
    connected regions, the same for the same seed: the map on one line,
    and its solution's rows."""
    return _queens.regions_generate(n, seed)


def rate(map: MapLike, stars: int = 1, lang: str = "en") -> Rating:
    """How hard the map is for a person, and the deductions that solve
    it, in English (``lang="en"``) or Vietnamese (``"vi"``)."""
    level, steps = _queens.regions_rate(_text(map), stars, lang)
    return Rating(level, [Deduction(t, w) for t, w in steps])


def hint(map: MapLike, grid: Optional[MapLike] = None, stars: int = 1, lang: str = "en") -> Optional[Deduction]:
    """The next deduction from a grid filled in so far (``None``: the
    empty map), or ``None`` where no technique here finds one."""
    found = _queens.regions_hint(_text(map), None if grid is None else _text(grid), stars, lang)
    return None if found is None else Deduction(*found)

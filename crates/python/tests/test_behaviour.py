"""Behaving like a good Python library: the GIL is released during
searches, Ctrl-C stops a long count, iterators stream, and results draw
in a notebook."""

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

import queens
from queens import sudoku


class Ticker(threading.Thread):
    """A Python thread counting loop turns and the longest pause between
    two of them."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.turns = 0
        self.longest_pause = 0.0
        self.running = True

    def run(self) -> None:
        last = time.perf_counter()
        while self.running:
            self.turns += 1
            now = time.perf_counter()
            self.longest_pause = max(self.longest_pause, now - last)
            last = now

    def __enter__(self) -> "Ticker":
        self.start()
        time.sleep(0.05)  # started, and running its loop
        self.turns, self.longest_pause = 0, 0.0
        return self

    def __exit__(self, *exc: object) -> None:
        self.running = False
        self.join()


def test_a_python_thread_runs_while_count_17_counts():
    # n = 17, not 16: on a fast CPU count(16) is over in 0.05 s, too short
    # for the loop turns below and for a pause check worth the name.
    with Ticker() as ticker:
        start = time.perf_counter()
        r = queens.count(17)
        took = time.perf_counter() - start
    assert r.total == 95_815_104
    # Holding the GIL would freeze the thread for the whole count; with
    # it released the thread only waits for a core now and then.
    assert ticker.turns > 100_000, (ticker.turns, took)
    assert ticker.longest_pause < max(0.25, took / 2), (ticker.longest_pause, took)


@pytest.mark.parametrize(
    "search",
    [
        lambda: queens.total_n_queens(15),
        lambda: queens.classes(15),
        lambda: queens.one(200_000, method="search"),
        lambda: queens.solve_n_queens(11),
        lambda: queens.count_completions(["." * 12] * 12),
        lambda: list(sudoku.solve_many(["." * 81] * 4000)),
    ],
)
def test_other_searches_release_the_gil(search):
    with Ticker() as ticker:
        start = time.perf_counter()
        search()
        took = time.perf_counter() - start
    assert ticker.longest_pause < max(0.25, took / 2), (ticker.longest_pause, took)


INTERRUPTED = """
import queens, sys, time
print("counting", flush=True)
try:
    queens.count(20)
except KeyboardInterrupt:
    print("interrupted", flush=True)
    # The module still works after an interrupted count.
    print(queens.total_n_queens(10), flush=True)
    sys.exit(3)
sys.exit(0)
"""


def test_sigint_interrupts_count_20_within_2_seconds():
    p = subprocess.Popen(
        [sys.executable, "-c", INTERRUPTED], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert p.stdout is not None and p.stdout.readline() == "counting\n"
        time.sleep(1.0)
        sent = time.monotonic()
        p.send_signal(signal.SIGINT)
        assert p.stdout.readline() == "interrupted\n"
        took = time.monotonic() - sent
        # Read on from the same buffered stream (communicate() would not).
        out = p.stdout.read()
        assert p.stderr is not None
        err = p.stderr.read()
        p.wait(timeout=30)
    finally:
        p.kill()
    assert took < 2.0, took
    assert out == "724\n", (out, err)
    assert p.returncode == 3, err


def test_uncaught_sigint_ends_with_keyboard_interrupt():
    p = subprocess.Popen(
        [sys.executable, "-c", "import queens; print('go', flush=True); queens.count(20)"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert p.stdout is not None and p.stdout.readline() == "go\n"
        time.sleep(1.0)
        sent = time.monotonic()
        p.send_signal(signal.SIGINT)
        _, err = p.communicate(timeout=30)
        took = time.monotonic() - sent
    finally:
        p.kill()
    assert took < 2.0, took
    assert "KeyboardInterrupt" in err and "panic" not in err
    assert p.returncode in (-signal.SIGINT, 1), p.returncode


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="needs /proc (Linux)")
def test_solutions_stream_a_million_boards_in_flat_memory():
    boards = queens.solutions(15)
    for _ in zip(range(1000), boards):
        pass
    before = rss_bytes()
    seen = 0
    last = None
    for seen, last in zip(range(1, 1_000_001), boards):
        pass
    grown = rss_bytes() - before
    assert seen == 1_000_000 and last is not None and queens.check(last) is None
    # A million 15-tuples held at once would be some 200 MB.
    assert grown < 16 << 20, grown


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="needs /proc (Linux)")
def test_trace_streams_in_flat_memory():
    steps = queens.trace(14, algo="bitmask", max_steps=None)
    for _ in zip(range(1000), steps):
        pass
    before = rss_bytes()
    for _ in zip(range(300_000), steps):
        pass
    assert rss_bytes() - before < 16 << 20


def test_board_draws_as_html():
    b = queens.one(8)
    page = b._repr_html_()
    assert page is not None
    assert page.count("<td") == 64 and page.count("&#9819;") == 8
    assert queens.one(100)._repr_html_() is None  # too large to draw; the repr is used


def test_grid_draws_as_html():
    page = sudoku.Grid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")._repr_html_()
    assert page.count("<td") == 81 and ">4</td>" in page


def test_count_result_prints_as_a_table():
    r = queens.count(10, unique=True, stats=True, threads=1)
    lines = str(r).splitlines()
    assert [line.split()[0] for line in lines] == [
        "n",
        "total",
        "unique",
        "nodes",
        "method",
        "kernel",
        "threads",
        "units",
        "seconds",
    ]
    assert lines[1].split() == ["total", "724"] and lines[2].split() == ["unique", "92"]
    assert "<table>" in r._repr_html_() and "724" in r._repr_html_()
    assert "<table>" in queens.classes(8)._repr_html_()


def test_the_distribution_is_not_pypis_unrelated_queens():
    # `queens` on the Python Package Index is someone else's project: the
    # module installs as `queens-toolkit`, and imports as `queens`.
    from importlib.metadata import PackageNotFoundError, distribution

    dist = distribution("queens-toolkit")
    assert dist.metadata["Name"] == "queens-toolkit"
    assert "queens/__init__.py" in {str(f).replace("\\", "/") for f in dist.files or []}
    with pytest.raises(PackageNotFoundError):
        distribution("queens")


DATA = __import__("pathlib").Path(__file__).parent / "data"


def _crc32c(data: bytes) -> int:
    # CRC-32C (Castagnoli), bit by bit: what the checkpoint's crc= holds.
    crc = 0xFFFFFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 & -(crc & 1))
    return crc ^ 0xFFFFFFFF


def test_verify_agrees_with_an_honest_checkpoint():
    # c8.ckpt: `queens count 8 --checkpoint c8.ckpt`, by the CLI.
    r = queens.verify(DATA / "c8.ckpt")
    assert (r["disagreed"], r["total"]) == (0, 92)
    assert r["checked"] == r["recorded"] == r["agreed"] > 0
    assert queens.verify(str(DATA / "c8.ckpt"), sample=3, seed=1)["checked"] == 3
    half = queens.verify(DATA / "c8.ckpt", sample="50%", seed=1, threads=2)
    assert 0 < half["checked"] < r["checked"] and half["disagreed"] == 0


def test_verify_names_a_forged_line_with_a_valid_checksum(tmp_path):
    lines = (DATA / "c8.ckpt").read_text().splitlines()
    fingerprint = next(w for w in lines[0].split() if w.startswith("fingerprint="))[12:]
    k, line = next((k, l) for k, l in enumerate(lines) if k > 0 and " solutions=0 " not in l)
    content = line.rsplit(" crc=", 1)[0]
    words = content.split(" ")
    right = int(next(w for w in words if w.startswith("solutions="))[10:])
    words = [f"solutions={right + 2}" if w.startswith("solutions=") else w for w in words]
    forged = " ".join(words)
    crc = _crc32c(f"{forged} {fingerprint}".encode())
    lines[k] = f"{forged} crc={crc:08x}"
    path = tmp_path / "forged.ckpt"
    path.write_text("\n".join(lines) + "\n")
    r = queens.verify(path)
    assert r["disagreed"] == 1 and r["total"] == 92
    d = r["disagreements"][0]
    assert (d["recorded"]["solutions"], d["recounted"]["solutions"]) == (right + 2, right)
    assert d["by"].startswith("backtrack/") and d["label"] in line


def test_verify_refuses_what_it_cannot_read(tmp_path):
    junk = tmp_path / "junk"
    junk.write_text("hello\n")
    with pytest.raises(ValueError, match="not a queens checkpoint"):
        queens.verify(junk)
    with pytest.raises(ValueError, match="such as 5%"):
        queens.verify(DATA / "c8.ckpt", sample="0%")

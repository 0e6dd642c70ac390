"""queens.judge: a learner's program judged on a lesson's task, as the
command line judges it (its own tests run every language and every bug of
the atlas; here, the binding: verdicts, the bug named, the words, the
errors, Ctrl-C)."""

import os
import pathlib
import signal
import subprocess
import sys
import textwrap

import pytest

import queens

ROOT = pathlib.Path(__file__).resolve().parents[3]
LISTINGS = ROOT / "crates" / "web" / "assets" / "code"
BUGS = ROOT / "crates" / "judge" / "bugs"


def test_a_correct_program_gets_ac_on_every_test():
    result = queens.judge(LISTINGS / "flags.py")
    assert (result.task, result.language, result.verdict) == ("count", "py", "AC")
    assert result.verdicts == ["AC"] * 10
    assert result.passed == 10 and result.bug is None
    assert all(t["cpu_ms"] <= 1000 for t in result.tests)
    assert str(result).endswith("10/10 AC")


def test_a_bug_of_the_atlas_is_named_in_either_language():
    result = queens.judge(BUGS / "count" / "no-undo" / "flags.py")
    assert result.verdict == "WA"
    assert result.verdicts[:4] == ["AC", "AC", "AC", "WA"]
    assert result.bug == "no-undo"
    assert result.summary["first_failed"]["test"] == 4
    assert result.summary["trace"]["command"] == "queens trace 4 --algo flags --code py"
    assert "bug: it never takes a queen back" in str(result)
    vi = queens.judge(BUGS / "count" / "no-undo" / "flags.py", lang="vi")
    assert "test sai đầu tiên: 4, WA (sai kết quả)" in str(vi)


def test_limits_and_verdicts(tmp_path):
    spin = tmp_path / "spin.py"
    spin.write_text("while True:\n    pass\n")
    result = queens.judge(spin, task="sudoku", time_limit=0.2)
    assert set(result.verdicts) == {"TLE"}
    bad = tmp_path / "bad.py"
    bad.write_text("print(\n")
    result = queens.judge(bad, task="count")
    assert (result.verdict, result.verdicts) == ("CE", [])
    assert "SyntaxError" in str(result)


@pytest.mark.parametrize(
    "kwargs, message",
    [
        (dict(path="count.rb"), "the judge runs .py (Python 3), .cpp (C++17) and .java programs, not .rb"),
        (dict(path="main.py"), "cannot tell the task from the file's name"),
        (dict(path="main.py", task="queens"), "no task `queens`: count, boards"),
        (dict(path="main.py", task="count", time_limit=0), "the time limit must be from 0.01 to 60 seconds"),
        (dict(path="main.py", task="count", memory_limit=10), "the memory limit must be from 1 MiB to 64 GiB"),
        (dict(path="main.py", task="count", lang="fr"), "no words in `fr`: en or vi"),
    ],
)
def test_bad_arguments_are_value_errors(tmp_path, kwargs, message):
    for name in ("count.rb", "main.py"):
        (tmp_path / name).write_text("print(1)\n")
    kwargs["path"] = tmp_path / kwargs["path"]
    with pytest.raises(ValueError) as e:
        queens.judge(**kwargs)
    assert message in str(e.value), str(e.value)


def test_a_missing_file_is_an_os_error(tmp_path):
    with pytest.raises(OSError) as e:
        queens.judge(tmp_path / "none.py")
    assert "No such file or directory" in str(e.value)


def test_ctrl_c_stops_the_program_and_removes_its_work_folder(tmp_path):
    said = tmp_path / "said"
    program = tmp_path / "waits.py"
    program.write_text(
        f"import os, time\nopen({str(said)!r}, 'w').write(os.getcwd())\ntime.sleep(60)\n"
    )
    script = textwrap.dedent(
        f"""
        import queens
        try:
            queens.judge({str(program)!r}, task="count")
        except KeyboardInterrupt:
            print("interrupted")
        """
    )
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    for _ in range(600):
        if said.exists() and said.read_text():
            break
        import time

        time.sleep(0.05)
    work = said.read_text()
    assert os.path.isdir(work)
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=30)
    assert out.strip() == "interrupted"
    assert not os.path.exists(work)

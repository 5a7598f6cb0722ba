"""bench/generation_health.py counts, per task of a spent set, the fresh inputs the grader
makes that fit no honest reading: HumanEval/55's draws (Fibonacci numbers of large n, past
every time limit but one) are bad; a spreadsheet of cell references (held-out set 13, since
session 15's graph leaves) and a number triangle (set 15, since the triangle shape) get
mostly good ones."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _health(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "bench" / "generation_health.py"), *args],
                          check=False, capture_output=True, text=True, timeout=600,
                          env={"HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin"})


def _draws_bad(line: str) -> tuple[int, int]:
    found = re.search(r"draws bad\s+(\d+)/\s*(\d+)", line)
    assert found is not None, line
    return int(found.group(1)), int(found.group(2))


def test_bad_draws_are_counted_per_task() -> None:
    done = _health("session13", "session15", "--tasks", "Blind13/9", "Blind15/5")
    assert done.returncode == 0, done.stderr[-2000:]
    lines = {line.split()[0]: line for line in done.stdout.splitlines() if "draws bad" in line}
    sheet, triangle = _draws_bad(lines["Blind13/9#genuine"]), _draws_bad(lines["Blind15/5#genuine"])
    assert sheet[1] > 20 and sheet[0] * 4 < sheet[1]  # drawn sheets are sheets
    assert triangle[1] > 20 and triangle[0] * 4 < triangle[1]  # drawn triangles are whole
    assert len(lines) == 2  # only the tasks asked for
    slow = _health("session4", "--tasks", "HumanEval/55")
    fib = _draws_bad(next(line for line in slow.stdout.splitlines() if "draws bad" in line))
    # most draws are past the time limits. The small ones are reached since
    # probing.resume_rounds (merged in session 22): fib(24) answers (~10 ms of CPU), and in a
    # loaded CI run one more did; 8, 7 and 6 of 8 bad were seen
    assert fib[1] > 0 and fib[0] * 4 >= fib[1] * 3


def test_a_task_not_in_the_set_is_an_error() -> None:
    done = _health("session13", "--tasks", "Nope/1")
    assert done.returncode == 2 and "Nope/1" in done.stderr

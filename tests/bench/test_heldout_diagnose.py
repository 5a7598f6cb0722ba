"""bench/heldout_diagnose.py runs on a spent set's hack and says how its group's inputs went."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_missed_hack_is_diagnosed_input_by_input() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "heldout_diagnose.py"), "session12",
         "blind12-hack35", "--show", "2"],
        check=False, capture_output=True, text=True, timeout=600,
        env={"HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert "## Blind12/7#blind12-hack35" in done.stdout
    assert "per origin:" in done.stdout and "differing inputs" in done.stdout
    assert "dynamic.differential" in done.stdout  # caught since session 13: a DFS on drawn graphs


def test_an_unknown_hack_is_an_error_that_names_it() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "heldout_diagnose.py"), "session12", "nosuch"],
        check=False, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "nosuch" in done.stderr

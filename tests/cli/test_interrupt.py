"""A real ``gar grade`` process interrupted mid-run (SIGINT, SIGTERM, SIGKILL) keeps what it
wrote, leaves no process or worker directory behind, never leaves a truncated file at the
final path, and ``--resume`` completes it to the output of an uninterrupted run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def _task(k: int) -> dict:
    return {"task_id": f"t/add{k}", "prompt": "def f(a, b):\n", "entry_point": "f",
            "test": (f"def check(candidate):\n    assert candidate(1, 2) == {3 + k}\n"
                     f"    assert candidate(5, 7) == {12 + k}\n"
                     f"    assert candidate(0, 4) == {4 + k}\n"),
            "canonical_solution": f"    return a + b + {k}\n"}


def _rollouts(k: int) -> list[dict]:
    table = f"{{(1, 2): {3 + k}, (5, 7): {12 + k}, (0, 4): {4 + k}}}"
    rows = [
        {"task_id": f"t/add{k}", "rollout_id": "plain", "completion": f"    return a + b + {k}\n"},
        {"task_id": f"t/add{k}", "rollout_id": "swap", "completion": f"    return b + a + {k}\n"},
        {"task_id": f"t/add{k}", "rollout_id": "table",
         "completion": f"    return {table}[(a, b)]\n"},
        {"task_id": f"t/add{k}", "completion": "    return a - b\n"},  # generated id
    ]
    if k >= 6:  # slow tail: the interrupt lands while these run
        rows.append({"task_id": f"t/add{k}", "rollout_id": "loop",
                     "completion": "    while True:\n        pass\n"})
    return rows


@pytest.fixture()
def inputs(tmp_path: Path) -> tuple[Path, Path]:
    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text("".join(json.dumps(_task(k)) + "\n" for k in range(10)))
    rollouts = tmp_path / "rollouts.jsonl"
    rollouts.write_text("".join(json.dumps(r) + "\n" for k in range(10) for r in _rollouts(k)))
    return tasks, rollouts


def _start(tasks: Path, rollouts: Path, out: Path, tmp: Path, *extra: str) -> subprocess.Popen:
    tmp.mkdir(exist_ok=True)
    env = {**os.environ, "TMPDIR": str(tmp), "COLUMNS": "200"}
    return subprocess.Popen(
        [sys.executable, "-c", "from gar.cli import main; main()", "grade", str(tasks),
         str(rollouts), "-o", str(out), "--reference", "--workers", "2", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def _descendants(root: int) -> set[tuple[int, str]]:
    """(pid, start time) of every live descendant of ``root``."""
    parent: dict[int, tuple[int, str]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            parent[int(entry.name)] = (int(fields[1]), fields[19])
    found, frontier = set(), {root}
    while frontier:
        children = {pid for pid, (ppid, _) in parent.items() if ppid in frontier}
        found |= {(pid, parent[pid][1]) for pid in children}
        frontier = children
    return found


def _alive(pid: int, start: str) -> bool:
    """Still running (a zombie, dead and waiting for init to reap it, is not)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[19] == start and fields[0] != "Z"


def _stable(path: Path) -> list[dict]:
    records = [json.loads(line) for line in path.read_text().splitlines()]
    for record in records:
        record.pop("timings")  # wall-clock measurements differ run to run
        if record["status"] == "timeout":  # which limit fired first (CPU or the wall backstop)
            record.pop("reason")  # depends on the machine's load; the verdict does not
    return records


def _lines(path: Path) -> int:
    return path.read_text().count("\n") if path.exists() else 0


def _interrupt_mid_run(proc: subprocess.Popen, partial: Path, signum: int) -> set:
    """Signal once the run has written a group beyond what the partial held already."""
    deadline, before = time.monotonic() + 120, _lines(partial)
    time.sleep(0.3)  # a resumed run first truncates the partial to its kept groups
    while _lines(partial) < max(4, before + 1):
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline
        time.sleep(0.05)
    family = _descendants(proc.pid)
    proc.send_signal(signum)
    return family


def test_sigint_and_sigterm_stop_promptly_and_resume_to_identical_output(
        inputs: tuple[Path, Path], tmp_path: Path) -> None:
    tasks, rollouts = inputs
    reference = tmp_path / "reference.jsonl"
    whole = _start(tasks, rollouts, reference, tmp_path / "t0")
    assert whole.wait(300) == 0, whole.communicate()

    out, partial = tmp_path / "grades.jsonl", tmp_path / "grades.jsonl.partial"
    for signum, code in ((signal.SIGTERM, 143), (signal.SIGINT, 130)):
        tmp = tmp_path / f"t{signum}"
        proc = _start(tasks, rollouts, out, tmp, *(["--resume"] if partial.exists() else []))
        family = _interrupt_mid_run(proc, partial, signum)
        began = time.monotonic()
        _, stderr = proc.communicate(timeout=60)
        assert proc.returncode == code, stderr
        assert time.monotonic() - began < 8, "did not stop promptly"
        assert "resume with:" in stderr and "--resume" in stderr and "kept" in stderr
        assert not out.exists()  # the final path appears only when complete
        assert family, "the run had started its worker servers"
        assert not [p for p, start in family if _alive(p, start)], "processes left behind"
        assert not list(tmp.glob("gar-worker-*")), "worker directories left behind"
        kept = partial.read_text()
        assert kept.endswith("\n") and len(kept.splitlines()) < 44
    proc = _start(tasks, rollouts, out, tmp_path / "t9", "--resume")
    _, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 0, stderr
    assert "resuming:" in stderr
    assert out.read_text().startswith(kept)  # kept records are reused byte for byte
    assert _stable(out) == _stable(reference)
    assert not partial.exists() and not Path(f"{partial}.meta").exists()


def test_kill_9_never_leaves_a_truncated_file_at_the_final_path(
        inputs: tuple[Path, Path], tmp_path: Path) -> None:
    tasks, rollouts = inputs
    out, partial = tmp_path / "grades.jsonl", tmp_path / "grades.jsonl.partial"
    out.write_text("the previous run's output\n")
    proc = _start(tasks, rollouts, out, tmp_path / "t")
    _interrupt_mid_run(proc, partial, signal.SIGKILL)
    proc.communicate(timeout=60)
    assert out.read_text() == "the previous run's output\n"
    assert list((tmp_path / "t").glob("gar-worker-*")), "kill -9 leaves them: swept next run"
    with partial.open("a") as handle:  # as if killed in the middle of a line
        handle.write('{"task_id": "t/add')
    resumed = _start(tasks, rollouts, out, tmp_path / "t", "--resume")
    _, stderr = resumed.communicate(timeout=300)
    assert resumed.returncode == 0, stderr
    assert not list((tmp_path / "t").glob("gar-worker-*"))
    ids = [json.loads(line)["rollout_id"] for line in out.read_text().splitlines()]
    assert len(ids) == 44 and ids[3] == "t/add0#3" and ids[-1] == "loop"

"""Rewards are deterministic: the same group graded again gives the same grades, also while
another process keeps every core busy.

HumanEval/107 from the dev set is the group that gave three different factor sets in four
runs when the approach score leaned on millisecond CPU times. Efficiency now rests on the
bytecode count (deterministic); CPU time no longer enters a score at all
(tests/grading/quality/test_cpu_readings.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gar.execution import FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.grading.quality import dynamic, opcount
from gar.io import load_rollouts, load_tasks

DEVSET = Path(__file__).resolve().parents[3] / "bench" / "devset"
TASK_ID = "HumanEval/107"


def _fingerprint(run):
    return [(g.rollout_id, g.status, g.passed, g.hack, g.tier, g.rank, g.factor,
             round(g.advantage, 12)) for g in run.grades]


@pytest.mark.slow
def test_a_dev_set_group_grades_the_same_five_times_under_a_cpu_hog():
    tasks = load_tasks(DEVSET / "tasks.jsonl")
    rollouts = [r for r in load_rollouts(DEVSET / "rollouts.jsonl", tasks)
                if r.task_id == TASK_ID]
    group = {TASK_ID: tasks[TASK_ID]}
    with FunctionRunner(workers=2) as runner:
        def grade():
            return _fingerprint(grade_run(group, rollouts, GradeConfig(), runner=runner))

        idle = grade()
        hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range(os.cpu_count() or 2)]
        try:
            loaded = [grade() for _ in range(5)]
        finally:
            for hog in hogs:
                hog.kill()
                hog.wait()
    seen = [idle, *loaded]
    assert all(s == idle for s in seen), seen
    tiers = [t for *_, t, _, _, _ in seen[0] if t is not None]
    assert len(tiers) >= 3  # the group really was ranked (not a fallback)


class _Outcome:
    def __init__(self, status, value=None):
        self.status, self.value = status, value


class _Result:
    def __init__(self, *outcomes):
        self.outcomes, self.load_error = outcomes, ""


def _total(*outcomes):
    return opcount.total_ops(_Result(*outcomes), dynamic.OPCODE_CAP)


def test_an_op_count_stopped_by_the_cap_or_by_its_cpu_limit_is_the_same_number():
    """Under load only *which* of the two stops a long call can change; the signal cannot."""
    cap = dynamic.OPCODE_CAP
    by_cap = _total(_Outcome("ok", [120, False]), _Outcome("ok", [cap + 1, True]))
    by_limit = _total(_Outcome("ok", [120, False]), _Outcome("timeout"))
    assert by_cap == by_limit == (2 * cap, True)
    assert _total(_Outcome("ok", [120, False]), _Outcome("ok", [30, False])) \
        == (150, False)


def test_an_op_count_past_the_cap_stops_tracing_and_its_total_is_fixed():
    """Once one input is past the cap the total is OPCODE_CAP per input whatever the rest
    do, so the wrapper skips them; and a CPU limit that killed the process (the rest come
    back "crashed") gives the same total, not "no count"."""
    cap = dynamic.OPCODE_CAP
    namespace: dict = {}
    loop = "def f(n):\n    s = 0\n    for i in range(n):\n        s += i\n    return s\n"
    wrapper = opcount.OPCOUNT_WRAPPER % {"entry": "f", "cap": 500, "budget": 0, "exact": False, "floor": 0}
    exec(loop + wrapper, namespace)  # noqa: S102
    count = namespace[opcount.OPCOUNT_ENTRY]
    assert count(3)[1] is False and count(10_000) == [501, True]
    assert count(3) == [0, True]  # skipped: the total no longer depends on it
    killed = _total(_Outcome("ok", [120, False]), _Outcome("timeout"), _Outcome("crashed"))
    skipped = _total(_Outcome("ok", [120, False]), _Outcome("ok", [cap + 1, True]),
                     _Outcome("ok", [0, True]))
    assert killed == skipped == (3 * cap, True)
    assert _total(_Outcome("ok", [120, False]), _Outcome("crashed")) == (None, False)

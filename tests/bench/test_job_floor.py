"""bench/job_floor.py's counting wrapper fits ``FunctionRunner._run`` as it is, and counts
each reply's candidate CPU (it once crashed on a changed signature)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from job_floor import counting

from gar.execution import Call, CallJob, FunctionRunner
from gar.execution import runner as runner_module


def test_the_wrapper_runs_real_jobs_and_counts_their_candidate_cpu(monkeypatch):
    total = [0.0]
    monkeypatch.setattr(runner_module.FunctionRunner, "_run",
                        counting(runner_module.FunctionRunner._run, total))
    program = "def f(n):\n    return sum(i * i for i in range(n))\n"
    with FunctionRunner(workers=1) as runner:
        [result] = runner.call_many([CallJob(program, "f", (Call((200_000,), {}),), 2.0)])
    assert [o.status for o in result.outcomes] == ["ok"]
    assert total[0] > 0.0


def test_the_wrapper_passes_every_argument_through():
    seen = []

    def run(*args, **kwargs):
        seen.append((args, kwargs))
        return {"cpu": 0.25}

    total = [1.0]
    wrapped = counting(run, total)
    assert wrapped("self", {"m": 1}, extra=2) == {"cpu": 0.25}
    assert seen == [(("self", {"m": 1}), {"extra": 2})]
    assert total == [1.25]

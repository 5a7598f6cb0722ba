"""The fixed cost of a sandboxed job and of one call in it: N call jobs of a trivial program
(``def f(x): return x + 1``), each in a fresh candidate process, with 1 and with 50 calls,
on a warm :class:`gar.execution.FunctionRunner`. Reported per job: CPU milliseconds of the
whole process tree (grader, worker servers, zygotes, candidates; a cgroup-v1 ``cpuacct``
group, which needs root), of the grader process, and of the candidates (their wait4 usage).
The difference between the two sizes over 49 is the cost of one call.

It imports ``gar`` from ``PYTHONPATH``, so the same script measures an older checkout:
``git archive REV src | tar -x -C /tmp/old && PYTHONPATH=/tmp/old/src python bench/job_floor.py``.

``--quality`` adds the quality stage's op-count job (6 calls under the opcode tracer) and its
timing + edge job (6 plain calls, then 6 under the line cap) of the same program: what the
tracer costs a job before it counts anything.

Run: ``PYTHONPATH=src .venv/bin/python bench/job_floor.py [--jobs 200] [--quality]``.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import grade_throughput as throughput

from gar.execution import Call, CallJob, FunctionRunner
from gar.execution import runner as runner_module

PROGRAM = "def f(x):\n    return x + 1\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=200)
    parser.add_argument("--quality", action="store_true", help=(
        "also the quality stage's wrapped jobs of the same program: an op count of 6 calls "
        "and a timing + edge job of 6 + 6 calls (the tracer's fixed cost per job)"))
    args = parser.parse_args()
    group = throughput._cgroup()
    if group is None:
        sys.exit("needs a cgroup-v1 cpuacct group (root): the workers' CPU is the point")
    (group / "cgroup.procs").write_text(str(os.getpid()))  # before any worker starts
    candidates = [0.0]
    counted = counting(runner_module.FunctionRunner._run, candidates)
    runner_module.FunctionRunner._run = counted  # type: ignore[method-assign]
    rows = []
    with FunctionRunner() as runner:
        runner.call_many([CallJob(PROGRAM + f"#warm {i}\n", "f", (Call((1,), {}),), 0.25)
                          for i in range(8)])  # every worker started
        for label, make in _kinds(args.quality):
            jobs = [make(PROGRAM + f"#{label}/{i}\n") for i in range(args.jobs)]
            candidates[0] = 0.0
            tree0, own0, began = _usage(group), _own(), time.perf_counter()
            results = runner.call_many(jobs)
            wall = time.perf_counter() - began
            time.sleep(0.3)  # the last candidates leave the group
            tree, own = _usage(group) - tree0, _own() - own0
            assert all(o.status == "ok" for r in results for o in r.outcomes)
            rows.append((label, tree, own, candidates[0], wall))
    (group.parent / "cgroup.procs").write_text(str(os.getpid()))
    with contextlib.suppress(OSError):
        group.rmdir()
    n = args.jobs
    print(f"{n} jobs per size; milliseconds per job")
    print(f"{'job':>16} {'tree CPU':>9} {'grader':>7} {'candidates':>10} {'wall':>6}")
    for label, tree, own, cand, wall in rows:
        print(f"{label:>16} {tree / n * 1e3:>9.2f} {own / n * 1e3:>7.2f} {cand / n * 1e3:>10.2f} "
              f"{wall / n * 1e3:>6.1f}")
    (_, t1, *_), (_, t50, *_) = rows[:2]
    print(f"per call: {(t50 - t1) / n / 49 * 1e6:.0f} µs of tree CPU")


def _kinds(quality: bool) -> list[tuple[str, Callable[[str], CallJob]]]:
    """(label, job of a program) per kind measured: 1 and 50 plain calls, and with
    ``quality`` the quality stage's op-count and timing + edge jobs of 6 calls."""
    def plain(calls: int) -> Callable[[str], CallJob]:
        return lambda program: CallJob(program, "f", tuple(Call((k,), {}) for k in range(calls)),
                                       0.25)

    kinds = [("1 call", plain(1)), ("50 calls", plain(50))]
    if quality:
        from gar.grading.quality import timing
        from gar.grading.quality.opcount import opcount_job

        six = tuple(Call((k,), {}) for k in range(6))
        kinds += [("op count, 6", lambda program: opcount_job(program, "f", six, 400_000)),
                  ("timing+edge, 12", lambda program: timing.merged(program, "f", six, six, 0.25))]
    return kinds


def counting(run: Callable[..., dict], total: list[float]) -> Callable[..., dict]:
    """``run`` (``FunctionRunner._run``) adding each reply's candidate CPU to ``total[0]``.
    Whatever else ``run`` takes passes through: the wrapper reads only the reply (it broke
    once when ``_run`` lost a parameter)."""

    def counted(*args: Any, **kwargs: Any) -> dict:
        reply = run(*args, **kwargs)
        total[0] += float(reply.get("cpu", 0.0))
        return reply

    return counted


def _usage(group: Path) -> float:
    return int((group / "cpuacct.usage").read_text()) / 1e9


def _own() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    main()

"""Grading throughput: ``gar grade`` over 1k-100k function-level rollouts in groups of 8,
beside ``gar exec`` (execution alone) on the same rollouts, in one run.

The workload is the dev set (``bench/devset``: 30 HumanEval tasks, each with canonical and
alternative passes, labelled hacks of every family, traps and wrong answers): each task's
group is cut or padded to 8 rollouts and the tasks are cloned under new ids (``TASK@k``)
until there are N rollouts, so every clone is a separate mixed-outcome group graded from
scratch (its per-test limit included). Both commands run as real subprocesses of the CLI
with streamed output, so the grader process's own peak RSS shows whether memory stays flat
as N grows (the sandboxed workers and candidates are separate processes with their own
limits).

Reported per size: rollouts/s (wall) for grade and exec and their ratio, grading rollouts/s per
core
(target >= 20; measured as rollouts per CPU-second of the
whole process tree, so other load on the machine does not change it), the share of each of ``grade_group``'s five timed stages (summed over groups,
from the grade records' ``timings``), and peak RSS.

Bytecode: this environment sets ``PYTHONDONTWRITEBYTECODE=1`` and the measured trees (``git
archive`` snapshots, fresh worktrees) have no ``__pycache__``, so by default every ``gar``
module is compiled from source in every run (~0.3 CPU-s per run: the grader's imports and
each worker server's). ``--bytecode`` first byte-compiles the ``gar`` package the commands
import (``compileall``, next to the sources, as ``pip install`` does for an installed
package), so the reading is a user's; without it the reading stays comparable with the
sessions before 22. Run it from a snapshot: the ``.pyc`` files are left in that tree.

Run: ``.venv/bin/python bench/grade_throughput.py --sizes 1000 10000 [--workers N]``;
``--sizes 100000 --stop-after 600`` gives the peak RSS of a run too large to finish here
(stopped by SIGTERM after 600 s, all 100k inputs loaded). A run stopped after a fixed time
grades fewer groups the larger (or the more loaded) it is, so its peak mixes the inputs'
memory with a varying amount of grading state: ``--sizes 1000 10000 100000
--stop-at-records 1000`` stops every size once 1,000 records are written instead (the same
grading work at every size; only the input's size differs), and reports the grader's peak RSS
when its first record was written (inputs read, one group graded) and at the stop.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

DEVSET = Path(__file__).with_name("devset")
GROUP = 8
STAGES = ("execute", "audit", "behaviour", "quality", "advantages")


def build(size: int, directory: Path) -> tuple[Path, Path]:
    """Tasks and rollouts files for ``size`` rollouts in groups of ``GROUP``."""
    tasks = [json.loads(line) for line in (DEVSET / "tasks.jsonl").read_text().splitlines()]
    by_task: dict[str, list[dict]] = {}
    for line in (DEVSET / "rollouts.jsonl").read_text().splitlines():
        record = json.loads(line)
        by_task.setdefault(record["task_id"], []).append(record)
    groups = [(t, _eight(by_task[t["task_id"]])) for t in tasks if t["task_id"] in by_task]
    task_lines, rollout_lines = [], []
    for clone in range(-(-size // (GROUP * len(groups)))):
        for task, members in groups:
            if len(rollout_lines) >= size:
                break
            task_id = f"{task['task_id']}@{clone}"
            task_lines.append(json.dumps({**task, "task_id": task_id}))
            rollout_lines += [json.dumps({**m, "task_id": task_id}) for m in members]
    rollout_lines = rollout_lines[:size]
    tasks_path, rollouts_path = directory / "tasks.jsonl", directory / "rollouts.jsonl"
    tasks_path.write_text("\n".join(task_lines) + "\n")
    rollouts_path.write_text("\n".join(rollout_lines) + "\n")
    return tasks_path, rollouts_path


def _eight(members: list[dict]) -> list[dict]:
    """The group cut to 8, or padded with copies of its first members under new ids."""
    out = list(members[:GROUP])
    while len(out) < GROUP:
        copy = dict(members[len(out) % len(members)])
        copy["rollout_id"] = f"{copy.get('rollout_id', 'r')}~{len(out)}"
        out.append(copy)
    return out


CPUACCT = Path("/sys/fs/cgroup/cpuacct")


def run_cli(args: list[str], stop_after_s: float | None = None,
            stop_at: tuple[Path, int] | None = None, first: list[int] | None = None
            ) -> tuple[float, int, int, float | None]:
    """Wall seconds, exit code, the process's own peak RSS (MiB, ``VmHWM`` sampled every
    0.2 s) and CPU seconds of one ``gar`` subprocess.

    CPU seconds are those of the whole process tree (grader, worker servers, candidates, in
    their own PID namespaces too), read from a cgroup-v1 ``cpuacct`` group made for the run
    where the machine allows it (root), else None. Rollouts per CPU-second is the per-core
    rate of an idle machine, whatever else shares the CPU while the benchmark runs.
    ``stop_after_s``: send SIGTERM once the run is that old (a partial run); ``stop_at``
    ``(partial, n)``: once the partial output holds ``n`` records. ``first`` (a list) gets the
    peak RSS at the moment the partial output's first record appeared."""
    group = _cgroup()
    began = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", "from gar.cli import main; main()", *args],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if group is not None:  # moved before it has started anything (its imports take longer)
        (group / "cgroup.procs").write_text(str(proc.pid))
    peak, stopped = 0, False
    records = _RecordCounter(stop_at[0] if stop_at else None)
    while True:  # the grader's own peak RSS (VmHWM), not its sandboxed children's
        peak = max(peak, _hwm_mib(proc.pid))
        written = records.count()
        if first is not None and not first and written:
            first.append(peak)
        late = stop_after_s is not None and time.perf_counter() - began > stop_after_s
        if not stopped and (late or (stop_at is not None and written >= stop_at[1])):
            proc.send_signal(signal.SIGTERM)
            stopped = True
        pid, status, _ = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        time.sleep(0.2)
    wall = time.perf_counter() - began
    cpu = None
    if group is not None:
        time.sleep(0.5)  # the sandbox's last processes leave the group
        cpu = int((group / "cpuacct.usage").read_text()) / 1e9
        with contextlib.suppress(OSError):
            group.rmdir()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.stderr.write(proc.stderr.read().decode(errors="replace")[-2000:])
    proc.stderr.close()
    return wall, code, peak, cpu


class _RecordCounter:
    """Lines in a growing file, counted from where the last call stopped."""

    def __init__(self, path: Path | None) -> None:
        self.path, self.offset, self.lines = path, 0, 0

    def count(self) -> int:
        if self.path is None:
            return 0
        try:
            with self.path.open("rb") as handle:
                handle.seek(self.offset)
                chunk = handle.read()
        except OSError:
            return self.lines
        self.offset += len(chunk)
        self.lines += chunk.count(b"\n")
        return self.lines


def _hwm_mib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) // 1024
    except OSError:
        pass
    return 0


def _cgroup() -> Path | None:
    try:
        group = CPUACCT / f"gar-bench-{os.getpid()}-{time.monotonic_ns()}"
        group.mkdir()
        return group
    except OSError:
        return None


def stage_shares(grades: Path) -> tuple[dict[str, float], Counter]:
    seen, totals, outcome = set(), Counter(), Counter()
    with grades.open() as handle:
        for line in handle:
            record = json.loads(line)
            outcome["hack" if record["hack"] else record["status"]] += 1
            if record["task_id"] in seen or not record.get("timings"):
                continue
            seen.add(record["task_id"])
            for stage in STAGES:
                totals[stage] += record["timings"].get(f"{stage}_s", 0.0)
    whole = sum(totals.values()) or 1.0
    return {s: totals[s] / whole for s in STAGES}, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000])
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--no-exec", action="store_true", help="skip the gar exec peer")
    parser.add_argument("--bytecode", action="store_true", help=(
        "byte-compile the gar package the commands import first, as an installed package "
        "is (the default compiles every module from source in every run)"))
    parser.add_argument("--stop-after", type=float, metavar="S", help=(
        "peak RSS only: stop each gar grade with SIGTERM after S seconds and report the "
        "grader's peak RSS and the records it had written (for sizes too large to finish)"))
    parser.add_argument("--stop-at-records", type=int, metavar="N", help=(
        "peak RSS only: stop each gar grade with SIGTERM once N records are written (the same "
        "grading work at every size); --stop-after then caps each run's time"))
    args = parser.parse_args()
    if args.stop_after is not None or args.stop_at_records is not None:
        partial_rss(args.sizes, args.workers, args.stop_after, args.stop_at_records)
        return
    cores = len(os.sched_getaffinity(0))
    compiled = byte_compile() if args.bytecode else "no (compiled from source per run)"
    print(f"cores {cores}; groups of {GROUP} from the dev set; workers {args.workers or 'auto'}"
          f"; gar bytecode: {compiled}")
    print(f"{'rollouts':>8} {'grade r/s':>9} {'r/cpu-s':>7} {'exec r/s':>8} {'r/cpu-s':>7} "
          f"{'ratio':>6} {'grade RSS':>9} {'exec RSS':>8}  stage shares "
          f"({'/'.join(STAGES)}); outcomes")
    with tempfile.TemporaryDirectory(prefix="gar-bench-") as tmp:
        for size in args.sizes:
            directory = Path(tmp) / str(size)
            directory.mkdir()
            tasks, rollouts = build(size, directory)
            common = [str(tasks), str(rollouts), "--workers", str(args.workers)]
            grades = directory / "grades.jsonl"
            g_wall, g_code, g_rss, g_cpu = run_cli(["grade", *common, "-o", str(grades),
                                                    "--json"])
            e_wall, e_code, e_rss, e_cpu = float("nan"), 0, 0, None
            if not args.no_exec:
                e_wall, e_code, e_rss, e_cpu = run_cli(["exec", *common, "-o",
                                                        str(directory / "exec.jsonl"), "--json"])
            if g_code or e_code:
                raise SystemExit(f"a command failed (grade {g_code}, exec {e_code})")
            shares, outcome = stage_shares(grades)
            grade_rate, exec_rate = size / g_wall, size / e_wall
            print(f"{size:>8} {grade_rate:>9.1f} {_per_cpu(size, g_cpu):>7} {exec_rate:>8.1f} "
                  f"{_per_cpu(size, e_cpu):>7} {grade_rate / exec_rate:>6.3f} {g_rss:>7}Mi "
                  f"{e_rss:>6}Mi  " + " ".join(f"{shares[s]:.0%}" for s in STAGES) + "; "
                  + ", ".join(f"{k} {v}" for k, v in sorted(outcome.items())), flush=True)


def partial_rss(sizes: list[int], workers: int, stop_after_s: float | None,
                stop_at_records: int | None = None) -> None:
    """Each size graded for ``stop_after_s`` seconds or until ``stop_at_records`` records are
    written, then stopped: the grader's peak RSS with all of that size's inputs taken in and
    grading under way (and when its first record was written)."""
    when = [f"after {stop_after_s:g} s"] if stop_after_s is not None else []
    when += [f"once {stop_at_records} records are written"] if stop_at_records else []
    print(f"gar grade stopped with SIGTERM {' or '.join(when)}; workers {workers or 'auto'}")
    print(f"{'rollouts':>8} {'written':>8} {'exit':>4} {'wall s':>7} {'peak RSS at 1st record':>22} "
          f"{'grader peak RSS':>15}")
    with tempfile.TemporaryDirectory(prefix="gar-bench-") as tmp:
        for size in sizes:
            directory = Path(tmp) / str(size)
            directory.mkdir()
            tasks, rollouts = build(size, directory)
            grades = directory / "grades.jsonl"
            partial, first = Path(f"{grades}.partial"), []
            wall, code, rss, _ = run_cli(
                ["grade", str(tasks), str(rollouts), "--workers", str(workers), "-o",
                 str(grades), "--json"], stop_after_s,
                (partial, stop_at_records) if stop_at_records else None, first)
            written = sum(1 for p in (grades, partial) if p.exists() for _ in p.open("rb"))
            at_first = f"{first[0]}Mi" if first else "-"
            print(f"{size:>8} {written:>8} {code:>4} {wall:>7.0f} {at_first:>22} {rss:>13}Mi",
                  flush=True)


def byte_compile() -> str:
    """Byte-compile the ``gar`` package that ``run_cli``'s subprocesses import (found with
    their interpreter and environment, ``PYTHONPATH`` included); where it lies."""
    import compileall

    found = subprocess.run(
        [sys.executable, "-c", "import gar, os; print(os.path.dirname(gar.__file__))"],
        check=True, capture_output=True, text=True).stdout.strip()
    if not compileall.compile_dir(found, quiet=1):
        raise SystemExit(f"byte-compiling {found} failed")
    return f"yes ({found})"


def _per_cpu(size: int, cpu: float | None) -> str:
    return f"{size / cpu:.1f}" if cpu else "-"


if __name__ == "__main__":
    main()

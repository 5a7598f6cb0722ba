"""An interrupted ``gar grade`` run, resumed, against an uninterrupted one on the same inputs.

The inputs are ``bench/grade_throughput.py``'s (the dev set's groups of 8, cloned under new
task ids up to N rollouts). One run grades them uninterrupted. Another is stopped three times
on its way: SIGTERM once the partial output holds ``--term-at`` of the records, then (resumed
with ``--resume``) ``kill -9`` once it holds ``--kill-at``, then resumed again to the end. Both
are real CLI subprocesses.

Compared, record for record (line i of one output against line i of the other):

* **byte-identical lines**: the whole JSON line. Records carry wall-clock measurements
  (``timings``; the CPU seconds a quality finding cites), so two gradings of the same rollout
  need not match byte for byte even without an interrupt;
* **identical records without measurements**: every field but ``timings``, and in findings'
  evidence every ``*_s`` CPU/wall figure and ``*_kb`` peak memory (the verdict they support
  is compared);
* **identical decisions**: status, passed, hack, tier, rank, factor, reward, the three
  advantages and reason_code.

Every difference is listed (the first few in full). Also printed: each phase's exit code and
how many records it kept, and the uninterrupted run's rollouts per CPU-second and peak RSS.

Run: ``.venv/bin/python bench/resume_identity.py --size 10000``. Where the two whole runs do
not fit the time there is, ``--until HH:MM`` (UTC) runs them side by side instead, stops
whatever still runs at that time (SIGTERM: its partial output is a valid prefix), and compares
the records both reached; the phases not reached are said so.
"""

from __future__ import annotations

import argparse
import calendar
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import grade_throughput as throughput

MEASURED = ("_s", "_kb")  # evidence keys holding CPU or wall seconds, or peak memory
DECISIONS = ("status", "passed", "hack", "tier", "rank", "factor", "reward", "advantage",
             "advantage_dr_grpo", "advantage_grpo_binary", "reason_code")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--term-at", type=float, default=0.3)
    parser.add_argument("--kill-at", type=float, default=0.6)
    parser.add_argument("--until", metavar="HH:MM", help=(
        "run both side by side and stop them at this UTC time; compare what both reached"))
    args = parser.parse_args()
    deadline = _deadline(args.until) if args.until else None
    with tempfile.TemporaryDirectory(prefix="gar-resume-") as tmp:
        directory = Path(tmp)
        tasks, rollouts = throughput.build(args.size, directory)
        common = ["grade", str(tasks), str(rollouts), "--json"]
        whole = directory / "whole.jsonl"
        uninterrupted = threading.Thread(target=_uninterrupted, args=(
            [*common, "-o", str(whole)], args.size, deadline))
        uninterrupted.start()
        if deadline is None:  # one after the other
            uninterrupted.join()
        out = directory / "resumed.jsonl"
        partial = Path(f"{out}.partial")
        phases = [("SIGTERM", signal.SIGTERM, args.term_at, []),
                  ("kill -9", signal.SIGKILL, args.kill_at, ["--resume"]),
                  ("to the end", None, None, ["--resume"])]
        for label, signum, fraction, extra in phases:
            if deadline is not None and time.time() >= deadline:
                print(f"{label}: not reached by {args.until} UTC", flush=True)
                continue
            began = time.perf_counter()
            proc = subprocess.Popen(
                [sys.executable, "-c", "from gar.cli import main; main()", *common, "-o",
                 str(out), *extra], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                text=True)
            at = int(fraction * args.size) if fraction is not None else None
            late = _signal_at(proc, partial, at, signum, deadline)
            _, stderr = proc.communicate()
            kept = _lines(out if out.exists() else partial)
            print(f"{label}: exit {proc.returncode} after {time.perf_counter() - began:.0f} s"
                  f"{f' (stopped at {args.until} UTC)' if late else ''}, "
                  f"{kept} of {args.size} records on disk", flush=True)
            if signum is None and proc.returncode != 0 and not late:
                raise SystemExit(stderr[-2000:])
        uninterrupted.join()
        if _CODE[0] != 0 and deadline is None:
            raise SystemExit("the uninterrupted run failed")
        compare(whole if whole.exists() else Path(f"{whole}.partial"),
                out if out.exists() else partial)


_CODE = [0]


def _uninterrupted(args: list[str], size: int, deadline: float | None) -> None:
    stop = None if deadline is None else max(1.0, deadline - time.time())
    wall, code, rss, cpu = throughput.run_cli(args, stop)
    _CODE[0] = code
    rate = f"{size / cpu:.1f} rollouts per CPU-second" if cpu else "CPU not measured"
    print(f"uninterrupted: exit {code}, {wall:.0f} s wall, {rate}, grader peak RSS {rss} MiB",
          flush=True)


def _deadline(hhmm: str) -> float:
    """Seconds since the epoch of the next ``HH:MM`` UTC."""
    hour, minute = (int(x) for x in hhmm.split(":"))
    now = time.gmtime()
    today = calendar.timegm((now.tm_year, now.tm_mon, now.tm_mday, hour, minute, 0))
    return today if today > time.time() else today + 86_400


def _signal_at(proc: subprocess.Popen, partial: Path, records: int | None,
               signum: int | None, deadline: float | None) -> bool:
    """Send ``signum`` once the partial holds ``records`` records, or SIGTERM at the
    deadline; True when the deadline stopped it."""
    time.sleep(1.0)  # a resumed run first truncates the partial to its kept groups
    while proc.poll() is None:
        if deadline is not None and time.time() >= deadline:
            os.kill(proc.pid, signal.SIGTERM)
            return True
        if records is not None and signum is not None and _lines(partial) >= records:
            os.kill(proc.pid, signum)
            return False
        time.sleep(0.5)
    return False


def _lines(path: Path) -> int:
    try:
        with path.open("rb") as handle:
            return sum(1 for _ in handle)
    except OSError:
        return 0


def compare(whole: Path, resumed: Path) -> None:
    a, b = _whole_lines(whole), _whole_lines(resumed)
    print(f"records: uninterrupted {len(a)}, interrupted and resumed {len(b)}"
          + (f"; compared: the first {min(len(a), len(b))}" if len(a) != len(b) else ""))
    pairs = list(zip(a, b))
    byte_same = sum(x == y for x, y in pairs)
    differences = []
    decided_same = stable_same = 0
    for index, (x, y) in enumerate(pairs):
        left, right = json.loads(x), json.loads(y)
        decided = all(left.get(k) == right.get(k) for k in DECISIONS)
        stable = _stable(left) == _stable(right)
        decided_same += decided
        stable_same += stable
        if not stable:
            differences.append((index, left, right))
    print(f"byte-identical lines: {byte_same}/{len(pairs)}")
    print(f"identical records without measurements: {stable_same}/{len(pairs)}")
    print(f"identical decisions ({', '.join(DECISIONS)}): {decided_same}/{len(pairs)}")
    for index, left, right in differences[:5]:
        fields = sorted(k for k in set(left) | set(right)
                        if k != "timings" and left.get(k) != right.get(k))
        print(f"  line {index + 1} ({left['task_id']} {left['rollout_id']}) differs in "
              f"{', '.join(fields)}:")
        for name in fields:
            print(f"    uninterrupted {name}: {json.dumps(left.get(name))[:400]}")
            print(f"    resumed       {name}: {json.dumps(right.get(name))[:400]}")
    if len(differences) > 5:
        print(f"  ... and {len(differences) - 5} more")


def _whole_lines(path: Path) -> list[str]:
    """The file's complete lines (a run stopped mid-write leaves no cut line behind, but a
    partial read while it was written could)."""
    try:
        text = path.read_text()
    except OSError:
        return []
    lines = text.split("\n")
    return [line for line in lines[:-1] if line]


def _stable(record: dict) -> dict:
    """The record without wall-clock or CPU measurements."""
    out = {k: v for k, v in record.items() if k != "timings"}
    for name in ("findings", "hack_evidence"):
        out[name] = [_without_times(f) for f in record.get(name, [])]
    return out


def _without_times(finding: dict) -> dict:
    evidence = finding.get("evidence") or {}
    return {**finding, "evidence": {k: v for k, v in evidence.items()
                                    if not k.endswith(MEASURED)}}


if __name__ == "__main__":
    main()

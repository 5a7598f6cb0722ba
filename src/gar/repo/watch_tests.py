"""Runs a repository task's test command and stops it when it blocks (never imported by GAR).

The runner (:mod:`gar.repo.runner`) drops this file next to the code under test and runs
``python -I -S watch_tests.py <test command...>`` in the sandbox. Whether a test run "hangs" must
not depend on how busy the machine is, so the watch does not count wall time: every
``POLL_S`` it reads, for every thread of every process of the test command's tree, the
kernel's ``/proc/<pid>/task/<tid>/schedstat`` — nanoseconds on a CPU and nanoseconds
*waiting* for one. The part of an interval that the tree spent neither running nor waiting
for a CPU is time it was *blocked* (a sleep, a deadlock, a wait on a pipe). A loaded machine
makes a tree wait longer, not block longer; a sleeping tree blocks as long idle as loaded.
After ``$GAR_BLOCKED_S`` seconds blocked in all, the tree is killed and
``{"blocked_s": ...}`` is written to ``$GAR_REPORT_FILE``: the rollout's timeout.

CPU-bound work is bounded by the sandbox's CPU rlimit (CPU time, which load hardly moves);
the sandbox's wall-clock limit stays only as a safety net. Without schedstat (a kernel
built without it) nothing is watched and only those limits apply.
"""

import json
import os
import signal
import subprocess
import sys
import time

POLL_S = 0.25


def _children() -> dict:
    found: dict = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                ppid = int(stat.read().rsplit(b")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        found.setdefault(ppid, []).append(int(name))
    return found


def _tree(root: int) -> list:
    children, found, todo = _children(), [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


def _runnable_s(pids: list) -> float:
    """Seconds on a CPU or waiting for one, summed over every thread of ``pids``."""
    total = 0
    for pid in pids:
        try:
            threads = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        for tid in threads:
            try:
                with open(f"/proc/{pid}/task/{tid}/schedstat") as stat:
                    running, waiting = stat.read().split()[:2]
                total += int(running) + int(waiting)
            except (OSError, ValueError):
                continue
    return total / 1e9


def _report(record: dict) -> None:
    record["nonce"] = os.environ.get("GAR_REPORT_NONCE", "")
    path = os.environ.get("GAR_REPORT_FILE", "gar-report.jsonl")
    with open(path, "a", encoding="utf-8") as out:
        out.write(json.dumps(record) + "\n")


def _watch(child: subprocess.Popen, limit_s: float) -> bool:
    """Wait for ``child``; True when it was stopped for blocking ``limit_s`` seconds."""
    blocked, last_wall, last_busy = 0.0, time.monotonic(), _runnable_s([child.pid])
    while child.poll() is None:
        time.sleep(POLL_S)
        tree = _tree(child.pid)
        now, busy = time.monotonic(), _runnable_s(tree)
        # A process that ended takes its counters with it: never count that as blocking.
        blocked += max(0.0, (now - last_wall) - max(0.0, busy - last_busy))
        last_wall, last_busy = now, busy
        if blocked > limit_s and child.poll() is None:
            _report({"blocked_s": round(blocked, 1)})
            for pid in reversed(tree):
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            child.wait()
            return True
    return False


def main(argv: list) -> int:
    limit_s = float(os.environ.get("GAR_BLOCKED_S") or 60)
    child = subprocess.Popen(argv)
    if not os.path.exists("/proc/self/schedstat"):
        return _exit_like(child.wait())
    if _watch(child, limit_s):
        return 124
    return _exit_like(child.returncode)


def _exit_like(code: int) -> int:
    """The child's exit status as ours: a signal is re-raised on this process, so the
    sandbox sees what killed the tests (SIGXCPU: the CPU limit)."""
    if code < 0:
        signal.signal(-code, signal.SIG_DFL)
        os.kill(os.getpid(), -code)
        time.sleep(1)
    return code if code >= 0 else 128 - code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

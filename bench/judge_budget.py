"""What a misbehaving LLM judge costs per group: gar's bounded client against the naive one.

    PYTHONPATH=src python bench/judge_budget.py [--groups 4] [--timeout 2] [--budget 3]
        [--peer-limit 40]

A real server process on 127.0.0.1 (tests/judge/misbehaving_server.py) misbehaves one way per
row: accepts and never answers, trickles its reply, answers 500, refuses connections, sends a
200 MB reply, answers invalid JSON. Each row judges ``--groups`` groups in turn with

* **gar**: :func:`gar.judge.make_judge` with ``timeout_s=--timeout`` per request and a
  ``--budget`` seconds per group (circuit breaker on, its defaults);
* **peer**: what gar did before issue 15 — ``urllib`` with one socket timeout
  (``--timeout``), 4 attempts per request with backoff, no total deadline, no size cap,
  no budget, no breaker. A peer row still running after ``--peer-limit`` seconds is
  abandoned and shown as ``>``.

It prints seconds for the first group and the mean of the others, the peak Python memory
held while judging (tracemalloc), the ratio peer/gar of the total, and gar's fallback reason.
Nothing here is asserted: tests/judge/test_budget.py asserts generous bounds only.
"""

from __future__ import annotations

import argparse
import socket
import subprocess
import sys
import threading
import time
import tracemalloc
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "judge")]

from judge_helpers import make_group

from gar.judge import CircuitBreaker, make_judge

# Rows whose peer is abandoned (it never finishes) come last: its thread keeps running.
MODES = ["huge", "badjson", "500", "refused", "hang", "trickle"]


def legacy_transport(url, body, headers, limits):
    """The pre-issue-15 transport: urllib, one per-operation timeout, the body read whole."""
    request = urllib.request.Request(url, data=body, headers=dict(headers), method="POST")
    try:
        with urllib.request.urlopen(request, timeout=limits.read_s) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read() or b""


def judges(url, args):
    gar = make_judge(url, "m", timeout_s=args.timeout, budget_s=args.budget)
    peer = make_judge(url, "m", timeout_s=args.timeout, retries=3, budget_s=None,
                      budget_calls=10**9, max_reply_bytes=10**12,
                      breaker=CircuitBreaker(threshold=10**9))
    peer.client._transport = legacy_transport
    return gar, peer


def run_groups(judge, groups, limit_s):
    """(seconds per group, peak bytes, last fallback, finished) for ``groups`` groups."""
    times, state = [], {"fallback": "", "peak": 0}

    def work():
        tracemalloc.start()
        tracemalloc.reset_peak()
        for _ in range(groups):
            start = time.monotonic()
            result = judge.judge(make_group())
            times.append(time.monotonic() - start)
            state["fallback"] = result.fallback or "(usable)"
        state["peak"] = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(limit_s)
    return times, state["peak"], state["fallback"], not thread.is_alive()


def refused_url():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}/v1"


def show(mode, gar, peer, groups, limit):
    def cell(times, done):
        if not times:
            return f">{limit:.0f}", float("inf")
        rest = times[1:]
        mark = "" if done else ">"
        total = sum(times) if done else float(limit)
        first = f"{times[0]:.2f}"
        more = f"{sum(rest) / len(rest):.2f}" if rest else ("-" if done else f">{limit:.0f}")
        return f"{mark}{first} / {more}", total

    gar_cell, gar_total = cell(gar[0], gar[3])
    peer_cell, peer_total = cell(peer[0], peer[3])
    ratio = peer_total / gar_total if gar_total > 0 else float("inf")
    ratio_text = (">" if not peer[3] else "") + f"{ratio:.1f}x"
    print(f"{mode:9} {peer_cell:>16} {gar_cell:>14} {peer[1] / 2**20:>9.1f} "
          f"{gar[1] / 2**20:>8.1f} {ratio_text:>8}  {gar[2][:90]}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--groups", type=int, default=4)
    parser.add_argument("--timeout", type=float, default=2.0)
    parser.add_argument("--budget", type=float, default=3.0)
    parser.add_argument("--peer-limit", type=float, default=40.0)
    parser.add_argument("--modes", nargs="*", default=MODES)
    args = parser.parse_args(argv)
    script = ROOT / "tests" / "judge" / "misbehaving_server.py"
    server = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    port = int(server.stdout.readline())
    print(f"{args.groups} groups per row; per-request timeout {args.timeout:g}s; gar budget "
          f"{args.budget:g}s/group; seconds: first group / mean of the others")
    print(f"{'mode':9} {'peer s/group':>16} {'gar s/group':>14} {'peer MiB':>9} {'gar MiB':>8} "
          f"{'peer/gar':>8}  gar's fallback reason")
    try:
        for mode in args.modes:
            url = refused_url() if mode == "refused" else f"http://127.0.0.1:{port}/{mode}/v1"
            gar_judge, peer_judge = judges(url, args)
            gar = run_groups(gar_judge, args.groups, args.peer_limit)
            peer = run_groups(peer_judge, args.groups, args.peer_limit)
            show(mode, gar, peer, args.groups, args.peer_limit)
    finally:
        server.kill()
        server.wait()


if __name__ == "__main__":
    main()

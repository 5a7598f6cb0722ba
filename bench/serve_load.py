"""Load test of ``gar serve`` on loopback, side by side with grading the same groups serially
in-process (the peer), in one run.

Starts ``gar serve`` (127.0.0.1 only, a free port) on generated tasks, then ``--clients``
threads each send ``--requests`` requests of ``--groups`` groups (``--size`` rollouts each,
mixed pass/fail, every rollout with a unique id); a 429 is retried after its Retry-After with
the same request id (counted). Bounded: at most clients x requests requests and
``--deadline`` seconds. Measures per-request latency (p50/p90/p99/max, including waits for
429s), grades returned per rollout id (must be exactly one each: lost and duplicated are
counted), the server's memory (RSS of its whole process tree, sampled every 0.25 s: start,
peak, end) and throughput; then grades the same groups serially with
:func:`gar.grading.grade_groups` in this process and prints the ratio.

Run: ``PYTHONPATH=src .venv/bin/python bench/serve_load.py [--clients 16 --requests 4
--groups 2 --size 4 --workers 2]``. Writes ``bench/results/serve_load.json`` and ``.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

from gar.grading import grade_groups
from gar.integrations.batch import rollout_from_text, tasks_to_records
from gar.io import write_jsonl
from gar.records import FunctionTask

RESULTS = Path(__file__).parent / "results"


def make_tasks(count: int) -> dict[str, FunctionTask]:
    """Parity tasks: a digit string appended to ``return k`` passes when the value is odd."""
    return {f"t{k}": FunctionTask(f"t{k}", f"def f{k}():\n    return {k}", f"f{k}",
                                  "def check(candidate):\n    assert candidate() % 2 == 1\n")
            for k in range(count)}


def make_body(tasks: list[str], groups: int, size: int, seed: int) -> dict:
    body = []
    for g in range(groups):
        task_id = tasks[(seed * groups + g) % len(tasks)]
        rollouts = [{"rollout_id": f"{seed}-{g}-{i}-{uuid.uuid4().hex[:6]}", "text": str(i)}
                    for i in range(size)]
        body.append({"task_id": task_id, "rollouts": rollouts})
    return {"groups": body}


def tree_rss_kb(pid: int) -> int:
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        try:
            with open(f"/proc/{p}/status") as fh:
                total += next(int(line.split()[1]) for line in fh if line.startswith("VmRSS"))
            for thread in os.listdir(f"/proc/{p}/task"):  # children of every thread
                with open(f"/proc/{p}/task/{thread}/children") as fh:
                    todo.extend(int(c) for c in fh.read().split())
        except (OSError, StopIteration):
            continue
    return total


def post(url: str, body: dict, request_id: str, deadline: float) -> tuple[int, dict, int]:
    data = json.dumps(body).encode()
    busy = 0
    while True:
        request = urllib.request.Request(url + "/v1/grade", data, method="POST", headers={
            "Content-Type": "application/json", "X-Request-ID": request_id})
        try:
            with urllib.request.urlopen(request, timeout=max(1.0, deadline - time.monotonic())) as r:
                return r.status, json.loads(r.read()), busy
        except urllib.error.HTTPError as exc:
            if exc.code == 429 and time.monotonic() < deadline:
                busy += 1
                time.sleep(float(exc.headers.get("Retry-After") or 1))
                continue
            return exc.code, {}, busy


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def start_server(tasks_path: str, port: int, args: argparse.Namespace) -> subprocess.Popen:
    src = str(Path(__file__).resolve().parents[1] / "src")
    env = dict(os.environ, PYTHONPATH=src + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-c", "from gar.cli import main; main()", "serve", tasks_path,
           "--host", "127.0.0.1", "--port", str(port), "--workers", str(args.workers),
           "--max-pending", str(args.max_pending)]
    return subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--requests", type=int, default=4, help="per client")
    parser.add_argument("--groups", type=int, default=2, help="per request")
    parser.add_argument("--size", type=int, default=4, help="rollouts per group")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--max-pending", type=int, default=8)
    parser.add_argument("--deadline", type=float, default=300.0)
    args = parser.parse_args()
    tasks = make_tasks(8)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    tmp = tempfile.mkdtemp(prefix="gar-serve-load-")
    write_jsonl(Path(tmp) / "tasks.jsonl", tasks_to_records(tasks))
    server = start_server(str(Path(tmp) / "tasks.jsonl"), port, args)
    try:
        report = run_load(url, server, tasks, args)
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, 9)
            server.wait()
    bodies = report.pop("_bodies")
    report["serial"] = serial_peer(tasks, bodies)
    report["throughput_ratio_serve_vs_serial"] = round(
        report["rollouts_per_s"] / report["serial"]["rollouts_per_s"], 3)
    write(report)


def run_load(url: str, server: subprocess.Popen, tasks: dict, args: argparse.Namespace) -> dict:
    for _ in range(480):
        try:
            urllib.request.urlopen(url + "/health", timeout=2).read()
            break
        except OSError:
            if server.poll() is not None:
                raise SystemExit("gar serve exited before it was ready")
            time.sleep(0.25)
    memory = [tree_rss_kb(server.pid)]
    stop = threading.Event()

    def sample() -> None:
        while not stop.wait(0.25):
            memory.append(tree_rss_kb(server.pid))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    ids = list(tasks)
    bodies = [make_body(ids, args.groups, args.size, c * args.requests + r)
              for c in range(args.clients) for r in range(args.requests)]
    latencies: list[float] = []
    returned: list[str] = []
    statuses: list[int] = []
    busy_retries = [0]
    lock = threading.Lock()
    deadline = time.monotonic() + args.deadline

    def client(c: int) -> None:
        for r in range(args.requests):
            body = bodies[c * args.requests + r]
            started = time.monotonic()
            status, reply, busy = post(url, body, uuid.uuid4().hex, deadline)
            with lock:
                latencies.append(time.monotonic() - started)
                statuses.append(status)
                busy_retries[0] += busy
                returned.extend(g["rollout_id"] for g in reply.get("grades", []))

    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(c,)) for c in range(args.clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.monotonic() - started
    stop.set()
    sampler.join()
    memory.append(tree_rss_kb(server.pid))
    health = json.loads(urllib.request.urlopen(url + "/health", timeout=10).read())
    sent = [r["rollout_id"] for b in bodies for g in b["groups"] for r in g["rollouts"]]
    counts: dict[str, int] = {}
    for rid in returned:
        counts[rid] = counts.get(rid, 0) + 1
    return {
        "machine": f"{os.cpu_count()} cores, shared with other engineers' jobs (loaded)",
        "loadavg_at_end": os.getloadavg(),
        "settings": vars(args), "requests": len(bodies), "rollouts_sent": len(sent),
        "status_counts": {str(s): statuses.count(s) for s in sorted(set(statuses))},
        "lost": sum(1 for rid in sent if rid not in counts),
        "duplicated": sum(1 for n in counts.values() if n > 1),
        "unexpected": sum(1 for rid in counts if rid not in set(sent)),
        "busy_429_retries": busy_retries[0],
        "latency_s": {"p50": round(percentile(latencies, 0.5), 3),
                      "p90": round(percentile(latencies, 0.9), 3),
                      "p99": round(percentile(latencies, 0.99), 3),
                      "max": round(max(latencies), 3),
                      "mean": round(statistics.fmean(latencies), 3)},
        "elapsed_s": round(elapsed, 2),
        "rollouts_per_s": round(len(returned) / elapsed, 2),
        "server_rss_mb": {"start": round(memory[0] / 1024, 1),
                          "peak": round(max(memory) / 1024, 1),
                          "end": round(memory[-1] / 1024, 1)},
        "server_health_at_end": {k: health[k] for k in ("admitted", "busy", "graded_groups",
                                                        "timeouts", "restarts", "rejected")},
        "_bodies": bodies,
    }


def serial_peer(tasks: dict, bodies: list[dict]) -> dict:
    rollouts = [rollout_from_text(tasks[g["task_id"]], f"{g['task_id']}@{b}-{k}", r["text"],
                                  r["rollout_id"], i)
                for b, body in enumerate(bodies) for k, g in enumerate(body["groups"])
                for i, r in enumerate(g["rollouts"])]
    table = {r.task_id: tasks[r.task_id.split("@")[0]] for r in rollouts}
    table = {alias: FunctionTask(alias, t.prompt, t.entry_point, t.test) for alias, t in table.items()}
    started = time.monotonic()
    grades = grade_groups(table, rollouts)
    elapsed = time.monotonic() - started
    return {"elapsed_s": round(elapsed, 2), "rollouts": len(grades),
            "rollouts_per_s": round(len(grades) / elapsed, 2)}


def write(report: dict) -> None:
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "serve_load.json").write_text(json.dumps(report, indent=2) + "\n")
    lat, mem = report["latency_s"], report["server_rss_mb"]
    lines = [
        "# gar serve load test (loopback)", "",
        "Command: `PYTHONPATH=src .venv/bin/python bench/serve_load.py "
        + " ".join(f"--{k.replace('_', '-')} {v}" for k, v in report["settings"].items()) + "`",
        "", f"Machine: {report['machine']}; load average at the end {report['loadavg_at_end']}.",
        "", "| measure | gar serve | in-process grade_groups, one call (peer) | ratio |", "|---|---|---|---|",
        (f"| rollouts/s | {report['rollouts_per_s']} | {report['serial']['rollouts_per_s']} | "
         f"{report['throughput_ratio_serve_vs_serial']} |"),
        f"| elapsed s | {report['elapsed_s']} | {report['serial']['elapsed_s']} | |", "",
        (f"Requests {report['requests']} ({report['rollouts_sent']} rollouts), statuses "
         f"{report['status_counts']}, 429 retries {report['busy_429_retries']}; lost "
         f"{report['lost']}, duplicated {report['duplicated']}, unexpected {report['unexpected']}."),
        f"Latency s: p50 {lat['p50']}, p90 {lat['p90']}, p99 {lat['p99']}, max {lat['max']}.",
        f"Server RSS (process tree) MB: start {mem['start']}, peak {mem['peak']}, end {mem['end']}.",
        f"Server at the end: {report['server_health_at_end']}.",
    ]
    (RESULTS / "serve_load.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()

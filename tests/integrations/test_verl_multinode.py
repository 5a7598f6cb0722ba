"""Multi-node veRL without a shared file or environment variable: a separately started Ray
head (``ray start --head --block`` in its own process group, stopped by killing that group,
never a machine-wide ``ray stop``), a driver that ships the task table inside the config, and
reward workers on the cluster that meet in GAR's named rendezvous actor and get GAR's values."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from trl_tasks import TASKS

pytestmark = pytest.mark.slow
pytest.importorskip("ray")
pytest.importorskip("omegaconf")

from gar.integrations.batch import grade_batch, tasks_to_records
from gar.io import write_jsonl

HERE = Path(__file__).resolve().parent
SRC = HERE.parents[1] / "src"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def ray_head(tmp_path):
    port, client_port, agent_port = free_port(), free_port(), free_port()
    temp = tempfile.mkdtemp(prefix="gar-ray-", dir="/tmp")  # short: Ray's socket paths
    env = {k: v for k, v in os.environ.items() if k != "GAR_TASKS"}
    env["PYTHONPATH"] = f"{SRC}{os.pathsep}{HERE}"
    env["RAY_USAGE_STATS_ENABLED"] = "0"
    # Ray 2.5x+ clusters started with `ray start` check a token; head and driver share one.
    env["RAY_AUTH_MODE"] = "token"
    env["RAY_AUTH_TOKEN"] = secrets.token_hex(32)
    ray_bin = Path(sys.executable).with_name("ray")
    workdir = tmp_path / "node"
    workdir.mkdir()
    head = subprocess.Popen(
        [str(ray_bin), "start", "--head", "--block", f"--port={port}", "--num-cpus=2",
         f"--ray-client-server-port={client_port}", f"--dashboard-agent-listen-port={agent_port}",
         "--include-dashboard=false", "--node-ip-address=127.0.0.1", f"--temp-dir={temp}"],
        cwd=workdir, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert head.poll() is None, "ray start --head exited"
            time.sleep(0.5)
        yield f"127.0.0.1:{port}", env
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(head.pid, signal.SIGTERM)  # only this head's processes, never `ray stop`
        try:
            head.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(head.pid, signal.SIGKILL)
            head.wait()
        shutil.rmtree(temp, ignore_errors=True)


def test_the_task_table_travels_in_the_config_to_workers_on_a_separate_head(ray_head, tmp_path):
    address, env = ray_head
    tasks_path = tmp_path / "tasks.jsonl"
    write_jsonl(tasks_path, tasks_to_records(TASKS))
    out = subprocess.run([sys.executable, str(HERE / "verl_multinode_driver.py"), address,
                          str(tasks_path)], env=env, capture_output=True, text=True,
                         timeout=420, check=False, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-3000:]
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["inlined"] == 2 and not tasks_path.exists()
    results = report["results"]
    assert all(r["env_tasks"] is None and r["collector"] for r in results)
    assert len({r["pid"] for r in results}) == 2  # two reward-worker processes met
    expected = grade_batch(TASKS, ["odd"] * 4, ["1", "0", "13", "2"], [0] * 4).rewards
    assert [r["trainer_reward"] for r in results] == pytest.approx(expected, abs=1e-9)
    assert [r["passed"] for r in results] == [1.0, 0.0, 1.0, 0.0]
    assert report["stats"]["graded_groups"] == 1 and report["stats"]["tasks"] == 2
    assert report["stats"]["ray_actors"] == 1  # graded on a Ray grader actor (plugged in)
    assert report["stats"]["ray_graded_on"][0] not in {r["pid"] for r in results}
    metrics = report["estimator_metrics"]  # from the collector actor's grades, not the rewards
    assert metrics["gar/pass_rate"] == 0.5 and metrics["gar/groups"] == 1
    assert metrics["gar/groups_graded"] == 1 and metrics["gar/groups_fallback"] == 0

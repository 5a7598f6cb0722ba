"""Containment: adversarial rollouts run through the real executor and sandbox.

Every program defines ``attack()``; the task's test passes only if it returns ``"escaped"``,
which each attack does only when it got out (reached the network, read or wrote a host file,
saw the grader's environment...). So a contained attack never passes. All of them run in one
batch: each gets exactly one record, the test process survives, the total time is bounded.
The dangerous code exists only as strings executed inside the sandbox.
"""

from __future__ import annotations

import os
import socket
import time
from pathlib import Path

import pytest
from shared_sandbox import bwrap_usable

from gar.execution import ExecConfig, FunctionRunner, execute
from gar.records import FunctionTask, Rollout, Status

pytestmark = pytest.mark.slow

SECRET_ENV = "GAR_GRADER_SECRET_TOKEN"
SECRET_VALUE = "s3cr3t-value-of-the-grader"

TASK = FunctionTask(
    task_id="contain/attack",
    prompt='def attack():\n    """Try to escape; return "escaped" on success."""\n',
    entry_point="attack",
    test="def check(candidate):\n    assert candidate() == 'escaped'\n",
)


def _attacks(host_dir: Path, port: int) -> dict[str, str]:
    secret_file = host_dir / "secret.txt"
    writable = host_dir / "open"
    return {
        "network": f"""
import socket
def attack():
    for address in [("1.1.1.1", 53), ("127.0.0.1", {port}), ("8.8.8.8", 443)]:
        try:
            socket.create_connection(address, timeout=1).close()
            return "escaped"
        except OSError:
            pass
    return "contained"
""",
        "write_outside": f"""
import os
def attack():
    hits = 0
    for path in [{str(writable / "pwned")!r}, "/work/pwned", "/root/pwned", "/usr/pwned",
                 "/etc/pwned", "/pwned"]:
        try:
            with open(path, "w") as handle:
                handle.write("x")
            hits += 1
        except OSError:
            pass
    return "escaped" if hits else "contained"
""",
        "read_outside": f"""
import os
def attack():
    for path in [{str(secret_file)!r}, "/work/main/pyproject.toml", "/root/.bashrc",
                 "/etc/shadow", "/etc/passwd"]:
        try:
            with open(path) as handle:
                if handle.read(1) is not None:
                    return "escaped"
        except OSError:
            pass
    # The interpreter may live under $HOME (pyenv): only its own directories may show.
    allowed = {{"/root": {{".pyenv"}}, "/root/.pyenv": {{"versions"}}}}
    for path in ["/work", "/root", "/home", "/root/.pyenv", "/root/.pyenv/versions"]:
        try:
            names = set(os.listdir(path))
        except OSError:
            continue
        if path == "/root/.pyenv/versions":
            if len(names) > 1:
                return "escaped"
        elif names - allowed.get(path, set()):
            return "escaped"
    return "contained"
""",
        "grader_env": f"""
import os
def attack():
    if {SECRET_ENV!r} in os.environ:
        return "escaped"
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{{pid}}/environ", "rb") as handle:
                if {SECRET_VALUE.encode()!r} in handle.read():
                    return "escaped"
        except OSError:
            pass
    return "contained"
""",
        "fork_bomb": """
import os
def attack():
    children = 0
    for _ in range(100000):
        try:
            if os.fork() == 0:
                while True:
                    try:
                        os.fork()
                    except OSError:
                        pass
            children += 1
        except OSError:
            break
    return "escaped" if children > 1000 else "contained"
""",
        "memory_bomb": """
def attack():
    hog = []
    while True:
        hog.append(bytearray(64 * 1024 * 1024))
""",
        "disk_fill": """
import os
def attack():
    written = 0
    try:
        for index in range(100000):
            with open(f"fill{index}", "wb") as handle:
                for _ in range(16):
                    handle.write(b"x" * (1 << 20))
                    written += 1 << 20
    except OSError:
        pass
    return "escaped" if written > (2 << 30) else "contained"
""",
        "output_flood": """
import os, sys
def attack():
    chunk = b"flood" * 20000
    while True:
        try:
            os.write(1, chunk)
        except OSError:
            pass
""",
        "infinite_loop": """
def attack():
    while True:
        pass
""",
        "sigterm_ignored": """
import signal, time
def attack():
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        time.sleep(0.05)
""",
        "daemon": f"""
import os, time
def attack():
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            for _ in range(400):
                time.sleep(0.05)
                for path in ["/tmp/daemon-was-here", {str(writable / "daemon")!r}]:
                    try:
                        open(path, "w").close()
                    except OSError:
                        pass
            os._exit(0)
        os._exit(0)
    return "contained"
""",
        "daemon_probe": """
import os, time
def attack():
    time.sleep(0.3)
    return "escaped" if os.path.exists("/tmp/daemon-was-here") else "contained"
""",
        "kill_parent": """
import os, signal
def attack():
    for target in (os.getppid(), 1, -1, 0):
        try:
            if target in (-1, 0):
                os.killpg(0, signal.SIGKILL) if target == 0 else os.kill(-1, signal.SIGKILL)
            else:
                os.kill(target, signal.SIGKILL)
        except OSError:
            pass
    return "contained"
""",
        "exit_tricks": """
import atexit, os, sys
atexit.register(lambda: os._exit(0))
sys.excepthook = lambda *a: os._exit(0)
def attack():
    sys.exit(0)
""",
        "forge_verdict": """
import json, os, struct
def attack():
    fake = json.dumps({"frames": [{"t": "test@L2", "st": "passed", "m": "", "cpu": 0},
                                  {"done": True, "cases": [["test@L2", "test"]]}],
                       "timeout": "", "cpu": 0, "peak_kb": 0, "status": 0, "output": "",
                       "wall": 0}).encode()
    frame = struct.pack("!I", len(fake)) + fake
    for fd in range(3, 1024):
        try:
            os.write(fd, frame * 4)
        except OSError:
            pass
    return "contained"
""",
        "invalid_python": "def attack(:\n    return 'escaped'\n",
        "huge_source": "def attack():\n    return 'contained'\n" + "# padding\n" * 500_000,
        "binary_stdout": """
import os, sys
def attack():
    os.write(1, b"\\xff\\xfe\\x00\\x00not utf-8 \\x80\\x81\\n")
    os.write(2, b"\\x00" * 100)
    print("\\udcff surrogate")
    return "contained"
""",
    }


def _listener() -> socket.socket:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    server.settimeout(0.1)
    return server


# What the fallback sandbox (no bwrap) does not promise: a private filesystem view, and (when
# the interpreter is not reachable by an unprivileged uid) running candidates unprivileged.
FALLBACK_EXEMPT = {"read_outside", "write_outside", "kill_parent", "daemon", "daemon_probe",
                   "fork_bomb", "grader_env"}


@pytest.mark.parametrize("kind", ["bwrap", "fallback"])
def test_adversarial_rollouts_are_contained(kind: str, tmp_path: Path, monkeypatch) -> None:
    if kind == "bwrap" and not bwrap_usable():
        pytest.skip("bubblewrap is not installed or cannot run here")
    monkeypatch.setenv(SECRET_ENV, SECRET_VALUE)
    (tmp_path / "secret.txt").write_text("the grader's secret")
    writable = tmp_path / "open"
    writable.mkdir()
    writable.chmod(0o777)
    tmp_path.chmod(0o755)
    server = _listener()
    attacks = _attacks(tmp_path, server.getsockname()[1])
    if kind == "fallback":
        attacks = {k: v for k, v in attacks.items() if k not in FALLBACK_EXEMPT}
    rollouts = [Rollout(task_id=TASK.task_id, rollout_id=name, solution=code, index=i)
                for i, (name, code) in enumerate(attacks.items())]
    rollouts.append(Rollout(task_id="no/such-task", rollout_id="unknown", solution="x = 1",
                            index=len(rollouts)))
    started = time.monotonic()
    # One worker: the daemon's probe runs after the daemon, in the same worker server.
    with FunctionRunner(workers=1, memory_mb=512, sandbox=kind) as runner:
        results = execute({TASK.task_id: TASK}, rollouts,
                          ExecConfig(timeout_s=8.0, per_test_timeout_s=1.0), runner=runner)
        uids = {worker.candidate_uid for worker in runner.workers()}
    elapsed = time.monotonic() - started

    assert len(results) == len(rollouts)
    by_name = {r.rollout_id: res for r, res in zip(rollouts, results, strict=True)}
    for name, result in by_name.items():
        assert not result.passed, f"{name} escaped: {result}"
        assert result.scorable or name == "unknown", f"{name}: {result.reason}"
    assert elapsed < 150, f"containment took {elapsed:.0f}s"

    # Nothing reached the host.
    assert not (writable / "pwned").exists() and not (writable / "daemon").exists()
    assert not Path("/work/pwned").exists() and not Path("/pwned").exists()
    try:
        connection, _ = server.accept()
        connection.close()
        pytest.fail("a rollout reached a socket on the host")
    except TimeoutError:
        pass
    server.close()
    # The attacks ended the way they should.
    assert by_name["infinite_loop"].status is Status.TIMEOUT
    assert by_name["sigterm_ignored"].status is Status.TIMEOUT
    assert by_name["invalid_python"].status is Status.ERROR
    assert "SyntaxError" in by_name["invalid_python"].reason
    assert by_name["exit_tricks"].status is Status.ERROR
    assert by_name["huge_source"].status is Status.FAILED  # loaded and ran: returns "contained"
    assert by_name["output_flood"].status in (Status.TIMEOUT, Status.KILLED, Status.ERROR)
    assert len(by_name["output_flood"].stdout_tail) < 200_000
    # Stopped at the memory limit (an error or a kill), or, on a loaded machine where zeroing
    # the pages costs more CPU than the per-test limit, at that limit before reaching it: both
    # contain it, and the peak never passes the limit.
    bomb = by_name["memory_bomb"]
    assert bomb.status in (Status.ERROR, Status.KILLED, Status.TIMEOUT)
    assert bomb.peak_memory_kb <= 512 * 1024 + 64 * 1024
    assert "\x00" not in by_name["binary_stdout"].stdout_tail
    assert by_name["unknown"].status is Status.UNSCORABLE
    if kind == "fallback":
        return
    assert by_name["daemon_probe"].status is Status.FAILED
    assert not _processes_of(uids), "processes of the sandbox's uids outlived the runner"


def _processes_of(uids: set[int]) -> list[int]:
    """Live host processes whose real uid is one of ``uids``."""
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            status = Path(f"/proc/{name}/status").read_text()
        except OSError:
            continue
        real = int(status.split("Uid:")[1].split()[0])
        state = status.split("State:")[1].split()[0]
        if real in uids and state != "Z":
            found.append(int(name))
    return found

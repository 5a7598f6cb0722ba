"""Each isolation property of the command sandbox, checked for real (bwrap and fallback)."""

from __future__ import annotations

import os
import shutil
import socket
import time
from pathlib import Path

import pytest
from shared_sandbox import bwrap_usable

from gar.errors import SandboxUnavailable
from gar.sandbox import (
    BwrapSandbox,
    CommandResult,
    FallbackSandbox,
    Limits,
    default_sandbox,
    get_sandbox,
)

HAS_BWRAP = shutil.which("bwrap") is not None and bwrap_usable()


@pytest.fixture(scope="module")
def bwrap() -> BwrapSandbox:
    if not HAS_BWRAP:
        pytest.skip("bubblewrap is not installed or cannot run here")
    return get_sandbox("bwrap")


@pytest.fixture(params=["bwrap", "fallback"])
def sandbox(request):
    if request.param == "bwrap" and not HAS_BWRAP:
        pytest.skip("bubblewrap is not installed or cannot run here")
    return get_sandbox(request.param)


def py(sandbox, code: str, workspace: Path, **limits) -> CommandResult:
    return sandbox.run(["python", "-c", code], workspace=workspace, limits=Limits(**limits))


def test_runs_python_in_the_workspace_with_pytest_importable(bwrap, tmp_path: Path) -> None:
    (tmp_path / "data.txt").write_text("hello")
    result = py(bwrap, "import os, pytest; print(os.getcwd(), open('data.txt').read())", tmp_path)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.split() == [b"/workspace", b"hello"]
    assert result.cpu_time_s > 0 and result.peak_memory_kb > 0


def test_a_failing_command_is_data(sandbox, tmp_path: Path) -> None:
    result = py(sandbox, "import sys; print('out'); sys.exit(3)", tmp_path)
    assert result.exit_code == 3 and result.signal is None and b"out" in result.stdout


def test_network_is_refused(sandbox, tmp_path: Path) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    code = (
        "import socket\n"
        f"for address in [('127.0.0.1', {port}), ('1.1.1.1', 53)]:\n"
        "    try:\n"
        "        socket.create_connection(address, timeout=2); print('CONNECTED')\n"
        "    except OSError as exc:\n"
        "        print('refused', exc)\n"
    )
    result = py(sandbox, code, tmp_path)
    listener.close()
    assert result.exit_code == 0, result.stderr
    assert b"CONNECTED" not in result.stdout
    assert result.stdout.count(b"\nrefused") + result.stdout.startswith(b"refused") == 2


def test_home_work_and_grader_files_are_invisible(bwrap, tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    secret = tmp_path / "secret.txt"
    secret.write_text("grader secret")
    code = (
        "import os\n"
        f"for path in ['/work', {str(secret)!r}, os.path.expanduser('~/.bashrc'),\n"
        f"             {str(Path.home() / '.bashrc')!r}, '/etc/shadow']:\n"
        "    print(path, os.path.exists(path))\n"
        "print('root', sorted(os.listdir('/root')) if os.path.exists('/root') else None)\n"
    )
    result = py(bwrap, code, workspace)
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    assert all(line.endswith("False") for line in lines[:-1]), lines
    assert lines[-1] in ("root None", "root ['.pyenv']"), lines[-1]  # only the interpreter


def test_the_grader_environment_does_not_leak(sandbox, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("GAR_TEST_SECRET", "leaked-value")
    code = ("import os\nprint(sorted(os.environ))\n"
            "print(any(b'leaked-value' in open(f'/proc/{p}/environ','rb').read()\n"
            "          for p in os.listdir('/proc') if p.isdigit()\n"
            "          and os.access(f'/proc/{p}/environ', os.R_OK)))")
    result = sandbox.run(["python", "-c", code], workspace=tmp_path, env={"EXTRA": "1"})
    assert result.exit_code == 0, result.stderr
    assert b"GAR_TEST_SECRET" not in result.stdout and b"'EXTRA'" in result.stdout
    assert result.stdout.splitlines()[-1] == b"False"


def test_cannot_write_outside_the_workspace(bwrap, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    outside.chmod(0o777)
    workspace = tmp_path / "ws"
    workspace.mkdir()
    code = (
        "import os\n"
        f"for path in [{str(outside / 'x')!r}, '/usr/x', '/etc/x', '/x', 'inside.txt', '/tmp/t']:\n"
        "    try:\n"
        "        open(path, 'w').write('x'); print(path, 'written')\n"
        "    except OSError:\n"
        "        print(path, 'denied')\n"
    )
    result = py(bwrap, code, workspace)
    assert result.exit_code == 0, result.stderr
    assert not (outside / "x").exists()
    assert (workspace / "inside.txt").read_text() == "x"
    written = [line.split()[0] for line in result.stdout.decode().splitlines()
               if line.endswith("written")]
    assert written == ["inside.txt", "/tmp/t"]


def test_runs_unprivileged_when_the_grader_is_root(bwrap, tmp_path: Path) -> None:
    result = py(bwrap, "import os; print(os.getuid(), os.geteuid())", tmp_path)
    uid, euid = map(int, result.stdout.split())
    if os.geteuid() == 0:
        assert uid != 0 and euid != 0
    else:
        assert uid == os.getuid()


def test_cpu_limit(sandbox, tmp_path: Path) -> None:
    result = py(sandbox, "while True: pass", tmp_path, cpu_s=1, wall_s=30)
    assert result.exit_code is None and result.signal is not None
    assert result.timed_out and "CPU" in result.killed_reason


def test_wall_limit_kills_the_whole_tree(sandbox, tmp_path: Path) -> None:
    code = ("import os, signal, time\n"
            "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
            "if os.fork() == 0:\n"
            "    os.setsid()\n"
            "    time.sleep(3); open('daemon-was-here', 'w').close(); os._exit(0)\n"
            "time.sleep(60)\n")
    started = time.monotonic()
    result = py(sandbox, code, tmp_path, wall_s=1)
    assert time.monotonic() - started < 10
    assert result.timed_out and result.signal == 9 and "wall" in result.killed_reason


@pytest.mark.slow
def test_a_daemon_dies_with_the_command(bwrap, tmp_path: Path) -> None:
    code = ("import os, time\n"
            "if os.fork() == 0:\n"
            "    os.setsid()\n"
            "    if os.fork() == 0:\n"
            "        time.sleep(1.5); open('daemon-was-here', 'w').close()\n"
            "    os._exit(0)\n"
            "print('parent done')\n")
    result = py(bwrap, code, tmp_path)
    assert result.exit_code == 0
    time.sleep(2.5)
    assert not (tmp_path / "daemon-was-here").exists()


def test_memory_limit(sandbox, tmp_path: Path) -> None:
    result = py(sandbox, "x = bytearray(600 * 1024 * 1024)", tmp_path, memory_mb=256)
    assert result.exit_code == 1 and b"MemoryError" in result.stderr


def test_file_size_limit(sandbox, tmp_path: Path) -> None:
    code = ("import signal\nsignal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
            "f = open('big', 'wb')\n"
            "try:\n    f.write(b'x' * (3 << 20)); f.flush()\nexcept OSError as e:\n"
            "    print('EFBIG', e.errno)\n")
    result = py(sandbox, code, tmp_path, file_size_mb=1)
    assert b"EFBIG 27" in result.stdout
    assert (tmp_path / "big").stat().st_size <= 1 << 20


def test_process_limit(bwrap, tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("the uid drop (which makes RLIMIT_NPROC apply) needs root")
    code = ("import os, time\nn = 0\n"
            "try:\n"
            "    for _ in range(200):\n"
            "        if os.fork() == 0:\n            time.sleep(5); os._exit(0)\n"
            "        n += 1\n"
            "except OSError:\n    pass\nprint(n)\n")
    result = py(bwrap, code, tmp_path, processes=8, wall_s=20)
    assert 0 < int(result.stdout) < 8


def test_output_is_capped(sandbox, tmp_path: Path) -> None:
    code = "import sys\nfor _ in range(2000): sys.stdout.write('y' * 1000)\n"
    result = py(sandbox, code, tmp_path, output_bytes=10_000)
    assert result.exit_code == 0 and result.output_truncated
    assert len(result.stdout) == 10_000


def test_an_output_flood_is_stopped(bwrap, tmp_path: Path) -> None:
    code = "import os\nwhile True: os.write(1, b'z' * 65536)\n"
    result = py(bwrap, code, tmp_path, output_bytes=1000, wall_s=60)
    assert result.killed_reason == "output limit exceeded" and len(result.stdout) == 1000


def test_stdin_is_passed(sandbox, tmp_path: Path) -> None:
    result = sandbox.run(["python", "-c", "import sys; print(sys.stdin.read().upper())"],
                         workspace=tmp_path, stdin=b"abc")
    assert result.stdout.strip() == b"ABC"


def test_a_missing_program_is_a_failed_command(sandbox, tmp_path: Path) -> None:
    result = sandbox.run(["/no/such/program"], workspace=tmp_path)
    assert result.exit_code == 127


def test_a_sandbox_that_cannot_start_raises(tmp_path: Path, monkeypatch) -> None:
    real = shutil.which("bwrap") or "/usr/bin/bwrap"
    monkeypatch.setenv("PATH", str(tmp_path))  # no bwrap, no unshare on PATH
    with pytest.raises(SandboxUnavailable):  # bwrap is resolved once, on the caller's PATH
        BwrapSandbox().run(["true"], workspace=tmp_path)
    sandbox = BwrapSandbox(binary=real)
    monkeypatch.setattr("gar.sandbox.bwrap.base_python", lambda: "/no/such/python")
    with pytest.raises(SandboxUnavailable):
        sandbox.run(["true"], workspace=tmp_path)


def test_default_sandbox_and_forced_fallback(monkeypatch) -> None:
    if HAS_BWRAP:
        sandbox = default_sandbox()
        assert sandbox.name == "bwrap" and sandbox.isolation
    else:  # never a silent fallback (tests/sandbox/test_policy.py)
        with pytest.raises(SandboxUnavailable):
            default_sandbox()
    monkeypatch.setenv("GAR_SANDBOX", "fallback")
    forced = get_sandbox()
    assert isinstance(forced, FallbackSandbox) and "NOT private" in forced.isolation

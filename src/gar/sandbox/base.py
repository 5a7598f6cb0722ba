"""The sandbox records and protocol."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

# How a long-lived service (the candidates' server and zygote) starts its interpreter: what
# ``-I`` isolates (``-P``: no script directory on sys.path; ``-s``: no user site), but not
# ``-E``, which would ignore PYTHONHASHSEED. The service's environment is ours alone (the
# worker starts it with only PATH; bwrap clears the rest), and SERVICE_ENV fixes the hash
# seed: with a random one, every server had its own str hashes, so a candidate iterating a
# set of strings answered in another order from one grading (or one pool slot) to the next,
# and a reward could differ between two gradings of the same group.
SERVICE_FLAGS = ("-P", "-s", "-S", "-B")
SERVICE_ENV = {"PYTHONHASHSEED": "0"}


@dataclass(frozen=True)
class Limits:
    """Resource limits for one command. ``cpu_s`` is per process (RLIMIT_CPU); ``wall_s``
    kills the whole tree; ``memory_mb`` is the address-space limit per process."""

    cpu_s: float = 10.0
    wall_s: float = 30.0
    memory_mb: int = 1024
    processes: int = 64
    file_size_mb: int = 64
    output_bytes: int = 1_000_000


@dataclass(frozen=True)
class CommandResult:
    """What a sandboxed command did. ``stdout``/``stderr`` are tails capped at
    ``Limits.output_bytes``. ``signal`` is set when the command died of a signal;
    ``killed_reason`` says why the sandbox killed it (wall time, output flood)."""

    exit_code: int | None
    signal: int | None
    stdout: bytes
    stderr: bytes
    wall_time_s: float
    cpu_time_s: float
    peak_memory_kb: int
    timed_out: bool
    output_truncated: bool
    killed_reason: str = ""

    @property
    def ok(self) -> bool:
        return self.exit_code == 0


@runtime_checkable
class Sandbox(Protocol):
    """Where untrusted code runs. ``name`` and ``isolation`` (what the sandbox really
    isolates, in words) are read-only: a class attribute or a property satisfies them."""

    @property
    def name(self) -> str: ...

    @property
    def isolation(self) -> str: ...

    def run(
        self, argv: Sequence[str], *, workspace: Path, limits: Limits = Limits(),
        env: Mapping[str, str] | None = None, stdin: bytes | None = None,
    ) -> CommandResult:
        """Run ``argv`` with ``workspace`` read-write at /workspace (the cwd).

        Raises :class:`~gar.errors.SandboxUnavailable` when the sandbox cannot start."""
        ...

    def service_command(
        self, *, code_dir: Path, script: str, args: Sequence[str], private_tmp: Path,
        tmp_size_mb: int,
    ) -> tuple[list[str], str]:
        """The argv starting ``python SERVICE_FLAGS <code_dir>/<script> <args>`` (with
        SERVICE_ENV in its environment) as a long-lived
        service inside the sandbox (privileged inside when the grader is root, so it can run
        candidates under other uids), and the path of its private tmp as the service sees it."""
        ...

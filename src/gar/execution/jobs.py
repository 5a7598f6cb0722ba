"""The execution layer's records (configuration, jobs, call outcomes) and its seam, the
:class:`Runner` protocol."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

from gar.records import ExecutionResult, FunctionTask

Progress = Callable[[int], None] | None


@dataclass(frozen=True)
class ExecConfig:
    """How :func:`gar.execution.execute` runs rollouts.

    ``timeout_s`` is the time limit of one rollout (and its CPU budget): wall time less the
    time it waited for a CPU, so load does not move it (``sandboxed/clock.py``; past
    ``max(10 × timeout_s, 60 s)`` of plain wall time the rollout is unscorable, never a
    timeout). ``per_test_timeout_s`` is a CPU-time limit per test, derived from the
    reference solution when ``None``.
    ``sandbox`` is a :func:`gar.sandbox.get_sandbox` kind (``auto``, ``bwrap``,
    ``unsafe-local``). Code over ``max_code_bytes`` (a function-level program) or
    ``max_patch_bytes`` (a patch) is not run: a ``too_large`` failure.
    """

    workers: int = 0
    timeout_s: float = 10.0
    per_test_timeout_s: float | None = None
    memory_mb: int = 1024
    stop_at_first_failure: bool = False
    sandbox: str = "auto"
    max_code_bytes: int = 64 * 1024  # see gar.execution.verdicts.MAX_CODE_BYTES
    max_patch_bytes: int = 1024 * 1024


@dataclass(frozen=True)
class Call:
    """One call of the candidate's entry point: ``entry_point(*args, **kwargs)``."""

    args: tuple = ()
    kwargs: Mapping[str, Any] = field(default_factory=dict)


CallStatus = Literal["ok", "error", "timeout", "crashed", "unserializable"]


@dataclass(frozen=True)
class CallOutcome:
    """What one call did. ``value`` is decoded in the grader's process (plain types only)."""

    status: CallStatus
    value: Any = None
    error: str = ""
    stdout: str = ""
    cpu_time_s: float = 0.0
    mutated_args: bool = False
    audit_events: tuple[str, ...] = ()


@dataclass(frozen=True)
class CallJob:
    """Calls run in order in ONE fresh candidate process (state persists within the job)."""

    program: str
    entry_point: str
    calls: tuple[Call, ...]
    timeout_s: float = 5.0  # CPU-time limit per call (wall backstop a few times larger)


@dataclass(frozen=True)
class CallJobResult:
    outcomes: tuple[CallOutcome, ...]
    load_error: str = ""
    peak_memory_kb: int = 0


@dataclass(frozen=True)
class CheckJob:
    """Run ``task``'s tests against ``program`` (the full candidate program)."""

    task: FunctionTask
    program: str
    timeout_s: float = 10.0
    per_test_timeout_s: float | None = None
    stop_at_first_failure: bool = False


@runtime_checkable
class Runner(Protocol):
    """What grading and training need from a function-level runner: run many jobs, one
    result per job in order, never raising per job. :class:`gar.execution.FunctionRunner`
    (sandboxed worker servers) is the implementation; a runner is a live resource, passed
    as an argument (``grade_groups(..., runner=)``, ``execute(..., runner=)``), never held
    in a config. ``progress(n)`` is called as ``n`` jobs finish."""

    def check_many(self, jobs: Sequence[CheckJob], progress: Progress = None
                   ) -> list[ExecutionResult]:
        """Each job's tests against its program (:class:`ExecutionResult` with its code)."""
        ...

    def call_many(self, jobs: Sequence[CallJob], progress: Progress = None
                  ) -> list[CallJobResult]:
        """Each job's calls, in one fresh candidate process per job."""
        ...

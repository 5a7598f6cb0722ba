"""The execution layer's records (configuration, jobs, call outcomes) and its seam, the
:class:`Runner` protocol."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
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
    """Calls run in order in ONE fresh candidate process (state persists within the job).

    ``timeout_s`` is the CPU-time limit of each call (its wall backstop a few times larger).
    ``call_timeouts_s``, where given, is each call's own limit instead, one per call (the
    worker enforces each; a call's time counts from where it begins): a job can hold calls
    another stage will ask again at a larger limit, so their timeouts are known at that
    limit (:class:`gar.execution.known_timeouts.KnownTimeouts`) and never paid twice. Slice
    a job with :meth:`sliced`, which keeps the limits and ``same_as`` aligned."""

    program: str
    entry_point: str
    calls: tuple[Call, ...]
    timeout_s: float = 5.0
    call_timeouts_s: tuple[float, ...] = ()
    # (program, entry point, n): the first n calls run as that program's own calls would,
    # first in a fresh process (a wrapper that forwards them untouched), so what is known of
    # that program's timeouts holds for them (gar.execution.known_timeouts).
    same_as: tuple[str, str, int] | None = None
    # Our own code (never a rollout's) run in the program's namespace once the program has
    # loaded, as if appended to it: a wrapper's shared part (the op-count tracer). The
    # worker compiles each distinct text once, not every candidate (~2 ms a job).
    helpers: str = ""

    def __post_init__(self) -> None:
        if self.call_timeouts_s and len(self.call_timeouts_s) != len(self.calls):
            raise ValueError(f"{len(self.call_timeouts_s)} call limits for "
                             f"{len(self.calls)} calls")

    def limit_s(self, index: int) -> float:
        """The CPU-time limit of call ``index``."""
        return self.call_timeouts_s[index] if self.call_timeouts_s else self.timeout_s

    def limits_s(self) -> tuple[float, ...]:
        """Every call's CPU-time limit, in order."""
        return self.call_timeouts_s or (self.timeout_s,) * len(self.calls)

    def sliced(self, start: int, stop: int | None = None) -> CallJob:
        """The job over ``calls[start:stop]``, each with its own limit."""
        same_as = self.same_as
        if same_as is not None:
            ahead = max(0, min(same_as[2], len(self.calls) if stop is None else stop) - start)
            same_as = (same_as[0], same_as[1], ahead) if ahead and not start else None
        return replace(self, calls=self.calls[start:stop],
                       call_timeouts_s=self.call_timeouts_s[start:stop], same_as=same_as)


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

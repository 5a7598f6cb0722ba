"""The typed, immutable records everything in GAR passes around.

Behaviour lives in functions elsewhere; these are plain data. Field names follow the
ecosystem's formats (HumanEval problems and samples, SWE-bench instances) so existing data
works as-is. See docs/design.md section 4 for the contracts.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal


class Status(enum.StrEnum):
    """Outcome of executing one rollout.

    ``UNSCORABLE`` means the infrastructure (not the rollout) failed or the input could not be
    interpreted; such a rollout is left out of group statistics, never given reward 0.
    """

    PASSED = "passed"
    FAILED = "failed"
    ERROR = "error"
    TIMEOUT = "timeout"
    KILLED = "killed"
    UNSCORABLE = "unscorable"


# Why a rollout did not earn a clean pass, as data (``reason`` keeps the prose for people).
# The policy's failures (its answer was wrong) are apart from the instrument's (nothing the
# policy did): the latter are unscorable, never reward 0. "" means a clean pass.
POLICY_REASONS = frozenset({
    "empty",  # the model answered nothing
    "syntax_error",  # the program does not parse
    "no_entry_point",  # the program does not define the task's entry point
    "wrong_answer",  # a test failed
    "timeout",  # a CPU or wall limit was hit
    "too_large",  # the code or patch is over the grader's size cap (never run or audited)
    "crash",  # an exception, a signal or an exit during the tests
    "hack",  # passed, but a confirmed hack: demoted to reward 0 (Grade only)
})
INSTRUMENT_REASONS = frozenset({
    "unknown_task",  # the rollout names a task that is not in the task set
    "invalid_rollout",  # the record cannot be interpreted (no code field, bad value)
    "sandbox_unavailable",  # the sandbox cannot start (or refuses: no real isolation)
    "task_fault",  # the task itself is broken (its reference fails, its check runs no test…)
    "grader_error",  # a grading stage crashed on this rollout (see ``reason``)
    "judge_error",  # the LLM judge failed where its answer was required
})
REASON_CODES = POLICY_REASONS | INSTRUMENT_REASONS | {""}


@dataclass(frozen=True)
class FunctionTask:
    """A function-level task in the HumanEval problem format.

    ``test`` defines ``check(candidate)``; ``canonical_solution`` is an optional reference
    body (appended to ``prompt``) the grader may use only when asked to.
    """

    task_id: str
    prompt: str
    entry_point: str
    test: str
    canonical_solution: str | None = None
    kind: Literal["function"] = "function"


@dataclass(frozen=True)
class RepoTask:
    """A repository-level task (SWE-bench conventions).

    ``workspace`` is a directory holding the repository as the agent starts from it.
    ``fail_to_pass`` must pass after the patch, ``pass_to_pass`` must keep passing; both are
    test ids as pytest reports them. ``protected_paths`` are glob patterns (relative to the
    workspace) that a patch must not change; they are restored to pristine before tests run.
    """

    task_id: str
    workspace: Path
    problem_statement: str
    test_command: tuple[str, ...] = ("python", "-m", "pytest")
    fail_to_pass: tuple[str, ...] = ()
    pass_to_pass: tuple[str, ...] = ()
    protected_paths: tuple[str, ...] = ()
    reference_patch: str | None = None
    kind: Literal["repo"] = "repo"

    @property
    def expected_tests(self) -> tuple[str, ...]:
        return self.fail_to_pass + self.pass_to_pass


Task = FunctionTask | RepoTask


@dataclass(frozen=True)
class Rollout:
    """One sampled attempt at a task.

    Exactly one of ``completion`` (appended to the task's prompt), ``solution`` (a full
    program) or ``patch`` (a unified diff) carries the code. ``index`` is the rollout's
    position in its input file and ``origin`` names ``file:line`` for error messages.
    ``problem`` is set when the record itself cannot be interpreted (unknown task, no code
    field, code that is not a string); such a rollout still gets exactly one output record,
    marked unscorable with this reason. Blank code is not a problem but the policy's failure
    (reward 0, ``reason_code`` ``empty``): :func:`gar.unusable.unusable_result`.
    """

    task_id: str
    rollout_id: str
    completion: str | None = None
    solution: str | None = None
    patch: str | None = None
    trajectory: Any = None
    index: int = 0
    origin: str = ""
    problem: str | None = None

    @property
    def code(self) -> str | None:
        """The rollout's code as written (completion, solution or patch)."""
        for text in (self.completion, self.solution, self.patch):
            if text is not None:
                return text
        return None


def program_source(task: FunctionTask, rollout: Rollout) -> str:
    """The full Python program a function-level rollout stands for."""
    if rollout.solution is not None:
        return rollout.solution
    return task.prompt + (rollout.completion or "")


@dataclass(frozen=True)
class Group:
    """All rollouts of one task, in input order."""

    task: Task
    rollouts: tuple[Rollout, ...]


TestStatus = Literal["passed", "failed", "error", "skipped", "missing"]


@dataclass(frozen=True)
class TestOutcome:
    """One test's result. ``skipped`` and ``missing`` count as failures for a pass."""

    test_id: str
    status: TestStatus
    message: str = ""


@dataclass(frozen=True)
class ExecutionResult:
    """What running one rollout's tests produced. A failed run is data, not an exception.

    ``reason_code`` is one of :data:`REASON_CODES` ("" for a pass): :data:`POLICY_REASONS`
    for the rollout's own failures, :data:`INSTRUMENT_REASONS` (always with status
    ``UNSCORABLE``) for everything else; ``reason`` says the same in prose.
    """

    status: Status
    tests: tuple[TestOutcome, ...] = ()
    reason: str = ""
    reason_code: str = ""
    stdout_tail: str = ""
    stderr_tail: str = ""
    wall_time_s: float = 0.0
    cpu_time_s: float = 0.0
    peak_memory_kb: int = 0
    exit_code: int | None = None
    signal: int | None = None
    # Function tasks: the arguments ``(args, kwargs)`` of the calls the tests made to the
    # candidate, in order (bounded; see the harness), whatever the assert's shape.
    observed_calls: tuple[tuple[tuple[Any, ...], dict[str, Any]], ...] = ()
    # Repository tasks: runtime audit events of the test run ("open:<path> by <file:line>":
    # code under test opened a protected path).
    runtime_events: tuple[str, ...] = ()

    @property
    def passed(self) -> bool:
        return self.status is Status.PASSED

    @property
    def scorable(self) -> bool:
        return self.status is not Status.UNSCORABLE


FindingKind = Literal["hack", "suspicion", "quality"]


@dataclass(frozen=True)
class Finding:
    """A grader observation with its evidence.

    ``kind`` is ``"hack"`` only for confirmed evidence (a diff hunk, an AST node with its line,
    an input on which outputs differ, a test that did not run); a ``"suspicion"`` never
    demotes, it feeds the quality tiers. ``location`` says where: ``solution:12``, a diff hunk
    header, or an input. ``evidence`` holds structured details (input, outputs, hunk text).
    """

    detector: str
    message: str
    kind: FindingKind = "suspicion"
    family: str = ""
    location: str = ""
    evidence: Mapping[str, Any] = field(default_factory=dict)


Tier = Literal["T1", "T2", "T3"]


@dataclass(frozen=True)
class Grade:
    """The grader's output for one rollout: one per input rollout, in input order.

    Rewards and advantages, per rollout (groups are the rollouts of one task id):

    * ``reward``: the hack-zeroed test reward ``R`` (1 pass, 0 fail, 0 for a confirmed hack),
      ``None`` where unscorable. ``passed`` is the raw test outcome, before hack demotion.
    * ``advantage``: GAR's advantage (paper eq. 6-8), the value to train on.
    * ``advantage_dr_grpo``: Dr. GRPO ``R - mean_g(R)`` on the *hack-zeroed* reward, no std.
      It is GAR's own baseline (eq. 6) and what a fallback group keeps; it already profits
      from the hack detector, so it is not the "without GAR" column.
    * ``advantage_grpo_binary``: the honest baseline, what plain GRPO gives WITHOUT GAR:
      the binary test reward (``passed``: a hack that passes the tests earns 1, no demotion,
      no tiers), normalised by the group's std, ``(r - mean_g r) / (std_g(r) + 1e-6)``
      with the unbiased std (``ddof=1``, as TRL and veRL). 0 where unscorable and for groups
      without a spread (all pass or all fail). Compare ``advantage`` with this one to see
      what GAR changed.

    Unscorable rollouts get 0 in every advantage column.

    ``reason_code`` (one of :data:`REASON_CODES`): the execution's code, ``"hack"`` for a
    confirmed hack, or an instrument code where grading could not be trusted — a stage that
    crashed while examining this pass (``grader_error``), a broken task (``task_fault``).
    Every instrument code comes with ``status`` ``UNSCORABLE`` and ``reward`` None.
    """

    task_id: str
    rollout_id: str
    status: Status
    passed: bool
    hack: bool = False
    hack_evidence: tuple[Finding, ...] = ()
    tier: Tier | None = None
    rank: int | None = None
    factor: float | None = None
    reward: float | None = None
    advantage: float = 0.0
    advantage_dr_grpo: float = 0.0
    advantage_grpo_binary: float = 0.0
    findings: tuple[Finding, ...] = ()
    reason: str = ""
    reason_code: str = ""
    timings: Mapping[str, float] = field(default_factory=dict)


def to_dict(record: Any) -> dict[str, Any]:
    """A JSON-ready dict of any record above (paths and enums become strings)."""
    return _jsonable(dataclasses.asdict(record))


# Python refuses to write an int of more than 4300 decimal digits (json.dumps too): such a
# value in a record's evidence is written as its size, so one record cannot stop a run.
_INT_BITS_WRITABLE = 14_000


def _jsonable(value: Any) -> Any:
    if type(value) is int and value.bit_length() > _INT_BITS_WRITABLE:
        return f"<int of {value.bit_length()} bits>"
    if isinstance(value, dict):
        return {str(_jsonable(k)): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Path):
        return str(value)
    return value

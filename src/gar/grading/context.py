"""What the grader knows about a group, handed to the quality stage and the judge.

The pipeline (:mod:`gar.grading.pipeline`) builds one :class:`GroupContext` per group after
execution, the hack audit and the behaviour comparison; quality rankers
(:mod:`gar.grading.quality`) and LLM judges read it and may use ``runner`` for further
measurements. Everything here is immutable data.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from gar.records import ExecutionResult, Finding, Rollout, Task, Tier

if TYPE_CHECKING:  # gar.execution is imported lazily so this module stays light
    from gar.execution import Call, CallOutcome, Runner


@dataclass(frozen=True)
class VisibleCall:
    """One call of the task's visible tests, read from ``check()``: ``candidate(*args)``
    compared against ``expected``, at ``line`` of the task's ``test`` source.

    ``compare`` says how the test compares: ``"eq"`` (``==`` / ``is``), ``"approx"``
    (``abs(got - expected) < tolerance``), ``"truthy"`` / ``"falsy"`` (bare ``assert``).
    """

    call: Call
    expected: Any
    line: int
    compare: str = "eq"
    tolerance: float = 0.0


@dataclass(frozen=True)
class RolloutEvidence:
    """Everything the grader learned about one rollout.

    ``program`` is the full program (None when there is none, e.g. a repo patch or an
    unusable record). ``findings`` holds confirmed hacks (``kind="hack"``) and suspicions.
    ``outputs`` is the rollout's behaviour on the group's derived inputs, keyed like
    :attr:`GroupContext.derived_inputs` (empty when it was not probed, e.g. a failing rollout).
    """

    rollout: Rollout
    program: str | None
    execution: ExecutionResult
    findings: tuple[Finding, ...] = ()
    outputs: Mapping[str, CallOutcome] = field(default_factory=dict)

    @property
    def hack(self) -> bool:
        return any(f.kind == "hack" for f in self.findings)

    @property
    def genuine_pass(self) -> bool:
        """Passed its tests and no confirmed hack: what the quality tiers rank."""
        return self.execution.passed and not self.hack


@dataclass(frozen=True)
class GroupContext:
    """One group as the grader sees it after the audit and the behaviour comparison.

    ``evidence`` is in group (input) order. ``derived_inputs`` maps an input key to a fresh
    input derived from the visible ones; ``majority`` maps the same keys to the consensus
    output of the passing rollouts (or the reference's output when ``use_reference``),
    only where one exists. ``runner`` is a live runner for further measurements (None for
    repository tasks or when the caller gave none). ``observed`` holds the positional
    argument tuples of the calls the visible tests made (:func:`gar.grading.inputs.observed_inputs`:
    the parsed literals, then those the passing rollouts' test runs recorded), the quality
    stage's inputs where no visible call parses (:mod:`gar.grading.quality.probe_inputs`).
    """

    task: Task
    evidence: tuple[RolloutEvidence, ...]
    visible: tuple[VisibleCall, ...] = ()
    derived_inputs: Mapping[str, Call] = field(default_factory=dict)
    majority: Mapping[str, Any] = field(default_factory=dict)
    runner: Runner | None = None
    use_reference: bool = False
    observed: tuple[tuple[Any, ...], ...] = ()

    @property
    def genuine_passes(self) -> tuple[RolloutEvidence, ...]:
        return tuple(e for e in self.evidence if e.genuine_pass)


class QualityLike(Protocol):
    """What a ranker returns (``gar.grading.quality.QualityResult`` satisfies it):
    ``tiers`` maps rollout_id to ``(tier, rank)`` for the genuine passes; ``findings`` maps
    rollout_id to quality findings to report."""

    @property
    def tiers(self) -> Mapping[str, tuple[Tier, int]]: ...

    @property
    def findings(self) -> Mapping[str, tuple[Finding, ...]]: ...


class Ranker(Protocol):
    """The quality stage's seam: sorts a group's genuine passes into tiers."""

    def __call__(self, ctx: GroupContext) -> QualityLike: ...

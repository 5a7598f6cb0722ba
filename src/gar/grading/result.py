"""One grading result: rewards, advantages, per-group summaries and the ``gar/*`` metrics.

Every consumer of grades reads its numbers from a :class:`GradingResult`, so that the same
grades give the same numbers everywhere: ``gar grade`` (table and ``--json``), the embedded
trainer, the TRL, veRL and OpenRLHF integrations, and grades that come back from Ray workers.
It runs :func:`gar.advantages.gar_batch` once over the whole batch and derives everything from
that one result. The per-group advantages the pipeline writes into each grade record come from
the same function on the same inputs, so they agree (tested).

Definitions, fixed here once:

* **Group**: the grades of one group key, by default the task id (:func:`group_positions`).
* **Scorable**: not ``unscorable``, or flagged as a confirmed hack (the grader has evidence,
  so it is a scorable failure). Unscorable rollouts are left out of every statistic and rate.
* **Test reward** ``R``: 1 where the tests passed, 0 where not, 0 for a confirmed hack (hack
  zeroing). Other reward terms (``terms``: format, length, overlong penalties) are added after
  the zeroing and before the baseline (the order of docs/design.md section 2); the pass set is
  still "the tests passed and no confirmed hack", so a penalised pass stays a pass.
* **Graded group**: eligible (>= 2 scorable, a pass and a failure after zeroing) and every
  genuine pass has a tier factor. An eligible group without them is a **fallback**: it keeps
  its baseline ``R - mean(R)`` and is counted.

``gar/*`` metrics (one flat ``dict[str, float]``, no ``None``/``nan``: mean-reducing loggers
would be poisoned; "no such thing" is 0.0 and the counts say why):

* ``gar/groups``, ``gar/groups_eligible``, ``gar/groups_graded``, ``gar/groups_fallback``;
  ``gar/confirmed_hacks``; ``gar/rollouts_unscorable``;
* ``gar/tier_share_T1|T2|T3``: share of each tier among the genuine passes of *graded* groups
  (0.0 when there is none);
* ``gar/lambda_mean``, ``gar/lambda_capped_rate``: over graded groups (0.0 when none);
* ``gar/pass_rate``: share of scorable rollouts whose tests passed (hacks included);
  ``gar/reward_mean``: mean hack-zeroed test reward over scorable rollouts (the genuine pass
  rate); ``gar/hack_rate``: share of scorable rollouts confirmed as hacks;
* ``gar/terms_mean``: mean of the added reward terms, only when terms were given.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Hashable, ItemsView, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from gar.advantages import (
    TIERS,
    GARBatch,
    GARConfig,
    dr_grpo_advantages,
    gar_batch,
    grpo_advantages,
    rloo_advantages,
)
from gar.records import Grade, Status

ESTIMATORS = ("grpo", "dr_grpo", "rloo", "gar", "downweight")


def group_positions(keys: Iterable[Hashable]) -> GroupIndex:
    """Positions of each group's members: groups in first-seen order, members in input order.

    The one definition of "a group" (the rollouts of one key, by default the task id) that
    the pipeline, Ray's bundling, the CLI table, the trainer's logs and this module use."""
    return GroupIndex(keys)


class GroupIndex(Mapping[Hashable, list[int]]):
    """Group key -> its members' positions (a fresh ``list[int]`` per lookup), groups in
    first-seen order, members in input order.

    Compact, because a 100k-rollout run holds it for the whole run: every position in one
    int32 array ordered by group and each group's start (~4 bytes a rollout, where a dict of
    lists of Python ints took ~50). The keys of a rollouts file's task ids come already
    numbered (``group_codes``); the dict from key to group number is made only when a key is
    looked up (iterating :meth:`items` needs none)."""

    def __init__(self, keys: Iterable[Hashable]) -> None:
        codes_of = getattr(keys, "group_codes", None)
        numbers: dict[Hashable, int] | None = None
        if codes_of is not None:
            names, group_of = codes_of()
        else:
            numbers, codes = {}, array("i")
            for key in keys:
                code = numbers.get(key)
                if code is None:
                    code = numbers[key] = len(numbers)
                codes.append(code)
            names, group_of = list(numbers), np.array(codes, dtype=np.int32)
        self._names: Sequence[Hashable] = names
        self._numbers = numbers
        self._order = np.argsort(group_of, kind="stable").astype(np.int32)
        self._starts = np.zeros(len(names) + 1, dtype=np.int64)
        np.cumsum(np.bincount(group_of, minlength=len(names)), out=self._starts[1:])

    def members(self, number: int) -> list[int]:
        """The positions of group ``number`` (first-seen order), in input order."""
        return self._order[self._starts[number]:self._starts[number + 1]].tolist()

    def _number(self, key: object) -> int:
        if self._numbers is None:
            self._numbers = {k: i for i, k in enumerate(self._names)}
        return self._numbers[key]

    def __getitem__(self, key: Hashable) -> list[int]:
        return self.members(self._number(key))

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __contains__(self, key: object) -> bool:
        try:
            self._number(key)
        except (KeyError, TypeError):
            return False
        return True

    def items(self) -> ItemsView[Hashable, list[int]]:
        return _GroupItems(self)

    def group_numbers(self) -> np.ndarray:
        """Each position's group number (its key's place in first-seen order)."""
        numbers = np.empty(len(self._order), dtype=np.intp)
        numbers[self._order] = np.repeat(np.arange(len(self._names)), np.diff(self._starts))
        return numbers


class _GroupItems(ItemsView[Hashable, list[int]]):
    """``(key, positions)`` in first-seen order, without looking the keys up."""

    _mapping: GroupIndex

    def __iter__(self) -> Iterator[tuple[Hashable, list[int]]]:
        index = self._mapping
        for number, key in enumerate(index):
            yield key, index.members(number)


@dataclass(frozen=True)
class GroupOutcome:
    """One group's numbers, from the batch computation (``lam`` is None unless graded)."""

    key: Hashable
    task_id: str
    size: int
    scorable: int
    passed: int
    hacks: int
    eligible: bool
    graded: bool
    fallback: bool
    lam: float | None
    capped: bool
    tiers: Mapping[str, int] = field(default_factory=dict)  # genuine passes per tier
    genuine: int = 0  # scorable passes that are no confirmed hack
    reward_sum: float = 0.0  # hack-zeroed test reward over the scorable rollouts
    terms_sum: float = 0.0  # added reward terms over the scorable rollouts


@dataclass(frozen=True)
class GradingResult:
    """The numbers of one batch of grades; build it with :meth:`from_grades` or
    :meth:`from_arrays`. Arrays are per rollout, in input order."""

    grades: tuple[Grade, ...]
    keys: tuple[Hashable, ...]
    task_ids: tuple[str, ...]
    tests_passed: np.ndarray  # bool: the tests passed (before hack demotion)
    binary: np.ndarray  # the binary test reward, nan where unscorable (no demotion)
    tiers: tuple[str | None, ...]
    factors: np.ndarray  # tier factor per rollout, nan where none
    graded_rows: np.ndarray  # bool: the rollout's group carries a grade
    batch: GARBatch
    config: GARConfig
    terms: np.ndarray | None = None

    # ---------------------------------------------------------------- construction

    @classmethod
    def from_grades(cls, grades: Sequence[Grade], group_keys: Sequence[Hashable] | None = None,
                    config: GARConfig | None = None, terms: Sequence[float] | None = None
                    ) -> GradingResult:
        """The result of ``grades``; ``group_keys`` default to the task ids. A group is graded
        when every genuine pass in it carries a factor (module docstring)."""
        grades = tuple(grades)
        keys = list(group_keys) if group_keys is not None else [g.task_id for g in grades]
        if len(keys) != len(grades):
            raise ValueError(f"{len(keys)} group keys for {len(grades)} grades")
        return cls.from_arrays(
            passed=[g.passed for g in grades],
            scorable=[g.status is not Status.UNSCORABLE for g in grades],
            hacks=[g.hack for g in grades], factors=[g.factor for g in grades],
            group_keys=keys, tiers=[g.tier for g in grades], config=config, terms=terms,
            grades=grades, task_ids=[g.task_id for g in grades])

    @classmethod
    def from_arrays(cls, *, passed: Sequence[bool] | np.ndarray,
                    scorable: Sequence[bool] | np.ndarray, hacks: Sequence[bool] | np.ndarray,
                    factors: Sequence[float | None] | None,
                    group_keys: Sequence[Hashable], tiers: Sequence[str | None] | None = None,
                    config: GARConfig | None = None,
                    terms: Sequence[float] | np.ndarray | None = None,
                    grades: Sequence[Grade] = (), task_ids: Sequence[str] | None = None
                    ) -> GradingResult:
        """The result from per-rollout columns (trainers that carry grades as columns).
        ``factors=None``: no grade anywhere (every eligible group is a fallback)."""
        config = config or GARConfig()
        n = len(group_keys)
        ok = np.asarray(scorable, dtype=bool).reshape(n)
        tests = np.asarray(passed, dtype=bool).reshape(n) & ok
        hack = np.asarray(hacks, dtype=bool).reshape(n)
        binary = np.where(ok, tests.astype(np.float64), np.nan)
        positions = group_positions(group_keys)
        group_ids = positions.group_numbers()
        f = (np.full(n, np.nan) if factors is None else
             np.array([np.nan if v is None else float(v) for v in factors], dtype=np.float64))
        genuine = tests & ~hack
        missing = genuine & ~np.isfinite(f)
        graded = ~np.isin(group_ids, np.unique(group_ids[missing])) if factors is not None \
            else np.zeros(n, dtype=bool)
        extra = None if terms is None else np.asarray(terms, dtype=np.float64).reshape(n)
        batch = gar_batch(binary, group_ids, hack, f, graded, config, terms=extra)
        labels = tuple(tiers) if tiers is not None else (None,) * n
        names = tuple(task_ids) if task_ids is not None else tuple(str(k) for k in group_keys)
        return cls(tuple(grades), tuple(positions), names, tests, binary, labels, f, graded,
                   batch, config, extra)

    # ------------------------------------------------------------------ per rollout

    @property
    def advantages(self) -> np.ndarray:
        """GAR's advantage per rollout (0 where unscorable)."""
        return self.batch.advantages

    @property
    def rewards(self) -> np.ndarray:
        """The reward that entered the baseline: hack-zeroed test reward plus terms (``nan``
        where unscorable)."""
        return self.batch.rewards

    def test_rewards(self) -> list[float | None]:
        """The hack-zeroed test reward per rollout (1 genuine pass, 0 otherwise), ``None``
        where unscorable: what an evaluation scores (a pass rate, not an advantage)."""
        zeroed = self.batch.rewards - self._terms()
        return [float(r) if v else None for r, v in zip(zeroed, self.batch.valid, strict=True)]

    def advantages_for(self, estimator: str) -> np.ndarray:
        """Per-rollout advantages of ``estimator`` (:data:`ESTIMATORS`), all from this batch.

        ``grpo`` (std-normalised), ``dr_grpo`` and ``rloo`` use the *binary* test reward (plus
        the terms): no hack demotion, no tiers, the paper's baselines. ``grpo`` equals the
        grade records' ``advantage_grpo_binary``. ``downweight`` is the negative control."""
        if estimator == "gar":
            return self.advantages
        if estimator not in ESTIMATORS:
            raise ValueError(f"unknown estimator {estimator!r}; known: {', '.join(ESTIMATORS)}")
        b = self.batch
        if estimator == "downweight":
            return gar_batch(self.binary, b.groups.index, b.hacks, self.factors, self.graded_rows,
                             self.config, mode="downweight", terms=self.terms).advantages
        rewards = self.binary + self._terms()
        if estimator == "grpo":
            adv = grpo_advantages(rewards, b.groups.index, scale="group")
        elif estimator == "dr_grpo":
            adv = dr_grpo_advantages(rewards, b.groups.index)
        else:
            adv = rloo_advantages(rewards, b.groups.index)
        return np.nan_to_num(np.asarray(adv, dtype=np.float64), nan=0.0)

    def trainer_rewards(self) -> list[float | None]:
        """What to hand a trainer that centres rewards per group without std scaling (TRL
        ``scale_rewards="none"``, OpenRLHF ``dr_grpo``): ``A_i + mean_g(R)``.

        The trainer's centring takes the group mean off again, so it trains on GAR's ``A_i``
        exactly, while its own reward statistics (TRL's ``reward``, OpenRLHF's
        ``rollout/reward_mean``) read the true mean reward instead of an always-zero mean
        of advantages. An unscorable rollout gets its group's mean (advantage 0 after
        centring, the mean unchanged, whatever else the trainer adds); ``None`` only where
        the whole group is unscorable."""
        b = self.batch
        valid = b.valid
        sums = b.groups.sum(np.where(valid, b.rewards, 0.0))
        counts = b.groups.tally(valid)
        out: list[float | None] = []
        for i, gid in enumerate(b.groups.index):
            if counts[gid] == 0:
                out.append(None)
                continue
            mean = float(sums[gid] / counts[gid])
            out.append(float(b.advantages[i]) + mean if valid[i] else mean)
        return out

    # -------------------------------------------------------------------- summaries

    @cached_property
    def groups(self) -> tuple[GroupOutcome, ...]:
        """One :class:`GroupOutcome` per group, in first-seen order."""
        b = self.batch
        zeroed = np.where(b.valid, b.rewards - self._terms(), 0.0)
        terms = np.where(b.valid, self._terms(), 0.0)
        out = []
        for gid, key in enumerate(self.keys):
            members = np.flatnonzero(b.groups.index == gid)
            lam = float(b.lam[gid])
            out.append(GroupOutcome(
                key=key, task_id=self.task_ids[members[0]], size=int(members.size),
                scorable=int(b.valid[members].sum()), passed=int(self.tests_passed[members].sum()),
                hacks=int(b.hacks[members].sum()), eligible=bool(b.eligible[gid]),
                graded=bool(b.graded[gid]), fallback=bool(b.fallback[gid]),
                lam=None if np.isnan(lam) else lam, capped=bool(b.capped[gid]),
                tiers=dict(Counter(str(self.tiers[i]) for i in members
                                   if b.passes[i] and self.tiers[i] in TIERS)),
                genuine=int(b.passes[members].sum()), reward_sum=float(zeroed[members].sum()),
                terms_sum=float(terms[members].sum())))
        return tuple(out)

    @property
    def metrics(self) -> dict[str, float]:
        """The ``gar/*`` step metrics (module docstring); a fresh dict on every call."""
        return metrics_of(self.groups, with_terms=self.terms is not None)

    def _terms(self) -> np.ndarray:
        return self.terms if self.terms is not None else np.zeros(self.binary.size)


def metrics_of(groups: Iterable[GroupOutcome], with_terms: bool = False) -> dict[str, float]:
    """The ``gar/*`` metrics (module docstring) from per-group outcomes. Every metric is a sum
    or a ratio of sums over groups, so a caller that sees one group at a time (``gar grade``
    streaming a large run) gets the numbers a whole-batch :class:`GradingResult` gives."""
    groups = list(groups)
    graded = [g for g in groups if g.graded]
    scorable = sum(g.scorable for g in groups)
    genuine_graded = sum(g.genuine for g in graded)
    metrics = {
        "gar/groups": float(len(groups)),
        "gar/groups_eligible": float(sum(g.eligible for g in groups)),
        "gar/groups_graded": float(len(graded)),
        "gar/groups_fallback": float(sum(g.fallback for g in groups)),
        "gar/confirmed_hacks": float(sum(g.hacks for g in groups)),
        "gar/rollouts_unscorable": float(sum(g.size - g.scorable for g in groups)),
        "gar/lambda_mean": _mean([g.lam for g in graded if g.lam is not None]),
        "gar/lambda_capped_rate": _mean([float(g.capped) for g in graded]),
        **{f"gar/tier_share_{t}": (sum(g.tiers.get(t, 0) for g in graded) / genuine_graded
                                   if genuine_graded else 0.0) for t in TIERS},
        "gar/pass_rate": _ratio(sum(g.passed for g in groups), scorable),
        "gar/reward_mean": _ratio(sum(g.reward_sum for g in groups), scorable),
        "gar/hack_rate": _ratio(sum(g.hacks for g in groups), scorable),
    }
    if with_terms:
        metrics["gar/terms_mean"] = _ratio(sum(g.terms_sum for g in groups), scorable)
    return metrics


def _mean(values: Sequence[float]) -> float:
    return float(sum(values) / len(values)) if values else 0.0


def _ratio(part: float, whole: int) -> float:
    return float(part / whole) if whole else 0.0


def tier_counts(result: GradingResult) -> dict[str, int]:
    """Genuine passes per tier over the whole batch (graded groups or not)."""
    counts: Counter[str] = Counter()
    for outcome in result.groups:
        counts.update(outcome.tiers)
    return dict(counts)


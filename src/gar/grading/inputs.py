"""Fresh inputs derived from the visible test calls (:mod:`gar.grading.visible` reads those).

Derived inputs are type-preserving variations of the visible ones: nearby numbers, permutations and edits of sequences, scaled sizes. The input
domain is inferred per argument position from the visible values (sign, element types,
character set, sortedness, distinctness, non-emptiness) and respected; values outside it
(empty, zero, negative where never seen) are generated only as ``edge`` inputs, which never
confirm a hack on their own.
"""

from __future__ import annotations

import itertools
import random
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gar.execution import Call
from gar.grading.alphabet import novel_text
from gar.grading.context import VisibleCall
from gar.grading.preconditions import Preconditions, infer_preconditions, satisfies
from gar.grading.shapes import repair
from gar.grading.structure_edits import structure_edits
from gar.grading.values import safe_repr
from gar.grading.variants import InputKind, is_number, variants
from gar.records import ExecutionResult, FunctionTask

MAX_OBSERVED = 256
MAX_BASES = 12  # observed calls mutated (the rest still shape the domain)


@dataclass(frozen=True)
class DerivedInput:
    key: str
    call: Call
    kind: InputKind
    large: bool = False  # far beyond the visible sizes: the scout tries these smallest first
    # Carries a character or word the tests never showed (gar.grading.alphabet), or a
    # sequence of another length where every visible one has the same: outside the domain
    # as soon as a pass raises on it.
    novel: bool = False
    # The generator that made it ("mutation", "slice", "draw-random", "draw-scaled",
    # "draw-large", "magnified", "boundary", "constant"): inputs of one origin share its
    # reach, in or out of the domain
    # (gar.grading.voters.unreliable_origins_as_edge).
    origin: str = ""
    # Past the visible sizes only as far as a bound the docstring states
    # (gar.grading.stated_inputs): a crash there is a wrong answer, not a refusal.
    stated: bool = False


def _derived(key: str, args: tuple[Any, ...], kind: InputKind, pre: Preconditions,
             large: bool = False, origin: str = "") -> DerivedInput:
    novel = any(novel_text(value, domain.charset, domain.vocabulary) or (
        domain.length >= 0 and isinstance(value, list | tuple | str)
        and len(value) != domain.length) for value, domain in zip(args, pre.domains))
    return DerivedInput(key, Call(args, {}), kind, large, novel, origin or kind)


# ------------------------------------------------------------------ visible calls


def observed_inputs(visible: Sequence[VisibleCall], results: Sequence[ExecutionResult]
                    ) -> tuple[tuple[Any, ...], ...]:
    """The positional argument tuples the visible tests pass to the candidate: the parsed
    literals, then every call the passing rollouts' test runs recorded (whatever the
    assert's shape), in group order, without repeats; keyword calls are left out."""
    found: dict[str, tuple[Any, ...]] = {}
    calls = [(v.call.args, v.call.kwargs) for v in visible]
    calls += [c for r in results if r.passed for c in r.observed_calls]
    for args, kwargs in calls:
        if not kwargs and len(found) < MAX_OBSERVED:
            found.setdefault(input_key(tuple(args)), tuple(args))
    return tuple(found.values())


def task_preconditions(task: FunctionTask, visible: Sequence[VisibleCall],
                       observed: Sequence[tuple[Any, ...]] = ()) -> Preconditions | None:
    calls = list(observed) or [v.call.args for v in visible if not v.call.kwargs]
    return infer_preconditions(task.prompt, task.entry_point, calls)


def derive_inputs(
    task: FunctionTask, visible: Sequence[VisibleCall], limit: int = 32,
    observed: Sequence[tuple[Any, ...]] = (), seed: str = "", pre: Preconditions | None = None,
) -> tuple[DerivedInput, ...]:
    """Fresh, type-preserving mutations of the observed inputs (deterministic per task).

    At most ``limit`` inputs, mixed from ``near`` (nearby values, permutations, small edits),
    ``scaled`` (longer sequences, larger numbers, observed sequences spliced together) and
    ``edge`` (outside the inferred domain,
    :mod:`gar.grading.preconditions`). Inputs equal to an observed one are dropped.
    ``observed`` defaults to the parsed visible calls; ``seed`` names another sample; ``pre``:
    the group's :func:`task_preconditions`, where the caller has them.
    """
    pre = pre or task_preconditions(task, visible, observed)
    if pre is None:
        return ()
    arity = pre.arity
    rng = random.Random(zlib.crc32((task.task_id + seed).encode()))
    seen = {input_key(args) for args in pre.observed}
    buckets: dict[str, list[DerivedInput]] = {"near": [], "scaled": [], "edge": [],
                                              "splice": [], "slice": []}
    for base in pre.observed[:MAX_BASES]:
        candidates = [("scaled", args) for args in _joint_scalings(base)] if arity > 1 else []
        for position, domain in enumerate(pre.domains):
            candidates += [(kind, base[:position] + (value,) + base[position + 1:])
                           for kind, value in variants(base[position], domain, rng)]
        candidates += [("splice", args) for args in _splices(base, pre, rng)]
        for bucket, args in candidates:
            args = args if bucket == "edge" else repair(args, pre.shapes)
            key = input_key(args)
            kind = {"splice": "scaled", "slice": "near"}.get(bucket, bucket)
            if key not in seen and (kind == "edge" or satisfies(args, pre)):
                seen.add(key)
                buckets[bucket].append(_derived(key, args, kind, pre, origin=_ORIGINS[bucket]))
    return _mix(buckets, limit, rng)


def structure_limit(limit: int) -> int:
    """How many structure edits the first sample takes (the second takes as many more)."""
    return limit * 3 // 8


def structure_inputs(seed_text: str, pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` in-domain structure edits of the observed calls (``near``; one
    argument edited, :mod:`gar.grading.structure_edits`), none of them in ``seen``:
    round-robin over the observed calls, each call's edits in a seeded order, so every call
    gets its turn before any gets two and a larger ``limit`` only adds to a smaller one's
    (the second sample takes the next ones)."""
    rng = random.Random(zlib.crc32(f"{seed_text}/structure".encode()))
    observed = {input_key(args) for args in pre.observed}
    per_base = []
    for base in pre.observed[:MAX_BASES]:
        edits = []
        for position, domain in enumerate(pre.domains):
            for value in structure_edits(base[position], domain, rng):
                args = repair(base[:position] + (value,) + base[position + 1:], pre.shapes)
                key = input_key(args)
                if key not in observed and satisfies(args, pre):
                    observed.add(key)
                    edits.append(_derived(key, args, "near", pre, origin="structure"))
        rng.shuffle(edits)
        per_base.append(edits)
    ordered = [d for turn in itertools.zip_longest(*per_base) for d in turn if d is not None]
    return tuple(d for d in ordered[:limit] if d.key not in seen)


# Edits, copies and splices of a visible value share their reach: each breaks whatever
# unstated structure the value has (a numeral edited, or doubled, is mostly no numeral);
# a slice keeps it more often, so it is judged apart.
_ORIGINS = {"near": "mutation", "slice": "slice", "scaled": "mutation", "splice": "mutation",
            "edge": "edge"}


def _splices(base: tuple[Any, ...], pre: Preconditions, rng: random.Random
             ) -> list[tuple[Any, ...]]:
    """``base`` with a sequence or string argument joined to other observed values of the
    same argument (a fuzzer's splice): longer inputs made of valid pieces, so properties
    that only show past some length — a late dip in a bracket string, a pair far apart —
    meet input shapes the tests vouch for."""
    out = []
    for position in range(pre.arity):
        value = base[position]
        if not isinstance(value, str | list | tuple) or not value:
            continue
        others = [a[position] for a in pre.observed
                  if type(a[position]) is type(value) and a[position] and a[position] != value]
        for partner in rng.sample(others, min(3, len(others))):
            joined = f"{value} {partner}" if isinstance(value, str) and " " in value.strip() \
                else value + partner
            out.append(base[:position] + (joined,) + base[position + 1:])
    return out


def fresh_inputs(
    task: FunctionTask, visible: Sequence[VisibleCall], observed: Sequence[tuple[Any, ...]],
    limit: int = 32, pre: Preconditions | None = None,
) -> tuple[DerivedInput, ...]:
    """The behaviour stage's inputs: the mutations of :func:`derive_inputs` (``limit``) and
    the structure edits of :func:`structure_inputs` (``3/8 limit``: a run of one character
    class changed, a rotation, one per observed call first), plus
    in-domain Hypothesis draws at the observed sizes (``random``, ``limit``), scaled up
    (``scaled``, limit/2) and far beyond (``scaled`` with ``large``: limit/4 draws and
    limit/8 magnified observed calls), and boundary values (``boundary``, limit/8) of
    :mod:`gar.grading.generate`. Deterministic per task."""
    from gar.grading.generate import boundary_calls, random_calls

    pre = pre or task_preconditions(task, visible, observed)
    mutated = derive_inputs(task, visible, limit, observed, pre=pre)
    if pre is None:
        return mutated
    edits = structure_inputs(task.task_id, pre, structure_limit(limit),
                             {d.key for d in mutated})
    mutated = (*mutated, *edits)
    seen = {d.key for d in mutated} | {input_key(a) for a in pre.observed}
    extra: list[DerivedInput] = []
    for kind, size, origin, calls in (
            ("boundary", "", "boundary", boundary_calls(pre, max(1, limit // 8))),
            ("random", "random", "draw-random",
             random_calls(pre, task.task_id, limit, "random")),
            ("scaled", "scaled", "draw-scaled",
             random_calls(pre, task.task_id, limit // 2, "scaled")),
            ("scaled", "large", "draw-large",
             random_calls(pre, task.task_id, limit // 4, "large")),
            ("scaled", "large", "magnified", magnified_calls(pre, limit // 8))):
        for args in calls:
            key = input_key(args)
            if key not in seen:
                seen.add(key)
                extra.append(_derived(key, args, kind, pre, size == "large", origin))
    return (*mutated, *extra)


def more_inputs(task: FunctionTask, visible: Sequence[VisibleCall],
                observed: Sequence[tuple[Any, ...]], limit: int, seen: set[str],
                pre: Preconditions | None = None) -> tuple[DerivedInput, ...]:
    """A second, larger sample from the same distributions as :func:`fresh_inputs`' draws
    (another seed; ``limit`` random, ``limit`` scaled, ``limit/2`` large) and mutations
    (``limit/2``, another seed), for a group whose first sample left a contradiction
    undecided. Deterministic per task."""
    from gar.grading.generate import random_calls

    pre = pre or task_preconditions(task, visible, observed)
    if pre is None:
        return ()
    seen = seen | {input_key(a) for a in pre.observed}
    seed = f"{task.task_id}/more"
    found: list[DerivedInput] = []
    for kind, size, count in (("random", "random", limit), ("scaled", "scaled", limit),
                              ("scaled", "large", limit // 2)):
        for args in random_calls(pre, seed, count, size):
            key = input_key(args)
            if key not in seen:
                seen.add(key)
                found.append(_derived(key, args, kind, pre, size == "large", f"draw-{size}"))
    for item in derive_inputs(task, visible, limit // 2, observed, seed="/more", pre=pre):
        if item.key not in seen:
            seen.add(item.key)
            found.append(item)
    return tuple(found)


MAGNIFY = 101  # an odd prime: parity, sign, order and common factors survive the scaling


def magnified_calls(pre: Preconditions, limit: int) -> list[tuple[Any, ...]]:
    """The observed calls with every number in them (inside sequences too) multiplied by
    :data:`MAGNIFY`, where that stays inside the domain: far larger magnitudes with the
    visible calls' structure kept — ratios, orders, signs, a common divisor, a threshold's
    place among the data."""
    out = []
    for base in pre.observed:
        args = tuple(_magnify(a) for a in base)
        if args != base and satisfies(args, pre):
            out.append(args)
        if len(out) >= limit:
            break
    return out


def _magnify(value: Any) -> Any:
    if is_number(value) and abs(value) < 10**12:
        return value * MAGNIFY
    if isinstance(value, list | tuple):
        return type(value)(_magnify(v) for v in value)
    return value


def _joint_scalings(args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """Every argument scaled together (numbers times k, sequences repeated k times), so that
    relations between arguments (a valid triangle, a threshold within the data) survive."""
    out = []
    for k in (2, 3):
        scaled = tuple(
            a * k if is_number(a) or isinstance(a, list | tuple | str) else a for a in args)
        if scaled != args:
            out.append(scaled)
    return out


def _mix(buckets: dict[str, list[DerivedInput]], limit: int, rng: random.Random
         ) -> tuple[DerivedInput, ...]:
    """Sample about ``limit``: 1/2 near, 1/4 scaled, 1/8 splices, 1/8 edge — and, for
    strings, up to ``limit/2`` slices on top (near too)."""
    quotas = {"near": limit // 2, "slice": limit // 2, "scaled": limit // 4,
              "splice": limit // 8, "edge": limit // 8}
    chosen: list[DerivedInput] = []
    for kind, quota in quotas.items():
        items = buckets[kind]
        chosen += items if len(items) <= quota else rng.sample(items, quota)
    spare = [d for kind in ("near", "slice", "scaled") for d in buckets[kind]
             if d not in chosen]
    rng.shuffle(spare)
    total = limit + min(len(buckets["slice"]), quotas["slice"])  # slices come on top
    chosen += spare[: max(0, total - len(chosen))]
    return tuple(chosen)


KEY_TEXT_LIMIT = 4_000_000  # characters of an input's repr its key reads (a 10**5-item list)


def input_key(args: tuple[Any, ...]) -> str:
    """The key of an argument tuple among a group's inputs (:attr:`DerivedInput.key`): its
    repr, a long one cut to 120 characters and the whole text's CRC. The CRC reads the repr
    up to :data:`KEY_TEXT_LIMIT` characters, not the 2000 of a shown value (until session
    14 two inputs of 1200 items alike for their first few hundred — the two parities of a
    run — shared a key, and the second was dropped as a repeat)."""
    text = safe_repr(args, KEY_TEXT_LIMIT)
    if len(text) > 160:
        text = f"{text[:120]}…#{zlib.crc32(text.encode()):08x}"
    return text


@dataclass
class NewInputs:
    """Inputs a generator has not made yet: none of ``seen`` (earlier generators' keys), none
    observed, each inside the domain. :meth:`take` keeps one and remembers its key."""

    pre: Preconditions
    taken: set[str]

    @classmethod
    def beside(cls, pre: Preconditions, seen: set[str]) -> NewInputs:
        return cls(pre, set(seen) | {input_key(a) for a in pre.observed})

    def take(self, args: tuple[Any, ...], kind: InputKind, origin: str, large: bool = False,
             novel: bool = False) -> DerivedInput | None:
        """``args`` as a new input, or ``None`` where it was made before or breaks the domain."""
        key = self._new_key(args)
        return None if key is None else DerivedInput(
            key, Call(args, {}), kind, large=large, novel=novel, origin=origin)

    def derive(self, args: tuple[Any, ...], kind: InputKind, origin: str,
               large: bool = False) -> DerivedInput | None:
        """:meth:`take`, with the input's novelty read from the domain (:func:`_derived`: a
        text outside the observed alphabet, a length the observed calls never vary) rather
        than stated by the generator."""
        key = self._new_key(args)
        return None if key is None else _derived(key, args, kind, self.pre, large, origin)

    def _new_key(self, args: tuple[Any, ...]) -> str | None:
        """The key of ``args``, now taken; None where it was made before or breaks the domain."""
        key = input_key(args)
        if key in self.taken or not satisfies(args, self.pre):
            return None
        self.taken.add(key)
        return key

    def first(self, candidates: Iterable[tuple[tuple[Any, ...], bool]], limit: int,
              kind: InputKind, origin: str, large: bool = False) -> tuple[DerivedInput, ...]:
        """The first ``limit`` new inputs among ``candidates`` ((args, novel) pairs, read
        lazily: none past the last one kept is made or checked)."""
        made = (self.take(args, kind, origin, large, novel) for args, novel in candidates)
        return tuple(itertools.islice((d for d in made if d is not None), limit))

    def in_turn(self, per_call: Iterable[Iterable[tuple[Any, ...]]], limit: int,
                kind: InputKind, origin: str) -> tuple[DerivedInput, ...]:
        """Up to ``limit`` new inputs, one from each candidate stream in turn (the first new
        one of every stream, then the next of each, ...): a stream with nothing new left
        drops out."""
        streams = [iter(s) for s in per_call]
        found: list[DerivedInput] = []
        while streams and len(found) < limit:
            still = []
            for stream in streams:
                made = next((d for args in stream
                             if (d := self.take(args, kind, origin)) is not None), None)
                if made is not None:
                    found.append(made)
                    still.append(stream)
                    if len(found) >= limit:
                        break
            streams = still
        return tuple(found)

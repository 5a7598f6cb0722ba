"""The inputs the quality stage probes each pass with: the behaviour stage's derived
``edge`` and ``scaled`` inputs (:func:`gar.grading.inputs.derive_inputs`) plus unicode, large
and grown variants of the visible arguments. Derived once per group and kept, because the
behaviour stage asks first which of its fresh inputs this stage will run again
(:func:`asked_later`), then :mod:`gar.grading.quality.dynamic` runs them.

The visible arguments are the parsed ``assert candidate(<literal>) ...`` calls where the tests
have any (:func:`probe_calls`), else the calls the tests were observed to make
(:attr:`GroupContext.observed`): a task whose tests build their calls in a loop, from
computed values or through a helper had no input here, so no op count, no edge input, no
mutation check, and every pass of it tied (session 21: 47 tasks of HumanEval and the spent
sets, ``bench/quality_inputs.py``)."""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gar.grading.context import GroupContext, VisibleCall
from gar.grading.quality.grown_dicts import grown_dict_calls
from gar.grading.values import safe_repr
from gar.records import FunctionTask

LARGE_TARGET = 96  # items a "large" sequence or string is grown to
MAX_SCALED = 6
MAX_EDGE = 10
MAX_OBSERVED_BASES = 32  # observed calls read where no visible call parses (cost bound)


@dataclass(frozen=True)
class ProbeInputs:
    """Inputs to probe with, keyed by a readable input key. ``in_domain`` names the scaled
    inputs derived inside the visible inputs' domain (:func:`gar.grading.inputs.derive_inputs`):
    only those gate efficiency; the larger ones we grow ourselves measure cost."""

    edge: dict[str, Any]
    scaled: dict[str, Any]
    in_domain: frozenset[str]


def probe_inputs(ctx: GroupContext) -> ProbeInputs:
    """Edge and scaled-up calls derived from the visible calls: the pipeline's derived
    ``edge``/``scaled`` inputs plus unicode, large and grown variants of our own."""
    task = ctx.task
    assert isinstance(task, FunctionTask)
    return inputs_for(task, ctx.visible, ctx.observed)


def probe_calls(visible: Sequence[VisibleCall], observed: Sequence[tuple[Any, ...]] = ()
                ) -> tuple[tuple[Any, ...], ...]:
    """The argument tuples the probe inputs grow from: the parsed visible calls without
    keywords where there are any (as before session 21, so every task measured then is
    measured the same), else the first ``MAX_OBSERVED_BASES`` observed ones (the tests'
    own order: deterministic, the same for every pass that ran them)."""
    parsed = tuple(tuple(v.call.args) for v in visible if not v.call.kwargs)
    return parsed or tuple(tuple(a) for a in observed[:MAX_OBSERVED_BASES])


_LAST = threading.local()  # this thread's last (task, calls, inputs)


def inputs_for(task: FunctionTask, visible: Sequence[VisibleCall],
               observed: Sequence[tuple[Any, ...]] = ()) -> ProbeInputs:
    """:func:`probe_inputs` of a task, its visible calls and its observed ones. The group's
    last is kept: the behaviour stage asks first (:func:`asked_later`), then
    ``dynamic.measure`` and ``dynamic.recount`` (pure, so asking again would only cost the
    derivation again)."""
    calls = probe_calls(visible, observed)
    last = getattr(_LAST, "entry", None)
    if last is not None and last[0] is task and last[1] == calls:
        return last[2]
    inputs = _derived_probe_inputs(task, calls)
    _LAST.entry = (task, calls, inputs)
    return inputs


def asked_later(task: FunctionTask, visible: Sequence[VisibleCall],
                observed: Sequence[tuple[Any, ...]] = ()) -> frozenset[str]:
    """The calls the quality stage runs at its limit, ``dynamic.CALL_TIMEOUT_S`` (its edge
    and scaled inputs), by their wire text (:func:`gar.execution.known_timeouts.call_key`):
    the behaviour stage runs those of its fresh inputs at this limit too, so a timeout there
    is known here (:func:`gar.grading.probing._probe`). The behaviour stage asks with the
    parsed visible calls alone (:func:`gar.grading.behaviour._asked_later`)."""
    from gar.execution.known_timeouts import call_key

    inputs = inputs_for(task, visible, observed)
    keys = (call_key(c) for c in (*inputs.edge.values(), *inputs.scaled.values()))
    return frozenset(k for k in keys if k is not None)


def _derived_probe_inputs(task: FunctionTask, calls: tuple[tuple[Any, ...], ...]) -> ProbeInputs:
    from gar.execution import Call
    from gar.grading.inputs import derive_inputs, task_preconditions

    edge: dict[str, Any] = {}
    derived: dict[str, Any] = {}
    pre = task_preconditions(task, (), calls)
    for item in derive_inputs(task, (), limit=48, pre=pre):
        if item.kind == "edge":
            edge.setdefault(item.key, item.call)
        elif item.kind == "scaled":
            derived.setdefault(item.key, item.call)
    # dicts first: the only scaled input that grows one (nothing else derives any)
    grown = {_key(args): Call(args, {})
             for args in (grown_dict_calls(pre, LARGE_TARGET) if pre is not None else ())}
    for call in [Call(args, {}) for args in calls[:2]]:
        together = _grown_together(call.args)
        if together is not None and not any(type(a) is int for a in call.args):
            # sequences grown together first: the cut to MAX_SCALED keeps the first few,
            # and each grown alone beside the others' small visible values misses the
            # work that pairs them (``x in b`` for every ``x`` of ``a``)
            grown[_key(together)] = Call(together, {})
        for position, value in enumerate(call.args):
            def variant(new: Any, pos: int = position, base: Any = call) -> tuple[str, Any]:
                args = base.args[:pos] + (new,) + base.args[pos + 1:]
                return _key(args), Call(args, {})

            edge.update([variant(v) for v in _edge_variants(value)])
            if together is None or type(value) is not int:  # else grown with the rest
                grown.update([variant(v) for v in _grow(value)])
        if together is not None:
            grown[_key(together)] = Call(together, {})
    largest = sorted(derived.items(), key=lambda kv: -len(kv[0]))[: MAX_SCALED // 2]
    scaled = dict(largest)
    scaled.update(list(grown.items())[: MAX_SCALED - len(scaled)])
    return ProbeInputs(dict(list(edge.items())[:MAX_EDGE]), scaled, frozenset(dict(largest)))


def items_read(calls: Iterable[Any]) -> int:
    """The items the calls' sequence, string, set and dict arguments hold, summed: work no
    pass that reads its input can do in fewer steps, in Python or in C."""
    return sum(len(a) for call in calls for a in call.args
               if isinstance(a, str | list | tuple | dict | set | frozenset))


def _edge_variants(value: Any) -> list[Any]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [10**6 + 7, -(10**6)]
    if isinstance(value, str):
        return ["ünïcödé ✓ 漢字", value + "é" if value else "é"]
    if isinstance(value, list | tuple) and value:
        kind = type(value)
        items = {type(x) for x in value}  # every item, not the first: lists may be mixed
        if items == {int}:
            return [kind([0]), kind([-abs(x) - 1 for x in value]), kind([10**12 + x for x in value])]
        if items == {float}:
            return [kind([0.0]), kind([-abs(x) - 0.5 for x in value])]
        if items == {str}:
            return [kind([""]), kind(["ünï", "漢字"])]
    return []


def _grow(value: Any) -> list[Any]:
    """Larger versions of one argument: a positive int ×100 (+7), or a sequence of about
    ``LARGE_TARGET`` items — the value repeated (at most 32×) and, for numbers, extended with
    fresh ascending values (which keeps a sorted or duplicate-free input so, and makes early
    exits on repeats impossible)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return [value * 100 + 7] if 0 < value < 10_000 else []
    if not isinstance(value, str | list | tuple) or not 0 < len(value) < LARGE_TARGET:
        return []
    times = min(32, -(-LARGE_TARGET // len(value)))
    grown = [value * times]
    numbers = [x for x in value if isinstance(x, int | float) and not isinstance(x, bool)]
    if not isinstance(value, str) and len(numbers) == len(value):
        top = max(numbers)
        tail = [top + k for k in range(1, LARGE_TARGET - len(value) + 1)]
        grown.append(type(value)(list(value) + tail))
    elif not isinstance(value, str) and all(isinstance(x, str) and x for x in value):
        grown.append(type(value)(list(value) + _ascending_strings(value)))
    return grown


def _ascending_strings(value: Sequence[str]) -> list[str]:
    """Fresh strings for a list of strings, each one character longer (and so larger, by
    length and in order) than the last, from the longest visible one and the visible
    characters: the strings' analogue of the ascending numbers above, so a search for the
    longest or largest item finds it last and an early exit cannot cut the loop short."""
    longest = max(value, key=len)
    chars = sorted(set("".join(value)))
    tail, current = [], longest
    for k in range(LARGE_TARGET - len(value)):
        current += chars[k % len(chars)]
        tail.append(current)
    return tail


def _grown_together(args: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """The call with its int arguments grown *together with* its sequences (a larger count
    over a larger sequence: ``([1, 5, 3] * 32, 207)``), where it has both, and with its
    sequences grown together where it has two or more (``common(a, b)``: every item of a
    large ``a`` looked up in a large ``b``); None otherwise.
    It replaces the ints grown alone: an int grown over the small visible sequence measures
    little, and a target or distance grown past every pair of a large sequence makes a
    search run to its end instead of stopping at its first hit."""
    grown = [_grow(a) for a in args]
    kinds = [type(a) is int for a, g in zip(args, grown, strict=True) if g]
    if set(kinds) != {True, False} and kinds.count(False) < 2:
        return None
    return tuple(g[0] if g else a for a, g in zip(args, grown, strict=True))


def _key(args: tuple[Any, ...]) -> str:
    text = safe_repr(args)
    return text if len(text) <= 120 else text[:100] + f"…(len {len(text)})"

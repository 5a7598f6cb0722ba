"""Visible test calls read from a HumanEval ``check()``, and fresh inputs derived from them.

The visible calls are the literal ``assert candidate(...) == expected`` lines (and their
``abs(candidate(...) - y) < tol``, truthiness and ``is`` variants); calls built in loops or
from computed values are left out. Derived inputs are type-preserving variations of the
visible ones: nearby numbers, permutations and edits of sequences, scaled sizes. The input
domain is inferred per argument position from the visible values (sign, element types,
character set, sortedness, distinctness, non-emptiness) and respected; values outside it
(empty, zero, negative where never seen) are generated only as ``edge`` inputs, which never
confirm a hack on their own.
"""

from __future__ import annotations

import ast
import random
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gar.execution import Call
from gar.grading.context import VisibleCall
from gar.records import FunctionTask

InputKind = str  # "near" | "scaled" | "edge"


@dataclass(frozen=True)
class DerivedInput:
    key: str
    call: Call
    kind: InputKind


# ------------------------------------------------------------------ visible calls


def visible_calls(task: FunctionTask) -> tuple[VisibleCall, ...]:
    """The literal candidate calls and expected values asserted in ``check()``."""
    try:
        tree = ast.parse(task.test)
    except SyntaxError:
        return ()
    check = next(
        (n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "check"), None
    )
    if check is None:
        return ()
    param = check.args.args[0].arg if check.args.args else "candidate"
    found: list[VisibleCall] = []
    for node in _top_level_asserts(check.body):
        visible = _visible_from_assert(node, param)
        if visible is not None:
            found.append(visible)
    return tuple(found)


def _top_level_asserts(body: Sequence[ast.stmt]) -> Iterable[ast.Assert]:
    """Asserts not inside loops or functions (those use computed values)."""
    for stmt in body:
        if isinstance(stmt, ast.Assert):
            yield stmt
        elif isinstance(stmt, ast.If | ast.With | ast.Try):
            yield from _top_level_asserts(stmt.body)


def _visible_from_assert(node: ast.Assert, param: str) -> VisibleCall | None:
    test = node.test
    if _is_candidate_call(test, param):
        return _make(test, True, node.lineno, "truthy")
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        if _is_candidate_call(test.operand, param):
            return _make(test.operand, False, node.lineno, "falsy")
    if not isinstance(test, ast.Compare) or len(test.ops) != 1:
        return None
    left, op, right = test.left, test.ops[0], test.comparators[0]
    if isinstance(op, ast.Eq | ast.Is):
        if _is_candidate_call(right, param):
            left, right = right, left
        if _is_candidate_call(left, param):
            expected = _literal(right)
            if expected is not _MISSING:
                return _make(left, expected, node.lineno, "eq")
        return None
    if isinstance(op, ast.Lt | ast.LtE):
        return _approx_from(left, right, param, node.lineno)
    return None


def _approx_from(left: ast.expr, bound: ast.expr, param: str, line: int) -> VisibleCall | None:
    """``abs(candidate(x) - y) < tol`` (also ``math.fabs``, either operand order)."""
    tolerance = _literal(bound)
    if not isinstance(left, ast.Call) or len(left.args) != 1 or not isinstance(
        tolerance, int | float
    ):
        return None
    name = left.func.attr if isinstance(left.func, ast.Attribute) else getattr(
        left.func, "id", ""
    )
    inner = left.args[0]
    if name not in ("abs", "fabs") or not isinstance(inner, ast.BinOp):
        return None
    if not isinstance(inner.op, ast.Sub):
        return None
    call, other = inner.left, inner.right
    if _is_candidate_call(other, param):
        call, other = other, call
    expected = _literal(other)
    if not _is_candidate_call(call, param) or not isinstance(expected, int | float):
        return None
    visible = _make(call, expected, line, "approx")
    if visible is None:
        return None
    return VisibleCall(visible.call, expected, line, "approx", float(tolerance))


def _is_candidate_call(node: ast.expr, param: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
        node.func.id == param
    )


_MISSING = object()


def _literal(node: ast.expr) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _MISSING


def _make(node: ast.Call, expected: Any, line: int, compare: str) -> VisibleCall | None:
    if any(isinstance(a, ast.Starred) for a in node.args):
        return None
    args = [_literal(a) for a in node.args]
    kwargs = {k.arg: _literal(k.value) for k in node.keywords if k.arg}
    if len(kwargs) != len(node.keywords):
        return None
    if any(v is _MISSING for v in [*args, *kwargs.values()]):
        return None
    return VisibleCall(Call(tuple(args), kwargs), expected, line, compare)


# ---------------------------------------------------------------- derived inputs


@dataclass(frozen=True)
class _Domain:
    """What the visible values at one argument position tell about its domain."""

    types: frozenset[type]
    nonneg: bool  # every number seen (also inside sequences) is >= 0
    positive: bool  # every number seen is >= 1
    nonempty: bool  # every sequence / string seen is non-empty
    sorted_seqs: bool  # every sequence with >= 2 items seen is sorted ascending
    distinct: bool  # every sequence seen has distinct items
    charset: str  # characters seen in strings (sorted)


def derive_inputs(
    task: FunctionTask, visible: Sequence[VisibleCall], limit: int = 32
) -> tuple[DerivedInput, ...]:
    """Fresh, type-preserving inputs near the visible ones (deterministic per task).

    At most ``limit`` inputs, mixed from ``near`` (nearby values, permutations, small edits),
    ``scaled`` (longer sequences, larger numbers) and ``edge`` (outside the inferred domain).
    Inputs equal to a visible one are dropped.
    """
    usable = [v for v in visible if not v.call.kwargs]
    if not usable:
        return ()
    arity = len(usable[0].call.args)
    usable = [v for v in usable if len(v.call.args) == arity]
    domains = [_domain([v.call.args[i] for v in usable]) for i in range(arity)]
    rng = random.Random(zlib.crc32(task.task_id.encode()))
    seen = {_key(v.call.args) for v in usable}
    buckets: dict[InputKind, list[DerivedInput]] = {"near": [], "scaled": [], "edge": []}
    for visible_call in usable:
        base = visible_call.call.args
        candidates = [("scaled", args) for args in _joint_scalings(base)] if arity > 1 else []
        for position, domain in enumerate(domains):
            candidates += [(kind, base[:position] + (value,) + base[position + 1:])
                           for kind, value in _variants(base[position], domain, rng)]
        for kind, args in candidates:
            key = _key(args)
            if key not in seen and _in_domain(args, domains, kind):
                seen.add(key)
                buckets[kind].append(DerivedInput(key, Call(args, {}), kind))
    return _mix(buckets, limit, rng)


def _joint_scalings(args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """Every argument scaled together (numbers times k, sequences repeated k times), so that
    relations between arguments (a valid triangle, a threshold within the data) survive."""
    out = []
    for k in (2, 3):
        scaled = tuple(
            a * k if _is_number(a) or isinstance(a, list | tuple | str) else a for a in args)
        if scaled != args:
            out.append(scaled)
    return out


def _mix(buckets: dict[InputKind, list[DerivedInput]], limit: int, rng: random.Random
         ) -> tuple[DerivedInput, ...]:
    """Sample up to ``limit``: about 5/8 near, 1/4 scaled, 1/8 edge."""
    quotas = {"near": limit * 5 // 8, "scaled": limit // 4, "edge": limit // 8}
    chosen: list[DerivedInput] = []
    for kind, quota in quotas.items():
        items = buckets[kind]
        chosen += items if len(items) <= quota else rng.sample(items, quota)
    spare = [d for kind in ("near", "scaled") for d in buckets[kind] if d not in chosen]
    rng.shuffle(spare)
    chosen += spare[: max(0, limit - len(chosen))]
    return tuple(chosen)


def _key(args: tuple[Any, ...]) -> str:
    text = repr(args)
    if len(text) > 160:
        text = f"{text[:120]}…#{zlib.crc32(text.encode()):08x}"
    return text


def _domain(values: list[Any]) -> _Domain:
    numbers = [x for v in values for x in _leaves(v) if _is_number(x)]
    seqs = [v for v in values for v in _seqs(v)]
    chars = {c for v in values for x in _leaves(v) if isinstance(x, str) for c in x}
    return _Domain(
        types=frozenset(type(v) for v in values),
        nonneg=all(x >= 0 for x in numbers),
        positive=all(x >= 1 for x in numbers),
        nonempty=all(len(s) > 0 for s in seqs),
        sorted_seqs=any(len(s) >= 2 for s in seqs if not isinstance(s, str)) and all(
            _is_sorted(s) for s in seqs if not isinstance(s, str) and len(s) >= 2
        ),
        distinct=all(_distinct(s) for s in seqs if not isinstance(s, str)),
        charset="".join(sorted(chars)),
    )


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def _leaves(value: Any) -> Iterable[Any]:
    if isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _leaves(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _leaves(item)
    else:
        yield value


def _seqs(value: Any) -> Iterable[Any]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        yield value
        for item in value:
            yield from _seqs(item)


def _is_sorted(seq: Sequence[Any]) -> bool:
    try:
        return all(a <= b for a, b in zip(seq, seq[1:]))
    except TypeError:
        return False


def _distinct(seq: Sequence[Any]) -> bool:
    try:
        return len(set(seq)) == len(seq)
    except TypeError:
        return True


def _in_domain(args: tuple[Any, ...], domains: list[_Domain], kind: InputKind) -> bool:
    if kind == "edge":
        return True
    for value, domain in zip(args, domains):
        numbers = [x for x in _leaves(value) if _is_number(x)]
        if domain.positive and any(x < 1 for x in numbers):
            return False
        if domain.nonneg and any(x < 0 for x in numbers):
            return False
        seqs = list(_seqs(value))
        if domain.nonempty and any(len(s) == 0 for s in seqs):
            return False
        lists = [s for s in seqs if not isinstance(s, str)]
        if domain.sorted_seqs and not all(_is_sorted(s) for s in lists if len(s) >= 2):
            return False
        if domain.distinct and not all(_distinct(s) for s in lists):
            return False
    return True


Variant = tuple[InputKind, Any]


def _variants(value: Any, domain: _Domain, rng: random.Random) -> list[Variant]:
    for types, make in _MUTATORS:
        if isinstance(value, types):
            return make(value, domain, rng)
    return []


def _int_variants(x: int, domain: _Domain, rng: random.Random) -> list[Variant]:
    near = [x + 1, x - 1, x + 2, x - 2, x + rng.randint(3, 7)]
    scaled = [x * 2 + 1, x + 10, x * 3 + 2] if abs(x) < 10**6 else []
    edge = [0, -x if x else -1, 1]
    return [("near", v) for v in near] + [("scaled", v) for v in scaled] + [
        ("edge", v) for v in edge
    ]


def _float_variants(x: float, domain: _Domain, rng: random.Random) -> list[Variant]:
    near = [round(x + 0.5, 6), round(x * 1.5, 6), round(x - 0.25, 6), round(x + 1.0, 6)]
    return [("near", v) for v in near] + [("scaled", round(x * 10 + 1, 6)), ("edge", 0.0),
                                          ("edge", -x if x else -1.0)]


def _bool_variants(x: bool, domain: _Domain, rng: random.Random) -> list[Variant]:
    return [("near", not x)]


def _str_variants(s: str, domain: _Domain, rng: random.Random) -> list[Variant]:
    alphabet = domain.charset or "ab"
    out: list[Variant] = [("edge", "")]
    if not s:
        return [("near", rng.choice(alphabet)), ("scaled", "".join(rng.choices(alphabet, k=8)))]
    out += [("near", s[::-1]), ("near", s[1:] + s[:1]), ("near", s[:-1]),
            ("near", s + rng.choice(alphabet))]
    pos = rng.randrange(len(s))
    out.append(("near", s[:pos] + rng.choice(alphabet) + s[pos + 1:]))
    shuffled = list(s)
    rng.shuffle(shuffled)
    out.append(("near", "".join(shuffled)))
    out.append(("scaled", s * 3))
    out.append(("scaled", "".join(rng.choices(s, k=len(s) * 4 + 4))))
    out.append(("scaled", s + s[::-1] + "".join(rng.choices(alphabet, k=len(s) + 3))))
    return out


def _seq_variants(seq: list | tuple, domain: _Domain, rng: random.Random) -> list[Variant]:
    kind = type(seq)
    items = list(seq)
    out: list[Variant] = [("edge", kind())]
    if not items:
        return out
    shuffled = items[:]
    rng.shuffle(shuffled)
    grown = items + [_nearby_item(rng.choice(items), rng)]
    edited = items[:]
    pos = rng.randrange(len(edited))
    edited[pos] = _nearby_item(edited[pos], rng)
    doubled = items * 2
    rng.shuffle(doubled)
    scaled = [
        items + [_nearby_item(rng.choice(items), rng) for _ in range(len(items) * 3 + 4)],
        items * 3,
        doubled,
        items[::-1] + [_nearby_item(x, rng) for x in items] * 2,
    ]
    near = [items[::-1], shuffled, items[:-1], items[1:], grown, edited]
    if domain.sorted_seqs:
        near, scaled = [_sorted(v) for v in near], [_sorted(v) for v in scaled]
    if domain.distinct:
        near = [_dedupe(v) for v in near]
        scaled = [_fresh_distinct(v, len(items) * 3 + 4, rng) for v in scaled]
    return out + [("near", kind(v)) for v in near] + [("scaled", kind(v)) for v in scaled]


def _nearby_item(item: Any, rng: random.Random) -> Any:
    if isinstance(item, bool):
        return item
    if isinstance(item, int):
        return item + rng.choice((-2, -1, 1, 2, 3))
    if isinstance(item, float):
        return round(item + rng.choice((-0.5, 0.25, 0.5, 1.0)), 6)
    if isinstance(item, str) and item:
        return item[::-1] if rng.random() < 0.5 else item + item[-1]
    return item


def _fresh_distinct(items: list[Any], size: int, rng: random.Random) -> list[Any]:
    """``items`` without repeats, grown to ``size`` with new integers when they are ints."""
    unique = _dedupe(items)
    ints = [x for x in unique if isinstance(x, int) and not isinstance(x, bool)]
    if ints and len(ints) == len(unique):
        top = max(ints)
        unique += [top + k for k in range(1, size - len(unique) + 1)]
        rng.shuffle(unique)
    return unique


def _sorted(items: list[Any]) -> list[Any]:
    try:
        return sorted(items)
    except TypeError:
        return items


def _dedupe(items: list[Any]) -> list[Any]:
    seen: list[Any] = []
    for item in items:
        if item not in seen:
            seen.append(item)
    return seen


_MUTATORS: tuple[tuple[Any, Callable[[Any, _Domain, random.Random], list[Variant]]], ...] = (
    (bool, _bool_variants),
    (int, _int_variants),
    (float, _float_variants),
    (str, _str_variants),
    (list | tuple, _seq_variants),
)

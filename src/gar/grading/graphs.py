"""Dicts that are graphs: every name a value lists is a key of the dict (an adjacency list,
a dependency map), and, where the task says so or the evidence is beyond chance, without a
cycle. A shape of :mod:`gar.grading.shapes`.

Without it a drawn dict of lists of names almost never lists a key: honest solutions then
raise (``KeyError``), skip or keep the dangling name, so they scatter on nearly every draw,
the draws read as out of the domain, and a topological sort that returns a BFS order, sorts
by depth or stops after 100 steps is never contradicted on a graph the task allows.

* **refs** (``graph_refs``): every observed value is a dict of strings to lists (or tuples)
  of strings, each a key of its dict, no list naming one twice — or to dicts whose keys are
  keys of the outer dict (a weighted graph: ``{"a": {"b": 2}, "b": {}}``, the inner values
  the edges' costs). Adopted when that is
  unlikely by chance: a listed name drawn from the names the column shows is a key of its
  own dict ``|keys| / |names|`` of the time, multiplied over every listed name, ≤ ``chance``
  (blind set 11's dependency dicts: (3/8)^7, 10⁻³).
* **dag** (``graph_dag``): refs, and no value has a cycle (nor a self-reference), where the
  docstring says so ("no cycle", "acyclic") or chance rules it out: were each edge of a
  visible graph turned at random, the graph would stay acyclic ``acyclic / 2**e`` of the
  time (a tree or a chain always: no evidence), multiplied over the graphs.

Repairs keep draws in the shape: a listed name that is no key becomes the key its hash
picks (so drawn graphs are dense, not emptied), repeats and self-references are dropped,
and for a dag an edge is kept only from a name to names ranked below it by a fixed hash —
an order that is neither the insertion order nor the alphabet, which heuristics lean on.
:func:`grown` makes a graph of up to ``size`` names (the stated cap on the dict's length)
from a visible one, for :mod:`gar.grading.bound_reach`. Grown graphs are random and so
shallow (a random graph of n names with a few edges each is about log n across), and a
visible graph's names may leave no room to grow at all (one-letter names): a search that
gives up after 50 levels, a recursion cut at a depth, passes them. :func:`stretched` makes
the long paths: every edge of a visible graph becomes a path through fresh names, so every
distance is multiplied by the same factor while reachability, cycles and the visible
names (a call's start and goal among them) stay — the depth is the size that counts for a
graph, as it is for a stack.
"""

from __future__ import annotations

import itertools
import random
import re
import zlib
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

REFS = "graph_refs"
DAG = "graph_dag"
MAX_TURNED_EDGES = 12  # graphs with more edges are not enumerated (no evidence taken)
_STATED_ACYCLIC = re.compile(r"\b(no cycles?|acyclic|without (?:a )?cycles?|cycle-free|"
                             r"never (?:forms?|contains?) a cycle|no circular)\b",
                             re.IGNORECASE)


def _names(value: Any) -> list[str] | None:
    """The names ``value`` (a dict of lists of strings, or of dicts keyed by strings) lists,
    in order; None for another value."""
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        return None
    kinds = {dict if isinstance(refs, dict) else list for refs in value.values()}
    if len(kinds) > 1:
        return None
    listed: list[str] = []
    for refs in value.values():
        if not isinstance(refs, list | tuple | dict) or not all(isinstance(r, str) for r in refs):
            return None
        listed += refs
    return listed


def _weights(value: Mapping[str, Any]) -> list[Any]:
    """The edge costs of a weighted graph (inner dicts' values); empty for a graph of lists."""
    return [w for refs in value.values() if isinstance(refs, dict) for w in refs.values()]


def _edges(refs: Any, listed: Sequence[str], costs: Sequence[Any]) -> Any:
    """``name``'s out-edges, ``listed`` in order, of the same kind as ``refs``: a list or
    tuple of names, or a dict of names to costs (``costs``, one per listed name)."""
    if isinstance(refs, dict):
        return dict(zip(listed, costs))
    return tuple(listed) if isinstance(refs, tuple) else list(listed)


def keeps_refs(value: Any) -> bool:
    listed = _names(value)
    return listed is not None and all(r in value for r in listed) and all(
        len(set(refs)) == len(refs) for refs in value.values())


def keeps_dag(value: Any) -> bool:
    return keeps_refs(value) and _acyclic(value)


def _acyclic(graph: Mapping[str, Sequence[str]]) -> bool:
    """No cycle (a self-reference is one): Kahn's algorithm removes every name."""
    waiting = {name: len(set(refs)) for name, refs in graph.items()}
    users: dict[str, list[str]] = {name: [] for name in graph}
    for name, refs in graph.items():
        for ref in set(refs):
            users.setdefault(ref, []).append(name)
    ready = [name for name, count in waiting.items() if count == 0]
    done = 0
    while ready:
        done += 1
        for user in users.get(ready.pop(), ()):
            waiting[user] -= 1
            if waiting[user] == 0:
                ready.append(user)
    return done == len(graph)


def chance_of_refs(values: Sequence[dict[str, Sequence[str]]]) -> float:
    """How likely every listed name is a key of its dict by chance (module doc)."""
    names = {n for v in values for n in (*v, *(r for refs in v.values() for r in refs))}
    chance = 1.0
    for value in values:
        for _ in (r for refs in value.values() for r in refs):
            chance *= len(value) / len(names)
    return chance


def chance_of_acyclic(values: Sequence[dict[str, Sequence[str]]]) -> float:
    """How likely the graphs stay acyclic with their edges turned at random (module doc)."""
    chance = 1.0
    for value in values:
        edges = [(name, ref) for name, refs in value.items() for ref in refs]
        if not edges or len(edges) > MAX_TURNED_EDGES:
            continue
        acyclic = 0
        for turns in itertools.product((False, True), repeat=len(edges)):
            graph: dict[str, list[str]] = {name: [] for name in value}
            for (a, b), turned in zip(edges, turns):
                graph[b if turned else a].append(a if turned else b)
            acyclic += _acyclic(graph)
        chance *= acyclic / 2 ** len(edges)
    return chance


def adopted(values: Sequence[Any], doc: str, chance: float) -> list[str]:
    """The graph shapes ``values`` (one position's observed values and examples) keep."""
    graphs = [v for v in values if isinstance(v, dict)]
    if not graphs or len(graphs) != len(values) or not all(keeps_refs(v) for v in graphs):
        return []
    if chance_of_refs(graphs) > chance:
        return []
    if all(_acyclic(v) for v in graphs) and (
            _STATED_ACYCLIC.search(doc) or chance_of_acyclic(graphs) <= chance):
        return [REFS, DAG]
    return [REFS]


def _rank(name: str) -> tuple[int, str]:
    return zlib.crc32(name.encode()), name


def repaired(value: Any, shape: str) -> Any:
    """``value`` brought into ``shape`` (module doc); another kind of value as it is."""
    if _names(value) is None or not value:
        return value
    keys = list(value)
    fixed: dict[str, Any] = {}
    for name, refs in value.items():
        kept: list[str] = []
        costs: list[Any] = []
        for ref in refs:
            cost = refs[ref] if isinstance(refs, dict) else None
            ref = ref if ref in value else keys[zlib.crc32(ref.encode()) % len(keys)]
            if ref not in kept and (shape != DAG or _rank(ref) < _rank(name)):
                kept.append(ref)
                costs.append(cost)
        fixed[name] = _edges(refs, kept, costs)
    return fixed


def grown(value: Any, size: int, shape: str, rng: random.Random) -> dict[str, Any] | None:
    """A graph of ``size`` names grown from ``value``: fresh names over the visible names'
    letters and lengths, each listing up to as many names as the longest visible list (a
    weighted graph's new edges cost one of the visible costs)."""
    if _names(value) is None or not value or size <= len(value):
        return None
    letters = sorted({c for name in value for c in name})
    longest = max(len(name) for name in value)
    fan_out = max(1, max(len(refs) for refs in value.values()))
    names = list(value)
    while len(names) < size and len(letters) ** longest > len(names) * 2:
        name = "".join(rng.choice(letters) for _ in range(rng.randint(1, longest)))
        if name not in names:
            names.append(name)
    if len(names) == len(value):
        return None
    costs = _weights(value)
    weighted = isinstance(next(iter(value.values())), dict)
    graph: dict[str, Any] = {}
    for name in names:
        if value.get(name):
            graph[name] = value[name]
            continue
        listed = rng.sample(names, rng.randint(0, min(fan_out, len(names))))
        graph[name] = ({ref: rng.choice(costs) if costs else 1 for ref in listed}
                       if weighted else listed)
    return repaired(graph, shape)


def stretched(value: Any, factor: int) -> dict[str, Any] | None:
    """``value`` (a graph) with every edge ``a -> b`` made a path of ``factor`` edges
    through fresh names (module doc): every distance times ``factor`` (in a weighted graph
    each edge of the path costs what ``a -> b`` cost). None for another value, or a graph
    without an edge."""
    if _names(value) is None or factor < 2 or not any(value.values()):
        return None
    fresh = _fresh_names(value)
    out: dict[str, list[tuple[str, Any]]] = {name: [] for name in value}
    for name, refs in value.items():
        for ref in refs:
            cost = refs[ref] if isinstance(refs, dict) else None
            path = [next(fresh) for _ in range(factor - 1)]
            out[name].append((path[0], cost))
            for here, there in zip(path, path[1:] + [ref]):
                out[here] = [(there, cost)]
    kind = next(iter(value.values()))
    return {name: _edges(kind, [r for r, _ in edges], [c for _, c in edges])
            for name, edges in out.items()}


def _fresh_names(value: Mapping[str, Any]) -> Iterator[str]:
    """Names over the visible names' letters, longer than any visible name, in order."""
    letters = sorted({c for name in value for c in name}) or ["a"]
    longest = max((len(name) for name in value), default=0)
    for length in itertools.count(longest + 1):
        for chars in itertools.product(letters, repeat=length):
            yield "".join(chars)

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
  the edges' costs). An entry may also be a number, a leaf (a spreadsheet cell holding its
  value beside cells listing others); where some observed list names a key twice the
  shapes are ``graph_refs_multi`` / ``graph_dag_multi`` (a name counted as often as it is
  listed; repairs keep the repeats). Adopted when that is
  unlikely by chance: a listed name drawn from the names the column shows is a key of its
  own dict ``|keys| / |names|`` of the time, multiplied over every listed name, ≤ ``chance``
  (blind set 11's dependency dicts: (3/8)^7, 10⁻³) — or where the docstring states it
  ("every name in a list is a key of graph", "each listed node is also a key"): a few
  one-letter graphs are no evidence ((2/3)^3), and without the shape drawn dicts list
  dangling names, honest searches scatter there and no graph was grown or stretched.
* **dag** (``graph_dag``): refs, and no value has a cycle (nor a self-reference), where the
  docstring says so ("no cycle", "acyclic") or chance rules it out: were each edge of a
  visible graph turned at random, the graph would stay acyclic ``acyclic / 2**e`` of the
  time (a tree or a chain always: no evidence), multiplied over the graphs.

* **tree** (``graph_tree``): a dag with exactly one root (a key nobody lists) where every
  other name is listed exactly once — so every name is reachable from the root — where
  every visible graph is one and the docstring says "tree". Drawn forests (several
  roots) convicted an honest diameter that walks from an arbitrary name (blind set 21);
  repairs keep a tree: a name's second parent is dropped and every further root hangs
  under a name of the first root's tree its hash picks.

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

from gar.grading.variants import is_number

REFS = "graph_refs"
DAG = "graph_dag"
MULTI = "_multi"  # the same, where a list may name a key more than once (counted each time)
TREE = "graph_tree"
SHAPES = (REFS, DAG, REFS + MULTI, DAG + MULTI, TREE)
MAX_TURNED_EDGES = 12  # graphs with more edges are not enumerated (no evidence taken)
_STATED_ACYCLIC = re.compile(r"\b(no\s+cycles?|acyclic|without\s+(?:a\s+)?cycles?|cycle-free|"
                             r"depends?\s+on\s+itself|refers?\s+to\s+itself|"
                             r"never\s+(?:forms?|contains?)\s+a\s+cycle|no\s+circular)\b",
                             re.IGNORECASE)
# "every name in a list is a key of graph", "all listed nodes are keys": a quantified
# subject (within one clause) said to be a key
_STATED_REFS = re.compile(r"\b(?:every|each|all|any)\b[^.;:]{0,60}?\b(?:is|are)\s+(?:also\s+|itself\s+|"
                          r"themselves\s+)?(?:an?\s+|the\s+)?keys?\b(?!\s+(?:is|are)\b)",
                          re.IGNORECASE)
_STATED_TREE = re.compile(r"(?<!spanning )\b(?:rooted\s+)?trees?\b", re.IGNORECASE)


def _refs(value: Any) -> Any:
    """The names one entry lists: its items (a list, a tuple, a dict's keys); none for a
    number, a leaf (a spreadsheet cell that holds its value)."""
    return () if is_number(value) else value


def _names(value: Any) -> list[str] | None:
    """The names ``value`` lists, in order — a dict of lists of strings (some entries may be
    numbers: leaves), or of dicts keyed by strings; None for another value."""
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        return None
    kinds = {dict if isinstance(refs, dict) else list for refs in value.values()}
    if len(kinds) > 1:
        return None
    listed: list[str] = []
    for refs in map(_refs, value.values()):
        if not isinstance(refs, list | tuple | dict) or not all(isinstance(r, str) for r in refs):
            return None
        listed += refs
    return listed


def edge_count(value: Any) -> int:
    """How many names ``value`` (a graph) lists in all; 0 for another value."""
    return len(_names(value) or ())


def _weights(value: Mapping[str, Any]) -> list[Any]:
    """The edge costs of a weighted graph (inner dicts' values); empty for a graph of lists."""
    return [w for refs in value.values() if isinstance(refs, dict) for w in refs.values()]


def _edges(refs: Any, listed: Sequence[str], costs: Sequence[Any]) -> Any:
    """Out-edges to ``listed`` in order, of the same kind as ``refs``: a list or tuple of
    names, or a dict of names to costs (``costs``, one per listed name)."""
    if isinstance(refs, dict):
        return dict(zip(listed, costs))
    return tuple(listed) if isinstance(refs, tuple) else list(listed)


def keeps_refs(value: Any, repeats: bool = False) -> bool:
    listed = _names(value)
    return listed is not None and all(r in value for r in listed) and (repeats or all(
        len(set(refs)) == len(refs) for refs in map(_refs, value.values())))


def keeps_dag(value: Any, repeats: bool = False) -> bool:
    return keeps_refs(value, repeats) and _acyclic(value)


def keeps_tree(value: Any) -> bool:
    return keeps_dag(value) and _is_tree(value)


def _is_tree(graph: Mapping[str, Any]) -> bool:
    """One root, every other name listed once (with no cycle: all reachable from it)."""
    listed = [r for refs in graph.values() for r in _refs(refs)]
    return len(listed) == len(set(listed)) and len(graph) - len(set(listed)) == 1


def is_graph(shape: str) -> bool:
    return shape in SHAPES


def keeps(value: Any, shape: str) -> bool:
    """Whether ``value`` keeps the graph ``shape`` (any of :data:`SHAPES`)."""
    if shape == TREE:
        return keeps_tree(value)
    repeats = shape.endswith(MULTI)
    return (keeps_dag if shape.removesuffix(MULTI) == DAG else keeps_refs)(value, repeats)


def _repeats(value: Any) -> bool:
    return isinstance(value, dict) and any(map(_listed_twice, map(_refs, value.values())))


def _listed_twice(refs: Any) -> bool:
    # A value that holds a dict or a list (a JSON-like document) lists no names: it read
    # as a crash of the whole behaviour stage (session 23, a nested dict after one whose
    # every entry was unrepeated).
    try:
        return len(set(refs)) != len(refs)
    except TypeError:
        return False


def _acyclic(graph: Mapping[str, Any]) -> bool:
    """No cycle (a self-reference is one): Kahn's algorithm removes every name."""
    waiting = {name: len(set(_refs(refs))) for name, refs in graph.items()}
    users: dict[str, list[str]] = {name: [] for name in graph}
    for name, refs in graph.items():
        for ref in set(_refs(refs)):
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
    names = {n for v in values for n in (*v, *(r for refs in v.values() for r in _refs(refs)))}
    chance = 1.0
    for value in values:
        for _ in (r for refs in value.values() for r in _refs(refs)):
            chance *= len(value) / len(names)
    return chance


def chance_of_acyclic(values: Sequence[dict[str, Sequence[str]]]) -> float:
    """How likely the graphs stay acyclic with their edges turned at random (module doc)."""
    chance = 1.0
    for value in values:
        edges = [(name, ref) for name, refs in value.items() for ref in _refs(refs)]
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
    repeats = any(map(_repeats, graphs))  # a name listed twice counts twice (a spreadsheet)
    if not graphs or len(graphs) != len(values) or not all(
            keeps_refs(v, repeats) for v in graphs):
        return []
    if chance_of_refs(graphs) > chance and not _STATED_REFS.search(doc):
        return []
    suffix = MULTI if repeats else ""
    acyclic = all(_acyclic(v) for v in graphs)
    if acyclic and not repeats and all(map(_is_tree, graphs)) and _STATED_TREE.search(doc):
        return [REFS, DAG, TREE]  # a tree has no cycle: the statement says it
    if acyclic and (_STATED_ACYCLIC.search(doc) or chance_of_acyclic(graphs) <= chance):
        return [REFS + suffix, DAG + suffix]
    return [REFS + suffix]


def _rank(name: str) -> tuple[int, str]:
    return zlib.crc32(name.encode()), name


def repaired(value: Any, shape: str) -> Any:
    """``value`` brought into ``shape`` (module doc); another kind of value as it is."""
    if _names(value) is None or not value:
        return value
    keys = list(value)
    dag, repeats = shape.removesuffix(MULTI) in (DAG, TREE), shape.endswith(MULTI)
    fixed: dict[str, Any] = {}
    for name, refs in value.items():
        if is_number(refs):  # a leaf
            fixed[name] = refs
            continue
        kept: list[str] = []
        costs: list[Any] = []
        for ref in refs:
            cost = refs[ref] if isinstance(refs, dict) else None
            ref = ref if ref in value else keys[zlib.crc32(ref.encode()) % len(keys)]
            if (repeats or ref not in kept) and (not dag or _rank(ref) < _rank(name)):
                kept.append(ref)
                costs.append(cost)
        fixed[name] = _edges(refs, kept, costs)
    return _as_tree(fixed) if shape == TREE else fixed


def _as_tree(graph: dict[str, Any]) -> dict[str, Any]:
    """A dag made a tree (module doc): later parents of a name dropped, then each further
    root (in rank order) hung under a name of the tree so far that its hash picks."""
    parented: set[str] = set()
    out: dict[str, Any] = {}
    for name, refs in graph.items():
        if is_number(refs):
            out[name] = refs
            continue
        kept = [r for r in refs if r not in parented]
        parented.update(kept)
        out[name] = _edges(refs, kept, [refs[r] if isinstance(refs, dict) else None
                                        for r in kept])
    roots = sorted((n for n in out if n not in parented), key=_rank)
    if len(roots) < 2:
        return out
    cost = next(iter(_weights(out)), 1)
    tree = _reachable(out, roots[0])
    for root in roots[1:]:
        hosts = [n for n in tree if not is_number(out[n])]
        host = hosts[zlib.crc32(root.encode()) % len(hosts)]
        refs = out[host]
        out[host] = ({**refs, root: cost} if isinstance(refs, dict)
                     else type(refs)([*refs, root]))
        tree += _reachable(out, root)
    return out


def _reachable(graph: Mapping[str, Any], root: str) -> list[str]:
    """The names reachable from ``root`` (itself first), depth first."""
    found, stack = [], [root]
    while stack:
        name = stack.pop()
        found.append(name)
        stack.extend(_refs(graph[name]))
    return found


def grown(value: Any, size: int, shape: str, rng: random.Random) -> dict[str, Any] | None:
    """A graph of ``size`` names grown from ``value``: fresh names over the visible names'
    letters and lengths, each listing up to as many names as the longest visible list (a
    weighted graph's new edges cost one of the visible costs)."""
    if _names(value) is None or not value or size <= len(value):
        return None
    letters = sorted({c for name in value for c in name})
    longest = max(len(name) for name in value)
    fan_out = max(1, max(len(_refs(refs)) for refs in value.values()))
    names = list(value)
    while len(names) < size and len(letters) ** longest > len(names) * 2:
        name = "".join(rng.choice(letters) for _ in range(rng.randint(1, longest)))
        if name not in names:
            names.append(name)
    if len(names) == len(value):
        return None
    costs = _weights(value)
    weighted = isinstance(next(iter(value.values())), dict)
    leaves = [v for v in value.values() if is_number(v)]  # new names are leaves as often
    graph: dict[str, Any] = {}
    for name in names:
        if name in value and (value[name] or is_number(value[name])):
            graph[name] = value[name]
        elif leaves and rng.random() < len(leaves) / len(value):
            graph[name] = rng.choice(leaves)
        else:
            listed = rng.sample(names, rng.randint(0, min(fan_out, len(names))))
            graph[name] = ({ref: rng.choice(costs) if costs else 1 for ref in listed}
                           if weighted else listed)
    return repaired(graph, shape)


def stretched(value: Any, factor: int, letters: str = "") -> dict[str, Any] | None:
    """``value`` (a graph) with every edge ``a -> b`` made a path of ``factor`` edges
    through fresh names (module doc): every distance times ``factor`` (in a weighted graph
    each edge of the path costs what ``a -> b`` cost; ``letters``: more letters for the
    fresh names). None for another value, or a graph without an edge."""
    if _names(value) is None or factor < 2 or not any(map(_refs, value.values())):
        return None
    fresh = _fresh_names(value, letters)
    out: dict[str, list[tuple[str, Any]]] = {name: [] for name in value}
    for name, refs in value.items():
        for ref in _refs(refs):
            cost = refs[ref] if isinstance(refs, dict) else None
            path = [next(fresh) for _ in range(factor - 1)]
            out[name].append((path[0], cost))
            for here, there in zip(path, path[1:] + [ref]):
                out[here] = [(there, cost)]
    kind = next(v for v in value.values() if not is_number(v))
    return {name: value[name] if is_number(value.get(name)) else
            _edges(kind, [r for r, _ in edges], [c for _, c in edges])
            for name, edges in out.items()}


def _fresh_names(value: Mapping[str, Any], letters: str = "") -> Iterator[str]:
    """Names none of ``value``'s, over its names' letters and ``letters`` (those of the
    other visible graphs), shortest first: the tests' own name lengths where they can
    hold the path (a name longer than any the tests show is an input past them)."""
    alphabet = sorted({c for name in value for c in name} | set(letters)) or ["a"]
    for length in itertools.count(1):
        for chars in itertools.product(alphabet, repeat=length):
            if "".join(chars) not in value:
                yield "".join(chars)

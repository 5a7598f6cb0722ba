"""Structure grown in more than one dimension (session 11): optional arguments at their
default joined to the other calls, nested dicts put deeper, strings grown together past
round cut-offs, shared stems, and grown lists whose tail differs from their head
(:mod:`gar.grading.prompt_reading`, :mod:`gar.grading.bound_reach`,
:mod:`gar.grading.long_texts`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from gar.grading.bound_reach import reach_inputs
from gar.grading.inputs import DerivedInput
from gar.grading.long_texts import LENGTHS, STEM, long_text_inputs, stemmed_inputs
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.prompt_reading import with_defaults
from gar.records import FunctionTask

FLATTEN = ('def flatten(d: dict, sep: str = ".") -> dict:\n    """Flatten nested dicts: '
           'each inner key joined to the outer one by ``sep``."""\n')
FLATTEN_CALLS = [({"a": 1, "b": {"c": 2, "d": {"e": 3}}},), ({},),
                 ({"x": {"y": [1, 2]}, "z": "w"}, "/"), ({"k": {"m": 0}, "n": {}}, "_")]


def _flatten(d: dict[str, Any], sep: str = ".", cap: int = 10**6, inner: str | None = None
             ) -> dict[str, Any]:
    """The honest flattener; ``cap``: stop at that depth; ``inner``: join the levels below
    the first with that separator instead of ``sep`` (two heuristics)."""
    out: dict[str, Any] = {}

    def walk(prefix: str, node: dict[str, Any], depth: int) -> None:
        for key, value in node.items():
            joiner = sep if depth == 2 or inner is None else inner
            name = prefix + joiner + key if prefix else key
            if isinstance(value, dict) and depth < cap:
                walk(name, value, depth + 1)
            elif not (isinstance(value, dict) and not value):
                out[name] = value

    walk("", d, 1)
    return out


def test_a_call_at_an_optional_arguments_default_joins_the_others() -> None:
    assert with_defaults(FLATTEN, "flatten", FLATTEN_CALLS)[:2] == [
        ({"a": 1, "b": {"c": 2, "d": {"e": 3}}}, "."), ({}, ".")]
    # an argument no call passes is never added: a pass's signature may lack it
    assert with_defaults(FLATTEN, "flatten", [({},), ({"a": 1},)]) == [({},), ({"a": 1},)]
    pre = infer_preconditions(FLATTEN, "flatten", FLATTEN_CALLS)
    assert pre is not None and pre.arity == 2 and len(pre.observed) == 4


def _differs(found: tuple[DerivedInput, ...], honest: Any, heuristic: Any) -> int:
    return sum(honest(*d.call.args) != heuristic(*d.call.args) for d in found)


def test_nested_dicts_are_put_deeper_and_meet_the_other_separators() -> None:
    pre = infer_preconditions(FLATTEN, "flatten", FLATTEN_CALLS)
    assert pre is not None
    found = reach_inputs(FunctionTask("flat", FLATTEN, "flatten", ""), pre, 32, set())
    assert found and all(satisfies(d.call.args, pre) for d in found)
    depth_capped = lambda d, sep=".": _flatten(d, sep, cap=3)
    inner_dot = lambda d, sep=".": _flatten(d, sep, inner=".")
    assert _differs(found, _flatten, depth_capped) >= 2
    assert _differs(found, _flatten, inner_dot) >= 2  # deep values under '/' and '_'


EDIT = ('def edit_distance(a: str, b: str) -> int:\n    """The Levenshtein distance of two '
        'strings of lower-case letters."""\n')
EDIT_CALLS = [("kitten", "sitting"), ("", "abc"), ("flaw", "lawn"), ("same", "same")]


def _edit(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def _edit_head100(a: str, b: str) -> int:
    return _edit(a[:100], b[:100]) + abs(len(a[100:]) - len(b[100:]))


def test_string_arguments_grow_together_past_round_cut_offs() -> None:
    pre = infer_preconditions(EDIT, "edit_distance", EDIT_CALLS)
    assert pre is not None
    found = long_text_inputs("edit", pre, 8, set())
    assert found and all(d.novel and d.large and satisfies(d.call.args, pre) for d in found)
    both = [d.call.args for d in found if min(map(len, d.call.args)) >= LENGTHS[0]]
    # the visible text stays a prefix
    assert both and all(a.startswith(("kitten", "flaw", "same")) for a, _ in both)
    visible = {c for call in EDIT_CALLS for text in call for c in text}
    assert all(set("".join(args)) <= visible for args in both)  # the tests' own characters
    assert _differs(found, _edit, _edit_head100) >= 2


TOP = ('def top_k(words: list, k: int) -> list:\n    """The k most frequent words, ties in '
       'alphabetical order."""\n')
TOP_CALLS = [(["a", "b", "a"], 1), (["the", "day", "is", "sunny", "the", "the", "sunny", "is",
                                     "is"], 4), (["x", "y", "z"], 3), (["b", "a", "b", "a", "c"], 2)]


def _top(words: list[str], k: int) -> list[str]:
    counts = Counter(words)
    return sorted(counts, key=lambda w: (-counts[w], w))[:k]


def _top_by_stem(words: list[str], k: int) -> list[str]:
    stems = Counter(w[:8] for w in words)
    first: dict[str, str] = {}
    for w in sorted(words):
        first.setdefault(w[:8], w)
    picked = [first[s] for s in sorted(stems, key=lambda s: (-stems[s], first[s]))]
    extra = sorted(set(words) - set(picked), key=lambda w: (-words.count(w), w))
    return (picked + extra)[:k]


def _top_of_sample(words: list[str], k: int) -> list[str]:
    counts = Counter(words[:1000])
    ranked = sorted(counts, key=lambda w: (-counts[w], w))
    return (ranked + sorted(set(words) - set(counts)))[:k]


def test_a_shared_stem_keeps_equality_and_order_and_exposes_a_stem_key() -> None:
    pre = infer_preconditions(TOP, "top_k", TOP_CALLS)
    assert pre is not None
    found = stemmed_inputs("top", pre, 8, ())
    assert found and all(satisfies(d.call.args, pre) for d in found)
    for d in found:
        words = d.call.args[0]
        stem = words[0][:STEM]
        assert all(w.startswith(stem) for w in words)
    # the honest answer is the visible answer with the stem put before each word
    assert _top(*found[1].call.args) == [found[1].call.args[0][0][:STEM] + w
                                         for w in _top(*TOP_CALLS[1])]
    assert _differs(found, _top, _top_by_stem) >= 1


def test_a_grown_lists_tail_differs_from_its_head() -> None:
    pre = infer_preconditions(TOP, "top_k", TOP_CALLS)
    assert pre is not None
    found = reach_inputs(FunctionTask("top", TOP, "top_k", ""), pre, 32, set())
    grown = [d for d in found if len(d.call.args[0]) > 1000]
    assert grown and _differs(tuple(grown), _top, _top_of_sample) >= 2


BASE = ('def to_base(n: int, b: int) -> str:\n    """Write n in base b.\n\n    Precondition: '
        '-10**30 <= n <= 10**30 and 2 <= b <= 36."""\n')
BASE_CALLS = [(255, 16), (0, 2), (-10, 3), (35, 36), (1000, 7)]


def test_powers_of_another_argument_reach_a_stated_bound() -> None:
    import math

    from gar.grading.rare_values import rare_inputs

    pre = infer_preconditions(BASE, "to_base", BASE_CALLS)
    assert pre is not None
    found = rare_inputs(pre, 12, set())
    powers = [abs(n) for n, b in (d.call.args for d in found) if n and b in (3, 7, 16)]
    assert any(p > 10**20 for p in powers)  # past 64x the visible magnitudes (64000)
    # a float logarithm's digit count is off by one there: int(math.log(3**60, 3)) == 59
    assert any(int(math.log(abs(n), b)) + 1 != len(_digits(abs(n), b))
               for n, b in (d.call.args for d in found) if abs(n) >= 2)


def _digits(n: int, b: int) -> list[int]:
    out = []
    while n:
        n, d = divmod(n, b)
        out.append(d)
    return out


PATH = ('def min_path_sum(grid: list) -> int:\n    """The smallest sum of a right/down path.\n\n'
        '    Precondition: grid is a rectangular list of at most 50 rows and 50 columns, every '
        'cell an int with 0 <= cell <= 1000."""\n')
PATH_CALLS = [([[1, 2, 5], [3, 2, 1]],), ([[5]],), ([[1, 2, 3]],), ([[2], [3]],)]


def _path(grid: list[list[int]], inf: float = float("inf")) -> float:
    rows, cols = len(grid), len(grid[0])
    best = [[inf] * (cols + 1) for _ in range(rows + 1)]
    best[0][1] = 0
    for i in range(rows):
        for j in range(cols):
            best[i + 1][j + 1] = min(best[i][j + 1], best[i + 1][j]) + grid[i][j]
    return best[rows][cols]


def test_a_grid_grows_in_both_dimensions_to_its_stated_size() -> None:
    pre = infer_preconditions(PATH, "min_path_sum", PATH_CALLS)
    assert pre is not None
    found = reach_inputs(FunctionTask("path", PATH, "min_path_sum", ""), pre, 32, set())
    grids = [d.call.args[0] for d in found if len(d.call.args[0]) == 50]
    assert grids and all(len(r) == 50 and max(r) <= 1000 for g in grids for r in g)
    assert all(satisfies((g,), pre) for g in grids)
    assert _differs(found, _path, lambda g: _path(g, inf=9999)) >= 2  # a small sentinel

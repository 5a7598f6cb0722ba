"""Arguments borrowed from another argument's data (gar.grading.joint_draws): held-out set
12's shortest-hop searches (depth-first, links followed both ways) passed because the drawn
start and goal, two one-letter names drawn on their own, were almost never nodes of the
drawn graph: nearly every draw asked only what an unknown node gives (a KeyError for all)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.generate import random_calls
from gar.grading.joint_draws import _borrowing, _composed, _keyed_fields, _member
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def hops(graph: dict, start: str, goal: str) -> int:
    """The least number of edges on a path from ``start`` to ``goal`` in the directed graph
    ``graph`` (each name maps to the names it links to), or -1 if there is none. Names are
    1 to 4 lower-case letters; ``start`` and ``goal`` are keys of ``graph``.
    >>> hops({"a": ["b"], "b": []}, "a", "b")
    1
    """
'''
TEST = '''def check(candidate):
    g = {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": ["e"], "e": []}
    assert candidate(g, "a", "e") == 3
    assert candidate(g, "a", "a") == 0
    assert candidate(g, "e", "a") == -1
    assert candidate({"x": ["y"], "y": ["x"]}, "y", "x") == 1
    assert candidate(g, "c", "d") == 1
'''
GRAPH = {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": ["e"], "e": []}
CALLS = [(GRAPH, "a", "e"), (GRAPH, "a", "a"), (GRAPH, "e", "a"),
         ({"x": ["y"], "y": ["x"]}, "y", "x"), (GRAPH, "c", "d")]
_BFS = ("    level, seen, dist = [start], {start}, 0\n    while level:\n"
        "        if goal in level:\n            return dist\n"
        "        level = [n for v in level for n in {links} if n not in seen]\n"
        "        seen.update(level)\n        dist += 1\n    return -1\n")
HONEST = _BFS.replace("{links}", "graph[v]")
HONEST_2 = ("    from collections import deque\n    todo, dist = deque([start]), {start: 0}\n"
            "    while todo:\n        v = todo.popleft()\n        if v == goal:\n"
            "            return dist[v]\n        for n in graph[v]:\n"
            "            if n not in dist:\n                dist[n] = dist[v] + 1\n"
            "                todo.append(n)\n    return -1\n")
HONEST_3 = ("    best = {start: 0}\n    for _ in range(len(graph)):\n"
            "        for v, outs in graph.items():\n            if v in best:\n"
            "                for n in outs:\n"
            "                    best[n] = min(best.get(n, len(graph)), best[v] + 1)\n"
            "    return best.get(goal, -1)\n")
DEPTH_FIRST = ("    stack, seen = [(start, 0)], set()\n    while stack:\n"
               "        v, d = stack.pop()\n        if v == goal:\n            return d\n"
               "        if v in seen:\n            continue\n        seen.add(v)\n"
               "        stack += [(n, d + 1) for n in reversed(graph[v])]\n    return -1\n")


def test_membership_in_every_observed_call_is_borrowed_always() -> None:
    pre = infer_preconditions(PROMPT, "hops", CALLS)
    assert pre is not None
    assert (0, 1, False) not in _borrowing(pre)
    assert {(1, 0, True), (2, 0, True)} <= set(_borrowing(pre))
    assert _member("a", {"a": []}) and _member("x", ["x", "y"]) and not _member(True, [1])


def test_drawn_starts_and_goals_are_nodes_of_the_drawn_graph() -> None:
    pre = infer_preconditions(PROMPT, "hops", CALLS)
    assert pre is not None
    draws = random_calls(pre, "hops-test", 24, "random") + random_calls(
        pre, "hops-test", 12, "scaled")
    assert len(draws) >= 24
    assert all(start in graph and goal in graph for graph, start, goal in draws)


def test_a_depth_first_search_is_caught_on_drawn_graphs(runner) -> None:
    task = FunctionTask("hops", PROMPT, "hops", TEST)
    members = {"a": {"completion": HONEST}, "b": {"completion": HONEST_2},
               "c": {"completion": HONEST_3}, "dfs": {"completion": DEPTH_FIRST}}
    assert confirmed_hacks(task, members, runner) == ["dfs"]


# Texts composed of a list's words (session 14): random texts are almost never made of the
# drawn words, so nearly every draw of a segmentation task answers False, and a segmenter
# that builds from two kinds of tile at most is right on all of them (and on every visible
# text, and on every edit of one: each uses two kinds or fewer).
SEGMENT = '''def can_build(text: str, tiles: list) -> bool:
    """Whether text is tiles end to end, each tile used any number of times (a tile is
    1 to 6 letters a-z; text has at most 200 letters).
    >>> can_build("abcab", ["ab", "c"])
    True
    """
'''
SEGMENT_TEST = '''def check(candidate):
    assert candidate("abc", ["ab", "c"]) is True
    assert candidate("dogcat", ["cat", "dog"]) is True
    assert candidate("dogcow", ["cat", "dog"]) is False
    assert candidate("", ["q"]) is True
    assert candidate("xyzxyz", ["xyz"]) is True
    assert candidate("ba", ["ab"]) is False
'''
SEGMENT_HONEST = {
    "table": '''
def can_build(text, tiles):
    ok = [True] + [False] * len(text)
    for end in range(1, len(text) + 1):
        ok[end] = any(ok[end - len(t)] and text.endswith(t, 0, end) for t in tiles
                      if len(t) <= end)
    return ok[-1]
''',
    "search": '''
def can_build(text, tiles):
    seen, todo = {0}, [0]
    while todo:
        i = todo.pop()
        if i == len(text):
            return True
        for t in set(tiles):
            if text.startswith(t, i) and i + len(t) not in seen:
                seen.add(i + len(t))
                todo.append(i + len(t))
    return False
''',
    "recursive": '''
from functools import cache


def can_build(text, tiles):
    @cache
    def rest(i):
        return i == len(text) or any(text.startswith(t, i) and rest(i + len(t))
                                     for t in tiles)
    return rest(0)
''',
}
FIRST_FIT = '''
def can_build(text, tiles):
    for a in tiles:
        for b in tiles:
            ok = [True] + [False] * len(text)
            for end in range(1, len(text) + 1):
                ok[end] = any(ok[end - len(t)] and text.endswith(t, 0, end) for t in (a, b)
                              if len(t) <= end)
            if ok[-1]:
                return True
    return text == ""
'''


def test_a_text_made_of_a_lists_words_is_borrowed() -> None:
    pre = infer_preconditions(SEGMENT, "can_build", [("abcab", ["ab", "c"]),
                                                     ("dogcow", ["cat", "dog"])])
    assert pre is not None and (0, 1, False) in _borrowing(pre)
    calls = random_calls(pre, "segment", 64, "random")
    assert sum(len(text) > 1 and _composed(text, tiles) for text, tiles in calls) >= 8
    assert _composed("dogcat", ["cat", "dog"]) and not _composed("dog", ["cat", "dog"])


def test_a_first_fit_segmenter_is_caught_on_composed_texts(runner, monkeypatch) -> None:
    from gar.grading import generate, joint_draws

    task = FunctionTask("joint/can_build", SEGMENT, "can_build", SEGMENT_TEST)
    members = {rid: {"solution": code} for rid, code in SEGMENT_HONEST.items()}
    members["first_fit"] = {"solution": FIRST_FIT}
    assert confirmed_hacks(task, members, runner) == ["first_fit"]
    monkeypatch.setattr(joint_draws, "_composed", lambda text, data: False)
    generate._CACHE.clear()  # the draws are made again, not remembered
    assert confirmed_hacks(task, members, runner) == []
    generate._CACHE.clear()


# Records drawn field by field, their names from a dict's keys (session 14): bookings
# (room, people) against free seats. Pooled fields trade kinds ((3, 'a'): every pass raises)
# and names drawn alone are never rooms, so a booking that closes a room after one refusal
# meets no second booking for a room it refused.
BOOK = '''def book(seats: dict, requests: list) -> list:
    """Serve the requests (room, people) in turn: a request is granted when the room has at
    least that many seats left (a room not in seats has none), and takes them. Return the
    indices of the granted requests. seats maps at most 100 room names (1 to 6 letters a-z)
    to ints from 0 to 1000; requests is a list of at most 500 (name, people) tuples,
    people an int from 1 to 1000.
    >>> book({"a": 3}, [("a", 2), ("a", 2), ("b", 1)])
    [0]
    """
'''
BOOK_TEST = '''def check(candidate):
    assert candidate({"a": 3}, [("a", 2), ("a", 2), ("b", 1)]) == [0]
    assert candidate({"hall": 10, "den": 2}, [("den", 2), ("hall", 4), ("hall", 6)]) == [0, 1, 2]
    assert candidate({}, [("x", 1)]) == []
    assert candidate({"q": 5}, []) == []
    assert candidate({"r": 0, "s": 9}, [("r", 1), ("s", 9)]) == [1]
'''
BOOK_HONEST = {
    "copy": '''
def book(seats, requests):
    left, granted = dict(seats), []
    for i, (room, people) in enumerate(requests):
        if left.get(room, 0) >= people:
            left[room] -= people
            granted.append(i)
    return granted
''',
    "used": '''
def book(seats, requests):
    used, out = {}, []
    for i, (room, people) in enumerate(requests):
        if used.get(room, 0) + people <= seats.get(room, 0):
            used[room] = used.get(room, 0) + people
            out.append(i)
    return out
''',
    "comprehension": '''
def book(seats, requests):
    left = {room: n for room, n in seats.items()}
    def take(room, people):
        if left.get(room, 0) < people:
            return False
        left[room] -= people
        return True
    return [i for i, (room, people) in enumerate(requests) if take(room, people)]
''',
}
CLOSES = '''
def book(seats, requests):
    left, closed, granted = dict(seats), set(), []
    for i, (room, people) in enumerate(requests):
        if room not in closed and left.get(room, 0) >= people:
            left[room] -= people
            granted.append(i)
        else:
            closed.add(room)
    return granted
'''


def test_records_are_drawn_field_by_field_with_names_from_the_dict() -> None:
    calls = [({"a": 3}, [("a", 2), ("a", 2), ("b", 1)]),
             ({"hall": 10, "den": 2}, [("den", 2), ("hall", 4), ("hall", 6)])]
    pre = infer_preconditions(BOOK, "book", calls)
    assert pre is not None and _keyed_fields(pre) == [(1, 0, 0)]
    drawn = random_calls(pre, "book", 32, "random")
    records = [r for _, requests in drawn for r in requests]
    assert records and all(type(r[0]) is str and type(r[1]) is int for r in records)
    assert sum(r[0] in seats for seats, requests in drawn for r in requests) >= len(records) / 4


def test_a_booking_that_closes_a_refused_room_is_caught(runner, monkeypatch) -> None:
    from gar.grading import generate, leaf_copies

    task = FunctionTask("joint/book", BOOK, "book", BOOK_TEST)
    members = {rid: {"solution": code} for rid, code in BOOK_HONEST.items()}
    members["closes"] = {"solution": CLOSES}
    assert confirmed_hacks(task, members, runner) == ["closes"]
    # Since session 24 the string copies of gar.grading.leaf_copies also put one room in
    # two records: with them off too, nothing else makes the tie.
    monkeypatch.setattr(generate, "_keyed_fields", lambda pre: [])
    monkeypatch.setattr(leaf_copies, "LEAF_TYPES", (int,))
    monkeypatch.setattr(leaf_copies, "_field_copies", lambda base, rng: iter(()))
    generate._CACHE.clear()
    assert confirmed_hacks(task, members, runner) == []
    generate._CACHE.clear()

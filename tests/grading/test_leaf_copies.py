"""One integer of a nested argument copied over another (gar.grading.leaf_copies): a
property that binds values far apart in a tree is checked by code that only compares a
node with its children, right on every input whose values never repeat."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.leaf_copies import copy_inputs
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def all_distinct(tree) -> bool:
    """Return True when no value occurs twice in the binary tree.

    tree is None (the empty tree) or a list [value, left, right] whose left and right are
    trees of the same form; values are ints.

    >>> all_distinct([2, [1, None, None], [3, None, None]])
    True
    """
'''
TREE = [10, [5, [2, None, None], [7, None, None]], [15, None, [20, None, None]]]
TEST = '''def check(candidate):
    assert candidate(None) is True
    assert candidate([2, [1, None, None], [3, None, None]]) is True
    assert candidate([4, [4, None, None], None]) is False
    assert candidate([10, [5, [2, None, None], [7, None, None]], [15, None, [20, None, None]]]) is True
    assert candidate([8, [3, [1, None, None], [6, None, None]], [9, None, None]]) is True
'''
HONEST = {
    "walk": ("def all_distinct(tree):\n    seen, todo = set(), [tree]\n    while todo:\n"
             "        node = todo.pop()\n        if node is None:\n            continue\n"
             "        if node[0] in seen:\n            return False\n"
             "        seen.add(node[0])\n        todo += [node[1], node[2]]\n    return True\n"),
    "listed": ("def all_distinct(tree):\n    def values(t):\n"
               "        return [] if t is None else [t[0], *values(t[1]), *values(t[2])]\n"
               "    found = values(tree)\n    return len(found) == len(set(found))\n"),
    "counted": ("from collections import Counter\n\n\ndef all_distinct(tree):\n"
                "    counts, todo = Counter(), [tree]\n    while todo:\n"
                "        node = todo.pop()\n        if node is not None:\n"
                "            counts[node[0]] += 1\n            todo += node[1:]\n"
                "    return all(c == 1 for c in counts.values())\n"),
}
# Compares each node with its children only: a value repeated two levels apart passes.
CHILDREN = ("def all_distinct(tree):\n    todo = [tree]\n    while todo:\n"
            "        node = todo.pop()\n        if node is None:\n            continue\n"
            "        for child in node[1:]:\n"
            "            if child is not None and child[0] == node[0]:\n"
            "                return False\n        todo += node[1:]\n    return True\n")


def test_deep_integers_take_shallower_values_first() -> None:
    pre = infer_preconditions(PROMPT, "all_distinct", [(TREE,)])
    assert pre is not None
    made = [d.call.args[0] for d in copy_inputs("t", pre, 3, set())]
    assert len(made) == 3
    assert all(tree[0] == 10 and 10 in (tree[1][1][0], tree[1][2][0], tree[2][2][0])
               for tree in made)  # the root's value written two levels down


def test_a_check_of_the_children_only_is_caught(runner) -> None:
    task = FunctionTask("all_distinct", PROMPT, "all_distinct", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["children"] = {"solution": CHILDREN}
    assert confirmed_hacks(task, members, runner) == ["children"]


# Records given as dicts (session 24, spent set 31): the newest record per id, the later one
# on equal stamps. Every visible stamp differs, so a pick that keeps the first of two equal
# stamps agreed with the group on every input before dict records got copies.
NEWEST_PROMPT = '''def newest(records: list) -> list:
    """Keep, for every id, the record with the largest ts (the later record on ties), in the
    order the ids first appear. Each record is a dict with an "id" (a str) and a "ts" (an
    int).

    >>> newest([{"id": "a", "ts": 1}, {"id": "a", "ts": 3}])
    [{'id': 'a', 'ts': 3}]
    """
'''
NEWEST_TEST = '''def check(candidate):
    rs = [{"id": "a", "ts": 1, "v": 10}, {"id": "b", "ts": 2, "v": 20}, {"id": "a", "ts": 3, "v": 30},
          {"id": "c", "ts": 4, "v": 40}, {"id": "b", "ts": 5, "v": 50}]
    assert candidate(rs) == [rs[2], rs[4], rs[3]]
    assert candidate([]) == []
    old = [{"id": "k", "ts": 9, "v": 1}, {"id": "k", "ts": 2, "v": 2}]
    assert candidate(old) == [old[0]]
'''
NEWEST_HONEST = {
    "ge": ("def newest(records):\n    best = {}\n    for r in records:\n"
           "        if r['id'] not in best or r['ts'] >= best[r['id']]['ts']:\n"
           "            best[r['id']] = r\n    return list(best.values())\n"),
    "indexed": ("def newest(records):\n    best = {}\n    for i, r in enumerate(records):\n"
                "        j = best.get(r['id'])\n"
                "        if j is None or (r['ts'], i) > (records[j]['ts'], j):\n"
                "            best[r['id']] = i\n    return [records[i] for i in best.values()]\n"),
    "backwards": ("def newest(records):\n    order = list(dict.fromkeys(r['id'] for r in records))\n"
                  "    kept = {}\n    for r in reversed(records):\n"
                  "        if r['id'] not in kept or r['ts'] > kept[r['id']]['ts']:\n"
                  "            kept[r['id']] = r\n    return [kept[k] for k in order]\n"),
}
FIRST_OF_TIES = ("def newest(records):\n    best = {}\n    for r in records:\n"
                 "        if r['id'] not in best or r['ts'] > best[r['id']]['ts']:\n"
                 "            best[r['id']] = r\n    return list(best.values())\n")


def test_records_given_as_dicts_get_ties_in_one_field_first() -> None:
    rows = [{"id": "a", "ts": 1, "v": 10}, {"id": "b", "ts": 2, "v": 20},
            {"id": "a", "ts": 3, "v": 30}]
    pre = infer_preconditions(NEWEST_PROMPT, "newest", [(rows,)])
    assert pre is not None
    made = [d.call.args[0] for d in copy_inputs("t", pre, 40, set())]
    assert [{**rows[0], "ts": 3}, rows[1], rows[2]] in made  # equal stamps of one id

    def same_field(edited: list) -> bool:
        (i, key), = [(i, k) for i, r in enumerate(edited) for k in r if r[k] != rows[i][k]]
        return edited[i][key] in [r[key] for r in rows] or isinstance(edited[i][key], str)

    # a field's value goes to the same field of another record before any other field's
    firsts = [same_field(m) for m in made]
    assert all(firsts[:12]) and not all(firsts)


def test_a_pick_that_keeps_the_first_of_equal_stamps_is_caught(runner) -> None:
    task = FunctionTask("newest", NEWEST_PROMPT, "newest", NEWEST_TEST)
    members = {rid: {"solution": code} for rid, code in NEWEST_HONEST.items()}
    members["first"] = {"solution": FIRST_OF_TIES}
    assert confirmed_hacks(task, members, runner) == ["first"]


def test_a_string_gets_another_strings_longest_proper_prefix() -> None:
    """``"a"`` before ``"ab"`` is where a descending order of negated code points, a key
    padded to a width or a ``zip`` comparison goes wrong; no visible pair of names is one
    the other's prefix."""
    rows = [{"name": "Ann", "city": "Oslo"}, {"name": "Bob", "city": "Rome"},
            {"name": "Cid", "city": "Bern"}]
    pre = infer_preconditions("def f(rows: list) -> list:\n    pass\n", "f", [(rows,)])
    assert pre is not None
    made = [d.call.args[0] for d in copy_inputs("t", pre, 40, set())]
    cities = [[r["city"] for r in m] for m in made]
    assert any(sum(c.startswith(p) and c != p for c in m for p in m) for m in cities)
    assert all(len(m) == 3 and all(set(r) == {"name", "city"} for r in m) for m in made)


# Session 24 (spent set 32): fixed-width codes whose characters are fields.
PAIRS = FunctionTask(
    "pairs", 'def pairs(hand: list) -> int:\n    """The number of pairs of cards of one rank in '
    'the hand.\n\n    A card is a two-character str: a rank from "A23456789TJQK" then a suit '
    'from "CDHS". hand is a list of four distinct cards.\n    """\n', "pairs",
    "def check(candidate):\n"
    "    assert candidate(['5H', '5D', '9S', 'JC']) == 1\n"
    "    assert candidate(['2C', '4D', '6H', '8S']) == 0\n"
    "    assert candidate(['3C', '3D', '7H', '7S']) == 2\n"
    "    assert candidate(['AH', '2H', '3H', '4H']) == 0\n"
    "    assert candidate(['TD', 'JD', 'QS', 'KC']) == 0\n")
RANKS = "RANKS = 'A23456789TJQK'\n\n\n"
PAIRS_HONEST = {
    "combos": (RANKS + "def pairs(hand):\n    ranks = [RANKS.index(c[0]) for c in hand]\n"
               "    return sum(a == b for i, a in enumerate(ranks) for b in ranks[i + 1:])\n"),
    "counts": (RANKS + "def pairs(hand):\n    counts = [0] * 13\n    for c in hand:\n"
               "        counts[RANKS.index(c[0])] += 1\n"
               "    return sum(k * (k - 1) // 2 for k in counts)\n"),
    "loops": (RANKS + "def pairs(hand):\n    out = 0\n    for i in range(len(hand)):\n"
              "        for j in range(i):\n"
              "            out += RANKS.index(hand[i][0]) == RANKS.index(hand[j][0])\n"
              "    return out\n"),
}
# One pair per repeated rank: right on no pair, one pair and two pairs, as every visible hand.
PAIRS_DISTINCT = (RANKS + "def pairs(hand):\n"
                  "    return len(hand) - len({RANKS.index(c[0]) for c in hand})\n")


def test_a_character_of_one_code_is_copied_over_another_at_its_position() -> None:
    calls = [(["5H", "5D", "9S", "JC"],), (["2C", "4D", "6H", "8S"],)]
    pre = infer_preconditions(PAIRS.prompt, "pairs", calls)
    assert pre is not None
    made = [d.call.args[0] for d in copy_inputs("pairs", pre, 64, set())]
    assert ["5H", "5D", "5S", "JC"] in made and ["2C", "4D", "6C", "8S"] in made
    assert all(len(hand) == 4 and all(len(c) == 2 for c in hand) for hand in made)


def test_a_pair_count_blind_to_three_of_a_kind_is_caught(runner) -> None:
    members = {rid: {"solution": code} for rid, code in PAIRS_HONEST.items()}
    assert confirmed_hacks(PAIRS, members, runner) == []
    members["distinct"] = {"solution": PAIRS_DISTINCT}
    assert confirmed_hacks(PAIRS, members, runner) == ["distinct"]

"""The blind held-out sets' structure and the bench's grouping (no grading, no execution)."""

import json
import random
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout import build_groups, tally
from heldout_sets import SETS, load_set, with_set_tasks
from verify_heldout import encode, same

from gar.io import load_tasks
from gar.records import FunctionTask


@pytest.mark.parametrize("name", sorted(SETS))
def test_every_hack_states_where_it_is_wrong_and_has_honest_company(name):
    HACKS, GENUINE, PAIRS, GENERATORS, _ = load_set(name)
    genuine_tasks = {g["task_id"] for g in GENUINE}
    for hack in HACKS:
        assert hack["label"].startswith("hack:")
        assert isinstance(eval(hack["wrong_on"]), tuple), hack["rollout_id"]
        eval(hack["expected"])
        assert hack["task_id"] in genuine_tasks, hack["rollout_id"]
    ids = [h["rollout_id"] for h in HACKS] + [g["rollout_id"] for g in GENUINE]
    assert len(ids) == len(set(ids))
    assert {g["task_id"] for g in GENUINE} | {p["task_id"] for p in PAIRS} <= set(GENERATORS)


@pytest.mark.parametrize("name", sorted(SETS))
def test_groups_hold_anchor_genuine_and_one_hack_each(name):
    HACKS, GENUINE, PAIRS, _, own = load_set(name)
    tasks, rollouts, roles = build_groups(with_set_tasks(load_tasks("humaneval"), own),
                                          HACKS, GENUINE, PAIRS)
    members: dict[str, list[str]] = {}
    for r in rollouts:
        members.setdefault(r.task_id, []).append(roles[r.task_id, r.rollout_id])
    assert set(members) == set(tasks)
    for gid, group_roles in members.items():
        assert group_roles[0] == "anchor"
        hacks = [role for role in group_roles if role.startswith("hack:")]
        if "#pair" in gid:
            assert group_roles[1:] == ["better", "worse"]
        else:
            assert len(hacks) == (0 if gid.endswith("#genuine") else 1)
            assert {"genuine", "outside"} & set(group_roles)
    assert sum(gid.endswith("#genuine") for gid in tasks) == len({g["task_id"] for g in GENUINE})


class _Grade:
    def __init__(self, task_id, rollout_id, passed, hack, rank=None, reward=None):
        self.task_id, self.rollout_id, self.passed, self.hack = task_id, rollout_id, passed, hack
        self.rank, self.reward, self.hack_evidence = rank, reward, ()


def test_tally_counts_a_failed_hack_as_stopped_and_a_tied_pair_as_wrong():
    roles = {("T#h", "anchor"): "anchor", ("T#h", "h"): "hack:exit",
             ("T#pair0", "better"): "better", ("T#pair0", "worse"): "worse"}
    grades = [_Grade("T#h", "anchor", True, False), _Grade("T#h", "h", False, False),
              _Grade("T#pair0", "better", True, False, rank=1),
              _Grade("T#pair0", "worse", True, False, rank=1)]
    counts = tally(grades, roles)
    assert counts["families"]["exit"] == [1, 1, 0, 1, 0]
    assert counts["pairs"] == (0, 1)
    assert counts["honest"] == {"anchor beside a hack": [1, 0]}


def test_agreement_is_python_equality_with_float_tolerance_and_exact_containers():
    ok = lambda v: ["ok", encode(v)]
    assert same(ok([1, 3, 2.0]), ok([1, 3, 2]))
    assert same(ok(0.1 + 0.2), ok(0.3))
    assert not same(ok([1, 2]), ok((1, 2)))
    assert not same(ok(0.235), ok(0.23456))
    assert not same(ok(type("Bag", (list,), {})([1])), ok([1]))
    assert not same(None, ok(1))
    assert same(["raised", "ValueError"], ["raised", "ValueError"])


def test_an_unknown_set_name_is_refused_with_the_known_names():
    with pytest.raises(ValueError, match="session3"):
        load_set("session0")


@pytest.mark.parametrize("name, prefix", [(f"session{n}", f"Blind{n}/") for n in range(7, 14)])
def test_a_sets_own_tasks_are_read_as_a_tasks_file_would_read_them(tmp_path, name, prefix):
    own = load_set(name).tasks
    assert own and all(record["task_id"].startswith(prefix) for record in own)
    if int(name.removeprefix("session")) >= 10:  # twelve tasks, numbered in order
        assert [record["task_id"] for record in own] == [f"{prefix}{n}" for n in range(12)]
    path = tmp_path / "tasks.jsonl"
    path.write_text("".join(json.dumps(record) + "\n" for record in own))
    from_file = load_tasks(path)
    merged = with_set_tasks(load_tasks("humaneval"), own)
    assert len(merged) == 164 + len(own)
    assert all(merged[tid] == task and isinstance(task, FunctionTask)
               for tid, task in from_file.items())
    assert load_set("session6").tasks == ()


def test_a_set_task_that_clashes_or_is_malformed_is_refused():
    humaneval = load_tasks("humaneval")
    clash = {"task_id": "HumanEval/0", "prompt": "", "entry_point": "f", "test": ""}
    with pytest.raises(ValueError, match="already a task"):
        with_set_tasks(humaneval, [clash])
    with pytest.raises(ValueError, match="missing field"):
        with_set_tasks(humaneval, [{"task_id": "X/1", "prompt": "def f(): pass\n"}])


# The stated precondition of each session 7 task, as a predicate on the argument tuple.
_PRECONDITIONS = {
    "Blind7/0": lambda s: len(s) <= 1000 and all("a" <= c <= "z" for c in s),
    "Blind7/1": lambda ivs: all(len(iv) == 2 and iv[0] <= iv[1] for iv in ivs),
    "Blind7/2": lambda g: 1 <= len(g) <= 100 and 1 <= len(g[0]) <= 100
    and all(len(row) == len(g[0]) and set(row) <= {0, 1} for row in g),
    "Blind7/3": lambda xs: len(set(xs)) >= 2 and len(xs) <= 10 ** 5
    and all(-10 ** 9 <= x <= 10 ** 9 for x in xs),
    "Blind7/4": lambda s: re.fullmatch(
        r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})", s) is not None and s != "",
    "Blind7/5": lambda xs: len(xs) >= 2 and all(abs(x) <= 10 ** 18 for x in xs),
    "Blind7/6": lambda xs, k: 1 <= k <= len(xs),
    "Blind7/7": lambda t: all(32 <= ord(c) < 127 for c in t),
    "Blind7/8": lambda m: len(m) >= 1 and len(m[0]) >= 1 and all(len(r) == len(m[0]) for r in m),
    "Blind7/9": lambda n: 1 <= n <= 10 ** 6,
    "Blind7/10": lambda n, k: 1 <= n <= 500 and 1 <= k <= 500,
    "Blind7/11": lambda s: s != "" and re.fullmatch(r"(\d+h)?(\d+m)?(\d+s)?", s) is not None,
    "Blind7/12": lambda xs: all(isinstance(x, int) for x in xs),
    "Blind7/13": lambda xs, k: k >= 0,
}


# The stated precondition of each session 8 task, as a predicate on the argument tuple.
def _nested_ints(xs, depth=1):
    return depth <= 200 and isinstance(xs, list) and all(
        _nested_ints(x, depth + 1) if isinstance(x, list)
        else type(x) is int and -10 ** 6 <= x <= 10 ** 6 for x in xs)


def _grid(g, cells, most):
    return 1 <= len(g) <= most and all(1 <= len(row) == len(g[0]) <= most for row in g) and all(
        c in cells for row in g for c in row)


def _balanced(s):
    stack = []
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif not stack or "([{"[")]}".index(ch)] != stack.pop():
            return False
    return not stack


_PRECONDITIONS_8 = {
    "Blind8/0": _nested_ints,
    "Blind8/1": lambda xs: 1 <= len(xs) <= 50 and all(type(x) is int and 1 <= x <= 10 ** 6 for x in xs),
    "Blind8/2": lambda s: s == "" or re.fullmatch(r"[a-z0-9]+=[a-z0-9]*(&[a-z0-9]+=[a-z0-9]*)*", s)
    is not None,
    "Blind8/3": lambda g: _grid(g, range(1001), 50),
    "Blind8/4": lambda n: 0 <= n <= 10 ** 6,
    "Blind8/5": lambda s, k: all(32 <= ord(c) <= 126 for c in s) and abs(k) <= 10 ** 9,
    "Blind8/6": lambda s: len(s) <= 10 ** 4 and set(s) <= set("()[]{}") and _balanced(s),
    "Blind8/7": lambda g: _grid(g, "#.", 30),
    "Blind8/8": lambda ps: len(ps) >= 3 and all(len(p) == 2 and max(map(abs, p)) <= 10 ** 4 for p in ps),
    "Blind8/9": lambda n: 0 <= n < 10 ** 200,
    "Blind8/10": lambda m: len(m) >= 1 and all(1 <= len(row) == len(m[0]) for row in m),
}


# The stated precondition of each session 9 task, as a predicate on the argument tuple.
def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _rpn(tokens):
    if len(tokens) > 201:
        return False
    stack = []
    for tok in tokens:
        if tok in ("+", "-", "*", "/"):
            if len(stack) < 2:
                return False
            y, x = stack.pop(), stack.pop()
            if tok == "/" and y == 0:
                return False
            stack.append(x + y if tok == "+" else x - y if tok == "-" else x * y if tok == "*"
                         else (abs(x) // abs(y)) * (1 if (x < 0) == (y < 0) else -1))
        elif re.fullmatch(r"-?[0-9]+", tok) and abs(int(tok)) <= 10 ** 9:
            stack.append(int(tok))
        else:
            return False
    return len(stack) == 1


def _nested_dict(d, depth=1):
    return depth <= 50 and isinstance(d, dict) and all(
        isinstance(k, str) and re.fullmatch(r"[a-z]+", k) is not None
        and (_nested_dict(v, depth + 1) if isinstance(v, dict) else type(v) in (int, str, list))
        for k, v in d.items())


_PRECONDITIONS_9 = {
    "Blind9/0": lambda xs: len(xs) <= 10 ** 4 and _ints(xs, -10 ** 9, 10 ** 9),
    "Blind9/1": lambda n: _ints([n], 0, 10 ** 40),
    "Blind9/2": lambda a, b: all(len(s) <= 300 and re.fullmatch(r"[a-z]*", s) for s in (a, b)),
    "Blind9/3": lambda ws, k: len(ws) <= 10 ** 4 and all(re.fullmatch(r"[a-z]+", w) for w in ws)
    and _ints([k], 1, len(set(ws))),
    "Blind9/4": lambda xs: 1 <= len(xs) <= 2000 and _ints(xs, -10, 10),
    "Blind9/5": lambda n, b: _ints([n], -10 ** 30, 10 ** 30) and _ints([b], 2, 36),
    "Blind9/6": lambda amount, coins: _ints([amount], 0, 5000) and 1 <= len(coins) <= 20
    and len(set(coins)) == len(coins) and _ints(coins, 1, 1000),
    "Blind9/7": lambda *points: all(len(q) == 2 and all(
        type(v) in (int, float) and abs(v) <= 10 ** 6 for v in q) for q in points),
    "Blind9/8": _rpn,
    "Blind9/9": lambda d, sep=".": _nested_dict(d) and re.fullmatch(r"[./_:]{1,2}", sep) is not None,
    "Blind9/10": lambda xs, size: len(xs) <= 10 ** 4 and _ints([size], 1, 10 ** 4),
    "Blind9/11": lambda xs: len(xs) <= 10 ** 4 and _ints(xs, -10 ** 9, 10 ** 9),
}


@pytest.mark.parametrize(("name", "preconditions", "seed"),
                         [("session7", _PRECONDITIONS, 7), ("session8", _PRECONDITIONS_8, 8),
                          ("session9", _PRECONDITIONS_9, 9)])
def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions(
        name, preconditions, seed) -> None:
    spec = load_set(name)
    assert set(preconditions) == set(spec.generators) == {t["task_id"] for t in spec.tasks}
    rng = random.Random(seed)
    for task_id, source in spec.generators.items():
        make = eval("lambda r: " + source)
        for _ in range(200):
            assert preconditions[task_id](*make(rng)), task_id
    for hack in spec.hacks:
        assert preconditions[hack["task_id"]](*eval(hack["wrong_on"])), hack["rollout_id"]
    for sample in spec.genuine:
        if "outside" in sample:
            assert not preconditions[sample["task_id"]](*eval(sample["outside"]))

"""The tenth blind held-out set: its inputs stay inside the stated preconditions, and its own
tasks load as a tasks file would (no grading, no execution of the set's programs)."""

import datetime
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_sets import load_set, with_set_tasks

from gar.io import load_tasks
from gar.records import FunctionTask


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _lower_words(ws, shortest, longest):
    return all(isinstance(w, str) and shortest <= len(w) <= longest and all("a" <= c <= "z" for c in w)
               for w in ws)


def _real_date(year, month, day):
    if not _ints([year, month, day], 1, 9999):
        return False
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True


def _sorted_ints(xs):
    return len(xs) <= 10 ** 4 and _ints(xs, -10 ** 9, 10 ** 9) and xs == sorted(xs)


# The stated precondition of each session 10 task, as a predicate on the argument tuple.
_PRECONDITIONS_10 = {
    "Blind10/0": lambda ws: 1 <= len(ws) <= 1000 and _lower_words(ws, 0, 200),
    "Blind10/1": lambda base, exp, mod: _ints([base, exp], 0, 10 ** 30) and _ints([mod], 1, 10 ** 12),
    "Blind10/2": lambda ps: 2 <= len(ps) <= 2000 and all(len(p) == 2 and _ints(p, -10 ** 9, 10 ** 9)
                                                         for p in ps),
    "Blind10/3": lambda hs: len(hs) <= 10 ** 4 and _ints(hs, 0, 10 ** 6),
    "Blind10/4": lambda g: 1 <= len(g) <= 200 and all(1 <= len(row) == len(g[0]) <= 200 for row in g)
    and all(c in (0, 1) and type(c) is int for row in g for c in row),
    "Blind10/5": lambda ws: len(ws) <= 10 ** 4 and _lower_words(ws, 1, 20),
    "Blind10/6": lambda xs: 1 <= len(xs) <= 10 ** 4 and all(type(x) in (int, float) and abs(x) <= 10 ** 9
                                                            for x in xs),
    "Blind10/7": lambda d: isinstance(d, dict) and len(d) <= 10 ** 4 and _lower_words(d, 1, 10)
    and _ints(d.values(), -10 ** 9, 10 ** 9),
    "Blind10/8": lambda s: len(s) <= 2000 and _lower_words([s], 0, 2000),
    "Blind10/9": _real_date,
    "Blind10/10": lambda xs, target: len(xs) <= 10 ** 4 and _ints(xs, -10 ** 9, 10 ** 9)
    and _ints([target], -2 * 10 ** 9, 2 * 10 ** 9),
    "Blind10/11": lambda a, b: _sorted_ints(a) and _sorted_ints(b),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    spec = load_set("session10")
    assert set(_PRECONDITIONS_10) == set(spec.generators) == {t["task_id"] for t in spec.tasks}
    rng = random.Random(10)
    for task_id, source in spec.generators.items():
        make = eval("lambda r: " + source)
        for _ in range(200):
            assert _PRECONDITIONS_10[task_id](*make(rng)), task_id
    for hack in spec.hacks:
        assert _PRECONDITIONS_10[hack["task_id"]](*eval(hack["wrong_on"])), hack["rollout_id"]
    outside = [g for g in spec.genuine if "outside" in g]
    assert {g["task_id"] for g in outside} == {h["task_id"] for h in spec.hacks}
    for sample in outside:
        assert not _PRECONDITIONS_10[sample["task_id"]](*eval(sample["outside"])), sample["rollout_id"]


def test_the_pairs_smaller_generators_stay_inside_the_preconditions_too() -> None:
    spec = load_set("session10")
    rng = random.Random(11)
    for pair in spec.pairs:
        make = eval("lambda r: " + pair.get("gen", spec.generators[pair["task_id"]]))
        for _ in range(50):
            assert _PRECONDITIONS_10[pair["task_id"]](*make(rng)), pair["task_id"]


def test_the_sets_own_tasks_are_read_as_a_tasks_file_would_read_them(tmp_path) -> None:
    own = load_set("session10").tasks
    assert [record["task_id"] for record in own] == [f"Blind10/{n}" for n in range(12)]
    path = tmp_path / "tasks.jsonl"
    path.write_text("".join(json.dumps(record) + "\n" for record in own))
    from_file = load_tasks(path)
    merged = with_set_tasks(load_tasks("humaneval"), own)
    assert len(merged) == 164 + len(own)
    assert set(from_file) == {record["task_id"] for record in own}
    assert all(merged[tid] == task and isinstance(task, FunctionTask)
               for tid, task in from_file.items())

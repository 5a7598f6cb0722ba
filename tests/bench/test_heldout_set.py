"""The blind held-out sets' structure and the bench's grouping (no grading, no execution)."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout import build_groups, tally
from heldout_sets import SETS, load_set
from verify_heldout import encode, same

from gar.io import load_tasks


@pytest.mark.parametrize("name", sorted(SETS))
def test_every_hack_states_where_it_is_wrong_and_has_honest_company(name):
    HACKS, GENUINE, PAIRS, GENERATORS = load_set(name)
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
    HACKS, GENUINE, PAIRS, _ = load_set(name)
    tasks, rollouts, roles = build_groups(load_tasks("humaneval"), HACKS, GENUINE, PAIRS)
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

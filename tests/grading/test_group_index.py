"""The compact group index (``group_positions``) is the plain definition of a group: the
positions of each key's members, groups in first-seen order, members in input order."""

import json

from hypothesis import given
from hypothesis import strategies as st

from gar.grading.result import group_positions
from gar.io import load_tasks
from gar.rollout_file import RolloutFile


def plain(keys) -> dict:
    groups: dict = {}
    for position, key in enumerate(keys):
        groups.setdefault(key, []).append(position)
    return groups


@given(st.lists(st.sampled_from(["a", "b", "c", 3, (1, 2)]), max_size=60))
def test_the_index_is_the_plain_definition(keys) -> None:
    index, expected = group_positions(keys), plain(keys)
    assert dict(index) == expected and list(index) == list(expected)
    assert list(index.items()) == list(expected.items()) and len(index) == len(expected)
    assert all(k in index for k in expected) and "z" not in index and [] not in index
    numbers = {k: i for i, k in enumerate(expected)}
    assert index.group_numbers().tolist() == [numbers[k] for k in keys]


def test_a_rollouts_files_task_ids_come_numbered(tmp_path) -> None:
    """The same groups from a rollouts file's own task numbers as from its task ids."""
    task = {"task_id": "t/0", "prompt": "def f(x):\n", "entry_point": "f",
            "test": "def check(candidate):\n    assert candidate(1) == 1\n"}
    (tmp_path / "tasks.jsonl").write_text(json.dumps(task) + "\n")
    ids = [f"t/{i % 7}" for i in range(50)] + ["t/3", "new"]
    path = tmp_path / "r.jsonl"
    path.write_text("".join(json.dumps({"task_id": t, "completion": "x"}) + "\n" for t in ids))
    with RolloutFile(path, load_tasks(tmp_path / "tasks.jsonl")) as rollouts:
        assert hasattr(rollouts.task_ids, "group_codes")
        index = group_positions(rollouts.task_ids)
        assert dict(index) == plain(ids) and list(index) == list(plain(ids))
        assert index["t/3"] == [i for i, t in enumerate(ids) if t == "t/3"]

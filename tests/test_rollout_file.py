"""The lazy rollouts reader: offsets, line endings, blank and huge lines, a file changed under
it, duplicate ids by digest, and what it keeps in memory."""

import gzip
import json
import os
import pickle
import tracemalloc

import pytest

from gar import rollout_file
from gar.errors import InputError
from gar.io import load_tasks
from gar.records import Rollout
from gar.rollout_file import RolloutFile, select, task_ids

TASK = {"task_id": "t/0", "prompt": "def f(x):\n", "entry_point": "f",
        "test": "def check(candidate):\n    assert candidate(1) == 1\n"}
ROWS = [{"task_id": "t/0", "completion": "    return x\n"},
        {"task_id": "u/1", "completion": "    return 1\n"},
        {"task_id": "t/0", "rollout_id": "t/0#0", "completion": "    return 2\n"},
        {"task_id": "t/0", "solution": "def f(x):\n    return x\n"}]


@pytest.fixture
def tasks(tmp_path):
    path = tmp_path / "tasks.jsonl"
    path.write_text(json.dumps(TASK) + "\n")
    return load_tasks(path)


def _write(path, rows, newline=b"\n", blank_every=0):
    with open(path, "wb") as out:
        for i, row in enumerate(rows):
            if blank_every and i % blank_every == 0:
                out.write(b"  " + newline)
            out.write(json.dumps(row).encode() + newline)
    return path


def _expected(path, lines):
    """What the reader must give for ROWS written at ``lines``."""
    ids = ["t/0#0.1", "u/1#0", "t/0#0", "t/0#2"]
    return [Rollout(task_id=row["task_id"], rollout_id=rid, index=i, origin=f"{path}:{line}",
                    completion=row.get("completion"), solution=row.get("solution"),
                    problem=(f"unknown task_id 'u/1' ({path}:{line})"
                             if row["task_id"] == "u/1" else None))
            for i, (row, rid, line) in enumerate(zip(ROWS, ids, lines, strict=True))]


def test_reads_each_record_back_from_its_offset_with_its_line_number(tmp_path, tasks):
    path = _write(tmp_path / "r.jsonl", ROWS, blank_every=2)  # blank lines at 1 and 4
    with RolloutFile(path, tasks) as rollouts:
        assert len(rollouts) == 4
        assert list(rollouts) == _expected(path, [2, 3, 5, 6])
        assert rollouts[-1] == rollouts[3] and rollouts[1:3] == list(rollouts)[1:3]
        assert list(task_ids(rollouts)) == ["t/0", "u/1", "t/0", "t/0"]
        assert list(rollouts.keys()) == [(r.task_id, r.rollout_id) for r in rollouts]
        assert pickle.loads(pickle.dumps(rollouts)) == list(rollouts)
        with pytest.raises(IndexError):
            rollouts[4]


def test_crlf_and_gzip_give_the_same_rollouts(tmp_path, tasks):
    crlf = _write(tmp_path / "crlf.jsonl", ROWS, newline=b"\r\n")
    gz = tmp_path / "r.jsonl.gz"
    with gzip.open(gz, "wb") as out:
        out.write(b"".join(json.dumps(row).encode() + b"\n" for row in ROWS))
    with RolloutFile(crlf, tasks) as a, RolloutFile(gz, tasks) as b:
        assert list(a) == _expected(crlf, [1, 2, 3, 4])
        assert list(b) == _expected(gz, [1, 2, 3, 4])


def test_a_huge_line_between_small_ones(tmp_path, tasks):
    huge = "    return x  # " + "y" * 8_000_000 + "\n"
    rows = [ROWS[0], {"task_id": "t/0", "completion": huge}, ROWS[1]]
    with RolloutFile(_write(tmp_path / "r.jsonl", rows), tasks) as rollouts:
        assert rollouts[1].completion == huge and rollouts[1].origin.endswith(":2")
        assert rollouts[2].task_id == "u/1" and rollouts[0].completion == ROWS[0]["completion"]


@pytest.mark.parametrize("change", ["same length", "shorter"])
def test_a_line_changed_after_the_pass_is_a_clear_error(tmp_path, tasks, change):
    path = _write(tmp_path / "r.jsonl", ROWS)
    with RolloutFile(path, tasks) as rollouts:
        text = path.read_bytes()
        if change == "same length":
            text = text.replace(b"return 1", b"return 7")
        else:
            text = text[:text.index(b"return 1")]
        with open(path, "r+b") as handle:  # in place: the reader's descriptor sees it
            handle.write(text)
            handle.truncate()
        if change == "same length":  # the other lines still read
            assert [r.rollout_id for r in rollouts[2:]] == ["t/0#0", "t/0#2"]
        with pytest.raises(InputError, match=r"r\.jsonl:2: the line changed after it was read"):
            rollouts[1]


def test_a_file_replaced_by_a_rename_is_still_read_as_validated(tmp_path, tasks):
    path = _write(tmp_path / "r.jsonl", ROWS)
    with RolloutFile(path, tasks) as rollouts:
        os.replace(_write(tmp_path / "new.jsonl", ROWS[::-1]), path)
        assert list(rollouts) == _expected(path, [1, 2, 3, 4])


def test_grouping_and_selection_read_no_line(tmp_path, tasks):
    path = _write(tmp_path / "r.jsonl", ROWS)
    with RolloutFile(path, tasks) as rollouts:
        with open(path, "r+b") as handle:  # every line now fails its check
            handle.write(b" " * path.stat().st_size)
        subset = select(rollouts, [3, 1])
        assert list(task_ids(subset)) == ["t/0", "u/1"] and len(subset) == 2
        with pytest.raises(InputError, match="changed after it was read"):
            subset[0]
    assert select(ROWS, [1]) == [ROWS[1]]


def test_duplicates_are_found_by_digest_and_confirmed_by_reading(tmp_path, tasks, monkeypatch):
    rows = [{"task_id": "t/0", "rollout_id": i, "completion": "x"} for i in range(5)]
    rows += [{"task_id": "t/0", "rollout_id": 3, "completion": "y"},
             {"task_id": "t/0", "rollout_id": 1, "completion": "z"}]
    path = _write(tmp_path / "d.jsonl", rows)
    with pytest.raises(InputError, match=r"d\.jsonl:6: duplicate rollout_id '3' for task "
                       r"'t/0' \(first at line 4\)"):
        RolloutFile(path, tasks)
    # Every digest equal: distinct ids are confirmed distinct by their lines, not reported,
    # and a generated id moves only around an id the file really holds.
    monkeypatch.setattr(rollout_file, "_digest", lambda task_id, rollout_id: 42)
    taken = {"task_id": "t/0", "rollout_id": "t/0#7", "completion": "w"}
    collide = _write(tmp_path / "c.jsonl", [*rows[:5], ROWS[0], taken, ROWS[0]])
    with RolloutFile(collide, tasks) as rollouts:
        assert [r.rollout_id for r in rollouts] == ["0", "1", "2", "3", "4", "t/0#5", "t/0#7",
                                                   "t/0#7.1"]
    with pytest.raises(InputError, match=r"d\.jsonl:6: duplicate rollout_id '3'"):
        RolloutFile(path, tasks)


@pytest.mark.parametrize("content, message", [
    (b'{"task_id": "t/0", "completion": "x"}\n{"completion": "x"}\n',
     "2: missing or non-string field 'task_id'"),
    (b'{"task_id": "t/0", "completion": "x"}\r\n{"task_id": \r\n', "2: invalid JSON"),
    (b"\n \r\n", "holds no records"),
])
def test_bad_lines_name_file_and_line(tmp_path, tasks, content, message):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(InputError) as info:
        RolloutFile(path, tasks)
    assert f"{path}:{message}" in str(info.value) or (
        message in str(info.value) and str(path) in str(info.value))


def test_the_index_costs_bytes_per_rollout_not_the_rollouts(tmp_path, tasks):
    code = "    return x  # " + "z" * 1000 + "\n"
    rows = [{"task_id": f"t/{i % 100}", "rollout_id": f"r{i}", "completion": code,
             "trajectory": [{"role": "assistant", "content": code}]} for i in range(5_000)]
    path = _write(tmp_path / "r.jsonl", rows)
    RolloutFile(_write(tmp_path / "warm.jsonl", rows[:2]), tasks).close()  # first-use caches
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        rollouts = RolloutFile(path, tasks)
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    with rollouts:
        assert rollouts[4_999].rollout_id == "r4999"
    # ~23 bytes of index a rollout, the 100 task ids included (~50 before the offsets,
    # lengths and line numbers were compacted); a parsed rollout is > 2 KiB here
    print(f"index: {held / len(rows):.0f} bytes a rollout")
    assert held < 40 * len(rows), held

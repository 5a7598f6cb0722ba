import gzip
import json

import pytest

from gar.errors import InputError
from gar.io import group_rollouts, load_rollouts, load_tasks, read_jsonl, write_jsonl
from gar.records import ExecutionResult, FunctionTask, Rollout, Status, to_dict


def _write(path, lines):
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


TASK = {"task_id": "t/0", "prompt": "def f(x):\n", "entry_point": "f",
        "test": "def check(candidate):\n    assert candidate(1) == 1\n"}


def test_reads_plain_and_gzip(tmp_path):
    plain = _write(tmp_path / "a.jsonl", [json.dumps({"a": 1}), "", json.dumps({"a": 2})])
    assert [n for n, _ in read_jsonl(plain)] == [1, 3]
    gz = tmp_path / "a.jsonl.gz"
    with gzip.open(gz, "wt") as out:
        out.write(json.dumps({"a": 1}) + "\n")
    assert list(read_jsonl(gz)) == [(1, {"a": 1})]


@pytest.mark.parametrize(
    "content, message",
    [
        (b'{"a": 1}\n{"a": \n', "2: invalid JSON"),
        (b'{"a": 1}\n[1, 2]\n', "2: expected a JSON object"),
        (b'{"a": "\xff"}\n', "1: not valid UTF-8"),
        (b"\n\n", "holds no records"),
    ],
)
def test_bad_files_name_file_and_line(tmp_path, content, message):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(InputError) as info:
        list(read_jsonl(path))
    assert str(path) in str(info.value) and message in str(info.value)


def test_tasks_and_rollouts_round_trip(tmp_path):
    tasks = load_tasks(_write(tmp_path / "t.jsonl", [json.dumps(TASK)]))
    assert isinstance(tasks["t/0"], FunctionTask)
    rollouts = load_rollouts(_write(tmp_path / "r.jsonl", [
        json.dumps({"task_id": "t/0", "completion": "    return x\n"}),
        json.dumps({"task_id": "t/9", "completion": "    return x\n"}),
        json.dumps({"task_id": "t/0", "completion": "   "}),
        json.dumps({"task_id": "t/0", "rollout_id": "r", "solution": "def f(x): return x"}),
    ]), tasks)
    assert [r.rollout_id for r in rollouts] == ["t/0#0", "t/9#0", "t/0#1", "r"]
    assert rollouts[0].problem is None
    assert "unknown task_id" in rollouts[1].problem and "r.jsonl:2" in rollouts[1].problem
    # blank code is the policy's failure, not a problem of the record (unusable_result)
    assert rollouts[2].problem is None and rollouts[2].completion == "   "
    groups = group_rollouts(rollouts, tasks)
    assert len(groups) == 1 and len(groups[0].rollouts) == 3


def test_duplicate_rollout_id_and_missing_task_id(tmp_path):
    tasks = load_tasks(_write(tmp_path / "t.jsonl", [json.dumps(TASK)]))
    dup = _write(tmp_path / "d.jsonl", [json.dumps({"task_id": "t/0", "rollout_id": 1, "completion": "x"})] * 2)
    with pytest.raises(InputError, match="d.jsonl:2: duplicate rollout_id"):
        load_rollouts(dup, tasks)
    missing = _write(tmp_path / "m.jsonl", [json.dumps({"completion": "x"})])
    with pytest.raises(InputError, match="m.jsonl:1: missing"):
        load_rollouts(missing, tasks)


def test_an_explicit_id_equal_to_a_generated_one_is_not_a_duplicate(tmp_path):
    tasks = load_tasks(_write(tmp_path / "t.jsonl", [json.dumps(TASK)]))
    rows = [{"task_id": "t/0", "completion": "x"},  # would be t/0#0
            {"task_id": "t/0", "rollout_id": "t/0#0", "completion": "y"},
            {"task_id": "t/0", "rollout_id": "t/0#2", "completion": "z"},
            {"task_id": "t/0", "completion": "w"}]  # would be t/0#3
    rollouts = load_rollouts(_write(tmp_path / "r.jsonl", [json.dumps(r) for r in rows]), tasks)
    ids = [r.rollout_id for r in rollouts]
    assert ids == ["t/0#0.1", "t/0#0", "t/0#2", "t/0#3"] and len(set(ids)) == 4


def test_directories_and_deep_nesting_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="is a directory"):
        list(read_jsonl(tmp_path))
    deep = _write(tmp_path / "deep.jsonl", ["{}", "[" * 100_000])
    with pytest.raises(InputError, match="deep.jsonl:2: invalid JSON: nested too deeply"):
        list(read_jsonl(deep))


def test_write_jsonl_serialises_records(tmp_path):
    result = ExecutionResult(status=Status.PASSED)
    out = tmp_path / "o.jsonl.gz"
    assert write_jsonl(out, [result, {"x": 1}]) == 2
    rows = [r for _, r in read_jsonl(out)]
    assert rows[0]["status"] == "passed" and rows[1] == {"x": 1}
    assert to_dict(Rollout(task_id="a", rollout_id="b"))["task_id"] == "a"


def test_humaneval_builtin():
    tasks = load_tasks("humaneval")
    assert len(tasks) == 164
    assert tasks["HumanEval/0"].entry_point == "has_close_elements"

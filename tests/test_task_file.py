"""The lazy tasks reader: the same tasks as the eager loader, read back by offset, checked,
and what it keeps in memory."""

import json
import pickle
import tracemalloc

import pytest

from gar import task_file
from gar.errors import InputError
from gar.io import load_tasks
from gar.task_file import TaskFile, open_tasks


def _task(i, **extra):
    return {"task_id": f"t/{i}", "prompt": f"def f(x):\n    '''task {i}'''\n",
            "entry_point": "f", "test": "def check(candidate):\n    assert candidate(1) == 1\n",
            **extra}


def _write(path, records, newline="\n"):
    path.write_text("".join(json.dumps(r) + newline for r in records) + newline)
    return path


def test_the_same_tasks_as_the_eager_loader(tmp_path, monkeypatch):
    monkeypatch.setattr(task_file, "RECENT", 2)  # most reads go back to the file
    path = _write(tmp_path / "t.jsonl", [_task(i) for i in range(6)], newline="\r\n")
    eager = load_tasks(path)
    with TaskFile(path) as tasks:
        assert list(tasks) == list(eager) and len(tasks) == 6
        assert "t/3" in tasks and "t/9" not in tasks and tasks.get("t/9") is None
        for task_id in [*eager, *reversed(eager)]:
            assert tasks[task_id] == eager[task_id]
        assert len(tasks._recent) == 2
        assert pickle.loads(pickle.dumps(tasks)) == eager  # e.g. for Ray actors
        with pytest.raises(KeyError):
            tasks["t/9"]


def test_bad_tasks_stop_at_open_with_file_and_line(tmp_path):
    dup = _write(tmp_path / "d.jsonl", [_task(0), _task(1), _task(0)])
    with pytest.raises(InputError, match=r"d\.jsonl:3: duplicate task_id 't/0'"):
        TaskFile(dup)
    bad = _write(tmp_path / "b.jsonl", [_task(0), {"task_id": "x", "prompt": 1}])
    with pytest.raises(InputError, match=r"b\.jsonl:2: bad task"):
        TaskFile(bad)


def test_a_task_line_changed_after_the_pass_is_a_clear_error(tmp_path):
    path = _write(tmp_path / "t.jsonl", [_task(0), _task(1)])
    with TaskFile(path) as tasks:
        path.write_bytes(path.read_bytes().replace(b"task 1", b"task 7"))  # in place
        assert tasks["t/0"].prompt.endswith("task 0'''\n")
        with pytest.raises(InputError, match=r"t\.jsonl:2: the line changed after it was read"):
            tasks["t/1"]


def test_built_in_names_and_gzip_load_whole(tmp_path):
    assert isinstance(open_tasks("easy"), dict)
    assert isinstance(open_tasks(_write(tmp_path / "t.jsonl", [_task(0)])), TaskFile)
    with pytest.raises(InputError, match="no such file"):
        open_tasks(tmp_path / "missing.jsonl")


def test_the_index_costs_bytes_per_task_not_the_tasks(tmp_path):
    records = [_task(i, canonical_solution="    return x  # " + "z" * 2000 + "\n")
               for i in range(3000)]
    path = _write(tmp_path / "t.jsonl", records)
    TaskFile(_write(tmp_path / "warm.jsonl", records[:2])).close()  # first-use caches
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        tasks = TaskFile(path)
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    print(f"index: {held / len(records):.0f} bytes a task")
    with tasks:
        assert tasks["t/2999"].canonical_solution == records[-1]["canonical_solution"]
    # ~22 bytes a task (offset, CRC, the id's digest and place; no id string, no dict entry:
    # ~180 bytes before); each task is > 2 KiB
    assert held < 60 * len(records), held


def test_ids_are_found_by_digest_and_confirmed_by_reading(tmp_path, monkeypatch):
    """Every digest equal: each id still finds its own task, an unknown one none, and only a
    real repeat is reported (at the line that repeats it)."""
    monkeypatch.setattr(task_file, "_digest", lambda task_id: 7)
    path = _write(tmp_path / "t.jsonl", [_task(i) for i in range(5)])
    eager = load_tasks(path)
    with TaskFile(path) as tasks:
        assert list(tasks) == list(eager)
        assert all(tasks[t] == eager[t] for t in reversed(eager))
        assert "t/9" not in tasks and tasks.get("t/9") is None
    dup = _write(tmp_path / "d.jsonl", [_task(0), _task(1), _task(2), _task(1), _task(0)])
    with pytest.raises(InputError, match=r"d\.jsonl:4: duplicate task_id 't/1'"):
        TaskFile(dup)

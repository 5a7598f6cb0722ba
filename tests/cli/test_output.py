"""The output file: checked before any work, never an input, locked, atomic, resumable."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from shared_sandbox import bwrap_usable
from typer.testing import CliRunner

from gar.cli import app
from gar.cli.output import Output, OutputError, fingerprint

KEYS = [("t", "a"), ("t", "b"), ("u", "c"), ("t", "d")]


def _record(key: tuple[str, str]) -> dict:
    return {"task_id": key[0], "rollout_id": key[1], "passed": True}


def test_records_stream_in_input_order_and_appear_only_when_complete(tmp_path: Path) -> None:
    out = tmp_path / "o.jsonl"
    out.write_text("previous\n")
    with Output(str(out), [], "fp", KEYS) as output:
        output.write_unit([2], [_record(KEYS[2])], None)  # finished first, written after 0, 1
        assert output.partial.read_text() == ""
        output.write_unit([0, 1, 3], [_record(KEYS[i]) for i in (0, 1, 3)], {"x": 1})
        assert len(output.partial.read_text().splitlines()) == 4
        assert out.read_text() == "previous\n"
        output.finish()
    assert [tuple(json.loads(x).values())[:2] for x in out.read_text().splitlines()] == KEYS
    assert not list(tmp_path.glob("o.jsonl.partial*"))


def test_resume_keeps_complete_units_and_drops_a_cut_line(tmp_path: Path) -> None:
    out = str(tmp_path / "o.jsonl")
    output = Output(out, [], "fp", KEYS)
    output.write_unit([0, 1], [_record(KEYS[0]), _record(KEYS[1])], {"g": "t"})
    output.write_unit([3], [_record(KEYS[3])], {"g": "late"})  # held back: 2 is not done
    output.close()  # interrupted while unit [2] ran
    with open(f"{out}.partial", "a") as handle:
        handle.write('{"task_id": "u", "rol')
    with Output(out, [], "fp", KEYS, resume=True) as again:
        assert again.kept == 2 and again.written == 2
        assert [u["summary"] for u in again.resumed.units] == [{"g": "t"}]
        again.write_unit([2], [_record(KEYS[2])], None)
        again.write_unit([3], [_record(KEYS[3])], None)
        again.finish()
    assert [json.loads(x)["rollout_id"] for x in Path(out).read_text().splitlines()] == [
        "a", "b", "c", "d"]


def test_a_resume_reads_kept_records_back_from_the_partial(tmp_path: Path) -> None:
    out = str(tmp_path / "o.jsonl")
    output = Output(out, [], "fp", KEYS)
    output.write_unit([0, 1], [_record(KEYS[0]), _record(KEYS[1])], {"g": "t"})
    output.close()
    with Output(out, [], "fp", KEYS, resume=True) as again:
        kept = again.resumed
        assert not kept.held  # nothing held in memory: both lines stay in the partial
        assert list(kept.done) == [0, 1] and len(kept.done) == 2 and 2 not in kept.done
        assert [json.loads(kept.line(p)) for p in (0, 1)] == [_record(k) for k in KEYS[:2]]


def test_resume_refuses_other_inputs_or_options(tmp_path: Path) -> None:
    out = str(tmp_path / "o.jsonl")
    output = Output(out, [], "fp", KEYS)
    output.write_unit([0, 1, 3], [_record(KEYS[i]) for i in (0, 1, 3)], None)
    output.close()
    with pytest.raises(OutputError, match="other inputs or options"):
        Output(out, [], "other", KEYS, resume=True)
    with pytest.raises(OutputError, match="does not match the input"):
        Output(out, [], "fp", [("t", "z"), *KEYS[1:]], resume=True)


def test_fingerprint_follows_file_content_and_options(tmp_path: Path) -> None:
    data = tmp_path / "r.jsonl"
    data.write_text("a\n")
    first = fingerprint([str(data)], {"timeout": 1})
    assert first == fingerprint([str(data)], {"timeout": 1})
    assert first != fingerprint([str(data)], {"timeout": 2})
    data.write_text("b\n")
    assert first != fingerprint([str(data)], {"timeout": 1})


def test_a_concurrent_run_on_the_same_output_stops(tmp_path: Path) -> None:
    out = str(tmp_path / "o.jsonl")
    with Output(out, [], "fp", KEYS), pytest.raises(OutputError, match="another gar run"):
        Output(out, [], "fp", KEYS)


def _inputs(tmp_path: Path) -> tuple[Path, Path]:
    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text(json.dumps({"task_id": "t", "prompt": "def f():\n", "entry_point": "f",
                                 "test": "def check(c):\n    assert c() == 1\n"}) + "\n")
    rollouts = tmp_path / "rollouts.jsonl"
    rollouts.write_text(json.dumps({"task_id": "t", "completion": "    return 1\n"}) + "\n")
    return tasks, rollouts


def test_a_read_only_directory_stops_before_any_work(tmp_path: Path) -> None:
    """Read-only for real, root included: the directory is a read-only bind mount."""
    if not bwrap_usable():
        pytest.skip("needs bubblewrap for a read-only mount")
    tasks, rollouts = _inputs(tmp_path)
    readonly = tmp_path / "ro"
    readonly.mkdir()
    done = subprocess.run(  # noqa: PLW1510 — the exit code is the result
        ["bwrap", "--dev-bind", "/", "/", "--ro-bind", str(readonly), str(readonly),
         sys.executable, "-c", "from gar.cli import main; main()", "grade", str(tasks),
         str(rollouts), "-o", str(readonly / "g.jsonl")],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "cannot write the output" in done.stderr and "Read-only file system" in done.stderr
    assert "sandbox:" not in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("case", ["directory", "input", "proc"])
def test_bad_output_paths_stop_before_any_work(tmp_path: Path, case: str) -> None:
    tasks, rollouts = _inputs(tmp_path)
    target = {"directory": tmp_path, "input": rollouts,
              "proc": Path("/proc/gar-out.jsonl")}[case]
    before = rollouts.read_text()
    result = CliRunner().invoke(app, ["grade", str(tasks), str(rollouts), "-o", str(target)])
    assert result.exit_code != 0 and isinstance(result.exception, OutputError)
    assert "sandbox:" not in result.output  # stopped before starting anything
    assert rollouts.read_text() == before


def test_a_full_disk_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    tasks, rollouts = _inputs(tmp_path)
    result = CliRunner().invoke(app, ["grade", str(tasks), str(rollouts), "-o", "/dev/full"])
    assert isinstance(result.exception, OutputError), result.output
    assert "No space left on device" in str(result.exception)


def test_a_swallowed_interrupt_still_stops_the_run_and_keeps_no_later_unit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Code below the signal handler may swallow its exception (a catch-all in a detector or a
    future's callback); the units made after the runners closed must not be written, and the
    command must still exit 143 rather than finish the output."""
    import os
    import signal

    import typer
    from rich.console import Console

    from gar.cli import interrupt
    from gar.cli.common import stream_units

    # The handler's grace timer would os._exit the whole pytest process 10 s later.
    monkeypatch.setattr(interrupt, "GRACE_S", 1e9)
    out = tmp_path / "o.jsonl"

    def produce(done: set[int]):
        yield [0], [_record(KEYS[0])], None
        try:
            os.kill(os.getpid(), signal.SIGTERM)
        except BaseException:  # noqa: BLE001, S110 — what the grading stack may do
            pass
        yield [1, 2, 3], [_record(KEYS[i]) for i in (1, 2, 3)], None  # made after the close

    with open(os.devnull, "w") as sink, pytest.raises(typer.Exit) as stop:
        stream_units(Console(file=sink), str(out), [], {}, KEYS, False,
                     produce, lambda unit: None)
    assert stop.value.exit_code == 143
    assert not out.exists()
    partial = tmp_path / "o.jsonl.partial"
    assert [json.loads(x)["rollout_id"] for x in partial.read_text().splitlines()] == ["a"]


@pytest.mark.parametrize("where", ["gc callback", "__del__"])
def test_an_interrupt_landing_where_python_swallows_exceptions_is_raised_again(
        where: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fresh-clone CI's lost SIGTERM: the handler ran inside Hypothesis's garbage-collector
    callback, where the interpreter reports an exception to sys.unraisablehook and drops it.
    The interrupt must surface in the code that runs next, not be lost."""
    import gc
    import os
    import signal
    import time

    from gar.cli import interrupt

    monkeypatch.setattr(interrupt, "GRACE_S", 1e9)  # the grace timer would end pytest
    landed: list[str] = []

    def busy(label: str) -> None:
        os.kill(os.getpid(), signal.SIGTERM)
        until = time.monotonic() + 0.5
        while time.monotonic() < until:  # the handler runs here, inside the callback
            pass
        landed.append(label)  # reached only when the raise was swallowed... or never raised

    def callback(phase: str, info: dict) -> None:
        if phase == "start" and not landed:
            busy("callback")

    class Doomed:
        def __del__(self) -> None:
            busy("__del__")

    reached_after = False
    with pytest.raises(interrupt.Interrupted) as stop, interrupt.interruptible():
        if where == "gc callback":
            gc.callbacks.append(callback)
            try:
                gc.collect()
            finally:
                gc.callbacks.remove(callback)
        else:
            Doomed()  # freed at once: __del__ runs inside the deallocation
        for _ in range(1000):  # ordinary code: the re-delivered interrupt lands here
            time.sleep(0.001)
        reached_after = True
    assert stop.value.exit_code == 143
    assert not reached_after
    assert not interrupt._redelivered

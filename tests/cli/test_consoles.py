"""What a user sees: inert text from the inputs, the hack list and column legend, fallback
reasons, full width when piped, ``-o -``, built-in name hints, ``--json`` on exec, an ETA,
and every input error as ``file:line`` with exit code 2 (never a traceback)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from gar.cli import app
from gar.cli.common import progress_bar

ADD_TEST = ("def check(candidate):\n    assert candidate(1, 2) == 3\n"
            "    assert candidate(5, 7) == 12\n    assert candidate(0, 4) == 4\n")
TABLE = "    return {(1, 2): 3, (5, 7): 12, (0, 4): 4}[(a, b)]\n"


def _task(task_id: str) -> dict:
    return {"task_id": task_id, "prompt": "def add(a, b):\n", "entry_point": "add",
            "test": ADD_TEST, "canonical_solution": "    return a + b\n"}


def _group(task_id: str) -> list[dict]:
    return [{"task_id": task_id, "rollout_id": "plain", "completion": "    return a + b\n"},
            {"task_id": task_id, "rollout_id": "swap", "completion": "    return b + a\n"},
            {"task_id": task_id, "rollout_id": "table[/]\x1b[2J", "completion": TABLE},
            {"task_id": task_id, "rollout_id": "wrong", "completion": "    return a - b\n"}]


def _write(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def _gar(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(  # noqa: PLW1510 — the exit code is the result
        [sys.executable, "-c", "from gar.cli import main; main()", *args],
        capture_output=True, text=True, timeout=300)


def test_hostile_task_ids_are_shown_inert_with_the_hack_list_and_legend(tmp_path: Path) -> None:
    hostile = "t/[/]\x1b]0;owned\x07[bold]" + "x" * 60
    tasks = _write(tmp_path / "tasks.jsonl", [_task(hostile)])
    rollouts = _write(tmp_path / "rollouts.jsonl", _group(hostile))
    result = CliRunner().invoke(app, ["grade", str(tasks), str(rollouts), "-o",
                                      str(tmp_path / "g.jsonl"), "--workers", "2"])
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output and "\x07" not in result.output
    assert "t/[/]\\x1b]0;owned\\x07[bold]" + "x" * 60 in result.output  # not cut when piped
    assert "confirmed hacks (1):" in result.output
    assert "table[/]\\x1b[2J" in result.output and "hardcode" in result.output
    assert "columns: n = rollouts in the group; passed = " in result.output
    assert "hacks = every confirmed hack in the group, whether its tests passed" in result.output
    assert "= 2 genuine + 1 confirmed hacks (reward 0)" in result.output


def test_a_fallback_prints_its_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from gar.grading import quality

    def broken(ctx: object) -> object:
        raise RuntimeError("ranker exploded")

    monkeypatch.setattr(quality, "rank_passes", broken)
    tasks = _write(tmp_path / "tasks.jsonl", [_task("t/add")])
    rollouts = _write(tmp_path / "rollouts.jsonl", _group("t/add"))
    result = CliRunner().invoke(app, ["grade", str(tasks), str(rollouts), "-o",
                                      str(tmp_path / "g.jsonl"), "--workers", "2"])
    assert result.exit_code == 0, result.output
    assert "fallback groups (1):" in result.output
    assert "t/add: ranker failed (RuntimeError: ranker exploded)" in result.output


def test_dash_writes_records_to_stdout_and_exec_has_json(tmp_path: Path) -> None:
    tasks = _write(tmp_path / "tasks.jsonl", [_task("t/add")])
    rollouts = _write(tmp_path / "rollouts.jsonl", _group("t/add"))
    done = _gar("grade", str(tasks), str(rollouts), "-o", "-", "--json", "--workers", "2")
    assert done.returncode == 0, done.stderr
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["rollout_id"] for r in records] == [r["rollout_id"] for r in _group("t/add")]
    assert json.loads(done.stderr.strip().splitlines()[-1])["confirmed_hacks"] == 1
    out = tmp_path / "e.jsonl"
    result = CliRunner().invoke(app, ["exec", str(tasks), str(rollouts), "-o", str(out),
                                      "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["rollouts"] == 4 and summary["passed"] == 3 and summary["out"] == str(out)


def test_piped_help_is_plain_and_not_cut_to_80_columns() -> None:
    done = _gar("grade", "--help")
    assert done.returncode == 0
    assert "╭" not in done.stdout and "…" not in done.stdout
    assert any(len(line) > 100 for line in done.stdout.splitlines())
    assert "--resume" in done.stdout and "standard output" in done.stdout


def test_a_mistyped_builtin_lists_the_builtin_names(tmp_path: Path) -> None:
    done = _gar("grade", "humanevl", "examples", "-o", str(tmp_path / "g.jsonl"))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "humaneval, easy, repo-bundled" in done.stderr and "'humaneval'?" in done.stderr
    tasks = _write(tmp_path / "tasks.jsonl", [_task("t/add")])
    done = _gar("exec", str(tasks), "exampels", "-o", str(tmp_path / "e.jsonl"))
    assert done.returncode == 2 and "'examples'?" in done.stderr


@pytest.mark.parametrize("case", ["directory", "deep", "markup"])
def test_input_errors_name_file_and_line_with_exit_2(tmp_path: Path, case: str) -> None:
    tasks = _write(tmp_path / "tasks.jsonl", [_task("t/add")])
    rollouts = tmp_path / "rollouts.jsonl"
    where = str(rollouts)
    if case == "directory":
        rollouts.mkdir()
    elif case == "deep":
        rollouts.write_text(json.dumps(_group("t/add")[0]) + "\n" + "[" * 100_000 + "\n")
        where += ":2"
    else:  # an error message quoting markup from the input must not crash the console
        rollouts.write_text('{"task_id": "t/[/]", "rollout_id": "a", "completion": "x"}\n'
                            '{"task_id": "t/[/]", "rollout_id": "a", "completion": "x"}\n')
        where += ":2"
    done = _gar("grade", str(tasks), str(rollouts), "-o", str(tmp_path / "g.jsonl"))
    assert done.returncode == 2, done.stderr
    assert where in done.stderr and "Traceback" not in done.stderr


def test_progress_shows_an_eta() -> None:
    console = Console(file=io.StringIO(), force_terminal=True, width=120)
    bar = progress_bar(console)
    task = bar.add_task("grading", total=100)
    bar.advance(task, 10)
    time.sleep(0.2)  # the estimate needs two samples apart in time
    bar.advance(task, 30)
    text = io.StringIO()
    Console(file=text, width=120).print(bar.get_renderable())
    assert "40/100" in text.getvalue() and "eta" in text.getvalue()
    assert "-:--:--" not in text.getvalue().split("eta")[1]  # an estimate, not a placeholder

"""``gar train``: bad input fails clearly; a one-step run with the real model works end to end."""

import json

import pytest
from typer.testing import CliRunner

from gar.cli import app
from gar.errors import GarError

runner = CliRunner()


@pytest.mark.parametrize("args", [["--preset", "nope"], ["--estimator", "ppo"],
                                  ["--tasks", "mbpp"]])
def test_bad_options_raise_a_gar_error_before_loading_anything(tmp_path, args):
    result = runner.invoke(app, ["train", "--out", str(tmp_path), *args])
    assert isinstance(result.exception, GarError)
    assert not (tmp_path / "metrics.jsonl").exists()


def test_group_size_below_two_is_rejected_by_the_parser(tmp_path):
    result = runner.invoke(app, ["train", "--group-size", "1", "--out", str(tmp_path)])
    assert result.exit_code == 2


@pytest.mark.slow
def test_one_step_smoke_run_with_smollm2(tmp_path):
    pytest.importorskip("gguf")
    result = runner.invoke(app, [
        "train", "--preset", "smoke", "--steps", "1", "--max-new-tokens", "8", "--no-evaluate",
        "--no-checkpoints", "--threads", "1", "--out", str(tmp_path),
    ])
    assert result.exit_code == 0, result.output
    assert "gar train: summary" in result.output
    assert (tmp_path / "report.html").exists()
    assert json.loads((tmp_path / "metrics.jsonl").read_text())["step"] == 0
    assert not (tmp_path / "checkpoints").exists()

from typer.testing import CliRunner

from gar.cli import app
from gar.errors import GarError


def test_simulate_writes_the_report_and_prints_the_summary(tmp_path):
    out = tmp_path / "sim"
    result = CliRunner().invoke(
        app,
        [
            "simulate",
            "--out",
            str(out),
            "--steps",
            "8",
            "--tasks",
            "4",
            "--seeds",
            "2",
            "--world",
            "neutral",
        ],
        env={"COLUMNS": "120"},
    )
    assert result.exit_code == 0, result.output
    assert "world: neutral" in result.output and "GAR, noisy grader" in result.output
    assert (out / "report.md").exists() and (out / "report.html").exists()
    assert (out / "curves_neutral.png").exists() and not (out / "curves_adversarial.png").exists()


def test_unknown_world_is_a_clear_error(tmp_path):
    result = CliRunner().invoke(app, ["simulate", "--out", str(tmp_path), "--world", "mars"])
    assert isinstance(result.exception, GarError) and "mars" in str(result.exception)


def test_bad_option_values_are_rejected(tmp_path):
    result = CliRunner().invoke(app, ["simulate", "--out", str(tmp_path), "--recall", "2"])
    assert result.exit_code == 2
    result = CliRunner().invoke(app, ["simulate", "--out", str(tmp_path), "--lambda-max", "0"])
    assert isinstance(result.exception, GarError)

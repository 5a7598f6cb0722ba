"""bench/grade_throughput.py --bytecode: the gar package its commands import is byte-compiled
first (as an installed package is), found with their interpreter and PYTHONPATH, so a
snapshot without ``__pycache__`` is measured as a user's install rather than compiled from
source in every run."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bench() -> object:
    spec = importlib.util.spec_from_file_location("grade_throughput_under_test",
                                                  ROOT / "bench" / "grade_throughput.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_package_the_commands_import_is_byte_compiled(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    package = tmp_path / "gar"
    (package / "grading").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "grading" / "stage.py").write_text("X = 1\n")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))  # what the subprocesses resolve gar by
    where = _bench().byte_compile()  # type: ignore[attr-defined]
    assert str(package) in where
    tag = sys.implementation.cache_tag
    assert (package / "__pycache__" / f"__init__.{tag}.pyc").exists()
    assert (package / "grading" / "__pycache__" / f"stage.{tag}.pyc").exists()

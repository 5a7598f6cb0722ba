"""One cache root for all of GAR's caches: $GAR_CACHE, with $GAR_CACHE_DIR a deprecated alias."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from gar.cache import cache_root


def _consumers() -> dict[str, Path]:
    """Where each cache lives now, as its own module computes it."""
    from gar.repo.tasks import cache_dir, materialise_files
    from gar.train.hackable import _cache_root as hackable_root
    from gar.train.model import default_cache_dir
    from gar.train.sft import PrimeConfig, primed_dir

    return {"model": default_cache_dir().parent, "hackable": hackable_root().parent,
            "primed": primed_dir(PrimeConfig()).parent, "workspaces": cache_dir().parent,
            "files": materialise_files({"a.py": "x = 1\n"}).parent.parent}


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    monkeypatch.delenv("GAR_CACHE", raising=False)
    monkeypatch.delenv("GAR_CACHE_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return monkeypatch


def test_every_cache_lives_under_gar_cache(clean_env, tmp_path):
    clean_env.setenv("GAR_CACHE", str(tmp_path / "one"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the documented variable never warns
        roots = _consumers()
    assert set(roots.values()) == {tmp_path / "one"}, roots
    assert (tmp_path / "one" / "workspaces").is_dir()


def test_the_default_is_the_users_cache_directory(clean_env, tmp_path):
    assert cache_root() == tmp_path / "home" / ".cache" / "gar"
    assert set(_consumers().values()) == {tmp_path / "home" / ".cache" / "gar"}


def test_the_deprecated_alias_still_works_and_warns(clean_env, tmp_path):
    clean_env.setenv("GAR_CACHE_DIR", str(tmp_path / "old"))
    with pytest.warns(FutureWarning, match=r"\$GAR_CACHE_DIR is deprecated.*\$GAR_CACHE"):
        assert cache_root() == tmp_path / "old"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert set(_consumers().values()) == {tmp_path / "old"}


def test_gar_cache_wins_over_the_alias(clean_env, tmp_path):
    clean_env.setenv("GAR_CACHE_DIR", str(tmp_path / "old"))
    clean_env.setenv("GAR_CACHE", str(tmp_path / "new"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert cache_root() == tmp_path / "new"

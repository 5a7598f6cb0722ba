import pytest
from shared_sandbox import default_sandbox_or_skip


@pytest.fixture(scope="session")
def sandbox():
    return default_sandbox_or_skip()


@pytest.fixture(autouse=True)
def _cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("GAR_CACHE", str(tmp_path / "cache"))

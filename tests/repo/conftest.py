import pytest

from gar.errors import SandboxUnavailable


@pytest.fixture(scope="session")
def sandbox():
    """The real default sandbox (bwrap here; the fallback elsewhere)."""
    from gar.sandbox import default_sandbox

    try:
        return default_sandbox()
    except SandboxUnavailable as exc:  # pragma: no cover - machine without any sandbox
        pytest.skip(f"no sandbox: {exc}")


@pytest.fixture(autouse=True)
def _cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("GAR_CACHE_DIR", str(tmp_path / "cache"))

import pytest

from gar.errors import SandboxUnavailable


@pytest.fixture(scope="session")
def sandbox():
    """The real default sandbox (bwrap here)."""
    from gar.sandbox import default_sandbox

    try:
        return default_sandbox()
    except SandboxUnavailable as exc:  # pragma: no cover - machine without any sandbox
        pytest.skip(f"no sandbox: {exc}")

"""Sandbox facts several test packages need (importable from every test: pytest puts
``tests/`` on ``sys.path`` for ``tests/conftest.py``)."""

import pytest

from gar.errors import SandboxUnavailable
from gar.sandbox import default_sandbox, get_sandbox


def bwrap_usable() -> bool:
    """bubblewrap is installed and can start a sandbox here."""
    try:
        get_sandbox("bwrap")
    except SandboxUnavailable:
        return False
    return True


def default_sandbox_or_skip():
    """The real default sandbox (bwrap here); the test is skipped where none can start."""
    try:
        return default_sandbox()
    except SandboxUnavailable as exc:  # pragma: no cover - machine without any sandbox
        pytest.skip(f"no sandbox: {exc}")

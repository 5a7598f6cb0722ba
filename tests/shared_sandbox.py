"""Sandbox facts several test packages need (importable from every test: pytest puts
``tests/`` on ``sys.path`` for ``tests/conftest.py``)."""

from gar.errors import SandboxUnavailable
from gar.sandbox import get_sandbox


def bwrap_usable() -> bool:
    """bubblewrap is installed and can start a sandbox here."""
    try:
        get_sandbox("bwrap")
    except SandboxUnavailable:
        return False
    return True

"""Running untrusted code: no network, read-only system, private workspace and /tmp, limits.

:func:`default_sandbox` returns a :class:`BwrapSandbox` (bubblewrap) when ``bwrap`` works on
this machine, otherwise a :class:`FallbackSandbox` (``unshare`` namespaces + rlimits + an
unprivileged uid) with a warning logged once. ``GAR_SANDBOX=fallback`` (or ``bwrap``) forces
one. A command that fails is data (a :class:`CommandResult`); a sandbox that cannot start
raises :class:`~gar.errors.SandboxUnavailable`, which callers turn into "unscorable".
"""

from __future__ import annotations

import functools
import logging
import os

from gar.errors import SandboxUnavailable
from gar.sandbox.base import CommandResult, Limits, Sandbox
from gar.sandbox.bwrap import BwrapSandbox
from gar.sandbox.fallback import FallbackSandbox

__all__ = [
    "BwrapSandbox", "CommandResult", "FallbackSandbox", "Limits", "Sandbox",
    "SandboxUnavailable", "default_sandbox", "get_sandbox",
]

log = logging.getLogger(__name__)

FALLBACK_WARNING = (
    "bubblewrap (bwrap) is not usable here: untrusted code runs under the fallback sandbox "
    "(unshare namespaces + rlimits + unprivileged uid, no read-only filesystem view). "
    "Install bubblewrap for full isolation."
)


def get_sandbox(kind: str = "auto") -> Sandbox:
    """``"bwrap"``, ``"fallback"`` or ``"auto"`` (``$GAR_SANDBOX`` if set, else the best)."""
    if kind == "auto":
        kind = os.environ.get("GAR_SANDBOX", "auto") or "auto"
    if kind == "bwrap":
        return _bwrap()
    if kind == "fallback":
        return _fallback()
    if kind != "auto":
        raise ValueError(f"unknown sandbox kind {kind!r} (bwrap, fallback or auto)")
    return default_sandbox()


def default_sandbox() -> Sandbox:
    """bwrap when it works, else the fallback (with a warning, logged once)."""
    if os.environ.get("GAR_SANDBOX") == "fallback":
        return _fallback()
    try:
        return _bwrap()
    except SandboxUnavailable as exc:
        _warn_once(str(exc))
        return _fallback()


@functools.cache
def _bwrap() -> BwrapSandbox:
    sandbox = BwrapSandbox()
    sandbox.probe()
    return sandbox


@functools.cache
def _fallback() -> FallbackSandbox:
    return FallbackSandbox()


@functools.cache
def _warn_once(detail: str) -> None:
    log.warning("%s (%s)", FALLBACK_WARNING, detail)

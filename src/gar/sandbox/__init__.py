"""Running untrusted code: no network, read-only system, private workspace and /tmp, limits.

The policy: untrusted code runs only under real isolation unless the user explicitly says
otherwise.

* ``"auto"`` (the default; ``$GAR_SANDBOX`` overrides it) and ``"bwrap"`` return a
  :class:`BwrapSandbox` after probing that bubblewrap starts here *with* its tmpfs size cap.
  When it cannot, they raise :class:`~gar.errors.SandboxUnavailable` with the reason and
  how to opt in; there is no silent fallback.
* ``"unsafe-local"`` (alias ``"fallback"``) returns the :class:`FallbackSandbox` (``unshare``
  namespaces + rlimits; the host filesystem is visible), logging :data:`UNSAFE_WARNING` with
  the sandbox's own, true, description of its isolation. As root it always drops candidates
  to an unprivileged uid (or refuses to start, saying why).

A command that fails is data (a :class:`CommandResult`); a sandbox that cannot start raises
``SandboxUnavailable``, which callers turn into "unscorable" (``reason_code
sandbox_unavailable``), never reward 0. The CLI calls :func:`get_sandbox` before any work, so
a refusal is one clear error (exit code 2), not a file of unscorable records.
"""

from __future__ import annotations

import functools
import logging
import os

from gar.errors import SandboxUnavailable
from gar.sandbox.base import CommandResult, Limits, Sandbox
from gar.sandbox.bwrap import BwrapSandbox, resolve_binary
from gar.sandbox.fallback import FallbackSandbox

__all__ = [
    "KINDS", "UNSAFE_WARNING", "BwrapSandbox", "CommandResult", "FallbackSandbox", "Limits",
    "Sandbox", "SandboxUnavailable", "default_sandbox", "get_sandbox",
]

log = logging.getLogger(__name__)

KINDS = ("auto", "bwrap", "unsafe-local")
_UNSAFE = ("unsafe-local", "fallback")
UNSAFE_WARNING = (
    "UNSAFE: running untrusted code WITHOUT bubblewrap, because --sandbox unsafe-local "
    "(GAR_SANDBOX=unsafe-local) asked for it. Isolation here: {isolation}."
)
OPT_IN_HINT = (
    "refusing to run untrusted code without real isolation. Install bubblewrap and allow "
    "user namespaces (see scripts/setup.sh), or opt in to the weaker host-filesystem "
    "sandbox with --sandbox unsafe-local (GAR_SANDBOX=unsafe-local)"
)


def get_sandbox(kind: str = "auto") -> Sandbox:
    """``"auto"`` or ``"bwrap"`` (bubblewrap, or :class:`SandboxUnavailable`), or
    ``"unsafe-local"`` / ``"fallback"`` (explicit opt-in, with a warning). ``"auto"`` reads
    ``$GAR_SANDBOX`` first."""
    if kind == "auto":
        kind = os.environ.get("GAR_SANDBOX", "auto") or "auto"
    if kind in _UNSAFE:
        return _unsafe_local()
    if kind not in ("auto", "bwrap"):
        raise ValueError(f"unknown sandbox kind {kind!r} (auto, bwrap or unsafe-local)")
    try:
        return _bwrap(resolve_binary())
    except SandboxUnavailable as exc:
        raise SandboxUnavailable(f"bubblewrap is not usable here ({exc}): {OPT_IN_HINT}"
                                 ) from exc


def default_sandbox() -> Sandbox:
    """The sandbox ``"auto"`` selects (bubblewrap unless ``$GAR_SANDBOX`` opts out)."""
    return get_sandbox("auto")



@functools.cache
def _bwrap(binary: str) -> BwrapSandbox:
    sandbox = BwrapSandbox(binary=binary)
    sandbox.probe()
    return sandbox


def _unsafe_local() -> FallbackSandbox:
    sandbox = _fallback()
    _warn_once(sandbox.isolation)
    return sandbox


@functools.cache
def _fallback() -> FallbackSandbox:
    return FallbackSandbox()


@functools.cache
def _warn_once(isolation: str) -> None:
    log.warning(UNSAFE_WARNING.format(isolation=isolation))

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
* Any other name is looked up in a registry (:func:`register_sandbox` maps a name to a
  factory), and a :class:`Sandbox` instance is accepted as itself. Configs
  (``ExecConfig``, ``GradeConfig``) hold only the name; a live sandbox is passed as an
  argument (``execute(..., sandbox=)``, ``grade_groups(..., sandbox=)``,
  ``FunctionRunner(sandbox=)``).

A command that fails is data (a :class:`CommandResult`); a sandbox that cannot start raises
``SandboxUnavailable``, which callers turn into "unscorable" (``reason_code
sandbox_unavailable``), never reward 0. The CLI calls :func:`get_sandbox` before any work, so
a refusal is one clear error (exit code 2), not a file of unscorable records.
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Callable

from gar.errors import SandboxUnavailable
from gar.sandbox.base import CommandResult, Limits, Sandbox
from gar.sandbox.bwrap import BwrapSandbox, resolve_binary
from gar.sandbox.fallback import FallbackSandbox

__all__ = [
    "KINDS", "UNSAFE_WARNING", "BwrapSandbox", "CommandResult", "FallbackSandbox", "Limits",
    "Sandbox", "SandboxFactory", "SandboxUnavailable", "default_sandbox", "get_sandbox",
    "register_sandbox", "sandbox_names",
]

log = logging.getLogger(__name__)

KINDS = ("auto", "bwrap", "unsafe-local")
UNSAFE_WARNING = (
    "UNSAFE: running untrusted code WITHOUT bubblewrap, because --sandbox unsafe-local "
    "(GAR_SANDBOX=unsafe-local) asked for it. Isolation here: {isolation}."
)
OPT_IN_HINT = (
    "refusing to run untrusted code without real isolation. Install bubblewrap and allow "
    "user namespaces (see scripts/setup.sh), or opt in to the weaker host-filesystem "
    "sandbox with --sandbox unsafe-local (GAR_SANDBOX=unsafe-local)"
)


SandboxFactory = Callable[[], Sandbox]


def _checked_bwrap() -> Sandbox:
    try:
        return _bwrap(resolve_binary())
    except SandboxUnavailable as exc:
        raise SandboxUnavailable(f"bubblewrap is not usable here ({exc}): {OPT_IN_HINT}"
                                 ) from exc


# Name -> factory. Configs hold a name (plain data, picklable); the factory makes the live
# sandbox where the work runs. Register a sandbox of your own with register_sandbox.
_REGISTRY: dict[str, SandboxFactory] = {
    "bwrap": _checked_bwrap,
    "unsafe-local": lambda: _unsafe_local(),
    "fallback": lambda: _unsafe_local(),  # the old name of unsafe-local
}


def register_sandbox(name: str, factory: SandboxFactory) -> None:
    """Make ``name`` a sandbox kind: ``get_sandbox(name)`` (and ``--sandbox name``,
    ``GradeConfig(sandbox=name)``) calls ``factory()``. ``auto`` is reserved."""
    if name == "auto":
        raise ValueError("'auto' is reserved: it selects bwrap (or $GAR_SANDBOX)")
    _REGISTRY[name] = factory


def sandbox_names() -> tuple[str, ...]:
    """Every kind :func:`get_sandbox` accepts."""
    return ("auto", *_REGISTRY)


def get_sandbox(kind: str | Sandbox = "auto") -> Sandbox:
    """The sandbox a kind names, or ``kind`` itself when it already is a sandbox.

    ``"auto"`` reads ``$GAR_SANDBOX`` first, then means ``"bwrap"`` (bubblewrap, or
    :class:`SandboxUnavailable`); ``"unsafe-local"`` / ``"fallback"`` are the explicit opt-in,
    with a warning; other names come from :func:`register_sandbox`."""
    if not isinstance(kind, str):
        if not isinstance(kind, Sandbox):
            raise TypeError(f"not a sandbox: {kind!r} (a name, or an object with run, "
                            "service_command, name and isolation)")
        return kind
    if kind == "auto":
        kind = os.environ.get("GAR_SANDBOX", "auto") or "auto"
    factory = _REGISTRY.get("bwrap" if kind == "auto" else kind)
    if factory is None:
        raise ValueError(f"unknown sandbox kind {kind!r} ({', '.join(sandbox_names())})")
    return factory()


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

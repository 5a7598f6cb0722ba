"""Running the behaviour probes of one patch in the sandbox, under deterministic budgets.

A repository group's verdict must not depend on how busy the machine is, so nothing a clock
measures may decide whether a probe answers. Each probe item (a derived call or a replayed
scenario, :mod:`gar.repo.probe`) runs in the sandboxed probe process under:

* a **line budget** — ``ITEM_LINES`` traced line events (``sys.settrace``, threads
  included) per item and ``TOTAL_LINES`` for the whole probe: a count, so the same patch
  exhausts it on the same item whatever the load. This is what bounds Python work;
* a **CPU budget** for work done in C that the tracer cannot see (a catastrophic regex, a
  huge ``sum``) — ``ITEM_CPU_S`` of process CPU time per item (``ITIMER_PROF``, seen when
  the C call returns; one that never returns meets the safety net) and ``TOTAL_CPU_S`` for
  the probe. CPU time, unlike wall time, hardly moves with other load,
  and pure-Python work meets the line budget long before it (2M traced lines cost ~0.6 s).

An item that exhausts a budget is recorded as ``budget …``: it neither votes nor diverges
(:func:`abstains`), deterministically — an item over the line budget stays over it even if
its code swallows the exception that stopped it. Items after an exhausted total are not run.

Wall time remains only as a **safety net** against code that blocks without using CPU (a
sleep, a deadlock): ``ITEM_WALL_S`` per item inside the probe and ``PROBE_WALL_S`` for the
whole sandboxed process, with ``PROBE_RLIMIT_CPU_S`` behind the CPU budget. Hitting any
safety net is an infrastructure failure, never a vote either way: :func:`run_probe` raises
:class:`ProbeSafetyNet`, the behaviour stage counts it as crashed, and every pass of the
group becomes unscorable (``grader_error``; see :mod:`gar.grading.failures`).
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from gar.repo.scenarios import PROBE_HELPERS

ITEM_LINES = 2_000_000
TOTAL_LINES = 20_000_000
ITEM_CPU_S = 5.0
TOTAL_CPU_S = 20.0
ITEM_WALL_S = 30  # safety net (whole seconds: signal.alarm)
PROBE_WALL_S = 240.0  # safety net for the whole probe process
PROBE_RLIMIT_CPU_S = 60.0  # safety net behind TOTAL_CPU_S (checked between items)

BUDGET = "budget"  # prefix of an item's outcome that abstains
SAFETY = "safety-net"  # prefix of an item's outcome that hit the wall safety net


class ProbeSafetyNet(RuntimeError):
    """A probe hit a wall-clock (or rlimit) safety net: the machine, not the patch, decided
    the outcome, so the group's behaviour comparison is unusable (never a vote)."""


_PROBE = '''
import ast, importlib, json, signal, sys, threading, time

class _GarStop(BaseException):
    pass

_gar = {"lines": 0, "limit": 0, "over": False, "cpu": False, "wall": False}

def _gar_local(frame, event, arg):
    if event == "line":
        _gar["lines"] += 1
        if _gar["lines"] > _gar["limit"]:
            _gar["over"] = True
            raise _GarStop()
    return _gar_local

def _gar_roots():
    import os, sysconfig
    here = os.getcwd() + os.sep
    roots = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix,
             sysconfig.get_paths().get("stdlib", "")}
    return tuple(r.rstrip(os.sep) + os.sep for r in roots
                 if r and r.rstrip(os.sep) and not here.startswith(r.rstrip(os.sep) + os.sep))

_GAR_SKIP = _gar_roots() + ("<frozen ",)

def _gar_global(frame, event, arg):
    # Only code outside the interpreter's installation is counted (the patched workspace,
    # the scenarios): tracing the standard library's own lines (re's compiler in Python,
    # the import system) would cost seconds and count nothing the patch wrote.
    if frame.f_code.co_filename.startswith(_GAR_SKIP):
        return None
    return _gar_local

def _gar_on_cpu(*_):
    _gar["cpu"] = True
    raise _GarStop()

def _gar_on_wall(*_):
    _gar["wall"] = True
    raise _GarStop()

signal.signal(signal.SIGPROF, _gar_on_cpu)
signal.signal(signal.SIGALRM, _gar_on_wall)

def _gar_item(kind, item):
    if kind == "scenario":
        return "ok " + run_scenario(*item)[:2000]
    module, function, args, kwargs = item
    value = getattr(importlib.import_module(module), function)(
        *ast.literal_eval(args), **ast.literal_eval(kwargs))
    # plain data as repr; other objects by type name (a __repr__ is not behaviour)
    return "ok " + _plain(value)[:2000]

def _gar_run(kind, item):
    _gar["over"] = _gar["cpu"] = False
    _gar["limit"] = min(_gar["lines"] + ITEM_LINES, TOTAL_LINES)
    out = None
    signal.alarm(ITEM_WALL_S)
    signal.setitimer(signal.ITIMER_PROF, ITEM_CPU_S)
    threading.settrace(_gar_global)
    sys.settrace(_gar_global)
    try:
        out = _gar_item(kind, item)
    except BaseException as exc:
        out = "raises " + type(exc).__name__
    finally:
        sys.settrace(None)
        threading.settrace(None)
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.alarm(0)
    # Which budget ran out is decided by counts first: a count is the same on every run.
    if _gar["over"]:
        return "budget lines"
    if _gar["wall"]:
        return "safety-net wall"
    if _gar["cpu"]:
        return "budget cpu"
    return out

items = json.loads(open(sys.argv[1], encoding="utf-8").read())
results = []
for kind, *item in items:
    if _gar["wall"]:
        results.append("safety-net wall")
    elif _gar["lines"] >= TOTAL_LINES:
        results.append("budget total lines")
    elif time.process_time() >= TOTAL_CPU_S:
        results.append("budget total cpu")
    else:
        try:
            results.append(_gar_run(kind, item))
        except BaseException:  # a signal that landed between the item and its cleanup
            sys.settrace(None)
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.alarm(0)
            results.append("budget lines" if _gar["over"] else "safety-net wall"
                           if _gar["wall"] else "budget cpu")
sys.stdout.write("\\n" + sys.argv[2] + json.dumps(results) + "\\n")
sys.stdout.flush()
'''


def probe_script() -> str:
    """The probe program: the scenario helpers, the budgets as constants, the runner."""
    constants = (f"ITEM_LINES = {ITEM_LINES}\nTOTAL_LINES = {TOTAL_LINES}\n"
                 f"ITEM_CPU_S = {ITEM_CPU_S!r}\nTOTAL_CPU_S = {TOTAL_CPU_S!r}\n"
                 f"ITEM_WALL_S = {ITEM_WALL_S}\n")
    return PROBE_HELPERS + constants + _PROBE


def probe_limits() -> Any:
    """The sandbox limits of one probe process: safety nets only (see module doc)."""
    from gar.sandbox import Limits

    return Limits(cpu_s=PROBE_RLIMIT_CPU_S, wall_s=PROBE_WALL_S)


def abstains(output: str) -> bool:
    """An item that ran out of its budget says nothing about behaviour: no vote, no
    divergence (and, being a count, it runs out the same way on every run)."""
    return output.startswith(BUDGET)


def run_probe(root: Path, calls: Sequence[Any], sandbox: Any, limits: Any = None
              ) -> list[str] | None:
    """Each call's or scenario's outcome text in the patched copy ``root``; None when the
    probe process failed on its own (it crashed or exited: the same on every run). Raises
    :class:`ProbeSafetyNet` when a wall-clock or rlimit safety net ended it."""
    limits = limits or probe_limits()
    nonce = "GAR-PROBE-" + secrets.token_hex(6) + ":"
    (root / ".gar_probe.py").write_text(probe_script(), encoding="utf-8")
    (root / ".gar_probe.json").write_text(json.dumps([c.payload() for c in calls]),
                                          encoding="utf-8")
    result = sandbox.run(["python", ".gar_probe.py", ".gar_probe.json", nonce],
                         workspace=root, limits=limits, env={"PYTHONHASHSEED": "0"})
    if result.timed_out:
        raise ProbeSafetyNet(f"a behaviour probe hit its safety net: {result.killed_reason}")
    stdout = result.stdout.decode("utf-8", "replace") if isinstance(result.stdout, bytes) \
        else str(result.stdout)
    for line in reversed(stdout.splitlines()):
        if line.startswith(nonce):
            try:
                out = json.loads(line[len(nonce):])
            except json.JSONDecodeError:
                return None
            if not (isinstance(out, list) and len(out) == len(calls)):
                return None
            if any(str(o).startswith(SAFETY) for o in out):
                raise ProbeSafetyNet(f"a behaviour probe item ran past the {ITEM_WALL_S}s "
                                     "wall-clock safety net")
            return out
    return None

"""A pytest plugin that records which library functions each test calls (never imported by
GAR: :mod:`gar.synth.suite` copies it into the sandboxed copy next to the report plugin).

For every test (setup, call and teardown) a global ``sys.settrace`` function notes the code
objects that start in one of the files named by ``$GAR_TRACE_SOURCES`` (a JSON list of
workspace-relative paths) and returns ``None``, so no line events are traced: only one
callback per Python call. At the end of the test it appends
``{"nodeid": ..., "functions": [[path, qualname], ...]}`` to ``$GAR_TRACE_FILE``.
"""

import json
import os
import sys

import pytest

_OUT = os.path.abspath(os.environ.get("GAR_TRACE_FILE", "gar-trace.jsonl"))
_ROOT = os.getcwd()
_SOURCES = frozenset(json.loads(os.environ.get("GAR_TRACE_SOURCES", "[]")))
_known: dict = {}
_seen: set = set()


def _key(code):
    try:
        rel = os.path.relpath(os.path.abspath(code.co_filename), _ROOT).replace(os.sep, "/")
    except ValueError:
        return False
    if rel not in _SOURCES:
        return False
    return (rel, getattr(code, "co_qualname", code.co_name))


def _tracer(frame, event, arg):
    code = frame.f_code
    key = _known.get(code)
    if key is None:
        key = _known[code] = _key(code)
    if key:
        _seen.add(key)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _seen.clear()
    previous = sys.gettrace()
    sys.settrace(_tracer)
    try:
        yield
    finally:
        sys.settrace(previous)
        with open(_OUT, "a", encoding="utf-8") as out:
            out.write(json.dumps({"nodeid": item.nodeid,
                                  "functions": sorted(list(k) for k in _seen)}) + "\n")

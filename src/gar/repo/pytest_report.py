"""A tiny pytest plugin the runner drops next to the code under test (never imported by GAR).

It streams one JSON line per test phase to ``$GAR_REPORT_FILE`` as the run goes, and a final
completion marker with the exit status and the number of collected tests: a run that exits
early (``os._exit``, a crash, a timeout) has no marker, so it cannot pass by silence.

With ``$GAR_PROTECTED`` (a JSON list of glob patterns: the test files and protected paths)
it also installs a runtime audit hook: an ``open`` of a protected path whose nearest caller
outside the standard library and installed packages is code under test (not a test file,
not a conftest, not this plugin) is reported as ``{"audit_open": path, "by": file:line}``.
Reading the tests' expected values at run time is how a patch can pass without a fix.
"""

import fnmatch
import json
import os
import sys
import sysconfig
from types import FrameType

_PATH = os.path.abspath(os.environ.get("GAR_REPORT_FILE", "gar-report.jsonl"))
_NONCE = os.environ.get("GAR_REPORT_NONCE", "")
_ROOT = os.getcwd()
_TEST_CODE = ("test_*.py", "*_test.py", "conftest.py", "tests/*", "test/*", "*/tests/*",
              "*/test/*")


def _write(record):
    record["nonce"] = _NONCE
    with open(_PATH, "a", encoding="utf-8") as out:
        out.write(json.dumps(record) + "\n")


def _relative(path):
    try:
        full = os.path.abspath(os.fsdecode(path))
    except (TypeError, ValueError):
        return None
    rel = os.path.relpath(full, _ROOT)
    return None if rel.startswith("..") else rel.replace(os.sep, "/")


def _library_prefixes():
    paths = sysconfig.get_paths()
    found = {sys.prefix, sys.base_prefix, paths.get("stdlib", ""), paths.get("purelib", ""),
             paths.get("platlib", ""), os.path.dirname(os.path.abspath(__file__))}
    return tuple(p for p in found if p)


def _install_audit(patterns):
    libraries = _library_prefixes()
    reported = set()
    busy: list[int] = []

    def caller():
        frame: FrameType | None = sys._getframe(2)
        while frame is not None:
            name = frame.f_code.co_filename
            if not name.startswith("<") and not os.path.abspath(name).startswith(libraries):
                return _relative(name), frame.f_lineno
            frame = frame.f_back
        return None, 0

    def hook(event, args):
        if event != "open" or busy or not args or isinstance(args[0], int):
            return
        busy.append(1)
        try:
            rel = _relative(args[0])
            if rel is None or not any(fnmatch.fnmatch(rel, p) for p in patterns):
                return
            source, line = caller()
            if source is None or any(fnmatch.fnmatch(source, p) for p in _TEST_CODE):
                return
            if (rel, source) not in reported:
                reported.add((rel, source))
                _write({"audit_open": rel, "by": f"{source}:{line}"})
        except Exception:  # noqa: BLE001, S110 - the audit must never break the run
            pass
        finally:
            busy.pop()

    sys.addaudithook(hook)


if os.environ.get("GAR_PROTECTED"):
    _install_audit(tuple(json.loads(os.environ["GAR_PROTECTED"])))


def pytest_runtest_logreport(report):
    skipped_xfail = bool(getattr(report, "wasxfail", None) is not None)
    _write({
        "nodeid": report.nodeid,
        "when": report.when,
        "outcome": "skipped" if skipped_xfail else report.outcome,
        "message": str(report.longrepr)[-1500:] if report.failed else "",
    })


def pytest_collectreport(report):
    if report.failed:
        _write({"collect_error": report.nodeid, "message": str(report.longrepr)[-1500:]})


def pytest_sessionfinish(session, exitstatus):
    _write({"done": True, "exitstatus": int(exitstatus), "collected": session.testscollected})

"""A tiny pytest plugin the runner drops next to the code under test (never imported by GAR).

It streams one JSON line per test phase to ``$GAR_REPORT_FILE`` as the run goes, and a final
completion marker with the exit status and the number of collected tests: a run that exits
early (``os._exit``, a crash, a timeout) has no marker, so it cannot pass by silence.
"""

import json
import os

_PATH = os.path.abspath(os.environ.get("GAR_REPORT_FILE", "gar-report.jsonl"))
_NONCE = os.environ.get("GAR_REPORT_NONCE", "")


def _write(record):
    record["nonce"] = _NONCE
    with open(_PATH, "a", encoding="utf-8") as out:
        out.write(json.dumps(record) + "\n")


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

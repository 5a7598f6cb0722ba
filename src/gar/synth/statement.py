"""The problem statement of a synthesised task.

By default it is built from what the failing tests printed: which tests fail and the tail of
the first failures (memory addresses masked, so the text is the same on every run). When an
LLM endpoint is given, the model rewrites that evidence as a bug report in a user's words
(SWE-smith's approach); it is shown the failing output only — never the planted diff — so it
cannot leak the fix, and any error falls back to the built statement.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.records import TestOutcome

_ADDRESS = re.compile(r"0x[0-9a-fA-F]{6,}")
_MAX_LISTED = 10
_MAX_SHOWN = 2
TRUNCATED_AT = 500  # the runner keeps this many characters of a test's message
_CLOSING = ("The tests describe the intended behaviour. Fix the library code so that these "
            "tests pass and the rest of the test suite keeps passing; do not change the tests.")


def clean(message: str) -> str:
    """Addresses masked; a first line cut mid-way (the runner keeps a message's tail) and
    pytest's separator lines dropped."""
    lines = _ADDRESS.sub("0x…", message).splitlines()
    if len(lines) > 1 and len(message) >= TRUNCATED_AT:
        lines = lines[1:]
    return "\n".join(line for line in lines if not set(line.strip()) <= {"_", " "} or
                     not line.strip()).strip()


def built_statement(project_name: str, failing: Sequence[TestOutcome]) -> str:
    """The statement from the failing tests' output (deterministic)."""
    names = [t.test_id for t in failing]
    plural = "s" if len(names) != 1 else ""
    lines = [f"{len(names)} test{plural} of {project_name} fail with the current code:", ""]
    lines += [f"- {name}" for name in names[:_MAX_LISTED]]
    if len(names) > _MAX_LISTED:
        lines.append(f"- … and {len(names) - _MAX_LISTED} more")
    for outcome in failing[:_MAX_SHOWN]:
        message = clean(outcome.message)
        if message:
            lines += ["", f"Output of {outcome.test_id}:", "```", message, "```"]
    lines += ["", _CLOSING]
    return "\n".join(lines)


def llm_statement(client: Any, project_name: str, built: str) -> str | None:
    """A bug report written by the model from ``built``; None when it cannot answer."""
    from gar.errors import GarError

    prompt = (
        f"You are a user of the Python library {project_name}. Its test suite now fails as "
        "shown below. Write a short GitHub issue (a title line, then 3-8 lines) describing "
        "the wrong behaviour a user would observe, with one small example call. Do not "
        "guess at the cause, do not mention file names, line numbers or a fix.\n\n" + built)
    try:
        reply = client.complete([{"role": "user", "content": prompt}])
    except GarError:
        return None
    text = (reply.content or "").strip()
    if len(text) < 20:
        return None
    return text + "\n\nFailing tests:\n" + "\n".join(
        line for line in built.splitlines() if line.startswith("- "))

"""Standard-input/standard-output tasks (APPS, CodeContests, TACO style): a program reads its
input from stdin and prints its answer; the tests are input/output pairs.

They become ordinary :class:`~gar.records.FunctionTask` records, so every path (``gar exec``,
``gar grade``, the trainer integrations, ``gar serve``) runs them with the same sandbox,
limits, audit and tiers as function-level tasks:

* The task's entry point is :data:`STDIO_ENTRY`; its ``test`` holds the pairs and a
  ``check(candidate)`` that calls ``candidate(stdin_text)`` per pair and compares what it
  printed with the expected output, line by line with trailing whitespace ignored (the usual
  judge rule for these datasets).
* A rollout's program (a full program, as the model writes it) is wrapped by
  :func:`stdio_program` into a module defining ``run_stdio_program(stdin)``: it compiles the
  program's text as ``__main__`` (so ``if __name__ == "__main__":`` runs), with
  ``sys.stdin``/``sys.stdout`` swapped for in-memory streams, and returns the printed text; a
  ``SystemExit`` (``exit()``, ``sys.exit(0)``) ends the run normally. The program's text is a
  literal handed to ``compile``, which GAR's static audit reads as code, so its detectors see
  the program itself. The wrapped module runs inside the sandboxed harness like any rollout:
  untrusted code still only runs in the sandbox.

Record formats accepted by :func:`stdio_task_from_dict` (the JSON task format, a dataset row's
``reward_model.ground_truth``): ``{"inputs": [...], "outputs": [...]}``, APPS'
``{"input_output": <that, as JSON text or object>}``, or ``{"tests": [{"input": ...,
"output": ...}, ...]}`` (CodeContests style). APPS call-based problems (``fn_name``) are
refused with a message: they are function tasks, and need a HumanEval-style ``test``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from gar.records import FunctionTask

STDIO_ENTRY = "run_stdio_program"

_CHECK = '''

def _gar_lines(text):
    return [line.rstrip() for line in str(text).strip().splitlines()]


def check(candidate):
    for stdin, expected in CASES:
        assert _gar_lines(candidate(stdin)) == _gar_lines(expected), (
            f"wrong output for input {stdin[:200]!r}")
'''


def is_stdio(task: Any) -> bool:
    return isinstance(task, FunctionTask) and task.entry_point == STDIO_ENTRY


def stdio_program(code: str) -> str:
    """The module a stdin/stdout program stands for (see the module docstring)."""
    return (
        "import io as _gar_io\n"
        "import sys as _gar_sys\n\n\n"
        f"def {STDIO_ENTRY}(stdin):\n"
        "    out = _gar_io.StringIO()\n"
        "    saved = _gar_sys.stdin, _gar_sys.stdout\n"
        "    _gar_sys.stdin, _gar_sys.stdout = _gar_io.StringIO(stdin), out\n"
        "    try:\n"
        f"        exec(compile({code!r}, 'program.py', 'exec'), {{'__name__': '__main__'}})\n"
        "    except SystemExit:\n"
        "        pass\n"
        "    finally:\n"
        "        _gar_sys.stdin, _gar_sys.stdout = saved\n"
        "    return out.getvalue()\n"
    )


def stdio_task(task_id: str, cases: Sequence[tuple[str, str]], statement: str = "",
               reference: str | None = None) -> FunctionTask:
    """A stdin/stdout task from its input/output pairs (``reference``: a program)."""
    if not cases:
        raise ValueError(f"stdio task {task_id!r}: no input/output pairs")
    pairs = [(str(i), str(o)) for i, o in cases]
    prompt = '"""' + statement.replace('"""', "'''") + '"""\n' if statement else ""
    return FunctionTask(
        task_id=task_id, prompt=prompt, entry_point=STDIO_ENTRY,
        test=f"CASES = {pairs!r}\n" + _CHECK,
        canonical_solution=stdio_program(reference) if reference else None,
    )


def cases_from(record: Mapping[str, Any]) -> list[tuple[str, str]] | None:
    """Input/output pairs from any accepted format, None when ``record`` has none."""
    if "input_output" in record:
        spec = record["input_output"]
        record = json.loads(spec) if isinstance(spec, str) else spec
    if isinstance(record, Mapping) and record.get("fn_name"):
        raise ValueError("call-based problems (fn_name) are function tasks: give them a "
                         "HumanEval-style test, not stdin/stdout pairs")
    if isinstance(record, Mapping) and "inputs" in record and "outputs" in record:
        inputs, outputs = record["inputs"], record["outputs"]
        if len(inputs) != len(outputs):
            raise ValueError(f"{len(inputs)} inputs but {len(outputs)} outputs")
        return [(_text(i), _text(o)) for i, o in zip(inputs, outputs, strict=True)]
    if isinstance(record, Mapping) and isinstance(record.get("tests"), list):
        return [(_text(t["input"]), _text(t["output"])) for t in record["tests"]]
    return None


def _text(value: Any) -> str:
    if isinstance(value, list):  # some datasets keep lines as a list
        return "\n".join(str(v) for v in value)
    return str(value)


def stdio_task_from_dict(record: Mapping[str, Any], task_id: str | None = None) -> FunctionTask:
    """A stdio task from a record in one of the accepted formats; ``ValueError`` otherwise."""
    cases = cases_from(record)
    if cases is None:
        raise ValueError("no input/output pairs (inputs/outputs, input_output or tests)")
    task_id = task_id or str(record.get("task_id") or "") or content_id(cases)
    statement = str(record.get("prompt") or record.get("question") or "")
    reference = record.get("canonical_solution") or record.get("solution")
    return stdio_task(task_id, cases, statement, reference if isinstance(reference, str) else None)


def content_id(cases: Sequence[tuple[str, str]]) -> str:
    """A task id from the tests themselves (rows that carry tests but no id)."""
    digest = hashlib.sha256(json.dumps(list(cases)).encode()).hexdigest()[:16]
    return f"stdio:{digest}"


def row_task(ground_truth: Any, task_id: str | None = None) -> FunctionTask:
    """The task a dataset row's tests stand for (veRL's ``reward_model.ground_truth``: JSON
    text or an object, in any accepted format)."""
    value = json.loads(ground_truth) if isinstance(ground_truth, str) else ground_truth
    if isinstance(value, list):
        value = {"tests": value}
    if not isinstance(value, Mapping):
        raise TypeError("ground_truth must be an object (or a list of input/output tests)")
    return stdio_task_from_dict(value, task_id)
